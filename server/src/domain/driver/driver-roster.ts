/** The driver's roster link: one token per driver, signed with the server's secret, withdrawn by replacing its nonce. */
import crypto from "node:crypto";
import { isUuid } from "../shared/errors";

const sign = (secret: string, driverId: string, nonce: string) =>
  crypto.createHmac("sha256", secret).update(`driver-roster|${driverId}|${nonce}`).digest("base64url").slice(0, 32);

/** A new roster secret for a driver (replacing it, or clearing it, withdraws the old link). */
export const newRosterNonce = () => crypto.randomBytes(16).toString("base64url");

/** `<driver id>.<nonce>.<signature>`: names exactly one driver; a trip link's token never passes for it. */
export const rosterToken = (secret: string, driverId: string, nonce: string) =>
  `${driverId}.${nonce}.${sign(secret, driverId, nonce)}`;

/** The driver a roster token names, when its signature holds (the nonce is then compared with the stored one). */
export function readRosterToken(secret: string, token: unknown): { driverId: string; nonce: string } | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const [driverId, nonce, signature, ...rest] = token.split(".");
  if (rest.length || !isUuid(driverId) || !nonce || !signature) return null;
  const expected = Buffer.from(sign(secret, driverId, nonce));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return { driverId, nonce };
}
