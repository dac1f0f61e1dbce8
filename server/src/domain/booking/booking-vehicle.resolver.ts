import { Arg, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from "type-graphql";
import { type Context } from "../../graphql/context";
import { Booking } from "./booking.entity";
import { BookingVehicleView, VehicleInput } from "./booking-vehicle.types";

@Resolver(() => Booking)
export class BookingVehicleResolver {
  @FieldResolver(() => [BookingVehicleView], {
    description: "The booking's vehicles in order (one for a single-bus booking; the first's bus is `busType`)",
  })
  vehicles(@Root() booking: Booking, @Ctx() ctx: Context): Promise<BookingVehicleView[]> {
    return ctx.services.vehicles.ofBooking(ctx.actor, booking.id);
  }

  @Mutation(() => [BookingVehicleView], {
    description:
      "Sets a Pending or Confirmed booking's vehicles in order (staff with fleet.write): existing ones by id, new ones without, missing ones removed (never the first, one with a driver, or one whose vendor was paid). Each bus newly filling a vehicle must be in service and free on the trip's days; for a Confirmed booking or a vendor's bus its documents must cover the trip unless the owner gives `overrideReason`. Passengers may not outnumber the seats",
  })
  allocateVehicles(
    @Arg("bookingId", () => ID) bookingId: string,
    @Arg("vehicles", () => [VehicleInput]) vehicles: VehicleInput[],
    @Ctx() ctx: Context,
    @Arg("overrideReason", () => String, { nullable: true }) overrideReason?: string | null,
  ): Promise<BookingVehicleView[]> {
    return ctx.services.vehicles.allocate(ctx.actor, bookingId, vehicles, overrideReason);
  }
}
