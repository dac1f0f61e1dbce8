/**
 * The trip-overlap expression, written once for every runtime query so that none drifts from the others. A booking
 * holds its bus (and its drivers) on [departure, departure + days): the same range as the exclusion constraints
 * `EX_bookings_confirmed_bus_overlap` and `EX_driver_assignments_overlap` and the blackout trigger (migrations that
 * already ran keep their own text). An unavailable period covers both its ends.
 * Each function answers SQL text; the arguments are table aliases or parameter placeholders, never values.
 */

/** A booking's days, [departure, departure + days), for the bookings row aliased `alias`. */
export const bookingDays = (alias: string) =>
  `daterange(${alias}."departureDate", ${alias}."departureDate" + ${alias}.days, '[)')`;

/** An unavailable period's days, [start, end] (both included), for the bus_blackouts row aliased `alias`. */
export const blackoutDays = (alias: string) => `daterange(${alias}."startDate", ${alias}."endDate", '[]')`;

/** The days between two date parameters or columns: [start, end), or [start, end] with `inclusive`. */
export const daysBetween = (start: string, end: string, inclusive = false) =>
  `daterange(${start}, ${end}, '${inclusive ? "[]" : "[)"}')`;

/** Whether two ranges share a day. */
export const overlaps = (a: string, b: string) => `${a} && ${b}`;
