import type { DataSource } from "typeorm";
import { type Actor, type ServicePolicies, can, needs, requireAdmin } from "../shared/actor";
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
const documentsSql = (withMoney: boolean, after: boolean) => `
  SELECT row_to_json(d)::text AS doc, b."createdAt"::text AS at, b.id,
    CASE WHEN b.distance IS NOT NULL AND NOT (b.distance = 0 OR (b.distance >= 1e-4 AND b.distance < 1e15))
      THEN b.distance END AS "oddDistance"
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
  ${after ? `WHERE (b."createdAt", b.id) < ($2::timestamptz, $3::uuid)` : ""}
  ORDER BY b."createdAt" DESC, b.id DESC
  LIMIT $1`;
/** An instant as Date.prototype.toISOString writes it. */
const instant = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Where the key `distance` sits in a document: its value runs from here to `,"busType":`. */
const DISTANCE = `,"distance":`;

type Row = { doc: string; at: string; id: string; oddDistance: number | null };

export class BookingDocuments {
  constructor(private readonly db: DataSource) {}

  /**
   * Every booking's document as JSON text, newest first, one string each; read BATCH at a time as the reader
   * consumes them (memory: one batch of strings). Staff without `money.read` get the money fields null. The
   * read is recorded in the activity log (as the CSV export is) when it starts.
   */
  all(actor: Actor | undefined, batch = BATCH): AsyncIterable<string> {
    const who = requireAdmin(actor);
    const withMoney = can(who, Permission.moneyRead);
    const origin = currentOrigin();
    const db = this.db;
    return (async function* () {
      await recordActivityRows(db.manager, [{ actor: who, origin, action: "export", entity: "bookings", changes: {} }]);
      let after: [string, string] | null = null;
      for (;;) {
        const rows: Row[] = await db.query(documentsSql(withMoney, after !== null), [batch, ...(after ?? [])]);
        for (const r of rows) yield r.oddDistance === null ? r.doc : withDistance(r.doc, r.oddDistance);
        if (rows.length < batch) return;
        // The cursor carries the last row's time as the database wrote it (to the microsecond).
        const last = rows[rows.length - 1];
        after = [last.at, last.id];
      }
    })();
  }
}

/** The rows read per query: about 0.6 MB of JSON. */
const BATCH = 1000;

/** A document whose distance PostgreSQL writes differently from JSON.stringify: the value written by it. */
function withDistance(doc: string, distance: number): string {
  // Keys and numbers are never inside a string (a string's quotes are escaped), so the first match is the key.
  const start = doc.indexOf(DISTANCE) + DISTANCE.length;
  return doc.slice(0, start) + JSON.stringify(distance) + doc.slice(doc.indexOf(`,"busType":`, start));
}

export const BOOKING_DOCUMENT_POLICIES: ServicePolicies<BookingDocuments> = {
  ...needs(Permission.bookingsRead)("all"),
};
