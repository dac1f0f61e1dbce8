import { CombinedGraphQLErrors, ServerError } from "@apollo/client";

/** The server refused the caller's credentials: a GraphQL UNAUTHENTICATED error or an HTTP 401. */
export const isUnauthenticated = (error: unknown): boolean =>
  (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "UNAUTHENTICATED")) ||
  (ServerError.is(error) && error.statusCode === 401);

/**
 * The server's own message for a failed operation, else `fallback` (the specification's generic
 * text): a network failure or an unexpected answer has no message meant for a customer.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.find((e) => e.message)?.message ?? fallback;
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { message?: unknown; errors?: { message?: unknown }[] };
      const message = body.errors?.[0]?.message ?? body.message;
      if (typeof message === "string" && message) return message;
    } catch {
      /* not JSON */
    }
  }
  return fallback;
}
