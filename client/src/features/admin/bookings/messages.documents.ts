import { graphql } from "../../../gql";

/**
 * An e-mail about a booking as the View's list shows it; a retry answers it whole, so its row is redrawn.
 * @public
 */
export const BookingMessageFields = graphql(`
  fragment BookingMessageFields on NotificationMessage {
    id
    kind
    recipient
    state
    attempts
    error
    createdAt
    sentAt
  }
`);

/**
 * A WhatsApp message or SMS about a booking as the View's list shows it; the live event answers it whole, so
 * its row is redrawn from the cache.
 * @public
 */
export const PhoneMessageFields = graphql(`
  fragment PhoneMessageFields on PhoneMessage {
    id
    channel
    template
    text
    language
    recipient
    state
    errorCode
    error
    cost
    attempts
    createdAt
    sentAt
    deliveredAt
    readAt
  }
`);

/**
 * A customer's consent answer as staff read it (the booking's View and Customers).
 * @public
 */
export const MessageConsentFields = graphql(`
  fragment MessageConsentFields on MessageConsent {
    purpose
    channel
    granted
    source
    wordingVersion
    at
  }
`);

/** Everything the View's "Messages sent" draws: e-mails, WhatsApp and SMS, the reply window and the consent. */
export const AdminBookingMessages = graphql(`
  query AdminBookingMessages($id: ID!) {
    booking(id: $id) {
      id
      messages {
        ...BookingMessageFields
      }
      phoneMessages {
        ...PhoneMessageFields
      }
      whatsAppWindowOpenUntil
      consents {
        ...MessageConsentFields
      }
    }
  }
`);

export const RetryMessage = graphql(`
  mutation RetryMessage($id: ID!) {
    retryMessage(id: $id) {
      ...BookingMessageFields
    }
  }
`);

export const BookingMessageChanged = graphql(`
  subscription BookingMessageChanged($bookingId: ID!) {
    bookingMessageChanged(bookingId: $bookingId) {
      ...PhoneMessageFields
    }
  }
`);

export const SendWhatsAppText = graphql(`
  mutation SendWhatsAppText($bookingId: ID!, $text: String!) {
    sendWhatsAppText(bookingId: $bookingId, text: $text) {
      ...PhoneMessageFields
    }
  }
`);
