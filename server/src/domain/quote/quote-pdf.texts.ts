import { Language } from "../shared/enums";
import type { LineKind, QuoteLineValue } from "./quote-pricing";

/** A line's kind in Hindi: the description of a line whose label staff wrote themselves starts with it. */
const KIND_HI: Record<LineKind, string> = {
  km: "चार्जेबल किमी",
  driver: "ड्राइवर भत्ता",
  "night-halt": "रात्रि विश्राम",
  toll: "टोल टैक्स",
  parking: "पार्किंग",
  permit: "परमिट",
  discount: "छूट",
  other: "अन्य शुल्क",
};

/** The labels "Prepare quote" writes (quote-pricing.ts `prefillLines`), each in Hindi. */
const PREFILLED_HI: Array<[RegExp, (...m: string[]) => string]> = [
  [
    /^Chargeable km \(minimum (\d+) km × (\d+) days; trip distance to be entered\)$/,
    (min, days) => `चार्जेबल किमी (न्यूनतम ${min} किमी × ${days} दिन; यात्रा की दूरी दर्ज की जानी है)`,
  ],
  [
    /^Chargeable km \(minimum (\d+) km × (\d+) days; trip (\d+) km\)$/,
    (min, days, km) => `चार्जेबल किमी (न्यूनतम ${min} किमी × ${days} दिन; यात्रा ${km} किमी)`,
  ],
  [/^Chargeable km \(trip (\d+) km garage to garage\)$/, (km) => `चार्जेबल किमी (गैराज से गैराज यात्रा ${km} किमी)`],
  [/^Driver allowance \(per day\)$/, () => "ड्राइवर भत्ता (प्रति दिन)"],
  [/^Night halt \(per night\)$/, () => "रात्रि विश्राम (प्रति रात)"],
  [/^Toll tax$/, () => "टोल टैक्स"],
  [/^Parking$/, () => "पार्किंग"],
];

/**
 * A line's description on the Hindi quote: the prefilled labels in Hindi; a label staff wrote in English after its
 * kind's Hindi name (the words staff chose are kept); one already in Hindi as written.
 */
export function hindiLine({ kind, label }: Pick<QuoteLineValue, "kind" | "label">): string {
  if (/\p{Script=Devanagari}/u.test(label)) return label;
  for (const [pattern, hindi] of PREFILLED_HI) {
    const m = pattern.exec(label);
    if (m) return hindi(...m.slice(1));
  }
  return `${KIND_HI[kind]}: ${label}`;
}

/** Every text the quote's PDF prints, per language (a missing Hindi text is a type error). */
export interface QuotePdfTexts {
  title: (ref: string, version: number) => string;
  trip: string;
  route: string;
  /** Between the places of the route (Helvetica has no arrow, nor has the Devanagari font). */
  routeSeparator: string;
  departure: string;
  days: (n: number) => string;
  bus: string;
  /** Who quotes, and for whom. */
  from: string;
  phone: string;
  gstin: string;
  preparedFor: string;
  passengers: string;
  /** The heads of the lines' table. */
  item: string;
  quantity: string;
  rate: string;
  amount: string;
  /** A line's description in this language. */
  line: (line: Pick<QuoteLineValue, "kind" | "label">) => string;
  atActuals: string;
  taxable: string;
  cgst: (rate: string) => string;
  sgst: (rate: string) => string;
  igst: (rate: string) => string;
  reverseCharge: string;
  passThrough: string;
  total: string;
  advance: string;
  balanceDue: string;
  validUntil: (date: string) => string;
  inclusions: string;
  exclusions: string;
  cancellation: string;
}

export const QUOTE_PDF_TEXTS: Record<Language, QuotePdfTexts> = {
  [Language.en]: {
    title: (ref, v) => `Quote for ${ref} (version ${v})`,
    trip: "Trip",
    route: "Route",
    routeSeparator: " - ",
    departure: "Departure",
    days: (n) => `${n} day${n === 1 ? "" : "s"}`,
    bus: "Bus",
    from: "From",
    phone: "Phone",
    gstin: "GSTIN",
    preparedFor: "Prepared for",
    passengers: "Passengers",
    item: "Item",
    quantity: "Qty",
    rate: "Rate",
    amount: "Amount",
    line: (l) => l.label,
    atActuals: "At actuals",
    taxable: "Taxable amount",
    cgst: (r) => `CGST ${r} %`,
    sgst: (r) => `SGST ${r} %`,
    igst: (r) => `IGST ${r} %`,
    reverseCharge: "Tax payable by the recipient on reverse charge (shown, not charged)",
    passThrough: "Tolls, parking and permits (fixed)",
    total: "Total",
    advance: "Advance due on acceptance",
    balanceDue: "Balance due",
    validUntil: (d) => `Valid until ${d}.`,
    inclusions: "Included",
    exclusions: "Not included",
    cancellation: "Cancellation terms",
  },
  [Language.hi]: {
    title: (ref, v) => `${ref} का कोटेशन (संस्करण ${v})`,
    trip: "यात्रा",
    route: "मार्ग",
    routeSeparator: " – ",
    departure: "रवानगी",
    days: (n) => `${n} दिन`,
    bus: "बस",
    from: "कोटेशन देने वाले",
    phone: "फ़ोन",
    gstin: "GSTIN",
    preparedFor: "किसके लिए",
    passengers: "यात्री",
    item: "विवरण",
    quantity: "मात्रा",
    rate: "दर",
    amount: "राशि",
    line: hindiLine,
    atActuals: "वास्तविक खर्च पर",
    taxable: "कर योग्य राशि",
    cgst: (r) => `केंद्रीय जीएसटी (CGST) ${r} %`,
    sgst: (r) => `राज्य जीएसटी (SGST) ${r} %`,
    igst: (r) => `एकीकृत जीएसटी (IGST) ${r} %`,
    reverseCharge: "रिवर्स चार्ज पर कर प्राप्तकर्ता देय (दिखाया गया, लिया नहीं गया)",
    passThrough: "टोल, पार्किंग और परमिट (तय राशि)",
    total: "कुल",
    advance: "स्वीकार करने पर देय अग्रिम",
    balanceDue: "बकाया राशि",
    validUntil: (d) => `${d} तक मान्य।`,
    inclusions: "शामिल",
    exclusions: "शामिल नहीं",
    cancellation: "रद्द करने की शर्तें",
  },
};
