/**
 * An amount in words with Indian numbering (thousand, lakh, crore), as tax invoices print it:
 * "Rupees One Lakh Twenty-Five Thousand and Fifty Paise Only". Pure; integer paise in.
 */
import type { Paise } from "../quote/quote-pricing";

const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  const t = TENS[Math.floor(n / 10)];
  return n % 10 ? `${t}-${ONES[n % 10]}` : t;
}

function belowThousand(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  return [h ? `${ONES[h]} Hundred` : "", rest ? belowHundred(rest) : ""].filter(Boolean).join(" ");
}

/** A whole number in words, Indian grouping: crore (10^7), lakh (10^5), thousand, hundred. "Zero" for 0. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError("numberInWords");
  if (n === 0) return "Zero";
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  let rest = n % 10_000_000;
  if (crore) parts.push(`${numberInWords(crore)} Crore`);
  const lakh = Math.floor(rest / 100_000);
  rest %= 100_000;
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor(rest / 1000);
  rest %= 1000;
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(" ");
}

/** "Rupees Twelve Thousand Six Hundred and Five Paise Only"; "Rupees Zero Only" for 0. */
export function amountInWords(paise: Paise): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError("amountInWords");
  const minus = paise < 0 ? "Minus " : "";
  const a = Math.abs(paise);
  const rupees = Math.floor(a / 100);
  const p = a % 100;
  const head = `${minus}Rupees ${numberInWords(rupees)}`;
  return p ? `${head} and ${belowHundred(p)} Paise Only` : `${head} Only`;
}
