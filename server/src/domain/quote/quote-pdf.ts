import PDFDocument from "pdfkit";
import { INK, MAROON, MUTED, SAFFRON, pdfFonts } from "../print/pdf-style";
import { Language } from "../shared/enums";
import type { Quote } from "./quote.entity";
import type { QuoteTrip } from "./quote.service";
import { quoteLineAmount } from "./quote-pricing";
import { displayDateIn } from "../shared/calendar";
import { type GstRate, formatInr, formatInrAscii, halfRate } from "../shared/money";

const TEXTS = {
  [Language.en]: {
    title: (ref: string, v: number) => `Quote for ${ref} (version ${v})`,
    trip: "Trip",
    route: "Route",
    departure: "Departure",
    days: (n: number) => `${n} day${n === 1 ? "" : "s"}`,
    bus: "Bus",
    item: "Item",
    amount: "Amount",
    atActuals: "At actuals",
    taxable: "Taxable amount",
    cgst: (r: string) => `CGST ${r} %`,
    sgst: (r: string) => `SGST ${r} %`,
    igst: (r: number) => `IGST ${r} %`,
    reverseCharge: "Tax payable by the recipient on reverse charge (shown, not charged)",
    passThrough: "Tolls, parking and permits (fixed)",
    total: "Total",
    advance: "Advance due on acceptance",
    balanceDue: "Balance due",
    validUntil: (d: string) => `Valid until ${d}.`,
    inclusions: "Included",
    exclusions: "Not included",
    cancellation: "Cancellation terms",
    state: (s: string) => `State: ${s}`,
  },
  [Language.hi]: {
    title: (ref: string, v: number) => `${ref} का कोटेशन (संस्करण ${v})`,
    trip: "यात्रा",
    route: "मार्ग",
    departure: "रवानगी",
    days: (n: number) => `${n} दिन`,
    bus: "बस",
    item: "विवरण",
    amount: "राशि",
    atActuals: "वास्तविक खर्च पर",
    taxable: "कर योग्य राशि",
    cgst: (r: string) => `केंद्रीय जीएसटी (CGST) ${r} %`,
    sgst: (r: string) => `राज्य जीएसटी (SGST) ${r} %`,
    igst: (r: number) => `एकीकृत जीएसटी (IGST) ${r} %`,
    reverseCharge: "रिवर्स चार्ज पर कर प्राप्तकर्ता देय (दिखाया गया, लिया नहीं गया)",
    passThrough: "टोल, पार्किंग और परमिट (तय राशि)",
    total: "कुल",
    advance: "स्वीकार करने पर देय अग्रिम",
    balanceDue: "बकाया राशि",
    validUntil: (d: string) => `${d} तक मान्य।`,
    inclusions: "शामिल",
    exclusions: "शामिल नहीं",
    cancellation: "रद्द करने की शर्तें",
    state: (s: string) => `स्थिति: ${s}`,
  },
};

/** A quote as PDF in the customer's language: the trip, every line, GST split, total, advance, validity and terms. */
export function quotePdf(quote: Quote, trip: QuoteTrip, terms: string, language: Language): PDFKit.PDFDocument {
  const tx = TEXTS[language];
  // Helvetica (English) has no rupee sign or arrow: "INR 1,25,000.00" as the invoice writes it; Hindi's font has both.
  const money = (p: number) => (language === Language.hi ? formatInr(p) : formatInrAscii(p));
  const arrow = language === Language.hi ? " → " : " - ";
  const [regular, bold] = pdfFonts(language);
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    lang: language,
    info: { Title: tx.title(trip.reference, quote.version) },
  });
  doc.rect(0, 0, doc.page.width, 90).fill(MAROON);
  doc.fillColor("#fbf3e4").font("Helvetica-Bold").fontSize(22).text("Kashi Coach Tours", 50, 34);
  doc.fillColor(INK).font(bold).fontSize(17).text(tx.title(trip.reference, quote.version), 50, 115);
  doc
    .font(regular)
    .fontSize(10.5)
    .fillColor(MUTED)
    .text(`${tx.validUntil(displayDateIn(language, quote.validUntil))}  ${tx.state(quote.state)}`);
  doc.moveDown(0.8);
  const stops = trip.plan?.stops.map((s) => s.place) ?? [trip.destination];
  doc.font(bold).fontSize(12).fillColor(MAROON).text(tx.trip);
  doc.font(regular).fontSize(10.5).fillColor(INK);
  doc.text(`${tx.route}: ${[trip.pickupLocation, ...stops].join(arrow)}`);
  doc.text(
    `${tx.departure}: ${displayDateIn(language, trip.departureDate)} · ${tx.days(trip.days)} · ${tx.bus}: ${trip.busName ?? "—"}`,
  );
  doc.moveDown(0.8);
  const line = (label: string, value: string, strong = false) => {
    const y = doc.y;
    doc
      .font(strong ? bold : regular)
      .fontSize(strong ? 12 : 10.5)
      .fillColor(INK)
      .text(label, 50, y, { width: 360 });
    const after = doc.y;
    doc.text(value, 420, y, { width: 125, align: "right" });
    doc.y = Math.max(after, doc.y) + 4;
    doc.x = 50;
  };
  doc.moveTo(50, doc.y).lineTo(545, doc.y).strokeColor(SAFFRON).stroke();
  doc.moveDown(0.4);
  for (const l of quote.lines) {
    const amount = quoteLineAmount(l);
    const detail = l.atActuals || l.unitPaise === null ? l.label : `${l.label} · ${l.quantity} × ${money(l.unitPaise)}`;
    line(detail, amount === null ? tx.atActuals : money(amount));
  }
  doc.moveTo(50, doc.y).lineTo(545, doc.y).strokeColor(SAFFRON).stroke();
  doc.moveDown(0.4);
  line(tx.taxable, money(quote.taxablePaise));
  // The heads the invoice will carry (the one tax rule decided them for this supply).
  if (quote.intraState) {
    line(tx.cgst(halfRate(quote.gstRate as GstRate)), money(quote.cgstPaise));
    line(tx.sgst(halfRate(quote.gstRate as GstRate)), money(quote.sgstPaise));
  } else line(tx.igst(quote.gstRate), money(quote.igstPaise));
  if (quote.passThroughPaise) line(tx.passThrough, money(quote.passThroughPaise));
  line(tx.total, money(quote.totalPaise), true);
  line(tx.advance, money(quote.advancePaise));
  if (trip.balancePaise !== null) line(tx.balanceDue, money(trip.balancePaise), true);
  if (quote.reverseCharge) {
    doc.moveDown(0.3);
    doc.font(regular).fontSize(10).fillColor(MAROON).text(tx.reverseCharge, 50, doc.y, { width: 495 });
  }
  for (const [title, body] of [
    [tx.inclusions, quote.inclusions],
    [tx.exclusions, quote.exclusions],
    [tx.cancellation, terms],
  ]) {
    if (!body) continue;
    doc.moveDown(0.6);
    doc.font(bold).fontSize(12).fillColor(MAROON).text(title, 50);
    doc.font(regular).fontSize(10.5).fillColor(INK).text(body, { width: 495 });
  }
  doc.end();
  return doc;
}
