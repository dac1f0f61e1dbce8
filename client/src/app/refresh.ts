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

// Sent with a plain fetch, outside the link chain, so a refresh never waits on or triggers another refresh.
const REFRESH = `mutation Refresh($t: String!) { refreshToken(refreshToken: $t) { token refreshToken } }`;
const LOGOUT = `mutation Logout($t: String) { logout(refreshToken: $t) }`;

const post = (fetchImpl: typeof fetch, query: string, variables: Record<string, unknown>) =>
  fetchImpl(env.graphqlHttpUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });

/** Revokes a refresh token on the server (logout, or a login refused for its tab). Best effort: never throws. */
export async function revokeRefreshToken(
  refreshToken: string,
  fetchImpl: typeof fetch | undefined = globalThis.fetch,
): Promise<void> {
  try {
    if (fetchImpl) await post(fetchImpl, LOGOUT, { t: refreshToken });
  } catch {
    /* offline or already revoked: the token expires on its own */
  }
}

/**
 * One shared refresh for every request refused at the same time. Resolves with the access token to
 * replay with, or null when there is no refresh token or the server refused it.
 * `staleToken` is the token the refused request carried: when the stored one differs, another
 * request or browser tab has refreshed already, and spending the old refresh token again would
 * look like reuse (the server then revokes the whole session). Across tabs the Web Locks API, where
 * present, makes the check and the refresh one step.
 */
export function refreshAccessToken({
  staleToken,
  fetchImpl = fetch,
}: { staleToken?: string | null; fetchImpl?: typeof fetch } = {}): Promise<string | null> {
  if (inFlight) return inFlight;
  const run = async (): Promise<string | null> => {
    const { token, refreshToken } = readSession();
    if (staleToken && token && token !== staleToken) return token;
    if (!refreshToken) return null;
    try {
      const res = await post(fetchImpl, REFRESH, { t: refreshToken });
      const body = (await res.json()) as { data?: { refreshToken?: { token: string; refreshToken: string } } };
      const next = body.data?.refreshToken;
      if (!next) return null;
      saveTokens(next.token, next.refreshToken);
      return next.token;
    } catch {
      return null;
    }
  };
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  const pending: Promise<string | null> = locks ? locks.request("kashi-token-refresh", run).catch(run) : run();
  inFlight = pending;
  void pending.finally(() => {
    if (inFlight === pending) inFlight = null;
  });
  return pending;
}
