/**
 * A payment entered in the ledger, one way for every path (staff recording one by hand, the gateway's capture):
 * its row, its receipt voucher (before the tax invoice), the advance marked received once the advance-kind rows cover it, the booking's balance made again
 * (never below nothing), its history row and its activity entry, on the caller's transaction with the booking's
 * row locked by the caller.
 */
import type { EntityManager } from "typeorm";
import { Booking } from "../booking/booking.entity";
import { recordBookingChange } from "../booking/booking-history";
import type { Balances, PaymentDocuments } from "../shared/account-ports";
import type { ActivityActor } from "../shared/activity";
import { ConflictError } from "../shared/errors";
import { msg } from "../shared/messages";
import { formatInr, type Paise } from "../shared/money";
import { Payment } from "./payment.entity";
import { PaymentKind, PaymentMethod } from "./payment-enums";
import { advancePaid, receivedPaise } from "./payment.queries";

export const METHOD_WORDS: Record<PaymentMethod, string> = {
  razorpay: "Razorpay",
  upi_manual: "UPI",
  cash: "cash",
  bank: "bank transfer",
};

export interface PaymentEntry {
  id: string;
  /** Null: the advance while the agreed advance is not all received, else the balance. */
  kind: PaymentKind | null;
  method: PaymentMethod;
  amountPaise: Paise;
  reference: string | null;
  providerPaymentId: string;
  receivedOn: string;
  recordedBy: string;
}

/** The kind a payment of no stated kind is: the advance while the agreed advance is due, else the balance. */
export const kindDue = (b: Pick<Booking, "agreedAdvancePaise" | "advanceReceivedOn">): PaymentKind =>
  (b.agreedAdvancePaise ?? 0) > 0 && !b.advanceReceivedOn ? PaymentKind.advance : PaymentKind.balance;

/**
 * Enters `entry` on `current` (the booking's row, locked by the caller's transaction `m`). Refused for more than
 * the booking still owes (`refuseOverpayment`, staff's path; the gateway's money has arrived and is entered).
 */
export async function enterPayment(
  m: EntityManager,
  { balances, documents }: { balances: Balances; documents: PaymentDocuments },
  current: Booking,
  entry: PaymentEntry,
  who: { actor: ActivityActor; by: string | null; refuseOverpayment: boolean },
): Promise<Payment> {
  const kind = entry.kind ?? kindDue(current);
  const advance = current.agreedAdvancePaise ?? 0;
  await m.getRepository(Payment).insert({ ...entry, bookingId: current.id, kind });
  // Before the tax invoice, the receipt voucher of the money received (the account area decides).
  await documents.received(m, { id: entry.id, bookingId: current.id, amountPaise: entry.amountPaise }, who.actor);
  if (kind === PaymentKind.advance && advance > 0 && !current.advanceReceivedOn) {
    if ((await advancePaid(m, current.id)) >= advance)
      await m.getRepository(Booking).update({ id: current.id }, { advanceReceivedOn: entry.receivedOn });
  }
  await balances.refresh(m, current.id);
  const { balancePaise } = (await m.getRepository(Booking).findOneBy({ id: current.id }))!;
  if (who.refuseOverpayment && balancePaise !== null && balancePaise < 0)
    throw new ConflictError(msg("payment.overBalance"), { field: "Amount" });
  const method = METHOD_WORDS[entry.method];
  const ref = entry.reference ?? entry.providerPaymentId;
  await recordBookingChange(
    m,
    {
      bookingId: current.id,
      from: current.status,
      to: current.status,
      note: `Payment received: ${formatInr(entry.amountPaise)} by ${method} on ${entry.receivedOn} (${kind}), reference ${ref}`,
      by: who.by,
    },
    {
      actor: who.actor,
      action: "payment",
      entity: "booking",
      changes: {
        payment: [null, `${formatInr(entry.amountPaise)} ${method} ${ref}`],
        received: [null, formatInr(await receivedPaise(m, current.id))],
      },
    },
  );
  return (await m.getRepository(Payment).findOneBy({ id: entry.id }))!;
}
