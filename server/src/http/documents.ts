import { type Request, type Response, Router } from "express";
import { receiptPdf } from "../domain/account/receipt-pdf";
import { bookingRef } from "../domain/booking/booking-rules";
import type { BookingSearch, QuoteFilter } from "../domain/booking/booking-search";
import { requireActor } from "../domain/shared/actor";
import { quotePdf } from "../domain/quote/quote-pdf";
import { invoicePdf } from "../domain/invoice/invoice-pdf";
import { dutySlipPdf } from "../domain/driver/duty-slip-pdf";
import { farmOutPdf } from "../domain/vendor/farm-out-pdf";
import type { SlipFacts } from "../domain/driver/duty-slip.service";
import { BookingStatus } from "../domain/shared/enums";
import { writeStreamed } from "../domain/shared/streamed-answer";
import type { Services } from "../services";
import { todayInIndia } from "../domain/shared/calendar";

/** A PDF as an attachment named `filename`: someone's own document, kept by no cache. */
function sendPdf(res: Response, filename: string, pdf: PDFKit.PDFDocument): void {
  res.set({
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${filename}"`,
    "Cache-Control": "private, no-store",
  });
  pdf.pipe(res);
}

/** Downloads outside /api: the PDFs (receipt, quote, tax invoice, duty slip) and the CSV exports. */
export function documentsRouter(services: Services): Router {
  const router = Router();
  const actorOf = async (header: unknown) => requireActor(await services.access.identify(header));
  const query = (req: Request) => req.query as Record<string, unknown>;

  // A booking's PDF confirmation: its owner or staff.
  router.get("/invoices/:id.pdf", async (req, res) => {
    const facts = await services.receipts.of(await actorOf(req.headers.authorization), req.params.id);
    sendPdf(res, `booking-${bookingRef(facts.booking.id)}.pdf`, receiptPdf(facts));
  });

  // A quote's PDF: the e-mailed link's token (or one the quote page minted for its reader) lets a guest download it.
  router.get("/quotes/:id.pdf", async (req, res) => {
    const identity = await services.access.identify(req.headers.authorization);
    const facts = await services.quoteDocuments.of(identity, req.params.id, query(req));
    sendPdf(res, `quote-${facts.trip.reference}-v${facts.quote.version}.pdf`, quotePdf(facts));
  });

  // A tax invoice, credit or debit note: its booking's owner, or staff with money.read; in the customer's language
  // unless ?lang= asks for the other.
  router.get("/tax-invoices/:id.pdf", async (req, res) => {
    const actor = await actorOf(req.headers.authorization);
    const facts = await services.invoices.pdfOf(actor, req.params.id, query(req).lang);
    sendPdf(res, `${facts.invoice.number.replace(/\//g, "-")}.pdf`, invoicePdf(facts));
  });

  // Admin → Reports → GSTR-1 export: one CSV of a month (b2b, b2cl, b2cs, cdnr, cdnur or the plain register).
  router.get("/exports/gstr1/:month/:file.csv", async (req, res) => {
    const { name, csv } = await services.gstr1.export(
      await actorOf(req.headers.authorization),
      req.params.month,
      req.params.file,
    );
    res.set({
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    });
    res.send(csv);
  });

  // The duty slip: the driver's link's token (no account), or staff with a Bearer token (either language).
  const slipName = (slip: SlipFacts) => `duty-slip-${slip.reference}-${slip.language}.pdf`;
  router.get("/duty-slips/link.pdf", async (req, res) => {
    const slip = await services.dutySlips.slipForDriver(query(req).token, query(req).lang);
    sendPdf(res, slipName(slip), dutySlipPdf(slip));
  });
  router.get("/duty-slips/:id.pdf", async (req, res) => {
    const identity = await services.access.identify(req.headers.authorization);
    const slip = await services.dutySlips.slipForStaff(identity, req.params.id, query(req).lang, query(req).vehicle);
    sendPdf(res, slipName(slip), dutySlipPdf(slip));
  });

  // The vendor's farm-out sheet of a hired-in vehicle (staff, with a Bearer token; either language).
  router.get("/farm-out-sheets/:id.pdf", async (req, res) => {
    const identity = await services.access.identify(req.headers.authorization);
    const sheet = await services.farmOut.sheet(identity, req.params.id, query(req).lang);
    const name = `farm-out-${sheet.reference}-vehicle-${sheet.vehicle.position}-${sheet.language}.pdf`;
    sendPdf(res, name, farmOutPdf(sheet));
  });

  router.get("/exports/bookings.csv", async (req, res) => {
    const q = req.query as Record<string, string | undefined>;
    const filter: BookingSearch = {
      status: q.status ? (q.status as BookingStatus) : null,
      from: q.from || null,
      to: q.to || null,
      busId: q.busId || null,
      search: q.search || null,
      quote: q.quote ? (q.quote as QuoteFilter) : null,
      unassigned: q.unassigned === "true" ? true : null,
    };
    // Refuses a customer and checks the filter before the download starts.
    const text = services.reports.exportRows(await actorOf(req.headers.authorization), filter);
    const stamp = todayInIndia(); // the operator's date, as the admin screen names the file
    await writeStreamed(
      res,
      () =>
        res.set({
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="bookings-${stamp}.csv"`,
          "Cache-Control": "private, no-store",
        }),
      text,
    );
  });

  return router;
}
