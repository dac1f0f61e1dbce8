import { graphql } from "../../gql";

export const AdminDestinations = graphql(`
  query AdminDestinations {
    destinations {
      id
      name
      shortDescription
      description
      images
      order
      nameHi
      shortDescriptionHi
      descriptionHi
    }
  }
`);
export const CreateDestination = graphql(`
  mutation CreateDestination($input: DestinationInput!) {
    createDestination(input: $input) {
      id
    }
  }
`);
export const UpdateDestination = graphql(`
  mutation UpdateDestination($id: ID!, $input: DestinationInput!) {
    updateDestination(id: $id, input: $input) {
      id
    }
  }
`);
export const DeleteDestination = graphql(`
  mutation DeleteDestination($id: ID!) {
    deleteDestination(id: $id)
  }
`);
