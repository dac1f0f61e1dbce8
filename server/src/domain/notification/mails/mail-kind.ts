import type { Mail } from "../../../mail/mail";
import type { EmailContent } from "../../../mail/templates";
import type { User } from "../../auth/user.entity";
import type { Booking } from "../../booking/booking.entity";
import type { BusDocument } from "../../bus-document/bus-document.entity";
import type { Quote } from "../../quote/quote.entity";
import type { SiteSettingsValues } from "../../settings/settings.service";
import type { Language } from "../../shared/enums";
import type { MailLinks } from "../mail-links";
import type { CustomerMailTexts, MailFacts, MailTexts } from "../notification.texts";

/** A mail in the operator's layout (mail/templates: HTML and plain text). */
export interface LaidOutMail {
  subject: string;
  content: EmailContent;
  attachments?: Mail["attachments"];
}

/** A plain-text mail (the set-password links: one line to copy, nothing around it). */
export interface PlainMail {
  subject: string;
  text: string;
}

/** What every mail about a booking may use, built once by the composer. */
export interface MailContext {
  booking: Booking;
  language: Language;
  tx: CustomerMailTexts;
  facts: MailFacts;
  /** Label / value rows of the booking, in the e-mail's language. */
  summary: Array<[string, string]>;
  footer: string[];
  /** The trip's last day (its return date), ISO. */
  returns: string;
  /** "View booking" on the customer's dashboard. */
  dashboard: { label: string; url: string };
  site: SiteSettingsValues;
  /** The booking's latest sent quote (loaded for the kinds that say `quote: true`). */
  quote: Quote | null;
  links: MailLinks;
  /** A customer e-mail from its texts (the booking summary, the footer and the unsubscribe link included). */
  customer(t: MailTexts, action?: { label: string; url: string }): EmailContent;
}

/** One kind of e-mail about a booking: who reads it (its language) and what it says. */
export interface MailKind {
  /** The operator's copy: always English, no unsubscribe link. */
  operator?: boolean;
  /** It speaks of the booking's latest sent quote. */
  quote?: boolean;
  compose(ctx: MailContext): LaidOutMail;
}

/** The trip started on a booking: the customer's code that closes it. */
export interface TripMailContext {
  booking: Booking;
  /** The customer's (their account's) language. */
  language: Language;
  /** BK-xxxx. */
  reference: string;
  /** The driver who started the trip ("" when unknown). */
  driver: string;
  code: string;
}

export interface TripMailKind {
  compose(ctx: TripMailContext): LaidOutMail;
}

/** An account and the set-password link made for it as the e-mail is sent. */
export interface AccountMailContext {
  account: User;
  /** The account's language. */
  language: Language;
  /** The reset-password page, in that language, with the link's token. */
  link: string;
}

export interface AccountMailKind {
  /** How long its link works, and whether the account still gets one when the e-mail is sent (else it is skipped). */
  link: { hours: number; applies(account: User): boolean };
  compose(ctx: AccountMailContext): PlainMail;
}

/** A vehicle document's expiry reminder, as the reminder sweep queued it. */
export interface DocumentMailContext {
  /** The document, its bus loaded. */
  document: BusDocument;
  /** The reminder's threshold: days before valid-until. */
  threshold: number;
  /** Days from today (India) to valid-until when the e-mail is sent. */
  daysLeft: number;
  /** The language of the account the reminder address belongs to; English for the operator's own address. */
  language: Language;
  links: MailLinks;
}

export interface DocumentMailKind {
  compose(ctx: DocumentMailContext): LaidOutMail;
}

/** The file of a kind, by what the kind is about (MESSAGE_SUBJECTS). A new kind is one file in mails/. */
export interface MailKindsAbout {
  booking: MailKind;
  trip: TripMailKind;
  account: AccountMailKind;
  "document-reminder": DocumentMailKind;
}
