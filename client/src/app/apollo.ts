import { ApolloClient, ApolloLink, CombinedGraphQLErrors, InMemoryCache, ServerError } from "@apollo/client";
import { ErrorLink } from "@apollo/client/link/error";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import UploadHttpLink from "apollo-upload-client/UploadHttpLink.mjs";
import { OperationTypeNode } from "graphql";
import { createClient } from "graphql-ws";
import { Observable, from, switchMap } from "rxjs";
import { env } from "#env";
import { refreshAccessToken, sessionExpired } from "./refresh";
import { readSession } from "./session";

export const isUnauthenticated = (error: unknown): boolean =>
  (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "UNAUTHENTICATED")) ||
  (ServerError.is(error) && error.statusCode === 401);

/** On UNAUTHENTICATED: one shared refresh, then replay once; on failure clear the session and go to /login. */
export const refreshLink = new ErrorLink(({ error, operation, forward }) => {
  if (!isUnauthenticated(error) || operation.getContext().retried) return;
  const name = operation.operationName;
  if (name === "Login" || name === "Register" || name === "Refresh") return;
  if (!readSession().refreshToken) {
    if (readSession().token) sessionExpired();
    return;
  }
  return from(refreshAccessToken()).pipe(
    switchMap((token) => {
      if (!token) {
        sessionExpired();
        return new Observable<ApolloLink.Result>((o) => o.error(error));
      }
      operation.setContext({ retried: true });
      return forward(operation);
    }),
  );
});

export const authLink = new ApolloLink((operation, forward) => {
  const token = readSession().token;
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  }));
  return forward(operation);
});

export function createApolloClient() {
  const http = new UploadHttpLink({ uri: env.graphqlHttpUrl, headers: { "Apollo-Require-Preflight": "true" } });
  const ws = new GraphQLWsLink(
    createClient({
      url: env.graphqlWsUrl(),
      lazy: true,
      connectionParams: () => {
        const token = readSession().token;
        return token ? { authorization: `Bearer ${token}` } : {};
      },
    }),
  );
  const link = ApolloLink.split(
    (op) => op.operationType === OperationTypeNode.SUBSCRIPTION,
    ws,
    ApolloLink.from([refreshLink, authLink, http]),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}
