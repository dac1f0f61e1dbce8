/**
 * Money on the client, in one place. An amount is whole paise (`Paise`); the API sends rupees three ways and
 * each has its conversion here: exact rupee text ("63420.00": quotes, invoices, rate cards), rupee Floats (a
 * booking's `agreedFare`, `advance`, `balance`, a trip's `amountCollected`, an expense's `amount`, the UPI
 * amount) and Int paise (`amountToCollectPaise`, `unitPaise`, `amountPaise`). What a person types is read
 * digit by digit (no float is multiplied), one rounding rule applies (half up), and every amount is written
 * one way, "₹1,25,000.00" (Indian grouping, Latin digits on Hindi pages too, as the PDFs print them).
 * Nothing else on the client multiplies, divides or `toFixed`s an amount (client/test/source-rules.test.ts).
 */
export type Paise = number & { readonly __unit: "paise" };

/** "₹", "Rs", "Rs." or "INR" before the digits; Indian ("1,25,000") or Western ("125,000") grouping, or none. */
const AMOUNT = /^\s*(-)?\s*(?:₹|rs\.?|inr)?\s*(\d{1,3}(?:,\d{2,3})+|\d+)(?:\.(\d*))?\s*$/i;

/**
 * Paise from an amount's digits, rounded half up at the paisa (half away from zero on a negative amount, as
 * on paper): the rupee digits and the first two decimals are read as one integer, the third decimal rounds.
 */
function fromDigits(negative: boolean, whole: string, fraction: string): Paise | null {
  const paise =
    Number(`${whole.replace(/,/g, "")}${fraction.padEnd(2, "0").slice(0, 2)}`) + ((fraction[2] ?? "0") >= "5" ? 1 : 0);
  if (!Number.isSafeInteger(paise)) return null;
  return (negative && paise !== 0 ? -paise : paise) as Paise;
}

/**
 * What a person types as rupees ("1,25,000.50", "₹65", "65.5", "Rs 120") in paise; null when it is not an
 * amount, is negative or has more than two decimals (the server refuses those too, so nothing is sent that
 * it would read differently).
 */
export function parseRupees(typed: string): Paise | null {
  const m = AMOUNT.exec(typed);
  if (!m || m[1] || (m[3] ?? "").length > 2) return null;
  return fromDigits(false, m[2], m[3] ?? "");
}

/** The API's exact rupee text ("63420.00", "-500.00") in paise. */
export function paiseOfText(rupees: string): Paise {
  const m = AMOUNT.exec(rupees);
  const paise = m && fromDigits(!!m[1], m[2], m[3] ?? "");
  if (paise === null) throw new RangeError(`Not an amount: ${rupees}`);
  return paise;
}

/**
 * An API rupee Float (125000.5) in paise: read from its shortest decimal text (what the server wrote, never
 * the binary fraction's tail), rounded half up at the paisa.
 */
export function paiseOfRupees(rupees: number): Paise {
  if (!Number.isFinite(rupees) || Math.abs(rupees) >= 1e15) throw new RangeError(`Not an amount: ${rupees}`);
  // Below a millionth JavaScript writes an exponent; such an amount is no paisa at all.
  return paiseOfText(Math.abs(rupees) < 1e-6 ? "0" : String(rupees));
}

/** The API's Int paise. */
export function paiseOfInt(paise: number): Paise {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Not a number of paise: ${paise}`);
  return paise as Paise;
}

/** Paise as the rupee Float an API input takes (`FareInput`, a driver's expense and close). */
export const rupeesForApi = (paise: Paise): number => paise / 100;

/** "1,25,000.00": the grouped rupees and paise, for a text that writes its own "₹" or "INR" before them. */
export function groupedRupees(paise: Paise): string {
  const a = Math.abs(paise);
  const whole = String(Math.floor(a / 100));
  const grouped =
    whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${whole.slice(-3)}`;
  return `${paise < 0 ? "-" : ""}${grouped}.${String(a % 100).padStart(2, "0")}`;
}

/** An amount as Indian readers write it: "₹1,25,000.00", "-₹500.00". */
export const formatPaise = (paise: Paise): string =>
  paise < 0 ? `-₹${groupedRupees(-paise as Paise)}` : `₹${groupedRupees(paise)}`;

