import { Router } from "express";
import { bookingPdf } from "../domain/booking/booking-pdf";
import { bookingRef } from "../domain/booking/booking-rules";
import { bookingsCsv } from "../domain/booking/bookings-csv";
import type { BookingSearch } from "../domain/booking/booking-reports.service";
import { requireActor } from "../domain/shared/actor";
import { BookingStatus } from "../domain/shared/enums";
import type { Services } from "../services";

/** Downloads that need a Bearer token: a booking's PDF confirmation and the admins' CSV export. */
export function documentsRouter(services: Services): Router {
  const router = Router();
  const actorOf = async (header: unknown) => requireActor(await services.access.identify(header));

  router.get("/invoices/:id.pdf", async (req, res) => {
    const booking = await services.bookings.get(await actorOf(req.headers.authorization), req.params.id);
    const settings = await services.settings.get();
    const payments = await services.paymentSettings.get();
    const upi = await services.desk.upiPayment(await actorOf(req.headers.authorization), booking);
    res.set({
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="booking-${bookingRef(booking.id)}.pdf"`,
      "Cache-Control": "private, no-store",
    });
    // In the customer's language (their account's), whoever downloads it.
    const language = await services.languages.of(booking.ownerId);
    bookingPdf(booking, settings, { payments, upi }, language).pipe(res);
  });

  router.get("/exports/bookings.csv", async (req, res) => {
    const q = req.query as Record<string, string | undefined>;
    const filter: BookingSearch = {
      status: q.status ? (q.status as BookingStatus) : null,
      from: q.from || null,
      to: q.to || null,
      busId: q.busId || null,
      search: q.search || null,
    };
    // Refuses a customer and checks the filter before the download starts.
    const rows = services.reports.exportRows(await actorOf(req.headers.authorization), filter);
    const stamp = new Date().toISOString().slice(0, 10);
    res.set({
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="bookings-${stamp}.csv"`,
      "Cache-Control": "private, no-store",
    });
    const csv = bookingsCsv(rows);
    csv.on("error", (e) => {
      console.error("[export]", e);
      res.destroy(e);
    });
    csv.pipe(res);
  });

  return router;
}
