import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import type { ChargeCandidateView } from "./trip-charges.service";
import type { DutyView } from "./trip-duty";

@ObjectType({ description: "What staff add to a trip's duty slip, and the slip's downloads (admins)" })
export class DriverDuty implements DutyView {
  @Field(() => ID) bookingId: string;
  @Field(() => String, { nullable: true, description: "HH:MM at the pickup on the departure day" })
  reportingTime: string | null;
  @Field(() => String, { nullable: true, description: "Notes for the driver, printed on the slip" })
  driverNotes: string | null;
  @Field({ description: "The driver collects the balance from the customer on board" }) collectOnBoard: boolean;
  @Field(() => Int, {
    nullable: true,
    description: "Paise the driver collects: the balance, only when collectOnBoard and a fare is agreed",
  })
  amountToCollectPaise: number | null;
  @Field({ description: "The slip as PDF in English (download with the Bearer token)" }) slipPathEn: string;
  @Field({ description: "The slip as PDF in Hindi (download with the Bearer token)" }) slipPathHi: string;
}

@InputType({ description: "Staff's part of the duty slip; omitted fields are kept" })
export class DutySlipInput {
  @Field(() => String, { nullable: true, description: "HH:MM (24-hour); empty clears it" }) reportingTime?:
    string | null;
  @Field(() => String, { nullable: true }) driverNotes?: string | null;
  @Field({ nullable: true }) collectOnBoard?: boolean;
}

@ObjectType({ description: "A line the closed trip offers for the invoice, and staff's decision (admins)" })
export class TripChargeCandidate implements ChargeCandidateView {
  @Field({ description: "extra-km, or expense:<step id>" }) source: string;
  @Field() description: string;
  @Field(() => Int) quantity: number;
  @Field(() => Int, { nullable: true, description: "In paise; null for staff without money.read" })
  unitPaise: number | null;
  @Field(() => Int, { nullable: true, description: "In paise; null for staff without money.read" })
  amountPaise: number | null;
  @Field(() => String, { nullable: true, description: "The receipt's photo, for an expense" }) receiptUrl:
    string | null;
  @Field(() => Boolean, { nullable: true, description: "true: billed; false: rejected; null: not decided yet" })
  approved: boolean | null;
}
