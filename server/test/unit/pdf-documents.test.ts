/**
 * The five PDFs the product prints (receipt, quote, tax invoice, credit note, duty slip), each built by its
 * builder over the print kit from hand-made facts, in English and Hindi, and read back with pdf.js: every fact
 * each must show is there, money in the language's format (English's Helvetica has no ₹: "INR …"), the UPI line
 * when a payment is due, the return day. And the kit stays a base area: it imports only domain/shared.
 */
import fs from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import { receiptPdf } from "../../src/domain/account/receipt-pdf";
import { PaymentMethod } from "../../src/domain/payment/payment-enums";
import type { ReceiptFacts } from "../../src/domain/account/receipt.service";
import type { Booking } from "../../src/domain/booking/booking.entity";
import { dutySlipPdf } from "../../src/domain/driver/duty-slip-pdf";
import type { SlipFacts } from "../../src/domain/driver/duty-slip.service";
import { invoicePdf } from "../../src/domain/invoice/invoice-pdf";
import type { Invoice } from "../../src/domain/invoice/invoice.entity";
import { upiQrPng } from "../../src/domain/print/upi-qr";
import type { QuoteDocument } from "../../src/domain/quote/quote-document.service";
import { quotePdf } from "../../src/domain/quote/quote-pdf";
import { pdfFonts } from "../../src/domain/print/pdf-style";
import type { Quote, QuoteLine } from "../../src/domain/quote/quote.entity";
import type { TripPlan } from "../../src/domain/booking/trip-plan";
import { displayDateIn } from "../../src/domain/shared/calendar";
import { BookingStatus, Language, QuoteState } from "../../src/domain/shared/enums";
import { upiLink } from "../../src/domain/shared/money";
import { pdfText } from "../fixtures/pdf-text";

const BOOKING_ID = "0b7c1c2e-7d6a-4c8e-9f0e-2a4b6c8d9f3a";
const BOTH = [Language.en, Language.hi] as const;
let qrPng: string;
beforeAll(async () => {
  qrPng = await upiQrPng(upiLink("kashicoach@okaxis", "Kashi Coach Tours", 4_842_000, "BK-9f3a"));
});

/** A document's text as pdf.js reads it, with the control characters it gives beside shaped Devanagari left out. */
async function read(doc: PDFKit.PDFDocument): Promise<{ text: string; bytes: Buffer }> {
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const raw = await pdfText(bytes);
  const control = (c: string) => c.charCodeAt(0) < 0x20 && !/\s/.test(c);
  return {
    bytes,
    text: [...raw]
      .filter((c) => !control(c))
      .join("")
      .replace(/\s+/g, " "),
  };
}

/** A day as the language prints it (Intl writes Hindi's with non-breaking spaces; pdf.js reads plain ones). */
const day = (language: Language, iso: string) => displayDateIn(language, iso).replace(/\s+/g, " ");

/** What both languages' documents must carry: Helvetica in English (no ₹), the Devanagari font in Hindi. */
function expectTheLanguage(language: Language, { text, bytes }: { text: string; bytes: Buffer }) {
  if (language === Language.en) {
    expect(text).not.toContain("₹");
    expect(text).not.toMatch(/[\u0900-\u097F]/);
  } else expect(bytes.toString("latin1")).toContain("NotoSansDevanagari");
}

const quoteLines = [
  { kind: "km", label: "Chargeable km", quantity: 600, unitPaise: 8_500, atActuals: false },
  { kind: "driver", label: "Driver allowance (per day)", quantity: 3, unitPaise: 50_000, atActuals: false },
  { kind: "toll", label: "Tolls and state entry taxes", quantity: 1, unitPaise: 240_000, atActuals: false },
  { kind: "parking", label: "Parking", quantity: 1, unitPaise: null, atActuals: true },
  { kind: "discount", label: "Returning customer", quantity: 1, unitPaise: 100_000, atActuals: false },
] as QuoteLine[];

