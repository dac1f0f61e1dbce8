import type { DataSource, EntityManager } from "typeorm";
import { Booking } from "../booking/booking.entity";
import { indiaDate } from "../shared/calendar";
import { lineAmount } from "../shared/money";
import { type TermsChange, plainChange } from "../shared/account-ports";
import { Quote } from "../quote/quote.entity";
import { recordActivity } from "../shared/activity";
import { type Actor, type ServicePolicies, can, needs, open, requireActor } from "../shared/actor";
import { NotFoundError, ValidationError, isUuid } from "../shared/errors";
import { BOOKING_CHANGED, type EventBus, noEvents } from "../shared/events";
import { msg } from "../shared/messages";
import { Permission, TRIP_CHARGE_MONEY_FIELDS } from "../shared/permissions";
import { TripCharge } from "./driver-duty.entity";
import { DriverTripRecord, DriverTripStep } from "./driver-trip.entity";
import { vehiclesOf } from "../booking/booking-vehicles.queries";
import { type ChargeLine, EXTRA_KM, approvedTripChargeLines } from "./trip-charge-lines";
import { decideTripCharge } from "./driver.queries";
import { QuoteState } from "../shared/enums";

/** A line the closed trip offers to staff, and what they decided (null: not yet). */
export interface ChargeCandidate extends ChargeLine {
  source: string;
  receiptUrl: string | null;
  approved: boolean | null;
}

const EXPENSE_LABELS = { toll: "Toll", parking: "Parking", permit: "Permit" } as const;

/** A candidate as staff read it: its amounts null for staff without money.read (the dispatcher, the booking desk). */
export type ChargeCandidateView = Omit<ChargeCandidate, (typeof TRIP_CHARGE_MONEY_FIELDS)[number]> & {
  unitPaise: number | null;
  amountPaise: number | null;
};

/** The candidates as `actor` may see them: with the money filter's rule, for the trip charges' own amount fields. */
const asSeenBy = (actor: Actor, lines: ChargeCandidate[]): ChargeCandidateView[] =>
  can(actor, Permission.moneyRead)
    ? lines
    : lines.map((l) => ({ ...l, ...Object.fromEntries(TRIP_CHARGE_MONEY_FIELDS.map((f) => [f, null])) }));

/** What a closed trip offers the invoice: km over the accepted quote's km at its per-km rate, and each expense. */
export async function tripChargeCandidates(m: EntityManager, bookingId: string): Promise<ChargeCandidate[]> {
  const vehicles = await vehiclesOf(m, [bookingId]);
  const records = await m.getRepository(DriverTripRecord).findBy({ bookingId });
  const closed = records.filter((r) => r.closedAt && r.openingKm !== null && r.closingKm !== null);
  // Offered once every vehicle's trip is closed.
  if (!closed.length || closed.length < vehicles.length) return [];
  const decided = new Map(
    (await m.getRepository(TripCharge).findBy({ bookingId })).map((c) => [c.source, c.approved] as const),
  );
  const out: ChargeCandidate[] = [];
  const quote = await m
    .getRepository(Quote)
    .findOne({ where: { bookingId, state: QuoteState.Accepted }, relations: { lines: true } });
  const allKm = (quote?.lines ?? []).filter((l) => l.kind === "km" && l.unitPaise !== null && l.unitPaise > 0);
  for (const record of closed) {
    const vehicle = vehicles.find((v) => v.id === record.vehicleId);
    const group = vehicles.length > 1 && vehicle ? vehicle.position : null;
    // A group's quote names each vehicle's lines ("Vehicle 2 (…): …"); a single bus's are all its own.
    const kmLines = group ? allKm.filter((l) => l.label.startsWith(`Vehicle ${group} `)) : allKm;
    if (!kmLines.length) continue;
    const actualKm = record.closingKm! - record.openingKm!;
    const quotedKm = kmLines.reduce((sum, l) => sum + l.quantity, 0);
    const rate = kmLines[0].unitPaise!;
    const extra = actualKm - quotedKm;
    const source = group ? `${EXTRA_KM}:${group}` : EXTRA_KM;
    if (extra > 0)
      out.push({
        source,
        description: `${group ? `Vehicle ${group}: ` : ""}Extra km: ${extra} km over the quoted ${quotedKm} km (actual ${actualKm} km)`,
        quantity: extra,
        unitPaise: rate,
        amountPaise: lineAmount(extra, rate),
        receiptUrl: null,
        approved: decided.get(source) ?? null,
      });
  }
  const expenses = await m
    .getRepository(DriverTripStep)
    .find({ where: { bookingId, kind: "expense" }, order: { at: "ASC", id: "ASC" } });
  for (const s of expenses) {
    const paise = s.amountPaise ?? 0;
    if (paise <= 0) continue;
    const source = `expense:${s.id}`;
    const day = indiaDate(s.at);
    out.push({
      source,
      description: `${EXPENSE_LABELS[s.expenseKind ?? "toll"]} paid on the trip (${day}, receipt)`,
      quantity: 1,
      unitPaise: paise,
      amountPaise: paise,
      receiptUrl: s.receiptUrl,
      approved: decided.get(source) ?? null,
    });
  }
  return out;
}

