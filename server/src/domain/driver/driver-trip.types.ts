import { Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";
import { TripStop } from "../booking/trip-plan";
import { Language } from "../shared/enums";
import type { ExpenseKind, StepKind } from "./driver-trip.entity";
import type { LinkView } from "./driver-link.service";
import type { TripStepView, TripView } from "./driver-trip-view";

@ObjectType({ description: "A step the driver recorded" })
export class DriverTripStep implements TripStepView {
  @Field(() => String, { description: "start, stop, expense or close" }) kind: StepKind;
  @Field() at: Date;
  @Field(() => Int, { nullable: true, description: "Odometer km (start and close)" }) km: number | null;
  @Field(() => String, { nullable: true, description: "The stop reached" }) stop: string | null;
  @Field(() => String, { nullable: true, description: "toll, parking or permit" }) expenseKind: ExpenseKind | null;
  @Field(() => Float, { nullable: true, description: "INR: the expense, or the amount collected at close" })
  amount: number | null;
  @Field(() => String, { nullable: true, description: "The receipt's photo (/uploads/...)" }) receiptUrl: string | null;
}

@ObjectType({ description: "Which of a group's vehicles a trip is" })
export class TripVehicleOf {
  @Field(() => Int) position: number;
  @Field(() => Int, { description: "How many vehicles the booking has" }) of: number;
}

@ObjectType({
  description: "A trip as its driver's page shows it (the duty slip's facts) and what the driver recorded",
})
export class DriverTrip implements TripView {
  @Field(() => ID) bookingId: string;
  @Field(() => TripVehicleOf, {
    nullable: true,
    description: "Which of the booking's vehicles; null for a booking of one",
  })
  vehicle: TripVehicleOf | null;
  @Field({ description: "BK-xxxx" }) reference: string;
  @Field() driverName: string;
  @Field(() => String, { description: "The page's language: en or hi (the driver's)" }) language: Language;
  @Field({ description: "Reporting day, YYYY-MM-DD" }) departureDate: string;
  @Field({ description: "The trip's last day, YYYY-MM-DD" }) returnDate: string;
  @Field(() => Int) days: number;
  @Field({ description: "Reporting place" }) pickupLocation: string;
  @Field() destination: string;
  @Field(() => [String], {
    description: "The places in order: the pickup, then the trip plan's stops (the destination when there is no plan)",
  })
  plan: string[];
  @Field(() => [TripStop], {
    description:
      "The trip plan's stops after the pickup with their day, time and night halt, as the duty slip prints them",
  })
  stops: TripStop[];
  @Field(() => String, {
    nullable: true,
    description:
      "Where the bus returns on the trip's last day (the pickup), as the duty slip's plan ends; null one-way",
  })
  returnTo: string | null;
  @Field() customerName: string;
  @Field() customerPhone: string;
  @Field(() => Int, { nullable: true }) passengers: number | null;
  @Field(() => String, { nullable: true }) busName: string | null;
  @Field(() => String, { nullable: true, description: "The bus's registration number" })
  registrationNumber: string | null;
  @Field(() => String, { nullable: true, description: "Notes for the driver (staff's, then the customer's)" })
  notes: string | null;
  @Field(() => String, { nullable: true, description: "HH:MM at the pickup on the departure day" })
  reportingTime: string | null;
  @Field(() => Int, {
    nullable: true,
    description: "Paise to collect from the customer on board (the balance), only when staff marked the trip so",
  })
  amountToCollectPaise: number | null;
  @Field({ description: "First day the link works, YYYY-MM-DD" }) validFrom: string;
  @Field({ description: "Last day the link works, YYYY-MM-DD" }) validUntil: string;
  @Field(() => Date, { nullable: true }) startedAt: Date | null;
  @Field(() => Int, { nullable: true }) openingKm: number | null;
  @Field(() => Date, { nullable: true }) closedAt: Date | null;
  @Field(() => Int, { nullable: true }) closingKm: number | null;
  @Field(() => Int, { nullable: true, description: "Closing minus opening km" }) actualKm: number | null;
  @Field(() => Float, { nullable: true, description: "INR the driver collected" }) amountCollected: number | null;
  @Field(() => String, { nullable: true, description: "driver or staff" }) closedBy: string | null;
  @Field(() => Int) codeAttemptsLeft: number;
  @Field(() => String, {
    nullable: true,
    description: "The customer's 4-digit code (staff only; null on the driver's page)",
  })
  customerCode: string | null;
  @Field(() => [DriverTripStep]) steps: DriverTripStep[];
}

@ObjectType({ description: "A driver's link (admins)" })
export class DriverLink implements LinkView {
  @Field({ description: "/d/<token>: the page, on this site" }) path: string;
  @Field() validFrom: string;
  @Field() validUntil: string;
  @Field() revoked: boolean;
}

@InputType()
export class DriverStartInput {
  @Field(() => ID, { description: "A UUID the phone makes for this step: a resend is recorded once" }) stepId: string;
  @Field(() => Int) openingKm: number;
}

@InputType()
export class DriverStopInput {
  @Field(() => ID) stepId: string;
  @Field() stop: string;
}

@InputType()
export class DriverExpenseInput {
  @Field(() => ID) stepId: string;
  @Field({ description: "toll, parking or permit" }) kind: string;
  @Field(() => Float, { description: "INR" }) amount: number;
}

@InputType()
export class DriverCloseInput {
  @Field(() => ID) stepId: string;
  @Field(() => Int) closingKm: number;
  @Field(() => Float, { defaultValue: 0, description: "INR collected from the customer" }) amountCollected: number;
  @Field({ description: "The 4-digit code the customer was e-mailed at the start" }) code: string;
}

@InputType()
export class StaffCloseTripInput {
  @Field(() => Int) closingKm: number;
  @Field(() => Float, { defaultValue: 0 }) amountCollected: number;
  @Field(() => ID, { nullable: true, description: "The booking's vehicle whose trip it is; the first when empty" })
  vehicleId?: string | null;
}
