import type { DataSource, EntityManager } from "typeorm";
import type { Config } from "../../config";
import { Booking } from "../booking/booking.entity";
import { bookingRef } from "../booking/booking-rules";
import type { ReturnLeg } from "../booking/trip-plan";
import { changesBetween, recordActivity } from "../shared/activity";
import { type Actor, type Identity, type ServicePolicies, needs, open, requireActor } from "../shared/actor";
import { type Clock, systemClock } from "../shared/clock";
import { Language } from "../shared/enums";
import { NotFoundError, ValidationError, isUuid } from "../shared/errors";
import { BOOKING_CHANGED, type EventBus, noEvents } from "../shared/events";
import { msg } from "../shared/messages";
import { Permission } from "../shared/permissions";
import * as v from "../shared/validate";
import { resolveLink } from "./driver-link-access";
import { DriverDuty } from "./driver-duty.entity";
import { DriverAssignment } from "./driver.entity";
import { type VehicleRow, vehiclesOf } from "../booking/booking-vehicles.queries";
import { ensureDutyRecord } from "./driver.queries";
import { type DutyView, type SlipStop, dutyOf, returnDate, tripReturn, tripStops } from "./trip-duty";

/** What staff add to a trip's duty slip (either API sends it; omitted fields are kept). */
export interface DutyForm {
  reportingTime?: unknown;
  driverNotes?: unknown;
  collectOnBoard?: unknown;
}

/** Everything the duty slip prints. */
export interface SlipFacts extends DutyView {
  reference: string;
  /** The language of the slip: the (main) driver's unless asked for another. */
  language: Language;
  drivers: Array<{ name: string; phone: string }>;
  departureDate: string;
  returnDate: string;
  days: number;
  reportingPlace: string;
  stops: SlipStop[];
  /** After the last stop, back to the pickup on the last day; null for a one-way trip. */
  returnLeg: ReturnLeg | null;
  customerName: string;
  customerPhone: string;
  passengers: number | null;
  busName: string | null;
  registrationNumber: string | null;
  customerNotes: string | null;
  /** Which of the booking's vehicles the slip is for; null for a booking of one. */
  vehicle: { position: number; of: number } | null;
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The duty slip: staff's part of it (reporting time, notes for the driver, "collect on board")
 * and the facts its PDF prints, for staff (any booking with a driver or not) and for the driver's link.
 */
export class DutySlipService {
  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly events: EventBus = noEvents,
    private readonly clock: Clock = systemClock,
  ) {}

  async duty(actor: Actor | undefined, bookingId: unknown): Promise<DutyView> {
    requireActor(actor);
    return dutyOf(this.db.manager, await this.booking(this.db.manager, bookingId));
  }

  /** Saves staff's part of the slip; an activity entry records each changed field. */
  async saveDuty(actor: Actor | undefined, bookingId: unknown, form: DutyForm): Promise<DutyView> {
    const staff = requireActor(actor);
    const data = this.validate(form);
    const id = await this.db.transaction(async (m) => {
      const booking = await this.booking(m, bookingId, true);
      const before = await dutyOf(m, booking);
      await ensureDutyRecord(m, booking.id);
      if (Object.keys(data).length) await m.getRepository(DriverDuty).update({ bookingId: booking.id }, data);
      const after = await dutyOf(m, booking);
      const pick = (d: DutyView) => ({
        reportingTime: d.reportingTime,
        driverNotes: d.driverNotes,
        collectOnBoard: d.collectOnBoard,
      });
      const changes = changesBetween(pick(before), pick(after));
      if (Object.keys(changes).length)
        await recordActivity(m, staff, { action: "update", entity: "duty-slip", entityId: booking.id, changes });
      return booking;
    });
    this.events.publish(BOOKING_CHANGED, { kind: "UPDATED", bookingId: id.id, ownerId: id.ownerId });
    return this.duty(staff, id.id);
  }

