/** The driver's link: a token bound to one assignment, signed with the server's secret (no account needed). */
import crypto from "node:crypto";
import { isUuid } from "../shared/errors";
import { addDays, tripLastDay } from "../shared/calendar";

const sign = (secret: string, assignmentId: string, nonce: string) =>
  crypto.createHmac("sha256", secret).update(`driver-link|${assignmentId}|${nonce}`).digest("base64url").slice(0, 32);

/** A new link secret for an assignment (replacing it withdraws the old link). */
export const newLinkNonce = () => crypto.randomBytes(16).toString("base64url");

/** `<assignment id>.<nonce>.<signature>`: names exactly one assignment and cannot be forged or moved to another. */
export const linkToken = (secret: string, assignmentId: string, nonce: string) =>
  `${assignmentId}.${nonce}.${sign(secret, assignmentId, nonce)}`;

/** The assignment a token names, when its signature holds (the nonce is then compared with the stored one). */
export function readLinkToken(secret: string, token: unknown): { assignmentId: string; nonce: string } | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const [assignmentId, nonce, signature, ...rest] = token.split(".");
  if (rest.length || !isUuid(assignmentId) || !nonce || !signature) return null;
  const expected = Buffer.from(sign(secret, assignmentId, nonce));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return { assignmentId, nonce };
}

/** The link works from the day before departure until two days after the trip's last day (India's days). */
export const linkWindow = (departureDate: string, days: number) => ({
  validFrom: addDays(departureDate, -1),
  validUntil: addDays(tripLastDay(departureDate, days), 2),
});
