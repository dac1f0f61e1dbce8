import { Router, type Request } from "express";
import type { CreateBookingInput } from "../domain/booking/booking.service";
import { Role } from "../domain/shared/enums";
import type { Services } from "../services";
import { actorOf, maybeActor, maybeActorOf, requireActor } from "./actor";
import { bookingDoc, sessionDoc } from "./shapes";

const body = (req: Request) => (req.body && typeof req.body === "object" ? req.body : {}) as Record<string, unknown>;

/** The booking request payload of section 3; `busType` is a bus `_id`, or a bus object carrying one. */
function bookingRequest(req: Request): CreateBookingInput {
  const { pickupLocation, destination, departureDate, days, busType, name, email, phone, notes } = body(req);
  const busId = busType && typeof busType === "object" ? ((busType as { _id?: unknown; id?: unknown })._id ?? (busType as { id?: unknown }).id) : busType;
  return { pickupLocation, destination, departureDate, days, busId, name, email, phone, notes };
}

/** /api/bookings: guests and users book; a user reads their own; admins list, set status and delete. */
export function bookingsRouter(services: Services): Router {
  const router = Router();
  const admin = requireActor(services, [Role.admin]);

  router.post("/", maybeActor(services), async (req, res) => {
    const { booking, auth } = await services.bookings.create(maybeActorOf(res), bookingRequest(req));
    res.status(201).json({ ...bookingDoc(booking), ...(auth ? sessionDoc(auth) : {}) });
  });

  router.get("/", admin, async (_req, res) => {
    res.json((await services.bookings.listAll(actorOf(res))).map(bookingDoc));
  });

  // The user comes from the token; with none the service answers 'Not authenticated. Please log in.'
  router.get("/user/userbooking", maybeActor(services), async (_req, res) => {
    res.json((await services.bookings.listMine(maybeActorOf(res))).map(bookingDoc));
  });

  // The client sends the whole booking with a changed status; only the status is applied.
  router.put("/:id", admin, async (req, res) => {
    res.json(bookingDoc(await services.bookings.setStatus(actorOf(res), req.params.id, body(req).status)));
  });

  router.delete("/:id", admin, async (req, res) => {
    const booking = await services.bookings.delete(actorOf(res), req.params.id);
    res.json({ message: "Booking deleted.", _id: booking.id });
  });

  return router;
}
