/**
 * The driver area's hand-written SQL (issue 30): which other Confirmed trip holds a driver (to name it
 * when the exclusion constraint refuses an assignment), and a trip's record made once. No statement
 * here writes or reads a whole entity row, so `columnCoverage` is empty.
 */
import type { DataSource, EntityManager } from "typeorm";
import type { ColumnCoverage } from "../shared/query-columns";
import { bookingDays, overlaps } from "../shared/trip-days";

/** The first other trip (by departure) on which one of these drivers is assigned during booking `bookingId`'s days. */
export function driverClashes(
  db: DataSource,
  bookingId: string,
  driverIds: string[],
): Promise<Array<{ driverId: string; id: string; name: string; departureDate: string; days: number }>> {
  return db.query(
    `SELECT o."driverId", b."id", b."name", to_char(b."departureDate", 'YYYY-MM-DD') AS "departureDate", b."days"
           FROM "driver_assignments" o JOIN "bookings" b ON b."id" = o."bookingId"
           JOIN "bookings" me ON me."id" = $1
          WHERE o."driverId" = ANY($2) AND o."bookingId" <> $1
            AND ${overlaps(`o."trip"`, bookingDays("me"))}
          ORDER BY b."departureDate" LIMIT 1`,
    [bookingId, driverIds],
  );
}

/** The booking's trip record, made if missing (one per booking). */
export async function ensureTripRecord(m: EntityManager, bookingId: string): Promise<void> {
  await m.query(`INSERT INTO "driver_trips" ("bookingId") VALUES ($1) ON CONFLICT DO NOTHING`, [bookingId]);
}

export const columnCoverage: ColumnCoverage[] = [];
