import type { GraphQLFormattedError } from "graphql";
import { unwrapResolverError } from "@apollo/server/errors";
import {
  DomainError,
  HTTP_STATUS,
  INTERNAL_ERROR,
  ServiceUnavailableError,
  isDatabaseUnavailable,
} from "../domain/shared/errors";
import { log } from "../domain/shared/log";
import { type Message, msg } from "../domain/shared/messages";
import { IMAGE_TOO_LARGE } from "../domain/upload/upload.service";

/** The extensions that let a client translate a message: its stable key and its params. */
const messageExtensions = ({ key, params }: Message) => ({ messageKey: key, messageParams: params });

/**
 * The extensions of a domain error's answer: its details (for example `field`, `retryAfter`), the stable
 * `code`, and `messageKey` / `messageParams` (the catalogue's key, `domain/shared/messages.ts`). The
 * plugins that answer before a resolver runs (`limits.ts`) build their GraphQLError with these too.
 */
export const domainErrorExtensions = (error: DomainError) => ({
  ...error.details,
  code: error.code,
  ...messageExtensions({ key: error.messageKey, params: error.messageParams }),
});

/**
 * Rethrows a domain error so that the whole answer carries its HTTP status (Apollo reads
 * `extensions.http`), for a refusal of the request as a whole (`bookings` over its limit is a
 * 413), rather than the 200 of a field's error inside an answer.
 */
export function refuseWithStatus(error: unknown): never {
  if (error instanceof DomainError) Object.assign(error, { extensions: { http: { status: HTTP_STATUS[error.code] } } });
  throw error;
}

/**
 * One formatter: domain errors keep their message and get a stable `extensions.code`, with the message's
 * key and params (`extensions.messageKey`, `extensions.messageParams`) so clients can show it in their
 * language; an unreachable database is SERVICE_UNAVAILABLE (with retryAfter). Unexpected errors are
 * logged and, unless a developer asked for stack traces (`expose`), answered as a bare "Internal server error".
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown, expose: boolean): GraphQLFormattedError {
  let original = unwrapResolverError(error);
  if (isDatabaseUnavailable(original)) original = new ServiceUnavailableError();
  if (original instanceof DomainError)
    return { ...formatted, message: original.message, extensions: domainErrorExtensions(original) };
  const code = formatted.extensions?.code;
  if (code === "INTERNAL_SERVER_ERROR" || code === undefined) {
    // Upload stream errors from graphql-upload carry an HTTP status; treat them as bad input.
    const status = (original as { status?: number } | undefined)?.status;
    if (status === 413)
      return {
        ...formatted,
        message: IMAGE_TOO_LARGE,
        extensions: { code: "PAYLOAD_TOO_LARGE", ...messageExtensions(msg("upload.tooLarge")) },
      };
    if (status && status >= 400 && status < 500) return { ...formatted, extensions: { code: "BAD_USER_INPUT" } };
    log.error({ err: original }, "unexpected GraphQL error");
    return !expose
      ? {
          message: INTERNAL_ERROR,
          locations: formatted.locations,
          path: formatted.path,
          extensions: { code: "INTERNAL_SERVER_ERROR", ...messageExtensions(msg("internalError")) },
        }
      : formatted;
  }
  return formatted;
}
