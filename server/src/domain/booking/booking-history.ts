/**
 * A booking's history, written in one place: a row of `booking_status_changes` (from, to, who, a note saying
 * what happened: a status move, a bus changed, drivers assigned, a quote accepted, a trip step) and, when a
 * person made the change, its activity log entry, both on the change's own transaction.
 */
import type { EntityManager } from "typeorm";
import { type ActivityActor, type ActivityEntry, recordActivity } from "../shared/activity";
import type { BookingStatus } from "../shared/enums";
import { BookingStatusChange } from "./booking.entity";

export interface BookingChange {
  bookingId: string;
  /** The status before (null for the booking's creation) and after; the same two when the status stays. */
  from: BookingStatus | null;
  to: BookingStatus;
  note?: string | null;
  /** The account that made it (null for a guest, a driver's link or a job). */
  by: string | null;
}

/** Writes the change's history row and, given one, its activity entry (`entityId` is the booking's, unless given). */
export async function recordBookingChange(
  m: EntityManager,
  change: BookingChange,
  activity?: { actor: ActivityActor } & ActivityEntry,
): Promise<void> {
  const { bookingId, from, to, note = null, by } = change;
  await m
    .getRepository(BookingStatusChange)
    .insert({ bookingId, fromStatus: from, toStatus: to, changedById: by, note });
  if (activity) {
    const { actor, ...entry } = activity;
    await recordActivity(m, actor, { entityId: bookingId, ...entry });
  }
}