const quote = {
  id: "6a1d2c3b-0000-4000-8000-000000000001",
  bookingId: BOOKING_ID,
  version: 2,
  state: "Accepted",
  lines: quoteLines,
  gstRate: 5,
  taxablePaise: 5_150_000,
  cgstPaise: 128_750,
  sgstPaise: 128_750,
  igstPaise: 0,
  intraState: true,
  reverseCharge: false,
  placeOfSupply: "09",
  passThroughPaise: 240_000,
  totalPaise: 5_647_500,
  advancePaise: 1_500_000,
  validUntil: "2027-04-30",
  inclusions: "Fuel, the driver's food and stay.",
  exclusions: "Entry tickets and guides.",
} as Quote;

/** A Confirmed 3-day trip leaving on 10 May 2027 (its last day the 12th), its advance received, the rest owed. */
const booking = {
  id: BOOKING_ID,
  ownerId: "8d7c6b5a-0000-4000-8000-000000000001",
  name: "Meera Joshi",
  email: "meera.joshi@example.com",
  phone: "+91 98390 12345",
  pickupLocation: "Assi Ghat, Varanasi",
  destination: "Prayagraj",
  departureDate: "2027-05-10",
  days: 3,
  distance: 241.5,
  bus: { name: "Volvo 9600 Multi-Axle" },
  status: BookingStatus.Confirmed,
  notes: "Two wheelchairs",
  passengers: 42,
  agreedFarePaise: 5_647_500,
  agreedAdvancePaise: 1_500_000,
  balancePaise: 4_242_000,
  advanceReceivedOn: "2027-04-20",
} as Booking;

function receipt(language: Language, over: Partial<ReceiptFacts> = {}): ReceiptFacts {
  const line = (label: string, quantity: number, unitPaise: number, amountPaise = quantity * unitPaise) => ({
    ...{ label, quantity, unitPaise, amountPaise, taxable: true },
  });
  return {
    booking,
    language,
    now: new Date("2027-04-21T06:00:00Z"),
    settings: {
      bookingPhones: ["+91 98390 11111", "+91 98390 22222", "+91 542 222 3333", "+91 542 222 4444"],
      whatsappContacts: [{ label: "Bookings", number: "919839011111" }],
      email: "bookings@kashicoach.example",
      supportHours: "8 am to 10 pm",
      businessHours: "",
      address: "D 47/12, Luxa Road, Varanasi",
      mapLat: 25.3,
      mapLng: 83,
    },
    gstin: "09AAACK1234A1Z5",
    billOfSupply: false,
    // The quote's priced lines in its order (the at-actuals line bills nothing), then one approved charge.
    statement: {
      lines: [
        line("Chargeable km", 600, 8_500),
        line("Driver allowance (per day)", 3, 50_000),
        { ...line("Tolls and state entry taxes", 1, 240_000), taxable: false },
        line("Returning customer", 1, 100_000, -100_000),
        line("Extra km: 42 km over the quoted 600 km (actual 642 km)", 42, 2_250),
      ],
      totals: {
        ...{ taxablePaise: 5_244_500, nonTaxablePaise: 240_000, taxPaise: 262_225, totalPaise: 5_746_725 },
        ...{ cgstPaise: 131_112, sgstPaise: 131_113, igstPaise: 0 },
      },
      treatment: { rate: 5, intraState: true, reverseCharge: false },
      invoicedPaise: null,
      receivedPaise: 1_500_000,
      balancePaise: 4_242_000,
    },
    quote,
    upi: { link: "upi://pay", amount: 42_420, amountPaise: 4_242_000, purpose: "balance", qrPng },
    // The advance in two payments: a UPI transfer and cash at the office.
    payments: [
      { method: PaymentMethod.upiManual, amountPaise: 1_000_000, reference: "UTR 4071 2233", receivedOn: "2027-04-18" },
      { method: PaymentMethod.cash, amountPaise: 500_000, reference: "Receipt 118", receivedOn: "2027-04-20" },
    ],
    ...over,
  };
}

