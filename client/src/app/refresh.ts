import { env } from "#env";
import { dropTokens, readSession, saveTokens } from "./session";

let inFlight: Promise<string | null> | null = null;
let onSessionExpired: () => void = () => {
  window.location.assign("/login");
};

/** Where to go when the session cannot be renewed (wired to the router's navigate in App). */
export function setOnSessionExpired(fn: () => void) {
  onSessionExpired = fn;
}

export function sessionExpired() {
  dropTokens();
  onSessionExpired();
}

const REFRESH = `mutation Refresh($t: String!) { refreshToken(refreshToken: $t) { token refreshToken } }`;

/**
 * One shared refresh for every request that got a 401 at the same time. Resolves with the new
 * access token, or null when there is no refresh token or the server refused it.
 */
export function refreshAccessToken(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  if (inFlight) return inFlight;
  const refreshToken = readSession().refreshToken;
  if (!refreshToken) return Promise.resolve(null);
  const pending = (async () => {
    try {
      const res = await fetchImpl(env.graphqlHttpUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: REFRESH, variables: { t: refreshToken } }),
      });
      const body = (await res.json()) as { data?: { refreshToken?: { token: string; refreshToken: string } } };
      const next = body.data?.refreshToken;
      if (!next) return null;
      saveTokens(next.token, next.refreshToken);
      return next.token;
    } catch {
      return null;
    }
  })();
  inFlight = pending;
  void pending.finally(() => {
    if (inFlight === pending) inFlight = null;
  });
  return pending;
}
