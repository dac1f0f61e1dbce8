import { useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";

/**
 * The site's contacts and hours, as the public pages read them and the admin Settings form saves them.
 * @public
 */
export const SiteSettingsFields = graphql(`
  fragment SiteSettingsFields on SiteSettings {
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
`);

export const SettingsQuery = graphql(`
  query SiteSettings {
    settings {
      ...SiteSettingsFields
    }
  }
`);

/** The site's contacts and hours (edited by staff in Settings). */
export function useSettings() {
  const { data, loading } = useQuery(SettingsQuery, { fetchPolicy: "cache-and-network" });
  return { settings: data?.settings, loading };
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
