import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { type Context } from "../../graphql/context";
import { Booking } from "../booking/booking.entity";
import { BookingMargin, InvoicePreviewFigures, TripSettlement } from "./account.types";
import type { TripState } from "./close-out.service";

@Resolver(() => Booking)
export class CloseOutResolver {
  @FieldResolver(() => String, {
    description:
      "Where the trip stands, beside the status (which stays Pending, Confirmed or Cancelled): NotStarted, Started, Closed or Completed",
  })
  tripState(@Root() booking: Booking, @Ctx() ctx: Context): Promise<TripState> {
    return ctx.services.closeOut.tripState(booking);
  }

  @FieldResolver(() => BookingMargin, {
    nullable: true,
    description:
      "What the booking leaves once its hired-in buses are paid for: the taxable value billed less the vendor costs (money.read; null otherwise, and before a price is agreed)",
  })
  margin(@Root() booking: Booking, @Ctx() ctx: Context): Promise<BookingMargin | null> {
    return ctx.services.margins.margin(ctx.actor, booking);
  }

  @Query(() => TripSettlement, {
    description:
      "A booking's settlement (money.read): quoted against actual km, the trip's extras, what the driver collected, billed, received and due",
  })
  tripSettlement(@Arg("bookingId", () => ID) bookingId: string, @Ctx() ctx: Context): Promise<TripSettlement> {
    return ctx.services.closeOut.settlement(ctx.actor, bookingId);
  }

  @Mutation(() => TripSettlement, {
    description:
      "Completes the trip (money.write) once the driver (or staff) closed it and every trip charge is approved or rejected; refused (CONFLICT) saying what is missing",
  })
  completeTrip(@Arg("bookingId", () => ID) bookingId: string, @Ctx() ctx: Context): Promise<TripSettlement> {
    return ctx.services.closeOut.complete(ctx.actor, bookingId);
  }

  @Query(() => InvoicePreviewFigures, {
    description: "The tax invoice issuing would write now (money.read): to whom, taxable value, GST and total",
  })
  async invoicePreview(
    @Arg("bookingId", () => ID) bookingId: string,
    @Ctx() ctx: Context,
  ): Promise<InvoicePreviewFigures> {
    const { totals, ...rest } = await ctx.services.invoicing.preview(ctx.actor, bookingId);
    return { ...rest, ...totals };
  }
}
