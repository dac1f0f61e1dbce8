import { refreshAccessToken, sessionExpired } from "./refresh";
import { readSession } from "./session";

export interface Answer {
  status: number;
}

/**
 * Sends a request that needs the Bearer token the way the GraphQL link chain does: with the stored
 * token; on a 401, one refresh shared with every other refused request, then the request once more
 * with the new token; when the session cannot be renewed it ends (tokens dropped, off to /login).
 * `send` builds and sends the request for a given token (null: none stored).
 */
export async function withSession<T extends Answer>(send: (token: string | null) => Promise<T>): Promise<T> {
  const { token, refreshToken } = readSession();
  const first = await send(token);
  if (first.status !== 401 || (!token && !refreshToken)) return first;
  const fresh = await refreshAccessToken({ staleToken: token });
  if (!fresh) {
    sessionExpired();
    return first;
  }
  return send(fresh);
}

export const bearer = (token: string | null): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

/** Seconds until a JWT's `exp` (negative when past); null when the token carries none or is not a JWT. */
export function secondsLeft(token: string, now = Date.now()): number | null {
  try {
    const payload = JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))) as { exp?: unknown };
    return typeof payload.exp === "number" ? payload.exp - now / 1000 : null;
  } catch {
    return null;
  }
}

/**
 * The access token to open a connection with (the subscription socket, on every connect and
 * reconnect): the stored one, renewed first when it has expired or is about to.
 */
export async function freshAccessToken(marginSeconds = 30): Promise<string | null> {
  const { token, refreshToken } = readSession();
  if (!token) return null;
  const left = secondsLeft(token);
  if (left === null || left > marginSeconds || !refreshToken) return token;
  return (await refreshAccessToken({ staleToken: token })) ?? null;
}