describe("the receipt", () => {
  test.each(BOTH)(
    "in %s: the customer, the trip to its return day, the fare, the bill's lines and the UPI line",
    async (language) => {
      const pdf = await read(receiptPdf(receipt(language)));
      const { text } = pdf;
      expectTheLanguage(language, pdf);
      for (const fact of ["BK-9f3a", "Meera Joshi", "meera.joshi@example.com", "Assi Ghat, Varanasi", "Prayagraj"])
        expect(text).toContain(fact);
      expect(text).toContain(day(language, "2027-05-10"));
      if (language === Language.en) {
        for (const fact of [
          "Booking confirmation",
          "Status: Confirmed",
          "RETURN May 12, 2027",
          "DISTANCE (GARAGE TO GARAGE) 241.50 km (approx.)",
          "AGREED FARE INR 56,475.00",
          "ADVANCE INR 15,000.00 (received Apr 20, 2027)",
          "BALANCE INR 42,420.00",
          "GSTIN 09AAACK1234A1Z5",
          "Accepted quote (version 2)",
          "Chargeable km: INR 51,000.00",
          "Parking: At actuals",
          "Returning customer: -INR 1,000.00",
          "GST 5 % (CGST + SGST): INR 2,622.25",
          "Charges after the trip (approved)",
          "Extra km: 42 km over the quoted 600 km (actual 642 km): INR 945.00",
          "Pay the balance by UPI: INR 42,420.00",
          "Payments received",
          "Apr 18, 2027 · UPI · UTR 4071 2233: INR 10,000.00",
          "Apr 20, 2027 · Cash · Receipt 118: INR 5,000.00",
          "Received in all: INR 15,000.00",
          "Phone: +91 98390 11111",
        ])
          expect(text).toContain(fact);
      } else {
        // pdf.js gives some Devanagari vowel signs out of drawing order: words without them are compared.
        for (const fact of ["वापसी 12 मई 2027", "₹56,475.00", "₹15,000.00", "₹42,420.00", "Chargeable km: ₹51,000.00"])
          expect(text).toContain(fact);
        expect(text).toContain("Extra km: 42 km over the quoted 600 km (actual 642 km): ₹945.00");
        expect(text).toMatch(/UPI से चुकाएँ ?: ₹42,420\.00/);
        expect(text).toContain("UTR 4071 2233: ₹10,000.00");
        expect(text).toContain("Receipt 118: ₹5,000.00");
      }
    },
  );

  test.each(BOTH)(
    "in %s: GST names the heads the quote or invoice carries; on reverse charge the recipient pays it",
    async (language) => {
      const igst = receipt(language);
      igst.statement = {
        ...igst.statement,
        totals: { ...igst.statement.totals!, cgstPaise: 0, sgstPaise: 0, igstPaise: 262_225 },
        treatment: { rate: 5, intraState: false, reverseCharge: false },
      };
      const reverse = {
        ...igst,
        statement: { ...igst.statement, treatment: { ...igst.statement.treatment!, reverseCharge: true } },
      };
      const [forward, onReverse] = [await read(receiptPdf(igst)), await read(receiptPdf(reverse))];
      for (const { text } of [forward, onReverse]) expect(text).not.toContain("CGST");
      if (language === Language.en) {
        expect(forward.text).toContain("GST 5 % (IGST): INR 2,622.25");
        expect(onReverse.text).toContain(
          "GST 5 % (IGST), payable by the recipient on reverse charge (not charged): INR 2,622.25",
        );
      } else {
        expect(forward.text).toContain("5 % (IGST): ₹2,622.25");
        // "…, रिवर्स चार्ज पर प्राप्तकर्ता द्वारा देय (लिया नहीं गया)": pdf.js reorders its vowel signs; the end reads as written.
        expect(onReverse.text).toMatch(/5 % \(IGST\), .* नहीं गया\): ₹2,622\.25/);
      }
    },
  );

  test("in English, a name typed in Devanagari reads too (the kit draws it in the Devanagari font)", async () => {
    const hindiName = { booking: { ...booking, name: "मीरा जोशी", pickupLocation: "अस्सी घाट, Varanasi" } as Booking };
    const { text } = await read(receiptPdf(receipt(Language.en, hindiName)));
    expect(text).toContain("NAME मीरा जोशी");
    expect(text).toContain("PICKUP अस्सी घाट, Varanasi");
  });

  test("without a fare it shows no money and no UPI line; without a GSTIN it says it is a bill of supply", async () => {
    const none = receipt(Language.en, {
      booking: { ...booking, agreedFarePaise: null, agreedAdvancePaise: null, balancePaise: null } as Booking,
      quote: null,
      upi: null,
    });
    const { text } = await read(receiptPdf(none));
    expect(text).toContain("RETURN May 12, 2027");
    expect(text).not.toContain("INR");
    expect(text).not.toContain("by UPI");
    const bill = await read(receiptPdf(receipt(Language.en, { gstin: null, billOfSupply: true, upi: null })));
    expect(bill.text).toContain("Bill of supply: this receipt is not a tax invoice");
    expect(bill.text).not.toContain("09AAACK1234A1Z5");
    expect(bill.text).not.toContain("by UPI");
  });
});

