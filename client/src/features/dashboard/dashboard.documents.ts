import { graphql } from "../../gql";

/**
 * A booking as a list of bookings shows it: the customer's own list, staff's list of a customer's
 * bookings and the admin calendar spread it and add their own fields; codegen reads it from here.
 * @public
 */
export const BookingSummary = graphql(`
  fragment BookingSummary on Booking {
    id
    reference
    departureDate
    days
    status
    bus {
      id
      name
    }
  }
`);

export const MyBookings = graphql(`
  query MyBookings {
    myBookings {
      ...BookingSummary
      destination
      pickupLocation
      distance
      passengers
      quoteState
    }
  }
`);

export const MyBookingChanged = graphql(`
  subscription MyBookingChanged {
    myBookingChanged {
      kind
      bookingId
      booking {
        id
        status
      }
    }
  }
`);

export const BookingDetail = graphql(`
  query BookingDetail($id: ID!) {
    booking(id: $id) {
      ...BookingFacts
      returnDate
      vehicles {
        id
        position
        seats
        busName
      }
      tripPlan {
        tripType
        stops {
          place
          day
          time
          nightHalt
        }
      }
      upiPayment {
        link
        amount
        purpose
        qrPng
      }
      payments {
        id
        method
        amount
        reference
        receivedOn
      }
      refunds {
        id
        amount
        status
      }
      onlinePayment {
        amount
        kind
      }
      history {
        fromStatus
        toStatus
        changedAt
      }
    }
  }
`);
