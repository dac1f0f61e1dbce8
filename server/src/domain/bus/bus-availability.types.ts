import { GraphQLJSONObject } from "graphql-scalars";
import { Field, ID, InputType, ObjectType } from "type-graphql";
import type { BlackoutForm, BusAvailabilityValue } from "./bus-availability.service";

@ObjectType({ description: "Whether a bus can take a trip on the chosen dates" })
export class BusAvailability implements BusAvailabilityValue {
  @Field(() => ID) busId: string;
  @Field() available: boolean;
  @Field(() => String, { nullable: true, description: "Why not, for the customer (English); null when available" })
  reason: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The reason's message key, to show it in another language (as errors' extensions.messageKey)",
  })
  reasonKey: string | null;
  @Field(() => GraphQLJSONObject, { nullable: true, description: "The reason's params (as extensions.messageParams)" })
  reasonParams: Record<string, unknown> | null;
}

@InputType({ description: "A maintenance or unavailable period (both days inclusive)" })
export class BlackoutInput implements BlackoutForm {
  @Field({ description: "First day, YYYY-MM-DD" }) startDate: string;
  @Field({ description: "Last day, YYYY-MM-DD" }) endDate: string;
  @Field() reason: string;
}
