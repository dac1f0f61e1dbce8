/**
 * Money, in one place: every amount the product keeps or computes is a whole number of paise (₹1 = 100
 * paise), read from what people type digit by digit and never multiplied as a float. The one rounding rule
 * (half up, to the paisa) is applied only where a percentage makes fractions of a paisa (each tax head, an
 * advance given as a percentage, a taxable value backed out of a tax-inclusive fare). Formats: rupee text
 * for the APIs ("58500.00"), Indian grouping for people ("₹1,25,000.00", or "INR 1,25,000.00" for the PDF
 * fonts without the rupee sign), words for tax documents (money-words.ts). Pure: no database, no I/O.
 */
import { amountInWordsIn } from "./money-words";

/** Money, exactly: a whole number of paise. */
export type Paise = number;

/** The largest amount one line or one fare may carry: ₹1 crore. */
export const MAX_AMOUNT_PAISE: Paise = 1_000_000_000;

const PAISE_PER_RUPEE = 100;

/** a / b rounded half up, for a >= 0 and b > 0 (integers): the one rounding rule. */
export function roundHalfUp(a: number, b: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || a < 0 || b <= 0) throw new RangeError("roundHalfUp");
  return Math.floor((2 * a + b) / (2 * b));
}

/** `percent` % of an amount (a percentage may have no decimals), rounded half up to the paisa. */
export const percentOf = (paise: Paise, percent: number): Paise => roundHalfUp(paise * percent, 100);

/**
 * Rupees as written by a person, a JSON number or PostgreSQL's numeric ("65", "65.5", "1,25,000.00", "₹65",
 * 65.5) to paise, exactly (the text is read digit by digit). Null when it is not an amount with at most two
 * decimals, or is negative.
 */
