import { Language, QuoteState } from "../shared/enums";

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
  /** The heads of the lines' table. */
  item: string;
  amount: string;
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
  /** "State: …" with the state's name below. */
  state: (name: string) => string;
  /** Each state's name (a missing one is a type error). */
  states: Record<QuoteState, string>;
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
    item: "Item",
    amount: "Amount",
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
    state: (s) => `State: ${s}`,
    states: {
      [QuoteState.Draft]: "Draft",
      [QuoteState.Sent]: "Sent",
      [QuoteState.Accepted]: "Accepted",
      [QuoteState.Declined]: "Declined",
      [QuoteState.Expired]: "Expired",
      [QuoteState.Superseded]: "Superseded",
    },
  },
  [Language.hi]: {
    title: (ref, v) => `${ref} का कोटेशन (संस्करण ${v})`,
    trip: "यात्रा",
    route: "मार्ग",
    routeSeparator: " – ",
    departure: "रवानगी",
    days: (n) => `${n} दिन`,
    bus: "बस",
    item: "विवरण",
    amount: "राशि",
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
    state: (s) => `स्थिति: ${s}`,
    // The words of the customer's quote page (client/src/locales/hi.pages.json, quote.states).
    states: {
      [QuoteState.Draft]: "तैयार किया जा रहा है",
      [QuoteState.Sent]: "भेजा गया",
      [QuoteState.Accepted]: "स्वीकार किया गया",
      [QuoteState.Declined]: "बदलाव माँगा गया",
      [QuoteState.Expired]: "समाप्त हो गया",
      [QuoteState.Superseded]: "नया संस्करण भेजा गया",
    },
  },
};
