/** The driver's link over REST (its token in the path is the credential) and staff's calls on links and trips. */
import { Type } from "@sinclair/typebox";
import type * as OAS from "openapi3-ts/oas31";
import { toDoc } from "../../rest/documents";
import { date, dateTime, oneOf, orNull, ref as refTo, strict, text, uuid } from "../../rest/json-schema";
import { errorRef, ok, refsTo, route, staff } from "../../rest/route";
import { readImage } from "../../rest/upload";
import { Language } from "../shared/enums";
import type { TripView } from "./driver-trip-view";
import { EXPENSE_KINDS } from "./driver-trip.service";
import { DRIVER_LINK_POLICIES } from "./driver-link.service";
import { STAFF_TRIP_POLICIES } from "./staff-trip.service";

const km = Type.Integer({ minimum: 0 });
const inr = (description: string) => orNull<number>("number", description);
const TripStep = Type.Object(
  {
    kind: Type.Unsafe<string>({ type: "string", enum: ["start", "stop", "expense", "close"] }),
    at: dateTime,
    km: orNull<number>("integer"),
    stop: orNull<string>("string"),
    expenseKind: orNull<string>("string", "toll, parking or permit"),
    amount: inr("INR"),
    receiptUrl: orNull<string>("string"),
  },
  strict,
);
const DriverTrip = Type.Object(
  {
    bookingId: uuid,
    reference: text,
    driverName: text,
    language: oneOf(Language),
    departureDate: date("Reporting day"),
    returnDate: date("The trip's last day"),
    days: Type.Integer({ minimum: 1 }),
    pickupLocation: text,
    destination: text,
    plan: Type.Array(text, {
      description:
        "The places in order: the pickup, then the trip plan's stops (the destination when there is no plan)",
    }),
    stops: Type.Array(refTo("TripStop"), {
      description:
        "The trip plan's stops after the pickup with their day, time and night halt, as the duty slip prints them",
    }),
    returnTo: orNull<string>(
      "string",
      "Where the bus returns on the trip's last day (the pickup), as the duty slip's plan ends; null one-way",
    ),
    customerName: text,
    customerPhone: text,
    passengers: orNull<number>("integer"),
    busName: orNull<string>("string"),
    registrationNumber: orNull<string>("string", "The bus's registration number"),
    notes: orNull<string>("string"),
    reportingTime: orNull<string>("string", "HH:MM at the pickup on the departure day"),
    amountToCollectPaise: orNull<number>("integer", "Paise to collect on board (the balance), when staff marked it"),
    validFrom: date(),
    validUntil: date(),
    startedAt: orNull<string>("string", undefined, { format: "date-time" }),
    openingKm: orNull<number>("integer"),
    closedAt: orNull<string>("string", undefined, { format: "date-time" }),
    closingKm: orNull<number>("integer"),
    actualKm: orNull<number>("integer", "Closing minus opening km"),
    amountCollected: inr("INR collected"),
    closedBy: orNull<string>("string", "driver or staff"),
    codeAttemptsLeft: Type.Integer({ minimum: 0 }),
    customerCode: orNull<string>("string", "Staff only; null on the driver's page"),
    steps: Type.Array(refTo("DriverTripStep", TripStep)),
    vehicle: Type.Union(
      [
        Type.Object(
          { position: Type.Integer({ minimum: 1 }), of: Type.Integer({ minimum: 2 }) },
          { additionalProperties: false },
        ),
        Type.Null(),
      ],
      { description: "Which of the booking's vehicles; null for a booking of one" },
    ),
  },
  strict,
);
const DriverLink = Type.Object({ path: text, validFrom: date(), validUntil: date(), revoked: Type.Boolean() }, strict);
const stepId = Type.String({
  format: "uuid",
  description: "A UUID the phone makes for this step: a resend is recorded once",
});
const DriverStart = Type.Object({ stepId, openingKm: km });
const DriverStop = Type.Object({ stepId, stop: text });
const DriverClose = Type.Object({
  stepId,
  closingKm: km,
  amountCollected: Type.Optional(Type.Number({ minimum: 0, description: "INR collected from the customer" })),
  code: Type.String({ description: "The 4-digit code the customer was e-mailed at the start" }),
});
const StaffCloseTrip = Type.Object({
  closingKm: km,
  amountCollected: Type.Optional(Type.Number({ minimum: 0 })),
  vehicleId: Type.Optional(
    Type.Union([
      Type.String({ description: "The booking's vehicle whose trip it is; the first when empty" }),
      Type.Null(),
    ]),
  ),
});
export const schemas = {
  DriverTripStep: TripStep,
  DriverTrip,
  DriverLink,
  DriverStart,
  DriverStop,
  DriverClose,
  StaffCloseTrip,
};
const { ref } = refsTo(schemas);

const tripDoc = (t: TripView) =>
  toDoc(DriverTrip, { id: t.bookingId, ...t }, { steps: t.steps.map((s) => toDoc(TripStep, { id: null, ...s })) });
const tokenParam: OAS.ParameterObject[] = [
  {
    name: "token",
    in: "path",
    required: true,
    schema: { type: "string" },
    description: "The driver's link token (/d/<token>)",
  },
];
const linkRefusals = {
  "403": errorRef("Forbidden"),
  "404": errorRef("NotFound"),
};
const expenseForm: OAS.SchemaObject = {
  type: "object",
  required: ["file", "stepId", "kind", "amount"],
  properties: {
    file: {
      type: "string",
      contentMediaType: "application/octet-stream",
      description: "The receipt's photo (an image under 5 MB)",
    },
    stepId: { type: "string", format: "uuid" },
    kind: { type: "string", enum: [...EXPENSE_KINDS] },
    amount: { type: "string", description: "INR, at most 2 decimals" },
  },
};
const token = (req: { params: Record<string, unknown> }) => req.params.token;

