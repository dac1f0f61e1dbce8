/**
 * The booking area's hand-written SQL (issue 30): the statements TypeORM's builders cannot write as
 * fast (group commit's multi-row insert) or at all, as named, typed functions. Services call these;
 * `columnCoverage` tells the column-drift test which entity columns each statement lists.
 */
import type { DataSource, EntityManager } from "typeorm";
import type { ColumnCoverage } from "../shared/query-columns";
import { bookingDays, daysBetween, overlaps } from "../shared/trip-days";
import { BOOKING_STATUSES } from "./booking-rules";
import { Booking, BookingStatusChange } from "./booking.entity";

/**
 * New bookings and their first status changes in one statement (`unnest` of one array per column). A
 * batch shares its transaction's time, kept to the millisecond the admin list's cursor carries.
 */
export const INSERT_BOOKINGS = `WITH b AS (
         INSERT INTO bookings (id, "ownerId", name, email, phone, "pickupLocation", destination, "departureDate", days,
           distance, "busId", status, notes, passengers, "createdAt", "updatedAt")
         SELECT *, date_trunc('milliseconds', now()), date_trunc('milliseconds', now())
         FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
           $8::date[], $9::int[], $10::float8[], $11::uuid[], $12::text[], $13::text[], $14::int[])
         RETURNING id, "createdAt", "updatedAt"),
       c AS (
         INSERT INTO booking_status_changes ("bookingId", "fromStatus", "toStatus", "changedById")
         SELECT x.id, NULL, x.status, x.by FROM unnest($1::uuid[], $12::text[], $15::uuid[]) AS x(id, status, by)
         JOIN b USING (id))
       SELECT * FROM b`;

/** A new booking (its id chosen by the caller) and who made it (the first status change's author). */
export interface NewBooking {
  booking: Booking;
  by: string;
}

/** Inserts the bookings with their first status change; answers each one's id and stored times. */
export function insertBookings(
  m: EntityManager,
  rows: NewBooking[],
): Promise<Array<{ id: string; createdAt: Date; updatedAt: Date }>> {
  const column = <T>(f: (s: NewBooking) => T) => rows.map(f);
  return m.query(INSERT_BOOKINGS, [
    ...[column((s) => s.booking.id), column((s) => s.booking.ownerId), column((s) => s.booking.name)],
    ...[column((s) => s.booking.email), column((s) => s.booking.phone), column((s) => s.booking.pickupLocation)],
    ...[column((s) => s.booking.destination), column((s) => s.booking.departureDate)],
    ...[column((s) => s.booking.days), column((s) => s.booking.distance), column((s) => s.booking.busId)],
    ...[column((s) => s.booking.status), column((s) => s.booking.notes), column((s) => s.booking.passengers)],
    column((s) => s.by),
  ]);
}

/** All bookings, from the counters (no count of the table). */
export async function countAllBookings(db: DataSource | EntityManager): Promise<number> {
  const [{ n }] = await db.query(`SELECT coalesce(sum(bookings), 0)::int AS n FROM booking_counters`);
  return n;
}

/** One count column per booking status (confirmed, pending, cancelled) from the maintained counters (migrations BookingCounters, BookingCountersByStatement), from the enum rather than a copy of it. */
const countersByStatus = BOOKING_STATUSES.map(
  (s) => `coalesce(sum(bookings) FILTER (WHERE status = '${s}'), 0)::int AS ${s.toLowerCase()}`,
).join(", ");

/** The dashboard's booking figures, from the counters: all, per status, and the distance. */
export async function counterTotals(
  db: DataSource,
): Promise<{ total: number; confirmed: number; pending: number; cancelled: number; distance: number }> {
  const [b] = await db.query(`SELECT coalesce(sum(bookings), 0)::int AS total, ${countersByStatus},
        coalesce(sum(distance), 0)::float AS distance FROM booking_counters`);
  return b;
}

/** How many buses there are, and how many have `available` status. */
export async function busCounts(db: DataSource, available: string): Promise<{ total: number; available: number }> {
  const [f] = await db.query(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = $1)::int AS available FROM buses`,
    [available],
  );
  return f;
}

/** Bookings per departure month (all and per status) from 8 months ago to 3 months ahead, from the counters. */
export function countersPerMonth(
  db: DataSource,
): Promise<Array<{ month: string; total: number; confirmed: number; pending: number; cancelled: number }>> {
  return db.query(`
      WITH months AS (
        SELECT d::date AS month FROM generate_series(date_trunc('month', now()) - interval '8 months', date_trunc('month', now()) + interval '3 months', interval '1 month') d
      )
      SELECT to_char(m.month, 'YYYY-MM') AS month, coalesce(sum(c.bookings), 0)::int AS total, ${countersByStatus}
      FROM months m LEFT JOIN booking_counters c ON c.month = m.month
      GROUP BY m.month ORDER BY m.month`);
}

/** The planner's row count of bookings (at least 1). */
export async function bookingsRowEstimate(db: DataSource): Promise<number> {
  const [{ rows }] = await db.query(
    `SELECT greatest(reltuples, 1)::float AS rows FROM pg_class WHERE oid = 'bookings'::regclass`,
  );
  return rows;
}

/** QueryBuilder condition: booking `b`'s days meet [:start, :end). */
export const BOOKING_MEETS_TRIP = overlaps(bookingDays("b"), daysBetween(":start::date", ":end::date"));

/** QueryBuilder condition: booking `b`'s days meet [:from, :to] (the calendar's days, both included). */
export const BOOKING_MEETS_DAYS = overlaps(bookingDays("b"), daysBetween(":from::date", ":to::date", true));

export const columnCoverage: ColumnCoverage[] = [
  {
    name: "INSERT_BOOKINGS (bookings)",
    entity: Booking,
    sql: INSERT_BOOKINGS,
    kind: "insert",
    // A new booking has no fare, advance or cancellation request yet.
    leftOut: [
      "agreedFare",
      "advance",
      "advanceReceivedOn",
      "cancelRequestedAt",
      "cancelReason",
      "cancelDeclinedMessage",
    ],
  },
  {
    name: "INSERT_BOOKINGS (booking_status_changes)",
    entity: BookingStatusChange,
    sql: INSERT_BOOKINGS,
    kind: "insert",
    leftOut: ["id", "note", "changedAt"],
  },
];
