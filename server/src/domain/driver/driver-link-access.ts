/** Which assignment a driver's link opens: shared by the driver's page (driver-trip) and the duty slip. */
import type { DataSource } from "typeorm";
import type { Booking } from "../booking/booking.entity";
import { ForbiddenError, NotFoundError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";
import { todayInIndia } from "../shared/calendar";
import { linkWindow, readLinkToken } from "./driver-link";
import { type Driver, DriverAssignment } from "./driver.entity";
import { vehiclesOf } from "../booking/booking-vehicles.queries";

export type Linked = { assignment: DriverAssignment; booking: Booking; driver: Driver };

/** An assignment with its driver, booking and bus (and its link secret). */
export async function loadLinked(db: DataSource, id: unknown): Promise<Linked> {
  const assignment = isUuid(id)
    ? await db
        .getRepository(DriverAssignment)
        .createQueryBuilder("a")
        .addSelect("a.linkNonce")
        .innerJoinAndSelect("a.driver", "d")
        .innerJoinAndSelect("a.booking", "b")
        .leftJoinAndSelect("b.bus", "bus")
        .where("a.id = :id", { id })
        .getOne()
    : null;
  if (!assignment) throw new NotFoundError(msg("driverLink.invalid"));
  return { assignment, booking: assignment.booking, driver: assignment.driver };
}

/** The assignment a token names, refusing a forged, withdrawn, replaced or out-of-window link. */
export async function resolveLink(db: DataSource, secret: string, now: Date, token: unknown): Promise<Linked> {
  const read = readLinkToken(secret, token);
  const invalid = new NotFoundError(msg("driverLink.invalid"));
  if (!read) throw invalid;
  const found = await loadLinked(db, read.assignmentId).catch(() => null);
  if (!found || found.assignment.linkNonce !== read.nonce) throw invalid;
  if (found.assignment.linkRevokedAt) throw new ForbiddenError(msg("driverLink.revoked"));
  const { validFrom, validUntil } = linkWindow(found.booking.departureDate, found.booking.days);
  const today = todayInIndia(now);
  if (today < validFrom) throw new ForbiddenError(msg("driverLink.notYet", { from: { date: validFrom } }));
  if (today > validUntil) throw new ForbiddenError(msg("driverLink.expired", { until: { date: validUntil } }));
  return found;
}

/** The vehicle an assignment drives, as the driver's page shows it: its bus, and which of the booking's it is. */
export interface TripVehicle {
  position: number;
  of: number;
  busName: string | null;
  registrationNumber: string | null;
}

/** The vehicle of a vehicle id among its booking's (the first when the id is not one of them). */
export async function tripVehicle(db: DataSource, bookingId: string, vehicleId: string | null): Promise<TripVehicle> {
  const vehicles = await vehiclesOf(db.manager, [bookingId]);
  const v = vehicles.find((x) => x.id === vehicleId) ?? vehicles[0];
  return { position: v.position, of: vehicles.length, busName: v.busName, registrationNumber: v.registrationNumber };
}

/** The vehicle a driver's link drives. */
export const vehicleOf = (db: DataSource, linked: Linked): Promise<TripVehicle> =>
  tripVehicle(db, linked.booking.id, linked.assignment.vehicleId);
