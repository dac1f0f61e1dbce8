import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { type Context } from "../../graphql/context";
import { Payment } from "./payment.entity";
import { RecordPaymentInput } from "./payment.types";

@Resolver(() => Payment)
export class PaymentResolver {
  @Query(() => [Payment], {
    description:
      "A booking's payments, oldest first: the advance received and what was collected on board (staff with payments.read)",
  })
  payments(@Arg("bookingId", () => ID) bookingId: string, @Ctx() ctx: Context): Promise<Payment[]> {
    return ctx.services.payments.list(ctx.actor, bookingId);
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
