import PDFDocument from "pdfkit";
import { INK, MAROON, MUTED, SAFFRON, pdfFonts } from "../print/pdf-style";
import { bookingRef } from "../booking/booking-rules";
import { Language } from "../shared/enums";
import { GST_STATES } from "./gstin";
import type { Invoice } from "./invoice.entity";
import { INVOICE_PDF_TEXTS } from "./invoice-pdf.texts";
import { type GstRate, formatInr, formatInrAscii, halfRate, rupeesText } from "../shared/money";

export interface InvoicePdfExtras {
  /** The invoice a note refers to (its number). */
  refersTo?: string | null;
  /** An invoice's booking's balance, as every screen and document shows it. */
  balancePaise?: number | null;
  /** The UPI payment of what is due now (a PNG data URL and the amount), when a UPI ID is set and something is due. */
  upi?: { qrPng: string; amountPaise: number } | null;
}

/** A tax invoice, credit note or debit note as PDF, in English or Hindi (Noto Sans Devanagari embedded). */
export function invoicePdf(
  d: Invoice,
  extras: InvoicePdfExtras = {},
  language: Language = Language.en,
): PDFKit.PDFDocument {
  const tx = INVOICE_PDF_TEXTS[language];
  const title = { invoice: tx.taxInvoice, credit_note: tx.creditNote, debit_note: tx.debitNote }[d.kind];
  // English keeps pdfkit's Helvetica, which has no rupee sign.
  const inr = (paise: number) => (language === Language.hi ? formatInr(paise) : formatInrAscii(paise));
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    lang: language,
    info: { Title: `${title} ${d.number}`, Author: d.supplier.name },
  });
  const [regular, bold] = pdfFonts(language);
  const stateOf = (code: string | null) => (code ? `${code} ${GST_STATES[code] ?? ""}` : "");

  doc.rect(0, 0, doc.page.width, 90).fill(MAROON);
  doc.fillColor("#fbf3e4").font("Helvetica-Bold").fontSize(20).text(d.supplier.name, 50, 30, { width: 300 });
  doc.font(bold).fontSize(16).fillColor(SAFFRON).text(title, 350, 34, { width: 195, align: "right" });

  let y = 110;
  const pair = (label: string, value: string, x: number, width: number) => {
    doc.font(bold).fontSize(8.5).fillColor(MUTED).text(label.toUpperCase(), x, y, { width });
    doc.font(regular).fontSize(10).fillColor(INK).text(value, x, doc.y, { width });
  };
  pair(tx.number, d.number, 50, 160);
  pair(tx.date, d.issueDate, 215, 100);
  pair(tx.booking, bookingRef(d.bookingId), 320, 100);
  if (extras.refersTo) pair(tx.refersTo, extras.refersTo, 425, 120);
  y += 40;

  const party = (heading: string, p: Invoice["supplier"], x: number) => {
    doc.font(bold).fontSize(11).fillColor(MAROON).text(heading, x, y, { width: 240 });
    doc
      .font(regular)
      .fontSize(10)
      .fillColor(INK)
      .text(p.name, x, doc.y + 2, { width: 240 });
    if (p.address) doc.fillColor(MUTED).text(p.address, x, doc.y, { width: 240 });
    doc.fillColor(INK).text(`${tx.gstin}: ${p.gstin ?? tx.unregistered}`, x, doc.y, { width: 240 });
    doc.text(`${tx.state}: ${stateOf(p.state)}`, x, doc.y, { width: 240 });
    return doc.y;
  };
  const bottom = Math.max(party(tx.supplier, d.supplier, 50), party(tx.recipient, d.recipient, 305));
  y = bottom + 12;
  pair(tx.placeOfSupply, stateOf(d.placeOfSupply), 50, 200);
  pair(tx.sac, d.sac, 255, 60);
  pair(tx.reverseCharge, d.reverseCharge ? tx.yes : tx.no, 320, 225);
  y = doc.y + 16;

  // Lines.
  const cols = { label: 50, qty: 330, rate: 375, amount: 460 };
  doc.rect(50, y - 4, 495, 18).fill("#f5ead6");
  doc.font(bold).fontSize(9).fillColor(INK);
  doc.text(tx.description, cols.label, y, { width: 275 });
  doc.text(tx.qty, cols.qty, y, { width: 40, align: "right" });
  doc.text(tx.rate, cols.rate, y, { width: 80, align: "right" });
  doc.text(tx.amount, cols.amount, y, { width: 85, align: "right" });
  y += 20;
  doc.font(regular).fontSize(9.5);
  for (const l of d.lines) {
    const label = l.taxable ? l.label : `${l.label} (${tx.reimbursement})`;
    doc.fillColor(INK).text(label, cols.label, y, { width: 275 });
    const next = doc.y;
    doc.text(String(l.quantity), cols.qty, y, { width: 40, align: "right" });
    doc.text(rupeesText(l.unitPaise), cols.rate, y, { width: 80, align: "right" });
    doc.text(rupeesText(l.amountPaise), cols.amount, y, { width: 85, align: "right" });
    y = Math.max(next, doc.y) + 4;
  }
  doc.moveTo(50, y).lineTo(545, y).lineWidth(0.8).strokeColor(SAFFRON).stroke();
  y += 8;

  const sum = (label: string, paise: number, strong = false) => {
    doc
      .font(strong ? bold : regular)
      .fontSize(strong ? 11 : 10)
      .fillColor(INK);
    doc.text(label, 280, y, { width: 170 });
    doc.text(inr(paise), 450, y, { width: 95, align: "right" });
    y = doc.y + 3;
  };
  sum(tx.taxableValue, d.taxablePaise);
  if (d.intraState) {
    sum(tx.cgst(halfRate(d.rate as GstRate)), d.cgstPaise);
    sum(tx.sgst(halfRate(d.rate as GstRate)), d.sgstPaise);
  } else sum(tx.igst(String(d.rate)), d.igstPaise);
  if (d.nonTaxablePaise) sum(tx.reimbursements, d.nonTaxablePaise);
  sum(tx.total, d.totalPaise, true);
  y += 6;
  doc.font(bold).fontSize(9).fillColor(MUTED).text(tx.inWords.toUpperCase(), 50, y);
  doc.font(regular).fontSize(10).fillColor(INK).text(tx.words(d.totalPaise), 50, doc.y, { width: 495 });
  if (d.reverseCharge) doc.moveDown(0.4).fillColor(MAROON).text(tx.reverseChargeNote, 50, doc.y, { width: 495 });
  if (d.reason) doc.moveDown(0.4).fillColor(INK).text(`${tx.reason}: ${d.reason}`, 50, doc.y, { width: 495 });
  if (extras.balancePaise !== null && extras.balancePaise !== undefined) {
    y = doc.y + 10;
    sum(tx.balanceDue, extras.balancePaise, true);
  }

  if (extras.upi) {
    const top = doc.y + 16;
    doc.image(Buffer.from(extras.upi.qrPng.split(",")[1], "base64"), 50, top, { width: 100 });
    doc
      .font(bold)
      .fontSize(11)
      .fillColor(MAROON)
      .text(tx.payBy(inr(extras.upi.amountPaise)), 165, top + 24, { width: 380 });
    doc
      .font(regular)
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(tx.scan, 165, doc.y + 3, { width: 380 });
    doc.y = top + 110;
  }
  doc.moveDown(1).font(regular).fontSize(8.5).fillColor(MUTED).text(tx.computerGenerated, 50, doc.y, { width: 495 });
  doc.end();
  return doc;
}
