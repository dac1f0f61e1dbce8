import type { DataSource, EntityManager } from "typeorm";
import { BookingStatus } from "../shared/enums";
import type { MailQueue, MailedBooking } from "../shared/mail-queue";
import type { PhoneQueue } from "../shared/phone-queue";
import type { Clock } from "../shared/clock";
import { type ServicePolicies, open } from "../shared/actor";
import { reminderDueAt } from "../notification/notification.service";
import { startOfIndiaDay } from "../shared/calendar";
import type { Consents } from "./consents.service";
import type { PhoneOutbox } from "./phone-outbox";
import type { PhoneStatuses } from "./phone-statuses";
import { crewDue, lastQuoteVersion, remindersDue } from "./messaging.queries";

/** The bus and driver details go 12 hours before departure at the latest. */
const CREW_HOURS = 12;

/**
 * What the areas below hand a change's messages to (services.ts passes it as their MailQueue and PhoneQueue):
 * the e-mails of the notification area, and beside them the WhatsApp message (or SMS) of the same moment, each
 * on the change's own transaction. A booking made with the form's consent box ticked records that consent
 * first, so the request's own message already goes.
 */
export class CustomerMessages implements MailQueue, PhoneQueue {
  constructor(
    private readonly db: DataSource,
    private readonly mail: MailQueue,
    private readonly phone: PhoneOutbox,
    private readonly consents: Consents,
    private readonly statuses: PhoneStatuses,
    private readonly clock: Clock,
  ) {}

  async queueForNewBookings(m: EntityManager, bookings: MailedBooking[]): Promise<void> {
    await this.mail.queueForNewBookings(m, bookings);
    for (const b of bookings) {
      if (b.messageConsent && b.ownerId)
        await this.consents.record(m, b.ownerId, ["whatsapp", "sms"], true, "booking", {
          id: b.ownerId,
          name: b.name ?? "customer",
        });
      await this.phone.forBooking(m, b.id, "request_received");
    }
  }

  async queueForStatus(m: EntityManager, booking: MailedBooking, status: BookingStatus): Promise<void> {
    await this.mail.queueForStatus(m, booking, status);
    if (status === BookingStatus.Confirmed) await this.phone.forBooking(m, booking.id, "trip_confirmed");
  }

  async queueForQuote(
    m: EntityManager,
    booking: MailedBooking,
    kind: "quote-sent" | "quote-accepted" | "quote-change",
  ) {
    await this.mail.queueForQuote(m, booking, kind);
    // A quote's version tells one "quote ready" (or "advance due") from the next.
    const occasion = `quote-${await lastQuoteVersion(m, booking.id)}`;
    if (kind === "quote-sent") await this.phone.forBooking(m, booking.id, "quote_ready", occasion);
    if (kind === "quote-accepted") await this.phone.forBooking(m, booking.id, "advance_due", occasion);
  }

  queueForAccount(m: EntityManager, kind: "password-reset" | "staff-invite", account: { id: string; email: string }) {
    return this.mail.queueForAccount(m, kind, account);
  }

  async queueForPayment(m: EntityManager, booking: MailedBooking, paymentId?: string): Promise<void> {
    await this.mail.queueForPayment(m, booking, paymentId);
    if (paymentId) await this.phone.forBooking(m, booking.id, "payment_received", paymentId);
  }

  async queueForTrip(m: EntityManager, booking: MailedBooking): Promise<void> {
    await this.mail.queueForTrip(m, booking);
    await this.phone.forBooking(m, booking.id, "trip_started");
  }

  async queueForDocuments(m: EntityManager, reminderIds: string[], recipient: string): Promise<void> {
    await this.mail.queueForDocuments(m, reminderIds, recipient);
    for (const id of reminderIds) await this.phone.forOperator(m, id, "document_expiring");
  }

  queueForCrew(m: EntityManager, bookingId: string, driverId: string): Promise<void> {
    return this.phone.forBooking(m, bookingId, "bus_driver_details", driverId);
  }

  queueForTripClosed(m: EntityManager, bookingId: string): Promise<void> {
    return this.phone.forBooking(m, bookingId, "trip_closed");
  }

  /**
   * The sweep (with the e-mail reminders' job, once a minute): the WhatsApp reminder of each Confirmed trip in its
   * last 24 hours before departure, and the bus and driver details in the last 12 hours of a trip with a driver;
   * each at most once per trip version (the unique key), however many instances sweep. Also drops the statuses
   * held a day for messages never recorded.
   */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    // Statuses held for a day without their message were never about ours.
    await this.statuses.purge();
    let queued = 0;
    for (const b of await remindersDue(this.db, now)) {
      if (now < reminderDueAt(b.departureDate) || now >= startOfIndiaDay(b.departureDate)) continue;
      await this.db.transaction((m) => this.phone.forBooking(m, b.id, "trip_reminder"));
      queued++;
    }
    for (const b of await crewDue(this.db, now)) {
      const due = startOfIndiaDay(b.departureDate).getTime() - CREW_HOURS * 3600_000;
      if (now.getTime() < due || now >= startOfIndiaDay(b.departureDate)) continue;
      await this.db.transaction((m) => this.phone.forBooking(m, b.id, "bus_driver_details", b.driverId));
      queued++;
    }
    return queued;
  }
}

export const CUSTOMER_MESSAGES_POLICIES: ServicePolicies<CustomerMessages> = open(
  "queueForNewBookings",
  "queueForStatus",
  "queueForQuote",
  "queueForAccount",
  "queueForPayment",
  "queueForTrip",
  "queueForDocuments",
  "queueForCrew",
  "queueForTripClosed",
  "sweep",
);
