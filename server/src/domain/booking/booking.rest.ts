/** The bookings' REST routes, with the schemas they read and answer. */
import { Type, type Static } from "@sinclair/typebox";
import { toDoc } from "../../rest/documents";
import { date, either, min0, oneOf, orNull, ref, strict, text, texts, timestamps, uuid } from "../../rest/json-schema";
import { error, errorRef, ok, pick, refsTo, route, streamedJson, staff } from "../../rest/route";
import type { Services } from "../../services";
import type { AuthResult } from "../auth/session.service";
import { TRIP_TYPES, type TripPlan, type TripType } from "./trip-plan";
import { TOKEN_EXPIRED } from "../shared/actor";
import { BookingStatus, Role } from "../shared/enums";
import type { Booking as BookingRow } from "./booking.entity";
import type { BookingRequest as Request } from "./booking-request.service";
import { NOT_LOGGED_IN } from "./booking.service";
import { BOOKING_BUS_POLICIES } from "./booking-bus.service";
import { BOOKING_DESK_POLICIES } from "./booking-desk.service";
import { BOOKING_DOCUMENT_POLICIES } from "./booking-documents.service";
import { BOOKING_STATUS_POLICIES } from "./booking-status.service";
import { STAFF_BOOKING_POLICIES } from "./staff-booking.service";

