import { graphql } from "../../gql";

/**
 * A booking as both its customer (dashboard) and staff (admin) read it: the trip, the money and a
 * waiting cancellation request. Each screen adds its own fields; codegen reads it from here.
 * @public
 */
export const BookingFacts = graphql(`
  fragment BookingFacts on Booking {
    id
    reference
    name
    email
    phone
    pickupLocation
    destination
    departureDate
    days
    distance
    status
    notes
    passengers
    agreedFare
    advance
    advanceReceivedOn
    balance
    cancelRequestedAt
    cancelReason
    cancelDeclinedMessage
    bus {
      id
      name
      capacity
    }
  }
`);

export const BusChoices = graphql(`
  query BusChoices {
    buses {
      id
      name
      capacity
      status
    }
  }
`);
export const Me = graphql(`
  query BookingPrefill {
    me {
      id
      name
      email
      mobileNo
    }
  }
`);
export const CreateBooking = graphql(`
  mutation CreateBooking($input: CreateBookingInput!) {
    createBooking(input: $input) {
      booking {
        id
        status
        distance
      }
      auth {
        ...SessionFields
      }
    }
  }
`);
