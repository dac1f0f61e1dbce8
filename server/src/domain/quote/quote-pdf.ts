import { Doc, type Total } from "../print/doc";
import type { Quote } from "./quote.entity";
import type { QuoteDocument } from "./quote-document.service";
import { QUOTE_PDF_TEXTS, type QuotePdfTexts } from "./quote-pdf.texts";
import { quoteLineAmount } from "./quote-pricing";

/** A quote as PDF in the customer's language: the trip, every line, GST split, total, advance, validity and terms. */
export function quotePdf({ quote, trip, terms, language }: QuoteDocument): PDFKit.PDFDocument {
  const tx = QUOTE_PDF_TEXTS[language];
  const title = tx.title(trip.reference, quote.version);
  const doc = new Doc(language, { title });
  doc.band();
  doc.title(title, `${tx.validUntil(doc.date(quote.validUntil))}  ${tx.state(tx.states[quote.state])}`);

  doc.section(tx.trip);
  const stops = trip.plan?.stops.map((s) => s.place) ?? [trip.destination];
  doc.labelled(tx.route, [trip.pickupLocation, ...stops].join(tx.routeSeparator));
  const days = tx.days(trip.days);
  doc.labelled(tx.departure, `${doc.date(trip.departureDate)} · ${days} · ${tx.bus}: ${trip.busName ?? "—"}`);
  doc.gap(0.8);

  doc.table(
    [{ header: tx.item }, { header: tx.amount, width: 100, align: "right" }],
    quote.lines.map((l) => {
      const amount = quoteLineAmount(l);
      const priced = l.atActuals || l.unitPaise === null ? null : l.unitPaise;
      const detail = priced === null ? l.label : `${l.label} · ${l.quantity} × ${doc.money(priced)}`;
      return [detail, amount === null ? tx.atActuals : doc.money(amount)];
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
