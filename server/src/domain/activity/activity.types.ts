import { Field, ID, InputType } from "type-graphql";
import type { ActivityFilter } from "./activity.service";

@InputType({
  description: "Activity log filters: a person, an entity (booking, bus, settings, staff, account, bookings), days",
})
export class ActivityFilterInput implements ActivityFilter {
  @Field(() => ID, { nullable: true }) actorId?: string | null;
  @Field(() => String, { nullable: true }) entity?: string | null;
  @Field(() => String, { nullable: true }) entityId?: string | null;
  @Field(() => String, { nullable: true, description: "YYYY-MM-DD (India), from this day" }) from?: string | null;
  @Field(() => String, { nullable: true, description: "YYYY-MM-DD (India), up to and including this day" })
  to?: string | null;
}