export function parseRupees(value: unknown): Paise | null {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value;
  if (typeof text !== "string") return null;
  const m = /^\s*(?:₹|rs\.?|inr)?\s*(\d{1,3}(?:,\d{2,3})*|\d+)(?:\.(\d{1,2}))?\s*$/i.exec(text);
  if (!m) return null;
  const rupees = Number(m[1].replace(/,/g, ""));
  const paise = rupees * PAISE_PER_RUPEE + Number((m[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(paise) ? paise : null;
}

/**
 * Rupees with any number of decimals (what a person typed, or a JSON number) to paise, the digits past the
 * second rounded half up (the one rounding rule, on the decimal digits themselves). Null as `parseRupees`.
 */
export function parseRupeesRounded(value: unknown): Paise | null {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value;
  if (typeof text !== "string") return null;
  const m = /^(\s*(?:₹|rs\.?|inr)?\s*(?:\d{1,3}(?:,\d{2,3})*|\d+))(?:\.(\d{0,2})(\d*))?\s*$/i.exec(text);
  if (!m) return null;
  const paise = parseRupees(`${m[1]}.${(m[2] ?? "").padEnd(2, "0")}`);
  if (paise === null) return null;
  return m[3] && Number(m[3][0]) >= 5 ? paise + 1 : paise;
}

/** Whole rupees as paise (a limit written in rupees). */
export const paiseOf = (wholeRupees: number): Paise => wholeRupees * PAISE_PER_RUPEE;

/** Paise as rupee text with two decimals, "58500.00" (exact: integer division). The APIs' exact amounts. */
export function rupeesText(p: Paise): string {
  const sign = p < 0 ? "-" : "";
  const a = Math.abs(p);
  return `${sign}${Math.floor(a / PAISE_PER_RUPEE)}.${String(a % PAISE_PER_RUPEE).padStart(2, "0")}`;
}

/**
 * Paise as a rupee number, for the API fields that have always been numbers (a booking's agreedFare, a
 * trip's amountCollected): the nearest double to the exact amount, which JSON writes as its exact text.
 */
export const rupeesNumber = (p: Paise): number => p / PAISE_PER_RUPEE;

/** Indian digit grouping with two decimals: "1,25,000.00". */
function grouped(p: Paise): string {
  const [whole, fraction] = rupeesText(Math.abs(p)).split(".");
  const head = whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${whole.slice(-3)}`;
  return `${p < 0 ? "-" : ""}${head}.${fraction}`;
}

/** With the rupee sign, as people read it: "₹1,25,000.00" ("-₹500.00" below zero). */
export const formatInr = (p: Paise): string => grouped(p).replace(/^(-?)/, "$1₹");

/** For fonts without the rupee sign (the PDFs' built-in Helvetica): "INR 1,25,000.00" ("-INR 500.00"). */
export const formatInrAscii = (p: Paise): string => formatInr(p).replace("₹", "INR ");

/** "Rupees One Lakh Twenty-Five Thousand Only" / "रुपये एक लाख पच्चीस हज़ार मात्र": a tax document's total. */
export const amountInWords = (p: Paise, language: "en" | "hi" = "en"): string => amountInWordsIn(language, p);

/** A line's amount: quantity × unit, negative for a discount. */
export function lineAmount(quantity: number, unitPaise: Paise, discount = false): Paise {
  const amount = quantity * unitPaise;
  if (!Number.isSafeInteger(amount)) throw new RangeError("lineAmount");
  return discount ? -amount : amount;
}

// ---- GST ------------------------------------------------------------------------------------------

/** The GST rates on renting a bus with its operator: 5 % without input tax credit, 12 % with it. */
export const GST_RATES = [5, 12] as const;
export type GstRate = (typeof GST_RATES)[number];
export const isGstRate = (n: unknown): n is GstRate => (GST_RATES as readonly unknown[]).includes(n);

/** The tax heads of a document, in paise. */
export interface TaxHeads {
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
}

/**
 * The tax on a taxable value at a rate: within one state CGST and SGST, each half the rate and each rounded
 * on its own (a head of its own); between states IGST at the full rate, rounded once. Negative values are refused.
 */
export function gstOn(taxablePaise: Paise, rate: GstRate, intraState: boolean): TaxHeads & { taxPaise: Paise } {
  if (!Number.isSafeInteger(taxablePaise) || taxablePaise < 0) throw new RangeError("gstOn");
  if (intraState) {
    const half = roundHalfUp(taxablePaise * rate, 200);
    return { cgstPaise: half, sgstPaise: half, igstPaise: 0, taxPaise: 2 * half };
  }
  const igst = roundHalfUp(taxablePaise * rate, 100);
  return { cgstPaise: 0, sgstPaise: 0, igstPaise: igst, taxPaise: igst };
}

/** A rate as the GST offline tool's templates write it: "5.00". */
export const rateText = (rate: number): string => `${rate}.00`;

/** Half a rate as its heads print it: "2.5" of 5 %, "6" of 12 %. */
export const halfRate = (rate: GstRate): string => (rate % 2 ? `${(rate - 1) / 2}.5` : String(rate / 2));

/** How a supply is taxed: which heads (within a state or between states) and who pays the tax. */
export interface TaxTreatment {
  rate: GstRate;
  /** CGST + SGST (true) or IGST (false). */
  intraState: boolean;
  /** The recipient pays the tax (reverse charge): documents show it but do not charge it. */
  reverseCharge: boolean;
}

/** An amount billed: taxable (GST applies) or at cost (tolls, parking, permits: outside GST). */
export interface BilledAmount {
  amountPaise: Paise;
  taxable: boolean;
}

export interface BillTotals extends TaxHeads {
  /** The taxable lines, discounts taken off. */
  taxablePaise: Paise;
  /** Reimbursements at cost, outside GST. */
  nonTaxablePaise: Paise;
  taxPaise: Paise;
  /** What the document charges: taxable + tax (unless reverse charge) + reimbursements. */
  totalPaise: Paise;
}

/** The totals of lines under a tax treatment: the one computation behind quotes, invoices and notes. */
export function billTotals(lines: readonly BilledAmount[], treatment: TaxTreatment): BillTotals {
  let taxablePaise = 0;
  let nonTaxablePaise = 0;
  for (const line of lines) {
    if (line.taxable) taxablePaise += line.amountPaise;
    else nonTaxablePaise += line.amountPaise;
  }
  if (taxablePaise < 0) throw new RangeError("billTotals: negative taxable value");
  const tax = gstOn(taxablePaise, treatment.rate, treatment.intraState);
  const totalPaise = taxablePaise + (treatment.reverseCharge ? 0 : tax.taxPaise) + nonTaxablePaise;
  return { taxablePaise, nonTaxablePaise, ...tax, totalPaise };
}

/**
 * The taxable value of a fare the customer pays whole, tax included (a fare staff agreed by phone): the value
 * whose total with the heads of `treatment` is the fare, to the paisa where one exists (rounding the heads can
 * leave a fare no taxable value reaches; then the nearest). On reverse charge the same value is billed and the
 * recipient pays the tax apart, so what the customer pays in all is still the fare.
 */
export function taxableOfFare(farePaise: Paise, treatment: Pick<TaxTreatment, "rate" | "intraState">): Paise {
  const estimate = roundHalfUp(farePaise * 100, 100 + treatment.rate);
  for (const t of [estimate, estimate - 1, estimate + 1])
    if (t >= 0 && t + gstOn(t, treatment.rate, treatment.intraState).taxPaise === farePaise) return t;
  return estimate;
}

// ---- UPI ------------------------------------------------------------------------------------------

/** upi://pay link (NPCI deep link): payee VPA and name, the amount in rupees with 2 decimals, a note. */
export function upiLink(vpa: string, payee: string, amountPaise: Paise, note: string): string {
  const enc = (s: string) => encodeURIComponent(s).replace(/%40/g, "@");
  return `upi://pay?pa=${enc(vpa)}&pn=${enc(payee)}&am=${rupeesText(amountPaise)}&cu=INR&tn=${enc(note)}`;
}

// ---- PostgreSQL -----------------------------------------------------------------------------------

/** A `bigint` paise column read as a number (pg gives int8 as text). */
export const PAISE_COLUMN = {
  to: (p: Paise | null) => p,
  from: (s: string | number | null) => (s === null ? null : Number(s)),
};

/** A `numeric(12,2)` rupee column read as paise, exactly (its text, digit by digit), and written back as text. */
export const RUPEES_COLUMN_AS_PAISE = {
  to: (p: Paise | null | undefined) => (p === null || p === undefined ? p : rupeesText(p)),
  from: (s: string | null) => (s === null ? null : parseRupees(s)),
};

/** SQL text of a paise column's amount in rupees, numeric with two decimals (its text is rupeesText's). */
export const sqlRupees = (paiseColumn: string) => `round(${paiseColumn}::numeric / ${PAISE_PER_RUPEE}, 2)`;
