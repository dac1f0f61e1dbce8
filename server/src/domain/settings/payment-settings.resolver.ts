import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { type Context } from "../../graphql/context";
import { PaymentSettings, PaymentSettingsInput } from "./payment-settings.types";

@Resolver(() => PaymentSettings)
export class PaymentSettingsResolver {
  @Query(() => PaymentSettings, { description: "UPI payee (admins)" })
  paymentSettings(@Ctx() ctx: Context): Promise<PaymentSettings> {
    return ctx.services.paymentSettings.forStaff(ctx.actor);
  }

  @Mutation(() => PaymentSettings, { description: "Saves the UPI payee (admins); a gstin sent is ignored" })
  updatePaymentSettings(@Arg("input") input: PaymentSettingsInput, @Ctx() ctx: Context): Promise<PaymentSettings> {
    return ctx.services.paymentSettings.save(ctx.actor, input);
  }
}
