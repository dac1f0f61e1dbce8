/**
 * The invoice area's hand-written SQL: a series' gap-free next number, the locks that order a booking's
 * billing against its issue and an invoice's notes against each other, what an invoice's notes already took
 * off it or added to it, and the gazetteer's region of the pickup (the place of supply). No statement here writes or reads a whole entity row (the
 * counters of `invoice_counters` have no entity), so `columnCoverage` is empty.
 */
import type { EntityManager } from "typeorm";
import type { ColumnCoverage } from "../shared/query-columns";

/**
 * The next number of a series in a financial year, on the transaction that writes the document: the
 * counter row (one per series and year) is created or incremented and stays locked until that
 * transaction ends, so concurrent issuers queue on it, and a rolled-back issue gives its number back
 * (gap-free).
 */
export async function nextSequence(m: EntityManager, series: string, financialYear: string): Promise<number> {
  const rows: Array<{ last: number }> = await m.query(
    `INSERT INTO invoice_counters (series, "financialYear", last) VALUES ($1, $2, 1)
     ON CONFLICT (series, "financialYear") DO UPDATE SET last = invoice_counters.last + 1
     RETURNING last`,
    [series, financialYear],
  );
  return rows[0].last;
}

/** The booking's row locked until `m`'s transaction ends (orders a billing save against an issue of the same booking). */
export async function lockBookingRow(m: EntityManager, bookingId: string): Promise<void> {
  await m.query(`SELECT 1 FROM bookings WHERE id = $1 FOR UPDATE`, [bookingId]);
}

/** An invoice's notes serialized: one advisory lock per invoice until `m`'s transaction ends. */
export async function lockInvoiceNotes(m: EntityManager, invoiceId: string): Promise<void> {
  await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`invoice-credit:${invoiceId}`]);
}

type NotedHeads = Record<"taxable" | "other" | "cgst" | "sgst" | "igst", string | number>;

/**
 * What an invoice's notes took off it (credit notes) and added to it (debit notes): taxable value, the rest
 * and each tax head, in paise (bigint as text).
 */
export async function notedValues(
  m: EntityManager,
  invoiceId: string,
): Promise<{ credit: NotedHeads; debit: NotedHeads }> {
  const rows: Array<NotedHeads & { kind: string }> = await m.query(
    `SELECT kind, coalesce(sum("taxablePaise"), 0)::bigint AS taxable, coalesce(sum("nonTaxablePaise"), 0)::bigint AS other,
            coalesce(sum("cgstPaise"), 0)::bigint AS cgst, coalesce(sum("sgstPaise"), 0)::bigint AS sgst,
            coalesce(sum("igstPaise"), 0)::bigint AS igst
         FROM invoices WHERE "invoiceId" = $1 GROUP BY kind`,
    [invoiceId],
  );
  const none: NotedHeads = { taxable: 0, other: 0, cgst: 0, sgst: 0, igst: 0 };
  return {
    credit: rows.find((r) => r.kind === "credit_note") ?? none,
    debit: rows.find((r) => r.kind === "debit_note") ?? none,
  };
}

/** The region of the best-known gazetteer place with one of these (lower-case) names, outside Nepal. */
export function placeRegion(m: EntityManager, names: string[]): Promise<Array<{ region: string }>> {
  return m.query(
    `SELECT region FROM places WHERE lower(name) = ANY($1::text[]) AND region <> 'Nepal' ORDER BY rank DESC LIMIT 1`,
    [names],
  );
}

export const columnCoverage: ColumnCoverage[] = [];
