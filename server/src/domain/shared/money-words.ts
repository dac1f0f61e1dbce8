/**
 * An amount in words with Indian numbering, as tax documents print their total: English ("Rupees One Lakh
 * Twenty-Five Thousand and Fifty Paise Only": thousand, lakh, crore) and Hindi ("रुपये एक लाख पच्चीस हज़ार
 * दो सौ पचास और पचास पैसे मात्र": हज़ार, लाख, करोड़), both from the same integer paise, so both languages say
 * the same amount. Part of the money module (money.ts re-exports `amountInWords`). Pure.
 */

/** Whole rupees and the paise left, of a non-negative amount in paise. */
const rupeesAndPaise = (paise: number): [number, number] => [Math.floor(paise / 100), paise % 100];

// ---- English ----
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
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError("amountInWords");
  const minus = paise < 0 ? "Minus " : "";
  const a = Math.abs(paise);
  const [rupees, p] = rupeesAndPaise(a);
  const head = `${minus}Rupees ${numberInWords(rupees)}`;
  return p ? `${head} and ${belowHundred(p)} Paise Only` : `${head} Only`;
}

// ---- Hindi ----
/** Hindi number words 0–99 are irregular (इक्कीस, उनतीस, निन्यानवे …), so the whole table is written out once. */
// prettier-ignore
const BELOW_HUNDRED = [
  "शून्य", "एक", "दो", "तीन", "चार", "पाँच", "छह", "सात", "आठ", "नौ",
  "दस", "ग्यारह", "बारह", "तेरह", "चौदह", "पंद्रह", "सोलह", "सत्रह", "अठारह", "उन्नीस",
  "बीस", "इक्कीस", "बाईस", "तेईस", "चौबीस", "पच्चीस", "छब्बीस", "सत्ताईस", "अट्ठाईस", "उनतीस",
  "तीस", "इकतीस", "बत्तीस", "तैंतीस", "चौंतीस", "पैंतीस", "छत्तीस", "सैंतीस", "अड़तीस", "उनतालीस",
  "चालीस", "इकतालीस", "बयालीस", "तैंतालीस", "चवालीस", "पैंतालीस", "छियालीस", "सैंतालीस", "अड़तालीस", "उनचास",
  "पचास", "इक्यावन", "बावन", "तिरपन", "चौवन", "पचपन", "छप्पन", "सत्तावन", "अट्ठावन", "उनसठ",
  "साठ", "इकसठ", "बासठ", "तिरसठ", "चौंसठ", "पैंसठ", "छियासठ", "सड़सठ", "अड़सठ", "उनहत्तर",
  "सत्तर", "इकहत्तर", "बहत्तर", "तिहत्तर", "चौहत्तर", "पचहत्तर", "छिहत्तर", "सतहत्तर", "अठहत्तर", "उन्यासी",
  "अस्सी", "इक्यासी", "बयासी", "तिरासी", "चौरासी", "पचासी", "छियासी", "सत्तासी", "अट्ठासी", "नवासी",
  "नब्बे", "इक्यानवे", "बानवे", "तिरानवे", "चौरानवे", "पचानवे", "छियानवे", "सत्तानवे", "अट्ठानवे", "निन्यानवे",
];

/** A whole number in Hindi words, Indian grouping: करोड़ (10^7), लाख (10^5), हज़ार, सौ. "शून्य" for 0. */
export function numberInWordsHindi(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError("numberInWordsHindi");
  if (n < 100) return BELOW_HUNDRED[n];
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  let rest = n % 10_000_000;
  if (crore) parts.push(`${numberInWordsHindi(crore)} करोड़`);
  const groups: [number, string][] = [
    [100_000, "लाख"],
    [1000, "हज़ार"],
    [100, "सौ"],
  ];
  for (const [size, word] of groups) {
    const count = Math.floor(rest / size);
    rest %= size;
    if (count) parts.push(`${BELOW_HUNDRED[count]} ${word}`);
  }
  if (rest) parts.push(BELOW_HUNDRED[rest]);
  return parts.join(" ");
}

/** "रुपये बारह हज़ार और पाँच पैसे मात्र"; "रुपये शून्य मात्र" for 0; "ऋण …" below zero. */
export function amountInWordsHindi(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError("amountInWordsHindi");
  const minus = paise < 0 ? "ऋण " : "";
  const a = Math.abs(paise);
  const [rupees, p] = rupeesAndPaise(a);
  const head = `${minus}रुपये ${numberInWordsHindi(rupees)}`;
  return p ? `${head} और ${BELOW_HUNDRED[p]} पैसे मात्र` : `${head} मात्र`;
}

/** The words of an amount in a document's language. */
export const amountInWordsIn = (language: "en" | "hi", paise: number): string =>
  language === "hi" ? amountInWordsHindi(paise) : amountInWords(paise);
