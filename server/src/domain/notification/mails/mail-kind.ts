import type { Mail } from "../../../mail/mail";
import type { EmailContent } from "../../../mail/templates";
import type { Booking } from "../../booking/booking.entity";
import type { Quote } from "../../quote/quote.entity";
import type { SiteSettingsValues } from "../../settings/settings.service";
import type { Language } from "../../shared/enums";
import type { MailLinks } from "../mail-links";
import type { CustomerMailTexts, MailFacts, MailTexts } from "../notification.texts";

/** What every mail about a booking may use, built once by the composer. */
export interface MailContext {
  booking: Booking;
  language: Language;
  tx: CustomerMailTexts;
  facts: MailFacts;
  /** Label / value rows of the booking, in the e-mail's language. */
  summary: Array<[string, string]>;
  footer: string[];
  /** The return date (departure + days), ISO. */
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

/** One kind of e-mail: who reads it (its language) and what it says. A new kind is one file in mails/. */
export interface MailKind {
  /** The operator's copy: always English, no unsubscribe link. */
  operator?: boolean;
  /** It speaks of the booking's latest sent quote. */
  quote?: boolean;
  compose(ctx: MailContext): { subject: string; content: EmailContent; attachments?: Mail["attachments"] };
}
