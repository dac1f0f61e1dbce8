/** The dispatch board's days: a week from Monday or a calendar month, and where a span sits among them. */
import { addDays, addMonths, daysBetween, daysInMonth, firstOfMonth } from "../../../app/calendar";

export type BoardSpan = "week" | "month";

/** A Monday, to count weekdays from. */
const A_MONDAY = "2024-01-01";
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

/** 0 for Monday … 6 for Sunday. */
export const weekdayOf = (iso: string) => (((daysBetween(A_MONDAY, iso) % 7) + 7) % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** "Sun 13": a day's head on the board. */
export const dayHead = (iso: string) => `${WEEKDAYS[weekdayOf(iso)]} ${Number(iso.slice(8))}`;

/** The first day and the number of days the board shows around `day`. */
export function boardRange(span: BoardSpan, day: string): { from: string; days: number } {
  if (span === "month") return { from: firstOfMonth(day), days: daysInMonth(day) };
  return { from: addDays(day, -weekdayOf(day)), days: 7 };
}

/** The day the previous (-1) or next (1) page of the board starts on. */
export const shiftRange = (span: BoardSpan, from: string, n: number) =>
  span === "month" ? addMonths(from, n) : addDays(from, 7 * n);

/** The columns (1-based, end excluded) a span [start, end] takes on a board starting `from` of `days` days; null when off it. */
export function columns(from: string, days: number, start: string, end: string): [number, number] | null {
  const a = Math.max(0, daysBetween(from, start));
  const b = Math.min(days - 1, daysBetween(from, end));
  return a > b ? null : [a + 1, b + 2];
}