describe("the quote", () => {
  const document = (language: Language, over: Partial<Quote> = {}): QuoteDocument => ({
    quote: { ...quote, ...over } as Quote,
    trip: {
      reference: "BK-9f3a",
      customerName: "Meera Joshi",
      pickupLocation: "Assi Ghat, Varanasi",
      destination: "Prayagraj",
      departureDate: "2027-05-10",
      days: 3,
      passengers: 42,
      busName: "Volvo 9600 Multi-Axle",
      distance: 600,
      plan: { stops: [{ place: "Sarnath", day: 1, time: "10:30", nightHalt: true }] } as TripPlan,
      balancePaise: 4_242_000,
    },
    terms:
      language === Language.hi
        ? "रवानगी से 15 दिन या उससे पहले रद्द करने पर अग्रिम राशि में से 10 % काटा जाता है।"
        : "Cancelled 15 days or more before departure: the advance is refunded less 10 %.",
    operator: {
      name: "Kashi Coach Tours",
      address: "D 47/12, Luxa Road, Varanasi 221010",
      phone: "+91 98390 12345",
      gstin: "09AAACK1234A1Z5",
    },
    language,
  });

  test.each(BOTH)(
    "in %s: the route, every line, the heads, total, advance, balance and the terms",
    async (language) => {
      const pdf = await read(quotePdf(document(language)));
      const { text } = pdf;
      expectTheLanguage(language, pdf);
      expect(text).toContain("Assi Ghat, Varanasi");
      expect(text).toContain("Sarnath");
      // Who quotes and for whom.
      for (const fact of ["Kashi Coach Tours", "D 47/12, Luxa Road, Varanasi 221010", "+91 98390 12345"])
        expect(text).toContain(fact);
      expect(text).toContain("GSTIN: 09AAACK1234A1Z5");
      expect(text).toContain("Meera Joshi");
      if (language === Language.en)
        for (const fact of [
          "Quote for BK-9f3a (version 2)",
          "Valid until Apr 30, 2027.",
          "Route: Assi Ghat, Varanasi - Sarnath",
          "Departure: May 10, 2027 · 3 days · Bus: Volvo 9600 Multi-Axle",
          "Cancelled 15 days or more before departure",
          "From Kashi Coach Tours",
          "Phone: +91 98390 12345",
          "Prepared for Meera Joshi",
          "Passengers: 42",
          "Item Qty Rate Amount",
          "Chargeable km 600 INR 85.00 INR 51,000.00",
          "Parking At actuals",
          "Returning customer 1 INR 1,000.00 -INR 1,000.00",
          "Taxable amount INR 51,500.00",
          "CGST 2.5 % INR 1,287.50",
          "SGST 2.5 % INR 1,287.50",
          "Tolls, parking and permits (fixed) INR 2,400.00",
          "Total INR 56,475.00",
          "Advance due on acceptance INR 15,000.00",
          "Balance due INR 42,420.00",
          "Included Fuel, the driver's food and stay.",
          "Not included Entry tickets and guides.",
        ])
          expect(text).toContain(fact);
      else
        for (const fact of ["BK-9f3a", "(CGST) 2.5 % ₹1,287.50", "कुल ₹56,475.00", "₹15,000.00", "₹42,420.00", " – "])
          expect(text).toContain(fact);
    },
  );

  // pdf.js reads the vowel sign ि apart from its consonant and a space after a virama: both sides are compared without.
  const plain = (t: string) =>
    t
      .replace(/\u093F/g, "")
      .replace(/\u094D /g, "\u094D")
      .replace(/\s+/g, " ");

  test.each(Object.values(QuoteState))("no internal state is printed (%s), in either language", async (state) => {
    for (const language of BOTH) {
      const { text } = await read(quotePdf(document(language, { state })));
      expect(text).not.toMatch(/\bState\b|स्थिति/);
      expect(text).not.toContain(state === QuoteState.Draft ? "Draft" : state);
      expect(text).toContain(language === Language.en ? "Valid until Apr 30, 2027." : "तक मान्य");
    }
  });

  test("the Hindi quote describes every line and the cancellation terms in Hindi", async () => {
    const prefilled = [
      { kind: "km", label: "Chargeable km (minimum 300 km × 3 days; trip 480 km)", quantity: 900, unitPaise: 6_500 },
      { kind: "driver", label: "Driver allowance (per day)", quantity: 3, unitPaise: 30_000 },
      { kind: "night-halt", label: "Night halt (per night)", quantity: 2, unitPaise: 50_000 },
      { kind: "toll", label: "Toll tax", quantity: 1, unitPaise: null, atActuals: true },
      { kind: "discount", label: "Returning customer", quantity: 1, unitPaise: 100_000 },
    ].map((l) => ({ atActuals: false, ...l })) as QuoteLine[];
    const { text } = await read(quotePdf(document(Language.hi, { lines: prefilled })));
    for (const hindi of [
      // (pdf.js reads a reph, र्, after its syllable: the texts are compared past it.)
      "(न्यूनतम 300 किमी × 3 दिन; यात्रा 480 किमी)",
      "भत्ता (प्रति दिन)",
      "विश्राम (प्रति रात)",
      "टोल टैक्स",
      "छूट: Returning customer",
      "रवानगी से 15 दिन या उससे पहले रद्द करने पर",
    ])
      expect(plain(text)).toContain(plain(hindi));
    for (const english of ["Chargeable km", "Driver allowance", "Night halt", "Toll tax", "Cancelled"])
      expect(text).not.toContain(english);
  });

  test("every character the Hindi quote prints has a glyph in its font (no □ between the route's places)", async () => {
    // pdfkit's own font object (fontkit's, under it) answers whether a font has a glyph.
    type Glyphs = { _font: { font: { hasGlyphForCodePoint(c: number): boolean } } };
    const [regular, bold] = pdfFonts(Language.hi).map(
      (file) => (new PDFDocument().font(file) as unknown as Glyphs)._font.font,
    );
    const { text } = await read(quotePdf(document(Language.hi)));
    const missing = [...new Set(text)].filter(
      (c) =>
        !/\s/.test(c) &&
        !(regular.hasGlyphForCodePoint(c.codePointAt(0)!) && bold.hasGlyphForCodePoint(c.codePointAt(0)!)),
    );
    expect(missing).toEqual([]);
    expect(text).toContain("Assi Ghat, Varanasi – Sarnath");
  });

  test("between states one IGST head, and reverse charge says the recipient pays the tax shown", async () => {
    const igst = { intraState: false, cgstPaise: 0, sgstPaise: 0, igstPaise: 257_500, reverseCharge: true };
    const { text } = await read(quotePdf(document(Language.en, igst)));
    expect(text).toContain("IGST 5 % INR 2,575.00");
    expect(text).not.toContain("CGST");
    expect(text).toContain("Tax payable by the recipient on reverse charge (shown, not charged)");
  });
});

