import type { EntityManager } from "typeorm";

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

/** KCT/2026-27/0001 (at least four digits). */
export const documentNumber = (series: string, financialYear: string, sequence: number): string =>
  `${series}/${financialYear}/${String(sequence).padStart(4, "0")}`;