export const routes = {
  getDriverTrip: route("get", "/api/driver-trips/{token}", "anyone", {
    summary: "The driver's page of a trip: the duty slip's facts and what was recorded",
    description:
      "The link works from the day before departure until two days after the trip's last day; a withdrawn or expired link answers 403, an unknown one 404.",
    headers: tokenParam,
    ok: ok(200, "The trip", ref("DriverTrip")),
    answers: linkRefusals,
    handle: async ({ services, req }) => tripDoc(await services.driverTrips.trip(token(req))),
  }),
  startDriverTrip: route("post", "/api/driver-trips/{token}/start", "anyone", {
    summary: "The driver starts the trip (opening km); the customer is e-mailed the 4-digit closing code",
    headers: tokenParam,
    body: ref("DriverStart"),
    ok: ok(200, "The trip", ref("DriverTrip")),
    answers: { ...linkRefusals, "409": errorRef("Conflict") },
    handle: async ({ services, req, body }) => tripDoc(await services.driverTrips.start(token(req), body)),
  }),
  reachDriverStop: route("post", "/api/driver-trips/{token}/stops", "anyone", {
    summary: "The driver reached a stop",
    headers: tokenParam,
    body: ref("DriverStop"),
    ok: ok(200, "The trip", ref("DriverTrip")),
    answers: { ...linkRefusals, "409": errorRef("Conflict") },
    handle: async ({ services, req, body }) => tripDoc(await services.driverTrips.reachStop(token(req), body)),
  }),
  addDriverExpense: route("post", "/api/driver-trips/{token}/expenses", "anyone", {
    summary: "A toll, parking or permit the driver paid, with a photo of the receipt",
    headers: tokenParam,
    requestBody: { required: true, content: { "multipart/form-data": { schema: expenseForm } } },
    ok: ok(200, "The trip", ref("DriverTrip")),
    answers: {
      "400": errorRef("BadRequest"),
      "413": errorRef("PayloadTooLarge"),
      ...linkRefusals,
      "409": errorRef("Conflict"),
    },
    handle: async ({ services, req }) => {
      const { data, filename } = await readImage(req);
      const fields = (req.body ?? {}) as Record<string, unknown>;
      return tripDoc(await services.driverTrips.addExpense(token(req), fields, { data, filename }));
    },
  }),
  closeDriverTrip: route("post", "/api/driver-trips/{token}/close", "anyone", {
    summary: "The driver closes the trip: closing km, amount collected and the customer's code (5 attempts)",
    headers: tokenParam,
    body: ref("DriverClose"),
    ok: ok(200, "The trip", ref("DriverTrip")),
    answers: { ...linkRefusals, "409": errorRef("Conflict") },
    handle: async ({ services, req, body }) => tripDoc(await services.driverTrips.close(token(req), body)),
  }),
  getBookingTrip: route("get", "/api/bookings/{id}/trip", staff(STAFF_TRIP_POLICIES, "tripForStaff"), {
    summary: "What the driver recorded on a booking's trip, with the customer's code; null before the start (admins)",
    ok: ok(200, "The trip, or null", Type.Union([ref("DriverTrip"), Type.Null()])),
    handle: async ({ services, actor, id }) => {
      const trip = await services.staffTrips.tripForStaff(actor, id);
      return trip && tripDoc(trip);
    },
  }),
  closeBookingTrip: route("post", "/api/bookings/{id}/trip/close", staff(STAFF_TRIP_POLICIES, "closeAsStaff"), {
    summary: "Staff close a started trip (e.g. after too many wrong codes) (admins)",
    body: ref("StaffCloseTrip"),
    ok: ok(200, "The trip", Type.Union([ref("DriverTrip"), Type.Null()])),
    answers: { "409": errorRef("Conflict") },
    handle: async ({ services, actor, id, body }) => {
      const trip = await services.staffTrips.closeAsStaff(actor, id, body);
      return trip && tripDoc(trip);
    },
  }),
  getDriverLink: route("get", "/api/driver-assignments/{id}/link", staff(DRIVER_LINK_POLICIES, "link"), {
    summary: "The driver's link of an assignment (admins)",
    ok: ok(200, "The link", ref("DriverLink")),
    handle: ({ services, actor, id }) => services.driverLinks.link(actor, id),
  }),
  revokeDriverLink: route(
    "post",
    "/api/driver-assignments/{id}/link/revoke",
    staff(DRIVER_LINK_POLICIES, "revokeLink"),
    {
      summary: "Withdraws the driver's link at once (admins)",
      ok: ok(200, "The link", ref("DriverLink")),
      handle: ({ services, actor, id }) => services.driverLinks.revokeLink(actor, id),
    },
  ),
  renewDriverLink: route("post", "/api/driver-assignments/{id}/link/renew", staff(DRIVER_LINK_POLICIES, "renewLink"), {
    summary: "A new link for the driver; the old one stops working (admins)",
    ok: ok(200, "The link", ref("DriverLink")),
    handle: ({ services, actor, id }) => services.driverLinks.renewLink(actor, id),
  }),
};
