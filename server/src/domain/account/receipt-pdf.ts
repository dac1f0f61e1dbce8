import PDFDocument from "pdfkit";
import { kmText } from "../place/km";
import { INK, MAROON, MUTED, SAFFRON, pdfFonts } from "../shared/pdf-style";
import { Language } from "../shared/enums";
import { displayDateIn, todayInIndia, tripLastDay } from "../shared/calendar";
import { formatInr, formatInrAscii } from "../shared/money";
import { bookingRef } from "../booking/booking-rules";
import { PDF_TEXTS } from "./receipt-pdf.texts";
import type { ReceiptFacts } from "./receipt.service";

/**
 * A booking confirmation as PDF, in the customer's language (Hindi with an embedded Devanagari font);
 * with a fare recorded, also the fare, advance, balance and a UPI QR code. Answers a readable stream.
 */
export function receiptPdf(facts: ReceiptFacts): PDFKit.PDFDocument {
  const { booking, settings, language, statement, quote, upi } = facts;
  const tx = PDF_TEXTS[language];
  // English keeps the PDF's built-in Helvetica, which has no rupee sign.
  const inr = (p: number) => (language === Language.hi ? formatInr(p) : formatInrAscii(p));
  const longDate = (isoDate: string) => displayDateIn(language, isoDate);
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    lang: language,
    info: { Title: `${tx.docTitle} ${bookingRef(booking.id)}`, Author: "Kashi Coach Tours" },
  });
  // English keeps the PDF's built-in Helvetica; Hindi embeds Noto Sans Devanagari under the same two names.
  const [regular, bold] = pdfFonts(language);
  const ref = bookingRef(booking.id);

  doc.rect(0, 0, doc.page.width, 110).fill(MAROON);
  doc.fillColor("#fbf3e4").font("Helvetica-Bold").fontSize(24).text("Kashi Coach Tours", 50, 36);
  doc.font(regular).fontSize(11).fillColor(SAFFRON).text(tx.tagline, 50, 68);
  doc.fillColor(INK).font(bold).fontSize(18).text(tx.title, 50, 140);
  doc
    .font(regular)
    .fontSize(11)
    .fillColor(MUTED)
    .text(tx.header(ref, tx.status[booking.status] ?? booking.status, longDate(todayInIndia(facts.now))));
  doc.moveDown(1.2);

  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font(bold).fontSize(10).fillColor(MUTED).text(label.toUpperCase(), 50, y, { width: 150 });
    doc
      .font(regular)
      .fontSize(12)
      .fillColor(INK)
      .text(value || tx.notSpecified, 200, y, { width: 345 });
    doc.moveDown(0.6);
  };
  const section = (title: string) => {
    doc.moveDown(0.4);
    doc.font(bold).fontSize(13).fillColor(MAROON).text(title, 50);
    doc
      .moveTo(50, doc.y + 2)
      .lineTo(545, doc.y + 2)
      .lineWidth(1)
      .strokeColor(SAFFRON)
      .stroke();
    doc.moveDown(0.7);
  };

  section(tx.customer);
  row(tx.name, booking.name);
  row(tx.email, booking.email);
  row(tx.phone, booking.phone);

  section(tx.trip);
  row(tx.pickup, booking.pickupLocation);
  row(tx.destination, booking.destination);
  row(tx.departure, longDate(booking.departureDate));
  row(tx.duration, tx.days(booking.days));
  row(tx.returnDate, longDate(tripLastDay(booking.departureDate, booking.days)));
  row(tx.distance, booking.distance === null ? tx.na : tx.distanceValue(kmText(booking.distance)));
  row(tx.vehicle, booking.bus?.name ?? tx.unknown);
  row(tx.passengers, booking.passengers ? String(booking.passengers) : tx.notSpecified);
  if (booking.notes) row(tx.notes, booking.notes);

  if (booking.agreedFarePaise !== null) {
    section(tx.fare);
    row(tx.agreedFare, inr(booking.agreedFarePaise));
    const received = booking.advanceReceivedOn ? tx.received(longDate(booking.advanceReceivedOn)) : tx.due;
    row(tx.advance, booking.agreedAdvancePaise === null ? tx.none : `${inr(booking.agreedAdvancePaise)} (${received})`);
    row(tx.balance, inr(booking.balancePaise ?? 0));
    if (facts.gstin) row(tx.gstin, facts.gstin);
    if (facts.billOfSupply)
      doc.font(regular).fontSize(10).fillColor(MAROON).text(tx.billOfSupply, 50, doc.y, { width: 495 }).moveDown(0.6);
    const item = (label: string, amount: string) =>
      doc.font(regular).fontSize(10).fillColor(INK).text(`${label}: ${amount}`, 50, doc.y, { width: 495 });
    // The bill's lines: the accepted quote's priced lines (or the fare's one line), then the approved charges.
    let billed = quote ? 0 : 1;
    if (quote) {
      doc.moveDown(0.3);
      doc.font(bold).fontSize(11).fillColor(MAROON).text(tx.quoteTitle(quote.version), 50);
      for (const l of quote.lines)
        item(l.label, l.atActuals || l.unitPaise === null ? tx.atActuals : inr(statement.lines[billed++].amountPaise));
      if (statement.totals) item(tx.gst(quote.gstRate), inr(statement.totals.taxPaise));
      doc.moveDown(0.6);
    }
    const charges = statement.lines.slice(billed);
    if (charges.length) {
      doc.font(bold).fontSize(11).fillColor(MAROON).text(tx.tripCharges, 50);
      for (const l of charges) item(l.label, inr(l.amountPaise));
      doc.moveDown(0.6);
    }
    if (upi) {
      const y = doc.y;
      doc.image(Buffer.from(upi.qrPng.split(",")[1], "base64"), 50, y, { width: 110 });
      doc
        .font(bold)
        .fontSize(11)
        .fillColor(MAROON)
        .text(tx.payBy(upi.purpose, inr(upi.amountPaise)), 175, y + 20, { width: 370 });
      doc
        .font(regular)
        .fontSize(10)
        .fillColor(MUTED)
        .text(tx.scan, 175, doc.y + 4, { width: 370 });
      doc.y = y + 120;
      doc.x = 50;
    }
  }

  section(tx.nextTitle);
  doc.font(regular).fontSize(11).fillColor(INK).text(tx.next, { width: 495 });
  doc.moveDown(1);
  doc.font(bold).fontSize(11).fillColor(MAROON).text(tx.contact);
  doc
    .font(regular)
    .fontSize(10.5)
    .fillColor(INK)
    .text(`${tx.phoneLine}: ${(settings.bookingPhones ?? []).join("   ")}`)
    .text(
      `${tx.whatsappLine}: ${(settings.whatsappContacts ?? []).map((c) => `+${c.number} (${c.label})`).join("   ")}`,
    )
    .text(`${tx.emailLine}: ${settings.email ?? ""}`)
    .text(`${settings.address ?? ""}`)
    .text(`${tx.hoursLine}: ${settings.supportHours ?? ""}`);
  doc.end();
  return doc;
}
