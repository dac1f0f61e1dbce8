import { kmText } from "../place/km";
import { Doc } from "../print/doc";
import { todayInIndia, tripLastDay } from "../shared/calendar";
import { bookingRef } from "../booking/booking-rules";
import { RECEIPT_PDF_TEXTS, type ReceiptPdfTexts } from "./receipt-pdf.texts";
import type { ReceiptFacts } from "./receipt.service";

type Booking = ReceiptFacts["booking"];

/**
 * A booking confirmation as PDF, in the customer's language; with a fare recorded, also the fare, advance,
 * balance, what the bill is made of and a UPI QR code of what is due now. Answers a readable stream.
 */
export function receiptPdf(facts: ReceiptFacts): PDFKit.PDFDocument {
  const { booking, language } = facts;
  const tx = RECEIPT_PDF_TEXTS[language];
  const ref = bookingRef(booking.id);
  const doc = new Doc(language, { title: `${tx.docTitle} ${ref}` });
  doc.band({ tagline: tx.tagline });
  doc.title(tx.title, tx.header(ref, tx.status[booking.status], doc.date(todayInIndia(facts.now))));
  customer(doc, tx, booking);
  trip(doc, tx, booking);
  if (booking.agreedFarePaise !== null) fare(doc, tx, facts, booking.agreedFarePaise);
  nextAndContact(doc, tx, facts.settings);
  return doc.end();
}

/** A row whose value the customer left empty says so. */
const row = (doc: Doc, tx: ReceiptPdfTexts, label: string, value: string) => doc.row(label, value || tx.notSpecified);

function customer(doc: Doc, tx: ReceiptPdfTexts, booking: Booking) {
  doc.section(tx.customer);
  row(doc, tx, tx.name, booking.name);
  row(doc, tx, tx.email, booking.email);
  row(doc, tx, tx.phone, booking.phone);
}

function trip(doc: Doc, tx: ReceiptPdfTexts, booking: Booking) {
  doc.section(tx.trip);
  row(doc, tx, tx.pickup, booking.pickupLocation);
  row(doc, tx, tx.destination, booking.destination);
  row(doc, tx, tx.departure, doc.date(booking.departureDate));
  row(doc, tx, tx.duration, tx.days(booking.days));
  row(doc, tx, tx.returnDate, doc.date(tripLastDay(booking.departureDate, booking.days)));
  row(doc, tx, tx.distance, booking.distance === null ? tx.na : tx.distanceValue(kmText(booking.distance)));
  row(doc, tx, tx.vehicle, booking.bus?.name ?? tx.unknown);
  row(doc, tx, tx.passengers, booking.passengers ? String(booking.passengers) : tx.notSpecified);
  if (booking.notes) row(doc, tx, tx.notes, booking.notes);
}

/** The fare and what was received, the bill's lines (the accepted quote's, then the approved charges) and UPI. */
function fare(doc: Doc, tx: ReceiptPdfTexts, facts: ReceiptFacts, farePaise: number) {
  const { booking, statement, quote, upi } = facts;
  doc.section(tx.fare);
  row(doc, tx, tx.agreedFare, doc.money(farePaise));
  const received = booking.advanceReceivedOn ? tx.received(doc.date(booking.advanceReceivedOn)) : tx.due;
  const advance = booking.agreedAdvancePaise;
  row(doc, tx, tx.advance, advance === null ? tx.none : `${doc.money(advance)} (${received})`);
  row(doc, tx, tx.balance, doc.money(booking.balancePaise ?? 0));
  if (facts.payments.length) {
    doc.gap(0.3);
    doc.subheading(tx.paymentsTitle);
    for (const p of facts.payments)
      doc.labelled(
        [doc.date(p.receivedOn), tx.methods[p.method], p.reference].filter(Boolean).join(" · "),
        doc.money(p.amountPaise),
      );
    doc.labelled(tx.receivedTotal, doc.money(facts.statement.receivedPaise));
  }
  if (facts.gstin) row(doc, tx, tx.gstin, facts.gstin);
  if (facts.billOfSupply) doc.text(tx.billOfSupply, "note");
  // The statement bills the quote's priced lines in order (or the fare's one line), then the approved charges.
  let billed = quote ? 0 : 1;
  if (quote) {
    doc.gap(0.3);
    doc.subheading(tx.quoteTitle(quote.version));
    for (const l of quote.lines)
      doc.labelled(
        l.label,
        l.atActuals || l.unitPaise === null ? tx.atActuals : doc.money(statement.lines[billed++].amountPaise),
      );
    // The heads the quote (or, once issued, the invoice) carries; on reverse charge the tax is shown, not charged.
    if (statement.totals && statement.treatment)
      doc.labelled(tx.gst(statement.treatment), doc.money(statement.totals.taxPaise));
  }
  const charges = statement.lines.slice(billed);
  if (charges.length) {
    doc.gap(0.3);
    doc.subheading(tx.tripCharges);
    for (const l of charges) doc.labelled(l.label, doc.money(l.amountPaise));
  }
  if (upi) doc.upi(upi.qrPng, tx.payBy(upi.purpose, doc.money(upi.amountPaise)), tx.scan);
}

function nextAndContact(doc: Doc, tx: ReceiptPdfTexts, settings: ReceiptFacts["settings"]) {
  doc.section(tx.nextTitle);
  doc.text(tx.next);
  doc.gap(1);
  doc.subheading(tx.contact);
  doc.labelled(tx.phoneLine, (settings.bookingPhones ?? []).join("   "));
  const whatsapp = (settings.whatsappContacts ?? []).map((c) => `+${c.number} (${c.label})`);
  doc.labelled(tx.whatsappLine, whatsapp.join("   "));
  doc.labelled(tx.emailLine, settings.email ?? "");
  doc.text(settings.address ?? "");
  doc.labelled(tx.hoursLine, settings.supportHours ?? "");
}
