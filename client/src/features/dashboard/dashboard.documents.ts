import { graphql } from "../../gql";

export const MyBookings = graphql(`
  query MyBookings {
    myBookings {
      id
      reference
      destination
      pickupLocation
      departureDate
      days
      distance
      status
      passengers
      bus {
        id
        name
      }
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
      id
      reference
      returnDate
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
      upiPayment {
        link
        amount
        purpose
        qrPng
      }
      bus {
        id
        name
        capacity
      }
      history {
        fromStatus
        toStatus
        changedAt
      }
    }
  }
`);
