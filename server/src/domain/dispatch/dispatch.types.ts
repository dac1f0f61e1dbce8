import { Field, ID, Int, ObjectType } from "type-graphql";
import type {
  DispatchBlackout as BlackoutValue,
  DispatchBoard as BoardValue,
  DispatchCoach as CoachValue,
  DispatchDriver as DriverValue,
  DispatchMark as MarkValue,
  DispatchTrip as TripValue,
} from "./dispatch.service";
import type { DispatchCandidate as CandidateValue, DispatchOptions as OptionsValue } from "./dispatch-options";

@ObjectType({ description: "A Confirmed trip on the dispatch board (no money) (admins)" })
export class DispatchTrip implements TripValue {
  @Field(() => ID) bookingId: string;
  @Field({ description: "BK-xxxx" }) reference: string;
  @Field({ description: "The customer's name" }) customer: string;
  @Field({ description: "Pickup → destination" }) route: string;
  @Field() departureDate: string;
  @Field({ description: "The trip's last day" }) returnDate: string;
  @Field(() => Int) days: number;
  @Field(() => Int, { nullable: true }) passengers: number | null;
  @Field(() => String, { nullable: true, description: "HH:MM at the pickup, from the duty slip" })
  reportingTime: string | null;
  @Field(() => ID, { nullable: true, description: "The first vehicle's coach" }) busId: string | null;
  @Field(() => [ID], { description: "Every vehicle's coach, first vehicle first (a group's trip is on each row)" })
  busIds: string[];
  @Field(() => [ID], { description: "Main driver first" }) driverIds: string[];
}

@ObjectType({ description: "A vehicle document's or a driving licence's last valid day within the board's days" })
export class DispatchMark implements MarkValue {
  @Field() date: string;
  @Field() label: string;
  @Field({ description: "True once the day has passed" }) lapsed: boolean;
}

@ObjectType({ description: "An unavailable period of a coach (both days included)" })
export class DispatchBlackout implements BlackoutValue {
  @Field() startDate: string;
  @Field() endDate: string;
  @Field() reason: string;
}

@ObjectType({ description: "A coach's row of the dispatch board" })
export class DispatchCoach implements CoachValue {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field(() => String, { nullable: true }) registrationNumber: string | null;
  @Field(() => Int) seats: number;
  @Field() maintenance: boolean;
  @Field(() => [DispatchBlackout]) blackouts: DispatchBlackout[];
  @Field(() => [DispatchMark]) marks: DispatchMark[];
}

@ObjectType({ description: "An active driver's row of the dispatch board" })
export class DispatchDriver implements DriverValue {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() phone: string;
  @Field() licenceValidUntil: string;
  @Field(() => [DispatchMark]) marks: DispatchMark[];
}

@ObjectType({ description: "Days × coaches and days × drivers (admins)" })
export class DispatchBoard implements BoardValue {
  @Field() from: string;
  @Field() until: string;
  @Field(() => [String]) days: string[];
  @Field(() => [DispatchTrip]) trips: DispatchTrip[];
  @Field(() => [DispatchCoach]) coaches: DispatchCoach[];
  @Field(() => [DispatchDriver]) drivers: DispatchDriver[];
}

@ObjectType({ description: "A coach or driver for one trip: free, or why not" })
export class DispatchCandidate implements CandidateValue {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field({ description: "The trip's own coach or driver now" }) current: boolean;
  @Field() free: boolean;
  @Field(() => [String]) reasons: string[];
}

@ObjectType({ description: "Who may take a trip (admins)" })
export class DispatchOptions implements OptionsValue {
  @Field(() => ID) bookingId: string;
  @Field() reference: string;
  @Field() departureDate: string;
  @Field() returnDate: string;
  @Field(() => [DispatchCandidate]) coaches: DispatchCandidate[];
  @Field(() => [DispatchCandidate]) drivers: DispatchCandidate[];
}
