import { Arg, Ctx, ID, Mutation, Resolver } from "type-graphql";
import { type Context } from "../../graphql/context";
import { Booking } from "../booking/booking.entity";
import { FareInput } from "./account.types";

@Resolver(() => Booking)
export class AccountResolver {
  @Mutation(() => Booking, {
    description:
      "Records the agreed fare, the advance and when it was received (money.write). With an accepted quote the fare is its total; after the tax invoice a change of the fare is a credit or debit note (or refused, as Settings → Tax say)",
  })
  recordFare(@Arg("id", () => ID) id: string, @Arg("input") input: FareInput, @Ctx() ctx: Context): Promise<Booking> {
    return ctx.services.fares.recordFare(ctx.actor, id, input);
  }
}
