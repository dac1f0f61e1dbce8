import { graphql } from "../../../gql";

/**
 * The fields every admin bookings list shows; the queries spread it, and codegen reads it from here.
 * @public
 */
export const AdminBookingFields = graphql(`
  fragment AdminBookingFields on Booking {
    ...BookingFacts
    nextStatuses
    createdAt
    quoteState
    completedAt
  }
`);

export const BookingsPageQuery = graphql(`
  query AdminBookingsPage($filter: BookingFilter, $first: Int!, $after: String) {
    bookingsPage(filter: $filter, first: $first, after: $after) {
      totalCount
      totalIsEstimate
      nextCursor
      items {
        ...AdminBookingFields
        drivers {
          id
          driver {
            id
            name
          }
        }
      }
    }
  }
`);

export const SetStatus = graphql(`
  mutation SetBookingStatus($id: ID!, $status: BookingStatus!, $overrideReason: String) {
    setBookingStatus(id: $id, status: $status, overrideReason: $overrideReason) {
      ...AdminBookingFields
    }
  }
`);

export const DeleteBooking = graphql(`
  mutation DeleteBooking($id: ID!) {
    deleteBooking(id: $id)
  }
`);

export const BookingChanged = graphql(`
  subscription AdminBookingChanged {
    bookingChanged {
      kind
      bookingId
      booking {
        ...AdminBookingFields
      }
    }
  }
`);

export const BookingHistory = graphql(`
  query AdminBookingHistory($id: ID!) {
    booking(id: $id) {
      id
      balance
      completedAt
      history {
        fromStatus
        toStatus
        changedBy
        changedAt
        note
      }
    }
  }
`);
