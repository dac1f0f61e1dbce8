import { Field, InputType } from "type-graphql";
import type { DestinationForm } from "./destination.service";

/** GraphQL input of the destination form; its rules live in DestinationService.validate. */
@InputType()
export class DestinationInput implements DestinationForm {
  @Field() name: string;
  @Field() shortDescription: string;
  @Field() description: string;
  @Field(() => [String], { description: "Exactly three image URLs" }) images: string[];
  @Field(() => String, { nullable: true, description: "The name in Hindi (optional)" }) nameHi?: string | null;
  @Field(() => String, { nullable: true, description: "The short description in Hindi (optional)" })
  shortDescriptionHi?: string | null;
  @Field(() => String, { nullable: true, description: "The long description in Hindi (optional)" })
  descriptionHi?: string | null;
}
