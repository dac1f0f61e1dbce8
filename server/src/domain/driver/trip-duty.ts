/** A trip's days and staff's part of its duty slip, shared by the duty slip and the driver's page. */
import type { EntityManager } from "typeorm";
import type { Booking } from "../booking/booking.entity";
import { balanceOf } from "../booking/booking-money";
import { addDays } from "../booking/booking-rules";
import { DriverDuty } from "./driver-duty.entity";

/** The last day of a booking's trip (inclusive). */
export const returnDate = (b: Pick<Booking, "departureDate" | "days">) => addDays(b.departureDate, b.days - 1);

/** Staff's part of the slip, with the amount the driver collects (the balance, only when "collect on board"). */
export interface DutyView {
  bookingId: string;
  reportingTime: string | null;
  driverNotes: string | null;
  collectOnBoard: boolean;
  /** Paise; null unless staff marked the trip "collect on board" and a fare is agreed. */
  amountToCollectPaise: number | null;
}

/** The duty of a booking (defaults when staff added nothing) with the amount to collect. */
export async function dutyOf(m: EntityManager, booking: Booking): Promise<DutyView> {
  const duty = await m.getRepository(DriverDuty).findOneBy({ bookingId: booking.id });
  const collectOnBoard = duty?.collectOnBoard ?? false;
  const balance = balanceOf(booking);
  return {
    bookingId: booking.id,
    reportingTime: duty?.reportingTime ?? null,
    driverNotes: duty?.driverNotes ?? null,
    collectOnBoard,
    // numeric(12,2) rupees read as text by the entity: to paise once, rounded half up.
    amountToCollectPaise: collectOnBoard && balance !== null && balance > 0 ? Math.round(balance * 100) : null,
  };
}
