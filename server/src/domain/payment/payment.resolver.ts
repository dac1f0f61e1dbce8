import { Arg, Ctx, ID, Query, Resolver } from "type-graphql";
import { type Context } from "../../graphql/context";
import { Payment } from "./payment.entity";

@Resolver(() => Payment)
export class PaymentResolver {
  @Query(() => [Payment], {
    description:
      "A booking's payments, oldest first: the advance received and what was collected on board (staff with payments.read)",
  })
  payments(@Arg("bookingId", () => ID) bookingId: string, @Ctx() ctx: Context): Promise<Payment[]> {
    return ctx.services.payments.list(ctx.actor, bookingId);
  }
}
