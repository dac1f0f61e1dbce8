/**
 * The rules of a trip's row (`driver_trip_records`) shared by the driver's steps and staff's close: the row
 * held for a change, an open trip, the closing km and amounts as entered, and what a change leaves
 * behind (a row of the booking's history, a `BOOKING_CHANGED` event).
 */
import type { DataSource, EntityManager } from "typeorm";
import { Booking } from "../booking/booking.entity";
import { recordBookingChange } from "../booking/booking-history";
import { PAYMENT_KEYS, keepFormPayment } from "../payment/payment.queries";
import { PaymentKind, PaymentMethod } from "../payment/payment-enums";
import { indiaDate } from "../shared/calendar";
import { ConflictError, ValidationError } from "../shared/errors";
import { BOOKING_CHANGED, type EventBus } from "../shared/events";
import { type FieldLabel, msg } from "../shared/messages";
import { type Paise, parseRupees } from "../shared/money";
import * as v from "../shared/validate";
import { DriverTripRecord } from "./driver-trip.entity";
import { ensureTripRecord, vehiclePosition } from "./driver.queries";

/** The highest odometer reading taken. */
export const MAX_KM = 9_999_999;

/** A vehicle's trip row, locked for the transaction (created first when `create`). */
export async function lockTripRecord(
  m: EntityManager,
  vehicleId: string,
  create = false,
): Promise<DriverTripRecord | null> {
  if (create) await ensureTripRecord(m, vehicleId);
  return m.getRepository(DriverTripRecord).findOne({ where: { vehicleId }, lock: { mode: "pessimistic_write" } });
}

/** A trip started and not closed. */
export function requireOpenTrip(record: DriverTripRecord | null): DriverTripRecord {
  if (!record?.startedAt) throw new ConflictError(msg("trip.notStarted"));
  if (record.closedAt) throw new ConflictError(msg("trip.closed"));
  return record;
}

/** The closing odometer reading: a whole km, not below the opening one. */
export function readClosingKm(value: unknown, openingKm: number): number {
  const km = v.integer(value, "Closing km", 0, MAX_KM);
  if (km < openingKm)
    throw new ValidationError(msg("trip.closingBelowOpening", { opening: openingKm }), { field: "Closing km" });
  return km;
}

/** The most one expense or one collection may be: ₹10,00,000. */
const MAX_TRIP_AMOUNT: Paise = 1_000_000_00;

/** An amount a driver or staff typed, in rupees with at most 2 decimals, to paise (exact), 0 to ₹10,00,000. */
export function paiseEntered(value: unknown, label: FieldLabel): Paise {
  const paise = typeof value === "number" || typeof value === "string" ? parseRupees(value) : null;
  if (paise === null || paise > MAX_TRIP_AMOUNT || (typeof value === "string" && /,|₹|rs|inr/i.test(value)))
    throw new ValidationError(msg("trip.amountFormat", { field: label }), { field: label });
  return paise;
}

/** A row of the booking's history (the status stays Confirmed; the note says what happened). */
export async function tripHistory(m: EntityManager, bookingId: string, note: string, by: string | null = null) {
  const booking = await m.getRepository(Booking).findOneByOrFail({ id: bookingId });
  await recordBookingChange(m, { bookingId, from: booking.status, to: booking.status, note, by });
}

/** Tells the staff's live list that the booking's trip changed. */
export async function publishTrip(db: DataSource, events: EventBus, bookingId: string) {
  const booking = await db.getRepository(Booking).findOneBy({ id: bookingId });
  if (booking) events.publish(BOOKING_CHANGED, { kind: "UPDATED", bookingId, ownerId: booking.ownerId });
}

/**
 * What was collected on board at the close, as a cash payment of the ledger (on the close's transaction; none
 * when nothing was collected): the booking's balance counts it as received.
 */
export async function keepCollected(
  m: EntityManager,
  record: Pick<DriverTripRecord, "bookingId" | "vehicleId">,
  amountPaise: Paise,
  at: Date,
  by: "driver" | "staff",
): Promise<void> {
  const { bookingId, vehicleId } = record;
  // The first vehicle's collection keeps the booking's own key (as before vehicles); another vehicle's, its own.
  const first = (await vehiclePosition(m, vehicleId)) === 1;
  const key = first ? PAYMENT_KEYS.collected(bookingId) : `${PAYMENT_KEYS.collected(bookingId)}:${vehicleId}`;
  return keepFormPayment(m, bookingId, key, {
    kind: PaymentKind.balance,
    method: PaymentMethod.cash,
    amountPaise,
    receivedOn: indiaDate(at),
    recordedBy: by,
  });
}
