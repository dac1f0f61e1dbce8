import type { AuthChecker } from "type-graphql";
import { requireActor, requireAdmin } from "../domain/shared/actor";
import { Role } from "../domain/shared/enums";
import type { Context } from "./context";

/** `@Authorized()` needs a valid token; `@Authorized("admin")` needs that role. The gate itself is the domain's. */
export const authChecker: AuthChecker<Context> = ({ context }, roles) => {
  if (roles.includes(Role.admin)) requireAdmin(context);
  else requireActor(context);
  return true;
};
