import type { DataSource } from "typeorm";
import { vehiclesOf } from "../booking/booking-vehicles.queries";
import { Booking } from "../booking/booking.entity";
import { bookingRef } from "../booking/booking-rules";
import { BOOKING_MEETS_DAYS } from "../booking/booking.queries";
import { Bus } from "../bus/bus.entity";
import { BusBlackout } from "../bus/bus-blackout.entity";
import { BusDocument } from "../bus-document/bus-document.entity";
import { DOCUMENT_NAMES } from "../bus-document/compliance";
import { DriverDuty } from "../driver/driver-duty.entity";
import { Driver, DriverAssignment } from "../driver/driver.entity";
import { type Actor, type ServicePolicies, needs, requireActor } from "../shared/actor";
import { addDays, todayInIndia, tripLastDay } from "../shared/calendar";
import type { Clock } from "../shared/clock";
import { BookingStatus, BusStatus } from "../shared/enums";
import { Permission } from "../shared/permissions";
import { blackoutDays, daysBetween, overlaps } from "../shared/trip-days";
import * as v from "../shared/validate";
import { type ComplianceReader, type DispatchOptions, DispatchOptionsReader } from "./dispatch-options";

/** A trip on the board: who, where, when, which coach and drivers. Never money. */
export interface DispatchTrip {
  bookingId: string;
  reference: string;
  customer: string;
  route: string;
  departureDate: string;
  returnDate: string;
  days: number;
  passengers: number | null;
  reportingTime: string | null;
  busId: string | null;
  /** Every vehicle's bus (the first is `busId`): a group's trip is on each of its coaches' rows. */
  busIds: string[];
  driverIds: string[];
}

/** A lapse marked on the day it happens: a vehicle document's or a licence's last valid day. */
export interface DispatchMark {
  date: string;
  label: string;
  /** True when the day is already past (lapsed), false while it is still to come (lapsing). */
  lapsed: boolean;
}

export interface DispatchBlackout {
  startDate: string;
  endDate: string;
  reason: string;
}

export interface DispatchCoach {
  id: string;
  name: string;
  registrationNumber: string | null;
  seats: number;
  maintenance: boolean;
  blackouts: DispatchBlackout[];
  marks: DispatchMark[];
}

export interface DispatchDriver {
  id: string;
  name: string;
  phone: string;
  licenceValidUntil: string;
  marks: DispatchMark[];
}

/** Days × coaches and days × drivers: the trips of the days, each coach's and driver's row, and their marks. */
export interface DispatchBoard {
  from: string;
  until: string;
  days: string[];
  trips: DispatchTrip[];
  coaches: DispatchCoach[];
  drivers: DispatchDriver[];
}

/** A month and a little: the longest range the board shows. */
const MAX_DAYS = 42;

/**
 * The dispatch board: Confirmed trips by day, against every coach (its unavailable periods and the days its
 * documents lapse) and every active driver (the day the licence lapses), and for one trip who is free to take it
 * and why the others are not. Assigning goes through the existing services (BookingBusService.changeBus,
 * DriverAssignmentService.assign), so the rules, the messages and the database's decisions are theirs.
 */
