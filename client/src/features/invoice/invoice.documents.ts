import { graphql } from "../../gql";

/** An issued invoice, credit note or debit note as a list shows it (the customer's booking detail and staff's View). */
graphql(`
  fragment InvoiceFields on Invoice {
    id
    kind
    number
    issueDate
    taxable
    tax
    total
    reverseCharge
    reason
    invoiceId
  }
`);

/** Who the invoice is made out to. */
graphql(`
  fragment BillingFields on BookingBilling {
    bookingId
    name
    address
    gstin
    business
    bodyCorporate
    stateCode
  }
`);

/** A booking's billing details and its invoice with its credit and debit notes. */
export const BookingInvoices = graphql(`
  query BookingInvoices($id: ID!) {
    booking(id: $id) {
      id
      status
      billing {
        ...BillingFields
      }
      invoices {
        ...InvoiceFields
      }
    }
  }
`);

export const SaveBillingDetails = graphql(`
  mutation SaveBillingDetails($bookingId: ID!, $input: BillingInput!) {
    saveBillingDetails(bookingId: $bookingId, input: $input) {
      ...BillingFields
    }
  }
`);
