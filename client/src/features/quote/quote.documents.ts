import { graphql } from "../../gql";

/**
 * A quote as the customer's page and staff's builder read it; codegen reads it from here.
 * @public
 */
export const QuoteFields = graphql(`
  fragment QuoteFields on Quote {
    id
    bookingId
    version
    state
    gstRate
    intraState
    reverseCharge
    placeOfSupply
    taxable
    cgst
    sgst
    igst
    passThrough
    total
    advance
    advancePercent
    validUntil
    inclusions
    exclusions
    notes
    acceptedAt
    acceptedByName
    changeRequest
    lines {
      position
      kind
      label
      quantity
      unit
      amount
      atActuals
    }
  }
`);

export const CustomerQuote = graphql(`
  query CustomerQuote($bookingId: ID!, $token: String) {
    quote(bookingId: $bookingId, token: $token) {
      ...QuoteFields
      cancellationTerms
      cancellationTermsHi
      pdfPath
      pdfPathHi
      trip {
        reference
        pickupLocation
        destination
        departureDate
        days
        passengers
        busName
        plan {
          tripType
          stops {
            place
            day
            nightHalt
          }
        }
      }
      upiPayment {
        link
        amount
        purpose
        qrPng
      }
      onlinePayment {
        amount
        kind
      }
    }
  }
`);

export const AcceptQuote = graphql(`
  mutation AcceptQuote($bookingId: ID!, $input: AcceptQuoteInput!) {
    acceptQuote(bookingId: $bookingId, input: $input) {
      ...QuoteFields
      upiPayment {
        link
        amount
        purpose
        qrPng
      }
      onlinePayment {
        amount
        kind
      }
    }
  }
`);

export const RequestQuoteChange = graphql(`
  mutation RequestQuoteChange($bookingId: ID!, $input: QuoteChangeInput!) {
    requestQuoteChange(bookingId: $bookingId, input: $input) {
      ...QuoteFields
    }
  }
`);