  /**
   * The slip's facts for staff, in `language` or the main driver's (Hindi when nobody is assigned), for the
   * booking's vehicle at `vehicle` (1, 2, …; the first when empty).
   */
  async slipForStaff(
    actor: Actor | Identity | undefined,
    bookingId: unknown,
    language?: unknown,
    vehicle?: unknown,
  ): Promise<SlipFacts> {
    requireActor(actor);
    const booking = await this.booking(this.db.manager, bookingId);
    const position = vehicle === undefined || vehicle === null || vehicle === "" ? 1 : Number(vehicle);
    const vehicles = await vehiclesOf(this.db.manager, [booking.id]);
    const chosen = vehicles.find((v) => v.position === position);
    if (!chosen) throw new NotFoundError(msg("vehicle.unknown"));
    return this.facts(booking, language, chosen, vehicles.length);
  }

  /** The slip's facts for the driver's link (in the driver's language unless another is asked for): its vehicle's. */
  async slipForDriver(token: unknown, language?: unknown): Promise<SlipFacts> {
    const { booking, driver, assignment } = await resolveLink(this.db, this.config.jwtSecret, this.clock.now(), token);
    const vehicles = await vehiclesOf(this.db.manager, [booking.id]);
    const chosen = vehicles.find((v) => v.id === assignment.vehicleId) ?? vehicles[0];
    return this.facts(booking, language ?? driver.language, chosen, vehicles.length);
  }

  private async facts(booking: Booking, language: unknown, vehicle: VehicleRow, of: number): Promise<SlipFacts> {
    const m = this.db.manager;
    const assignments = await m
      .getRepository(DriverAssignment)
      .find({ where: { vehicleId: vehicle.id }, relations: { driver: true }, order: { seat: "ASC" } });
    const duty = await dutyOf(m, booking);
    const lang =
      language === Language.en || language === Language.hi
        ? language
        : (assignments[0]?.driver.language ?? Language.hi);
    return {
      ...duty,
      // The first vehicle's driver collects what is owed on board.
      amountToCollectPaise: vehicle.position === 1 ? duty.amountToCollectPaise : null,
      reference: bookingRef(booking.id),
      language: lang,
      drivers: assignments.map((a) => ({ name: a.driver.name, phone: a.driver.phone })),
      departureDate: booking.departureDate,
      returnDate: returnDate(booking),
      days: booking.days,
      reportingPlace: booking.pickupLocation,
      stops: await tripStops(m, booking),
      returnLeg: await tripReturn(m, booking),
      customerName: booking.name,
      customerPhone: booking.phone,
      passengers: booking.passengers,
      busName: vehicle.busName,
      registrationNumber: vehicle.registrationNumber,
      customerNotes: booking.notes,
      vehicle: of > 1 ? { position: vehicle.position, of } : null,
    };
  }

  private async booking(m: EntityManager, id: unknown, lock = false): Promise<Booking> {
    const booking = isUuid(id)
      ? await m.getRepository(Booking).findOne({
          where: { id },
          relations: lock ? {} : { bus: true },
          ...(lock ? { lock: { mode: "pessimistic_write" as const } } : {}),
        })
      : null;
    if (!booking) throw new NotFoundError(msg("booking.notFound"));
    return booking;
  }

  private validate(form: DutyForm): Partial<DriverDuty> {
    const out: Partial<DriverDuty> = {};
    if (form.reportingTime !== undefined) {
      const t = typeof form.reportingTime === "string" ? form.reportingTime.trim() : form.reportingTime;
      if (t !== null && t !== "" && (typeof t !== "string" || !HHMM.test(t)))
        throw new ValidationError(msg("duty.reportingTime"), { field: "Reporting time" });
      out.reportingTime = t === null || t === "" ? null : (t as string);
    }
    if (form.driverNotes !== undefined)
      out.driverNotes = v.optionalText(form.driverNotes, "Notes for the driver", 2000);
    if (form.collectOnBoard !== undefined) {
      if (typeof form.collectOnBoard !== "boolean")
        throw new ValidationError(msg("validation.onOrOff", { field: "Collect on board" }), {
          field: "Collect on board",
        });
      out.collectOnBoard = form.collectOnBoard;
    }
    return out;
  }
}

/** Staff read the slip with bookings.read and change it with drivers.write; the driver's link carries its token. */
export const DUTY_SLIP_POLICIES: ServicePolicies<DutySlipService> = {
  ...needs(Permission.bookingsRead)("duty", "slipForStaff"),
  ...needs(Permission.drivers)("saveDuty"),
  ...open("slipForDriver"),
};
