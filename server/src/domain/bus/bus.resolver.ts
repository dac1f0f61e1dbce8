import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { type Context } from "../../graphql/context";
import { NotFoundError } from "../shared/errors";
import { Bus, PopularRoute } from "./bus.entity";
import { BusInput } from "./bus.types";

@Resolver(() => Bus)
export class BusResolver {
  @Query(() => [Bus], { description: "The fleet" })
  buses(@Ctx() ctx: Context): Promise<Bus[]> {
    return ctx.services.buses.list();
  }

  @Query(() => Bus, { nullable: true, description: "One bus, or null when there is none with this id" })
  async bus(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<Bus | null> {
    return ctx.services.buses.get(id).catch((e) => {
      if (e instanceof NotFoundError) return null;
      throw e;
    });
  }

  @FieldResolver(() => [PopularRoute])
  popularRoutes(@Root() bus: Bus, @Ctx() ctx: Context): PopularRoute[] | Promise<PopularRoute[]> {
    return bus.popularRoutes ?? ctx.loaders.routes.load(bus.id);
  }

  @Mutation(() => Bus)
  createBus(@Arg("input") input: BusInput, @Ctx() ctx: Context): Promise<Bus> {
    return ctx.services.buses.create(ctx.actor, input);
  }

  @Mutation(() => Bus)
  updateBus(@Arg("id", () => ID) id: string, @Arg("input") input: BusInput, @Ctx() ctx: Context): Promise<Bus> {
    return ctx.services.buses.update(ctx.actor, id, input);
  }

  @Mutation(() => ID, { description: "Deletes a bus; its bookings keep their data with no bus" })
  async deleteBus(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<string> {
    return (await ctx.services.buses.delete(ctx.actor, id)).id;
  }
}
