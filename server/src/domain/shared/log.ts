import pino from "pino";

/**
 * The structured log (pino, one JSON line each): requests (http/request-log.ts), auth events and
 * authorization refusals (here, for every layer), faults. Nothing secret may reach it: tokens,
 * passwords and cookies are redacted by path, and e-mail addresses are logged masked (`maskEmail`).
 * The level follows LOG_LEVEL (config.ts; applied by app.ts).
 */
export const log = pino(
  {
    level: "info",
    base: { service: "kashi-coach-tours" },
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        'req.headers["idempotency-key"]',
        'req.headers["x-razorpay-signature"]',
        'res.headers["set-cookie"]',
        "*.password",
        "*.token",
        "*.refreshToken",
        "*.email",
      ],
      censor: "[redacted]",
    },
  },
  // Lines are gathered (up to 12 kB, sonic-boom's writes being at most 16 kB, or 100 ms) and written
  // together, not one write to stdout per request on the request's path; pino flushes what is left when
  // the process exits. (With 4 kB, a write every 16 or so request lines was 8 % of a cached read's CPU in a
  // profile: each wakes the pipe's reader.)
  pino.destination({ dest: 1, sync: false, minLength: 12288, periodicFlush: 100 }),
);

/** "priya.sharma@example.com" -> "pr***@example.com"; anything else that looks like a login -> "pr***". */
export function maskEmail(value: unknown): string {
  if (typeof value !== "string" || value === "") return "";
  const at = value.lastIndexOf("@");
  const local = at >= 0 ? value.slice(0, at) : value;
  return `${local.slice(0, Math.min(2, Math.max(local.length - 1, 0)))}***${at >= 0 ? value.slice(at) : ""}`;
}

export type AuthEvent =
  | "login.ok"
  | "login.failed"
  | "register.ok"
  | "refresh.reuse_detected"
  | "reset.requested"
  | "reset.used"
  | "authz.unauthenticated"
  | "authz.role_mismatch"
  | "authz.permission_denied";

/** One line per auth event or authorization refusal: who (id, masked login), never a secret. */
export function authEvent(
  event: AuthEvent,
  fields: { userId?: string; role?: string; login?: unknown; reason?: string } = {},
): void {
  const { login, ...rest } = fields;
  const line = { event, ...rest, ...(login !== undefined ? { login: maskEmail(login) } : {}) };
  if (
    event === "login.ok" ||
    event === "register.ok" ||
    event === "reset.used" ||
    event === "reset.requested" ||
    event === "authz.unauthenticated"
  )
    log.info(line, event);
  else log.warn(line, event);
}
