/**
 * The quote area's hand-written SQL (issue 30): the trip plans of a batch of new bookings, in the
 * bookings' insert transaction (one `unnest` statement). `columnCoverage` tells the column-drift test
 * which entity columns it lists.
 */
import type { EntityManager } from "typeorm";
import type { ColumnCoverage } from "../shared/query-columns";
import { TripPlan } from "./trip-plan";

export const INSERT_TRIP_PLANS = `INSERT INTO booking_trip_plans ("bookingId", "tripType", stops) SELECT * FROM unnest($1::uuid[], $2::text[], $3::jsonb[])`;

export async function insertTripPlans(
  m: EntityManager,
  plans: Array<Pick<TripPlan, "bookingId" | "tripType" | "stops">>,
): Promise<void> {
  await m.query(INSERT_TRIP_PLANS, [
    plans.map((p) => p.bookingId),
    plans.map((p) => p.tripType),
    plans.map((p) => JSON.stringify(p.stops)),
  ]);
}

export const columnCoverage: ColumnCoverage[] = [
  { name: "INSERT_TRIP_PLANS", entity: TripPlan, sql: INSERT_TRIP_PLANS, kind: "insert" },
];
