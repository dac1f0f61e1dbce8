import { graphql } from "../../../gql";

/** A page of the payments received over some days, with their totals by method. */
export const PaymentsPage = graphql(`
  query PaymentsPage($filter: PaymentFilter, $after: String) {
    paymentsPage(filter: $filter, first: 50, after: $after) {
      from
      to
      totalCount
      total
      byMethod {
        method
        count
        amount
      }
      nextCursor
      items {
        id
        bookingId
        bookingReference
        customerName
        kind
        method
        amount
        reference
        receivedOn
      }
    }
  }
`);
