import type { DataSource } from "typeorm";
import { type Actor, type ServicePolicies, can, isAdmin, needs, open, requireAdmin } from "../shared/actor";
import { UnauthenticatedError } from "../shared/errors";
import { msg } from "../shared/messages";
import { recordActivityRows } from "../shared/activity";
import { Permission } from "../shared/permissions";
import { currentOrigin } from "../shared/request-context";

/**
 * Every booking's REST document (the `Booking` schema of `booking.rest.ts`, what `bookingDoc` builds), written
 * by PostgreSQL as JSON text, newest first: GET /api/bookings at any size (issue 31). Building a million
 * entities and documents in JavaScript made V8's heap grow to hundreds of MB of garbage; here each booking is
 * one string read from the database and written through unparsed, in keyset batches on (createdAt, id).
 *
 * The projection mirrors `bookingDoc` field for field and format for format (the REST contract test and the
 * stream test's byte-for-byte check pin it): row_to_json writes compact JSON with the keys in this order and
 * escapes strings as JSON.stringify does; instants as toISOString (UTC, milliseconds truncated, as the pg
 * driver's Date keeps them); money as numbers (numeric -> float8: the nearest double, as Number() reads it).
 * PostgreSQL writes a double as JavaScript does except below 1e-4 and from 1e15 on (exponent forms) and for
 * NaN/Infinity (quoted): such a `distance` comes back separately and is written by JSON.stringify instead.
 */
const documentsSql = (withMoney: boolean, after: boolean, owner: boolean, unassigned: boolean) => `
  WITH batch AS (SELECT row_to_json(d)::text AS doc, b."createdAt"::text AS at, b.id,
    CASE WHEN b.distance IS NOT NULL AND NOT (b.distance = 0 OR (b.distance >= 1e-4 AND b.distance < 1e15))
      THEN b.distance END AS "oddDistance",
    row_number() OVER (ORDER BY b."createdAt" DESC, b.id DESC) AS n
  FROM bookings b
  LEFT JOIN buses bus ON bus.id = b."busId"
  LEFT JOIN booking_trip_plans p ON p."bookingId" = b.id
  CROSS JOIN LATERAL (SELECT b.id AS "_id", b.name, b.email, b.phone, b."pickupLocation", b.destination,
    b."departureDate", b.days, b.distance,
    (SELECT row_to_json(t) FROM (SELECT bus.id AS "_id", bus.name, bus.capacity) t WHERE bus.id IS NOT NULL) AS "busType",
    b.status, b.notes, b.passengers,
    ${withMoney ? `b."agreedFare"::float8` : "NULL::float8"} AS "agreedFare",
    ${withMoney ? `b.advance::float8` : "NULL::float8"} AS advance,
    ${withMoney ? `b."advanceReceivedOn"` : "NULL::date"} AS "advanceReceivedOn",
    ${withMoney ? `(b."agreedFare" - coalesce(b.advance, 0))::float8` : "NULL::float8"} AS balance,
    ${instant(`b."cancelRequestedAt"`)} AS "cancelRequestedAt", b."cancelReason", b."cancelDeclinedMessage",
    p."tripType",
    CASE WHEN p."bookingId" IS NULL THEN '[]'::json ELSE (
      SELECT ('[' || coalesce(string_agg(row_to_json(s)::text, ',' ORDER BY e.i), '') || ']')::json
      FROM jsonb_array_elements(p.stops) WITH ORDINALITY e(v, i)
      CROSS JOIN LATERAL (SELECT e.v->'place' AS place, e.v->'day' AS day, e.v->'time' AS time,
        e.v->'nightHalt' AS "nightHalt") s
    ) END AS stops,
    ${instant(`b."createdAt"`)} AS "createdAt", ${instant(`b."updatedAt"`)} AS "updatedAt") d
  WHERE ${owner ? `b."ownerId" = $2` : "$2::uuid IS NULL"}
  ${unassigned ? `AND b.status = 'Confirmed' AND NOT EXISTS (SELECT 1 FROM driver_assignments a WHERE a."bookingId" = b.id)` : ""}
  ${after ? `AND (b."createdAt", b.id) < ($3::timestamptz, $4::uuid)` : ""}
  ORDER BY b."createdAt" DESC, b.id DESC
  LIMIT $1),
  -- Groups of consecutive documents: a new one every GROUP rows and at each odd distance (a group of its own).
  marked AS (SELECT *, count("oddDistance") OVER (ORDER BY n) AS odds FROM batch)
  SELECT string_agg(doc, ',' ORDER BY n) AS docs, count(*)::int AS rows, max("oddDistance") AS "oddDistance",
    (array_agg(at ORDER BY n DESC))[1] AS at, (array_agg(id ORDER BY n DESC))[1] AS id
  FROM marked
  GROUP BY odds, (n - 1) / ${GROUP}, CASE WHEN "oddDistance" IS NULL THEN 0 ELSE n END
  ORDER BY min(n)`;
