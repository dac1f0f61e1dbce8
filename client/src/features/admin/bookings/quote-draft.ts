/**
 * A Draft's lines as staff type them, priced as the server prices them (server/src/domain/quote/quote-pricing.ts:
 * a line's amount, discounts taken off the taxable value, tolls, parking and permits outside GST, at actuals nothing;
 * the totals by app/money.ts `billTotals`, the server's arithmetic), so the builder's live figures are the saved ones.
 */
import { type BillTotals, type Paise, billTotals, lineAmount, parseRupees, percentOf } from "../../../app/money";

export const LINE_KINDS = ["km", "driver", "night-halt", "toll", "parking", "permit", "discount", "other"] as const;
/** Reimbursed at cost: outside GST, and may be "at actuals". */
export const PASS_THROUGH: readonly string[] = ["toll", "parking", "permit"];

export interface LineDraft {
  kind: string;
  label: string;
  quantity: string;
  unit: string;
  atActuals: boolean;
}

/** A whole quantity as the server takes it (0 to 100,000), or null. */
function quantityOf(typed: string): number | null {
  if (!/^\s*\d+\s*$/.test(typed)) return null;
  const n = Number(typed);
  return n <= 100_000 ? n : null;
}

/** A line's amount: null at actuals; undefined while its quantity or rate is not (yet) an amount. */
export function draftAmount(line: LineDraft): Paise | null | undefined {
  if (line.atActuals && PASS_THROUGH.includes(line.kind)) return null;
  const quantity = quantityOf(line.quantity);
  const unit = parseRupees(line.unit);
  if (quantity === null || unit === null) return undefined;
  return lineAmount(quantity, unit, line.kind === "discount");
}

export interface DraftTotals extends BillTotals {
  advancePaise: Paise;
}

/** The Draft's totals and advance, or null while a line or the advance is not yet something the server would take. */
export function draftTotals(
  lines: readonly LineDraft[],
  treatment: { rate: number; intraState: boolean; reverseCharge: boolean },
  advancePercent: string,
): DraftTotals | null {
  const amounts = lines.map(draftAmount);
  if (amounts.some((a) => a === undefined)) return null;
  const totals = billTotals(
    lines.map((l, i) => ({ amountPaise: (amounts[i] ?? 0) as Paise, taxable: !PASS_THROUGH.includes(l.kind) })),
    treatment,
  );
  if (!totals) return null;
  const percent = advancePercent.trim() === "" ? 0 : quantityOf(advancePercent);
  if (percent === null || percent > 100) return null;
  return { ...totals, advancePaise: percentOf(totals.totalPaise, percent) };
}

/** The discounts' sum (a positive amount): what the subtotal of the charges is lowered by. */
export const draftDiscount = (lines: readonly LineDraft[]): Paise =>
  lines.reduce((sum, l) => (l.kind === "discount" ? sum - (draftAmount(l) ?? 0) : sum), 0) as Paise;
