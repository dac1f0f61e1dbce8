import { graphql } from "../../gql";

/** The destinations, with their Hindi texts on Hindi pages only (English pages never carry them). */
export const DestinationsQuery = graphql(`
  query Destinations($hi: Boolean!) {
    destinations {
      id
      name
      shortDescription
      description
      images
      nameHi @include(if: $hi)
      shortDescriptionHi @include(if: $hi)
      descriptionHi @include(if: $hi)
    }
  }
`);
