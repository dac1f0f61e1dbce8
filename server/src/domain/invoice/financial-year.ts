/**
 * India's financial year (1 April to 31 March) of an instant, by India's calendar (Asia/Kolkata, UTC+5:30,
 * no daylight saving). Pure.
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar day in India of an instant, "YYYY-MM-DD". */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** "2026-27" for any day from 1 April 2026 to 31 March 2027 (India's calendar). */
export function financialYear(at: Date | string): string {
  const day = typeof at === "string" ? at : indiaDate(at);
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The first and the day after the last day of a month "YYYY-MM" (for "invoices of a month"). */
export function monthRange(month: string): { from: string; to: string } | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const next = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, "0")}`;
  return { from: `${month}-01`, to: `${next}-01` };
}
