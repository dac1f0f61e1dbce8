import type { DataSource } from "typeorm";
import { Booking } from "../booking/booking.entity";
import { recordActivity } from "../shared/activity";
import { type Actor, type ServicePolicies, can, needs, requireActor } from "../shared/actor";
import { Permission } from "../shared/permissions";
import { type Clock, systemClock } from "../shared/clock";
import { type Balances, noBalances } from "../shared/account-ports";
import { formatInr, rupeesText } from "../shared/money";
import { NotFoundError, isUuid } from "../shared/errors";
import type { EventBus } from "../shared/events";
import { msg } from "../shared/messages";
import { DriverTripRecord } from "./driver-trip.entity";
import { type TripView, tripView } from "./driver-trip-view";
import { tripVehicle } from "./driver-link-access";
import { vehicleOfBooking } from "./driver.queries";
import { Driver } from "./driver.entity";
import {
  keepCollected,
  lockTripRecord,
  paiseEntered,
  publishTrip,
  readClosingKm,
  requireOpenTrip,
  tripHistory,
} from "./trip-record";

/**
 * Staff's side of a driver's trip: what the drivers recorded, with the customer's code (staff may
 * read it out), and closing a started trip for the driver (after too many wrong codes, or when the customer
 * has no e-mail).
 */
export class StaffTripService {
  constructor(
    private readonly db: DataSource,
    private readonly events: EventBus,
    private readonly clock: Clock = systemClock,
    private readonly balances: Balances = noBalances,
  ) {}

  /**
   * What the drivers recorded on a booking's trip (with the customer's code; the amounts for staff with
   * money.read); null before the start.
   */
  async tripForStaff(actor: Actor | undefined, bookingId: unknown, vehicleId?: unknown): Promise<TripView | null> {
    requireActor(actor);
    if (!isUuid(bookingId)) throw new NotFoundError(msg("booking.notFound"));
    const vehicle = await this.vehicle(bookingId, vehicleId);
    const record = await this.db.getRepository(DriverTripRecord).findOneBy({ vehicleId: vehicle.id });
    if (!record) return null;
    const booking = await this.db
      .getRepository(Booking)
      .findOneOrFail({ where: { id: bookingId }, relations: { bus: true } });
    const driver = record.startedById
      ? await this.db.getRepository(Driver).findOneBy({ id: record.startedById })
      : null;
    const seen = await tripVehicle(this.db, booking.id, vehicle.id);
    const view = { ...(await tripView(this.db, booking, driver, record, seen)), customerCode: record.customerCode };
    // What was paid and collected is money: staff without money.read read the trip without the amounts.
    if (can(actor, Permission.moneyRead)) return view;
    return { ...view, amountCollected: null, steps: view.steps.map((step) => ({ ...step, amount: null })) };
  }

  /**
   * Staff close a vehicle's started trip (`vehicleId`, the first when empty) after too many wrong codes, or when the
   * customer has no e-mail.
   */
  async closeAsStaff(
    actor: Actor | undefined,
    bookingId: unknown,
    input: { closingKm?: unknown; amountCollected?: unknown; vehicleId?: unknown },
  ) {
    const staff = requireActor(actor);
    if (!isUuid(bookingId)) throw new NotFoundError(msg("booking.notFound"));
    const vehicle = await this.vehicle(bookingId, input.vehicleId);
    await this.db.transaction(async (m) => {
      const record = await lockTripRecord(m, vehicle.id);
      const started = requireOpenTrip(record);
      const closingKm = readClosingKm(input.closingKm, started.openingKm!);
      const amountCollectedPaise = paiseEntered(input.amountCollected ?? 0, "Amount collected");
      const at = this.clock.now();
      await m
        .getRepository(DriverTripRecord)
        .update({ vehicleId: vehicle.id }, { closedAt: at, closingKm, amountCollectedPaise, closedBy: "staff" });
      await keepCollected(m, started, amountCollectedPaise, at, "staff");
      await tripHistory(
        m,
        bookingId,
        `Trip closed by staff: closing km ${closingKm}, ${formatInr(amountCollectedPaise)} collected`,
        staff.id,
      );
      await recordActivity(m, staff, {
        action: "close",
        entity: "trip",
        entityId: bookingId,
        changes: { closingKm: [null, closingKm], amountCollected: [null, rupeesText(amountCollectedPaise)] },
      });
      // What was collected on board counts as received.
      await this.balances.refresh(m, bookingId);
    });
    await publishTrip(this.db, this.events, bookingId);
    return this.tripForStaff(staff, bookingId, vehicle.id);
  }

  /** A vehicle of the booking by id, or its first. */
  private async vehicle(bookingId: string, vehicleId: unknown) {
    const blank = vehicleId === undefined || vehicleId === null || vehicleId === "";
    if (!blank && !isUuid(vehicleId)) throw new NotFoundError(msg("vehicle.unknown"));
    const vehicle = await vehicleOfBooking(this.db.manager, bookingId, blank ? null : (vehicleId as string));
    if (!vehicle) throw new NotFoundError(msg(blank ? "booking.notFound" : "vehicle.unknown"));
    return vehicle;
  }
}

/** Staff read trips with bookings.read and close them with the drivers permission. */
export const STAFF_TRIP_POLICIES: ServicePolicies<StaffTripService> = {
  ...needs(Permission.drivers)("closeAsStaff"),
  ...needs(Permission.bookingsRead)("tripForStaff"),
};
