import crypto from "node:crypto";
import type { Config } from "../../config";
import { quotePageUrl } from "../shared/quote-token";
import { Language } from "../shared/enums";

/** The links e-mails carry: pages of the site in the e-mail's language, and the signed unsubscribe link. */
export class MailLinks {
  constructor(private readonly config: Pick<Config, "jwtSecret" | "publicUrl">) {}

  /** A page of the site in the e-mail's language (Hindi pages live under /hi). */
  page(language: Language, path: string): string {
    return `${this.config.publicUrl}${language === Language.hi ? "/hi" : ""}${path}`;
  }

  /** A page of the admin area (always English). */
  admin(path: string): string {
    return `${this.config.publicUrl}${path}`;
  }

  /** The booking's quote page in the e-mail's language, with the token a guest needs. */
  quotePage(language: Language, bookingId: string, validUntil: string): string {
    return quotePageUrl(this.config, bookingId, validUntil, language === Language.hi);
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

  /** Whether `token` is the unsubscribe token of `email` (compared in constant time). */
  validUnsubscribe(email: string, token: string): boolean {
    const expected = Buffer.from(this.unsubscribeToken(email));
    const given = Buffer.from(token);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  }
}
