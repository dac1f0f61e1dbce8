/**
 * The driver area's hand-written SQL, kept out of the services: which other Confirmed trip holds a driver (to name it
 * when the exclusion constraint refuses an assignment), a trip's record and its duty slip made once, and
 * staff's decision on a trip charge (one row per booking and candidate, replaced by a new decision).
 * `columnCoverage` names the columns the trip charge's insert leaves to their defaults.
 */
import type { DataSource, EntityManager } from "typeorm";
import type { ColumnCoverage } from "../shared/query-columns";
import { bookingDays, overlaps } from "../shared/trip-days";
import { TripCharge } from "./driver-duty.entity";
import type { ChargeLine } from "./trip-charge-lines";

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
export async function ensureTripRecord(m: EntityManager, vehicleId: string): Promise<void> {
  await m.query(
    `INSERT INTO "driver_trips" ("vehicleId", "bookingId") SELECT id, "bookingId" FROM booking_vehicles WHERE id = $1
      ON CONFLICT DO NOTHING`,
    [vehicleId],
  );
}

/** The booking's duty slip, made if missing (one per booking). */
export async function ensureDutyRecord(m: EntityManager, bookingId: string): Promise<void> {
  await m.query(`INSERT INTO "driver_duties" ("bookingId") VALUES ($1) ON CONFLICT DO NOTHING`, [bookingId]);
}

/** Staff's decision on a trip charge candidate: written, or replacing the earlier decision on the same source. */
export const DECIDE_TRIP_CHARGE = `INSERT INTO "driver_trip_charges" ("bookingId", "source", "description", "quantity", "unitPaise", "amountPaise", "approved", "decidedById")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT ("bookingId", "source") DO UPDATE SET "description" = EXCLUDED."description", "quantity" = EXCLUDED."quantity",
           "unitPaise" = EXCLUDED."unitPaise", "amountPaise" = EXCLUDED."amountPaise", "approved" = EXCLUDED."approved",
           "decidedById" = EXCLUDED."decidedById", "decidedAt" = now()`;

/** Records (or replaces) staff `decidedById`'s decision on the candidate `line` of booking `bookingId`. */
export async function decideTripCharge(
  m: EntityManager,
  bookingId: string,
  line: ChargeLine & { source: string },
  approve: boolean,
  decidedById: string,
): Promise<void> {
  await m.query(DECIDE_TRIP_CHARGE, [
    bookingId,
    line.source,
    line.description,
    line.quantity,
    line.unitPaise,
    line.amountPaise,
    approve,
    decidedById,
  ]);
}

export const columnCoverage: ColumnCoverage[] = [
  {
    name: "DECIDE_TRIP_CHARGE (driver_trip_charges)",
    entity: TripCharge,
    sql: DECIDE_TRIP_CHARGE,
    kind: "insert",
    // The id and the decision's time are the database's (a replaced decision sets decidedAt = now()).
    leftOut: ["id", "decidedAt"],
  },
];

/** A vehicle of a booking by its id, or the first when `vehicleId` is null. */
export async function vehicleOfBooking(
  m: EntityManager,
  bookingId: string,
  vehicleId: string | null,
): Promise<{ id: string; position: number; busId: string | null } | undefined> {
  const [row] = await m.query(
    `SELECT id, position, "busId" FROM booking_vehicles
      WHERE "bookingId" = $1 AND (CASE WHEN $2::uuid IS NULL THEN position = 1 ELSE id = $2::uuid END)`,
    [bookingId, vehicleId],
  );
  return row;
}

/** How many vehicles a booking has. */
export async function vehicleCount(m: EntityManager, bookingId: string): Promise<number> {
  const [row] = await m.query(`SELECT count(*)::int AS n FROM booking_vehicles WHERE "bookingId" = $1`, [bookingId]);
  return row.n;
}

/** Which of the drivers already drives another vehicle of the booking (its id), if one does. */
export async function drivingOtherVehicle(
  m: EntityManager,
  bookingId: string,
  vehicleId: string,
  driverIds: readonly string[],
): Promise<string | undefined> {
  const [row] = await m.query(
    `SELECT "driverId" FROM driver_assignments WHERE "bookingId" = $1 AND "vehicleId" <> $2 AND "driverId" = ANY($3::uuid[])
      LIMIT 1`,
    [bookingId, vehicleId, [...driverIds]],
  );
  return row?.driverId;
}

/** A vehicle's position in its booking (1, 2, …). */
export async function vehiclePosition(m: EntityManager, vehicleId: string): Promise<number> {
  const [row] = await m.query(`SELECT position FROM booking_vehicles WHERE id = $1`, [vehicleId]);
  return row?.position ?? 1;
}
