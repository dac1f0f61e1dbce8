import { graphql } from "../../gql";

export const UpdateSettings = graphql(`
  mutation UpdateSettings($input: SiteSettingsInput!) {
    updateSettings(input: $input) {
      ...SiteSettingsFields
    }
  }
`);
