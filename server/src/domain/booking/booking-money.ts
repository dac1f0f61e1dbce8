/**
 * What a customer pays next, from the figures kept on the booking's row (the balance is the account area's:
 * account/statement.service.ts): the one UPI amount the booking page, the receipt, the quote page and the
 * tax invoice's QR ask for.
 */
import { BookingStatus } from "../shared/enums";
import { type Paise, upiLink } from "../shared/money";
import { bookingRef } from "./booking-rules";
import type { Booking } from "./booking.entity";

export interface Due {
  amountPaise: Paise;
  /** "advance" until staff record the advance as received, then "balance". */
  purpose: "advance" | "balance";
}

/** The advance until it is received (never more than the balance), then the balance; nothing once cancelled or settled. */
export function dueNow(
  b: Pick<Booking, "status" | "agreedAdvancePaise" | "advanceReceivedOn" | "balancePaise">,
): Due | null {
  if (b.status === BookingStatus.Cancelled || b.balancePaise === null || b.balancePaise <= 0) return null;
  const advanceDue = !!b.agreedAdvancePaise && b.agreedAdvancePaise > 0 && !b.advanceReceivedOn;
  return advanceDue
    ? { amountPaise: Math.min(b.agreedAdvancePaise!, b.balancePaise), purpose: "advance" }
    : { amountPaise: b.balancePaise, purpose: "balance" };
}

/** The upi://pay link of what is due now, to the payee of Settings → Payments; null without one or nothing due. */
export function upiDueLink(
  b: Pick<Booking, "id" | "status" | "agreedAdvancePaise" | "advanceReceivedOn" | "balancePaise">,
  payee: { upiId?: string | null; upiPayee?: string | null },
): (Due & { link: string }) | null {
  const due = dueNow(b);
  if (!due || !payee.upiId || !payee.upiPayee) return null;
  return { ...due, link: upiLink(payee.upiId, payee.upiPayee, due.amountPaise, bookingRef(b.id)) };
}