describe("the tax invoice and its notes", () => {
  const party = (name: string, gstin: string | null, state: string) => ({
    ...{ name, address: "D 47/12, Luxa Road, Varanasi", gstin, state, business: gstin !== null },
  });
  const invoice = {
    id: "6a1d2c3b-0000-4000-8000-000000000002",
    kind: "invoice",
    number: "KCT/2027-28/0042",
    bookingId: BOOKING_ID,
    invoiceId: null,
    issueDate: "2027-05-13",
    supplier: party("Kashi Coach Tours", "09AAACK1234A1Z8", "09"),
    recipient: party("Gupta Tent House Private Limited", "27AABCG1234Q1Z2", "27"),
    placeOfSupply: "27",
    sac: "9966",
    rate: 5,
    intraState: false,
    reverseCharge: false,
    lines: [
      { label: "Bus hire", sac: "9966", quantity: 1, unitPaise: 5_000_000, amountPaise: 5_000_000, taxable: true },
      { label: "Tolls", sac: "9966", quantity: 1, unitPaise: 240_000, amountPaise: 240_000, taxable: false },
    ],
    ...{ taxablePaise: 5_000_000, nonTaxablePaise: 240_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 250_000 },
    ...{ taxPaise: 250_000, totalPaise: 5_490_000, reason: null },
  } as Invoice;
  const credit = {
    ...invoice,
    kind: "credit_note",
    number: "KCT/CN/2027-28/0007",
    invoiceId: invoice.id,
    intraState: true,
    reverseCharge: true,
    lines: [
      { label: "Fare reduced", sac: "9966", quantity: 1, unitPaise: 100_000, amountPaise: 100_000, taxable: true },
    ],
    ...{ taxablePaise: 100_000, nonTaxablePaise: 0, cgstPaise: 2_500, sgstPaise: 2_500, igstPaise: 0 },
    ...{ taxPaise: 5_000, totalPaise: 105_000, reason: "The trip was shortened by a day." },
  } as Invoice;

  test.each(BOTH)(
    "in %s: the parties, the lines, IGST, the total in words, the balance due and the UPI line",
    async (language) => {
      const pdf = await read(
        invoicePdf({
          invoice,
          language,
          refersTo: null,
          balancePaise: 4_242_000,
          upi: { qrPng, amountPaise: 4_242_000 },
        }),
      );
      const { text } = pdf;
      expectTheLanguage(language, pdf);
      for (const fact of ["KCT/2027-28/0042", "GSTIN: 09AAACK1234A1Z8", "GSTIN: 27AABCG1234Q1Z2", "27 Maharashtra"])
        expect(text).toContain(fact);
      expect(text).toContain(
        language === Language.en ? "Bus hire 1 INR 50,000.00 INR 50,000.00" : "Bus hire 1 ₹50,000.00 ₹50,000.00",
      );
      if (language === Language.en)
        for (const fact of [
          "Tax invoice",
          "PLACE OF SUPPLY 27 Maharashtra",
          "Tolls (reimbursement at cost, outside GST)",
          "Taxable value INR 50,000.00",
          "IGST @ 5 % INR 2,500.00",
          "Reimbursements (outside GST) INR 2,400.00",
          "Total INR 54,900.00",
          "Rupees Fifty-Four Thousand Nine Hundred Only",
          "Balance due INR 42,420.00",
          "Pay INR 42,420.00 by UPI",
        ])
          expect(text).toContain(fact);
      else
        for (const fact of ["टैक्स इनवॉइस", "IGST @ 5 % ₹2,500.00", "कुल ₹54,900.00", "₹42,420.00 UPI से चुकाएँ"])
          expect(text).toContain(fact);
      expect(text).not.toContain("CGST");
    },
  );

  test.each(BOTH)(
    "in %s: the issue date and every amount of the lines as the other documents print them",
    async (language) => {
      const big = {
        ...invoice,
        lines: [
          { label: "Bus hire", sac: "9966", quantity: 2, unitPaise: 6_250_050, amountPaise: 12_500_100, taxable: true },
        ],
        ...{ taxablePaise: 12_500_100, nonTaxablePaise: 0, igstPaise: 625_005, taxPaise: 625_005 },
        totalPaise: 13_125_105,
      } as Invoice;
      const { text } = await read(
        invoicePdf({ invoice: big, language, refersTo: null, balancePaise: null, upi: null }),
      );
      expect(text).toContain(day(language, "2027-05-13"));
      expect(text).not.toContain("2027-05-13");
      expect(text).not.toContain("62500.50");
      if (language === Language.en) {
        expect(text).toContain("DATE May 13, 2027");
        expect(text).toContain("Bus hire 2 INR 62,500.50 INR 1,25,001.00");
      } else expect(text).toContain("Bus hire 2 ₹62,500.50 ₹1,25,001.00");
    },
  );

  test.each(BOTH)(
    "in %s: a supplier's name typed in Devanagari reads on the band and as the supplier",
    async (language) => {
      const name = "काशी कोच सेवा";
      const supplier = { ...invoice.supplier, name };
      const pdf = await read(
        invoicePdf({
          invoice: { ...invoice, supplier } as Invoice,
          language,
          refersTo: null,
          balancePaise: null,
          upi: null,
        }),
      );
      // Twice: the band, then the supplier's block (in English too, where Helvetica has no Devanagari letters).
      expect(pdf.text.split(name)).toHaveLength(3);
      expect(pdf.bytes.toString("latin1")).toContain("NotoSansDevanagari");
    },
  );

  test("an English document with a name in Latin letters draws its band in Helvetica, and no Devanagari font", async () => {
    const { text, bytes } = await read(
      invoicePdf({ invoice, language: Language.en, refersTo: null, balancePaise: null, upi: null }),
    );
    expect(text).toMatch(/^Kashi Coach Tours Tax invoice/);
    expect(bytes.toString("latin1")).toContain("Helvetica-Bold");
    expect(bytes.toString("latin1")).not.toContain("NotoSansDevanagari");
  });

  test.each(BOTH)(
    "in %s: a credit note names its invoice and reason, splits CGST and SGST, asks for no payment",
    async (language) => {
      const pdf = await read(
        invoicePdf({ invoice: credit, language, refersTo: invoice.number, balancePaise: null, upi: null }),
      );
      const { text } = pdf;
      expectTheLanguage(language, pdf);
      expect(text).toContain("KCT/CN/2027-28/0007");
      expect(text).toContain("The trip was shortened by a day.");
      expect(text).not.toContain("UPI");
      if (language === Language.en)
        for (const fact of [
          "Credit note",
          "AGAINST INVOICE KCT/2027-28/0042",
          "CGST @ 2.5 % INR 25.00",
          "SGST @ 2.5 % INR 25.00",
          "Total INR 1,050.00",
          "The GST shown is payable by the recipient under reverse charge",
          "Reason: The trip was shortened by a day.",
        ])
          expect(text).toContain(fact);
      else for (const fact of ["KCT/2027-28/0042", "CGST @ 2.5 % ₹25.00", "कुल ₹1,050.00"]) expect(text).toContain(fact);
      expect(text).not.toContain("Balance due");
    },
  );
});

