import { Router } from "express";
import { bookingPdf } from "../domain/booking/booking-pdf";
import { bookingRef } from "../domain/booking/booking.service";
import { bookingsCsv } from "../domain/booking/bookings-csv";
import type { BookingFilter } from "../domain/booking/booking-reports.service";
import { BookingStatus } from "../domain/shared/enums";
import { DomainError, ForbiddenError, HTTP_STATUS, UnauthenticatedError } from "../domain/shared/errors";
import type { Services } from "../services";

/** Downloads that need a Bearer token: a booking's PDF confirmation and the admins' CSV export. */
export function documentsRouter(services: Services): Router {
  const router = Router();
  const actorOf = (header: unknown) => {
    const check = services.auth.tokens.fromHeader(header);
    if (!check) throw new UnauthenticatedError();
    if ("error" in check) throw new UnauthenticatedError(check.error === "expired" ? "Token has expired" : "Invalid token. Please log in again.");
    return check.actor;
  };

  router.get("/invoices/:id.pdf", async (req, res) => {
    const actor = actorOf(req.headers.authorization);
    const booking = await services.bookings.get(actor, req.params.id);
    const settings = await services.settings.get();
    res.set({ "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="booking-${bookingRef(booking.id)}.pdf"`, "Cache-Control": "private, no-store" });
    bookingPdf(booking, settings).pipe(res);
  });

  router.get("/exports/bookings.csv", async (req, res) => {
    const actor = actorOf(req.headers.authorization);
    if (actor.role !== "admin") throw new ForbiddenError("Admins only.");
    const q = req.query as Record<string, string | undefined>;
    const filter: BookingFilter = {
      status: q.status ? (q.status as BookingStatus) : null,
      from: q.from || null,
      to: q.to || null,
      busId: q.busId || null,
      search: q.search || null,
    };
    services.reports.filtered(filter); // validates the filter before the download starts
    const stamp = new Date().toISOString().slice(0, 10);
    res.set({ "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="bookings-${stamp}.csv"`, "Cache-Control": "private, no-store" });
    const csv = bookingsCsv(services.reports.each(filter));
    csv.on("error", (e) => {
      console.error("[export]", e);
      res.destroy(e);
    });
    csv.pipe(res);
  });

  router.use(((err, _req, res, next) => {
    if (err instanceof DomainError) return void res.status(HTTP_STATUS[err.code]).json({ message: err.message });
    next(err);
  }) as import("express").ErrorRequestHandler);
  return router;
}
