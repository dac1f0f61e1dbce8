import { bookingRef } from "../booking/booking-rules";
import { Doc, type Total } from "../print/doc";
import { GST_STATES } from "./gstin";
import type { Invoice } from "./invoice.entity";
import { INVOICE_PDF_TEXTS, type InvoicePdfTexts } from "./invoice-pdf.texts";
import type { InvoicePdfFacts } from "./invoice.service";

/** A tax invoice, credit note or debit note as PDF, in English or Hindi. Answers a readable stream. */
export function invoicePdf(facts: InvoicePdfFacts): PDFKit.PDFDocument {
  const { invoice: d, language, refersTo, balancePaise, upi, advances } = facts;
  const tx = INVOICE_PDF_TEXTS[language];
  const title = {
    invoice: tx.taxInvoice,
    credit_note: tx.creditNote,
    debit_note: tx.debitNote,
    receipt_voucher: tx.receiptVoucher,
    refund_voucher: tx.refundVoucher,
  }[d.kind];
  const doc = new Doc(language, { title: `${title} ${d.number}`, author: d.supplier.name });
  doc.band({ name: d.supplier.name, title });
  doc.fields([
    { label: tx.number, value: d.number, width: 160 },
    { label: tx.date, value: doc.date(d.issueDate), width: 100 },
    { label: tx.booking, value: bookingRef(d.bookingId), width: 100 },
    ...(refersTo ? [{ label: tx.refersTo, value: refersTo }] : []),
  ]);
  doc.columns(
    () => party(doc, tx, tx.supplier, d.supplier),
    () => party(doc, tx, tx.recipient, d.recipient),
  );
  doc.fields([
    { label: tx.placeOfSupply, value: stateOf(d.placeOfSupply), width: 200 },
    { label: tx.sac, value: d.sac, width: 60 },
    { label: tx.reverseCharge, value: d.reverseCharge ? tx.yes : tx.no },
  ]);
  doc.table(
    [
      { header: tx.description },
      { header: tx.qty, width: 40, align: "right" },
      // Wide enough for "INR 1,00,00,000.00"; the amount column is the totals' width, so they line up.
      { header: tx.rate, width: 95, align: "right" },
      { header: tx.amount, width: 100, align: "right" },
    ],
    d.lines.map((l) => [
      l.taxable ? l.label : `${l.label} (${tx.reimbursement})`,
      String(l.quantity),
      doc.money(l.unitPaise),
      doc.money(l.amountPaise),
    ]),
  );
  doc.totals(totals(doc, tx, d));
  doc.fields([{ label: tx.inWords, value: tx.words(d.totalPaise) }]);
  if (d.reverseCharge) doc.text(tx.reverseChargeNote, "note");
  if (advances) doc.text(tx.advancesAdjusted(advances.numbers.join(", "), doc.money(advances.taxPaise)), "note");
  if (d.reason) doc.labelled(tx.reason, d.reason);
  if (balancePaise !== null) {
    doc.gap(0.4);
    doc.totals([{ label: tx.balanceDue, amount: doc.money(balancePaise), strong: true }]);
  }
  if (upi) doc.upi(upi.qrPng, tx.payBy(doc.money(upi.amountPaise)), tx.scan);
  doc.gap(1);
  doc.text(tx.computerGenerated, "small");
  return doc.end();
}

const stateOf = (code: string | null) => (code ? `${code} ${GST_STATES[code] ?? ""}` : "");

/** The supplier or the recipient: name, address, GSTIN and state. */
function party(doc: Doc, tx: InvoicePdfTexts, heading: string, p: Invoice["supplier"]) {
  doc.subheading(heading);
  doc.text(p.name);
  if (p.address) doc.text(p.address, "muted");
  doc.labelled(tx.gstin, p.gstin ?? tx.unregistered);
  doc.labelled(tx.state, stateOf(p.state));
}

/** The taxable value, the heads the tax rule chose, reimbursements at cost and the total. */
function totals(doc: Doc, tx: InvoicePdfTexts, d: Invoice): Total[] {
  return [
    { label: tx.taxableValue, amount: doc.money(d.taxablePaise) },
    ...doc.taxTotals(d, tx),
    ...(d.nonTaxablePaise ? [{ label: tx.reimbursements, amount: doc.money(d.nonTaxablePaise) }] : []),
    { label: tx.total, amount: doc.money(d.totalPaise), strong: true },
  ];
}
