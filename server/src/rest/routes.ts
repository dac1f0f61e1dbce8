/**
 * The /api/* REST shim of the specification's section 7, declared once: each row, under its
 * operationId, says the method, the path, who may call, what it reads and answers, and the one
 * service call it makes. The Express router (rest/index.ts) and the OpenAPI document
 * (rest/openapi.ts) are both built from this table.
 */
import { Type, type Static, type TSchema } from "@sinclair/typebox";
import type { Request } from "express";
import type * as OAS from "openapi3-ts/oas31";
import { INVALID_LOGIN } from "../domain/auth/auth.service";
import { NOT_LOGGED_IN, type BookingRequest } from "../domain/booking/booking.service";
import { TOKEN_EXPIRED, type Actor } from "../domain/shared/actor";
import type { ThrottleCategory } from "../domain/shared/throttle";
import { IMAGE_TOO_LARGE, INVALID_IMAGE } from "../domain/upload/upload.service";
import type { Services } from "../services";
import { blackoutDoc, bookingDoc, busDoc, loginDoc, sessionDoc, staffNoteDoc, userDoc } from "./documents";
import { pick, refTo, type SchemaName } from "./documents";
import { readImage } from "./upload";

export type HttpMethod = "get" | "post" | "put" | "delete";
/** Who may call: anyone (the token is not read), a guest or a user, a logged-in user, or an admin. */
export type Access = "anyone" | "guest" | "user" | "admin";

export interface Call {
  req: Request;
  /** The path's `{id}`, on routes that have one. */
  id: string;
  body: Record<string, unknown>;
  /** The caller; undefined for a guest, and on routes open to anyone (their token is not read). */
  actor: Actor | undefined;
  services: Services;
}

export interface Route<S extends TSchema = TSchema> {
  method: HttpMethod;
  /** As OpenAPI writes it: /api/buses/{id}. */
  path: string;
  access: Access;
  operationId: string;
  tag: "buses" | "bookings" | "auth" | "upload" | "meta";
  summary: string;
  description?: string;
  /** What `{id}` names (a 404 when unknown). */
  record?: "bus" | "booking";
  /** A JSON request body of this schema (invalid input answers 400, a body over 1 MB 413). */
  body?: SchemaName;
  /** A request body other than JSON. */
  requestBody?: OAS.RequestBodyObject;
  ok: { status: 200 | 201; description: string; schema: S };
  /** Answers beyond those the access, body and record imply. */
  answers?: OAS.ResponsesObject;
  /** Documented security, when it differs from what the access implies. */
  security?: OAS.SecurityRequirementObject[];
  /** Request headers the route reads (documented as parameters). */
  headers?: OAS.ParameterObject[];
  /** Counted against the rate limits of this operation (per IP, and per account when `account` names one): 429 when over. */
  throttle?: { category: ThrottleCategory; account?: (call: Pick<Call, "body" | "actor">) => unknown };
  handle(call: Call): Promise<Static<S>> | Static<S>;
}

type RouteDefinition<S extends TSchema> = Omit<
  Route<S>,
  "method" | "path" | "access" | "operationId" | "tag" | "record"
>;
/** A row of the table: its tag is the path's area, and an `{id}` names a bus or a booking (a 404 when unknown). */
const route = <S extends TSchema>(method: HttpMethod, path: string, access: Access, r: RouteDefinition<S>) => {
  const area = path.split("/")[2] as Route["tag"];
  const record = path.includes("{id}") ? ({ buses: "bus", bookings: "booking" } as const)[area as "buses"] : undefined;
  return { method, path, access, tag: area, ...(record && { record }), ...r } as unknown as Omit<Route, "operationId">;
};
const ok = <S extends TSchema>(status: 200 | 201, description: string, schema: S) => ({ status, description, schema });
export const json = (schema: OAS.SchemaObject | OAS.ReferenceObject, example?: unknown): OAS.ContentObject => ({
  "application/json": example === undefined ? { schema } : { schema, example },
});
export const errorRef = (name: string) => ({ $ref: `#/components/responses/${name}` });
/** An error answer's description and example message. */
export const error = (description: string, message: string): OAS.ResponseObject => ({
  description,
  content: json(refTo("Error"), { message }),
});
const imageFile: OAS.SchemaObject = {
  type: "string",
  contentMediaType: "application/octet-stream",
  description: "The image",
};
const imageForm: OAS.SchemaObject = { type: "object", required: ["file"], properties: { file: imageFile } };
const list = <K extends SchemaName>(name: K) => Type.Array(refTo(name));

