import { Field, ID, Int, ObjectType } from "type-graphql";
import { Language } from "../shared/enums";
import type { RosterDuty, RosterLinkView, RosterView } from "./driver-roster.service";

@ObjectType({ description: "A driver's roster link (admins)" })
export class DriverRosterLink implements RosterLinkView {
  @Field(() => ID) driverId: string;
  @Field(() => String, { description: "The driver's language: en or hi" }) language: Language;
  @Field(() => String, { nullable: true, description: "/roster/<token>, or null while the driver has no link" })
  path: string | null;
}

@ObjectType({ description: "One upcoming duty on a driver's roster" })
export class DriverRosterDuty implements RosterDuty {
  @Field() reference: string;
  @Field({ description: "The reporting day" }) departureDate: string;
  @Field({ description: "The trip's last day" }) returnDate: string;
  @Field(() => String, { nullable: true, description: "HH:MM at the pickup" }) reportingTime: string | null;
  @Field({ description: "The pickup" }) reportingPlace: string;
  @Field() destination: string;
  @Field(() => String, { nullable: true }) busName: string | null;
  @Field(() => String, { nullable: true }) registrationNumber: string | null;
  @Field(() => Int, { description: "1 main driver, 2 second driver" }) seat: number;
  @Field(() => String, { nullable: true, description: "The trip's driver page (/d/<token>) once it opens" })
  tripPath: string | null;
  @Field({ description: "The day the trip's page opens" }) opensOn: string;
}

@ObjectType({ description: "A driver's upcoming duties, read with the roster link's token" })
export class DriverRoster implements RosterView {
  @Field() driverName: string;
  @Field(() => String, { description: "en or hi" }) language: Language;
  @Field(() => [DriverRosterDuty]) duties: DriverRosterDuty[];
}
