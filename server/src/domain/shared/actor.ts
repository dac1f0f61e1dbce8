import { Role } from "./enums";
import { ForbiddenError, UnauthenticatedError } from "./errors";
import { authEvent } from "./log";
import { msg, text } from "./messages";

/** Who is asking: the authenticated user of a request, or undefined for a guest. */
export interface Actor {
  id: string;
  role: Role;
  name: string;
}

/** What a request's token says: its holder, or why it was not accepted (so "Token has expired" can be answered). */
export interface Identity {
  actor?: Actor;
  authError?: "expired" | "invalid";
}

export const TOKEN_EXPIRED = text("auth.tokenExpired");
export const INVALID_TOKEN = text("auth.invalidToken");
export const ADMINS_ONLY = text("auth.adminsOnly");

export const isAdmin = (actor: Actor | undefined): boolean => actor?.role === Role.admin;

const identityOf = (who: Identity | Actor | undefined): Identity => (who && "id" in who ? { actor: who } : (who ?? {}));

/**
 * The one actor gate, used by both APIs and by the services themselves: a valid token is needed
 * (401, saying whether it expired or is invalid). Answers the actor.
 */
export function requireActor(who: Identity | Actor | undefined): Actor {
  const { actor, authError } = identityOf(who);
  if (actor) return actor;
  authEvent("authz.unauthenticated", { reason: authError ?? "no token" });
  if (authError === "expired") throw new UnauthenticatedError(msg("auth.tokenExpired"));
  if (authError === "invalid") throw new UnauthenticatedError(msg("auth.invalidToken"));
  throw new UnauthenticatedError();
}

/** The one admin policy: staff only (401 without a valid token, 403 for customers). */
export function requireAdmin(who: Identity | Actor | undefined): Actor {
  const actor = requireActor(who);
  if (!isAdmin(actor)) {
    authEvent("authz.role_mismatch", { userId: actor.id, role: actor.role, reason: "admin required" });
    throw new ForbiddenError(msg("auth.adminsOnly"));
  }
  return actor;
}

/** For operations open to guests: an expired token is still an error (so the client refreshes). */
export function optionalActor(who: Identity): Actor | undefined {
  if (who.authError === "expired") throw new UnauthenticatedError(msg("auth.tokenExpired"));
  return who.actor;
}

/**
 * How each public method of a service is guarded. Declared beside the service and checked by the
 * type checker (a new method without a declaration does not compile) and by a unit test that calls
 * every "admin" method without an admin.
 */
export type Policy = "admin" | "open";
export type ServicePolicies<T> = {
  readonly [K in keyof T as T[K] extends (...args: never[]) => unknown ? K : never]: Policy;
};
const policy =
  <P extends Policy>(p: P) =>
  <K extends string>(...methods: K[]) =>
    Object.fromEntries(methods.map((m) => [m, p])) as Record<K, P>;
/** Rows of a policy table: `{ ...open("list", "get"), ...adminOnly("create") }` (every method must appear). */
export const open = policy("open");
export const adminOnly = policy("admin");
