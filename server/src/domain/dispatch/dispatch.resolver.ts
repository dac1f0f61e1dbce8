import { Arg, Ctx, ID, Int, Query, Resolver } from "type-graphql";
import { type Context } from "../../graphql/context";
import { DispatchBoard, DispatchOptions } from "./dispatch.types";

/** The dispatch board (staff with bookings.read); assigning uses changeBookingBus and assignDrivers. */
@Resolver()
export class DispatchResolver {
  @Query(() => DispatchBoard, { description: "Confirmed trips by day against every coach and active driver (admins)" })
  dispatchBoard(
    @Arg("from", { description: "The first day, YYYY-MM-DD" }) from: string,
    @Arg("days", () => Int, { description: "How many days (1-42)" }) days: number,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.dispatch.board(ctx.actor, from, days);
  }

  @Query(() => DispatchOptions, { description: "Each coach and driver for a trip: free, or why not (admins)" })
  dispatchOptions(@Arg("bookingId", () => ID) bookingId: string, @Ctx() ctx: Context) {
    return ctx.services.dispatch.candidates(ctx.actor, bookingId);
  }
}
