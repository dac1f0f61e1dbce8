/**
 * The hand-written SQL of a booking's vehicles: the vehicles with their buses, the buses locked in one fixed order
 * (so two confirmations sharing buses never wait on each other in a circle), and the Confirmed trip that holds a bus.
 */
import type { EntityManager } from "typeorm";
import type { BusStatus } from "../shared/enums";
import type { Paise } from "../shared/money";
import type { ColumnCoverage } from "../shared/query-columns";
import { daysBetween, overlaps } from "../shared/trip-days";
import type { Clash } from "./booking-rules";
import { BookingVehicle } from "./booking-vehicle.entity";

/** A vehicle of a booking with what staff read of its bus (null fields: no bus yet). */
export interface VehicleRow {
  id: string;
  bookingId: string;
  position: number;
  seats: number;
  busId: string | null;
  busName: string | null;
  busCapacity: number | null;
  registrationNumber: string | null;
  vendorId: string | null;
  vendorName: string | null;
  vendorCostPaise: Paise | null;
  vendorPaidAt: Date | null;
  vendorPaidReference: string | null;
  confirmed: boolean;
}

export const VEHICLES_OF = `SELECT v.id, v."bookingId", v.position, v.seats, v."busId", v."vendorCostPaise", v."vendorPaidAt",
      v."vendorPaidReference", v."vendorPaidById", v.confirmed, v."createdAt",
      bus.name AS "busName", bus.capacity AS "busCapacity", bus."registrationNumber", bus."vendorId",
      vendor.name AS "vendorName"
    FROM booking_vehicles v LEFT JOIN buses bus ON bus.id = v."busId" LEFT JOIN vendors vendor ON vendor.id = bus."vendorId"
   WHERE v."bookingId" = ANY($1::uuid[]) ORDER BY v."bookingId", v.position`;

/** The vehicles of the bookings named, in each booking's order. */
export async function vehiclesOf(m: EntityManager, bookingIds: readonly string[]): Promise<VehicleRow[]> {
  if (!bookingIds.length) return [];
  const rows: Array<VehicleRow & { vendorCostPaise: string | null }> = await m.query(VEHICLES_OF, [[...bookingIds]]);
  return rows.map((r) => ({ ...r, vendorCostPaise: r.vendorCostPaise === null ? null : Number(r.vendorCostPaise) }));
}

/** A bus as a vehicle's check reads it, locked. */
export interface LockedBus {
  id: string;
  name: string;
  capacity: number;
  status: BusStatus;
  vendorId: string | null;
}