/**
 * What the duty slip feeds: after the close, the trip's actual km (closing − opening) and the
 * recorded expenses are offered to staff as candidate invoice lines; staff approve or reject each, and
 * only approved lines reach the invoice (`approvedTripChargeLines`). Nothing is billed without a decision.
 */
export class TripChargeService {
  constructor(
    private readonly db: DataSource,
    private readonly events: EventBus = noEvents,
    private readonly terms: TermsChange = plainChange,
  ) {}

  /**
   * The candidate lines of a booking's closed trip with staff's decisions (empty before the close); their
   * amounts null for staff without money.read.
   */
  async candidates(actor: Actor | undefined, bookingId: unknown): Promise<ChargeCandidateView[]> {
    const staff = requireActor(actor);
    if (!isUuid(bookingId)) throw new NotFoundError(msg("booking.notFound"));
    return asSeenBy(staff, await tripChargeCandidates(this.db.manager, bookingId));
  }

  /** The approved lines of a booking its caller was already allowed to read (the invoice PDF's download). */
  approvedFor(booking: Pick<Booking, "id">): Promise<ChargeLine[]> {
    return approvedTripChargeLines(this.db.manager, booking.id);
  }

  /** Approves (billed on the invoice) or rejects (not billed) one candidate; a new decision replaces the last. */
  async decide(
    actor: Actor | undefined,
    bookingId: unknown,
    source: unknown,
    approve: unknown,
  ): Promise<ChargeCandidateView[]> {
    const staff = requireActor(actor);
    if (!isUuid(bookingId)) throw new NotFoundError(msg("booking.notFound"));
    if (typeof approve !== "boolean")
      throw new ValidationError(msg("validation.onOrOff", { field: "Approve" }), { field: "Approve" });
    const booking = await this.db.transaction(async (m) => {
      const locked = await m
        .getRepository(Booking)
        .findOne({ where: { id: bookingId }, lock: { mode: "pessimistic_write" } });
      if (!locked) throw new NotFoundError(msg("booking.notFound"));
      const line = (await tripChargeCandidates(m, bookingId)).find((c) => c.source === source);
      if (!line) throw new ValidationError(msg("charge.notOffered"));
      // What the booking bills changes: the fare rule runs around it (a note after the tax invoice).
      const reason = `${line.description} ${approve ? "approved" : "rejected"}`;
      const move = await this.terms(m, bookingId, staff, reason, () =>
        decideTripCharge(m, bookingId, line, approve, staff.id),
      );
      await recordActivity(m, staff, {
        action: approve ? "approve" : "reject",
        entity: "trip-charge",
        entityId: bookingId,
        changes: { [line.source]: [line.approved, approve], ...(move.notes.length && { notes: [null, move.notes] }) },
      });
      return locked;
    });
    this.events.publish(BOOKING_CHANGED, { kind: "UPDATED", bookingId, ownerId: booking.ownerId });
    return asSeenBy(staff, await tripChargeCandidates(this.db.manager, bookingId));
  }
}

/** Reading the candidates needs bookings.read; approving or rejecting a billable line needs money.write. */
export const TRIP_CHARGE_POLICIES: ServicePolicies<TripChargeService> = {
  ...needs(Permission.bookingsRead)("candidates"),
  ...needs(Permission.moneyWrite)("decide"),
  // Given a booking already read through BookingService.get (its owner or staff), like QuoteService.acceptedFor.
  ...open("approvedFor"),
};
