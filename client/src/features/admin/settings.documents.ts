import { graphql } from "../../gql";

export const UpdateSettings = graphql(`
  mutation UpdateSettings($input: SiteSettingsInput!) {
    updateSettings(input: $input) {
      bookingPhones
      whatsappContacts {
        label
        number
      }
      email
      supportHours
      businessHours
      address
      mapLat
      mapLng
    }
  }
`);
