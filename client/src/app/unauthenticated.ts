import { CombinedGraphQLErrors, ServerError } from "@apollo/client";

/**
 * The server refused the caller's credentials: a GraphQL UNAUTHENTICATED error or an HTTP 401. Apart from
 * app/errors.ts because the link chain, in the first load, needs this and none of the messages' translation.
 */
export const isUnauthenticated = (error: unknown): boolean =>
  (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "UNAUTHENTICATED")) ||
  (ServerError.is(error) && error.statusCode === 401);
