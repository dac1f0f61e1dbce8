import { graphql } from "../../gql";

export const BusesQuery = graphql(`
  query Buses {
    buses {
      id
      name
      capacity
      status
      description
      features
      images
    }
  }
`);

export const BusQuery = graphql(`
  query Bus($id: ID!) {
    bus(id: $id) {
      id
      name
      capacity
      status
      description
      features
      images
      lastMaintenance
      popularRoutes {
        id
        from
        to
        duration
        distance
      }
    }
  }
`);
