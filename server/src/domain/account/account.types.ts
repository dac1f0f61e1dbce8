import { Field, Float, InputType } from "type-graphql";
import type { FareForm } from "./fare.service";

@InputType({ description: "The fare staff agreed by phone (INR) and the advance; empty fields clear them" })
export class FareInput implements FareForm {
  @Field(() => Float, { nullable: true }) agreedFare?: number | null;
  @Field(() => Float, { nullable: true }) advance?: number | null;
  @Field(() => String, { nullable: true, description: "YYYY-MM-DD; empty while the advance is due" })
  advanceReceivedOn?: string | null;
}
