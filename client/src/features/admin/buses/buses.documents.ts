import { graphql } from "../../../gql";

export const AdminBuses = graphql(`
  query AdminBuses {
    buses {
      ...BusDetail
    }
  }
`);

export const CreateBus = graphql(`
  mutation CreateBus($input: BusInput!) {
    createBus(input: $input) {
      ...BusDetail
    }
  }
`);
export const UpdateBus = graphql(`
  mutation UpdateBus($id: ID!, $input: BusInput!) {
    updateBus(id: $id, input: $input) {
      ...BusDetail
    }
  }
`);
export const DeleteBus = graphql(`
  mutation DeleteBus($id: ID!) {
    deleteBus(id: $id)
  }
`);

// The image rules come from the server, so the form and the API can never disagree.
export const ImageRules = graphql(`
  query ImageRules {
    clientConfig {
      imageUrlPattern
      maxUploadBytes
    }
  }
`);