export class DispatchService {
  private readonly options: DispatchOptionsReader;

  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    compliance: ComplianceReader,
  ) {
    this.options = new DispatchOptionsReader(db, clock, compliance);
  }

  /** The board of `days` days from `from` (India's calendar). */
  async board(actor: Actor | undefined, from: unknown, days: unknown = 7): Promise<DispatchBoard> {
    requireActor(actor);
    const start = v.isoDate(from, "Start");
    const span = v.integer(days, "Days", 1, MAX_DAYS);
    const until = addDays(start, span - 1);
    const today = todayInIndia(this.clock.now());
    const [trips, coaches, drivers] = await Promise.all([
      this.trips(start, until),
      this.coaches(start, until, today),
      this.drivers(start, until, today),
    ]);
    const dayList = Array.from({ length: span }, (_, i) => addDays(start, i));
    return { from: start, until, days: dayList, trips, coaches, drivers };
  }

  /** Who may take a trip: each coach and driver, free or not, and why not. */
  async candidates(actor: Actor | undefined, bookingId: unknown): Promise<DispatchOptions> {
    return this.options.forBooking(requireActor(actor), bookingId);
  }

  private async trips(from: string, to: string): Promise<DispatchTrip[]> {
    const bookings = await this.db
      .getRepository(Booking)
      .createQueryBuilder("b")
      .where(BOOKING_MEETS_DAYS, { from, to })
      .andWhere("b.status = :confirmed", { confirmed: BookingStatus.Confirmed })
      .orderBy(`b."departureDate"`, "ASC")
      .addOrderBy("b.id", "ASC")
      .limit(2000)
      .getMany();
    const ids = bookings.map((b) => b.id);
    const vehicles = await vehiclesOf(this.db.manager, ids);
    const [assignments, duties] = ids.length
      ? await Promise.all([
          this.db
            .getRepository(DriverAssignment)
            .createQueryBuilder("a")
            .where(`a."bookingId" = ANY(:ids)`, { ids })
            .orderBy("a.seat", "ASC")
            .getMany(),
          this.db
            .getRepository(DriverDuty)
            .createQueryBuilder("u")
            .where(`u."bookingId" = ANY(:ids)`, { ids })
            .getMany(),
        ])
      : [[], []];
    return bookings.map((b) => ({
      bookingId: b.id,
      reference: bookingRef(b.id),
      customer: b.name,
      route: `${b.pickupLocation} → ${b.destination}`,
      departureDate: b.departureDate,
      returnDate: tripLastDay(b.departureDate, b.days),
      days: b.days,
      passengers: b.passengers,
      reportingTime: duties.find((u) => u.bookingId === b.id)?.reportingTime ?? null,
      busId: b.busId,
      busIds: vehicles.filter((v) => v.bookingId === b.id && v.busId).map((v) => v.busId!),
      driverIds: assignments.filter((a) => a.bookingId === b.id).map((a) => a.driverId),
    }));
  }

  private async coaches(from: string, to: string, today: string): Promise<DispatchCoach[]> {
    const [buses, blackouts, documents] = await Promise.all([
      this.db.getRepository(Bus).find({ order: { name: "ASC" } }),
      this.db
        .getRepository(BusBlackout)
        .createQueryBuilder("x")
        .where(overlaps(blackoutDays("x"), daysBetween(":from::date", ":to::date", true)), { from, to })
        .orderBy(`x."startDate"`, "ASC")
        .getMany(),
      this.db
        .getRepository(BusDocument)
        .createQueryBuilder("d")
        .where(`d."validUntil" BETWEEN :from AND :to`, { from, to })
        .orderBy(`d."validUntil"`, "ASC")
        .getMany(),
    ]);
    return buses.map((bus) => ({
      id: bus.id,
      name: bus.name,
      registrationNumber: bus.registrationNumber,
      seats: bus.capacity,
      maintenance: bus.status === BusStatus.Maintenance,
      blackouts: blackouts
        .filter((x) => x.busId === bus.id)
        .map((x) => ({ startDate: x.startDate, endDate: x.endDate, reason: x.reason })),
      marks: documents
        .filter((d) => d.busId === bus.id)
        .map((d) => ({ date: d.validUntil, label: `${DOCUMENT_NAMES[d.type]} lapses`, lapsed: d.validUntil < today })),
    }));
  }

  private async drivers(from: string, to: string, today: string): Promise<DispatchDriver[]> {
    const drivers = await this.db.getRepository(Driver).find({ where: { active: true }, order: { name: "ASC" } });
    return drivers.map((d) => ({
      id: d.id,
      name: d.name,
      phone: d.phone,
      licenceValidUntil: d.licenceValidUntil,
      marks:
        d.licenceValidUntil >= from && d.licenceValidUntil <= to
          ? [{ date: d.licenceValidUntil, label: "licence lapses", lapsed: d.licenceValidUntil < today }]
          : [],
    }));
  }
}

/** Staff who read bookings read the board; assigning is the existing services' (their own permissions). */
export const DISPATCH_POLICIES: ServicePolicies<DispatchService> = {
  ...needs(Permission.bookingsRead)("board", "candidates"),
};
