import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { type Context } from "../../graphql/context";
import { BusBlackout } from "./bus-blackout.entity";
import { BusAvailability, BlackoutInput } from "./bus-availability.types";
import { Bus } from "./bus.entity";

@Resolver(() => Bus)
export class BusAvailabilityResolver {
  @Query(() => [BusAvailability], {
    description: "Which buses can take a trip of `days` from `departureDate` (the booking wizard)",
  })
  busAvailability(
    @Arg("departureDate") departureDate: string,
    @Arg("days", () => Int) days: number,
    @Ctx() ctx: Context,
  ): Promise<BusAvailability[]> {
    return ctx.services.availability.availability(departureDate, days);
  }

  @FieldResolver(() => [BusBlackout], { description: "Maintenance and unavailable periods, soonest first" })
  blackouts(@Root() bus: Bus, @Ctx() ctx: Context): Promise<BusBlackout[]> {
    return ctx.services.availability.blackouts(bus.id);
  }

  @Query(() => [BusBlackout], { description: "Unavailable periods meeting [start, end] (admins; calendar)" })
  blackoutCalendar(@Arg("start") start: string, @Arg("end") end: string, @Ctx() ctx: Context): Promise<BusBlackout[]> {
    return ctx.services.availability.blackoutsBetween(ctx.actor, start, end);
  }

  @Mutation(() => BusBlackout, { description: "Adds a maintenance or unavailable period to a bus (admins)" })
  addBusBlackout(
    @Arg("busId", () => ID) busId: string,
    @Arg("input") input: BlackoutInput,
    @Ctx() ctx: Context,
  ): Promise<BusBlackout> {
    return ctx.services.availability.addBlackout(ctx.actor, busId, input);
  }

  @Mutation(() => ID, { description: "Removes an unavailable period (admins)" })
  removeBusBlackout(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<string> {
    return ctx.services.availability.removeBlackout(ctx.actor, id);
  }
}

@Resolver(() => BusBlackout)
export class BusBlackoutResolver {
  @FieldResolver(() => String, { description: "The bus's name" })
  busName(@Root() blackout: BusBlackout, @Ctx() ctx: Context): string | Promise<string> {
    if (blackout.bus) return blackout.bus.name;
    return ctx.loaders.bus.load(blackout.busId).then((b) => b?.name ?? "");
  }
}
