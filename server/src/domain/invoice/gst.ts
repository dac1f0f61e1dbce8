/**
 * GST on an invoice, in integer paise (pure). The one rounding rule is the quote's (`roundHalfUp`, half up
 * to the paisa), applied once per tax head: within the supplier's state, CGST and SGST are each half the
 * rate and each rounded on its own; between states, IGST at the full rate, rounded once.
 */
import { type Paise, roundHalfUp } from "../quote/quote-pricing";

export const GST_SCHEMES = [5, 12] as const;
export type GstScheme = (typeof GST_SCHEMES)[number];

export interface InvoiceLineValue {
  label: string;
  /** SAC of the line (9966: renting of passenger vehicles with operator). */
  sac: string;
  quantity: number;
  unitPaise: Paise;
  /** quantity × unit; negative for a discount. */
  amountPaise: Paise;
  /** False for reimbursements at cost (tolls, parking, permits): outside the taxable value. */
  taxable: boolean;
}

export interface GstTotals {
  taxablePaise: Paise;
  /** Reimbursements at cost, outside GST. */
  nonTaxablePaise: Paise;
  rate: GstScheme;
  /** True within one state (CGST + SGST), false between states (IGST). */
  intraState: boolean;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  taxPaise: Paise;
  /** Tax is paid by the recipient (reverse charge): the invoice shows it but does not charge it. */
  reverseCharge: boolean;
  /** What the invoice charges: taxable + tax (unless reverse charge) + reimbursements. */
  totalPaise: Paise;
}

/** The tax on a taxable value at a rate: CGST and SGST each rounded, or IGST. Negative values are refused. */
export function gstOn(taxablePaise: Paise, rate: GstScheme, intraState: boolean) {
  if (!Number.isSafeInteger(taxablePaise) || taxablePaise < 0) throw new RangeError("gstOn");
  if (intraState) {
    // Each half is its own tax head, rounded on its own (rate / 2 percent = rate / 200).
    const cgst = roundHalfUp(taxablePaise * rate, 200);
    const sgst = roundHalfUp(taxablePaise * rate, 200);
    return { cgstPaise: cgst, sgstPaise: sgst, igstPaise: 0, taxPaise: cgst + sgst };
  }
  const igst = roundHalfUp(taxablePaise * rate, 100);
  return { cgstPaise: 0, sgstPaise: 0, igstPaise: igst, taxPaise: igst };
}

/**
 * A taxable value whose tax-inclusive total is `inclusivePaise` (the agreed fare of a booking without a
 * quote): inclusive × 100 / (100 + rate), rounded by the same rule.
 */
export function taxableFromInclusive(inclusivePaise: Paise, rate: GstScheme): Paise {
  return roundHalfUp(inclusivePaise * 100, 100 + rate);
}

/** The invoice's totals from its lines. */
export function invoiceTotals(
  lines: readonly InvoiceLineValue[],
  rate: GstScheme,
  intraState: boolean,
  reverseCharge: boolean,
): GstTotals {
  let taxablePaise = 0;
  let nonTaxablePaise = 0;
  for (const line of lines) {
    if (line.taxable) taxablePaise += line.amountPaise;
    else nonTaxablePaise += line.amountPaise;
  }
  if (taxablePaise < 0) throw new RangeError("invoiceTotals: negative taxable value");
  const tax = gstOn(taxablePaise, rate, intraState);
  return {
    taxablePaise,
    nonTaxablePaise,
    rate,
    intraState,
    ...tax,
    reverseCharge,
    totalPaise: taxablePaise + (reverseCharge ? 0 : tax.taxPaise) + nonTaxablePaise,
  };
}

/** The tax heads of a document, in paise. */
export interface TaxHeads {
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
}

/**
 * The tax of a credit note taking `taxablePaise` off an invoice (its heads and rate, by the same rounding
 * rule), given what its earlier credit notes left of it. Halves rounded on their own could credit more than
 * the invoice charged (₹0.40 at 5 %: CGST 1 paisa; two credits of ₹0.20 would take 1 paisa each), so no
 * head takes more than is left of it, and the credit that takes all the remaining taxable value takes
 * exactly the tax that remains: an invoice's credit notes add up to it to the paisa.
 */
export function creditNoteTax(
  invoice: { rate: GstScheme; intraState: boolean },
  left: TaxHeads & { taxablePaise: Paise },
  taxablePaise: Paise,
): TaxHeads & { taxPaise: Paise } {
  if (!Number.isSafeInteger(taxablePaise) || taxablePaise < 0 || taxablePaise > left.taxablePaise)
    throw new RangeError("creditNoteTax");
  if (taxablePaise === left.taxablePaise) {
    const { cgstPaise, sgstPaise, igstPaise } = left;
    return { cgstPaise, sgstPaise, igstPaise, taxPaise: cgstPaise + sgstPaise + igstPaise };
  }
  const tax = gstOn(taxablePaise, invoice.rate, invoice.intraState);
  const cgstPaise = Math.min(tax.cgstPaise, left.cgstPaise);
  const sgstPaise = Math.min(tax.sgstPaise, left.sgstPaise);
  const igstPaise = Math.min(tax.igstPaise, left.igstPaise);
  return { cgstPaise, sgstPaise, igstPaise, taxPaise: cgstPaise + sgstPaise + igstPaise };
}
