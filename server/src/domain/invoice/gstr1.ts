/**
 * GSTR-1 for a month, as CSV files in the column layouts of the GST offline tool's templates (b2b, b2cl,
 * b2cs, cdnr, cdnur; at and atadj: tables 11A and 11B, advances received and adjusted) plus a plain register of
 * every document. Pure: issued documents in, CSV text out.
 */
import { stringify } from "csv-stringify/sync";
import { bookingRef } from "../booking/booking-rules";
import { stateLabel } from "./gstin";
import { type Invoice, InvoiceKind } from "./invoice.entity";
import { rateText, rupeesText } from "../shared/money";

export const GSTR1_FILES = ["b2b", "b2cl", "b2cs", "cdnr", "cdnur", "at", "atadj", "register"] as const;
export type Gstr1File = (typeof GSTR1_FILES)[number];

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** The offline tool's date: 05-Dec-2026. */
const toolDate = (d: string) => `${d.slice(8, 10)}-${MONTHS[Number(d.slice(5, 7)) - 1]}-${d.slice(0, 4)}`;
/** A text cell a spreadsheet would run as a formula gets a leading quote (names are typed by customers). */
const safeCell = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
const yn = (b: boolean) => (b ? "Y" : "N");
const csv = (header: string[], rows: unknown[][]) => stringify([header, ...rows]);
/** The columns the templates give a rate's supplies: no differential rate, the rate, the taxable value, no cess. */
const RATE_COLUMNS = ["Applicable % of Tax Rate", "Rate", "Taxable Value", "Cess Amount"];
const rateCells = (rate: number, taxablePaise: number) => ["", rateText(rate), rupeesText(taxablePaise), "0.00"];

/**
 * B2C "large": an inter-state invoice to an unregistered recipient whose invoice value is above ₹1,00,000
 * (the threshold since 1 August 2024; it was ₹2,50,000 before). Such invoices are reported one by one in
 * b2cl, not summed in b2cs; their credit notes go to cdnur.
 */
export const B2CL_THRESHOLD_PAISE = 1_00_000_00;
export const isB2cl = (i: Invoice) => !i.recipient.gstin && !i.intraState && i.totalPaise > B2CL_THRESHOLD_PAISE;

/**
 * One file of a month. `referred` holds the invoices the month's credit notes refer to (they may be from an
 * earlier month): a credit note against a b2cl invoice belongs in cdnur, not in b2cs.
 */
