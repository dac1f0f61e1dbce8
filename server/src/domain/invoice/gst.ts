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

/**
 * A credit note's totals. A full credit (the booking was cancelled) returns the invoice's own figures; a
 * reduction is given as taxable value taken off, and its tax follows the invoice's heads and rate by the
 * same rounding rule (nothing is charged back under reverse charge).
 */
export function creditNoteTotals(
  invoice: GstTotals,
  reductionTaxablePaise: Paise | null,
): Omit<GstTotals, "rate" | "intraState" | "reverseCharge"> {
  if (reductionTaxablePaise === null) {
    const { rate: _r, intraState: _i, reverseCharge: _rc, ...figures } = invoice;
    return figures;
  }
  const tax = gstOn(reductionTaxablePaise, invoice.rate, invoice.intraState);
  return {
    taxablePaise: reductionTaxablePaise,
    nonTaxablePaise: 0,
    ...tax,
    totalPaise: reductionTaxablePaise + (invoice.reverseCharge ? 0 : tax.taxPaise),
  };
}
