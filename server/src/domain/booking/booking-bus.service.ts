import { DataSource, type EntityManager } from "typeorm";
import type { BusAvailabilityService } from "../bus/bus-availability.service";
import type { BusComplianceService } from "./booking-compliance.service";
import { Bus } from "../bus/bus.entity";
import { type Actor, type ServicePolicies, needs, requireActor } from "../shared/actor";
import { BookingStatus, BusStatus } from "../shared/enums";
import { ConflictError, NotFoundError, ValidationError, isUuid } from "../shared/errors";
import { BOOKING_CHANGED, type EventBus } from "../shared/events";
import { msg } from "../shared/messages";
import { Permission } from "../shared/permissions";
import { Booking } from "./booking.entity";
import { recordBookingChange } from "./booking-history";
import { BLACKOUT_CONSTRAINT, BUS_CHANGED_NOTE, type Clash, bookingRef } from "./booking-rules";
import { confirmedHolder, vehiclesOf } from "./booking-vehicles.queries";
import { checkSeats } from "./vehicle-checks.service";
import type { BookingService } from "./booking.service";
import { tripEnd, tripLastDay } from "../shared/calendar";

/**
 * Changing the bus of a Pending or Confirmed booking (also called assigning its bus). The new bus must be
 * in service, free of unavailable periods, large enough for the passengers and not booked by another
 * Confirmed booking over the trip; for a Confirmed booking its required documents must cover the trip
 * (the compliance rule, with the owner's written override). The booking's row and the new bus's row are
 * locked; for a Confirmed booking the exclusion constraint decides between two changes racing onto one bus.
 */
export class BookingBusService {
  constructor(
    private readonly db: DataSource,
    private readonly bookings: BookingService,
    private readonly availability: BusAvailabilityService,
    private readonly compliance: BusComplianceService,
    private readonly events: EventBus,
  ) {}

  async changeBus(who: Actor | undefined, id: unknown, busId: unknown, overrideReason?: unknown): Promise<Booking> {
    const actor = requireActor(who);
    const current = await this.bookings.get(actor, id);
    if (!isUuid(busId)) throw new ValidationError(msg("booking.busNotFound"), { field: "busId" });
    let busName = "";
    try {
      await this.db.transaction(async (m) => {
        const row = await m
          .getRepository(Booking)
          .findOne({ where: { id: current.id }, lock: { mode: "pessimistic_write" } });
        if (!row) throw new NotFoundError(msg("booking.notFound"));
        if (row.status !== BookingStatus.Pending && row.status !== BookingStatus.Confirmed)
          throw new ValidationError(msg("booking.changeBusOnlyOpen", { status: row.status }));
        // The new bus's row is locked: two changes onto one bus are decided one after the other.
        const bus = await m.getRepository(Bus).findOne({ where: { id: busId }, lock: { mode: "pessimistic_write" } });
        if (!bus) throw new ValidationError(msg("booking.busNotFound"), { field: "busId" });
        busName = bus.name;
        if (bus.id === row.busId) throw new ValidationError(msg("booking.changeBusSame", { bus: bus.name }));
        await this.checkBus(m, row, bus);
        const note =
          row.status === BookingStatus.Confirmed
            ? await this.compliance.checkBooking(m, actor, { ...row, busId: bus.id }, overrideReason, "changeBus")
            : null;
        const before = row.busId ? await m.getRepository(Bus).findOneBy({ id: row.busId }) : null;
        await m.getRepository(Booking).update({ id: row.id }, { busId: bus.id });
        const moved = `${BUS_CHANGED_NOTE} ${before?.name ?? "none"} to ${bus.name}.`;
        await recordBookingChange(
          m,
          {
            bookingId: row.id,
            from: row.status,
            to: row.status,
            note: note ? `${moved} ${note}` : moved,
            by: actor.id,
          },
          {
            actor,
            action: "change bus",
            entity: "booking",
            changes: { bus: [before?.name ?? null, bus.name], ...(note ? { override: [null, note] } : {}) },
          },
        );
      });
    } catch (e) {
      const { code, constraint } = e as { code?: string; constraint?: string };
      if (code === "23P01") throw await this.clashError(current, String(busId), busName, constraint);
      throw e;
    }
    const updated = await this.bookings.find(current.id);
    if (!updated) throw new NotFoundError(msg("booking.notFound"));
    this.events.publish(BOOKING_CHANGED, { kind: "UPDATED", bookingId: updated.id, ownerId: updated.ownerId });
    return updated;
  }

