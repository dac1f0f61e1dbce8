import { Ctx, Field, ObjectType, Query, Resolver } from "type-graphql";
import { type Context } from "../../graphql/context";

@ObjectType({ description: "Settings the browser needs at run time" })
export class ClientConfig {
  @Field(() => String, { nullable: true, description: "Maps service key for place autocomplete (MAPS_API_KEY); null: use the server's gazetteer" })
  mapsApiKey: string | null;
}

@Resolver(() => ClientConfig)
export class ClientConfigResolver {
  @Query(() => ClientConfig)
  clientConfig(@Ctx() ctx: Context): ClientConfig {
    return { mapsApiKey: ctx.services.config.mapsApiKey ?? null };
  }
}