describe("the duty slip", () => {
  const slip = (language: Language, over: Partial<SlipFacts> = {}): SlipFacts => ({
    ...{ bookingId: BOOKING_ID, reportingTime: "05:45", driverNotes: "Carry drinking water", collectOnBoard: true },
    ...{ amountToCollectPaise: 1_350_050, reference: "BK-9f3a", language },
    drivers: [{ name: "Ramesh Yadav", phone: "+91 94150 12345" }],
    ...{ departureDate: "2027-05-10", returnDate: "2027-05-12", days: 3, reportingPlace: "Assi Ghat, Varanasi" },
    stops: [
      { place: "Sarnath", day: 1, time: "10:30", nightHalt: true },
      { place: "Prayagraj", day: 2, time: null, nightHalt: false },
    ],
    returnLeg: { place: "Assi Ghat, Varanasi", day: 3 },
    ...{ customerName: "Kavita Rao", customerPhone: "+91 98390 55555", passengers: 12, customerNotes: null },
    ...{ busName: "Volvo 9600 Multi-Axle", registrationNumber: "UP65 SL 4321", vehicle: null },
    ...over,
  });

  test.each(BOTH)(
    "in %s: reporting, the last day, the plan, customer, bus, notes and the amount to collect",
    async (language) => {
      const pdf = await read(dutySlipPdf(slip(language)));
      const { text } = pdf;
      expectTheLanguage(language, pdf);
      for (const fact of [
        "BK-9f3a",
        "05:45",
        "Kavita Rao · +91 98390 55555",
        "UP65 SL 4321",
        "Ramesh Yadav (+91 94150 12345)",
      ])
        expect(text).toContain(fact);
      expect(text).toContain("Carry drinking water");
      expect(text).toContain(day(language, "2027-05-12"));
      if (language === Language.en)
        for (const fact of [
          "Duty slip BK-9f3a",
          "Date: May 10, 2027",
          "Time: 05:45",
          "Place: Assi Ghat, Varanasi",
          "Last day May 12, 2027 (3 days)",
          "Day 1: Sarnath · 10:30 · night halt",
          "Day 2: Prayagraj",
          "Day 3: Return to Assi Ghat, Varanasi",
          "Passengers: 12",
          "Collect on board INR 13,500.50",
          "Opening km",
          "Customer's signature",
        ])
          expect(text).toContain(fact);
      else
        for (const fact of ["यात्रा योजना", "समय: 05:45", "यात्री: 12", "₹13,500.50", "Assi Ghat, Varanasi वापसी"])
          expect(text).toContain(fact);
    },
  );

  test("the plan ends with the way back to the pickup; a one-way trip has none", async () => {
    const back = await read(dutySlipPdf(slip(Language.en)));
    const at = (fact: string) => back.text.indexOf(fact);
    expect(at("Day 3: Return to Assi Ghat, Varanasi")).toBeGreaterThan(at("Day 2: Prayagraj"));
    expect(at("Day 3: Return to Assi Ghat, Varanasi")).toBeLessThan(at("Kavita Rao"));
    const oneWay = await read(dutySlipPdf(slip(Language.en, { returnLeg: null })));
    expect(oneWay.text).not.toContain("Return to");
  });

  test("with nothing to collect and no time set, it says so", async () => {
    const { text } = await read(dutySlipPdf(slip(Language.en, { amountToCollectPaise: null, reportingTime: null })));
    expect(text).toContain("Nothing to collect from the customer.");
    expect(text).toContain("Time: Ask the office");
    expect(text).not.toContain("INR");
  });

  test.each(BOTH)("in %s: a group's slip names its vehicle; one of one says nothing of vehicles", async (language) => {
    const { text } = await read(dutySlipPdf(slip(language, { vehicle: { position: 2, of: 3 } })));
    expect(text).toContain(language === Language.en ? "Vehicle: 2 of 3" : "3 में से 2");
    expect((await read(dutySlipPdf(slip(language)))).text).not.toContain(
      language === Language.en ? "Vehicle:" : "वाहन:",
    );
  });
});

test("the print kit is a base area: it imports only domain/shared and libraries", () => {
  const dir = path.resolve(__dirname, "../../src/domain/print");
  const outside = fs.readdirSync(dir).flatMap((file) =>
    [...fs.readFileSync(path.join(dir, file), "utf8").matchAll(/from "(\.[^"]*)"/g)]
      .map((m) => m[1])
      .filter((from) => !from.startsWith("./") && !from.startsWith("../shared/"))
      .map((from) => `${file}: ${from}`),
  );
  expect(outside).toEqual([]);
});