const BusType = Type.Object({ _id: uuid, name: text, capacity: Type.Integer({ minimum: 1 }) }, strict);
const TRIP_TYPE = { type: "string", enum: [...TRIP_TYPES] };
const TripStop = Type.Object(
  {
    place: Type.String({ description: "A place from the gazetteer or free text" }),
    day: Type.Integer({ minimum: 1, description: "Day of the trip (1 = departure day)" }),
    time: orNull<string>("string", "HH:MM"),
    nightHalt: Type.Boolean({ description: "The bus stays the night here" }),
  },
  strict,
);
const Booking = Type.Object(
  {
    _id: uuid,
    ...texts("name", "email", "phone", "pickupLocation", "destination"),
    departureDate: date("Calendar date, YYYY-MM-DD"),
    days: Type.Integer({ minimum: 1 }),
    distance: orNull<number>(
      "number",
      "Approximate road km of the trip, garage to garage: from the depot in Settings, the pickup, the stops and back unless one-way (computed by the server); null when unknown",
      min0,
    ),
    busType: Type.Unsafe<Static<typeof BusType> | null>({
      oneOf: [ref("BusType"), { type: "null" }],
      description: "The booked bus; null when that bus was deleted",
    }),
    status: oneOf(BookingStatus),
    notes: orNull<string>("string"),
    passengers: orNull<number>("integer", "null on bookings made before it was asked (Not specified)", { minimum: 1 }),
    agreedFare: orNull<number>("number", "The fare staff agreed by phone, INR; null until agreed", min0),
    advance: orNull<number>("number", "The advance agreed, INR", min0),
    advanceReceivedOn: orNull<string>("string", "When staff received the advance; null while due", { format: "date" }),
    balance: orNull<number>(
      "number",
      "What the customer still owes, INR: the tax invoice and its notes once issued (else the agreed fare and the trip's approved charges) less what was received; null until a fare is agreed",
    ),
    cancelRequestedAt: orNull<string>("string", "When the customer asked to cancel; null when no request waits", {
      format: "date-time",
    }),
    cancelReason: orNull<string>("string"),
    cancelDeclinedMessage: orNull<string>("string", "Staff's answer when they declined the last cancellation request"),
    completedAt: orNull<string>(
      "string",
      "When staff completed the trip (the driver's close and every trip charge decided); null until then. `status` stays Pending, Confirmed or Cancelled",
      { format: "date-time" },
    ),
    tripType: Type.Optional(
      Type.Unsafe<TripType | null>({
        oneOf: [TRIP_TYPE, { type: "null" }],
        description: "The trip plan's type when the booking was made with `stops`; null without a plan",
      }),
    ),
    stops: Type.Optional(
      Type.Array(ref("TripStop", TripStop), {
        description: "The trip plan's stops after the pickup, in order (the last is `destination`); [] without a plan",
      }),
    ),
    ...timestamps,
  },
  strict,
);
const BookingCreated = Type.Object(
  {
    ...Booking.properties,
    token: Type.Optional(Type.String({ description: "Only when the booking created the guest's account" })),
    refreshToken: Type.Optional(text),
    role: Type.Optional(Type.Literal(Role.user)),
  },
  { ...strict, dependentRequired: { token: ["refreshToken", "role"] } },
);
const busCarryingId = { type: "object", required: ["_id"], properties: { _id: text } };
const BookingRequest = Type.Object({
  ...texts("pickupLocation", "destination"),
  departureDate: Type.String({ description: "YYYY-MM-DD, today or later (India time)" }),
  days: either(["integer", "string"], "1 to 365"),
  busType: Type.Unsafe({ oneOf: [{ type: "string", description: "A bus `_id`" }, busCarryingId] }),
  name: text,
  email: Type.String({ format: "email" }),
  phone: text,
  notes: Type.Optional(orNull<string>("string")),
  passengers: Type.Optional(
    either(["integer", "string", "null"], "Number of passengers, 1 to the bus's seats (optional for older clients)"),
  ),
  buses: Type.Optional(
    either(["integer", "string", "null"], "How many buses like `busType` the group needs, 1 to 10 (default 1)"),
  ),
  language: Type.Optional(
    orNull<string>(
      "string",
      "The language the guest booked in, `en` (default) or `hi`: a new guest account's e-mails follow it",
    ),
  ),
  messageConsent: Type.Optional(
    Type.Boolean({
      description:
        "The form's consent box: the customer agrees to messages about this trip on WhatsApp and by SMS (default false)",
    }),
  ),
  tripType: Type.Optional(
    Type.Unsafe<string>({
      ...TRIP_TYPE,
      description: "With `stops`: the trip plan (without it, a round trip to `destination`)",
    }),
  ),
  stops: Type.Optional(
    Type.Array(
      Type.Object({
        place: Type.String({ description: "A place from the gazetteer or free text" }),
        day: Type.Optional(Type.Integer({ minimum: 1, description: "Day of the trip (1 = departure day)" })),
        time: Type.Optional(orNull<string>("string", "HH:MM")),
        nightHalt: Type.Optional(Type.Boolean()),
      }),
      { maxItems: 10, description: "The stops after the pickup, in order; the last one becomes `destination`" },
    ),
  ),
});
const StaffBookingRequest = Type.Object(
  {
    ...BookingRequest.properties,
    customerId: Type.Optional(
      orNull<string>("string", "The customer's account, when staff found it; its e-mail is the booking's", {
        format: "uuid",
      }),
    ),
    name: Type.Optional(orNull<string>("string", "Default: the found customer's name")),
    email: Type.Optional(
      orNull<string>("string", "Optional for a phone enquiry (a new customer with only name and phone)"),
    ),
    phone: Type.Optional(orNull<string>("string", "Default: the found customer's phone")),
  },
  { description: "A booking staff enter for a customer: the booking request's fields, checked by the same rules" },
);
const BookingStatusUpdate = Type.Object(
  {
    status: oneOf(BookingStatus),
    overrideReason: Type.Optional(
      orNull<string>("string", "Confirms despite lapsed vehicle documents; recorded in the booking's history"),
    ),
  },
  { description: "The full booking as read, with the new status; only `status` (and `overrideReason`) is applied." },
);
const BusChange = Type.Object(
  {
    busId: uuid,
    overrideReason: Type.Optional(
      orNull<string>("string", "Owners: change it despite lapsed vehicle documents; recorded in the booking's history"),
    ),
  },
  { description: "The bus to take the trip instead" },
);
const Deleted = Type.Object({ message: text, _id: uuid }, strict);
const CancellationRequest = Type.Object({ reason: Type.Optional(orNull<string>("string")) });
const CancellationAnswer = Type.Object({
  accept: Type.Boolean(),
  message: Type.Optional(orNull<string>("string", "Required when declining")),
});
export const schemas = {
  BusType,
  TripStop,
  Booking,
  BookingCreated,
  BookingRequest,
  StaffBookingRequest,
  BookingStatusUpdate,
  BusChange,
  Deleted,
  CancellationRequest,
  CancellationAnswer,
};
const { ref: refTo, list } = refsTo(schemas);

export const bookingDoc = (b: BookingRow, plan: Pick<TripPlan, "tripType" | "stops"> | null = null) =>
  toDoc(Booking, b, {
    busType: b.bus ? toDoc(BusType, b.bus) : null,
    tripType: plan?.tripType ?? null,
    stops: (plan?.stops ?? []).map(({ place, day, time, nightHalt }) => ({ place, day, time, nightHalt })),
  });
