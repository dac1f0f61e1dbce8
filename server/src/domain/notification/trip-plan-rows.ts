import type { Booking } from "../booking/booking.entity";
import { type TripPlan, returnLegOf } from "../booking/trip-plan";
import type { CustomerMailTexts } from "./notification.texts";

/**
 * The trip plan as rows of a booking e-mail's summary: each stop on its day (its time, its night halt), then the
 * way back to the pickup on the last day (none on a one-way trip). No rows for a booking without a plan (its
 * pickup and destination are rows already).
 */
export function tripPlanRows(
  tx: CustomerMailTexts,
  booking: Pick<Booking, "pickupLocation" | "days">,
  plan: Pick<TripPlan, "tripType" | "stops"> | null,
): Array<[string, string]> {
  if (!plan?.stops.length) return [];
  const rows = plan.stops.map((s): [string, string] => [
    tx.summary.planDay(s.day),
    [s.place, s.time, s.nightHalt && tx.summary.nightHalt].filter(Boolean).join(" · "),
  ]);
  const back = returnLegOf(booking, plan);
  if (back) rows.push([tx.summary.planDay(back.day), tx.summary.returnTo(back.place)]);
  return rows;
}
