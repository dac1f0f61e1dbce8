import { type Message, type MessageKey, type MessageParams, englishText, msg, text } from "./messages";

/**
 * Typed domain errors: one formatter turns them into GraphQL codes and REST status codes. Each carries
 * a message of the catalogue (`messages.ts`): its English text is the error's `message`, and its stable
 * `messageKey` and `messageParams` let GraphQL clients show it in their own language.
 */
export type ErrorCode =
  | "BAD_USER_INPUT"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "RATE_LIMITED"
  | "SERVICE_UNAVAILABLE";

export class DomainError extends Error {
  readonly messageKey: MessageKey;
  readonly messageParams: MessageParams;
  constructor(
    readonly code: ErrorCode,
    message: Message,
    readonly details?: Record<string, unknown>,
  ) {
    super(englishText(message));
    this.name = new.target.name;
    this.messageKey = message.key;
    this.messageParams = message.params;
  }
}

export class ValidationError extends DomainError {
  constructor(message: Message, details?: Record<string, unknown>) {
    super("BAD_USER_INPUT", message, details);
  }
}
export class UnauthenticatedError extends DomainError {
  constructor(message: Message = msg("auth.required")) {
    super("UNAUTHENTICATED", message);
  }
}
export class ForbiddenError extends DomainError {
  constructor(message: Message = msg("auth.forbidden")) {
    super("FORBIDDEN", message);
  }
}
export class NotFoundError extends DomainError {
  constructor(message: Message) {
    super("NOT_FOUND", message);
  }
}
export class ConflictError extends DomainError {
  constructor(message: Message, details?: Record<string, unknown>) {
    super("CONFLICT", message, details);
  }
}
export class PayloadTooLargeError extends DomainError {
  constructor(message: Message) {
    super("PAYLOAD_TOO_LARGE", message);
  }
}

/** Too many attempts: REST answers 429 and GraphQL `RATE_LIMITED`, both with the seconds to wait. */
export class RateLimitedError extends DomainError {
  constructor(readonly retryAfter: number) {
    super("RATE_LIMITED", msg("rateLimited", { seconds: retryAfter }), { retryAfter });
  }
}
/** The database cannot be reached: 503 with Retry-After; the server recovers by itself. */
export class ServiceUnavailableError extends DomainError {
  constructor(readonly retryAfter = 5) {
    super("SERVICE_UNAVAILABLE", msg("serviceUnavailable"), { retryAfter });
  }
}

export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
};

/** Answers of the HTTP layer itself (before any service runs), in the same `{ message }` form. */
export const MALFORMED_JSON = "Malformed JSON in request body.";
export const BODY_TOO_LARGE = "Request body is too large.";
export const INTERNAL_ERROR = text("internalError");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A malformed id can never name a row: callers answer "not found" instead of a database error. */
export const isUuid = (id: unknown): id is string => typeof id === "string" && UUID.test(id);

/** The SQLSTATE of a PostgreSQL error (23505 unique, 23503 foreign key, 23P01 exclusion...). */
export const pgCode = (e: unknown) => (e as { code?: string }).code;

const DB_DOWN_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "ETIMEDOUT",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);
/**
 * A database that cannot be reached right now (restarting, refusing connections, a dropped socket):
 * the answer is 503 with Retry-After, not 500. TypeORM wraps the driver's error in `driverError`.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  type Wrapped = {
    code?: unknown;
    syscall?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
    thrownValue?: unknown;
    errors?: unknown;
  };
  for (let e = err as Wrapped | undefined, i = 0; e && i < 5; i++) {
    if (typeof e.code === "string" && (DB_DOWN_CODES.has(e.code) || e.code.startsWith("08"))) return true;
    // A Unix socket whose server is down is missing altogether (the embedded PostgreSQL's).
    if (e.code === "ENOENT" && e.syscall === "connect") return true;
    if (
      typeof e.message === "string" &&
      /Connection terminated|terminating connection|the database system is (starting up|shutting down)|connect (ECONNREFUSED|ENOENT)|Client has encountered a connection error/i.test(
        e.message,
      )
    )
      return true;
    // graphql-js wraps a thrown non-Error (the pool's bare connection error) as NonErrorThrown { thrownValue }.
    e = (e.driverError ?? e.cause ?? e.thrownValue ?? (Array.isArray(e.errors) ? e.errors[0] : undefined)) as
      Wrapped | undefined;
  }
  return false;
}
