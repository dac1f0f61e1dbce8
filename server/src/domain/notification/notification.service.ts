import { recordActivity } from "../shared/activity";
import type { MailQueue } from "../shared/mail-queue";
import { SQL_INDIA_TIME_ZONE, addDays, startOfIndiaDay } from "../shared/calendar";
import { DataSource, EntityManager } from "typeorm";
import { Booking } from "../booking/booking.entity";
import { reminderAddress } from "../bus-document/document-reminders.service";
import type { SettingsService } from "../settings/settings.service";
import { type Actor, type ServicePolicies, open, needs, requireActor } from "../shared/actor";
import { Permission } from "../shared/permissions";
import type { Clock } from "../shared/clock";
import { BookingStatus } from "../shared/enums";
import { NotFoundError, ValidationError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";
import type { MailLinks } from "./mail-links";
import { type KindsAbout, type MessageKind, NotificationMessage, ReminderOptOut } from "./notification-message.entity";
import type { NotificationOutbox } from "./notification-outbox";
import { documentReminderId, emailOfBooking, emailOfUser } from "./notification.queries";

/** Departure is taken as midnight in India on the departure date. */
const departureInstant = startOfIndiaDay;
/** A reminder is due from 24 hours before departure (the day before's midnight in India) until departure. */
export const reminderDueAt = (date: string) => startOfIndiaDay(addDays(date, -1));

/**
 * The deciding job: which e-mails go, every e-mail the server sends. Callers (BookingService and the quote
 * services for a booking's; the password reset and staff invitations for an account's; the trip's start; the
 * document reminders' sweep) call queueFor* inside their own transaction, which the outbox writes on; the
 * reminder sweep is a job; staff read and retry a booking's. Composing is MailComposer's (one file per kind in
 * mails/), sending MailDelivery's.
 */
export class NotificationService implements MailQueue {
  constructor(
    private readonly db: DataSource,
    private readonly settings: SettingsService,
    private readonly outbox: NotificationOutbox,
    private readonly links: MailLinks,
    private readonly clock: Clock,
  ) {}

  /** Inside the bookings' insert transaction: each customer's receipt and the operator's copy. */
  async queueForNewBookings(m: EntityManager, bookings: Array<Pick<Booking, "id" | "email">>): Promise<void> {
    // Everything on the transaction's own connection: with the pool full of booking transactions, a
    // query on another connection would wait for one of them, and they for it.
    const { notifications: s, siteEmail } = await this.settings.getMailing(m);
    const operator = s.operatorEmail || siteEmail;
    await this.outbox.add(
      m,
      bookings.flatMap(({ id: bookingId, email }) => [
        ...(s.customerReceived ? [{ bookingId, kind: "received" as const, recipient: email }] : []),
        ...(s.operatorNewBooking && operator
          ? [{ bookingId, kind: "operator-new" as const, recipient: operator }]
          : []),
      ]),
    );
  }

  /** Inside the status change's transaction. */
  async queueForStatus(m: EntityManager, booking: Pick<Booking, "id" | "email">, status: BookingStatus): Promise<void> {
    const s = await this.settings.getNotifications(m);
    if (!s.customerStatus) return;
    const kind: MessageKind =
      status === BookingStatus.Confirmed ? "confirmed" : status === BookingStatus.Cancelled ? "cancelled" : "pending";
    await this.outbox.add(m, [{ bookingId: booking.id, kind, recipient: booking.email }]);
  }

  /** Inside the quote's transaction: the customer's quote (always sent), or the operator's copy of their answer. */
  async queueForQuote(
    m: EntityManager,
    booking: Pick<Booking, "id" | "email">,
    kind: "quote-sent" | "quote-accepted" | "quote-change",
  ): Promise<void> {
    // An acceptance is confirmed to the customer too, on the same transaction as the operator's copy.
    if (kind === "quote-accepted")
      await this.outbox.add(m, [{ bookingId: booking.id, kind: "quote-confirmed", recipient: booking.email }]);
    if (kind === "quote-sent") return this.outbox.add(m, [{ bookingId: booking.id, kind, recipient: booking.email }]);
    const { notifications: s, siteEmail } = await this.settings.getMailing(m);
    const operator = s.operatorEmail || siteEmail;
    if (operator) await this.outbox.add(m, [{ bookingId: booking.id, kind, recipient: operator }]);
  }

  /**
   * Inside the change's transaction: an account's e-mail with a set-password link ("Forgot password", a
   * staff invitation). The link is made when the e-mail is sent, never stored in the queue.
   */
  async queueForAccount(
    m: EntityManager,
    kind: KindsAbout<"account">,
    account: { id: string; email: string },
  ): Promise<void> {
    await this.outbox.add(m, [{ kind, subjectId: account.id, recipient: account.email }]);
  }

  /** Inside the gateway's capture: the customer's e-mail that their online payment arrived (with the status e-mails' switch). */
  async queueForPayment(m: EntityManager, booking: Pick<Booking, "id" | "email">, _paymentId?: string): Promise<void> {
    const s = await this.settings.getNotifications(m);
    if (!s.customerStatus) return;
    await this.outbox.add(m, [{ bookingId: booking.id, kind: "payment-received", recipient: booking.email }]);
  }

  /** Inside the trip's start: the customer's code closing the trip (read from the trip when sent). */
  async queueForTrip(m: EntityManager, booking: Pick<Booking, "id" | "email">): Promise<void> {
    await this.outbox.add(m, [{ kind: "trip-code", bookingId: booking.id, recipient: booking.email }]);
  }

  /** Inside the reminder sweep's transaction: one e-mail per `bus_document_reminders` row, to the reminder address. */
  async queueForDocuments(m: EntityManager, reminderIds: string[], recipient: string): Promise<void> {
    await this.outbox.add(
      m,
      reminderIds.map((subjectId) => ({ kind: "document-reminder" as const, subjectId, recipient })),
    );
  }

  /**
   * A job of a kind that mailed by itself before every e-mail went through the outbox (jobs/retired-jobs.ts),
   * still waiting when this version started: queued now as the message that replaces it, on `m`, which also
   * deletes the job. Nothing when its subject is gone (delivery would skip it).
   */
  async queueForRetiredJob(m: EntityManager, name: string, data: Record<string, unknown>): Promise<void> {
    if (name === "send-staff-invite") {
      const email = await emailOfUser(m, String(data.userId));
      if (email) await this.queueForAccount(m, "staff-invite", { id: String(data.userId), email });
    } else if (name === "driver-trip-code") {
      const email = await emailOfBooking(m, String(data.bookingId));
      if (email) await this.queueForTrip(m, { id: String(data.bookingId), email });
    } else if (name === "send-document-reminder") {
      const job = {
        documentId: String(data.documentId),
        validUntil: String(data.validUntil),
        threshold: Number(data.threshold),
      };
      const id = await documentReminderId(m, job);
      const to = id && (await reminderAddress(m, this.settings));
      if (id && to) await this.queueForDocuments(m, [id], to);
    }
  }

  /**
   * Queues the reminder of every Confirmed booking now inside its 24 hours before departure. The unique
   * reminder row per booking makes it exactly once (whatever the date does later, however many instances sweep).
   */
  async sweepReminders(): Promise<number> {
    const s = await this.settings.getNotifications();
    if (!s.reminders) return 0;
    const now = this.clock.now();
    const due = await this.db
      .getRepository(Booking)
      .createQueryBuilder("b")
      .where("b.status = :confirmed", { confirmed: BookingStatus.Confirmed })
      .andWhere(
        `b."departureDate" BETWEEN (:now::timestamptz AT TIME ZONE ${SQL_INDIA_TIME_ZONE})::date AND (:now::timestamptz AT TIME ZONE ${SQL_INDIA_TIME_ZONE})::date + 1`,
        { now },
      )
      .andWhere(`NOT EXISTS (SELECT 1 FROM notification_messages n WHERE n."bookingId" = b.id AND n.kind = 'reminder')`)
      .andWhere(`NOT EXISTS (SELECT 1 FROM reminder_opt_outs o WHERE o.email = lower(b.email))`)
      .getMany();
    let queued = 0;
    for (const b of due) {
      const at = now.getTime();
      if (at < reminderDueAt(b.departureDate).getTime() || at >= departureInstant(b.departureDate).getTime()) continue;
      await this.db.transaction(async (m) => {
        if (await this.outbox.addReminder(m, b.id, b.email)) queued++;
      });
    }
    return queued;
  }

  /** The messages about one booking, oldest first (admins). */
  async listForBooking(actor: Actor | undefined, bookingId: string): Promise<NotificationMessage[]> {
    requireActor(actor);
    return this.db
      .getRepository(NotificationMessage)
      .find({ where: { bookingId }, order: { createdAt: "ASC", id: "ASC" } });
  }

  /** Puts a failed message back in line (admins). */
  async retry(actor: Actor | undefined, id: unknown): Promise<NotificationMessage> {
    const who = requireActor(actor);
    if (!isUuid(id)) throw new NotFoundError(msg("notification.notFound"));
    const repo = this.db.getRepository(NotificationMessage);
    const message = await repo.findOneBy({ id });
    // Staff see (and retry) the messages on a booking only.
    if (!message?.bookingId) throw new NotFoundError(msg("notification.notFound"));
    if (message.state !== "failed") throw new ValidationError(msg("notification.onlyFailedRetry"));
    await this.db.transaction(async (m) => {
      await this.outbox.requeue(m, id);
      await recordActivity(m, who, {
        action: "retry",
        entity: "message",
        entityId: id,
        changes: { state: [message.state, "queued"] },
      });
    });
    return repo.findOneByOrFail({ id });
  }

  /** One-click unsubscribe from trip reminders (the link and List-Unsubscribe-Post in every customer e-mail). */
  async unsubscribe(email: unknown, token: unknown): Promise<void> {
    if (typeof email !== "string" || typeof token !== "string" || !this.links.validUnsubscribe(email, token))
      throw new ValidationError(msg("notification.unsubscribeInvalid"));
    await this.db.transaction(async (m) => {
      await m.getRepository(ReminderOptOut).upsert({ email: email.toLowerCase() }, ["email"]);
      await recordActivity(
        m,
        { id: null, name: email.toLowerCase() },
        {
          action: "unsubscribe",
          entity: "reminders",
          entityId: email.toLowerCase(),
        },
      );
    });
  }
}

/** Staff read and retry messages; the rest is called by the booking service and the job handlers. */
export const NOTIFICATION_POLICIES: ServicePolicies<NotificationService> = {
  ...open(
    "queueForNewBookings",
    "queueForStatus",
    "queueForQuote",
    "queueForAccount",
    "queueForTrip",
    "queueForPayment",
    "queueForDocuments",
    "queueForRetiredJob",
    "sweepReminders",
    "unsubscribe",
  ),
  ...needs(Permission.bookingsRead)("listForBooking"),
  ...needs(Permission.bookingsWrite)("retry"),
};
