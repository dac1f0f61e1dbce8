/**
 * The tax rules of invoices and notes that are not plain arithmetic (pure; the heads, the rounding and the
 * totals are money.ts's): what a credit note may take off each head.
 */
import { type GstRate, type Paise, type TaxHeads, gstOn } from "../shared/money";

/**
 * The tax of a credit note taking `taxablePaise` off an invoice (its heads and rate, by the same rounding
 * rule), given what its earlier credit notes left of it. Halves rounded on their own could credit more than
 * the invoice charged (₹0.40 at 5 %: CGST 1 paisa; two credits of ₹0.20 would take 1 paisa each), so no
 * head takes more than is left of it, and the credit that takes all the remaining taxable value takes
 * exactly the tax that remains: an invoice's credit notes add up to it to the paisa.
 */
export function creditNoteTax(
  invoice: { rate: GstRate; intraState: boolean },
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
