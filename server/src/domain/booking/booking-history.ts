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

/** An amount as `formatInr` writes it ("₹71,505.00"), and the words that name one. */
const AMOUNT = /\s?₹\s?-?[\d,]+(?:\.\d+)?/g;
const MONEY_CLAUSE = /₹|^(?:fare|advance|balance|billed)\b/i;

/** A note's clauses at the top level (not inside brackets), each with the separator before it (": ", ", ", "; "). */
function clauses(note: string): { sep: string; text: string }[] {
  const out = [{ sep: "", text: "" }];
  let depth = 0;
  for (let i = 0; i < note.length; i++) {
    const c = note[i];
    if (c === "(") depth++;
    if (c === ")") depth = Math.max(0, depth - 1);
    if (depth === 0 && (c === ":" || c === "," || c === ";") && note[i + 1] === " ") {
      out.push({ sep: `${c} `, text: "" });
      i++;
    } else out.at(-1)!.text += c;
  }
  return out;
}

/**
 * A history note as staff without `money.read` read it: every clause that states an amount ("fare ₹71,505.00",
 * "advance ₹17,876.25 (received on …, kept)", "₹5,000.00 collected") is left out, and an amount in the note's
 * first clause ("Ravi paid toll ₹300.00 (receipt …)") is taken out of it; the rest of the note stays.
 */
export function noteWithoutMoney(note: string): string {
  const [head, ...rest] = clauses(note);
  const kept = rest.filter((c) => !MONEY_CLAUSE.test(c.text.trim()));
  return [head, ...kept]
    .map((c) => c.sep + c.text)
    .join("")
    .replace(AMOUNT, "")
    .trim();
}
