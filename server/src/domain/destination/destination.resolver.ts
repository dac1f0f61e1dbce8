import { Ctx, Query, Resolver } from "type-graphql";
import { type Context } from "../../graphql/context";
import { Destination } from "./destination.entity";

@Resolver(() => Destination)
export class DestinationResolver {
  @Query(() => [Destination], { description: "The destinations, in display order" })
  destinations(@Ctx() ctx: Context): Promise<Destination[]> {
    return ctx.services.destinations.list();
  }
}
