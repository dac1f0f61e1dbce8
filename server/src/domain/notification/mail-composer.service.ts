import { type DataSource, IsNull, Not } from "typeorm";
import type { Mail } from "../../mail/mail";
import { renderEmail } from "../../mail/templates";
import { issueSetPasswordLink } from "../auth/set-password-link";
import { Booking } from "../booking/booking.entity";
import { bookingRef } from "../booking/booking-rules";
import { TripPlan } from "../booking/trip-plan";
import { BusDocument, BusDocumentReminder } from "../bus-document/bus-document.entity";
import { daysBetween } from "../bus-document/compliance";
import { DriverTripRecord } from "../driver/driver-trip.entity";
import { Driver } from "../driver/driver.entity";
import { Quote } from "../quote/quote.entity";
import type { SettingsService } from "../settings/settings.service";
import type { Clock } from "../shared/clock";
import { BookingStatus, Language, QuoteState } from "../shared/enums";
import type { MailLinks } from "./mail-links";
import {
  type KindsAbout,
  MESSAGE_SUBJECTS,
  type MessageKind,
  type NotificationMessage,
  ReminderOptOut,
} from "./notification-message.entity";
import { CUSTOMER_MAIL, type MailFacts } from "./notification.texts";
import { MAIL_KINDS } from "./mails";
import { tripPlanRows } from "./trip-plan-rows";
import type { LaidOutMail, MailContext } from "./mails/mail-kind";
import { languageOfAddress, languageOfUser } from "./notification.queries";
import { displayDateIn, todayInIndia, tripLastDay } from "../shared/calendar";

/** A mail without its recipient (the message's row has it). */
type Composed = Omit<Mail, "to">;

/**
 * The composing job: reads what a message is about from its row (MESSAGE_SUBJECTS says where), checks that
 * it still applies, builds the context its kind asks for (for a booking: what every booking mail shares,
 * its facts, summary and footer) and lets the kind's file in mails/ say the rest.
 */
export class MailComposer {
  constructor(
    private readonly db: DataSource,
    private readonly settings: SettingsService,
    private readonly links: MailLinks,
    private readonly clock: Clock,
  ) {}

  /**
   * The mail of one message, or null when its subject is gone or the message no longer applies (delivery
   * then skips it). Its Message-ID comes from the message's id.
   */
  async compose(message: NotificationMessage): Promise<Mail | null> {
    const kind = message.kind as MessageKind;
    const to = message.recipient;
    let mail: Composed | null;
    switch (MESSAGE_SUBJECTS[kind]) {
      case "booking":
        mail = await this.aboutBooking(kind as KindsAbout<"booking">, message.bookingId!);
        break;
      case "trip":
        mail = await this.aboutTrip(kind as KindsAbout<"trip">, message.bookingId!);
        break;
      case "account":
        mail = await this.aboutAccount(kind as KindsAbout<"account">, message.subjectId!);
        break;
      case "document-reminder":
        mail = await this.aboutDocument(kind as KindsAbout<"document-reminder">, message.subjectId!, to);
        break;
    }
    return mail && { ...mail, to, messageRef: message.id };
  }

  /** A booking's mail, with the context every booking mail shares. A trip reminder goes only while it applies. */
  private async aboutBooking(kind: KindsAbout<"booking">, bookingId: string): Promise<Composed | null> {
    const b = await this.db.getRepository(Booking).findOne({ where: { id: bookingId }, relations: { bus: true } });
    if (!b || (kind === "reminder" && !(await this.remindable(b)))) return null;
    const mail = MAIL_KINDS[kind];
    const site = await this.settings.get();
    const quote = mail.quote
      ? await this.db.getRepository(Quote).findOne({
          where: { bookingId: b.id, state: Not(QuoteState.Draft) },
          relations: { lines: true },
          order: { version: "DESC", lines: { position: "ASC" } },
        })
      : null;
    const language = mail.operator ? Language.en : await this.languageOf(b);
    const tx = CUSTOMER_MAIL[language];
    const ref = bookingRef(b.id);
    const returns = tripLastDay(b.departureDate, b.days);
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
      ...tripPlanRows(tx, b, await this.db.getRepository(TripPlan).findOneBy({ bookingId: b.id })),
    ];
    const footer = tx.footer(
      site.supportHours ?? "",
      (site.bookingPhones ?? []).join(", "),
      site.address ?? "Varanasi",
    );
    const dashboard = { label: tx.viewBooking, url: this.links.page(language, `/dashboard/bookings/${b.id}`) };
    const unsubscribeUrl = this.links.unsubscribeUrl(b.email);
    const ctx: MailContext = {
      ...{ booking: b, language, tx, facts, summary, footer, returns, dashboard, site, quote, links: this.links },
      customer: (t, action = dashboard) => ({
        preheader: t.preheader(facts),
        heading: typeof t.heading === "string" ? t.heading : t.heading(facts),
        paragraphs: t.paragraphs(facts, (site.bookingPhones ?? [])[0]),
        summary,
        action,
        footer,
        language,
        unsubscribeUrl,
        unsubscribeLabel: tx.unsubscribe,
      }),
    };
    const headers = mail.operator
      ? undefined
      : { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
    return { ...(await laidOut(mail.compose(ctx))), headers };
  }

