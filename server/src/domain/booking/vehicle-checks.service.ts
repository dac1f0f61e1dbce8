import type { EntityManager } from "typeorm";
import type { BusAvailabilityService } from "../bus/bus-availability.service";
import type { Actor } from "../shared/actor";
import { tripEnd, tripLastDay } from "../shared/calendar";
import { BusStatus } from "../shared/enums";
import { ConflictError, ValidationError } from "../shared/errors";
import { msg } from "../shared/messages";
import type { BusComplianceService, ComplianceAction } from "./booking-compliance.service";
import {
  type LockedBus,
  type VehicleRow,
  blackoutOn,
  confirmedHolder,
  lockBuses,
  vehiclesOf,
} from "./booking-vehicles.queries";
import { bookingRef, blackoutNotice, clashNotice } from "./booking-rules";
import type { Booking } from "./booking.entity";

type Trip = Pick<Booking, "id" | "departureDate" | "days" | "passengers" | "pickupLocation" | "destination">;

/**
 * The rules a booking's vehicles meet, whoever moves them: at confirmation (every vehicle has a bus, the buses
 * locked in one order, each free of other Confirmed trips and unavailable periods, each bus's documents covering
 * the trip) and when staff allocate a bus to a vehicle. The database's exclusion constraint is the last word;
 * `holderOf` names what it refused.
 */
export class VehicleChecks {
  constructor(
    private readonly availability: BusAvailabilityService,
    private readonly compliance?: BusComplianceService,
  ) {}

  /**
   * Before a booking becomes Confirmed, on its transaction (the booking's row already locked): answers the notes
   * of the owner's overrides of the document rule, or throws naming the vehicle, bus and booking in the way. One
   * refusal leaves every vehicle unconfirmed: the status is written only after every vehicle passed.
   */
  async beforeConfirm(m: EntityManager, actor: Actor, row: Trip, overrideReason?: unknown): Promise<string | null> {
    const vehicles = await vehiclesOf(m, [row.id]);
    if (vehicles.length > 1) {
      const empty = vehicles.find((v) => !v.busId);
      if (empty) throw new ValidationError(msg("vehicle.noBusToConfirm", { position: empty.position }));
    }
    checkSeats(row.passengers, vehicles);
    const buses = await lockBuses(
      m,
      vehicles.flatMap((v) => (v.busId ? [v.busId] : [])),
    );
    const notes: string[] = [];
    for (const vehicle of vehicles) {
      const bus = vehicle.busId ? buses.get(vehicle.busId) : undefined;
      if (!bus) continue;
      await this.checkFree(m, row, bus, "booking.clash");
      const note = await this.documents(m, actor, row, bus, overrideReason, "confirm");
      if (note) notes.push(note);
    }
    return notes.length ? notes.join(" ") : null;
  }

  /**
   * A bus about to fill a vehicle (locked by the caller): in service, free of unavailable periods and, for a
   * Confirmed booking (or a vendor's bus, whose permits are checked as it is hired), of other Confirmed trips and
   * lapsed documents. Answers the owner's override note, if any.
   */
  async forAllocation(
    m: EntityManager,
    actor: Actor,
    row: Trip,
    bus: LockedBus,
    confirmed: boolean,
    overrideReason?: unknown,
  ): Promise<string | null> {
    if (bus.status === BusStatus.Maintenance)
      throw new ValidationError(msg("vehicle.busMaintenance", { bus: bus.name }));
    await this.checkFree(m, row, bus, "vehicle.busClash");
    return confirmed || bus.vendorId ? this.documents(m, actor, row, bus, overrideReason, "changeBus") : null;
  }

  /** After the database refused a confirmation (a race lost): the first vehicle's bus that is held, and by what. */
  async holderOf(m: EntityManager, row: Trip): Promise<ConflictError | null> {
    for (const vehicle of await vehiclesOf(m, [row.id])) {
      if (!vehicle.busId) continue;
      const blackout = await this.availability.blackoutMeeting(vehicle.busId, row.departureDate, row.days);
      if (blackout)
        return new ConflictError(blackoutNotice(vehicle.busName ?? undefined, blackout), { blackoutId: blackout.id });
      const clash = await confirmedHolder(
        m,
        vehicle.busId,
        row.id,
        row.departureDate,
        tripEnd(row.departureDate, row.days),
      );
      if (clash)
        return new ConflictError(clashNotice(vehicle.busName ?? undefined, clash), { clashingBookingId: clash.id });
    }
    return null;
  }

  private async checkFree(m: EntityManager, row: Trip, bus: LockedBus, key: "booking.clash" | "vehicle.busClash") {
    // On the transaction's own connection: a confirmation never waits for a second one from the pool.
    const blackout = await blackoutOn(m, bus.id, row.departureDate, tripEnd(row.departureDate, row.days));
    if (blackout) throw new ConflictError(blackoutNotice(bus.name, blackout), { blackoutId: blackout.id });
    const clash = await confirmedHolder(m, bus.id, row.id, row.departureDate, tripEnd(row.departureDate, row.days));
    if (clash)
      throw new ConflictError(
        msg(key, {
          bus: bus.name,
          ref: bookingRef(clash.id),
          name: clash.name,
          from: { date: clash.departureDate },
          to: { date: tripLastDay(clash.departureDate, clash.days) },
        }),
        { clashingBookingId: clash.id },
      );
  }

  private async documents(
    m: EntityManager,
    actor: Actor,
    row: Trip,
    bus: LockedBus,
    overrideReason: unknown,
    action: ComplianceAction,
  ): Promise<string | null> {
    if (!this.compliance) return null;
    return this.compliance.checkBooking(m, actor, { ...row, busId: bus.id }, overrideReason, action);
  }
}

/** Passengers ≤ the seats of the booking's vehicles (a booking made before passengers were asked has none). */
export function checkSeats(passengers: number | null, vehicles: Array<Pick<VehicleRow, "seats">>): void {
  const seats = vehicles.reduce((sum, v) => sum + v.seats, 0);
  if (passengers !== null && passengers > seats)
    throw new ValidationError(msg("vehicle.tooFewSeats", { passengers, seats }), { field: "vehicles" });
}
