import { graphql } from "../../gql";

export const MyBookings = graphql(`
  query MyBookings {
    myBookings { id destination pickupLocation departureDate days distance status bus { id name } }
  }
`);

export const MyBookingChanged = graphql(`
  subscription MyBookingChanged {
    myBookingChanged { kind bookingId booking { id status } }
  }
`);

export const BookingDetail = graphql(`
  query BookingDetail($id: ID!) {
    booking(id: $id) {
      id name email phone pickupLocation destination departureDate days distance status notes
      bus { id name capacity }
      history { fromStatus toStatus changedAt }
    }
  }
`);
