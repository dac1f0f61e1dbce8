/** A trip's days and staff's part of its duty slip, shared by the duty slip and the driver's page. */
import type { EntityManager } from "typeorm";
import type { Booking } from "../booking/booking.entity";
import { type ReturnLeg, TripPlan, returnLegOf } from "../booking/trip-plan";
import { DriverDuty } from "./driver-duty.entity";
import { tripLastDay } from "../shared/calendar";

/** The trip's last day, as every document prints it (shared/calendar.ts `tripLastDay`). */
export const returnDate = (b: Pick<Booking, "departureDate" | "days">) => tripLastDay(b.departureDate, b.days);

/** Staff's part of the slip, with the amount the driver collects (the balance, only when "collect on board"). */
export interface DutyView {
  bookingId: string;
  reportingTime: string | null;
  driverNotes: string | null;
  collectOnBoard: boolean;
  /** Paise: the booking's balance, as every screen shows it; null unless staff marked the trip "collect on board" and something is owed. */
  amountToCollectPaise: number | null;
}

/** The duty of a booking (defaults when staff added nothing) with the amount to collect. */
export async function dutyOf(m: EntityManager, booking: Booking): Promise<DutyView> {
  const duty = await m.getRepository(DriverDuty).findOneBy({ bookingId: booking.id });
  const collectOnBoard = duty?.collectOnBoard ?? false;
  const balance = booking.balancePaise;
  return {
    bookingId: booking.id,
    reportingTime: duty?.reportingTime ?? null,
    driverNotes: duty?.driverNotes ?? null,
    collectOnBoard,
    amountToCollectPaise: collectOnBoard && balance !== null && balance > 0 ? balance : null,
  };
}

/** A stop of the trip as the duty slip and the driver's page show it. */
export interface SlipStop {
  place: string;
  day: number;
  time: string | null;
  nightHalt: boolean;
}

/** The trip plan's stops after the pickup (day, time, night halt); the destination alone when the booking has no plan. */
export async function tripStops(m: EntityManager, booking: Booking): Promise<SlipStop[]> {
  const plan = await m.getRepository(TripPlan).findOneBy({ bookingId: booking.id });
  return plan?.stops.length
    ? plan.stops.map((s) => ({ place: s.place, day: s.day, time: s.time, nightHalt: s.nightHalt }))
    : [{ place: booking.destination, day: 1, time: null, nightHalt: false }];
}

/** The way back after the last stop (the duty slip's last line): to the pickup on the last day; none when one-way. */
export async function tripReturn(m: EntityManager, booking: Booking): Promise<ReturnLeg | null> {
  return returnLegOf(booking, await m.getRepository(TripPlan).findOneBy({ bookingId: booking.id }));
}
