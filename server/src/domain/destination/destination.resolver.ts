import { Arg, Authorized, Ctx, Field, ID, InputType, Mutation, Query, Resolver } from "type-graphql";
import { type Context } from "../../graphql/context";
import { Role } from "../shared/enums";
import { Destination } from "./destination.entity";

@InputType()
export class DestinationInput {
  @Field() name: string;
  @Field() shortDescription: string;
  @Field() description: string;
  @Field(() => [String], { description: "Exactly three image URLs" }) images: string[];
}

@Resolver(() => Destination)
export class DestinationResolver {
  @Query(() => [Destination], { description: "The destinations, in display order" })
  destinations(@Ctx() ctx: Context): Promise<Destination[]> {
    return ctx.services.destinations.list();
  }

  @Mutation(() => Destination)
  @Authorized(Role.admin)
  createDestination(@Arg("input") input: DestinationInput, @Ctx() ctx: Context): Promise<Destination> {
    return ctx.services.destinations.create(input);
  }

  @Mutation(() => Destination)
  @Authorized(Role.admin)
  updateDestination(@Arg("id", () => ID) id: string, @Arg("input") input: DestinationInput, @Ctx() ctx: Context): Promise<Destination> {
    return ctx.services.destinations.update(id, input);
  }

  @Mutation(() => ID)
  @Authorized(Role.admin)
  async deleteDestination(@Arg("id", () => ID) id: string, @Ctx() ctx: Context): Promise<string> {
    return (await ctx.services.destinations.delete(id)).id;
  }
}
