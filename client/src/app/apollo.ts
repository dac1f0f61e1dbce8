import { ApolloClient, ApolloLink, HttpLink } from "@apollo/client";
import type { NormalizedCacheObject } from "@apollo/client/cache";
import { ErrorLink } from "@apollo/client/link/error";
import { OperationTypeNode } from "graphql";
import { Observable, from, switchMap } from "rxjs";
import { env } from "#env";
import { bearer, freshAccessToken } from "./authorized";
import { createCache } from "./cache";
import { isUnauthenticated } from "./unauthenticated";
import { refreshAccessToken, sessionExpired } from "./refresh";
import { readSession } from "./session";

/** Operations that hand out tokens: a refusal there is the answer itself, never a reason to refresh. */
const TOKEN_OPERATIONS = new Set(["Login", "Register", "Refresh"]);

/**
 * On UNAUTHENTICATED (or HTTP 401): one refresh shared by every refused request, then the request
 * is replayed once with the new token. No refresh token, or a refused refresh: the session's
 * tokens go and the user is sent to /login. A guest (no token at all) just gets the error.
 */
export const refreshLink = new ErrorLink(({ error, operation, forward }) => {
  if (
    !isUnauthenticated(error) ||
    operation.getContext().retried ||
    TOKEN_OPERATIONS.has(operation.operationName ?? "")
  )
    return;
  const session = readSession();
  if (!session.token && !session.refreshToken) return;
  const sent =
    /^Bearer (.+)$/.exec(
      (operation.getContext().headers as Record<string, string> | undefined)?.authorization ?? "",
    )?.[1] ?? null;
  return from(refreshAccessToken({ staleToken: sent })).pipe(
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
  return new ApolloLink((operation, forward) =>
    from((link ??= load())).pipe(
      switchMap((l) => l.request(operation, forward) ?? new Observable<ApolloLink.Result>((o) => o.complete())),
    ),
  );
}

const preflight = { "Apollo-Require-Preflight": "true" };

/** `state`: the cache the server rendered the page with, so the browser does not ask again. */
export function createApolloClient(state?: NormalizedCacheObject) {
  const http = new HttpLink({ uri: env.graphqlHttpUrl, headers: preflight });
  // Subscriptions load their code when first needed. Images are uploaded through /api/upload (app/upload.ts).
  const ws = lazyLink(async () => {
    const [{ GraphQLWsLink }, { createClient }] = await Promise.all([
      import("@apollo/client/link/subscriptions"),
      import("graphql-ws"),
    ]);
    return new GraphQLWsLink(
      createClient({
        url: env.graphqlWsUrl(),
        lazy: true,
        // Read on every connect and reconnect, so a socket that comes back after the token expired
        // presents a renewed one.
        connectionParams: async () => bearer(await freshAccessToken()),
      }),
    );
  });
  const link = ApolloLink.split(
    (op) => op.operationType === OperationTypeNode.SUBSCRIPTION,
    ws,
    ApolloLink.from([refreshLink, authLink, http]),
  );
  const cache = createCache();
  const client = new ApolloClient({ link, cache });
  if (state) {
    cache.restore(state);
    prioritizeServerData(client);
  }
  return client;
}

/** How long at most a server-rendered page's queries read what the server rendered with (see below). */
export const SERVER_DATA_MS = 10_000;

/**
 * While the browser takes a server-rendered page over, cache-and-network (and network-only) queries read
 * the cache restored from the page instead of asking the server again for what it has just rendered: until
 * the visitor first presses, taps, types or sends (or the replay of what they did before the script ran
 * does: app/capture.ts clicks, types and submits again), or for SERVER_DATA_MS. Apollo's own `ssrForceFetchDelay` gave it
 * one second from the script's start, and on a slow phone the footer and the contact widget mount later than
 * that: every public page asked for the site's settings again while it started, and redrew with the same
 * answer. A query whose data is not in the cache still asks the server.
 */
function prioritizeServerData(client: ApolloClient) {
  client.prioritizeCacheValues = true;
  const events = ["pointerdown", "keydown", "click", "input", "change", "submit"] as const;
  const end = () => {
    client.prioritizeCacheValues = false;
    clearTimeout(timer);
    events.forEach((type) => removeEventListener(type, end, true));
  };
  const timer = setTimeout(end, SERVER_DATA_MS);
  events.forEach((type) => addEventListener(type, end, { capture: true, passive: true }));
}