  /** A reminder still goes when the booking is Confirmed and its address has not opted out since it was queued. */
  private async remindable(booking: Booking): Promise<boolean> {
    if (booking.status !== BookingStatus.Confirmed) return false;
    return !(await this.db.getRepository(ReminderOptOut).existsBy({ email: booking.email.toLowerCase() }));
  }

  /** The customer's code of a trip still open (a trip closed since, by the driver or staff, needs it no more). */
  private async aboutTrip(kind: KindsAbout<"trip">, bookingId: string): Promise<Composed | null> {
    // A group shares one code: any of its vehicles' trips still open carries it.
    const record = await this.db
      .getRepository(DriverTripRecord)
      .findOneBy({ bookingId, closedAt: IsNull(), customerCode: Not(IsNull()) });
    const booking = await this.db.getRepository(Booking).findOneBy({ id: bookingId });
    if (!record?.customerCode || !booking || record.closedAt) return null;
    const driver = record.startedById
      ? await this.db.getRepository(Driver).findOneBy({ id: record.startedById })
      : null;
    return laidOut(
      MAIL_KINDS[kind].compose({
        booking,
        language: await this.languageOf(booking),
        reference: bookingRef(booking.id),
        driver: driver?.name ?? "",
        code: record.customerCode,
      }),
    );
  }

  /**
   * An account's mail with a set-password link, made now (see issueSetPasswordLink), in the account's
   * language; none when the account is gone or no longer gets one.
   */
  private async aboutAccount(kind: KindsAbout<"account">, userId: string): Promise<Composed | null> {
    const mail = MAIL_KINDS[kind];
    const issued = await issueSetPasswordLink(this.db, userId, mail.link.hours, mail.link.applies);
    if (!issued) return null;
    const language = issued.account.language === Language.hi ? Language.hi : Language.en;
    const link = this.links.page(language, `/reset-password?token=${encodeURIComponent(issued.token)}`);
    return mail.compose({ account: issued.account, language, link });
  }

  /**
   * A document's expiry reminder, while the document is as it was when the reminder came due: one renewed
   * (a new valid-until) or deleted since is not reminded of. In the language of the account the address
   * belongs to, if any (else English: the operator's own address).
   */
  private async aboutDocument(
    kind: KindsAbout<"document-reminder">,
    reminderId: string,
    to: string,
  ): Promise<Composed | null> {
    const reminder = await this.db.getRepository(BusDocumentReminder).findOneBy({ id: reminderId });
    const document = reminder
      ? await this.db
          .getRepository(BusDocument)
          .findOne({ where: { id: reminder.documentId }, relations: { bus: true } })
      : null;
    if (!reminder || !document || document.validUntil !== reminder.validUntil) return null;
    return laidOut(
      MAIL_KINDS[kind].compose({
        document,
        threshold: reminder.threshold,
        daysLeft: daysBetween(todayInIndia(this.clock.now()), document.validUntil),
        language: (await languageOfAddress(this.db, to)) === Language.hi ? Language.hi : Language.en,
        links: this.links,
      }),
    );
  }

  /** The customer's language: their account's (the operator's copy is always English). */
  private async languageOf(b: Booking): Promise<Language> {
    if (!b.ownerId) return Language.en;
    return (await languageOfUser(this.db, b.ownerId)) === Language.hi ? Language.hi : Language.en;
  }
}

/** A laid-out mail rendered: MJML's HTML and the plain text. */
async function laidOut({ subject, content, attachments = [] }: LaidOutMail): Promise<Composed> {
  const { html, text } = await renderEmail(content);
  return { subject, text, html, attachments };
}
