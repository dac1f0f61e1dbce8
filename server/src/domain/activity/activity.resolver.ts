import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from "type-graphql";
import { type Context } from "../../graphql/context";
import { Booking } from "../booking/booking.entity";
import { Activity } from "../shared/activity.entity";
import { ActivityFilterInput } from "./activity.types";

/** The activity log (owners): Admin -> Activity, and a booking's own entries in its View. */
@Resolver(() => Booking)
export class ActivityResolver {
  @Query(() => [Activity], { description: "Who did what, newest first, filtered by person, entity and days (owners)" })
  activity(
    @Arg("filter", () => ActivityFilterInput, { nullable: true }) filter: ActivityFilterInput | null,
    @Arg("first", () => Int, { defaultValue: 100 }) first: number,
    @Ctx() ctx: Context,
  ): Promise<Activity[]> {
    return ctx.services.activity.list(ctx.actor, filter ?? {}, first);
  }

  @FieldResolver(() => [Activity], {
    name: "activity",
    description: "This booking's entries of the activity log, oldest first (owners)",
  })
  bookingActivity(@Root() booking: Booking, @Ctx() ctx: Context): Promise<Activity[]> {
    return ctx.services.activity.forBooking(ctx.actor, booking.id);
  }
}
