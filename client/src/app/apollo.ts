import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, ServerError } from "@apollo/client";
import { ErrorLink } from "@apollo/client/link/error";
import { OperationTypeNode } from "graphql";
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

/** A link whose code loads on first use, so public pages do not download it. */
export function lazyLink(load: () => Promise<ApolloLink>): ApolloLink {
  let link: Promise<ApolloLink> | null = null;
  return new ApolloLink((operation, forward) => from((link ??= load())).pipe(switchMap((l) => l.request(operation, forward) ?? new Observable<ApolloLink.Result>((o) => o.complete()))));
}

/** True when the variables hold a File or Blob (a multipart upload). */
export function hasFiles(value: unknown): boolean {
  if (typeof File !== "undefined" && value instanceof Blob) return true;
  if (Array.isArray(value)) return value.some(hasFiles);
  if (value && typeof value === "object") return Object.values(value).some(hasFiles);
  return false;
}

const preflight = { "Apollo-Require-Preflight": "true" };

export function createApolloClient() {
  const http = new HttpLink({ uri: env.graphqlHttpUrl, headers: preflight });
  // Multipart uploads (GraphQL multipart request spec) and subscriptions load their code when first needed.
  const upload = lazyLink(async () => {
    const { default: UploadHttpLink } = await import("apollo-upload-client/UploadHttpLink.mjs");
    return new UploadHttpLink({ uri: env.graphqlHttpUrl, headers: preflight });
  });
  const ws = lazyLink(async () => {
    const [{ GraphQLWsLink }, { createClient }] = await Promise.all([import("@apollo/client/link/subscriptions"), import("graphql-ws")]);
    return new GraphQLWsLink(
      createClient({
        url: env.graphqlWsUrl(),
        lazy: true,
        connectionParams: () => {
          const token = readSession().token;
          return token ? { authorization: `Bearer ${token}` } : {};
        },
      }),
    );
  });
  const link = ApolloLink.split(
    (op) => op.operationType === OperationTypeNode.SUBSCRIPTION,
    ws,
    ApolloLink.from([refreshLink, authLink, ApolloLink.split((op) => hasFiles(op.variables), upload, http)]),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}
