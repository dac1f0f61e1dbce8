import crypto from "node:crypto";
import { DataSource, EntityManager } from "typeorm";
import * as ics from "ics";
import type { Config } from "../../config";
import type { Mailer, Mail } from "../../mail/mailer";
import { type EmailContent, renderEmail } from "../../mail/templates";
import { Booking } from "../booking/booking.entity";
import { addDays, bookingRef, displayDateIn } from "../booking/booking-rules";
import type { SettingsService } from "../settings/settings.service";
import { type Actor, type ServicePolicies, requireAdmin, open, adminOnly } from "../shared/actor";
import type { Clock } from "../shared/clock";
import { BookingStatus, Language } from "../shared/enums";
import { NotFoundError, ValidationError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";
import { JOB_SEND_MESSAGE, type JobQueue } from "../shared/jobs";
import { type MessageKind, NotificationMessage, ReminderOptOut } from "./notification-message.entity";
import { CUSTOMER_MAIL, type CustomerMailTexts, type MailFacts, type MailTexts } from "./notification.texts";

const DAY_MS = 86_400_000;
/** Departure is taken as midnight in India (IST, UTC+5:30) on the departure date. */
const departureInstant = (date: string) => new Date(Date.parse(`${date}T00:00:00+05:30`));
/** A reminder is due from 24 hours before departure until departure. */
export const reminderDueAt = (date: string) => new Date(departureInstant(date).getTime() - DAY_MS);

/**
 * E-mails about bookings. Callers (BookingService) write the message rows and enqueue their jobs in
 * their own transaction (queueFor*); the job handlers call deliver() and sweepReminders().
 */
export class NotificationService {
  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly mailer: Mailer,
    private readonly settings: SettingsService,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
  ) {}

  /**
   * Writes message rows and their send jobs: two statements however many messages. Each row names its
   * job from the start (the ids are chosen here), and both commit or vanish with the caller's transaction.
   */
  private async add(
    m: EntityManager,
    messages: Array<{ bookingId: string; kind: MessageKind; recipient: string }>,
  ): Promise<void> {
    if (!messages.length) return;
    const rows = messages.map((message) => ({
      ...message,
      id: crypto.randomUUID(),
      jobId: crypto.randomUUID(),
      state: "queued",
    }));
    await m.query(
      `INSERT INTO notification_messages (id, "bookingId", kind, recipient, state, "jobId")
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::uuid[])`,
      [
        ...[rows.map((r) => r.id), rows.map((r) => r.bookingId), rows.map((r) => r.kind)],
        ...[rows.map((r) => r.recipient), rows.map((r) => r.state), rows.map((r) => r.jobId)],
      ],
    );
    await this.queue.enqueue(
      m,
      JOB_SEND_MESSAGE,
      rows.map((r) => ({ id: r.jobId, data: { messageId: r.id } })),
    );
  }

  /** Inside the bookings' insert transaction: each customer's receipt and the operator's copy. */
  async queueForNewBookings(m: EntityManager, bookings: Array<Pick<Booking, "id" | "email">>): Promise<void> {
    // Everything on the transaction's own connection: with the pool full of booking transactions, a
    // query on another connection would wait for one of them, and they for it.
    const { notifications: s, siteEmail } = await this.settings.getMailing(m);
    const operator = s.operatorEmail || siteEmail;
    await this.add(
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
    await this.add(m, [{ bookingId: booking.id, kind, recipient: booking.email }]);
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
        `b."departureDate" BETWEEN (:now::timestamptz AT TIME ZONE 'Asia/Kolkata')::date AND (:now::timestamptz AT TIME ZONE 'Asia/Kolkata')::date + 1`,
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
        const jobId = crypto.randomUUID();
        const inserted = await m.query(
          `INSERT INTO notification_messages ("bookingId", kind, recipient, state, "jobId") VALUES ($1, 'reminder', $2, 'queued', $3) ON CONFLICT DO NOTHING RETURNING id`,
          [b.id, b.email, jobId],
        );
        if (!inserted.length) return;
        await this.queue.enqueue(m, JOB_SEND_MESSAGE, [{ id: jobId, data: { messageId: inserted[0].id } }]);
        queued++;
      });
    }
    return queued;
  }

  /**
   * Sends one message (the send-message job). Throws when the mail server fails, so the queue retries;
   * `finalAttempt` marks it failed for the admins to see. A message already sent is not sent again.
   */
  async deliver(messageId: string, finalAttempt: boolean): Promise<void> {
    const repo = this.db.getRepository(NotificationMessage);
    // An UPDATE answers [rows, count] through TypeORM.
    const [claimed] = await this.db.query(
      `UPDATE notification_messages SET state = 'sending', attempts = attempts + 1 WHERE id = $1 AND state <> 'sent' AND state <> 'skipped' RETURNING id`,
      [messageId],
    );
    if (!claimed.length) return;
    const message = await repo.findOneByOrFail({ id: messageId });
    const booking = await this.db
      .getRepository(Booking)
      .findOne({ where: { id: message.bookingId }, relations: { bus: true } });
    if (
      !booking ||
      (message.kind === "reminder" &&
        (booking.status !== BookingStatus.Confirmed || (await this.optedOut(booking.email))))
    ) {
      await repo.update({ id: messageId }, { state: "skipped" });
      return;
    }
    try {
      await this.mailer.send(await this.compose(message.kind as MessageKind, message.recipient, booking));
    } catch (e) {
      await repo.update(
        { id: messageId },
        { state: finalAttempt ? "failed" : "retrying", error: String((e as Error).message ?? e).slice(0, 500) },
      );
      throw e;
    }
    await repo.update({ id: messageId }, { state: "sent", sentAt: this.clock.now(), error: null });
  }

  /** The messages about one booking, oldest first (admins). */
  async listForBooking(actor: Actor | undefined, bookingId: string): Promise<NotificationMessage[]> {
    requireAdmin(actor);
    return this.db
      .getRepository(NotificationMessage)
      .find({ where: { bookingId }, order: { createdAt: "ASC", id: "ASC" } });
  }

  /** Puts a failed message back in line (admins). */
  async retry(actor: Actor | undefined, id: unknown): Promise<NotificationMessage> {
    requireAdmin(actor);
    if (!isUuid(id)) throw new NotFoundError(msg("notification.notFound"));
    const repo = this.db.getRepository(NotificationMessage);
    const message = await repo.findOneBy({ id });
    if (!message) throw new NotFoundError(msg("notification.notFound"));
    if (message.state !== "failed") throw new ValidationError(msg("notification.onlyFailedRetry"));
    await this.db.transaction(async (m) => {
      const jobId = crypto.randomUUID();
      await m.getRepository(NotificationMessage).update({ id }, { state: "queued", jobId });
      await this.queue.enqueue(m, JOB_SEND_MESSAGE, [{ id: jobId, data: { messageId: id } }]);
    });
    return repo.findOneByOrFail({ id });
  }

  unsubscribeToken(email: string): string {
    return crypto
      .createHmac("sha256", this.config.jwtSecret)
      .update(`reminders:${email.toLowerCase()}`)
      .digest("base64url");
  }

  unsubscribeUrl(email: string): string {
    return `${this.config.publicUrl}/notifications/unsubscribe?email=${encodeURIComponent(email.toLowerCase())}&token=${this.unsubscribeToken(email)}`;
  }

  /** One-click unsubscribe from trip reminders (the link and List-Unsubscribe-Post in every customer e-mail). */
  async unsubscribe(email: unknown, token: unknown): Promise<void> {
    if (typeof email !== "string" || typeof token !== "string")
      throw new ValidationError(msg("notification.unsubscribeInvalid"));
    const expected = Buffer.from(this.unsubscribeToken(email));
    const given = Buffer.from(token);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
      throw new ValidationError(msg("notification.unsubscribeInvalid"));
    await this.db.getRepository(ReminderOptOut).upsert({ email: email.toLowerCase() }, ["email"]);
  }

  private async optedOut(email: string): Promise<boolean> {
    return this.db.getRepository(ReminderOptOut).existsBy({ email: email.toLowerCase() });
  }

  /** The customer's language: their account's (the operator's copy is always English). */
  private async languageOf(b: Booking): Promise<Language> {
    if (!b.ownerId) return Language.en;
    const [row] = await this.db.query(`SELECT language FROM users WHERE id = $1`, [b.ownerId]);
    return row?.language === Language.hi ? Language.hi : Language.en;
  }

  private async compose(kind: MessageKind, to: string, b: Booking): Promise<Mail> {
    const site = await this.settings.get();
    const language = kind === "operator-new" ? Language.en : await this.languageOf(b);
    const tx = CUSTOMER_MAIL[language];
    const ref = bookingRef(b.id);
    const returns = addDays(b.departureDate, b.days);
    const facts: MailFacts = {
      ref,
      name: b.name,
      pickup: b.pickupLocation,
      destination: b.destination,
      departure: displayDateIn(language, b.departureDate),
      returns: displayDateIn(language, returns),
      days: b.days,
      bus: b.bus?.name ?? "—",
    };
    const summary: Array<[string, string]> = [
      [tx.summary.booking, ref],
      [tx.summary.pickup, b.pickupLocation],
      [tx.summary.destination, b.destination],
      [tx.summary.departure, facts.departure],
      [tx.summary.returns, facts.returns],
      [tx.summary.days, String(b.days)],
      [tx.summary.bus, facts.bus],
    ];
    const footer = tx.footer(
      site.supportHours ?? "",
      (site.bookingPhones ?? []).join(", "),
      site.address ?? "Varanasi",
    );
    const dashboard = { label: tx.viewBooking, url: this.pageUrl(language, `/dashboard/bookings/${b.id}`) };
    const customer = (t: MailTexts, action = dashboard): EmailContent => ({
      preheader: t.preheader(facts),
      heading: typeof t.heading === "string" ? t.heading : t.heading(facts),
      paragraphs: t.paragraphs(facts, (site.bookingPhones ?? [])[0]),
      summary,
      action,
      footer,
      language,
      unsubscribeUrl: this.unsubscribeUrl(b.email),
      unsubscribeLabel: tx.unsubscribe,
    });
    let subject: string;
    let content: EmailContent;
    const attachments: Mail["attachments"] = [];
    if (kind === "operator-new") {
      subject = `New booking ${ref} from ${b.name}`;
      content = {
        preheader: `${b.name}, ${b.phone}: ${b.pickupLocation} to ${b.destination}`,
        heading: `New booking ${ref}`,
        paragraphs: [
          `${b.name} (${b.email}, ${b.phone}) has asked for a bus.`,
          ...(b.notes ? [`Notes: ${b.notes}`] : []),
        ],
        summary,
        action: {
          label: "Open it in the admin area",
          url: `${this.config.publicUrl}/admin/bookings?search=${encodeURIComponent(b.email)}`,
        },
        footer: ["This copy goes to the notification address in Settings."],
      };
    } else {
      subject = tx[kind].subject(facts);
      content =
        kind === "cancelled"
          ? customer(tx.cancelled, { label: tx.cancelled.bookAgain, url: this.pageUrl(language, "/book") })
          : customer(tx[kind]);
      if (kind === "confirmed")
        attachments.push({
          filename: `${ref}.ics`,
          content: this.invite(b, facts, tx, returns, dashboard.url),
          contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        });
    }
    const { html, text } = await renderEmail(content);
    const headers =
      kind === "operator-new"
        ? undefined
        : {
            "List-Unsubscribe": `<${this.unsubscribeUrl(b.email)}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          };
    return { to, subject, text, html, headers, attachments };
  }

  /** A page of the site in the e-mail's language (Hindi pages live under /hi). */
  private pageUrl(language: Language, path: string): string {
    return `${this.config.publicUrl}${language === Language.hi ? "/hi" : ""}${path}`;
  }

  /** An all-day calendar event from departure to return (the return date is exclusive, as iCalendar's DTEND is). */
  private invite(b: Booking, facts: MailFacts, tx: CustomerMailTexts, returns: string, url: string): string {
    const day = (d: string) => d.split("-").map(Number) as [number, number, number];
    const { error, value } = ics.createEvent({
      uid: `${b.id}@kashicoachtours`,
      productId: "kashi-coach-tours",
      start: day(b.departureDate),
      end: day(returns),
      title: tx.invite.title(facts),
      description: `${tx.invite.description(facts)} ${url}`,
      location: b.pickupLocation,
      status: "CONFIRMED",
    });
    if (error || !value) throw error ?? new Error("Could not build the calendar invite");
    return value;
  }
}

/** Staff read and retry messages; the rest is called by the booking service and the job handlers. */
export const NOTIFICATION_POLICIES: ServicePolicies<NotificationService> = {
  ...open(
    "queueForNewBookings",
    "queueForStatus",
    "sweepReminders",
    "deliver",
    "unsubscribeToken",
    "unsubscribeUrl",
    "unsubscribe",
  ),
  ...adminOnly("listForBooking", "retry"),
};
