import DataLoader from "dataloader";
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { type Context } from "../../graphql/context";
import { Booking } from "../booking/booking.entity";
import { Driver, DriverAssignment } from "./driver.entity";
import { DriverInput } from "./driver.types";

@Resolver(() => Driver)
export class DriverResolver {
  @Query(() => [Driver], { description: "The drivers, active first, by name (admins)" })
  drivers(@Ctx() ctx: Context): Promise<Driver[]> {
    return ctx.services.drivers.list(ctx.actor);
  }

  @Query(() => Driver, { description: "One driver (admins)" })
  driver(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<Driver> {
    return ctx.services.drivers.get(ctx.actor, id);
  }

  @Query(() => [Booking], {
    description:
      "Confirmed trips leaving in the next `days` days (today included) with no driver yet, soonest first (admins)",
  })
  unassignedTrips(@Arg("days", () => Int, { defaultValue: 7 }) days: number, @Ctx() ctx: Context): Promise<Booking[]> {
    return ctx.services.driverAssignments.unassignedSoon(ctx.actor, days);
  }

  @Mutation(() => Driver, { description: "Adds a driver (admins)" })
  createDriver(@Arg("input") input: DriverInput, @Ctx() ctx: Context): Promise<Driver> {
    return ctx.services.drivers.create(ctx.actor, input);
  }

  @Mutation(() => Driver, { description: "Edits a driver; active: false deactivates (admins)" })
  updateDriver(@Arg("id", () => ID) id: string, @Arg("input") input: DriverInput, @Ctx() ctx: Context) {
    return ctx.services.drivers.update(ctx.actor, id, input);
  }

  @Mutation(() => ID, { description: "Deletes a driver who never had a trip; one with trips is refused (admins)" })
  async deleteDriver(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<string> {
    return (await ctx.services.drivers.delete(ctx.actor, id)).id;
  }

  @Mutation(() => [DriverAssignment], {
    description:
      "Sets who drives a Confirmed booking's vehicle (`vehicleId`; the first vehicle when empty) and answers that vehicle's drivers: one or two driver ids, main driver first (none unassigns). Refuses an inactive driver, a licence ending before the trip's last day, a bus document lapsing before it (unless the confirmation was overridden; `overrideReason` (owners) assigns anyway, recorded in the booking's history) and a driver on an overlapping trip (admins)",
  })
  assignDrivers(
    @Arg("bookingId", () => ID) bookingId: string,
    @Arg("driverIds", () => [ID]) driverIds: string[],
    @Ctx() ctx: Context,
    @Arg("overrideReason", () => String, {
      nullable: true,
      description: "Owners: assign despite lapsed vehicle documents; recorded in the booking's history",
    })
    overrideReason?: string | null,
    @Arg("vehicleId", () => ID, {
      nullable: true,
      description: "The booking's vehicle they drive (BookingVehicle.id); the first vehicle when empty",
    })
    vehicleId?: string | null,
  ): Promise<DriverAssignment[]> {
    return ctx.services.driverAssignments.assign(ctx.actor, bookingId, driverIds, overrideReason, vehicleId);
  }
}

/** One batch per request for the drivers of the bookings a query lists. */
const loaders = new WeakMap<Context, DataLoader<string, DriverAssignment[]>>();
const assignmentsLoader = (ctx: Context) => {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader((ids) => ctx.services.driverAssignments.assignmentsOf(ctx.actor, ids));
    loaders.set(ctx, loader);
  }
  return loader;
};

@Resolver(() => Booking)
export class BookingDriversResolver {
  @FieldResolver(() => [DriverAssignment], {
    description: "Who drives this trip, main driver first; empty when unassigned (admins)",
  })
  drivers(@Root() booking: Booking, @Ctx() ctx: Context): Promise<DriverAssignment[]> {
    return assignmentsLoader(ctx).load(booking.id);
  }
}
