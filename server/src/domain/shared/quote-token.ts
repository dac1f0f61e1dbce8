import crypto from "node:crypto";
import { addDays, endOfIndiaDay } from "./calendar";

/**
 * The e-mailed link's proof for a guest: `<expiry seconds>.<HMAC-SHA256(secret, "quote:<bookingId>:<expiry>")>`.
 * It opens that booking's quote (read, accept, ask for a change) until it expires, and nothing else.
 */
const sign = (secret: string, bookingId: string, exp: number) =>
  crypto.createHmac("sha256", secret).update(`quote:${bookingId}:${exp}`).digest("base64url");

export function quoteToken(secret: string, bookingId: string, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return `${exp}.${sign(secret, bookingId, exp)}`;
}

export function validQuoteToken(secret: string, bookingId: string, token: unknown, now: Date): boolean {
  if (typeof token !== "string" || token.length > 200) return false;
  const [expText, signature = ""] = token.split(".");
  const exp = Number(expText);
  if (!/^\d{1,12}$/.test(expText) || exp * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(sign(secret, bookingId, exp));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** A link stays good for 30 days after the quote's last valid day (so an expired quote still opens, read-only). */
export const linkExpiry = (validUntil: string) => endOfIndiaDay(addDays(validUntil, 30));

/** The customer's quote page with the token a guest needs (e-mails and WhatsApp carry it). */
export function quotePageUrl(
  config: { jwtSecret: string; publicUrl: string },
  bookingId: string,
  validUntil: string,
  hindi = false,
): string {
  const token = quoteToken(config.jwtSecret, bookingId, linkExpiry(validUntil));
  return `${config.publicUrl}${hindi ? "/hi" : ""}/bookings/${bookingId}/quote?token=${encodeURIComponent(token)}`;
}
