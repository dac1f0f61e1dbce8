import type { DataSource, EntityManager } from "typeorm";
import { type Actor, type ServicePolicies, isAdmin, needs, open, requireActor } from "../shared/actor";
import { Batcher } from "../shared/batcher";
import { BookingStatus } from "../shared/enums";
import { ConflictError, NotFoundError, ValidationError, isUuid } from "../shared/errors";
import { BOOKING_CHANGED, type EventBus } from "../shared/events";
import { msg } from "../shared/messages";
import { type Paise, rupeesText } from "../shared/money";
import { Permission } from "../shared/permissions";
import * as v from "../shared/validate";
import { recordBookingChange } from "./booking-history";
import {
  type LockedBus,
  type VehicleRow,
  deferPositions,
  driversOnVehicles,
  insertVehicle,
  lockBuses,
  renumberVehicles,
  vehiclesOf,
} from "./booking-vehicles.queries";
import { Booking } from "./booking.entity";
import { BookingVehicle } from "./booking-vehicle.entity";
import type { BookingService } from "./booking.service";
import { type VehicleChecks, checkSeats } from "./vehicle-checks.service";

/** A vehicle of a booking as its readers see it (the vendor's cost and payment: staff only). */
export interface VehicleView {
  id: string;
  position: number;
  seats: number;
  busId: string | null;
  busName: string | null;
  registrationNumber: string | null;
  vendorId: string | null;
  vendorName: string | null;
  vendorCost: string | null;
  vendorPaidAt: Date | null;
  vendorPaidReference: string | null;
  /** The vehicle's duty slip, for staff (GET with the Bearer token). */
  slipPathEn: string | null;
  slipPathHi: string | null;
  /** The vendor's farm-out sheet of a hired-in vehicle, for staff; null for the fleet's own bus. */
  farmOutPathEn: string | null;
  farmOutPathHi: string | null;
}

/** The most vehicles one booking may have. */
export const MAX_VEHICLES = 20;

/** One vehicle as staff sent it, read: a field left out (undefined) keeps an existing vehicle's. */
interface Sent {
  id: string | null;
  seats: number | null | undefined;
  busId: string | null | undefined;
  vendorCostPaise: Paise | null | undefined;
}
/** One vehicle as it is to be: what was sent, completed from the vehicle it was. */
interface Wanted {
  id: string | null;
  seats: number | null;
  busId: string | null;
  vendorCostPaise: Paise | null;
}

/** A vehicle as a reader sees it: the vendor's cost and payment only for staff (the cost with money.read). */
function viewOf(row: VehicleRow, staff: boolean): VehicleView {
  return {
    ...{ id: row.id, position: row.position, seats: row.seats, busId: row.busId, busName: row.busName },
    ...{
      registrationNumber: row.registrationNumber,
      vendorId: row.vendorId,
      vendorName: staff ? row.vendorName : null,
    },
    vendorCost: staff && row.vendorCostPaise !== null ? rupeesText(row.vendorCostPaise) : null,
    vendorPaidAt: staff ? row.vendorPaidAt : null,
    vendorPaidReference: staff ? row.vendorPaidReference : null,
    slipPathEn: staff ? `/duty-slips/${row.bookingId}.pdf?lang=en&vehicle=${row.position}` : null,
    slipPathHi: staff ? `/duty-slips/${row.bookingId}.pdf?lang=hi&vehicle=${row.position}` : null,
    farmOutPathEn: staff && row.vendorId ? `/farm-out-sheets/${row.id}.pdf?lang=en` : null,
    farmOutPathHi: staff && row.vendorId ? `/farm-out-sheets/${row.id}.pdf?lang=hi` : null,
  };
}

/** What the history and the activity log say of a booking's vehicles. */
const summary = (rows: Array<{ seats: number; busName: string | null }>) =>
  rows.map((r, i) => `${i + 1}: ${r.busName ?? "no bus yet"} (${r.seats} seats)`).join("; ");

/**
 * A booking's vehicles: read by whoever may read the booking, allocated by staff (`fleet.write`). Allocating sets
 * the whole list in order: existing vehicles are kept by id, new ones added, missing ones removed (never the first,
 * whose bus is the booking's; never one with a driver or a paid vendor). Each bus newly filling a vehicle is locked
 * (all in one order), in service, free on the trip's days and, for a Confirmed booking or a vendor's bus, carries
 * valid documents (the owner may override, in writing). Passengers never outnumber the seats.
 */
export class VehicleAllocation {
  constructor(
    private readonly db: DataSource,
    private readonly bookings: BookingService,
    private readonly checks: VehicleChecks,
    private readonly events: EventBus,
  ) {}

  private readonly loader = new Batcher<string, VehicleRow[]>(async (ids) => {
    const rows = await vehiclesOf(this.db.manager, ids);
    return ids.map((id) => rows.filter((r) => r.bookingId === id));
  });

  /** The vehicles of a booking its reader has already been allowed to read (the Booking type's field). */
  async ofBooking(actor: Actor | undefined, bookingId: string): Promise<VehicleView[]> {
    const rows = await this.loader.submit(bookingId);
    return rows.map((r) => viewOf(r, isAdmin(actor)));
  }

