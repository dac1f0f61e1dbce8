/**
 * The vendor area's hand-written SQL: a vendor's buses on bookings, and the payables (each vendor's bus on a
 * Confirmed booking, with the cost agreed and its payment).
 */
import type { EntityManager } from "typeorm";
import type { Paise } from "../shared/money";
import type { ColumnCoverage } from "../shared/query-columns";

/** Whether a bus fills a vehicle of any booking (a vendor's bus on a booking stays on the vendor's list). */
export async function busOnBookings(m: EntityManager, busId: string): Promise<boolean> {
  const rows = await m.query(`SELECT 1 FROM booking_vehicles WHERE "busId" = $1 LIMIT 1`, [busId]);
  return rows.length > 0;
}

export interface PayableRow {
  vehicleId: string;
  bookingId: string;
  customerName: string;
  departureDate: string;
  days: number;
  bookingStatus: string;
  position: number;
  busId: string;
  busName: string;
  registrationNumber: string | null;
  vendorId: string;
  vendorName: string;
  vendorCostPaise: Paise | null;
  vendorPaidAt: Date | null;
  vendorPaidReference: string | null;
}

/** The vendors' buses on Confirmed bookings, by departure; `vendorId` narrows to one vendor, `unpaid` to the unpaid. */
export async function payableRows(
  m: EntityManager,
  filter: { vendorId: string | null; unpaid: boolean },
  vehicleId: string | null = null,
): Promise<PayableRow[]> {
  const rows: Array<PayableRow & { vendorCostPaise: string | null }> = await m.query(
    `SELECT v.id AS "vehicleId", b.id AS "bookingId", b.name AS "customerName", b."departureDate"::text AS "departureDate",
            b.days, b.status AS "bookingStatus", v.position, bus.id AS "busId", bus.name AS "busName",
            bus."registrationNumber", vendor.id AS "vendorId", vendor.name AS "vendorName", v."vendorCostPaise",
            v."vendorPaidAt", v."vendorPaidReference"
       FROM booking_vehicles v
       JOIN bookings b ON b.id = v."bookingId"
       JOIN buses bus ON bus.id = v."busId"
       JOIN vendors vendor ON vendor.id = bus."vendorId"
      WHERE (b.status = 'Confirmed' OR v."vendorPaidAt" IS NOT NULL)
        AND ($1::uuid IS NULL OR vendor.id = $1) AND (NOT $2 OR v."vendorPaidAt" IS NULL)
        AND ($3::uuid IS NULL OR v.id = $3)
      ORDER BY b."departureDate", b.id, v.position`,
    [filter.vendorId, filter.unpaid, vehicleId],
  );
  return rows.map((r) => ({ ...r, vendorCostPaise: r.vendorCostPaise === null ? null : Number(r.vendorCostPaise) }));
}

/** Marks a vehicle's vendor paid, once: answers false when it already was (the caller then says so). */
export async function markPaid(m: EntityManager, vehicleId: string, reference: string, byId: string): Promise<boolean> {
  const [, count] = await m.query(
    `UPDATE booking_vehicles SET "vendorPaidAt" = now(), "vendorPaidReference" = $2, "vendorPaidById" = $3
      WHERE id = $1 AND "vendorPaidAt" IS NULL AND "vendorCostPaise" IS NOT NULL`,
    [vehicleId, reference, byId],
  );
  return count > 0;
}

/** The vendor costs of a booking's vehicles, summed (0 when none is hired in). */
export async function vendorCostsOf(m: EntityManager, bookingId: string): Promise<Paise> {
  const [row] = await m.query(
    `SELECT coalesce(sum("vendorCostPaise"), 0)::bigint AS paise FROM booking_vehicles WHERE "bookingId" = $1`,
    [bookingId],
  );
  return Number(row.paise);
}

export const columnCoverage: ColumnCoverage[] = [];

/** What a farm-out sheet prints of a hired-in vehicle: the booking's trip, its bus, its vendor and its drivers. */
export interface FarmOutRow {
  vehicleId: string;
  bookingId: string;
  position: number;
  vehicles: number;
  seats: number;
  busName: string;
  registrationNumber: string | null;
  vendorName: string;
  vendorPhone: string;
  vendorGstin: string | null;
  vendorContact: string | null;
  vendorCostPaise: Paise | null;
  reportingTime: string | null;
  driverNotes: string | null;
  drivers: Array<{ name: string; phone: string }>;
}

/** A vendor's bus filling a booking's vehicle, with the slip's part staff wrote and the vehicle's drivers. */
export async function farmOutRow(m: EntityManager, vehicleId: string): Promise<FarmOutRow | undefined> {
  const [row] = await m.query(
    `SELECT v.id AS "vehicleId", v."bookingId", v.position, v.seats, v."vendorCostPaise",
            (SELECT count(*)::int FROM booking_vehicles o WHERE o."bookingId" = v."bookingId") AS vehicles,
            bus.name AS "busName", bus."registrationNumber", vendor.name AS "vendorName", vendor.phone AS "vendorPhone",
            vendor.gstin AS "vendorGstin", vendor."contactName" AS "vendorContact",
            duty."reportingTime", duty."driverNotes",
            coalesce((SELECT json_agg(json_build_object('name', d.name, 'phone', d.phone) ORDER BY a.seat)
                        FROM driver_assignments a JOIN drivers d ON d.id = a."driverId" WHERE a."vehicleId" = v.id),
                     '[]') AS drivers
       FROM booking_vehicles v
       JOIN buses bus ON bus.id = v."busId"
       JOIN vendors vendor ON vendor.id = bus."vendorId"
       LEFT JOIN driver_duties duty ON duty."bookingId" = v."bookingId"
      WHERE v.id = $1`,
    [vehicleId],
  );
  return row && { ...row, vendorCostPaise: row.vendorCostPaise === null ? null : Number(row.vendorCostPaise) };
}
