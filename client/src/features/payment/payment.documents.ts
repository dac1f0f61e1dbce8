import { graphql } from "../../gql";

export const CreatePaymentOrder = graphql(`
  mutation CreatePaymentOrder($bookingId: ID!, $token: String) {
    createPaymentOrder(bookingId: $bookingId, token: $token) {
      orderId
      keyId
      amountPaise
      currency
      kind
      name
      email
      contact
      description
    }
  }
`);
