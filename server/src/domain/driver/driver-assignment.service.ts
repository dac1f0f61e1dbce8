import { type PhoneQueue, noPhoneMessages } from "../shared/phone-queue";
import { DataSource, type EntityManager } from "typeorm";
import { Booking } from "../booking/booking.entity";
import { recordBookingChange } from "../booking/booking-history";
import { bookingRef } from "../booking/booking-rules";
import type { BusComplianceService } from "../booking/booking-compliance.service";
import { recordActivity } from "../shared/activity";
import { type Actor, type ServicePolicies, needs, requireActor } from "../shared/actor";
import { Permission } from "../shared/permissions";
import { BookingStatus } from "../shared/enums";
import { ConflictError, NotFoundError, ValidationError, isUuid, pgCode } from "../shared/errors";
import { BOOKING_CHANGED, type EventBus, noEvents } from "../shared/events";
import { msg } from "../shared/messages";
import * as v from "../shared/validate";
import { newLinkNonce } from "./driver-link";
import { Driver, DriverAssignment } from "./driver.entity";
import { driverClashes, drivingOtherVehicle, vehicleCount, vehicleOfBooking } from "./driver.queries";
import { loadDriver } from "./driver.service";
import { returnDate } from "./trip-duty";
import { addDays, todayInIndia, tripEnd } from "../shared/calendar";

/** An optional id as sent: null when empty. */
const blankOr = (value: unknown): string | null =>
  value === undefined || value === null || value === "" ? null : (value as string);

/** The exclusion constraint of migration Drivers: one driver, two overlapping trips. */
const DRIVER_OVERLAP = "EX_driver_assignments_overlap";
/** A trip has a main driver and, on a long run, a second one. */
export const MAX_DRIVERS = 2;

/**
 * Who drives each Confirmed booking. The database refuses a driver on two overlapping trips; this service
 * turns that refusal into a message naming the other booking, and refuses inactive drivers and expiring
 * licences.
 */
export class DriverAssignmentService {
  constructor(
    private readonly db: DataSource,
    private readonly events: EventBus = noEvents,
    private readonly compliance?: BusComplianceService,
    private readonly phone: PhoneQueue = noPhoneMessages,
  ) {}

  /** Confirmed trips leaving in the next `days` days (today included, India's calendar) with no driver yet. */
  async unassignedSoon(actor: Actor | undefined, days: unknown = 7): Promise<Booking[]> {
    requireActor(actor);
    const span = v.integer(days, "Days", 1, 60);
    const today = todayInIndia();
    return this.db
      .getRepository(Booking)
      .createQueryBuilder("b")
      .leftJoinAndSelect("b.bus", "bus")
      .where("b.status = :confirmed", { confirmed: BookingStatus.Confirmed })
      .andWhere(`b."departureDate" BETWEEN :from::date AND :to::date`, { from: today, to: addDays(today, span - 1) })
      .andWhere(`NOT EXISTS (SELECT 1 FROM "driver_assignments" a WHERE a."bookingId" = b.id)`)
      .orderBy(`b."departureDate"`, "ASC")
      .addOrderBy("b.id", "ASC")
      .getMany();
  }

  /** The drivers of a booking, main driver first. */
  async assignments(actor: Actor | undefined, bookingId: unknown): Promise<DriverAssignment[]> {
    requireActor(actor);
    if (!isUuid(bookingId)) throw new NotFoundError(msg("booking.notFound"));
    return (await this.assignmentsOf(actor, [bookingId]))[0];
  }

  /** The drivers of several bookings (one query), in the order of `bookingIds`. */
  async assignmentsOf(actor: Actor | undefined, bookingIds: readonly string[]): Promise<DriverAssignment[][]> {
    requireActor(actor);
    const rows = bookingIds.length
      ? await this.db
          .getRepository(DriverAssignment)
          .createQueryBuilder("a")
          .innerJoinAndSelect("a.driver", "d")
          .where(`a."bookingId" = ANY(:ids)`, { ids: bookingIds.filter(isUuid) })
          .orderBy("a.seat", "ASC")
          .getMany()
      : [];
    return bookingIds.map((id) => rows.filter((r) => r.bookingId === id));
  }

