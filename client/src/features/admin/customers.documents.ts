import { graphql } from "../../gql";

export const Customers = graphql(`
  query AdminCustomers($search: String) {
    customers(search: $search) {
      id
      name
      email
      mobileNo
      username
      hasPassword
      createdAt
      bookingCount
      lastBookingDate
    }
  }
`);
export const CustomerBookings = graphql(`
  query AdminCustomerBookings($id: ID!) {
    customerBookings(id: $id) {
      ...BookingSummary
      destination
    }
  }
`);
export const ContactMessages = graphql(`
  query AdminContactMessages {
    contactMessages {
      id
      name
      email
      phone
      subject
      message
      handled
      createdAt
    }
  }
`);
export const SetMessageHandled = graphql(`
  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {
    setContactMessageHandled(id: $id, handled: $handled) {
      id
      handled
    }
  }
`);
/**
 * A customer's consent answers, read when staff open their row (found by their e-mail: the list itself does not
 * read every customer's answers).
 */
export const CustomerConsentsQuery = graphql(`
  query AdminCustomerConsents($search: String) {
    customers(search: $search) {
      id
      consents {
        ...MessageConsentFields
      }
    }
  }
`);
