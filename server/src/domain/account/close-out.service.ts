import { type PhoneQueue, noPhoneMessages } from "../shared/phone-queue";
import type { DataSource, EntityManager } from "typeorm";
import { Booking } from "../booking/booking.entity";
import { recordBookingChange } from "../booking/booking-history";
import { DriverTripRecord } from "../driver/driver-trip.entity";
import { BookingVehicle } from "../booking/booking-vehicle.entity";
import { tripChargeCandidates } from "../driver/trip-charges.service";
import { Quote } from "../quote/quote.entity";
import { type Actor, type ServicePolicies, needs, open, requireActor } from "../shared/actor";
import { type Clock, systemClock } from "../shared/clock";
import { BookingStatus, QuoteState } from "../shared/enums";
import { ConflictError, NotFoundError, isUuid } from "../shared/errors";
import { BOOKING_CHANGED, type EventBus } from "../shared/events";
import { msg, text } from "../shared/messages";
import { type Paise, formatInr } from "../shared/money";
import { Permission } from "../shared/permissions";
import type { StatementService } from "./statement.service";

/** Where a booking's trip stands, beside its status (which stays Pending, Confirmed or Cancelled). */
export type TripState = "NotStarted" | "Started" | "Closed" | "Completed";

/** One line the closed trip offered the bill, and staff's decision (null: not yet). */
export interface SettlementCharge {
  description: string;
  amountPaise: Paise;
  approved: boolean | null;
}

/** The trip's final bill as staff read it on the booking's View: every amount integer paise. */
export interface Settlement {
  tripState: TripState;
  completedAt: Date | null;
  /** The accepted quote's km (its km lines); null without one. */
  quotedKm: number | null;
  /** Closing − opening km; null before the close. */
  actualKm: number | null;
  charges: SettlementCharge[];
  /** What the driver (or staff closing for them) collected on board; null before the close. */
  collectedPaise: Paise | null;
  /** What the booking bills: its tax documents once issued, else its terms (quote or fare, approved charges). */
  billedPaise: Paise | null;
  /** The advance once received, and what was collected on board. */
  receivedPaise: Paise;
  /** Billed − received, as kept on the booking. */
  balancePaise: Paise | null;
  /** What completing still waits for, in words (empty: it may be completed, or it is). */
  missing: string[];
}

/**
 * Where a booking's trip stands from its vehicles' trips: Closed once every vehicle's trip is closed, Started once
 * one is started.
 */
function stateOf(booking: Pick<Booking, "completedAt">, trips: TripsOf): TripState {
  if (booking.completedAt) return "Completed";
  if (trips.records.length === trips.vehicles && trips.records.every((r) => r.closedAt)) return "Closed";
  return trips.records.some((r) => r.startedAt) ? "Started" : "NotStarted";
}

interface TripsOf {
  records: DriverTripRecord[];
  vehicles: number;
}

/** A booking's vehicles' trips, and how many vehicles it has. */
async function tripsOf(m: EntityManager, bookingId: string): Promise<TripsOf> {
  const records = await m.getRepository(DriverTripRecord).findBy({ bookingId });
  return { records, vehicles: Math.max(1, await m.getRepository(BookingVehicle).countBy({ bookingId })) };
}

/**
 * The trip's close-out: once the driver closed the trip (or staff closed it for them) and every line the trip
 * offered the bill was approved or rejected, staff complete it: the booking keeps when and by whom, a history row
 * says so with the final figures, and its settlement (quoted against actual km, the extras, what the driver
 * collected, billed, received and still due) is read from the one account (StatementService).
 */
export class CloseOutService {
  constructor(
    private readonly db: DataSource,
    private readonly statements: StatementService,
    private readonly events: EventBus,
    private readonly clock: Clock = systemClock,
    private readonly phone: PhoneQueue = noPhoneMessages,
  ) {}

  /** Where the booking's trip stands (a booking already read by its reader). */
  async tripState(booking: Pick<Booking, "id" | "completedAt">): Promise<TripState> {
    return stateOf(booking, await tripsOf(this.db.manager, booking.id));
  }

  /** The booking's settlement (staff with money.read). */
  async settlement(actor: Actor | undefined, bookingId: unknown): Promise<Settlement> {
    requireActor(actor);
    return this.settlementOn(this.db.manager, await this.booking(this.db.manager, bookingId));
  }

