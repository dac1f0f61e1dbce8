/**
 * The booking area's hand-written SQL, kept out of its services: the statements TypeORM's builders cannot write as
 * fast (group commit's multi-row insert, the REST documents written by PostgreSQL) or at all (the
 * counters' figures, the admin list's capped count, sample and planner estimate around its
 * QueryBuilder's SQL), as named, typed functions. Services call these and hold no SQL text of their own;
 * `columnCoverage` tells the column-drift test which entity columns each statement lists.
 */
import { escapeLiteral } from "pg";
import type { DataSource, EntityManager } from "typeorm";
import { copyOut } from "../shared/copy-out";
import { sqlRupees } from "../shared/money";
import type { ColumnCoverage } from "../shared/query-columns";
import { bookingDays, daysBetween, overlaps } from "../shared/trip-days";
import { BOOKING_STATUSES } from "./booking-rules";
import { Booking, BookingStatusChange } from "./booking.entity";
import { TripPlan } from "./trip-plan";

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
    // The fleet's own buses: a vendor's (hired in) are not the operator's to count.
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = $1)::int AS available FROM buses
      WHERE "vendorId" IS NULL`,
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

/** QueryBuilder condition: booking `b`'s days meet [:from, :to] (the calendar's days, both included). */
export const BOOKING_MEETS_DAYS = overlaps(bookingDays("b"), daysBetween(":from::date", ":to::date", true));

/**
 * Every booking's REST document (the `Booking` schema of `booking.rest.ts`, what `bookingDoc` builds), written
 * by PostgreSQL as JSON text, newest first: GET /api/bookings at any size (a million bookings too). Building a million
 * entities and documents in JavaScript made V8's heap grow to hundreds of MB of garbage; here the whole list is
 * one `COPY ... TO STDOUT` whose bytes are written through as they arrive (`copyOut`): no row is ever a string or
 * an object in JavaScript.
 *
 * The projection mirrors `bookingDoc` field for field and format for format (the REST contract test and the
 * stream test's byte-for-byte check pin it): row_to_json writes compact JSON with the keys in this order and
 * escapes strings as JSON.stringify does (a control character as \u00XX: no raw line break is ever in a
 * document); instants as toISOString (UTC, milliseconds truncated, as the pg driver's Date keeps them); money as
 * numbers (numeric -> float8: the nearest double, as Number() reads it). A double is written as JavaScript
 * writes it: PostgreSQL's shortest text is the same digits, but it uses the exponent form below 1e-4 and from
 * 1e15 on where JavaScript does below 1e-6 and from 1e21 on (and writes e-07 for e-7), so the distance is its
 * text read as numeric (fixed notation, the same digits) in JavaScript's fixed range, the exponent without its
 * leading zero outside it, and null for NaN and the infinities (as JSON.stringify); -0 is 0.
 *
 * COPY's CSV format with delimiter \x01 and quote \x02 (characters a JSON text never holds raw) writes each
 * document as it is, followed by a line break.
 */
const documentsSql = (withMoney: boolean, owner: string | null, unassigned: boolean) => `
  SELECT row_to_json(d)::text
  FROM bookings b
  LEFT JOIN buses bus ON bus.id = b."busId"
  LEFT JOIN booking_trip_plans p ON p."bookingId" = b.id
  CROSS JOIN LATERAL (SELECT b.id AS "_id", b.name, b.email, b.phone, b."pickupLocation", b.destination,
    b."departureDate", b.days, (CASE
      WHEN b.distance IS NULL OR b.distance IN ('NaN', 'Infinity', '-Infinity') THEN NULL
      WHEN b.distance = 0 OR (abs(b.distance) >= 1e-6 AND abs(b.distance) < 1e21) THEN b.distance::text::numeric::text
      ELSE replace(b.distance::text, 'e-0', 'e-') END)::json AS distance,
    (SELECT row_to_json(t) FROM (SELECT bus.id AS "_id", bus.name, bus.capacity) t WHERE bus.id IS NOT NULL) AS "busType",
    b.status, b.notes, b.passengers,
    ${withMoney ? `${sqlRupees(`b."agreedFarePaise"`)}::float8` : "NULL::float8"} AS "agreedFare",
    ${withMoney ? `${sqlRupees(`b."agreedAdvancePaise"`)}::float8` : "NULL::float8"} AS advance,
    ${withMoney ? `b."advanceReceivedOn"` : "NULL::date"} AS "advanceReceivedOn",
    ${withMoney ? `${sqlRupees(`b."balancePaise"`)}::float8` : "NULL::float8"} AS balance,
    ${instant(`b."cancelRequestedAt"`)} AS "cancelRequestedAt", b."cancelReason", b."cancelDeclinedMessage",
    ${instant(`b."completedAt"`)} AS "completedAt",
    p."tripType",
    CASE WHEN p."bookingId" IS NULL THEN '[]'::json ELSE (
      SELECT ('[' || coalesce(string_agg(row_to_json(s)::text, ',' ORDER BY e.i), '') || ']')::json
      FROM jsonb_array_elements(p.stops) WITH ORDINALITY e(v, i)
      CROSS JOIN LATERAL (SELECT e.v->'place' AS place, e.v->'day' AS day, e.v->'time' AS time,
        e.v->'nightHalt' AS "nightHalt") s
    ) END AS stops,
    ${instant(`b."createdAt"`)} AS "createdAt", ${instant(`b."updatedAt"`)} AS "updatedAt") d
  WHERE ${owner === null ? "true" : `b."ownerId" = ${owner}`}
  ${unassigned ? `AND b.status = 'Confirmed' AND NOT EXISTS (SELECT 1 FROM driver_assignments a WHERE a."bookingId" = b.id)` : ""}
  ORDER BY b."createdAt" DESC, b.id DESC`;
/** An instant as Date.prototype.toISOString writes it. */
const instant = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** A uuid as a literal (COPY takes no parameters): only a well-formed uuid is accepted. */
const uuidLiteral = (id: string) => {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw new Error(`not a uuid: ${id}`);
  return `'${id}'::uuid`;
};

/**
 * The booking documents, newest first, as COPY writes them: each document's JSON text followed by a line break,
 * in chunks as they arrive from PostgreSQL (a chunk may end inside a document). Every booking's (`owner` null) or
 * one owner's; `unassigned`: only Confirmed trips with no driver. Without `withMoney` the money fields are null.
 */
export function bookingDocumentLines(
  db: DataSource,
  { withMoney, owner, unassigned }: { withMoney: boolean; owner: string | null; unassigned: boolean },
): AsyncGenerator<Buffer> {
  const select = documentsSql(withMoney, owner === null ? null : uuidLiteral(owner), unassigned);
  return copyOut(db, `COPY (${select}) TO STDOUT WITH (FORMAT csv, DELIMITER E'\\x01', QUOTE E'\\x02')`);
}

/**
 * The total of bookings of a status (or any) departing in the months from..to (either end open),
 * summed from the counters kept per status and month.
 */
export async function countersMatching(
  db: DataSource,
  status: string | null,
  from: string | null,
  to: string | null,
): Promise<number> {
  return db
    .query(
      `SELECT coalesce(sum(bookings), 0)::int AS n FROM booking_counters
         WHERE ($1::varchar IS NULL OR status = $1) AND ($2::date IS NULL OR month >= $2) AND ($3::date IS NULL OR month <= $3)`,
      [status, from, to],
    )
    .then(([r]) => r.n);
}

/** A customer's own bookings, counted. */
export async function countOwnBookings(db: DataSource, ownerId: string): Promise<number> {
  const [{ n }] = (await db.query(`SELECT count(*)::int AS n FROM bookings WHERE "ownerId" = $1`, [ownerId])) as Array<{
    n: number;
  }>;
  return n;
}

/*
 * The admin list's counts wrap the SQL its QueryBuilder generates for a filter (`getQueryAndParameters()`):
 * there is no fixed statement, so these take the generated text and parameters and add only the counting.
 */

/**
 * The generated statement's matches counted up to `cap` (LIMIT cap + 1 on it); with `page`, the statement
 * selects `b.id, b."createdAt"` and the answer carries the ids of the page after its cursor, newest first.
 */
export async function cappedMatches(
  db: DataSource,
  [sql, params]: [string, unknown[]],
  cap: number,
  page: { limit: number; cursor: { createdAt: string; id: string } | null } | null,
): Promise<{ n: number; ids: string[] | null }> {
  const withPage = page !== null;
  const limit = page?.limit;
  const cursor = page?.cursor ?? null;
  const after = cursor
    ? `WHERE ("createdAt", id) < ($${params.length + 1}::timestamptz, $${params.length + 2}::uuid)`
    : "";
  const pageSql = `(SELECT coalesce(array_agg(id ORDER BY "createdAt" DESC, id DESC), '{}')
      FROM (SELECT id, "createdAt" FROM m ${after} ORDER BY "createdAt" DESC, id DESC LIMIT ${limit}) AS p)`;
  const capped = `${sql} LIMIT ${cap + 1}`;
  const [r] = await db.query(
    withPage
      ? `WITH m AS MATERIALIZED (${capped}) SELECT (SELECT count(*)::int FROM m) AS n, ${pageSql} AS ids`
      : `SELECT count(*)::int AS n, NULL AS ids FROM (${capped}) AS m`,
    withPage && cursor ? [...params, cursor.createdAt, cursor.id] : params,
  );
  return r;
}

/**
 * The generated statement (it selects `count(*)::int` AS n from `"bookings" "b"`) run on a sample of
 * `percent` % of the table's pages (TABLESAMPLE SYSTEM, the same sample each time): the sample's count.
 */
export async function sampledCount(
  db: DataSource,
  [sql, params]: [string, unknown[]],
  percent: number,
): Promise<number> {
  const sampled = sql.replace(
    `FROM "bookings" "b"`,
    `FROM "bookings" "b" TABLESAMPLE SYSTEM (${percent}) REPEATABLE (31)`,
  );
  return (await db.query(sampled, params))[0].n;
}

/** The planner's estimate of the generated statement's rows (EXPLAIN, not run). */
export async function plannedRows(db: DataSource, [sql, params]: [string, unknown[]]): Promise<number> {
  const [{ "QUERY PLAN": plan }] = await db.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  return plan[0].Plan["Plan Rows"];
}

/**
 * The CSV export's lines: the generated statement (selecting each row's line, newest first, its parameters
 * `$n`) written by COPY in its text format, in chunks as they arrive. COPY takes no parameters, so each is
 * written into the text as a literal (pg's escapeLiteral: quotes and backslashes doubled).
 */
export function csvLines(db: DataSource, [sql, params]: [string, unknown[]]): AsyncGenerator<Buffer> {
  const literal = (value: unknown) => {
    if (value === null || value === undefined) return "NULL";
    if (typeof value === "string") return escapeLiteral(value);
    if ((typeof value === "number" && Number.isFinite(value)) || typeof value === "boolean") return String(value);
    throw new Error(`no literal for a parameter of type ${typeof value}`);
  };
  return copyOut(db, `COPY (${sql.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]))}) TO STDOUT`);
}

/** The trip plans of a batch of new bookings, on the bookings' insert transaction (one `unnest` statement). */
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
  {
    // The REST document of a booking (every variant names the same columns; this one with money).
    name: "bookingDocumentLines (bookings)",
    entity: Booking,
    sql: documentsSql(true, "$1", true),
    kind: "select",
    alias: "b",
    // Who completed the trip is the activity log's and the history's, not the document's; the trip version the messages'.
    leftOut: ["completedById", "tripVersion"],
  },
  {
    name: "INSERT_BOOKINGS (bookings)",
    entity: Booking,
    sql: INSERT_BOOKINGS,
    kind: "insert",
    // A new booking has no fare, advance, balance or cancellation request yet.
    leftOut: [
      "agreedFarePaise",
      "agreedAdvancePaise",
      "balancePaise",
      "advanceReceivedOn",
      "cancelRequestedAt",
      "cancelReason",
      "cancelDeclinedMessage",
      "completedAt",
      "completedById",
      // Its default, 1 (a trigger moves it on when the trip's dates or bus change).
      "tripVersion",
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
