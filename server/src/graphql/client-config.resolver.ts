import { Ctx, Field, Int, ObjectType, Query, Resolver } from "type-graphql";
import { IMAGE_URL } from "../domain/shared/validate";
import { MAX_UPLOAD_BYTES } from "../domain/upload/upload.service";
import { type Context } from "./context";

/** Infrastructure, not a business area: what the browser needs to know about this deployment. */
@ObjectType({ description: "Settings the browser needs at run time" })
export class ClientConfig {
  @Field(() => String, {
    nullable: true,
    description: "Maps service key for place autocomplete (MAPS_API_KEY); null: use the server's gazetteer",
  })
  mapsApiKey: string | null;

  @Field({
    description:
      "Whether customers can pay online through the gateway (its keys are set); false: UPI and payments staff record",
  })
  onlinePayments: boolean;

  @Field(() => String, {
    description: "What a bus image URL must match: a case-insensitive regular expression (the server's own rule)",
  })
  imageUrlPattern: string;

  @Field(() => Int, { description: "An uploaded image must be smaller than this many bytes (5MB)" })
  maxUploadBytes: number;
}

@Resolver(() => ClientConfig)
export class ClientConfigResolver {
  @Query(() => ClientConfig)
  clientConfig(@Ctx() ctx: Context): ClientConfig {
    return {
      mapsApiKey: ctx.services.config.mapsApiKey ?? null,
      onlinePayments: !!ctx.services.config.razorpay,
      imageUrlPattern: IMAGE_URL.source,
      maxUploadBytes: MAX_UPLOAD_BYTES,
    };
  }
}