/** The bookings' documents, their trip plans read in one query. */
async function bookingDocs(services: Services, bookings: BookingRow[]) {
  const plans = await services.trips.plansFor(bookings.map((b) => b.id));
  return bookings.map((b) => bookingDoc(b, plans.get(b.id) ?? null));
}
export const oneDoc = async (services: Services, b: BookingRow) => (await bookingDocs(services, [b]))[0];
/** The session a guest's booking opens: the account it created is always a customer's. */
const sessionDoc = (a: AuthResult) => ({ token: a.token, refreshToken: a.refreshToken, role: Role.user as const });

/** The booking request payload of section 3; `busType` is a bus `_id`, or a bus object carrying one. */
function bookingRequest(body: Record<string, unknown>): Request {
  const { busType } = body;
  const bus = busType && typeof busType === "object" ? (busType as { _id?: unknown; id?: unknown }) : undefined;
  return {
    ...pick(body, ["pickupLocation", "destination", "departureDate", "days", "name", "email", "phone", "notes"]),
    ...pick(body, ["passengers", "buses", "language", "tripType", "stops", "messageConsent"]),
    busId: bus ? (bus._id ?? bus.id) : busType,
  };
}

export const routes = {
  createBooking: route("post", "/api/bookings", "guest", {
    body: refTo("BookingRequest"),
    summary: "Sends a booking request (guests, users and admins)",
    description:
      "The server computes `distance`, the trip's km garage to garage (depot, pickup, the stops, back unless one-way). A logged-in user's booking is theirs. A guest's booking belongs to the account with that e-mail; when there is none, a `user` account is created and the answer also carries `token`, `refreshToken` and `role` (the guest is now logged in). An admin booking for a customer never receives the customer's tokens.",
    ok: ok(
      201,
      "The stored booking (status Pending), plus tokens when it created the guest's account",
      refTo("BookingCreated"),
    ),
    answers: { "409": errorRef("Conflict") },
    throttle: { category: "booking", account: ({ actor, body }) => actor?.id ?? body.email },
    headers: [
      {
        name: "Idempotency-Key",
        in: "header",
        required: false,
        schema: { type: "string", minLength: 1, maxLength: 200 },
        description:
          "A retry with the same key (same account or e-mail, same request) answers the booking stored the first time and stores nothing twice; the same key with a different request answers 409.",
      },
    ],
    handle: async ({ services, actor, body, req }) => {
      const { booking, auth, plan } = await services.bookings.create(
        actor,
        bookingRequest(body),
        req.get("idempotency-key"),
      );
      // The plan comes with the new booking (no read of it per answer).
      return { ...bookingDoc(booking, plan), ...(auth ? sessionDoc(auth) : {}) };
    },
  }),
  createBookingForCustomer: route(
    "post",
    "/api/bookings/for-customer",
    staff(STAFF_BOOKING_POLICIES, "createForCustomer"),
    {
      body: refTo("StaffBookingRequest"),
      summary: "Staff enter a booking for a customer (a phone call, a walk-in) (staff with bookings.write)",
      description:
        "The booking request's rules and messages (400), except that `email` may be left out for a phone enquiry. The booking belongs to `customerId` when given (404 when it is not a customer), else to the customer with that e-mail, else (no e-mail) to the customer with that phone, else to a new customer account without a password, which the customer claims with Forgot password. An e-mail of a staff account is refused (409). The customer is e-mailed as for any booking; staff never receive the customer's tokens.",
      ok: ok(201, "The stored booking (status Pending)", refTo("Booking")),
      answers: { "404": errorRef("NotFound"), "409": errorRef("Conflict") },
      handle: async ({ services, actor, body }) => {
        const { customerId, ...rest } = body;
        const booking = await services.staffBookings.createForCustomer(actor, { ...bookingRequest(rest), customerId });
        return oneDoc(services, booking);
      },
    },
  ),
  listBookings: route("get", "/api/bookings", staff(BOOKING_DOCUMENT_POLICIES, "all"), {
    summary: "All bookings, newest first (admins)",
    description:
      "Every booking, however many: the array is streamed as the server reads the bookings, in batches, so its memory stays bounded. For pages and filters use GraphQL `bookingsPage`. `?unassigned=true` lists only Confirmed trips with no driver.",
    headers: [
      {
        name: "unassigned",
        in: "query",
        required: false,
        schema: { type: "boolean" },
        description: "true: only Confirmed trips with no driver assigned",
      },
    ],
    ok: ok(200, "All bookings", list("Booking")),
    // The documents are written by PostgreSQL (BookingDocuments mirrors bookingDoc), one JSON text each.
    handle: ({ services, actor, req }) =>
      streamedJson(
        services.bookingDocuments.all(actor, {
          unassigned: (req.query as Record<string, unknown>).unassigned === "true",
        }),
      ),
  }),
  myBookings: route("get", "/api/bookings/user/userbooking", "guest", {
    // The user comes from the token; with none the service answers 'Not authenticated. Please log in.'
    security: [{ bearerAuth: [] }],
    summary: "The logged-in user's own bookings, newest first (the user comes from the token)",
    description: "All of them, streamed as the server reads them in batches (its memory stays bounded).",
    ok: ok(200, "The user's bookings", list("Booking")),
    answers: {
      "401": error(`No token (\`${NOT_LOGGED_IN}\`), or an expired one (\`${TOKEN_EXPIRED}\`)`, NOT_LOGGED_IN),
    },
    handle: ({ services, actor }) => streamedJson(services.bookingDocuments.mine(actor)),
  }),
  setBookingStatus: route("put", "/api/bookings/{id}", staff(BOOKING_STATUS_POLICIES, "setStatus"), {
    // The client sends the whole booking with a changed status; only the status is applied.
    body: refTo("BookingStatusUpdate"),
    summary: "Sets a booking's status (admins)",
    description:
      "The client sends the full booking with a changed `status`; only `status` is applied (any of Pending, Confirmed, Cancelled). Confirming is refused with 409 when the bus already has a Confirmed booking overlapping these dates (the message names the clashing booking), or when a required vehicle document of the bus lapses before the trip ends (the message names the document and its date; send `overrideReason` to confirm anyway).",
    ok: ok(200, "The updated booking", refTo("Booking")),
    answers: { "409": errorRef("Conflict") },
    handle: async ({ services, actor, id, body }) =>
      oneDoc(services, await services.bookingStatus.setStatus(actor, id, body.status, body.overrideReason)),
  }),
  changeBookingBus: route("put", "/api/bookings/{id}/bus", staff(BOOKING_BUS_POLICIES, "changeBus"), {
    body: refTo("BusChange"),
    summary: "Changes the bus of a Pending or Confirmed booking (staff with bookings.assign)",
    description:
      "Refused with 400 when the bus is under maintenance or too small for the booking's passengers, and with 409 when it is unavailable or booked by another Confirmed booking over the trip (the message names it), or, for a Confirmed booking, when a required vehicle document of the bus lapses before the trip ends (the message names the document and its date; owners may send `overrideReason`). Recorded in the booking's history.",
    ok: ok(200, "The booking with its new bus", refTo("Booking")),
    answers: { "409": errorRef("Conflict") },
    handle: async ({ services, actor, id, body }) =>
      oneDoc(services, await services.bookingBus.changeBus(actor, id, body.busId, body.overrideReason)),
  }),
  deleteBooking: route("delete", "/api/bookings/{id}", staff(BOOKING_STATUS_POLICIES, "delete"), {
    summary: "Removes a booking (admins)",
    ok: ok(200, "The booking was removed", refTo("Deleted")),
    handle: async ({ services, actor, id }) => ({
      message: "Booking deleted.",
      _id: (await services.bookingStatus.delete(actor, id)).id,
    }),
  }),
  requestCancellation: route("post", "/api/bookings/{id}/cancellation-request", "user", {
    body: refTo("CancellationRequest"),
    summary:
      "The customer asks to cancel their Pending or Confirmed booking (before the trip starts), with an optional reason",
    ok: ok(200, "The booking, its request waiting for staff", refTo("Booking")),
    answers: { "403": errorRef("Forbidden"), "409": errorRef("Conflict") },
    handle: async ({ services, actor, id, body }) =>
      oneDoc(services, await services.desk.requestCancellation(actor, id, body.reason)),
  }),
  answerCancellation: route(
    "post",
    "/api/bookings/{id}/cancellation-answer",
    staff(BOOKING_DESK_POLICIES, "answerCancellation"),
    {
      body: refTo("CancellationAnswer"),
      summary:
        "Accepts a cancellation request (status Cancelled, recorded with the reason) or declines it with a message (admins)",
      ok: ok(200, "The booking", refTo("Booking")),
      handle: async ({ services, actor, id, body }) =>
        oneDoc(services, await services.desk.answerCancellation(actor, id, body.accept, body.message)),
    },
  ),
};
