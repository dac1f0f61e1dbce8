import { graphql } from "../../gql";

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
        token
        refreshToken
        role
        username
        name
        userId
      }
    }
  }
`);
