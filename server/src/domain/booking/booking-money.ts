/** The only sums the product does (no pricing): the balance and what is due next by UPI. */
import { BookingStatus } from "../shared/enums";
import { bookingRef } from "./booking-rules";

interface Money {
  id: string;
  status: BookingStatus;
  agreedFare: number | null;
  advance: number | null;
  advanceReceivedOn: string | null;
}

/** balance = fare - advance; null until a fare is agreed. */
export const balanceOf = (b: Pick<Money, "agreedFare" | "advance">): number | null =>
  b.agreedFare === null ? null : Math.round((b.agreedFare - (b.advance ?? 0)) * 100) / 100;

/** The advance until staff record it as received, then the balance; nothing for a cancelled booking or when nothing is due. */
export function upiDue(b: Money): { amount: number; purpose: "advance" | "balance" } | null {
  if (b.agreedFare === null || b.status === BookingStatus.Cancelled) return null;
  const advanceDue = b.advance !== null && b.advance > 0 && !b.advanceReceivedOn;
  const amount = advanceDue ? b.advance! : b.advanceReceivedOn ? balanceOf(b)! : b.agreedFare;
  return amount > 0 ? { amount, purpose: advanceDue ? "advance" : "balance" } : null;
}

/** upi://pay link (NPCI deep link): payee VPA and name, amount in INR with 2 decimals, the booking reference as the note. */
export function upiLink(vpa: string, payee: string, amount: number, bookingId: string): string {
  const enc = (s: string) => encodeURIComponent(s).replace(/%40/g, "@");
  return `upi://pay?pa=${enc(vpa)}&pn=${enc(payee)}&am=${amount.toFixed(2)}&cu=INR&tn=${bookingRef(bookingId)}`;
}

/** Indian-grouped rupees with 2 decimals: "INR 1,25,000.00". */
export const inr = (n: number) =>
  `INR ${n.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
