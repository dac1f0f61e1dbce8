import { Field, Int, ObjectType } from "type-graphql";
import { Check, Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from "typeorm";
import { Booking } from "./booking.entity";
import { ValidationError } from "../shared/errors";
import { msg } from "../shared/messages";
import * as v from "../shared/validate";

export const TRIP_TYPES = ["one-way", "round-trip", "tour"] as const;
export type TripType = (typeof TRIP_TYPES)[number];
export const MAX_STOPS = 10;

/** A place after the pickup: from the gazetteer or free text, on a day of the trip, maybe with a time and a night halt. */
@ObjectType({ description: "A stop of a trip plan" })
export class TripStop {
  @Field() place: string;
  @Field(() => Int, { description: "Day of the trip, 1 = departure day" }) day: number;
  @Field(() => String, { nullable: true, description: "HH:MM" }) time: string | null;
  @Field({ description: "The bus stays the night here" }) nightHalt: boolean;
}

/** A leg of the garage-to-garage route, with its km (null when a place is not in the gazetteer). */
@ObjectType({ description: "One leg of the trip, garage to garage" })
export class TripLeg {
  @Field() from: string;
  @Field() to: string;
  @Field(() => Number, { nullable: true, description: "Approximate km; null when a place is unknown" })
  km: number | null;
}

/** A booking's trip plan (when the customer gave one): its type and its stops after the pickup. */
@ObjectType({ description: "The trip plan of a booking: type and stops after the pickup" })
@Entity("booking_trip_plans")
@Check("CHK_booking_trip_plans_type", `"tripType" IN ('one-way', 'round-trip', 'tour')`)
export class TripPlan {
  @PrimaryColumn("uuid")
  bookingId: string;

  @OneToOne(() => Booking, { onDelete: "CASCADE" })
  @JoinColumn({ name: "bookingId" })
  booking?: Booking;

  @Field(() => String, { description: "one-way, round-trip or tour" })
  @Column("varchar")
  tripType: TripType;

  @Field(() => [TripStop])
  @Column("jsonb")
  stops: TripStop[];
}

export interface TripPlanForm {
  tripType?: unknown;
  stops?: unknown;
}

const blank = (x: unknown) => x === undefined || x === null || x === "";

/**
 * A booking request's plan: null when the client sent none (old clients: one destination, distance
 * pickup to destination). The stops are ordered; the destination is the last one.
 */
export function parseTripPlan(form: TripPlanForm, days: number): Pick<TripPlan, "tripType" | "stops"> | null {
  if (blank(form.tripType) && (blank(form.stops) || (Array.isArray(form.stops) && form.stops.length === 0)))
    return null;
  const tripType = v.oneOf(form.tripType ?? "round-trip", TRIP_TYPES, "Trip type");
  if (!Array.isArray(form.stops) || form.stops.length === 0)
    throw new ValidationError(msg("validation.required", { field: "Destination" }), { field: "stops" });
  if (form.stops.length > MAX_STOPS) throw new ValidationError(msg("trip.tooManyStops", { max: MAX_STOPS }));
  let lastDay = 1;
  const stops = form.stops.map((raw: Record<string, unknown>, i): TripStop => {
    const s = raw && typeof raw === "object" ? raw : {};
    const place = v.requiredText(s.place, "Destination", 300);
    const day = blank(s.day) ? lastDay : v.integer(s.day, "Day", 1, days);
    if (day < lastDay) throw new ValidationError(msg("trip.stopOrder", { number: i + 1 }));
    lastDay = day;
    const time = blank(s.time) ? null : String(s.time);
    if (time !== null && !/^([01]\d|2[0-3]):[0-5]\d$/.test(time))
      throw new ValidationError(msg("trip.stopTime", { number: i + 1 }));
    return { place, day, time, nightHalt: s.nightHalt === true };
  });
  return { tripType, stops };
}

/** The route garage to garage: depot, pickup, every stop, and back to the depot unless one-way. */
export function routeOf(depot: string, pickup: string, plan: Pick<TripPlan, "tripType" | "stops">): string[] {
  const places = [depot, pickup, ...plan.stops.map((s) => s.place)];
  return plan.tripType === "one-way" ? places : [...places, depot];
}

/** The way back of a trip as its documents write it: the place and the day (the trip's last). */
export interface ReturnLeg {
  place: string;
  day: number;
}

/**
 * The trip's way back: to the pickup on its last day, unless the plan is one-way (a booking without a plan is a
 * round trip: its distance is counted there and back, garage to garage).
 */
export function returnLegOf(
  booking: Pick<Booking, "pickupLocation" | "days">,
  plan: Pick<TripPlan, "tripType"> | null,
): ReturnLeg | null {
  return plan?.tripType === "one-way" ? null : { place: booking.pickupLocation, day: booking.days };
}
