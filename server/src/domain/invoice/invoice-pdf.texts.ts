import { Language } from "../shared/enums";
import { type Paise, amountInWords } from "../shared/money";

/** Every text the tax invoice PDF prints, per language (a missing Hindi text is a type error). */
export interface InvoicePdfTexts {
  taxInvoice: string;
  creditNote: string;
  debitNote: string;
  receiptVoucher: string;
  refundVoucher: string;
  number: string;
  date: string;
  booking: string;
  refersTo: string;
  supplier: string;
  recipient: string;
  gstin: string;
  state: string;
  unregistered: string;
  placeOfSupply: string;
  sac: string;
  reverseCharge: string;
  yes: string;
  no: string;
  description: string;
  qty: string;
  rate: string;
  amount: string;
  reimbursement: string;
  taxableValue: string;
  reimbursements: string;
  cgst: (rate: string) => string;
  sgst: (rate: string) => string;
  igst: (rate: string) => string;
  total: string;
  inWords: string;
  /** The total in words, Indian numbering, from integer paise. */
  words: (paise: Paise) => string;
  reverseChargeNote: string;
  /** The receipt vouchers an invoice adjusts, and the tax already paid on their advances. */
  advancesAdjusted: (numbers: string, tax: string) => string;
  reason: string;
  /** What the booking still owes, as every screen and document shows it. */
  balanceDue: string;
  payBy: (amount: string) => string;
  scan: string;
  computerGenerated: string;
}

export const INVOICE_PDF_TEXTS: Record<Language, InvoicePdfTexts> = {
  [Language.en]: {
    taxInvoice: "Tax invoice",
    creditNote: "Credit note",
    debitNote: "Debit note",
    receiptVoucher: "Receipt voucher",
    refundVoucher: "Refund voucher",
    number: "Number",
    date: "Date",
    booking: "Booking",
    refersTo: "Against invoice",
    supplier: "Supplier",
    recipient: "Recipient",
    gstin: "GSTIN",
    state: "State",
    unregistered: "Unregistered",
    placeOfSupply: "Place of supply",
    sac: "SAC",
    reverseCharge: "Tax payable on reverse charge",
    yes: "Yes",
    no: "No",
    description: "Description",
    qty: "Qty",
    rate: "Rate",
    amount: "Amount",
    reimbursement: "reimbursement at cost, outside GST",
    taxableValue: "Taxable value",
    reimbursements: "Reimbursements (outside GST)",
    cgst: (r) => `CGST @ ${r} %`,
    sgst: (r) => `SGST @ ${r} %`,
    igst: (r) => `IGST @ ${r} %`,
    total: "Total",
    inWords: "In words",
    words: (p: Paise) => amountInWords(p, "en"),
    advancesAdjusted: (numbers, tax) =>
      `Advances received under receipt vouchers ${numbers}: the tax on them (${tax}) was paid when they were received and is adjusted against this invoice.`,
    reverseChargeNote:
      "The GST shown is payable by the recipient under reverse charge and is not included in the total.",
    reason: "Reason",
    balanceDue: "Balance due",
    payBy: (a) => `Pay ${a} by UPI`,
    scan: "Scan with any UPI app (Google Pay, PhonePe, Paytm, BHIM).",
    computerGenerated: "This is a computer-generated document and needs no signature.",
  },
  [Language.hi]: {
    taxInvoice: "टैक्स इनवॉइस",
    creditNote: "क्रेडिट नोट",
    debitNote: "डेबिट नोट",
    receiptVoucher: "रसीद वाउचर",
    refundVoucher: "धनवापसी वाउचर",
    number: "संख्या",
    date: "दिनांक",
    booking: "बुकिंग",
    refersTo: "इनवॉइस के विरुद्ध",
    supplier: "आपूर्तिकर्ता",
    recipient: "प्राप्तकर्ता",
    gstin: "GSTIN",
    state: "राज्य",
    unregistered: "अपंजीकृत",
    placeOfSupply: "आपूर्ति का स्थान",
    sac: "SAC",
    reverseCharge: "रिवर्स चार्ज पर देय कर",
    yes: "हाँ",
    no: "नहीं",
    description: "विवरण",
    qty: "मात्रा",
    rate: "दर",
    amount: "राशि",
    reimbursement: "वास्तविक लागत की प्रतिपूर्ति, GST से बाहर",
    taxableValue: "कर-योग्य मूल्य",
    reimbursements: "प्रतिपूर्ति (GST से बाहर)",
    cgst: (r) => `CGST @ ${r} %`,
    sgst: (r) => `SGST @ ${r} %`,
    igst: (r) => `IGST @ ${r} %`,
    total: "कुल",
    inWords: "शब्दों में",
    words: (p: Paise) => amountInWords(p, "hi"),
    advancesAdjusted: (numbers, tax) =>
      `रसीद वाउचर ${numbers} के अंतर्गत मिली अग्रिम राशि: उस पर कर (${tax}) राशि मिलने पर चुकाया गया था और इस इनवॉइस में समायोजित है।`,
    reverseChargeNote: "दिखाया गया GST रिवर्स चार्ज के अंतर्गत प्राप्तकर्ता द्वारा देय है और कुल में शामिल नहीं है।",
    reason: "कारण",
    balanceDue: "बकाया राशि",
    payBy: (a) => `${a} UPI से चुकाएँ`,
    scan: "किसी भी UPI ऐप (Google Pay, PhonePe, Paytm, BHIM) से स्कैन करें।",
    computerGenerated: "यह कंप्यूटर से बना दस्तावेज़ है, इस पर हस्ताक्षर की आवश्यकता नहीं है।",
  },
};
