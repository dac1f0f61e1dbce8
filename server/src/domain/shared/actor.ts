import { Role } from "./enums";
import { ForbiddenError, UnauthenticatedError } from "./errors";
import { authEvent } from "./log";
import { msg, text } from "./messages";
import { currentOrigin } from "./request-context";
import { MONEY_FIELDS, Permission, permissionsOf, type StaffRole } from "./permissions";

/** Who is asking: the authenticated user of a request, or undefined for a guest. */
export interface Actor {
  id: string;
  role: Role;
  name: string;
  /** A staff account's role (Owner, Manager, ...), which decides its permissions; none for customers. */
  staffRole?: StaffRole | null;
}

/** What a request's token says: its holder, or why it was not accepted (so "Token has expired" can be answered). */
export interface Identity {
  actor?: Actor;
  /** The account's token version the access token was issued at (staff tokens are refused once it grows). */
  version?: number;
  /** The session (refresh token family) the access token was bought by, when it says so. */
  sessionId?: string;
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
  const { actor, authError = currentOrigin().authError } = identityOf(who);
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

/** Whether the actor is staff whose role holds `permission`. */
export const can = (actor: Actor | undefined, permission: Permission): boolean =>
  isAdmin(actor) && permissionsOf(actor!.staffRole).includes(permission);

/**
 * The one permission gate: staff (as `requireAdmin`) whose staff role holds one of `anyOf`; 403
 * "You do not have permission to do this." otherwise. Applied to every service method by its policy.
 */
export function requirePermission(who: Identity | Actor | undefined, ...anyOf: Permission[]): Actor {
  const actor = requireAdmin(who);
  if (!anyOf.some((p) => can(actor, p))) {
    authEvent("authz.permission_denied", {
      userId: actor.id,
      role: actor.staffRole ?? "none",
      reason: anyOf.join("|"),
    });
    throw new ForbiddenError(msg("auth.forbidden"));
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
export type Policy = "admin" | "open" | Permission | readonly Permission[];
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
/** Rows for methods that need a permission (one of several, given a list). */
export const needs = (...anyOf: Permission[]) => policy(anyOf.length === 1 ? anyOf[0] : anyOf);

/** The caller a service method was given as its first argument (an actor or a request's identity), if any. */
function callerOf(first: unknown): Actor | undefined {
  if (!first || typeof first !== "object") return undefined;
  if ("id" in first && "role" in first) return first as Actor;
  return "actor" in first ? ((first as Identity).actor ?? undefined) : undefined;
}

/**
 * A service as both APIs see it: each method's policy is checked before it runs (the table is the
 * gate, so a method cannot be called past it), and staff without `money.read` get its answer with
 * the money fields null (bookings, pages of them, exports). Calls between services use the service
 * itself, so they are not checked twice.
 */
export function guard<T extends object>(service: T, policies: ServicePolicies<T>): T {
  const table = policies as unknown as Record<string | symbol, Policy | undefined>;
  const wrapped = new Map<string | symbol, unknown>();
  return new Proxy(service, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown;
      const rule = table[key];
      if (typeof value !== "function" || !rule) return value;
      if (!wrapped.has(key))
        wrapped.set(key, function (this: unknown, ...args: unknown[]) {
          if (rule !== "open")
            try {
              gate(rule, args[0] as Identity | Actor | undefined);
            } catch (e) {
              // An async method refuses as it always did: with a rejected promise.
              if (value.constructor.name === "AsyncFunction") return Promise.reject(e);
              throw e;
            }
          return moneyFor(callerOf(args[0]), (value as (...a: unknown[]) => unknown).apply(target, args));
        });
      return wrapped.get(key);
    },
  });
}

function gate(rule: Exclude<Policy, "open">, who: Identity | Actor | undefined): void {
  if (rule === "admin") requireAdmin(who);
  else requirePermission(who, ...(typeof rule === "string" ? [rule] : rule));
}

/** `value` as `actor` may see it: with the money fields null for staff without `money.read`. */
export const moneyFor = <V>(actor: Actor | undefined, value: V): V =>
  isAdmin(actor) && !can(actor, Permission.moneyRead) ? withoutMoney(value) : value;

/** A copy of a value with every money field of the objects in it null (bookings, lists, pages, streams). */
export function withoutMoney<V>(value: V, depth = 0): V {
  if (!value || typeof value !== "object" || depth > 3) return value;
  if (value instanceof Promise) return value.then((v) => withoutMoney(v)) as V;
  if (Array.isArray(value)) return value.map((v) => withoutMoney(v, depth + 1)) as V;
  if (Symbol.asyncIterator in value) {
    const source = value as AsyncIterable<unknown>;
    return (async function* () {
      for await (const item of source) yield withoutMoney(item);
    })() as V;
  }
  // Bytes (a streamed answer written by PostgreSQL) leave the money out already, as text does.
  if (value instanceof Date || value instanceof Uint8Array) return value;
  const copy = Object.assign(Object.create(Object.getPrototypeOf(value) as object) as object, value);
  for (const [k, v] of Object.entries(copy))
    if ((MONEY_FIELDS as readonly string[]).includes(k)) (copy as Record<string, unknown>)[k] = null;
    else if (v && typeof v === "object") (copy as Record<string, unknown>)[k] = withoutMoney(v, depth + 1);
  return copy as V;
}
