import { Arg, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from "type-graphql";
import { type Context } from "../../graphql/context";
import { Booking } from "../booking/booking.entity";
import type { DutyView } from "./trip-duty";
import { DriverDuty, DutySlipInput, TripChargeCandidate } from "./duty-slip.types";

/** The slip's downloads beside staff's part of it. */
const withPaths = (d: DutyView): DriverDuty => ({
  ...d,
  slipPathEn: `/duty-slips/${d.bookingId}.pdf?lang=en`,
  slipPathHi: `/duty-slips/${d.bookingId}.pdf?lang=hi`,
});

@Resolver(() => Booking)
export class BookingDutyResolver {
  @FieldResolver(() => DriverDuty, { description: "The trip's duty slip: staff's part and its downloads (admins)" })
  async duty(@Root() booking: Booking, @Ctx() ctx: Context): Promise<DriverDuty> {
    return withPaths(await ctx.services.dutySlips.duty(ctx.actor, booking.id));
  }

  @FieldResolver(() => [TripChargeCandidate], {
    description:
      "After the trip's close: extra km over the accepted quote and each expense, offered for the invoice (admins)",
  })
  tripCharges(@Root() booking: Booking, @Ctx() ctx: Context) {
    return ctx.services.tripCharges.candidates(ctx.actor, booking.id);
  }
}

@Resolver(() => DriverDuty)
export class DutySlipResolver {
  @Mutation(() => DriverDuty, {
    description: "Saves the reporting time, notes for the driver and 'collect on board' of a trip's duty slip (admins)",
  })
  async saveDutySlip(
    @Arg("bookingId", () => ID) bookingId: string,
    @Arg("input") input: DutySlipInput,
    @Ctx() ctx: Context,
  ): Promise<DriverDuty> {
    return withPaths(await ctx.services.dutySlips.saveDuty(ctx.actor, bookingId, input));
  }

  @Mutation(() => [TripChargeCandidate], {
    description: "Approves (billed on the invoice) or rejects a line the closed trip offers (admins with money.write)",
  })
  decideTripCharge(
    @Arg("bookingId", () => ID) bookingId: string,
    @Arg("source") source: string,
    @Arg("approve") approve: boolean,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.tripCharges.decide(ctx.actor, bookingId, source, approve);
  }
}
