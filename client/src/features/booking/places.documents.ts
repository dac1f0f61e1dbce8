import { graphql } from "../../gql";

export const PlacesQuery = graphql(`
  query PlaceSuggestions($search: String!) {
    places(search: $search, limit: 8) {
      id
      name
      region
    }
  }
`);

export const ClientConfigQuery = graphql(`
  query ClientConfig {
    clientConfig {
      mapsApiKey
    }
  }
`);
