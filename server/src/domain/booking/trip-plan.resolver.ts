import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context";
import { Booking } from "./booking.entity";
import { TripLeg, TripPlan } from "./trip-plan";

@Resolver(() => Booking)
export class TripPlanResolver {
  @FieldResolver(() => TripPlan, { nullable: true, description: "The trip plan, when the customer gave one" })
  tripPlan(@Root() booking: Booking, @Ctx() ctx: Context): Promise<TripPlan | null> {
    return ctx.services.trips.planOf(booking.id);
  }

  @FieldResolver(() => [TripLeg], {
    description: "The route garage to garage (from the depot in Settings), leg by leg with approximate km",
  })
  async tripLegs(@Root() booking: Booking, @Ctx() ctx: Context): Promise<TripLeg[]> {
    const plan = await ctx.services.trips.planOf(booking.id);
    return (await ctx.services.trips.measure(booking.pickupLocation, booking.destination, plan)).legs;
  }
}
