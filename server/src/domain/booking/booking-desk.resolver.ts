import { Arg, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from "type-graphql";
import { type Context } from "../../graphql/context";
import { Booking } from "./booking.entity";
import { UpiPayment } from "./booking-desk.types";

@Resolver(() => Booking)
export class BookingDeskResolver {
  @Mutation(() => Booking, {
    description: "The customer asks to cancel their Pending or Confirmed booking before the trip",
  })
  requestCancellation(
    @Arg("id", () => ID) id: string,
    @Arg("reason", () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: Context,
  ): Promise<Booking> {
    return ctx.services.desk.requestCancellation(ctx.actor, id, reason);
  }

  @Mutation(() => Booking, {
    description: "Accepts (status Cancelled) or declines, with a message, a cancellation request (admins)",
  })
  answerCancellation(
    @Arg("id", () => ID) id: string,
    @Arg("accept") accept: boolean,
    @Arg("message", () => String, { nullable: true }) message: string | null,
    @Ctx() ctx: Context,
  ): Promise<Booking> {
    return ctx.services.desk.answerCancellation(ctx.actor, id, accept, message);
  }

  @Mutation(() => Booking, {
    description:
      "Changes the bus of a Pending or Confirmed booking (staff with bookings.assign). Refused when the bus is under maintenance or unavailable, too small for the passengers, booked by another Confirmed booking over the trip, or (Confirmed) when a required vehicle document lapses before the trip's return; `overrideReason` (owners) changes it anyway, recorded in the booking's history",
  })
  changeBookingBus(
    @Arg("id", () => ID) id: string,
    @Arg("busId", () => ID) busId: string,
    @Ctx() ctx: Context,
    @Arg("overrideReason", () => String, { nullable: true }) overrideReason?: string | null,
  ): Promise<Booking> {
    return ctx.services.bookingBus.changeBus(ctx.actor, id, busId, overrideReason);
  }

  @FieldResolver(() => UpiPayment, {
    nullable: true,
    description: "What is due next by UPI; null without a UPI ID in Settings or a fare",
  })
  upiPayment(@Root() booking: Booking, @Ctx() ctx: Context): Promise<UpiPayment | null> {
    return ctx.services.desk.upiPayment(ctx.actor, booking);
  }
}
