/**
 * The bus area's hand-written SQL, kept out of the services: the bookings' bus lookups batched into one prepared
 * statement, and the availability of every bus for a trip. Services call these; `columnCoverage` tells
 * the column-drift test which entity columns each statement lists.
 */
import type { DataSource, EntityManager } from "typeorm";
import type { BusStatus } from "../shared/enums";
import { preparedQuery } from "../shared/prepared";
import type { ColumnCoverage } from "../shared/query-columns";
import { blackoutDays, daysBetween, overlaps } from "../shared/trip-days";
import type { BusBlackout } from "./bus-blackout.entity";
import { Bus } from "./bus.entity";

/** QueryBuilder condition: the blackout row `b` meets the trip [:start, :end). */
export const BLACKOUT_MEETS_TRIP = overlaps(blackoutDays("b"), daysBetween(":start::date", ":end::date"));

/**
 * For each (bus, start, end) key, by its position `n` (1-based): the bus's columns (dates as text) and
 * the first unavailable period meeting [start, end). Keys whose bus does not exist answer no row.
 */
export const BUSES_FOR_TRIPS = `SELECT k.n, b.id, b.name, b.capacity, b.status, b.description, b.features, b.images,
           b."lastMaintenance"::text AS "lastMaintenance", b."registrationNumber", b."vendorId", b."createdAt", b."updatedAt",
           o."startDate"::text AS "blackoutStart", o."endDate"::text AS "blackoutEnd"
         FROM unnest($1::uuid[], $2::date[], $3::date[]) WITH ORDINALITY AS k(bus, start, finish, n)
         JOIN buses b ON b.id = k.bus AND b."vendorId" IS NULL
         LEFT JOIN LATERAL (
           SELECT "startDate", "endDate" FROM bus_blackouts x
           WHERE x."busId" = b.id AND ${overlaps(blackoutDays("x"), daysBetween("k.start", "k.finish"))}
           ORDER BY x."startDate" LIMIT 1) o ON true`;

/** BUSES_FOR_TRIPS as a named prepared statement (it runs for every booking). */
export function busesForTrips(
  db: DataSource,
  keys: Array<{ busId: string; start: string; end: string }>,
): Promise<Array<Record<string, string | null> & { n: string }>> {
  return preparedQuery<Record<string, string | null> & { n: string }>(db, "buses-for-trips", BUSES_FOR_TRIPS, [
    keys.map((k) => k.busId),
    keys.map((k) => k.start),
    keys.map((k) => k.end),
  ]);
}

/**
 * Every bus, largest first, with the end of the last unavailable period meeting [start, end) (text) and
 * whether a Confirmed booking holds it on those days (as any of its vehicles). The fleet's own buses only.
 */
export function busesForDays(
  db: DataSource,
  start: string,
  end: string,
): Promise<Array<{ id: string; status: BusStatus; blackout: string | null; booked: boolean }>> {
  return db.query(
    `SELECT bus.id, bus.status,
         (SELECT b."endDate"::text FROM bus_blackouts b WHERE b."busId" = bus.id
            AND ${overlaps(blackoutDays("b"), daysBetween("$1::date", "$2::date"))} ORDER BY b."endDate" DESC LIMIT 1) AS blackout,
         EXISTS (SELECT 1 FROM booking_vehicles v WHERE v."busId" = bus.id AND v.confirmed
            AND ${overlaps("v.trip", daysBetween("$1::date", "$2::date"))}) AS booked
       FROM buses bus WHERE bus."vendorId" IS NULL ORDER BY bus.capacity DESC, bus.name ASC`,
    [start, end],
  );
}

/** Removes an unavailable period; answers what it was (undefined when there was none). */
export async function deleteBlackout(
  m: EntityManager,
  id: string,
): Promise<Pick<BusBlackout, "busId" | "startDate" | "endDate" | "reason"> | undefined> {
  const [[gone]] = await m.query(
    `DELETE FROM bus_blackouts WHERE id = $1
       RETURNING "busId", "startDate"::text AS "startDate", "endDate"::text AS "endDate", reason`,
    [id],
  );
  return gone;
}

export const columnCoverage: ColumnCoverage[] = [
  // The bus read here is the one a new booking's answer carries (no reload after the insert).
  { name: "BUSES_FOR_TRIPS", entity: Bus, sql: BUSES_FOR_TRIPS, kind: "select", alias: "b" },
];
