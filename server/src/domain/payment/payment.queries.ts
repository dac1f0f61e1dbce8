/**
 * The payment ledger's hand-written SQL: the rows a form keeps (written, replaced or removed with the form's
 * fields) and a booking's received total.
 */
import type { DataSource, EntityManager } from "typeorm";
import type { Paise } from "../shared/money";
import type { ColumnCoverage } from "../shared/query-columns";
import { Payment } from "./payment.entity";
import type { PaymentKind, PaymentMethod } from "./payment-enums";

/**
 * The ids of the payments a form records, one per booking each (the ledger's unique `providerPaymentId` keeps
 * them one however often the form is saved): the advance received as the fare form records it, and what the
 * driver (or staff closing for them) collected on board.
 */
export const PAYMENT_KEYS = {
  advance: (bookingId: string) => `advance:${bookingId}`,
  collected: (bookingId: string) => `collected:${bookingId}`,
};

/** A payment as a form records it. */
export interface FormPayment {
  kind: PaymentKind;
  method: PaymentMethod;
  amountPaise: Paise;
  receivedOn: string;
  recordedBy: string;
}

const UPSERT = `INSERT INTO payments ("bookingId", "providerPaymentId", kind, method, "amountPaise", "receivedOn", "recordedBy", reference)
  VALUES ($1, $2, $3, $4, $5, $6, $7, NULL)
  ON CONFLICT ("providerPaymentId") DO UPDATE
    SET kind = EXCLUDED.kind, method = EXCLUDED.method, "amountPaise" = EXCLUDED."amountPaise",
        "receivedOn" = EXCLUDED."receivedOn", "recordedBy" = EXCLUDED."recordedBy"`;

/**
 * Keeps the ledger row `key` of a booking as a form says on `m`: written or replaced with `payment`, removed
 * without one (a field cleared, an amount of nothing).
 */
export async function keepFormPayment(
  m: EntityManager,
  bookingId: string,
  key: string,
  payment: FormPayment | null,
): Promise<void> {
  if (!payment || payment.amountPaise <= 0) {
    await m.query(`DELETE FROM payments WHERE "providerPaymentId" = $1`, [key]);
    return;
  }
  const { kind, method, amountPaise, receivedOn, recordedBy } = payment;
  await m.query(UPSERT, [bookingId, key, kind, method, amountPaise, receivedOn, recordedBy]);
}

/**
 * The advance-kind payments of a booking other than the row `key` (a form's own): their sum in paise, and the day
 * the last was received (null without any).
 */
export async function otherAdvancePayments(
  m: EntityManager,
  bookingId: string,
  key: string,
): Promise<{ paise: Paise; lastOn: string | null }> {
  const [row] = await m.query(
    `SELECT coalesce(sum("amountPaise"), 0)::text AS paise, max("receivedOn")::text AS "lastOn"
       FROM payments WHERE "bookingId" = $1 AND kind = 'advance' AND "providerPaymentId" <> $2`,
    [bookingId, key],
  );
  return { paise: Number(row.paise), lastOn: row.lastOn };
}

/** What a booking's advance-kind payments add up to, in paise. */
export async function advancePaid(m: EntityManager, bookingId: string): Promise<Paise> {
  const [row] = await m.query(
    `SELECT coalesce(sum("amountPaise"), 0)::text AS paise FROM payments WHERE "bookingId" = $1 AND kind = 'advance'`,
    [bookingId],
  );
  return Number(row.paise);
}

/** A booking's payments, by the day received, then as recorded. */
export function paymentsOf(m: EntityManager | DataSource, bookingId: string): Promise<Payment[]> {
  return m
    .getRepository(Payment)
    .find({ where: { bookingId }, order: { receivedOn: "ASC", createdAt: "ASC", id: "ASC" } });
}

/** What a booking's ledger holds as received, in paise: its payments less its refunds (but those the gateway refused). */
export async function receivedPaise(m: EntityManager, bookingId: string): Promise<Paise> {
  const [row] = await m.query(
    `SELECT ((SELECT coalesce(sum("amountPaise"), 0) FROM payments WHERE "bookingId" = $1)
           - (SELECT coalesce(sum("amountPaise"), 0) FROM refunds WHERE "bookingId" = $1 AND status <> 'failed'))::text AS paise`,
    [bookingId],
  );
  return Number(row.paise);
}

export const columnCoverage: ColumnCoverage[] = [
  { name: "keepFormPayment", entity: Payment, sql: UPSERT, kind: "insert", leftOut: ["id", "createdAt"] },
];

/**
 * Whether one of a pending booking's buses (its vehicles') is held by another confirmed booking on one of its days (a payment captured
 * for it then cannot buy the trip: it is refunded).
 */
export async function busTakenElsewhere(m: EntityManager, bookingId: string): Promise<boolean> {
  const rows = await m.query(
    `SELECT 1 FROM bookings b
       JOIN booking_vehicles mine ON mine."bookingId" = b.id
       JOIN booking_vehicles o ON o."busId" = mine."busId" AND o."bookingId" <> b.id AND o.confirmed AND o.trip && mine.trip
      WHERE b.id = $1 AND b.status = 'Pending' LIMIT 1`,
    [bookingId],
  );
  return rows.length > 0;
}

/** What is left to refund on a payment: its amount less its refunds (but those the gateway refused), in paise. */
export async function refundablePaise(m: EntityManager, paymentId: string): Promise<Paise> {
  const [row] = await m.query(
    `SELECT (p."amountPaise" - coalesce((SELECT sum(r."amountPaise") FROM refunds r
              WHERE r."paymentId" = p.id AND r.status <> 'failed'), 0))::text AS paise
       FROM payments p WHERE p.id = $1`,
    [paymentId],
  );
  return row ? Number(row.paise) : 0;
}