/**
 * Documents joined into one text per GROUP (about 30 kB: a young object, short-lived), so that a batch is a few
 * dozen strings and objects instead of thousands (issue 31: per-row objects made V8's old space grow).
 */
const GROUP = 50;
/** An instant as Date.prototype.toISOString writes it. */
const instant = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Where the key `distance` sits in a document: its value runs from here to `,"busType":`. */
const DISTANCE = `,"distance":`;

/** Consecutive documents joined by commas (one alone when its distance is odd), and the last one's cursor. */
type Group = { docs: string; rows: number; at: string; id: string; oddDistance: number | null };

export class BookingDocuments {
  constructor(private readonly db: DataSource) {}

  /**
   * Every booking's document as JSON text, newest first (a few dozen joined by commas per string); read BATCH at a time as the reader
   * consumes them (memory: one batch of strings). Staff without `money.read` get the money fields null. The
   * read is recorded in the activity log (as the CSV export is) when it starts. `unassigned`: only Confirmed
   * trips with no driver (the admin list's "Unassigned" filter).
   */
  all(actor: Actor | undefined, { unassigned = false } = {}, batch = BATCH): AsyncIterable<string> {
    const who = requireAdmin(actor);
    const origin = currentOrigin();
    const db = this.db;
    const rows = this.read(can(who, Permission.moneyRead), null, batch, unassigned);
    return (async function* () {
      await recordActivityRows(db.manager, [{ actor: who, origin, action: "export", entity: "bookings", changes: {} }]);
      yield* rows;
    })();
  }

  /** The caller's own bookings' documents, newest first, as `all` writes them (REST's list of one's bookings). */
  mine(actor: Actor | undefined, batch = BATCH): AsyncIterable<string> {
    if (!actor) throw new UnauthenticatedError(msg("auth.notLoggedIn"));
    // Staff reading their own bookings see money as they see it anywhere (the guard's rule, moneyFor).
    return this.read(!isAdmin(actor) || can(actor, Permission.moneyRead), actor.id, batch);
  }

  private async *read(
    withMoney: boolean,
    owner: string | null,
    batch: number,
    unassigned = false,
  ): AsyncGenerator<string> {
    let after: [string, string] | null = null;
    for (;;) {
      const sql = documentsSql(withMoney, after !== null, owner !== null, unassigned);
      const groups: Group[] = await this.db.query(sql, [batch, owner, ...(after ?? [])]);
      let rows = 0;
      for (const g of groups) {
        rows += g.rows;
        yield g.oddDistance === null ? g.docs : withDistance(g.docs, g.oddDistance);
      }
      if (rows < batch) return;
      // The cursor carries the last row's time as the database wrote it (to the microsecond).
      const last = groups[groups.length - 1];
      after = [last.at, last.id];
    }
  }
}

/** The rows read per query (about 150 kB of JSON): what is alive at a young-generation collection stays small, so little is promoted to old space. */
const BATCH = 250;

/** A document whose distance PostgreSQL writes differently from JSON.stringify: the value written by it. */
function withDistance(doc: string, distance: number): string {
  // Keys and numbers are never inside a string (a string's quotes are escaped), so the first match is the key.
  const start = doc.indexOf(DISTANCE) + DISTANCE.length;
  return doc.slice(0, start) + JSON.stringify(distance) + doc.slice(doc.indexOf(`,"busType":`, start));
}

export const BOOKING_DOCUMENT_POLICIES: ServicePolicies<BookingDocuments> = {
  ...needs(Permission.bookingsRead)("all"),
  ...open("mine"),
};
