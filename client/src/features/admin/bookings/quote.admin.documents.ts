import { graphql } from "../../../gql";

export const StaffQuote = graphql(`
  query StaffQuote($bookingId: ID!) {
    quote(bookingId: $bookingId) {
      ...QuoteFields
      changeRequestedAt
      share {
        customerLink
        whatsappLink
      }
    }
  }
`);

export const PrepareQuote = graphql(`
  mutation PrepareQuote($bookingId: ID!) {
    prepareQuote(bookingId: $bookingId) {
      ...QuoteFields
      changeRequestedAt
      share {
        customerLink
        whatsappLink
      }
    }
  }
`);

export const UpdateQuoteLines = graphql(`
  mutation UpdateQuoteLines($bookingId: ID!, $input: QuoteInput!) {
    updateQuoteLines(bookingId: $bookingId, input: $input) {
      ...QuoteFields
      changeRequestedAt
      share {
        customerLink
        whatsappLink
      }
    }
  }
`);

export const SendQuote = graphql(`
  mutation SendQuote($bookingId: ID!) {
    sendQuote(bookingId: $bookingId) {
      ...QuoteFields
      changeRequestedAt
      share {
        customerLink
        whatsappLink
      }
    }
  }
`);
