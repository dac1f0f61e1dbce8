import { graphql } from "../../../gql";

/**
 * What staff's quote builder reads of a quote, whichever call answered it: the customer's fields and the
 * sharing links; the four calls below spread it, and codegen reads it from here.
 * @public
 */
export const StaffQuoteFields = graphql(`
  fragment StaffQuoteFields on Quote {
    ...QuoteFields
    changeRequestedAt
    share {
      customerLink
      whatsappLink
    }
  }
`);

export const StaffQuote = graphql(`
  query StaffQuote($bookingId: ID!) {
    quote(bookingId: $bookingId) {
      ...StaffQuoteFields
    }
  }
`);

export const PrepareQuote = graphql(`
  mutation PrepareQuote($bookingId: ID!) {
    prepareQuote(bookingId: $bookingId) {
      ...StaffQuoteFields
    }
  }
`);

export const UpdateQuoteLines = graphql(`
  mutation UpdateQuoteLines($bookingId: ID!, $input: QuoteInput!) {
    updateQuoteLines(bookingId: $bookingId, input: $input) {
      ...StaffQuoteFields
    }
  }
`);

export const SendQuote = graphql(`
  mutation SendQuote($bookingId: ID!) {
    sendQuote(bookingId: $bookingId) {
      ...StaffQuoteFields
    }
  }
`);
