/**
 * The invoice area's hand-written SQL (issue 30): a series' gap-free next number, the locks that order a
 * booking's billing against its issue and an invoice's credits against each other, what an invoice's
 * credit notes already took off it, and what an invoice is assembled from (the accepted quote's lines,
 * the gazetteer's region of the pickup). No statement here writes or reads a whole entity row (the
 * counters of `invoice_counters` have no entity), so `columnCoverage` is empty.
 */
import type { DataSource, EntityManager } from "typeorm";
import type { LineKind } from "../quote/quote-pricing";
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

/** An invoice's credits serialized: one advisory lock per invoice until `m`'s transaction ends. */
export async function lockInvoiceCredits(m: EntityManager, invoiceId: string): Promise<void> {
  await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`invoice-credit:${invoiceId}`]);
}

/** What an invoice's credit notes took off it: taxable value, the rest and each tax head, in paise (bigint as text). */
export async function creditedValues(
  m: EntityManager,
  invoiceId: string,
): Promise<Record<"taxable" | "other" | "cgst" | "sgst" | "igst", string | number>> {
  const [row] = await m.query(
    `SELECT coalesce(sum("taxablePaise"), 0)::bigint AS taxable, coalesce(sum("nonTaxablePaise"), 0)::bigint AS other,
            coalesce(sum("cgstPaise"), 0)::bigint AS cgst, coalesce(sum("sgstPaise"), 0)::bigint AS sgst,
            coalesce(sum("igstPaise"), 0)::bigint AS igst
         FROM invoices WHERE "invoiceId" = $1`,
    [invoiceId],
  );
  return row;
}

/** The total of an invoice's credit notes, in paise (bigint as text). */
export async function creditedTotal(db: DataSource | EntityManager, invoiceId: string): Promise<string | number> {
  const [{ credited }] = await db.query(
    `SELECT coalesce(sum("totalPaise"), 0)::bigint AS credited FROM invoices WHERE "invoiceId" = $1`,
    [invoiceId],
  );
  return credited;
}

/** A line of a booking's accepted quote, as an invoice reads it. */
export interface QuoteLineRow {
  kind: LineKind;
  label: string;
  quantity: number;
  unitPaise: string | null;
  atActuals: boolean;
}

/** The lines of the booking's accepted quote, in their order (none when no quote is accepted). */
export function acceptedQuoteLines(m: EntityManager, bookingId: string): Promise<QuoteLineRow[]> {
  return m.query(
    `SELECT l.kind, l.label, l.quantity, l."unitPaise", l."atActuals"
       FROM quote_lines l JOIN quotes q ON q.id = l."quoteId"
      WHERE q."bookingId" = $1 AND q.state = 'Accepted' ORDER BY l.position`,
    [bookingId],
  );
}

/** The region of the best-known gazetteer place with one of these (lower-case) names, outside Nepal. */
export function placeRegion(m: EntityManager, names: string[]): Promise<Array<{ region: string }>> {
  return m.query(
    `SELECT region FROM places WHERE lower(name) = ANY($1::text[]) AND region <> 'Nepal' ORDER BY rank DESC LIMIT 1`,
    [names],
  );
}

export const columnCoverage: ColumnCoverage[] = [];