  /** Completes the trip; refused (409) with what is missing: the close, a charge's decision. */
  async complete(actor: Actor | undefined, bookingId: unknown): Promise<Settlement> {
    const staff = requireActor(actor);
    const settled = await this.db.transaction(async (m) => {
      const booking = await this.booking(m, bookingId, true);
      const before = await this.settlementOn(m, booking);
      if (booking.completedAt) throw new ConflictError(msg("closeOut.already"));
      if (booking.status === BookingStatus.Cancelled) throw new ConflictError(msg("closeOut.cancelled"));
      if (before.tripState !== "Closed") throw new ConflictError(msg("closeOut.notClosed"));
      const undecided = before.charges.filter((c) => c.approved === null).length;
      if (undecided) throw new ConflictError(msg("closeOut.undecided", { count: undecided }));
      const completedAt = this.clock.now();
      await m.getRepository(Booking).update({ id: booking.id }, { completedAt, completedById: staff.id });
      // The customer's thanks, with the booking page where the bill and invoice are (WhatsApp, or SMS).
      await this.phone.queueForTripClosed(m, booking.id);
      const note = `Trip completed: ${before.actualKm ?? "?"} km driven (quoted ${before.quotedKm ?? "—"} km), balance due ${formatInr(before.balancePaise ?? 0)}`;
      await recordBookingChange(
        m,
        { bookingId: booking.id, from: booking.status, to: booking.status, note, by: staff.id },
        { actor: staff, action: "complete", entity: "booking", changes: { completedAt: [null, completedAt] } },
      );
      return { booking, settlement: { ...before, tripState: "Completed" as const, completedAt, missing: [] } };
    });
    this.events.publish(BOOKING_CHANGED, {
      kind: "UPDATED",
      bookingId: settled.booking.id,
      ownerId: settled.booking.ownerId,
    });
    return settled.settlement;
  }

  private async booking(m: EntityManager, id: unknown, lock = false): Promise<Booking> {
    const booking = isUuid(id)
      ? await m.getRepository(Booking).findOne({ where: { id }, ...(lock && { lock: { mode: "pessimistic_write" } }) })
      : null;
    if (!booking) throw new NotFoundError(msg("booking.notFound"));
    return booking;
  }

  private async settlementOn(m: EntityManager, booking: Booking): Promise<Settlement> {
    const trips = await tripsOf(m, booking.id);
    const quote = await m
      .getRepository(Quote)
      .findOne({ where: { bookingId: booking.id, state: QuoteState.Accepted }, relations: { lines: true } });
    const kmLines = (quote?.lines ?? []).filter((l) => l.kind === "km");
    const candidates = await tripChargeCandidates(m, booking.id);
    const statement = await this.statements.statementOn(m, booking);
    const tripState = stateOf(booking, trips);
    // Every vehicle's trip closed: the km and the collections of them all.
    const closed = tripState === "Closed" || tripState === "Completed" ? trips.records.filter((r) => r.closedAt) : [];
    const undecided = candidates.filter((c) => c.approved === null).length;
    return {
      tripState,
      completedAt: booking.completedAt,
      quotedKm: kmLines.length ? kmLines.reduce((sum, l) => sum + l.quantity, 0) : null,
      actualKm: closed.length ? closed.reduce((n, r) => n + r.closingKm! - r.openingKm!, 0) : null,
      charges: candidates.map(({ description, amountPaise, approved }) => ({ description, amountPaise, approved })),
      collectedPaise: closed.length ? closed.reduce((n, r) => n + (r.amountCollectedPaise ?? 0), 0) : null,
      billedPaise: statement.invoicedPaise ?? statement.totals?.totalPaise ?? null,
      receivedPaise: statement.receivedPaise,
      balancePaise: statement.balancePaise,
      missing:
        tripState === "Completed"
          ? []
          : [
              ...(tripState !== "Closed" ? [text("closeOut.notClosed")] : []),
              ...(undecided ? [text("closeOut.undecided", { count: undecided })] : []),
            ],
    };
  }
}

/** The settlement is money, and completing it too. */
export const CLOSE_OUT_POLICIES: ServicePolicies<CloseOutService> = {
  // Given a booking already read through BookingService.get (its owner or staff), like TripChargeService.approvedFor.
  ...open("tripState"),
  ...needs(Permission.moneyRead)("settlement"),
  ...needs(Permission.moneyWrite)("complete"),
};
