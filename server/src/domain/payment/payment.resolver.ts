import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { type Context } from "../../graphql/context";
import { Booking } from "../booking/booking.entity";
import { bookingRef } from "../booking/booking-rules";
import { rupeesNumber } from "../shared/money";
import { Payment } from "./payment.entity";
import { PaymentFilter, PaymentPage, RecordPaymentInput } from "./payment.types";

@Resolver(() => Booking)
export class BookingPaymentsResolver {
  @FieldResolver(() => [Payment], {
    nullable: true,
    description:
      "The booking's payments, by the day received (its owner, and staff with payments.read; null for other staff)",
  })
  payments(@Root() booking: Booking, @Ctx() ctx: Context): Promise<Payment[] | null> {
    return ctx.services.payments.ofBooking(ctx.actor, booking);
  }
}

@Resolver(() => Payment)
export class PaymentResolver {
  @Query(() => [Payment], {
    description:
      "A booking's payments, oldest first: the advance received and what was collected on board (staff with payments.read)",
  })
  payments(@Arg("bookingId", () => ID) bookingId: string, @Ctx() ctx: Context): Promise<Payment[]> {
    return ctx.services.payments.list(ctx.actor, bookingId);
  }

  @Query(() => PaymentPage, {
    description:
      "The payments received over some days (today unless a filter says), newest first, with the days' totals by method (staff with payments.read)",
  })
  async paymentsPage(
    @Arg("filter", () => PaymentFilter, { nullable: true }) filter: PaymentFilter | null,
    @Arg("first", () => Int, { defaultValue: 25 }) first: number,
    @Arg("after", () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: Context,
  ): Promise<PaymentPage> {
    const page = await ctx.services.collections.page(ctx.actor, filter ?? {}, first, after);
    return {
      ...page,
      total: rupeesNumber(page.totalPaise),
      byMethod: page.byMethod.map((t) => ({ method: t.method, count: t.count, amount: rupeesNumber(t.amountPaise) })),
    };
  }

  @FieldResolver(() => String, { description: "The booking's reference, BK-xxxx" })
  bookingReference(@Root() payment: Payment): string {
    return bookingRef(payment.bookingId);
  }

  @FieldResolver(() => String, { description: "The booking's customer" })
  customerName(@Root() payment: Payment): string {
    return payment.booking.name;
  }

  @Mutation(() => Payment, {
    description:
      "Records a payment received by hand (UPI with its UTR, cash, a bank transfer); the booking's balance follows (staff with payments.write)",
  })
  recordPayment(
    @Arg("bookingId", () => ID) bookingId: string,
    @Arg("input", () => RecordPaymentInput) input: RecordPaymentInput,
    @Ctx() ctx: Context,
  ): Promise<Payment> {
    return ctx.services.payments.record(ctx.actor, bookingId, input);
  }
}