/** Locks the buses' rows in the order of their ids (the one order every confirmation and allocation takes). */
export async function lockBuses(m: EntityManager, busIds: readonly string[]): Promise<Map<string, LockedBus>> {
  if (!busIds.length) return new Map();
  const rows: LockedBus[] = await m.query(
    `SELECT id, name, capacity, status, "vendorId" FROM buses WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`,
    [[...new Set(busIds)]],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** The Confirmed booking (other than `bookingId`) one of whose vehicles holds the bus on [start, end), if any. */
export async function confirmedHolder(
  m: EntityManager,
  busId: string,
  bookingId: string,
  start: string,
  end: string,
): Promise<Clash | undefined> {
  const [row] = await m.query(
    `SELECT o.id, o.name, o."departureDate"::text AS "departureDate", o.days
       FROM booking_vehicles v JOIN bookings o ON o.id = v."bookingId"
      WHERE v."busId" = $1 AND v.confirmed AND v."bookingId" <> $2
        AND ${overlaps("v.trip", daysBetween("$3::date", "$4::date"))}
      ORDER BY o."departureDate", o.id LIMIT 1`,
    [busId, bookingId, start, end],
  );
  return row;
}

/** A new vehicle of a booking: its dates and confirmation are the booking's. */
export const INSERT_VEHICLE = `INSERT INTO booking_vehicles ("bookingId", position, seats, "busId", "vendorCostPaise", trip, confirmed)
    SELECT b.id, $2, $3, $4, $5, daterange(b."departureDate", b."departureDate" + b.days, '[)'), b.status = 'Confirmed'
      FROM bookings b WHERE b.id = $1
    RETURNING id`;

export async function insertVehicle(
  m: EntityManager,
  bookingId: string,
  v: { position: number; seats: number; busId: string | null; vendorCostPaise: Paise | null },
): Promise<string> {
  const [row] = await m.query(INSERT_VEHICLE, [bookingId, v.position, v.seats, v.busId, v.vendorCostPaise]);
  return row.id;
}

/** The vehicles a request asked for after the first (which the booking's insert made): its seats, no bus yet. */
export const ADD_REQUESTED = `INSERT INTO booking_vehicles ("bookingId", position, seats, trip)
    SELECT v."bookingId", g, v.seats, v.trip
      FROM unnest($1::uuid[], $2::int[]) AS k(booking, count)
      JOIN booking_vehicles v ON v."bookingId" = k.booking AND v.position = 1
      CROSS JOIN LATERAL generate_series(2, k.count) g`;

export async function addRequestedVehicles(m: EntityManager, rows: Array<{ bookingId: string; count: number }>) {
  if (!rows.length) return;
  await m.query(ADD_REQUESTED, [rows.map((r) => r.bookingId), rows.map((r) => r.count)]);
}

/** The drivers assigned to the vehicles named (a vehicle is removed only once its drivers are released). */
export async function driversOnVehicles(
  m: EntityManager,
  vehicleIds: readonly string[],
): Promise<Array<{ vehicleId: string; driverName: string }>> {
  if (!vehicleIds.length) return [];
  return m.query(
    `SELECT a."vehicleId", d.name AS "driverName" FROM driver_assignments a JOIN drivers d ON d.id = a."driverId"
      WHERE a."vehicleId" = ANY($1::uuid[]) ORDER BY a.seat`,
    [[...vehicleIds]],
  );
}

/** The first unavailable period of a bus meeting [start, end), read on the caller's transaction. */
export async function blackoutOn(
  m: EntityManager,
  busId: string,
  start: string,
  end: string,
): Promise<{ id: string; startDate: string; endDate: string; reason: string } | undefined> {
  const [row] = await m.query(
    `SELECT x.id, x."startDate"::text AS "startDate", x."endDate"::text AS "endDate", x.reason FROM bus_blackouts x
      WHERE x."busId" = $1 AND ${overlaps(`daterange(x."startDate", x."endDate", '[]')`, daysBetween("$2::date", "$3::date"))}
      ORDER BY x."startDate" LIMIT 1`,
    [busId, start, end],
  );
  return row;
}

/** The vehicles' positions are checked at commit: a transaction may move them past each other. */
export async function deferPositions(m: EntityManager): Promise<void> {
  await m.query(`SET CONSTRAINTS "UQ_booking_vehicles_position" DEFERRED`);
}

/** Renumbers a booking's vehicles 1, 2, … in their order (after one was removed). */
export async function renumberVehicles(m: EntityManager, bookingId: string): Promise<void> {
  await m.query(
    `UPDATE booking_vehicles v SET position = n.rank
       FROM (SELECT id, row_number() OVER (ORDER BY position) AS rank FROM booking_vehicles WHERE "bookingId" = $1) n
      WHERE v.id = n.id AND v.position <> n.rank`,
    [bookingId],
  );
}

export const columnCoverage: ColumnCoverage[] = [
  { name: "VEHICLES_OF", entity: BookingVehicle, sql: VEHICLES_OF, kind: "select", alias: "v", leftOut: ["trip"] },
  {
    name: "addRequestedVehicles",
    entity: BookingVehicle,
    sql: ADD_REQUESTED,
    kind: "insert",
    leftOut: [
      "id",
      "busId",
      "vendorCostPaise",
      "vendorPaidAt",
      "vendorPaidReference",
      "vendorPaidById",
      "confirmed",
      "createdAt",
    ],
  },
  {
    name: "insertVehicle",
    entity: BookingVehicle,
    sql: INSERT_VEHICLE,
    kind: "insert",
    leftOut: ["id", "vendorPaidAt", "vendorPaidReference", "vendorPaidById", "createdAt"],
  },
];