  /**
   * Sets who drives a Confirmed booking's vehicle (`vehicleId`, the first when empty): one or two drivers (none
   * unassigns); a driver drives one vehicle of a booking. Refuses an inactive driver,
   * a licence that ends before the trip's last day, a bus whose documents lapse before it (see
   * BusComplianceService.checkAssignment; the owner may assign anyway with `overrideReason`), and (by the
   * database) a driver on an overlapping trip, naming it. The change is a row of the booking's history
   * (with the override's reason, when there was one).
   */
  async assign(
    actor: Actor | undefined,
    bookingId: unknown,
    driverIds: unknown,
    overrideReason?: unknown,
    vehicleId?: unknown,
  ): Promise<DriverAssignment[]> {
    const staff = requireActor(actor);
    if (!isUuid(bookingId)) throw new NotFoundError(msg("booking.notFound"));
    const ids = readDriverIds(driverIds);
    if (blankOr(vehicleId) !== null && !isUuid(vehicleId)) throw new NotFoundError(msg("vehicle.unknown"));
    let attempted: Driver[] = [];
    let assigned: string | null = null;
    try {
      await this.db.transaction(async (m) => {
        const booking = await m
          .getRepository(Booking)
          .findOne({ where: { id: bookingId }, lock: { mode: "pessimistic_write" } });
        if (!booking) throw new NotFoundError(msg("booking.notFound"));
        if (booking.status !== BookingStatus.Confirmed) throw new ConflictError(msg("driver.onlyConfirmed"));
        const vehicle = await vehicleOfBooking(m, booking.id, blankOr(vehicleId));
        if (!vehicle) throw new NotFoundError(msg("vehicle.unknown"));
        assigned = vehicle.id;
        const drivers = await Promise.all(ids.map((id) => loadDriver(m, id)));
        attempted = drivers;
        for (const d of drivers) checkFit(d, booking);
        // A driver drives one vehicle of a booking.
        const elsewhere = await drivingOtherVehicle(m, booking.id, vehicle.id, ids);
        if (elsewhere)
          throw new ConflictError(
            msg("driver.otherVehicle", { driver: drivers.find((d) => d.id === elsewhere)!.name }),
          );
        // The vehicle's bus's documents must still cover the trip, unless there is no driver to assign; the
        // owner's written override is the note to record.
        const override = ids.length
          ? ((await this.compliance?.checkAssignment(m, staff, { ...booking, busId: vehicle.busId }, overrideReason)) ??
            null)
          : null;
        const before = await m
          .getRepository(DriverAssignment)
          .createQueryBuilder("a")
          .addSelect("a.linkNonce")
          .innerJoinAndSelect("a.driver", "d")
          .where(`a."vehicleId" = :vehicle`, { vehicle: vehicle.id })
          .orderBy("a.seat", "ASC")
          .getMany();
        if (before.map((a) => a.driverId).join() === ids.join()) return;
        await m.getRepository(DriverAssignment).delete({ vehicleId: vehicle.id });
        const trip = `[${booking.departureDate},${tripEnd(booking.departureDate, booking.days)})`;
        for (const [i, driverId] of ids.entries()) {
          // A driver who stays on the trip keeps their assignment and so their link.
          const kept = before.find((a) => a.driverId === driverId);
          const link = kept
            ? { id: kept.id, linkNonce: kept.linkNonce, linkRevokedAt: kept.linkRevokedAt, createdAt: kept.createdAt }
            : { linkNonce: newLinkNonce() };
          await m.getRepository(DriverAssignment).insert({
            ...{ bookingId, vehicleId: vehicle.id, driverId, seat: i + 1, trip, assignedById: staff.id },
            ...link,
          });
        }
        // The customer hears who drives (WhatsApp, or SMS): once per trip version and first driver.
        if (ids.length) await this.phone.queueForCrew(m, booking.id, ids[0]);
        await this.recordChange(
          m,
          booking,
          before.map((a) => a.driver.name),
          drivers.map((d) => d.name),
          staff.id,
          override,
          vehicle.position,
        );
        await recordActivity(m, staff, {
          action: "assign",
          entity: "booking-drivers",
          entityId: booking.id,
          changes: {
            drivers: [before.map((a) => a.driver.name), drivers.map((d) => d.name)],
            ...(vehicle.position > 1 ? { vehicle: [null, vehicle.position] } : {}),
            // An owner's override of the document rule is part of the entry.
            ...(override ? { override: [null, override] } : {}),
          },
        });
      });
    } catch (e) {
      if (pgCode(e) === "23P01" && (e as { constraint?: string }).constraint === DRIVER_OVERLAP)
        throw await this.clashError(bookingId, attempted);
      throw e;
    }
    const booking = await this.db.getRepository(Booking).findOneByOrFail({ id: bookingId });
    this.events.publish(BOOKING_CHANGED, { kind: "UPDATED", bookingId, ownerId: booking.ownerId });
    // The vehicle's drivers, main driver first.
    return (await this.assignments(staff, bookingId)).filter((a) => a.vehicleId === assigned);
  }

