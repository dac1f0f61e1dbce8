import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { type Context } from "../../graphql/context";
import { UserSession } from "./auth.types";

/** Staff see and end a customer's signed-in sessions. */
@Resolver()
export class SessionResolver {
  @Query(() => [UserSession], { description: "A user's signed-in sessions, newest first (admin)" })
  userSessions(@Arg("userId", () => ID) userId: string, @Ctx() ctx: Context): Promise<UserSession[]> {
    return ctx.services.sessions.list(ctx.actor, userId);
  }

  @Mutation(() => Int, {
    description: "Signs a user out of one session, or of all without sessionId (admin); answers how many ended",
  })
  revokeUserSessions(
    @Arg("userId", () => ID) userId: string,
    @Arg("sessionId", () => ID, { nullable: true }) sessionId: string | null,
    @Ctx() ctx: Context,
  ): Promise<number> {
    return ctx.services.sessions.revoke(ctx.actor, userId, sessionId);
  }
}
