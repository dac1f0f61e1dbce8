import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { optionalActor } from "../shared/actor";
import { type Context } from "../../graphql/context";
import { Booking } from "../booking/booking.entity";
import { PaymentOrder } from "./payment-order.entity";
import { Refund } from "./refund.entity";
import {
  CheckoutOrder,
  OnlinePayment,
  PaymentIssueView,
  PolicyRefundView,
  RefundBookingInput,
  RefundInput,
  RefundPolicy,
  RefundPolicyInput,
  SentPaymentLink,
} from "./payment.types";
import { type Paise, rupeesNumber } from "../shared/money";
import type { PaymentKind } from "./payment-enums";
import type { PaymentIssue } from "./payment-issues.service";

const issueView = ({ amountPaise, ...rest }: PaymentIssue): PaymentIssueView => ({
  ...rest,
  amount: rupeesNumber(amountPaise),
});

/** The GraphQL shape of what is due online (Booking.onlinePayment, Quote.onlinePayment). */
export const onlinePayment = (due: { amountPaise: Paise; kind: PaymentKind } | null): OnlinePayment | null =>
  due && { amount: rupeesNumber(due.amountPaise), kind: due.kind };

@Resolver(() => Booking)
export class BookingRefundsResolver {
  @FieldResolver(() => [Refund], {
    nullable: true,
    description:
      "The booking's refunds and their state (its owner, and staff with payments.read; null for other staff)",
  })
  refunds(@Root() booking: Booking, @Ctx() ctx: Context): Promise<Refund[] | null> {
    return ctx.services.refunds.ofBooking(ctx.actor, booking);
  }

  @FieldResolver(() => OnlinePayment, {
    nullable: true,
    description:
      "What its owner can pay online now (the advance, then the balance): null without the gateway's keys, for other readers, or with nothing due",
  })
  onlinePayment(@Root() booking: Booking, @Ctx() ctx: Context): OnlinePayment | null {
    if (booking.ownerId !== ctx.actor?.id) return null;
    return onlinePayment(ctx.services.paymentOrders.dueOnline(booking));
  }
}

@Resolver()
export class PaymentGatewayResolver {
  @Mutation(() => CheckoutOrder, {
    description:
      "An online payment of what is due now (the advance, then the balance) through the gateway's Checkout: the booking's owner, a guest with the quote link's token, or staff with payments.write. The webhook, not the browser, confirms it",
  })
  async createPaymentOrder(
    @Arg("bookingId", () => ID) bookingId: string,
    @Arg("token", () => String, { nullable: true }) token: string | null,
    @Ctx() ctx: Context,
  ): Promise<CheckoutOrder> {
    return ctx.services.paymentOrders.createOrder(optionalActor(ctx), bookingId, token);
  }

  @Mutation(() => SentPaymentLink, {
    description:
      "Sends the customer a payment link for what is due now (the gateway e-mails and texts it) (payments.write)",
  })
  sendPaymentLink(@Arg("bookingId", () => ID) bookingId: string, @Ctx() ctx: Context): Promise<SentPaymentLink> {
    return ctx.services.paymentOrders.sendLink(ctx.actor, bookingId);
  }

  @Query(() => [PaymentOrder], {
    description: "A booking's online payment orders and links, newest first (payments.read)",
  })
  paymentOrders(@Arg("bookingId", () => ID) bookingId: string, @Ctx() ctx: Context): Promise<PaymentOrder[]> {
    return ctx.services.paymentOrders.list(ctx.actor, bookingId);
  }

  @Query(() => [Refund], { description: "A booking's refunds, oldest first (payments.read)" })
  refunds(@Arg("bookingId", () => ID) bookingId: string, @Ctx() ctx: Context): Promise<Refund[]> {
    return ctx.services.refunds.list(ctx.actor, bookingId);
  }

  @Query(() => [PaymentIssueView], {
    description:
      "What needs staff's eye: kind held (paid, not the amount asked), unmatched (the gateway's payments for no order of ours) or failedRefunds (payments.read)",
  })
  async paymentIssues(@Arg("kind", () => String) kind: string, @Ctx() ctx: Context): Promise<PaymentIssueView[]> {
    return (await ctx.services.paymentIssues.list(ctx.actor, kind)).map(issueView);
  }

  @Mutation(() => [PaymentIssueView], {
    description:
      "Accepts a held payment: entered in the ledger for its booking as paid; answers the payments still held (payments.write)",
  })
  async acceptHeldPayment(
    @Arg("gatewayPaymentId", () => String) gatewayPaymentId: string,
    @Ctx() ctx: Context,
  ): Promise<PaymentIssueView[]> {
    return (await ctx.services.paymentIssues.acceptHeld(ctx.actor, gatewayPaymentId)).map(issueView);
  }

  @Query(() => RefundPolicy, {
    description: "The cancellation policy's refund tiers (payments.read or settings.write)",
  })
  refundPolicy(@Ctx() ctx: Context): Promise<RefundPolicy> {
    return ctx.services.cancellationRefunds.policy(ctx.actor);
  }

  @Mutation(() => RefundPolicy, { description: "Saves the cancellation policy's refund tiers (settings.write)" })
  updateRefundPolicy(
    @Arg("input", () => RefundPolicyInput) input: RefundPolicyInput,
    @Ctx() ctx: Context,
  ): Promise<RefundPolicy> {
    return ctx.services.cancellationRefunds.savePolicy(ctx.actor, input);
  }

  @Query(() => PolicyRefundView, {
    description: "What the cancellation policy refunds on a booking if refunded today (payments.read)",
  })
  async cancellationRefund(
    @Arg("bookingId", () => ID) bookingId: string,
    @Ctx() ctx: Context,
  ): Promise<PolicyRefundView> {
    const r = await ctx.services.cancellationRefunds.suggestion(ctx.actor, bookingId);
    return { ...r, refundable: rupeesNumber(r.refundablePaise), suggested: rupeesNumber(r.suggestedPaise) };
  }

  @Mutation(() => [Refund], {
    description:
      "Refunds a booking by the cancellation policy (or the amount staff set), with a reason, over its payments: online ones through the gateway first (payments.write)",
  })
  refundBooking(
    @Arg("bookingId", () => ID) bookingId: string,
    @Arg("input", () => RefundBookingInput) input: RefundBookingInput,
    @Ctx() ctx: Context,
  ): Promise<Refund[]> {
    return ctx.services.cancellationRefunds.refundBooking(ctx.actor, bookingId, input);
  }

  @Mutation(() => Refund, {
    description:
      "Refunds (part of) a payment: through the gateway for an online payment, else recorded as paid back; never more than is left of it (payments.write)",
  })
  refundPayment(
    @Arg("paymentId", () => ID) paymentId: string,
    @Arg("input", () => RefundInput) input: RefundInput,
    @Ctx() ctx: Context,
  ): Promise<Refund> {
    return ctx.services.refunds.refund(ctx.actor, paymentId, input);
  }
}