// ---- A message's cost: rupees to four decimals ------------------------------------------------------------------
// WhatsApp and SMS cost fractions of a paisa ("0.1150"): the API sends each cost as exact decimal text, which is
// shown as given; a total adds them as whole ten-thousandths of a rupee (BigInt, never a float).

/** A cost's decimal text ("0.1150", "12", "3.5") in ten-thousandths of a rupee; more than four decimals is refused. */
export function costUnitsOfText(rupees: string): bigint {
  const m = /^\s*(-)?(\d+)(?:\.(\d{0,4}))?\s*$/.exec(rupees);
  if (!m) throw new RangeError(`Not a cost: ${rupees}`);
  const units = BigInt(`${m[2]}${(m[3] ?? "").padEnd(4, "0")}`);
  return m[1] ? -units : units;
}

/** Ten-thousandths of a rupee as decimal text with four decimals, "0.3450" (as the API writes a cost). */
export function costText(units: bigint): string {
  const a = units < 0n ? -units : units;
  const digits = a.toString().padStart(5, "0");
  return `${units < 0n ? "-" : ""}${digits.slice(0, -4)}.${digits.slice(-4)}`;
}

/** The exact sum of costs given as decimal text, as decimal text with four decimals. */
export const sumCosts = (costs: readonly string[]): string =>
  costText(costs.reduce((sum, c) => sum + costUnitsOfText(c), 0n));

// ---- Arithmetic: the server's rules (server/src/domain/shared/money.ts), case for case ----------------------------
// A draft's totals are drawn as staff type with exactly the server's arithmetic, so the figure shown is the one saved
// (client/test/quote-totals.test.ts and server/test/unit/quote-totals-cases.test.ts check one list of cases).

/** a / b rounded half up, for integers a >= 0 and b > 0: the one rounding rule. */
function roundHalfUp(a: number, b: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || a < 0 || b <= 0) throw new RangeError("roundHalfUp");
  return Math.floor((2 * a + b) / (2 * b));
}

/** `percent` % (a whole number) of an amount, rounded half up to the paisa: a percentage advance. */
export const percentOf = (paise: Paise, percent: number): Paise => roundHalfUp(paise * percent, 100) as Paise;

/** A line's amount: quantity × unit, negative for a discount. */
export function lineAmount(quantity: number, unitPaise: Paise, discount = false): Paise {
  const amount = quantity * unitPaise;
  if (!Number.isSafeInteger(amount)) throw new RangeError("lineAmount");
  return (discount ? -amount : amount) as Paise;
}

/** How a supply is taxed, as the server decided it for the quote: the rate, the heads, reverse charge. */
export interface TaxTreatment {
  rate: number;
  intraState: boolean;
  reverseCharge: boolean;
}

export interface BillTotals {
  taxablePaise: Paise;
  nonTaxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  taxPaise: Paise;
  totalPaise: Paise;
}

/**
 * The totals of amounts under a treatment: GST on the taxable sum (CGST and SGST each half the rate, each rounded
 * half up; or IGST once), reimbursements at cost added after tax, the tax left out on reverse charge. Null when the
 * discounts are more than the charges (the server refuses to save that).
 */
export function billTotals(
  lines: ReadonlyArray<{ amountPaise: Paise; taxable: boolean }>,
  treatment: TaxTreatment,
): BillTotals | null {
  let taxable = 0;
  let nonTaxable = 0;
  for (const l of lines) {
    if (l.taxable) taxable += l.amountPaise;
    else nonTaxable += l.amountPaise;
  }
  if (taxable < 0) return null;
  const half = treatment.intraState ? roundHalfUp(taxable * treatment.rate, 200) : 0;
  const igst = treatment.intraState ? 0 : roundHalfUp(taxable * treatment.rate, 100);
  const tax = 2 * half + igst;
  const total = taxable + (treatment.reverseCharge ? 0 : tax) + nonTaxable;
  const p = (n: number) => n as Paise;
  return {
    ...{ taxablePaise: p(taxable), nonTaxablePaise: p(nonTaxable), cgstPaise: p(half), sgstPaise: p(half) },
    ...{ igstPaise: p(igst), taxPaise: p(tax), totalPaise: p(total) },
  };
}
