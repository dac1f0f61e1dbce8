import { Arg, Ctx, FieldResolver, Mutation, Resolver, Root } from "type-graphql";
import { type Context } from "../../graphql/context";
import { Booking } from "../booking/booking.entity";
import { BusPosition, DriverPositionInput, DriverPositionShared } from "./bus-position.types";

/** The driver's phone shares the bus's position through the trip's link; the booking shows where it was last seen. */
@Resolver(() => Booking)
export class BusPositionResolver {
  @Mutation(() => DriverPositionShared, {
    description:
      "The driver's phone shares the bus's position on the started trip, by the link's token (the driver's consent)",
  })
  driverSharePosition(@Arg("token") token: string, @Arg("input") input: DriverPositionInput, @Ctx() ctx: Context) {
    return ctx.services.busPositions.share(token, input);
  }

  @FieldResolver(() => BusPosition, {
    nullable: true,
    description:
      "Where the bus was last seen on the trip under way, with the nearest known place; null when not shared (the booking's owner, or staff with bookings.read)",
  })
  busPosition(@Root() booking: Booking, @Ctx() ctx: Context) {
    return ctx.services.busPositions.ofBooking(ctx.actor, booking.id);
  }
}
