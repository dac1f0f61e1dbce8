/** KCT/2026-27/0001 (at least four digits); the sequence is `nextSequence`'s (invoice.queries.ts). */
export const documentNumber = (series: string, financialYear: string, sequence: number): string =>
  `${series}/${financialYear}/${String(sequence).padStart(4, "0")}`;
