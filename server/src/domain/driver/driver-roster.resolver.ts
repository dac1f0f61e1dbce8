import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { type Context } from "../../graphql/context";
import { DriverRoster, DriverRosterLink } from "./driver-roster.types";

/** The driver's roster: read by its link's token; staff make, copy and withdraw the link. */
@Resolver()
export class DriverRosterResolver {
  @Query(() => DriverRoster, { description: "A driver's upcoming duties, by the roster link's token" })
  driverRoster(@Arg("token") token: string, @Ctx() ctx: Context) {
    return ctx.services.driverRosters.roster(token);
  }

  @Query(() => [DriverRosterLink], { description: "Every driver's roster link (admins)" })
  driverRosterLinks(@Ctx() ctx: Context) {
    return ctx.services.driverRosters.rosterLinks(ctx.actor);
  }

  @Mutation(() => DriverRosterLink, {
    description: "A new roster link for a driver; the old one stops working (admins)",
  })
  createDriverRosterLink(@Arg("driverId", () => ID) driverId: string, @Ctx() ctx: Context) {
    return ctx.services.driverRosters.createRosterLink(ctx.actor, driverId);
  }

  @Mutation(() => DriverRosterLink, { description: "Withdraws a driver's roster link (admins)" })
  revokeDriverRosterLink(@Arg("driverId", () => ID) driverId: string, @Ctx() ctx: Context) {
    return ctx.services.driverRosters.revokeRosterLink(ctx.actor, driverId);
  }
}