  /**
   * A history row: the booking stays Confirmed; the note says who drove and who drives now (and the owner's
   * override of the document rule, when there was one).
   */
  private async recordChange(
    m: EntityManager,
    booking: Booking,
    before: string[],
    after: string[],
    by: string,
    override: string | null = null,
    position = 1,
  ) {
    const names = (list: string[]) => (list.length ? list.join(" and ") : "none");
    // A booking of one vehicle reads as before; of several, the note names the vehicle.
    const of = position > 1 || (await vehicleCount(m, booking.id)) > 1 ? ` (vehicle ${position})` : "";
    const drivers = `Drivers${of}: ${names(before)} → ${names(after)}`;
    await recordBookingChange(m, {
      bookingId: booking.id,
      from: booking.status,
      to: booking.status,
      note: override ? `${drivers}. ${override}` : drivers,
      by,
    });
  }

  /** Which other Confirmed trip holds one of these drivers, named in the message. */
  private async clashError(bookingId: string, drivers: Driver[]): Promise<ConflictError> {
    const rows = await driverClashes(
      this.db,
      bookingId,
      drivers.map((d) => d.id),
    );
    const clash = rows[0];
    if (!clash) return new ConflictError(msg("driver.clashUnknown"));
    return new ConflictError(
      msg("driver.clash", {
        driver: drivers.find((d) => d.id === clash.driverId)?.name ?? "",
        ref: bookingRef(clash.id),
        name: clash.name,
        from: { date: clash.departureDate },
        to: { date: returnDate(clash) },
      }),
      { clashingBookingId: clash.id },
    );
  }
}

/** An inactive driver or a licence ending before the trip's last day cannot drive it. */
function checkFit(driver: Driver, booking: Booking) {
  if (!driver.active) throw new ConflictError(msg("driver.inactive", { driver: driver.name }));
  const last = returnDate(booking);
  if (driver.licenceValidUntil < last)
    throw new ConflictError(
      msg("driver.licenceExpires", {
        driver: driver.name,
        until: { date: driver.licenceValidUntil },
        returns: { date: last },
      }),
    );
}

/** One or two distinct driver ids. */
function readDriverIds(value: unknown): string[] {
  if (!Array.isArray(value) || value.length > MAX_DRIVERS)
    throw new ValidationError(msg("driver.oneOrTwo"), { field: "Drivers" });
  if (!value.every(isUuid)) throw new NotFoundError(msg("driver.notFound"));
  if (new Set(value).size !== value.length) throw new ValidationError(msg("driver.twice"), { field: "Drivers" });
  return value;
}

/** Staff read assignments with bookings.read and assign with the drivers permission. */
export const DRIVER_ASSIGNMENT_POLICIES: ServicePolicies<DriverAssignmentService> = {
  ...needs(Permission.bookingsRead)("assignments", "assignmentsOf", "unassignedSoon"),
  ...needs(Permission.drivers)("assign"),
};
