/**
 * What a booking bills, and what it owes: pure rules over the booking's money facts (no database).
 *
 * A booking bills its accepted quote's priced lines (the ones at actuals are priced later, by the trip's
 * approved charges), else one "Bus hire" line carrying the agreed fare (its taxable value under the
 * supply's tax treatment: the fare is what the customer pays), then the lines staff approved from the
 * driver's slip (extra km; tolls, parking and permits at cost). Once the tax invoice is issued, what is
 * billed is the invoice with its debit notes, less its credit notes. What is owed is what is billed less
 * what was received: the advance once received, and what the driver collected on board.
 */
import { PASS_THROUGH, type QuoteLineValue, quoteLineAmount } from "../quote/quote-pricing";
import { type BillTotals, type Paise, type TaxTreatment, billTotals, taxableOfFare } from "../shared/money";

/** A line as the bill (and the tax invoice) carries it. */
export interface BillLine {
  label: string;
  quantity: number;
  unitPaise: Paise;
  /** quantity × unit; negative for a discount. */
  amountPaise: Paise;
  /** False for reimbursements at cost (tolls, parking, permits): outside GST. */
  taxable: boolean;
}

/** A line staff approved from the driver's slip. */
export interface ApprovedCharge {
  description: string;
  quantity: number;
  unitPaise: Paise;
  amountPaise: Paise;
  /** Reimbursed at cost (tolls, parking, permits): outside GST. */
  passThrough: boolean;
}

/** What a booking has agreed to pay, before its tax invoice. */
export interface Terms {
  farePaise: Paise | null;
  /** The accepted quote: its lines, and the treatment it was priced under. */
  quote: { lines: readonly QuoteLineValue[]; treatment: TaxTreatment } | null;
  charges: readonly ApprovedCharge[];
}

/** The label of the one line of a fare agreed without a quote. */
export const BUS_HIRE = "Bus hire";

/** The lines the terms bill under a treatment (the quote's own, or the invoice's when it is issued). */
export function billLines(terms: Terms, treatment: TaxTreatment): BillLine[] {
  const agreed: BillLine[] = terms.quote
    ? terms.quote.lines.flatMap((l) => {
        const amount = quoteLineAmount(l);
        return amount === null
          ? []
          : [
              {
                label: l.label,
                quantity: l.quantity,
                unitPaise: l.unitPaise!,
                amountPaise: amount,
                taxable: !PASS_THROUGH.includes(l.kind),
              },
            ];
      })
    : terms.farePaise
      ? [{ label: BUS_HIRE, quantity: 1, ...both(taxableOfFare(terms.farePaise, treatment)), taxable: true }]
      : [];
  const charges = terms.charges.map((c) => ({
    label: c.description,
    quantity: c.quantity,
    unitPaise: c.unitPaise,
    amountPaise: c.amountPaise,
    taxable: !c.passThrough,
  }));
  return [...agreed, ...charges];
}
const both = (paise: Paise) => ({ unitPaise: paise, amountPaise: paise });

/**
 * What the terms bill under `treatment` (the accepted quote's, or the invoice's once issued): with an accepted
 * quote, its lines and the approved charges; else the agreed fare itself (what the customer pays, whatever its
 * tax breakdown) and the charges. Null until a fare is agreed.
 */
export function termsTotal(terms: Terms, treatment: TaxTreatment): { lines: BillLine[]; totals: BillTotals } | null {
  if (terms.farePaise === null && !terms.quote) return null;
  const lines = billLines(terms, treatment);
  const totals = billTotals(lines, treatment);
  if (terms.quote || terms.farePaise === null) return { lines, totals };
  // The fare is the amount agreed: its tax breakdown is derived from it, never the other way round.
  const charges = billTotals(lines.slice(1), treatment);
  return { lines, totals: { ...totals, totalPaise: terms.farePaise + charges.totalPaise } };
}

/** A tax document as the balance reads it. */
export interface DocumentTotal {
  kind: "invoice" | "credit_note" | "debit_note" | "receipt_voucher" | "refund_voucher";
  totalPaise: Paise;
}

/**
 * What the tax documents bill: the invoice and its debit notes, less its credit notes; null without an invoice.
 * Receipt and refund vouchers bill nothing (they record the tax on an advance).
 */
export function documentsTotal(documents: readonly DocumentTotal[]): Paise | null {
  if (!documents.some((d) => d.kind === "invoice")) return null;
  const sign = { invoice: 1, debit_note: 1, credit_note: -1, receipt_voucher: 0, refund_voucher: 0 };
  return documents.reduce((sum, d) => sum + sign[d.kind] * d.totalPaise, 0);
}

/**
 * What is owed: what is billed (the documents once issued, else the terms) less what was received (the payment
 * ledger's total); null until billed.
 */
export function balanceOf(billed: Paise | null, receivedPaise: Paise): Paise | null {
  return billed === null ? null : billed - receivedPaise;
}