/** The bus form's fields; `id`, `_id` and anything else in the body are ignored. */
const busForm = (body: Record<string, unknown>) =>
  pick(body, ["name", "capacity", "status", "description", "features", "images", "lastMaintenance", "popularRoutes"]);

/** The booking request payload of section 3; `busType` is a bus `_id`, or a bus object carrying one. */
function bookingRequest(body: Record<string, unknown>): BookingRequest {
  const { busType } = body;
  const bus = busType && typeof busType === "object" ? (busType as { _id?: unknown; id?: unknown }) : undefined;
  return {
    ...pick(body, ["pickupLocation", "destination", "departureDate", "days", "name", "email", "phone", "notes"]),
    ...pick(body, ["passengers", "language"]),
    busId: bus ? (bus._id ?? bus.id) : busType,
  };
}

const table = {
  listBuses: route("get", "/api/buses", "anyone", {
    summary: "The fleet, largest first, each with its popular routes",
    ok: ok(200, "All buses", list("Bus")),
    handle: async ({ services }) => (await services.buses.list()).map(busDoc),
  }),
  createBus: route("post", "/api/buses", "admin", {
    body: "BusInput",
    summary: "Adds a bus (admins)",
    ok: ok(201, "The saved bus", refTo("Bus")),
    handle: async ({ services, actor, body }) => busDoc(await services.buses.create(actor, busForm(body))),
  }),
  getBus: route("get", "/api/buses/{id}", "anyone", {
    summary: "One bus including its popular routes",
    ok: ok(200, "The bus", refTo("Bus")),
    handle: async ({ services, id }) => busDoc(await services.buses.get(id)),
  }),
  updateBus: route("put", "/api/buses/{id}", "admin", {
    body: "BusInput",
    summary: "Updates a bus (admins)",
    description:
      "The client sends the whole bus (as for POST); fields left out are kept. `id` and `_id` in the body are ignored: the path names the bus. `popularRoutes`, when sent, replace the bus's routes.",
    ok: ok(200, "The updated bus", refTo("Bus")),
    handle: async ({ services, actor, id, body }) => busDoc(await services.buses.update(actor, id, busForm(body))),
  }),
  deleteBus: route("delete", "/api/buses/{id}", "admin", {
    summary: "Removes a bus (admins); its bookings keep their data with `busType: null`",
    ok: ok(200, "The bus was removed", refTo("BusDeleted")),
    handle: async ({ services, actor, id }) => {
      const bus = await services.buses.delete(actor, id);
      return { message: "Bus deleted.", _id: bus.id, id: bus.id };
    },
  }),
  listBookings: route("get", "/api/bookings", "admin", {
    summary: "All bookings, newest first (admins)",
    ok: ok(200, "All bookings", list("Booking")),
    handle: async ({ services, actor }) => (await services.bookings.listAll(actor)).map(bookingDoc),
  }),
  createBooking: route("post", "/api/bookings", "guest", {
    body: "BookingRequest",
    summary: "Sends a booking request (guests, users and admins)",
    description:
      "The server computes `distance` from pickup and destination. A logged-in user's booking is theirs. A guest's booking belongs to the account with that e-mail; when there is none, a `user` account is created and the answer also carries `token`, `refreshToken` and `role` (the guest is now logged in). An admin booking for a customer never receives the customer's tokens.",
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
      const { booking, auth } = await services.bookings.create(actor, bookingRequest(body), req.get("idempotency-key"));
      return { ...bookingDoc(booking), ...(auth ? sessionDoc(auth) : {}) };
    },
  }),
  myBookings: route("get", "/api/bookings/user/userbooking", "guest", {
    // The user comes from the token; with none the service answers 'Not authenticated. Please log in.'
    security: [{ bearerAuth: [] }],
    summary: "The logged-in user's own bookings, newest first (the user comes from the token)",
    ok: ok(200, "The user's bookings", list("Booking")),
    answers: {
      "401": error(`No token (\`${NOT_LOGGED_IN}\`), or an expired one (\`${TOKEN_EXPIRED}\`)`, NOT_LOGGED_IN),
    },
    handle: async ({ services, actor }) => (await services.bookings.listMine(actor)).map(bookingDoc),
  }),
  setBookingStatus: route("put", "/api/bookings/{id}", "admin", {
    // The client sends the whole booking with a changed status; only the status is applied.
    body: "BookingStatusUpdate",
    summary: "Sets a booking's status (admins)",
    description:
      "The client sends the full booking with a changed `status`; only `status` is applied (any of Pending, Confirmed, Cancelled). Confirming is refused with 409 when the bus already has a Confirmed booking overlapping these dates; the message names the clashing booking.",
    ok: ok(200, "The updated booking", refTo("Booking")),
    answers: { "409": errorRef("Conflict") },
    handle: async ({ services, actor, id, body }) =>
      bookingDoc(await services.bookings.setStatus(actor, id, body.status)),
  }),
  deleteBooking: route("delete", "/api/bookings/{id}", "admin", {
    summary: "Removes a booking (admins)",
    ok: ok(200, "The booking was removed", refTo("Deleted")),
    handle: async ({ services, actor, id }) => ({
      message: "Booking deleted.",
      _id: (await services.bookings.delete(actor, id)).id,
    }),
  }),
  requestCancellation: route("post", "/api/bookings/{id}/cancellation-request", "user", {
    body: "CancellationRequest",
    summary:
      "The customer asks to cancel their Pending or Confirmed booking (before the trip starts), with an optional reason",
    ok: ok(200, "The booking, its request waiting for staff", refTo("Booking")),
    answers: { "403": errorRef("Forbidden"), "409": errorRef("Conflict") },
    handle: async ({ services, actor, id, body }) =>
      bookingDoc(await services.desk.requestCancellation(actor, id, body.reason)),
  }),
  answerCancellation: route("post", "/api/bookings/{id}/cancellation-answer", "admin", {
    body: "CancellationAnswer",
    summary:
      "Accepts a cancellation request (status Cancelled, recorded with the reason) or declines it with a message (admins)",
    ok: ok(200, "The booking", refTo("Booking")),
    handle: async ({ services, actor, id, body }) =>
      bookingDoc(await services.desk.answerCancellation(actor, id, body.accept, body.message)),
  }),
  recordFare: route("put", "/api/bookings/{id}/fare", "admin", {
    body: "FareUpdate",
    summary: "Records the agreed fare, the advance and the day it was received (admins); balance = fare - advance",
    ok: ok(200, "The booking", refTo("Booking")),
    handle: async ({ services, actor, id, body }) => bookingDoc(await services.desk.recordFare(actor, id, body)),
  }),
  listBookingNotes: route("get", "/api/bookings/{id}/staff-notes", "admin", {
    summary: "Staff's internal notes on a booking, oldest first (admins; never shown to customers)",
    ok: ok(200, "The notes", list("StaffNote")),
    handle: async ({ services, actor, id }) => (await services.staffNotes.list(actor, "booking", id)).map(staffNoteDoc),
  }),
  addBookingNote: route("post", "/api/bookings/{id}/staff-notes", "admin", {
    body: "StaffNoteRequest",
    summary: "Adds an internal note to a booking (admins)",
    ok: ok(201, "The note", refTo("StaffNote")),
    handle: async ({ services, actor, id, body }) =>
      staffNoteDoc(await services.staffNotes.add(actor, "booking", id, body.body)),
  }),
  listBusBlackouts: route("get", "/api/buses/{id}/blackouts", "anyone", {
    summary: "A bus's maintenance and unavailable periods, soonest first",
    ok: ok(200, "The periods", list("Blackout")),
    handle: async ({ services, id }) => (await services.availability.blackouts(id)).map(blackoutDoc),
  }),
  addBusBlackout: route("post", "/api/buses/{id}/blackouts", "admin", {
    body: "BlackoutRequest",
    summary: "Adds a maintenance or unavailable period (admins); Confirmed bookings meeting it are then refused",
    ok: ok(201, "The period", refTo("Blackout")),
    handle: async ({ services, actor, id, body }) =>
      blackoutDoc(await services.availability.addBlackout(actor, id, body)),
  }),
  login: route("post", "/api/auth/login", "anyone", {
    body: "LoginRequest",
    summary: "Logs in with e-mail or username and password",
    ok: ok(200, "Tokens and who they belong to", refTo("LoginResponse")),
    answers: { "401": error("Wrong login or password", INVALID_LOGIN) },
    throttle: { category: "login", account: ({ body }) => body.login },
    handle: async ({ services, body: { login, pswd, remember } }) =>
      loginDoc(
        await services.auth.login({
          login,
          password: pswd,
          remember: typeof remember === "boolean" ? remember : undefined,
        }),
      ),
  }),
  register: route("post", "/api/auth/register", "anyone", {
    // Registration always creates role user: the payload's `role` is not read.
    body: "RegisterRequest",
    summary: "Creates an account; the role is always `user`, whatever the payload says",
    ok: ok(201, "The new account's tokens", refTo("RegisterResponse")),
    throttle: { category: "register", account: ({ body }) => body.email },
    answers: { "409": errorRef("Conflict") },
    handle: async ({ services, body: { name, email, mobileNo, username, pswd } }) => {
      const { token, refreshToken } = await services.auth.register({ name, email, mobileNo, username, password: pswd });
      return { token, refreshToken };
    },
  }),
  refreshToken: route("post", "/api/auth/refresh-token", "anyone", {
    // Answers only `token`, so the refresh token is not spent (PRODUCT.md §5); GraphQL's refreshToken rotates.
    body: "RefreshRequest",
    summary: "A new access token for a refresh token",
    description:
      "Answers only `token`; the refresh token stays valid (it is not rotated here, unlike GraphQL's `refreshToken` mutation).",
    ok: ok(200, "A new access token", refTo("RefreshResponse")),
    throttle: { category: "refresh" },
    answers: { "401": errorRef("Unauthorized") },
    handle: async ({ services, body }) => ({ token: (await services.auth.refresh(body.refreshToken, false)).token }),
  }),
  authTest: route("get", "/api/auth/user/auth-test", "user", {
    summary: "The logged-in user's contact details (to prefill the booking form)",
    ok: ok(200, "The user", refTo("User")),
    handle: async ({ services, actor }) => userDoc(await services.auth.me(actor)),
  }),
  protectedRoute: route("get", "/api/auth/protected-route", "user", {
    summary: "Checks a token (sent on entering a guarded page)",
    ok: ok(200, "The token is valid", refTo("ProtectedRoute")),
    handle: ({ actor }) => ({
      message: "Access granted.",
      user: { _id: actor!.id, name: actor!.name, role: actor!.role },
    }),
  }),
  upload: route("post", "/api/upload", "admin", {
    summary: "Uploads one bus image (admins)",
    description:
      "PNG, JPEG, GIF or WebP, checked by content; under 5 MB (enforced while streaming). The answer's URL is absolute, built from this request's scheme and host; the image is served at `/uploads/<id>.<ext>` and may be stored in a bus's `images`.",
    requestBody: { required: true, content: { "multipart/form-data": { schema: imageForm } } },
    ok: ok(201, "The stored image's URL", refTo("UploadResponse")),
    throttle: { category: "upload", account: ({ actor }) => actor?.id },
    answers: {
      "400": error(`Not an image (\`${INVALID_IMAGE}\`), no field \`file\`, or not multipart`, INVALID_IMAGE),
      "413": error(`5 MB or more (\`${IMAGE_TOO_LARGE}\`)`, IMAGE_TOO_LARGE),
    },
    handle: async ({ services, actor, req }) => {
      const { data, filename } = await readImage(req);
      const path = await services.uploads.store(actor, data, filename);
      return { fileUrls: [`${req.protocol}://${req.get("host")}${path}`] };
    },
  }),
};

/** The table: each operation under its operationId. */
export const routes: Route[] = Object.entries(table).map(([operationId, r]) => ({ ...r, operationId }));