  /** In service, no unavailable period, enough seats, no other Confirmed booking over the trip. */
  private async checkBus(m: EntityManager, row: Booking, bus: Bus) {
    if (bus.status === BusStatus.Maintenance)
      throw new ValidationError(msg("booking.changeBusMaintenance", { bus: bus.name }), { field: "busId" });
    // The bus becomes the first vehicle's: the other vehicles' seats count too.
    const others = (await vehiclesOf(m, [row.id])).filter((v) => v.position > 1).reduce((n, v) => n + v.seats, 0);
    if (others === 0 && row.passengers !== null && row.passengers > bus.capacity)
      throw new ValidationError(
        msg("booking.changeBusTooSmall", { bus: bus.name, capacity: bus.capacity, passengers: row.passengers }),
        { field: "busId" },
      );
    checkSeats(row.passengers, [{ seats: bus.capacity + others }]);
    const twin = (await vehiclesOf(m, [row.id])).find((v) => v.position > 1 && v.busId === bus.id);
    if (twin)
      throw new ValidationError(msg("vehicle.busTwice", { bus: bus.name, position: twin.position }), {
        field: "busId",
      });
    const blackout = await this.availability.blackoutMeeting(bus.id, row.departureDate, row.days);
    if (blackout)
      throw new ConflictError(
        msg("booking.busUnavailable", {
          bus: bus.name,
          from: { date: blackout.startDate },
          to: { date: blackout.endDate },
        }),
        { blackoutId: blackout.id },
      );
    const clash = await this.confirmedOver(m, bus.id, row);
    if (clash) throw this.clashNotice(bus.name, clash);
  }

  private async confirmedOver(m: EntityManager, busId: string, row: Pick<Booking, "id" | "departureDate" | "days">) {
    return confirmedHolder(m, busId, row.id, row.departureDate, tripEnd(row.departureDate, row.days));
  }

  private clashNotice(busName: string, clash: Clash): ConflictError {
    return new ConflictError(
      msg("booking.changeBusClash", {
        bus: busName,
        ref: bookingRef(clash.id),
        name: clash.name,
        from: { date: clash.departureDate },
        to: { date: tripLastDay(clash.departureDate, clash.days) },
      }),
      { clashingBookingId: clash.id },
    );
  }

  /** The database refused (exclusion constraint or the blackout trigger): name what the bus is busy with. */
  private async clashError(booking: Booking, busId: string, busName: string, constraint?: string) {
    if (constraint === BLACKOUT_CONSTRAINT) {
      const blackout = await this.availability.blackoutMeeting(busId, booking.departureDate, booking.days);
      if (blackout)
        return new ConflictError(
          msg("booking.busUnavailable", {
            bus: busName,
            from: { date: blackout.startDate },
            to: { date: blackout.endDate },
          }),
        );
    }
    const clash = await this.confirmedOver(this.db.manager, busId, booking);
    return clash ? this.clashNotice(busName, clash) : new ConflictError(msg("booking.clashUnknown"));
  }
}

/** Which bus takes a trip is `bookings.assign` (Dispatcher, Manager, Owner); the override stays the Owner's. */
export const BOOKING_BUS_POLICIES: ServicePolicies<BookingBusService> = {
  ...needs(Permission.bookingsAssign)("changeBus"),
};
