import { Field, ID, Int, ObjectType } from "type-graphql";
import type { CustomerSummary } from "./customer.service";

@ObjectType({ description: "A customer account with its booking figures" })
export class Customer implements CustomerSummary {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() email: string;
  @Field() mobileNo: string;
  @Field(() => String, { nullable: true }) username: string | null;
  @Field({ description: "false for an account created by a guest's booking that has no password yet" })
  hasPassword: boolean;
  @Field() createdAt: Date;
  @Field(() => Int) bookingCount: number;
  @Field(() => String, { nullable: true, description: "Departure date of the latest booking, YYYY-MM-DD" })
  lastBookingDate: string | null;
}
