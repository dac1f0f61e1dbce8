import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { type Context } from "../../graphql/context";
import { Destination } from "./destination.entity";
import { DestinationInput } from "./destination.types";

@Resolver(() => Destination)
export class DestinationResolver {
  @Query(() => [Destination], { description: "The destinations, in display order" })
  destinations(@Ctx() ctx: Context): Promise<Destination[]> {
    return ctx.services.destinations.list();
  }
}

/** Editing the destinations: staff only, declared once for the whole class. */
@Resolver(() => Destination)
export class DestinationAdminResolver {
  @Mutation(() => Destination)
  createDestination(@Arg("input") input: DestinationInput, @Ctx() ctx: Context): Promise<Destination> {
    return ctx.services.destinations.create(ctx.actor, input);
  }

  @Mutation(() => Destination)
  updateDestination(
    @Arg("id", () => ID) id: string,
    @Arg("input") input: DestinationInput,
    @Ctx() ctx: Context,
  ): Promise<Destination> {
    return ctx.services.destinations.update(ctx.actor, id, input);
  }

  @Mutation(() => ID)
  async deleteDestination(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<string> {
    return (await ctx.services.destinations.delete(ctx.actor, id)).id;
  }
}
