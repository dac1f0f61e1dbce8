import { graphql } from "../../gql";

/**
 * A bus as the fleet's cards show it; the detail page and the admin screens add its maintenance date
 * and routes (BusDetail). Spread by the queries here and in admin/buses; codegen reads them from here.
 * @public
 */
export const BusSummary = graphql(`
  fragment BusSummary on Bus {
    id
    name
    capacity
    status
    description
    features
    images
  }
`);

/** @public */
export const BusDetail = graphql(`
  fragment BusDetail on Bus {
    ...BusSummary
    lastMaintenance
    registrationNumber
    popularRoutes {
      id
      from
      to
      duration
      distance
    }
  }
`);

export const BusesQuery = graphql(`
  query Buses {
    buses {
      ...BusSummary
    }
  }
`);

export const BusQuery = graphql(`
  query Bus($id: ID!) {
    bus(id: $id) {
      ...BusDetail
    }
  }
`);