  /** A booking's vehicles (staff, or the booking's owner). */
  async vehicles(actor: Actor | undefined, bookingId: unknown): Promise<VehicleView[]> {
    const booking = await this.bookings.get(actor, bookingId);
    return this.ofBooking(actor, booking.id);
  }

  async allocate(
    who: Actor | undefined,
    bookingId: unknown,
    list: unknown,
    overrideReason?: unknown,
  ): Promise<VehicleView[]> {
    const actor = requireActor(who);
    const booking = await this.bookings.get(actor, bookingId);
    const wanted = readList(list);
    try {
      await this.db.transaction(async (m) => {
        await deferPositions(m);
        const row = await m
          .getRepository(Booking)
          .findOne({ where: { id: booking.id }, lock: { mode: "pessimistic_write" } });
        if (!row) throw new NotFoundError(msg("booking.notFound"));
        if (row.status !== BookingStatus.Pending && row.status !== BookingStatus.Confirmed)
          throw new ValidationError(msg("vehicle.onlyOpen", { status: row.status }));
        const current = await vehiclesOf(m, [row.id]);
        const plan = arrange(current, wanted);
        await this.checkRemovals(m, plan.removed);
        const buses = await lockBuses(
          m,
          plan.kept.flatMap((k) => (k.want.busId ? [k.want.busId] : [])),
        );
        const notes: string[] = [];
        const rows = [];
        for (const [i, { want, was }] of plan.kept.entries()) {
          const bus = want.busId ? buses.get(want.busId) : undefined;
          if (want.busId && !bus) throw new ValidationError(msg("booking.busNotFound"), { field: "busId" });
          const twin = rows.findIndex((r) => bus && r.busId === bus.id);
          if (bus && twin >= 0)
            throw new ValidationError(msg("vehicle.busTwice", { bus: bus.name, position: twin + 1 }), {
              field: "busId",
            });
          rows.push(await this.checkOne(m, actor, row, want, was, bus, i + 1, notes, overrideReason));
        }
        checkSeats(row.passengers, rows);
        await this.write(m, row, plan.removed, rows);
        await recordBookingChange(
          m,
          {
            bookingId: row.id,
            from: row.status,
            to: row.status,
            note: [`Vehicles: ${summary(rows)}.`, ...notes].join(" "),
            by: actor.id,
          },
          {
            actor,
            action: "allocate vehicles",
            entity: "booking",
            changes: {
              vehicles: [summary(current), summary(rows)],
              ...(notes.length ? { override: [null, notes.join(" ")] } : {}),
            },
          },
        );
      });
    } catch (e) {
      if ((e as { code?: string }).code === "23P01")
        throw (await this.checks.holderOf(this.db.manager, booking)) ?? new ConflictError(msg("booking.clashUnknown"));
      throw e;
    }
    this.events.publish(BOOKING_CHANGED, { kind: "UPDATED", bookingId: booking.id, ownerId: booking.ownerId });
    return this.ofBooking(actor, booking.id);
  }

  /** One vehicle's bus, seats and vendor cost, checked; answers what to write. */
  private async checkOne(
    m: EntityManager,
    actor: Actor,
    row: Booking,
    want: Wanted,
    was: VehicleRow | null,
    bus: LockedBus | undefined,
    position: number,
    notes: string[],
    overrideReason: unknown,
  ) {
    const seats = bus ? bus.capacity : want.seats;
    if (!seats) throw new ValidationError(msg("vehicle.seatsOrBus", { position }), { field: "Seats" });
    if (want.vendorCostPaise !== null && bus && !bus.vendorId)
      throw new ValidationError(msg("vehicle.vendorCostOwnBus", { bus: bus.name }), { field: "Vendor cost" });
    const busChanged = (bus?.id ?? null) !== (was?.busId ?? null);
    const costChanged = (bus?.vendorId ? want.vendorCostPaise : null) !== (was?.vendorCostPaise ?? null);
    if (was?.vendorPaidAt && (busChanged || costChanged)) throw new ConflictError(msg("vehicle.paid", { position }));
    if (bus && busChanged) {
      const note = await this.checks.forAllocation(
        m,
        actor,
        row,
        bus,
        row.status === BookingStatus.Confirmed,
        overrideReason,
      );
      if (note) notes.push(note);
    }
    return {
      id: was?.id ?? null,
      seats,
      busId: bus?.id ?? null,
      busName: bus?.name ?? null,
      vendorCostPaise: bus?.vendorId ? want.vendorCostPaise : null,
    };
  }

  /** A vehicle leaves only without drivers and unpaid (a paid vendor's vehicle is the payables' record). */
  private async checkRemovals(m: EntityManager, removed: VehicleRow[]) {
    const paid = removed.find((r) => r.vendorPaidAt);
    if (paid) throw new ConflictError(msg("vehicle.paid", { position: paid.position }));
    const [driving] = await driversOnVehicles(
      m,
      removed.map((r) => r.id),
    );
    if (driving) {
      const position = removed.find((r) => r.id === driving.vehicleId)!.position;
      throw new ConflictError(msg("vehicle.removeWithDriver", { driver: driving.driverName, position }));
    }
  }

