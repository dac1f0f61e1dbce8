import PDFDocument from "pdfkit";
import type { PaymentSettingsValues } from "../settings/payment-settings.service";
import type { SiteSettingsValues } from "../settings/settings.service";
import { balanceOf, inr } from "./booking-money";
import type { UpiPaymentValue } from "./booking-desk.service";
import type { Booking } from "./booking.entity";
import { addDays, bookingRef, displayDate } from "./booking-rules";

const MAROON = "#6b1e2e";
const SAFFRON = "#f29f05";
const INK = "#2a2320";
const MUTED = "#6f625a";

const longDate = displayDate;

/** Fare, advance and the UPI payment: printed once staff have recorded a fare (nothing is priced by the product). */
export interface InvoiceMoney {
  payments: PaymentSettingsValues;
  upi: UpiPaymentValue | null;
}

/** A booking confirmation as PDF; with a fare recorded, also the fare, advance, balance and a UPI QR code. Answers a readable stream. */
export function bookingPdf(booking: Booking, settings: SiteSettingsValues, money?: InvoiceMoney): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    info: { Title: `Booking ${bookingRef(booking.id)}`, Author: "Kashi Coach Tours" },
  });
  const ref = bookingRef(booking.id);

  doc.rect(0, 0, doc.page.width, 110).fill(MAROON);
  doc.fillColor("#fbf3e4").font("Helvetica-Bold").fontSize(24).text("Kashi Coach Tours", 50, 36);
  doc
    .font("Helvetica")
    .fontSize(11)
    .fillColor(SAFFRON)
    .text("Premium coach hire & tours from Varanasi, since 2005", 50, 68);
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(18).text("Booking confirmation", 50, 140);
  doc
    .font("Helvetica")
    .fontSize(11)
    .fillColor(MUTED)
    .text(
      `Booking ID ${ref}   ·   Status: ${booking.status}   ·   Issued ${longDate(new Date().toISOString().slice(0, 10))}`,
    );
  doc.moveDown(1.2);

  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font("Helvetica-Bold").fontSize(10).fillColor(MUTED).text(label.toUpperCase(), 50, y, { width: 150 });
    doc
      .font("Helvetica")
      .fontSize(12)
      .fillColor(INK)
      .text(value || "Not specified", 200, y, { width: 345 });
    doc.moveDown(0.6);
  };
  const section = (title: string) => {
    doc.moveDown(0.4);
    doc.font("Helvetica-Bold").fontSize(13).fillColor(MAROON).text(title, 50);
    doc
      .moveTo(50, doc.y + 2)
      .lineTo(545, doc.y + 2)
      .lineWidth(1)
      .strokeColor(SAFFRON)
      .stroke();
    doc.moveDown(0.7);
  };

  section("Customer");
  row("Name", booking.name);
  row("Email", booking.email);
  row("Phone", booking.phone);

  section("Trip");
  row("Pickup", booking.pickupLocation);
  row("Destination", booking.destination);
  row("Departure", longDate(booking.departureDate));
  row("Duration", `${booking.days} ${booking.days === 1 ? "day" : "days"}`);
  row("Return", longDate(addDays(booking.departureDate, booking.days)));
  row("Distance", booking.distance === null ? "N/A" : `${booking.distance.toFixed(2)} km (approx.)`);
  row("Vehicle", booking.bus?.name ?? "Unknown");
  row("Passengers", booking.passengers ? String(booking.passengers) : "Not specified");
  if (booking.notes) row("Notes", booking.notes);

  if (booking.agreedFare !== null && booking.agreedFare !== undefined) {
    section("Fare");
    row("Agreed fare", inr(booking.agreedFare));
    const received = booking.advanceReceivedOn ? `received ${longDate(booking.advanceReceivedOn)}` : "due";
    row("Advance", booking.advance === null ? "None" : `${inr(booking.advance)} (${received})`);
    row("Balance", inr(balanceOf(booking)!));
    if (money?.payments.gstin) row("GSTIN", money.payments.gstin);
    if (money?.upi) {
      const y = doc.y;
      doc.image(Buffer.from(money.upi.qrPng.split(",")[1], "base64"), 50, y, { width: 110 });
      doc
        .font("Helvetica-Bold")
        .fontSize(11)
        .fillColor(MAROON)
        .text(`Pay the ${money.upi.purpose} by UPI: ${inr(money.upi.amount)}`, 175, y + 20, { width: 370 });
      doc
        .font("Helvetica")
        .fontSize(10)
        .fillColor(MUTED)
        .text(
          "Scan with any UPI app (BHIM, Google Pay, PhonePe, Paytm). Our team records your payment once received.",
          175,
          doc.y + 4,
          { width: 370 },
        );
      doc.y = y + 120;
      doc.x = 50;
    }
  }

  section("What happens next");
  doc
    .font("Helvetica")
    .fontSize(11)
    .fillColor(INK)
    .text(
      "A member of our team will call you to confirm the itinerary and share the fare. Please be ready at the pickup point 30 minutes before departure.",
      { width: 495 },
    );
  doc.moveDown(1);
  doc.font("Helvetica-Bold").fontSize(11).fillColor(MAROON).text("Contact us");
  doc
    .font("Helvetica")
    .fontSize(10.5)
    .fillColor(INK)
    .text(`Phone: ${(settings.bookingPhones ?? []).join("   ")}`)
    .text(`WhatsApp: ${(settings.whatsappContacts ?? []).map((c) => `+${c.number} (${c.label})`).join("   ")}`)
    .text(`Email: ${settings.email ?? ""}`)
    .text(`${settings.address ?? ""}`)
    .text(`Support hours: ${settings.supportHours ?? ""}`);
  doc.end();
  return doc;
}
