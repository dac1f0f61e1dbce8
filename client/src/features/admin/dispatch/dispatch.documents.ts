import { graphql } from "../../../gql";

/** The board's days: each Confirmed trip once, every coach and active driver with their marks. No money. */
export const DispatchBoardQuery = graphql(`
  query DispatchBoard($from: String!, $days: Int!) {
    dispatchBoard(from: $from, days: $days) {
      from
      until
      days
      trips {
        bookingId
        reference
        customer
        route
        departureDate
        returnDate
        days
        passengers
        reportingTime
        busId
        busIds
        driverIds
      }
      coaches {
        id
        name
        registrationNumber
        seats
        maintenance
        blackouts {
          startDate
          endDate
          reason
        }
        marks {
          date
          label
          lapsed
        }
      }
      drivers {
        id
        name
        phone
        licenceValidUntil
        marks {
          date
          label
          lapsed
        }
      }
    }
  }
`);

/** Who may take one trip: each coach and driver, free or why not. */
export const DispatchOptionsQuery = graphql(`
  query DispatchOptions($bookingId: ID!) {
    dispatchOptions(bookingId: $bookingId) {
      bookingId
      reference
      departureDate
      returnDate
      coaches {
        id
        name
        current
        free
        reasons
      }
      drivers {
        id
        name
        current
        free
        reasons
      }
    }
  }
`);

/** The booking View's own change of bus (the same mutation, rules and messages), answering no money. */
export const DispatchChangeBus = graphql(`
  mutation DispatchChangeBus($id: ID!, $busId: ID!, $overrideReason: String) {
    changeBookingBus(id: $id, busId: $busId, overrideReason: $overrideReason) {
      id
      bus {
        id
        name
      }
    }
  }
`);

/** The booking View's own driver assignment (the same mutation, rules and messages). */
export const DispatchAssignDrivers = graphql(`
  mutation DispatchAssignDrivers($bookingId: ID!, $driverIds: [ID!]!, $overrideReason: String) {
    assignDrivers(bookingId: $bookingId, driverIds: $driverIds, overrideReason: $overrideReason) {
      id
      driver {
        id
        name
      }
    }
  }
`);
