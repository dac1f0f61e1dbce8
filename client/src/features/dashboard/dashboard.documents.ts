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
      ...BookingFacts
      returnDate
      upiPayment {
        link
        amount
        purpose
        qrPng
      }
      history {
        fromStatus
        toStatus
        changedAt
      }
    }
  }
`);
