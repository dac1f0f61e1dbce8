/**
 * How the areas below the notification area ask for an e-mail: on the transaction of the change that causes it
 * (`m`), so the message exists exactly when the change commits. The notification area decides which e-mails a
 * change gets and queues them in its outbox (NotificationService implements this port; services.ts hands it over),
 * so no arrow runs from an area up to the one that composes its mails.
 */
import type { EntityManager } from "typeorm";
import type { BookingStatus } from "./enums";

/** A booking as its e-mails need it. */
export interface MailedBooking {
  id: string;
  email: string;
  /** The booking's account and name (a new booking's consent is recorded on its account). */
  ownerId?: string | null;
  name?: string;
  /** A new booking whose form's consent box was ticked: messages about the trip on WhatsApp and by SMS. */
  messageConsent?: boolean;
}

export interface MailQueue {
  /** Inside the bookings' insert transaction: each customer's receipt and the operator's copy. */
  queueForNewBookings(m: EntityManager, bookings: MailedBooking[]): Promise<void>;
  /** Inside a status change's transaction. */
  queueForStatus(m: EntityManager, booking: MailedBooking, status: BookingStatus): Promise<void>;
  /** Inside a quote's transaction: the customer's quote, or the operator's copy of their answer. */
  queueForQuote(
    m: EntityManager,
    booking: MailedBooking,
    kind: "quote-sent" | "quote-accepted" | "quote-change",
  ): Promise<void>;
  /** Inside the change's transaction: an account's e-mail with a set-password link (made when it is sent). */
  queueForAccount(
    m: EntityManager,
    kind: "password-reset" | "staff-invite",
    account: { id: string; email: string },
  ): Promise<void>;
  /** Inside the gateway's capture: the customer's e-mail that their online payment arrived. */
  queueForPayment(m: EntityManager, booking: MailedBooking, paymentId?: string): Promise<void>;
  /** Inside the trip's start: the customer's code closing the trip. */
  queueForTrip(m: EntityManager, booking: MailedBooking): Promise<void>;
  /** Inside the reminder sweep's transaction: one e-mail per `bus_document_reminders` row. */
  queueForDocuments(m: EntityManager, reminderIds: string[], recipient: string): Promise<void>;
}
