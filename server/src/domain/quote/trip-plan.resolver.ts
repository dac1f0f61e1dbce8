import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from "type-graphql";
import type { Context } from "../../graphql/context";
import { Booking } from "../booking/booking.entity";
import { isAdmin } from "../shared/actor";
import { Role } from "../shared/enums";
import { QuoteState } from "./quote.entity";
import { QuoteSettings, QuoteSettingsInput } from "./quote.types";
import { TripLeg, TripPlan } from "./trip-plan";

@Resolver(() => Booking)
export class TripPlanResolver {
  @FieldResolver(() => TripPlan, { nullable: true, description: "The trip plan, when the customer gave one" })
  tripPlan(@Root() booking: Booking, @Ctx() ctx: Context): Promise<TripPlan | null> {
    return ctx.services.trips.planOf(booking.id);
  }

  @FieldResolver(() => [TripLeg], {
    description: "The route garage to garage (from the depot in Settings), leg by leg with approximate km",
  })
  async tripLegs(@Root() booking: Booking, @Ctx() ctx: Context): Promise<TripLeg[]> {
    const plan = await ctx.services.trips.planOf(booking.id);
    return (await ctx.services.trips.measure(booking.pickupLocation, booking.destination, plan)).legs;
  }

  @FieldResolver(() => QuoteState, {
    nullable: true,
    description: "The state of the booking's quote: staff see the latest version, its customer the latest sent one",
  })
  async quoteState(@Root() booking: Booking, @Ctx() ctx: Context): Promise<QuoteState | null> {
    const loader = isAdmin(ctx.actor) ? ctx.loaders.quoteState : ctx.loaders.customerQuoteState;
    return (await loader.load(booking.id)) as QuoteState | null;
  }

  @Query(() => QuoteSettings, { description: "The depot and the cancellation terms quotes show (admins)" })
  @Authorized(Role.admin)
  quoteSettings(@Ctx() ctx: Context): Promise<QuoteSettings> {
    return ctx.services.quoteSettings.forStaff(ctx.actor);
  }

  @Mutation(() => QuoteSettings, { description: "Saves the depot and the cancellation terms (admins)" })
  @Authorized(Role.admin)
  saveQuoteSettings(@Arg("input") input: QuoteSettingsInput, @Ctx() ctx: Context): Promise<QuoteSettings> {
    return ctx.services.quoteSettings.save(ctx.actor, input);
  }
}