  /** Removes, updates and adds in order; the first vehicle's bus is written as the booking's (the trigger copies it). */
  private async write(
    m: EntityManager,
    row: Booking,
    removed: VehicleRow[],
    rows: Array<{ id: string | null; seats: number; busId: string | null; vendorCostPaise: Paise | null }>,
  ) {
    const repo = m.getRepository(BookingVehicle);
    if (removed.length) await repo.delete(removed.map((r) => r.id));
    // Buses leaving a vehicle first, so a bus moving between two vehicles of the booking meets no copy of itself.
    for (const r of rows) if (r.id) await repo.update({ id: r.id }, { busId: null });
    if (rows[0].busId !== row.busId) await m.getRepository(Booking).update({ id: row.id }, { busId: rows[0].busId });
    for (const [i, r] of rows.entries()) {
      if (r.id)
        await repo.update(
          { id: r.id },
          { position: i + 1, seats: r.seats, busId: r.busId, vendorCostPaise: r.vendorCostPaise },
        );
      else await insertVehicle(m, row.id, { position: i + 1, ...r });
    }
    await renumberVehicles(m, row.id);
  }
}

/** The list as sent: 1 to MAX_VEHICLES entries, each read and checked on its own. */
function readList(list: unknown): Sent[] {
  if (!Array.isArray(list) || list.length < 1 || list.length > MAX_VEHICLES)
    throw new ValidationError(msg("vehicle.count", { max: MAX_VEHICLES }), { field: "Vehicles" });
  const wanted = list.map((item): Sent => {
    const x = (item && typeof item === "object" ? item : {}) as Record<string, unknown>;
    // Left out: kept as it is (an existing vehicle); null or empty: none.
    const given = (k: string) => x[k] !== undefined;
    const blank = (k: string) => x[k] === null || x[k] === "";
    if (given("id") && !blank("id") && !isUuid(x.id))
      throw new ValidationError(msg("vehicle.unknown"), { field: "Vehicles" });
    if (given("busId") && !blank("busId") && !isUuid(x.busId))
      throw new ValidationError(msg("booking.busNotFound"), { field: "busId" });
    return {
      id: given("id") && !blank("id") ? (x.id as string) : null,
      seats: !given("seats") ? undefined : blank("seats") ? null : v.integer(x.seats, "Seats", 1, 100),
      busId: !given("busId") ? undefined : blank("busId") ? null : (x.busId as string),
      vendorCostPaise: !given("vendorCost") ? undefined : blank("vendorCost") ? null : vendorCost(x.vendorCost),
    };
  });
  return wanted;
}

/** ₹ agreed with a vendor: not negative, at most ₹1,00,00,000. */
function vendorCost(value: unknown): Paise {
  if (typeof value === "number" ? value < 0 : String(value).trim().startsWith("-"))
    throw new ValidationError(msg("vehicle.vendorCostNegative"), { field: "Vendor cost" });
  return v.amountPaise(value, "Vendor cost", 10_000_000);
}

/** Matches the list with the booking's vehicles: the first stays first; unknown or repeated ids are refused. */
function arrange(current: VehicleRow[], sent: Sent[]) {
  const byId = new Map(current.map((c) => [c.id, c]));
  const ids = sent.flatMap((w) => (w.id ? [w.id] : []));
  if (ids.some((id, i) => !byId.has(id) || ids.indexOf(id) !== i)) throw new ValidationError(msg("vehicle.unknown"));
  const first = current[0];
  const own = sent.find((w) => w.id === first.id);
  // A list without the first vehicle's id names it by its first entry, when that entry is a new one.
  if (!own && sent[0].id) throw new ConflictError(msg("vehicle.firstStays"));
  const list = own ? [own, ...sent.filter((w) => w !== own)] : [{ ...sent[0], id: first.id }, ...sent.slice(1)];
  const kept = list.map((s) => {
    const was = s.id ? byId.get(s.id)! : null;
    const busId = s.busId === undefined ? (was?.busId ?? null) : s.busId;
    const keptCost = busId === (was?.busId ?? null) ? (was?.vendorCostPaise ?? null) : null;
    const want: Wanted = {
      id: s.id,
      busId,
      seats: s.seats === undefined ? (was?.seats ?? null) : s.seats,
      vendorCostPaise: s.vendorCostPaise === undefined ? keptCost : s.vendorCostPaise,
    };
    return { want, was };
  });
  const keptIds = new Set(list.map((w) => w.id));
  return { kept, removed: current.filter((c) => !keptIds.has(c.id)) };
}

/** Reading is the booking's readers'; allocating is the fleet's (`fleet.write`). */
export const VEHICLE_ALLOCATION_POLICIES: ServicePolicies<VehicleAllocation> = {
  ...open("ofBooking", "vehicles"),
  ...needs(Permission.fleetWrite)("allocate"),
};
