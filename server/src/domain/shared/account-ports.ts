/**
 * The account area (domain/account) is the one place that decides a booking's money: what it bills, what
 * it owes, and what a change of its terms does once the tax invoice is issued. Areas below it (bookings,
 * quotes, trips, tax documents) reach it through these ports, handed to them by services.ts, so no arrow
 * runs from them up to it.
 */
import type { EntityManager } from "typeorm";
import type { Actor } from "./actor";
import type { ActivityActor } from "./activity";
import type { Paise } from "./money";

/**
 * What is owed on a booking is computed by the account area alone and kept on its row
 * (`bookings.balancePaise`), where every screen, document and list reads it. A change that moves money (an
 * advance received, a trip's collection, a tax document) asks for the figure again on its own transaction.
 */
export interface Balances {
  refresh(m: EntityManager, bookingId: string): Promise<void>;
}

/** What a change of terms did to the fare, and the notes it issued (for the caller's activity entry). */
export interface FareMove {
  farePaise: [Paise | null, Paise | null];
  advancePaise: [Paise | null, Paise | null];
  /** Numbers of the credit and debit notes issued for the difference, after a tax invoice. */
  notes: string[];
}

/**
 * A change of a booking's terms (its accepted quote, its trip's approved charges) made by `change` on the
 * caller's transaction, with the booking's row locked: the one fare rule runs around it. Before the tax
 * invoice the fare follows the accepted quote (an advance already received stays as received); after it, a
 * lower bill is a credit note and a higher one a debit note, or the change is refused (Settings → Tax).
 */
export type TermsChange = (
  m: EntityManager,
  bookingId: string,
  actor: Actor | undefined,
  reason: string,
  change: () => Promise<void>,
) => Promise<FareMove>;

/** For services built without the account area (unit tests): the change runs, nothing else. */
export const noBalances: Balances = { refresh: async () => undefined };
export const plainChange: TermsChange = async (_m, _id, _actor, _reason, change) => {
  await change();
  return { farePaise: [null, null], advancePaise: [null, null], notes: [] };
};

/**
 * The GST documents of money received and returned before the tax invoice, issued by the account area on the
 * transaction of the payment or refund (the payment area reaches it through this port): a receipt voucher for a
 * payment, a refund voucher for a refund of one that had a receipt voucher.
 */
export interface PaymentDocuments {
  received(
    m: EntityManager,
    payment: { id: string; bookingId: string; amountPaise: Paise },
    who: ActivityActor,
  ): Promise<void>;
  refunded(
    m: EntityManager,
    refund: { id: string; bookingId: string; paymentId: string; amountPaise: Paise },
    who: ActivityActor,
  ): Promise<void>;
}
