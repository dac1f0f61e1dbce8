/** A trip as its driver's page (and staff) see it: built from the booking, the duty slip and what was recorded. */
import type { DataSource } from "typeorm";
import type { Booking } from "../booking/booking.entity";
import { bookingRef } from "../booking/booking-rules";
import { Language } from "../shared/enums";
import { type Paise, rupeesNumber } from "../shared/money";
import { type DriverTripRecord, DriverTripStep, type ExpenseKind, type StepKind } from "./driver-trip.entity";
import { linkWindow } from "./driver-link";
import type { Driver } from "./driver.entity";
import type { TripVehicle } from "./driver-link-access";
import { type SlipStop, dutyOf, returnDate, tripReturn, tripStops } from "./trip-duty";

/** An amount in rupees for the API (its fields have always been rupee numbers). */
const paiseOrNull = (p: Paise | null | undefined) => (p === null || p === undefined ? null : rupeesNumber(p));

/** Wrong codes a driver may enter before staff must close the trip. */
export const MAX_CODE_ATTEMPTS = 5;

export interface TripStepView {
  kind: StepKind;
  at: Date;
  km: number | null;
  stop: string | null;
  expenseKind: ExpenseKind | null;
  amount: number | null;
  receiptUrl: string | null;
}

/** A trip as its driver's page (and staff) see it: the duty slip's facts and what was recorded. */
export interface TripView {
  bookingId: string;
  reference: string;
  driverName: string;
  language: Language;
  departureDate: string;
  returnDate: string;
  days: number;
  pickupLocation: string;
  destination: string;
  /** The places in order: the pickup, then the trip plan's stops (the destination when there is no plan). */
  plan: string[];
  /** The trip plan's stops after the pickup, with their day, time and night halt (as the duty slip prints them). */
  stops: SlipStop[];
  /** Where the bus returns on the trip's last day (the pickup), as the duty slip's plan ends; null when one-way. */
  returnTo: string | null;
  customerName: string;
  customerPhone: string;
  passengers: number | null;
  busName: string | null;
  registrationNumber: string | null;
  notes: string | null;
  /** HH:MM at the pickup on the departure day, when staff gave it. */
  reportingTime: string | null;
  /** Paise to collect from the customer on board (the balance), only when staff marked the trip so. */
  amountToCollectPaise: number | null;
  validFrom: string;
  validUntil: string;
  startedAt: Date | null;
  openingKm: number | null;
  closedAt: Date | null;
  closingKm: number | null;
  actualKm: number | null;
  amountCollected: number | null;
  closedBy: string | null;
  codeAttemptsLeft: number;
  /** Staff only (they may read it out to the customer); null on the driver's page. */
  customerCode: string | null;
  steps: TripStepView[];
  /** Which of the booking's vehicles this trip is; null for a booking of one. */
  vehicle: { position: number; of: number } | null;
}

/** The trip's view for its driver (no customer's code). */
export async function tripView(
  db: DataSource,
  booking: Booking,
  driver: Driver | null,
  record: DriverTripRecord | null,
  vehicle: TripVehicle | null = null,
): Promise<TripView> {
  const steps = record
    ? await db
        .getRepository(DriverTripStep)
        .find({ where: { vehicleId: record.vehicleId }, order: { at: "ASC", id: "ASC" } })
    : [];
  const duty = await dutyOf(db.manager, booking);
  const stops = await tripStops(db.manager, booking);
  const opening = record?.openingKm ?? null;
  const closing = record?.closingKm ?? null;
  return {
    bookingId: booking.id,
    reference: bookingRef(booking.id),
    driverName: driver?.name ?? "",
    language: driver?.language ?? Language.hi,
    departureDate: booking.departureDate,
    returnDate: returnDate(booking),
    days: booking.days,
    pickupLocation: booking.pickupLocation,
    destination: booking.destination,
    plan: [booking.pickupLocation, ...stops.map((s) => s.place)],
    stops,
    returnTo: (await tripReturn(db.manager, booking))?.place ?? null,
    customerName: booking.name,
    customerPhone: booking.phone,
    passengers: booking.passengers,
    busName: vehicle ? vehicle.busName : (booking.bus?.name ?? null),
    registrationNumber: vehicle ? vehicle.registrationNumber : (booking.bus?.registrationNumber ?? null),
    vehicle: vehicle && vehicle.of > 1 ? { position: vehicle.position, of: vehicle.of } : null,
    notes: [duty.driverNotes, booking.notes].filter(Boolean).join("\n\n") || null,
    reportingTime: duty.reportingTime,
    // The first vehicle's driver collects what is owed on board.
    amountToCollectPaise: (vehicle?.position ?? 1) === 1 ? duty.amountToCollectPaise : null,
    ...linkWindow(booking.departureDate, booking.days),
    startedAt: record?.startedAt ?? null,
    openingKm: opening,
    closedAt: record?.closedAt ?? null,
    closingKm: closing,
    actualKm: opening !== null && closing !== null ? closing - opening : null,
    amountCollected: paiseOrNull(record?.amountCollectedPaise),
    closedBy: record?.closedBy ?? null,
    codeAttemptsLeft: Math.max(0, MAX_CODE_ATTEMPTS - (record?.codeAttempts ?? 0)),
    customerCode: null,
    steps: steps.map((s) => ({
      kind: s.kind,
      at: s.at,
      km: s.km,
      stop: s.stop,
      expenseKind: s.expenseKind,
      amount: paiseOrNull(s.amountPaise),
      receiptUrl: s.receiptUrl,
    })),
  };
}
