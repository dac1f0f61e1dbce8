import { Doc, type Total } from "../print/doc";
import type { Quote } from "./quote.entity";
import type { QuoteDocument } from "./quote-document.service";
import { QUOTE_PDF_TEXTS, type QuotePdfTexts } from "./quote-pdf.texts";
import { quoteLineAmount } from "./quote-pricing";

/**
 * A quote as PDF in the customer's language: who quotes (name, address, phone, GSTIN) and for whom, the trip,
 * every line (described in the document's language), GST split, total, advance, validity and terms. Nothing
 * internal (the quote's state) is printed.
 */
export function quotePdf({ quote, trip, terms, operator, language }: QuoteDocument): PDFKit.PDFDocument {
  const tx = QUOTE_PDF_TEXTS[language];
  const title = tx.title(trip.reference, quote.version);
  const doc = new Doc(language, { title, author: operator.name });
  doc.band({ name: operator.name });
  doc.title(title, tx.validUntil(doc.date(quote.validUntil)));
  doc.columns(
    () => {
      doc.subheading(tx.from);
      doc.text(operator.name);
      if (operator.address) doc.text(operator.address);
      if (operator.phone) doc.labelled(tx.phone, operator.phone);
      if (operator.gstin) doc.labelled(tx.gstin, operator.gstin);
    },
    () => {
      doc.subheading(tx.preparedFor);
      doc.text(trip.customerName);
      if (trip.passengers) doc.labelled(tx.passengers, String(trip.passengers));
    },
  );

  doc.section(tx.trip);
  const stops = trip.plan?.stops.map((s) => s.place) ?? [trip.destination];
  doc.labelled(tx.route, [trip.pickupLocation, ...stops].join(tx.routeSeparator));
  const days = tx.days(trip.days);
  doc.labelled(tx.departure, `${doc.date(trip.departureDate)} · ${days} · ${tx.bus}: ${trip.busName ?? "—"}`);
  doc.gap(0.8);

  doc.table(
    [
      { header: tx.item },
      { header: tx.quantity, width: 45, align: "right" },
      { header: tx.rate, width: 90, align: "right" },
      { header: tx.amount, width: 100, align: "right" },
    ],
    quote.lines.map((l) => {
      const amount = quoteLineAmount(l);
      const priced = amount !== null && l.unitPaise !== null;
      return [
        tx.line(l),
        priced ? String(l.quantity) : "",
        priced ? doc.money(l.unitPaise!) : "",
        amount === null ? tx.atActuals : doc.money(amount),
      ];
    }),
  );
  doc.totals(totals(doc, tx, quote, trip.balancePaise));
  if (quote.reverseCharge) doc.text(tx.reverseCharge, "note");

  for (const [heading, body] of [
    [tx.inclusions, quote.inclusions],
    [tx.exclusions, quote.exclusions],
    [tx.cancellation, terms],
  ])
    if (body) {
      doc.section(heading);
      doc.text(body);
    }
  return doc.end();
}

/** The heads the invoice will carry (the one tax rule decided them for this supply), the total and what is due. */
function totals(doc: Doc, tx: QuotePdfTexts, quote: Quote, balancePaise: number | null): Total[] {
  return [
    { label: tx.taxable, amount: doc.money(quote.taxablePaise) },
    ...doc.taxTotals({ ...quote, rate: quote.gstRate }, tx),
    ...(quote.passThroughPaise ? [{ label: tx.passThrough, amount: doc.money(quote.passThroughPaise) }] : []),
    { label: tx.total, amount: doc.money(quote.totalPaise), strong: true },
    { label: tx.advance, amount: doc.money(quote.advancePaise) },
    ...(balancePaise !== null ? [{ label: tx.balanceDue, amount: doc.money(balancePaise), strong: true }] : []),
  ];
}
