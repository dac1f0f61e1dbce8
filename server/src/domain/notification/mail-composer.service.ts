import { type DataSource, Not } from "typeorm";
import type { Mail } from "../../mail/mailer";
import { renderEmail } from "../../mail/templates";
import type { Booking } from "../booking/booking.entity";
import { bookingRef } from "../booking/booking-rules";
import { Quote } from "../quote/quote.entity";
import type { SettingsService } from "../settings/settings.service";
import { Language, QuoteState } from "../shared/enums";
import type { MailLinks } from "./mail-links";
import type { MessageKind } from "./notification-message.entity";
import { CUSTOMER_MAIL, type MailFacts } from "./notification.texts";
import { MAIL_KINDS } from "./mails";
import type { MailContext } from "./mails/mail-kind";
import { languageOfUser } from "./notification.queries";
import { displayDateIn, tripLastDay } from "../shared/calendar";

/** The composing job: builds what every mail shares (facts, summary, footer) and lets the mail's kind say the rest. */
export class MailComposer {
  constructor(
    private readonly db: DataSource,
    private readonly settings: SettingsService,
    private readonly links: MailLinks,
  ) {}

  async compose(kind: MessageKind, to: string, b: Booking): Promise<Mail> {
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
    const { subject, content, attachments = [] } = mail.compose(ctx);
    const { html, text } = await renderEmail(content);
    const headers = mail.operator
      ? undefined
      : { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
    return { to, subject, text, html, headers, attachments };
  }

  /** The customer's language: their account's (the operator's copy is always English). */
  private async languageOf(b: Booking): Promise<Language> {
    if (!b.ownerId) return Language.en;
    return (await languageOfUser(this.db, b.ownerId)) === Language.hi ? Language.hi : Language.en;
  }
}
