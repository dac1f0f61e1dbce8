import { Field, InputType } from "type-graphql";
import type { DriverForm } from "./driver.service";

/** The driver form; its rules live in DriverService. On update, omitted fields are kept. */
@InputType({ description: "A driver; on update, omitted fields are left as they are" })
export class DriverInput implements DriverForm {
  @Field({ nullable: true }) name?: string;
  @Field({ nullable: true }) phone?: string;
  @Field({ nullable: true }) licenceNumber?: string;
  @Field({ nullable: true, description: "YYYY-MM-DD" }) licenceValidUntil?: string;
  @Field({ nullable: true, description: "The language of the driver's page and duty slip: en or hi (default hi)" })
  language?: string;
  @Field({ nullable: true, description: "Languages the driver speaks, free text" }) languages?: string;
  @Field({ nullable: true, description: "false deactivates the driver" }) active?: boolean;
  @Field(() => String, { nullable: true }) notes?: string | null;
  @Field(() => String, { nullable: true, description: "An /uploads/ path or http(s) image URL; empty removes it" })
  photoUrl?: string | null;
}
