import type { GraphQLFormattedError } from "graphql";
import { unwrapResolverError } from "@apollo/server/errors";
import { DomainError, INTERNAL_ERROR, ServiceUnavailableError, isDatabaseUnavailable } from "../domain/shared/errors";
import { log } from "../domain/shared/log";
import { IMAGE_TOO_LARGE } from "../domain/upload/upload.service";

/**
 * One formatter: domain errors keep their message and get a stable `extensions.code`; an unreachable
 * database is SERVICE_UNAVAILABLE (with retryAfter). Unexpected errors are logged and, unless a
 * developer asked for stack traces (`expose`), answered as a bare "Internal server error".
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown, expose: boolean): GraphQLFormattedError {
  let original = unwrapResolverError(error);
  if (isDatabaseUnavailable(original)) original = new ServiceUnavailableError();
  if (original instanceof DomainError)
    return { ...formatted, message: original.message, extensions: { ...original.details, code: original.code } };
  const code = formatted.extensions?.code;
  if (code === "INTERNAL_SERVER_ERROR" || code === undefined) {
    // Upload stream errors from graphql-upload carry an HTTP status; treat them as bad input.
    const status = (original as { status?: number } | undefined)?.status;
    if (status === 413) return { ...formatted, message: IMAGE_TOO_LARGE, extensions: { code: "PAYLOAD_TOO_LARGE" } };
    if (status && status >= 400 && status < 500) return { ...formatted, extensions: { code: "BAD_USER_INPUT" } };
    log.error({ err: original }, "unexpected GraphQL error");
    return !expose
      ? {
          message: INTERNAL_ERROR,
          locations: formatted.locations,
          path: formatted.path,
          extensions: { code: "INTERNAL_SERVER_ERROR" },
        }
      : formatted;
  }
  return formatted;
}
