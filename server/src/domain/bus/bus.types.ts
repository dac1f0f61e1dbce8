import { Field, Float, InputType, Int } from "type-graphql";
import { BusStatus } from "../shared/enums";
import type { BusForm } from "./bus.service";

/** GraphQL input types of the fleet; their rules live in BusService.validate. */
@InputType()
export class PopularRouteInput {
  @Field() from: string;
  @Field() to: string;
  @Field(() => Float, { description: "Hours" }) duration: number;
  @Field(() => Float, { description: "Kilometres" }) distance: number;
}

@InputType({ description: "A bus; on update, omitted fields are left as they are" })
export class BusInput implements BusForm {
  @Field({ nullable: true }) name?: string;
  @Field(() => Int, { nullable: true }) capacity?: number;
  @Field(() => BusStatus, { nullable: true }) status?: BusStatus;
  @Field({ nullable: true }) description?: string;
  @Field(() => [String], { nullable: true }) features?: string[];
  @Field(() => [String], { nullable: true }) images?: string[];
  @Field({ nullable: true, description: "YYYY-MM-DD" }) lastMaintenance?: string;
  @Field(() => [PopularRouteInput], { nullable: true }) popularRoutes?: PopularRouteInput[];
  @Field({ nullable: true, description: "Empty clears it" }) registrationNumber?: string;
}
