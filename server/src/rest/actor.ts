import type { RequestHandler, Response } from "express";
import type { TokenCheck } from "../domain/auth/tokens";
import type { Actor } from "../domain/shared/actor";
import type { Role } from "../domain/shared/enums";
import { checkAuth, optionalActor } from "../graphql/auth-checker";
import type { Services } from "../services";

/** The request's bearer token as GraphQL's context sees it, so both APIs answer with the same words. */
function identify(services: Services, header: unknown): { actor?: Actor; authError?: "expired" | "invalid" } {
  const check: TokenCheck | undefined = services.auth.tokens.fromHeader(header);
  if (!check) return {};
  return "actor" in check ? { actor: check.actor } : { authError: check.error };
}

/**
 * Needs a valid token (401: missing or invalid, 'Token has expired' when expired) and, when roles are
 * given, one of them (403). The actor is left in `res.locals.actor` for the route.
 */
export function requireActor(services: Services, roles: readonly Role[] = []): RequestHandler {
  return (req, res, next) => {
    const who = identify(services, req.headers.authorization);
    checkAuth(who, roles);
    res.locals.actor = who.actor;
    next();
  };
}

/** Guests welcome; a presented token that has expired is still a 401 (so the client refreshes), as in GraphQL. */
export function maybeActor(services: Services): RequestHandler {
  return (req, res, next) => {
    res.locals.actor = optionalActor(identify(services, req.headers.authorization));
    next();
  };
}

export const actorOf = (res: Response): Actor => res.locals.actor as Actor;
export const maybeActorOf = (res: Response): Actor | undefined => res.locals.actor as Actor | undefined;
