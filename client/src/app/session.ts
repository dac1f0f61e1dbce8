import { useSyncExternalStore } from "react";

/** The session lives in local storage under the specification's keys (section 3). */
export const SESSION_KEYS = ["token", "refreshToken", "role", "name", "username", "userId"] as const;
export type Role = "user" | "admin";

export interface AuthPayloadLike {
  token: string;
  refreshToken: string;
  role: Role | string;
  name?: string | null;
  username?: string | null;
  userId?: string | null;
}

export interface Session {
  token: string | null;
  refreshToken: string | null;
  role: Role | null;
  name: string | null;
  username: string | null;
  userId: string | null;
}

const listeners = new Set<() => void>();
let snapshot: Session | null = null;
let snapshotKey = "";
const notify = () => listeners.forEach((l) => l());

/** The stored session; the same object while local storage holds the same values (for useSyncExternalStore). */
export function readSession(): Session {
  const get = (k: string) => localStorage.getItem(k);
  const key = SESSION_KEYS.map((k) => get(k) ?? "\u0000").join("\u0001");
  if (snapshot && key === snapshotKey) return snapshot;
  snapshotKey = key;
  const role = get("role");
  snapshot = {
    token: get("token"),
    refreshToken: get("refreshToken"),
    role: role === "admin" || role === "user" ? role : null,
    name: get("name"),
    username: get("username"),
    userId: get("userId"),
  };
  return snapshot;
}

export function saveSession(auth: AuthPayloadLike) {
  localStorage.setItem("token", auth.token);
  localStorage.setItem("refreshToken", auth.refreshToken);
  localStorage.setItem("role", String(auth.role));
  // A value the payload lacks must not survive from an earlier account.
  for (const key of ["name", "username", "userId"] as const) {
    const value = auth[key];
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  }
  notify();
}

export function saveTokens(token: string, refreshToken: string) {
  localStorage.setItem("token", token);
  localStorage.setItem("refreshToken", refreshToken);
  notify();
}

/** Failed refresh / 401: token, refreshToken and role go (spec section 8). */
export function dropTokens() {
  ["token", "refreshToken", "role", "userId"].forEach((k) => localStorage.removeItem(k));
  notify();
}

/** Logout: all local storage is cleared (spec section 4). */
export function clearSession() {
  localStorage.clear();
  notify();
}

if (typeof window !== "undefined") window.addEventListener("storage", notify);

const LOGGED_OUT: Session = { token: null, refreshToken: null, role: null, name: null, username: null, userId: null };

export function useSession(): Session {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    readSession,
    // A server render (and the browser hydrating it) draws the logged-out site; the stored session
    // takes over right after hydration.
    () => LOGGED_OUT,
  );
}
