import PDFDocument from "pdfkit";
import { INK, MAROON, MUTED, SAFFRON, pdfFonts } from "../shared/pdf-style";
import { Language } from "../shared/enums";
import type { PaymentSettingsValues } from "../settings/payment-settings.service";
import type { SiteSettingsValues } from "../settings/settings.service";
import { balanceOf, inr } from "./booking-money";
import type { UpiPaymentValue } from "./booking-desk.service";
import type { Booking } from "./booking.entity";
import { addDays, bookingRef, displayDateIn } from "./booking-rules";
import { PDF_TEXTS } from "./booking-pdf.texts";
import type { ChargeLine } from "../driver/trip-charge-lines";
import type { Quote } from "../quote/quote.entity";
import { lineAmount } from "../quote/quote-pricing";

/** Noto Sans Devanagari (npm, full font: Devanagari and Latin), embedded in Hindi invoices; fontkit shapes it. */

/** Fare, advance and the UPI payment: printed once staff have recorded a fare (nothing is priced by the product). */
export interface InvoiceMoney {
  payments: PaymentSettingsValues;
  upi: UpiPaymentValue | null;
  /** The accepted quote, when there is one: the invoice prints its lines. */
  quote?: Quote | null;
  /** No GSTIN in Settings → Tax: the receipt says it is a bill of supply, not a tax invoice. */
  billOfSupply?: boolean;
  /** Lines staff approved after the trip (extra km, tolls, parking, permits), printed after the quote's. */
  tripCharges?: ChargeLine[];
}

/**
 * A booking confirmation as PDF, in the customer's language (Hindi with an embedded Devanagari font);
 * with a fare recorded, also the fare, advance, balance and a UPI QR code. Answers a readable stream.
 */
export function bookingPdf(
  booking: Booking,
  settings: SiteSettingsValues,
  money?: InvoiceMoney,
  language: Language = Language.en,
): PDFKit.PDFDocument {
  const tx = PDF_TEXTS[language];
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
    .text(tx.header(ref, tx.status[booking.status] ?? booking.status, longDate(new Date().toISOString().slice(0, 10))));
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
  row(tx.returnDate, longDate(addDays(booking.departureDate, booking.days)));
  row(tx.distance, booking.distance === null ? tx.na : tx.distanceValue(booking.distance.toFixed(2)));
  row(tx.vehicle, booking.bus?.name ?? tx.unknown);
  row(tx.passengers, booking.passengers ? String(booking.passengers) : tx.notSpecified);
  if (booking.notes) row(tx.notes, booking.notes);

  if (booking.agreedFare !== null && booking.agreedFare !== undefined) {
    section(tx.fare);
    row(tx.agreedFare, inr(booking.agreedFare));
    const received = booking.advanceReceivedOn ? tx.received(longDate(booking.advanceReceivedOn)) : tx.due;
    row(tx.advance, booking.advance === null ? tx.none : `${inr(booking.advance)} (${received})`);
    row(tx.balance, inr(balanceOf(booking)!));
    if (money?.payments.gstin) row(tx.gstin, money.payments.gstin);
    if (money?.billOfSupply)
      doc.font(regular).fontSize(10).fillColor(MAROON).text(tx.billOfSupply, 50, doc.y, { width: 495 }).moveDown(0.6);
    if (money?.quote) {
      const q = money.quote;
      const item = (label: string, amount: string) =>
        doc.font(regular).fontSize(10).fillColor(INK).text(`${label}: ${amount}`, 50, doc.y, { width: 495 });
      doc.moveDown(0.3);
      doc.font(bold).fontSize(11).fillColor(MAROON).text(tx.quoteTitle(q.version), 50);
      for (const l of q.lines) {
        const amount = lineAmount(l);
        item(l.label, amount === null ? tx.atActuals : inr(amount / 100));
      }
      item(tx.gst(q.gstRate), inr((q.cgstPaise + q.sgstPaise) / 100));
      doc.moveDown(0.6);
    }
    if (money?.tripCharges?.length) {
      doc.font(bold).fontSize(11).fillColor(MAROON).text(tx.tripCharges, 50);
      for (const l of money.tripCharges)
        doc
          .font(regular)
          .fontSize(10)
          .fillColor(INK)
          .text(`${l.description}: ${inr(l.amountPaise / 100)}`, 50, doc.y, { width: 495 });
      doc.moveDown(0.6);
    }
    if (money?.upi) {
      const y = doc.y;
      doc.image(Buffer.from(money.upi.qrPng.split(",")[1], "base64"), 50, y, { width: 110 });
      doc
        .font(bold)
        .fontSize(11)
        .fillColor(MAROON)
        .text(tx.payBy(money.upi.purpose, inr(money.upi.amount)), 175, y + 20, { width: 370 });
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
