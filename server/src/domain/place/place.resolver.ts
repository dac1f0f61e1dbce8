import { Arg, Ctx, Float, Int, Query, Resolver } from "type-graphql";
import { type Context } from "../../graphql/context";
import { Place } from "./place.entity";

@Resolver(() => Place)
export class PlaceResolver {
  @Query(() => [Place], {
    description: "Autocomplete from the offline gazetteer: places whose name starts with the text",
  })
  places(
    @Arg("search") search: string,
    @Arg("limit", () => Int, { defaultValue: 8 }) limit: number,
    @Ctx() ctx: Context,
  ): Promise<Place[]> {
    return ctx.services.places.suggest(search, limit);
  }

  @Query(() => Float, {
    nullable: true,
    description: "Approximate road distance in km between two places; null when either is unknown",
  })
  distance(@Arg("from") from: string, @Arg("to") to: string, @Ctx() ctx: Context): Promise<number | null> {
    return ctx.services.places.distanceKm(from, to);
  }
}
