import type { AuthChecker } from "type-graphql";
import { ForbiddenError, UnauthenticatedError } from "../domain/shared/errors";
import type { Context } from "./context";

export const TOKEN_EXPIRED = "Token has expired";

/** `@Authorized()` needs a valid token; `@Authorized("admin")` needs that role. Errors say which. */
export function checkAuth(context: Pick<Context, "actor" | "authError">, roles: readonly string[]): true {
  if (!context.actor) {
    if (context.authError === "expired") throw new UnauthenticatedError(TOKEN_EXPIRED);
    if (context.authError === "invalid") throw new UnauthenticatedError("Invalid token. Please log in again.");
    throw new UnauthenticatedError();
  }
  if (roles.length && !roles.includes(context.actor.role)) throw new ForbiddenError("Admins only.");
  return true;
}

export const authChecker: AuthChecker<Context> = ({ context }, roles) => checkAuth(context, roles);

/** For operations open to guests: an expired token is still an error (so the client refreshes). */
export function optionalActor(context: Pick<Context, "actor" | "authError">) {
  if (context.authError === "expired") throw new UnauthenticatedError(TOKEN_EXPIRED);
  return context.actor;
}