export function gstr1Csv(
  file: Gstr1File,
  documents: readonly Invoice[],
  referred: ReadonlyMap<string, Invoice> = new Map(),
  adjusted: readonly Invoice[] = [],
): string {
  const invoices = documents.filter((d) => d.kind === InvoiceKind.invoice);
  const notes = documents.filter((d) => d.kind === InvoiceKind.creditNote || d.kind === InvoiceKind.debitNote);
  /** The templates' note type: C for a credit note, D for a debit note. */
  const noteType = (n: Invoice) => (n.kind === InvoiceKind.creditNote ? "C" : "D");
  const invoiceNumber = new Map(documents.map((d) => [d.id, d.number]));
  const byId = new Map([...referred, ...documents.map((d) => [d.id, d] as const)]);
  /** A b2cl invoice, or a note against one. */
  const large = (d: Invoice) => {
    const invoice = d.kind === InvoiceKind.invoice ? d : d.invoiceId ? byId.get(d.invoiceId) : undefined;
    return invoice ? isB2cl(invoice) : false;
  };
  switch (file) {
    case "b2b":
      return csv(
        [
          "GSTIN/UIN of Recipient",
          "Receiver Name",
          "Invoice Number",
          "Invoice date",
          "Invoice Value",
          "Place Of Supply",
          "Reverse Charge",
          "Applicable % of Tax Rate",
          "Invoice Type",
          "E-Commerce GSTIN",
          "Rate",
          "Taxable Value",
          "Cess Amount",
        ],
        invoices
          .filter((i) => i.recipient.gstin)
          .map((i) => [
            i.recipient.gstin,
            safeCell(i.recipient.name),
            i.number,
            toolDate(i.issueDate),
            rupeesText(i.totalPaise),
            stateLabel(i.placeOfSupply),
            yn(i.reverseCharge),
            "",
            "Regular B2B",
            "",
            rateText(i.rate),
            rupeesText(i.taxablePaise),
            "0.00",
          ]),
      );
    case "b2cl":
      return csv(
        ["Invoice Number", "Invoice date", "Invoice Value", "Place Of Supply", ...RATE_COLUMNS, "E-Commerce GSTIN"],
        invoices
          .filter(isB2cl)
          .map((i) => [
            i.number,
            toolDate(i.issueDate),
            rupeesText(i.totalPaise),
            stateLabel(i.placeOfSupply),
            ...rateCells(i.rate, i.taxablePaise),
            "",
          ]),
      );
    case "b2cs": {
      // Other supplies to unregistered recipients, summed by place of supply and rate, with their debit notes, less
      // their credit notes.
      const sums = new Map<string, { pos: string; rate: number; taxable: number }>();
      for (const d of [...invoices, ...notes]) {
        if (d.recipient.gstin || large(d)) continue;
        const key = `${d.placeOfSupply}|${d.rate}`;
        const row = sums.get(key) ?? { pos: d.placeOfSupply, rate: d.rate, taxable: 0 };
        row.taxable += d.kind === InvoiceKind.creditNote ? -d.taxablePaise : d.taxablePaise;
        sums.set(key, row);
      }
      return csv(
        ["Type", "Place Of Supply", ...RATE_COLUMNS, "E-Commerce GSTIN"],
        [...sums.values()]
          .sort((a, b) => a.pos.localeCompare(b.pos) || a.rate - b.rate)
          .map((r) => ["OE", stateLabel(r.pos), ...rateCells(r.rate, r.taxable), ""]),
      );
    }
    case "cdnr":
      return csv(
        [
          "GSTIN/UIN of Recipient",
          "Receiver Name",
          "Note Number",
          "Note Date",
          "Note Type",
          "Place Of Supply",
          "Reverse Charge",
          "Note Supply Type",
          "Note Value",
          ...RATE_COLUMNS,
        ],
        notes
          .filter((n) => n.recipient.gstin)
          .map((n) => [
            n.recipient.gstin,
            safeCell(n.recipient.name),
            n.number,
            toolDate(n.issueDate),
            noteType(n),
            stateLabel(n.placeOfSupply),
            yn(n.reverseCharge),
            "Regular B2B",
            rupeesText(n.totalPaise),
            ...rateCells(n.rate, n.taxablePaise),
          ]),
      );
    case "cdnur":
      // Notes to unregistered recipients against b2cl invoices (the others are netted in b2cs).
      return csv(
        ["UR Type", "Note Number", "Note Date", "Note Type", "Place Of Supply", "Note Value", ...RATE_COLUMNS],
        notes
          .filter((n) => !n.recipient.gstin && large(n))
          .map((n) => [
            "B2CL",
            n.number,
            toolDate(n.issueDate),
            noteType(n),
            stateLabel(n.placeOfSupply),
            rupeesText(n.totalPaise),
            ...rateCells(n.rate, n.taxablePaise),
          ]),
      );
    case "at":
      // 11A: the month's advances received without an invoice yet, by place of supply and rate, less the month's
      // refund vouchers (taxable value, as the template's "Gross Advance Received").
      return advances("Gross Advance Received", documents);
    case "atadj":
      // 11B: the advances whose invoice was issued this month (their vouchers, of whatever month), now adjusted.
      return advances("Gross Advance Adjusted", adjusted);
    case "register":
      return csv(
        [
          "Number",
          "Type",
          "Date",
          "Booking",
          "Refers to",
          "Recipient",
          "Recipient GSTIN",
          "Place of supply",
          "Rate (%)",
          "Taxable value (INR)",
          "Reimbursements (INR)",
          "CGST (INR)",
          "SGST (INR)",
          "IGST (INR)",
          "Reverse charge",
          "Total (INR)",
        ],
        documents.map((d) => [
          d.number,
          {
            invoice: "Tax invoice",
            credit_note: "Credit note",
            debit_note: "Debit note",
            receipt_voucher: "Receipt voucher",
            refund_voucher: "Refund voucher",
          }[d.kind],
          d.issueDate,
          bookingRef(d.bookingId),
          d.invoiceId ? (invoiceNumber.get(d.invoiceId) ?? "") : "",
          safeCell(d.recipient.name),
          d.recipient.gstin ?? "",
          stateLabel(d.placeOfSupply),
          d.rate,
          rupeesText(d.taxablePaise),
          rupeesText(d.nonTaxablePaise),
          rupeesText(d.cgstPaise),
          rupeesText(d.sgstPaise),
          rupeesText(d.igstPaise),
          yn(d.reverseCharge),
          rupeesText(d.totalPaise),
        ]),
      );
  }
}

/** Receipt vouchers less refund vouchers, summed by place of supply and rate, in the at/atadj templates' columns. */
function advances(column: string, vouchers: readonly Invoice[]): string {
  const sums = new Map<string, { pos: string; rate: number; taxable: number }>();
  for (const v of vouchers) {
    if (v.kind !== InvoiceKind.receiptVoucher && v.kind !== InvoiceKind.refundVoucher) continue;
    const key = `${v.placeOfSupply}|${v.rate}`;
    const row = sums.get(key) ?? { pos: v.placeOfSupply, rate: v.rate, taxable: 0 };
    row.taxable += v.kind === InvoiceKind.refundVoucher ? -v.taxablePaise : v.taxablePaise;
    sums.set(key, row);
  }
  return csv(
    ["Place Of Supply", "Applicable % of Tax Rate", "Rate", column, "Cess Amount"],
    [...sums.values()]
      .filter((r) => r.taxable !== 0)
      .sort((a, b) => a.pos.localeCompare(b.pos) || a.rate - b.rate)
      .map((r) => [stateLabel(r.pos), "", rateText(r.rate), rupeesText(r.taxable), "0.00"]),
  );
}
