/**
 * The /api/* REST shim of the specification's section 7, declared once: each row says the method,
 * the path, who may call, what it reads and answers, and the one service call it makes. The Express
 * router (rest/index.ts) and the OpenAPI document (rest/openapi.ts) are both built from this table.
 */
import { Type, type Static, type TSchema } from "@sinclair/typebox";
import type { Request } from "express";
import type * as OAS from "openapi3-ts/oas31";
import { INVALID_LOGIN } from "../domain/auth/auth.service";
import { NOT_LOGGED_IN, type BookingRequest } from "../domain/booking/booking.service";
import { BUS_NOT_FOUND } from "../domain/bus/bus.service";
import { ADMINS_ONLY, TOKEN_EXPIRED, type Actor } from "../domain/shared/actor";
import { BODY_TOO_LARGE, RateLimitedError, ServiceUnavailableError } from "../domain/shared/errors";
import type { ThrottleCategory } from "../domain/shared/throttle";
import { IMAGE_TOO_LARGE, INVALID_IMAGE } from "../domain/upload/upload.service";
import type { Services } from "../services";
import {
  blackoutDoc,
  bookingDoc,
  busDoc,
  loginDoc,
  pick,
  refTo,
  sessionDoc,
  staffNoteDoc,
  userDoc,
  type SchemaName,
} from "./schemas";
import { readImage } from "./upload";

export type HttpMethod = "get" | "post" | "put" | "delete";
/** Who may call: anyone (the token is not read), a guest or a user, a logged-in user, or an admin. */
export type Access = "anyone" | "guest" | "user" | "admin";

export interface Call {
  req: Request;
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
  /** Cache-Control of the answer (default no-store: answers may carry tokens and personal data). */
  cacheControl?: string;
  handle(call: Call): Promise<Static<S>> | Static<S>;
}

type RouteDefinition<S extends TSchema> = Omit<Route<S>, "method" | "path" | "tag" | "record">;
/** A row of the table: its tag is the path's area, and an `{id}` names a bus or a booking (a 404 when unknown). */
const route = <S extends TSchema>(method: HttpMethod, path: string, r: RouteDefinition<S>) => {
  const area = path.split("/")[2] as Route["tag"];
  const record = path.includes("{id}") ? ({ buses: "bus", bookings: "booking" } as const)[area as "buses"] : undefined;
  return { method, path, tag: area, ...(record && { record }), ...r } as unknown as Route;
};
const ok = <S extends TSchema>(status: 200 | 201, description: string, schema: S) => ({ status, description, schema });
export const json = (schema: OAS.SchemaObject | OAS.ReferenceObject, example?: unknown): OAS.ContentObject => ({
  "application/json": example === undefined ? { schema } : { schema, example },
});
export const errorRef = (name: string) => ({ $ref: `#/components/responses/${name}` });
const error = (description: string, example: string): OAS.ResponseObject => ({
  description,
  content: json(refTo("Error"), { message: example }),
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

export const routes: Route[] = [
  route("get", "/api/buses", {
    access: "anyone",
    operationId: "listBuses",
    cacheControl: "no-cache",
    summary: "The fleet, largest first, each with its popular routes",
    ok: ok(200, "All buses", list("Bus")),
    handle: async ({ services }) => (await services.buses.list()).map(busDoc),
  }),
  route("post", "/api/buses", {
    access: "admin",
    operationId: "createBus",
    body: "BusInput",
    summary: "Adds a bus (admins)",
    ok: ok(201, "The saved bus", refTo("Bus")),
    handle: async ({ services, actor, body }) => busDoc(await services.buses.create(actor, busForm(body))),
  }),
  route("get", "/api/buses/{id}", {
    access: "anyone",
    operationId: "getBus",
    cacheControl: "no-cache",
    summary: "One bus including its popular routes",
    ok: ok(200, "The bus", refTo("Bus")),
    handle: async ({ services, req }) => busDoc(await services.buses.get(req.params.id)),
  }),
  route("put", "/api/buses/{id}", {
    access: "admin",
    operationId: "updateBus",
    body: "BusInput",
    summary: "Updates a bus (admins)",
    description:
      "The client sends the whole bus (as for POST); fields left out are kept. `id` and `_id` in the body are ignored: the path names the bus. `popularRoutes`, when sent, replace the bus's routes.",
    ok: ok(200, "The updated bus", refTo("Bus")),
    handle: async ({ services, actor, req, body }) =>
      busDoc(await services.buses.update(actor, req.params.id, busForm(body))),
  }),
  route("delete", "/api/buses/{id}", {
    access: "admin",
    operationId: "deleteBus",
    summary: "Removes a bus (admins); its bookings keep their data with `busType: null`",
    ok: ok(200, "The bus was removed", refTo("BusDeleted")),
    handle: async ({ services, actor, req }) => {
      const bus = await services.buses.delete(actor, req.params.id);
      return { message: "Bus deleted.", _id: bus.id, id: bus.id };
    },
  }),
  route("get", "/api/bookings", {
    access: "admin",
    operationId: "listBookings",
    summary: "All bookings, newest first (admins)",
    ok: ok(200, "All bookings", list("Booking")),
    handle: async ({ services, actor }) => (await services.bookings.listAll(actor)).map(bookingDoc),
  }),
  route("post", "/api/bookings", {
    access: "guest",
    operationId: "createBooking",
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
  route("get", "/api/bookings/user/userbooking", {
    // The user comes from the token; with none the service answers 'Not authenticated. Please log in.'
    access: "guest",
    security: [{ bearerAuth: [] }],
    operationId: "myBookings",
    summary: "The logged-in user's own bookings, newest first (the user comes from the token)",
    ok: ok(200, "The user's bookings", list("Booking")),
    answers: {
      "401": {
        description: `No token (\`${NOT_LOGGED_IN}\`), or an expired one (\`${TOKEN_EXPIRED}\`)`,
        content: json(refTo("Error"), { message: NOT_LOGGED_IN }),
      },
    },
    handle: async ({ services, actor }) => (await services.bookings.listMine(actor)).map(bookingDoc),
  }),
  route("put", "/api/bookings/{id}", {
    // The client sends the whole booking with a changed status; only the status is applied.
    access: "admin",
    operationId: "setBookingStatus",
    body: "BookingStatusUpdate",
    summary: "Sets a booking's status (admins)",
    description:
      "The client sends the full booking with a changed `status`; only `status` is applied (any of Pending, Confirmed, Cancelled). Confirming is refused with 409 when the bus already has a Confirmed booking overlapping these dates; the message names the clashing booking.",
    ok: ok(200, "The updated booking", refTo("Booking")),
    answers: { "409": errorRef("Conflict") },
    handle: async ({ services, actor, req, body }) =>
      bookingDoc(await services.bookings.setStatus(actor, req.params.id, body.status)),
  }),
  route("delete", "/api/bookings/{id}", {
    access: "admin",
    operationId: "deleteBooking",
    summary: "Removes a booking (admins)",
    ok: ok(200, "The booking was removed", refTo("Deleted")),
    handle: async ({ services, actor, req }) => ({
      message: "Booking deleted.",
      _id: (await services.bookings.delete(actor, req.params.id)).id,
    }),
  }),
  route("post", "/api/bookings/{id}/cancellation-request", {
    access: "user",
    operationId: "requestCancellation",
    body: "CancellationRequest",
    summary:
      "The customer asks to cancel their Pending or Confirmed booking (before the trip starts), with an optional reason",
    ok: ok(200, "The booking, its request waiting for staff", refTo("Booking")),
    answers: { "403": errorRef("Forbidden"), "409": errorRef("Conflict") },
    handle: async ({ services, actor, req, body }) =>
      bookingDoc(await services.desk.requestCancellation(actor, req.params.id, body.reason)),
  }),
  route("post", "/api/bookings/{id}/cancellation-answer", {
    access: "admin",
    operationId: "answerCancellation",
    body: "CancellationAnswer",
    summary:
      "Accepts a cancellation request (status Cancelled, recorded with the reason) or declines it with a message (admins)",
    ok: ok(200, "The booking", refTo("Booking")),
    handle: async ({ services, actor, req, body }) =>
      bookingDoc(await services.desk.answerCancellation(actor, req.params.id, body.accept, body.message)),
  }),
  route("put", "/api/bookings/{id}/fare", {
    access: "admin",
    operationId: "recordFare",
    body: "FareUpdate",
    summary: "Records the agreed fare, the advance and the day it was received (admins); balance = fare - advance",
    ok: ok(200, "The booking", refTo("Booking")),
    handle: async ({ services, actor, req, body }) =>
      bookingDoc(await services.desk.recordFare(actor, req.params.id, body)),
  }),
  route("get", "/api/bookings/{id}/staff-notes", {
    access: "admin",
    operationId: "listBookingNotes",
    summary: "Staff's internal notes on a booking, oldest first (admins; never shown to customers)",
    ok: ok(200, "The notes", list("StaffNote")),
    handle: async ({ services, actor, req }) =>
      (await services.staffNotes.list(actor, "booking", req.params.id)).map(staffNoteDoc),
  }),
  route("post", "/api/bookings/{id}/staff-notes", {
    access: "admin",
    operationId: "addBookingNote",
    body: "StaffNoteRequest",
    summary: "Adds an internal note to a booking (admins)",
    ok: ok(201, "The note", refTo("StaffNote")),
    handle: async ({ services, actor, req, body }) =>
      staffNoteDoc(await services.staffNotes.add(actor, "booking", req.params.id, body.body)),
  }),
  route("get", "/api/buses/{id}/blackouts", {
    access: "anyone",
    operationId: "listBusBlackouts",
    cacheControl: "no-cache",
    summary: "A bus's maintenance and unavailable periods, soonest first",
    ok: ok(200, "The periods", list("Blackout")),
    handle: async ({ services, req }) => (await services.availability.blackouts(req.params.id)).map(blackoutDoc),
  }),
  route("post", "/api/buses/{id}/blackouts", {
    access: "admin",
    operationId: "addBusBlackout",
    body: "BlackoutRequest",
    summary: "Adds a maintenance or unavailable period (admins); Confirmed bookings meeting it are then refused",
    ok: ok(201, "The period", refTo("Blackout")),
    handle: async ({ services, actor, req, body }) =>
      blackoutDoc(await services.availability.addBlackout(actor, req.params.id, body)),
  }),
  route("post", "/api/auth/login", {
    access: "anyone",
    operationId: "login",
    body: "LoginRequest",
    summary: "Logs in with e-mail or username and password",
    ok: ok(200, "Tokens and who they belong to", refTo("LoginResponse")),
    answers: {
      "401": { description: "Wrong login or password", content: json(refTo("Error"), { message: INVALID_LOGIN }) },
    },
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
  route("post", "/api/auth/register", {
    // Registration always creates role user: the payload's `role` is not read.
    access: "anyone",
    operationId: "register",
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
  route("post", "/api/auth/refresh-token", {
    // Answers only `token`, so the refresh token is not spent (PRODUCT.md §5); GraphQL's refreshToken rotates.
    access: "anyone",
    operationId: "refreshToken",
    body: "RefreshRequest",
    summary: "A new access token for a refresh token",
    description:
      "Answers only `token`; the refresh token stays valid (it is not rotated here, unlike GraphQL's `refreshToken` mutation).",
    ok: ok(200, "A new access token", refTo("RefreshResponse")),
    throttle: { category: "refresh" },
    answers: { "401": errorRef("Unauthorized") },
    handle: async ({ services, body }) => ({ token: (await services.auth.refresh(body.refreshToken, false)).token }),
  }),
  route("get", "/api/auth/user/auth-test", {
    access: "user",
    operationId: "authTest",
    summary: "The logged-in user's contact details (to prefill the booking form)",
    ok: ok(200, "The user", refTo("User")),
    handle: async ({ services, actor }) => userDoc(await services.auth.me(actor)),
  }),
  route("get", "/api/auth/protected-route", {
    access: "user",
    operationId: "protectedRoute",
    summary: "Checks a token (sent on entering a guarded page)",
    ok: ok(200, "The token is valid", refTo("ProtectedRoute")),
    handle: ({ actor }) => ({
      message: "Access granted.",
      user: { _id: actor!.id, name: actor!.name, role: actor!.role },
    }),
  }),
  route("post", "/api/upload", {
    access: "admin",
    operationId: "upload",
    summary: "Uploads one bus image (admins)",
    description:
      "PNG, JPEG, GIF or WebP, checked by content; under 5 MB (enforced while streaming). The answer's URL is absolute, built from this request's scheme and host; the image is served at `/uploads/<id>.<ext>` and may be stored in a bus's `images`.",
    requestBody: { required: true, content: { "multipart/form-data": { schema: imageForm } } },
    ok: ok(201, "The stored image's URL", refTo("UploadResponse")),
    throttle: { category: "upload", account: ({ actor }) => actor?.id },
    answers: {
      "400": {
        description: `Not an image (\`${INVALID_IMAGE}\`), no field \`file\`, or not multipart`,
        content: json(refTo("Error"), { message: INVALID_IMAGE }),
      },
      "413": {
        description: `5 MB or more (\`${IMAGE_TOO_LARGE}\`)`,
        content: json(refTo("Error"), { message: IMAGE_TOO_LARGE }),
      },
    },
    handle: async ({ services, actor, req }) => {
      const { data, filename } = await readImage(req);
      const path = await services.uploads.store(actor, data, filename);
      return { fileUrls: [`${req.protocol}://${req.get("host")}${path}`] };
    },
  }),
];

/** `components.responses`: the error answers routes share. */
export const errorResponses: Record<string, OAS.ResponseObject> = {
  BadRequest: error(
    "Invalid input (with the specification's words where it has them) or malformed JSON",
    "Please select a valid image file.",
  ),
  Unauthorized: error("Missing, invalid or expired token", TOKEN_EXPIRED),
  Forbidden: error("The token's role may not do this", ADMINS_ONLY),
  NotFound: error("Unknown or malformed id", BUS_NOT_FOUND),
  Conflict: error("Conflicts with stored data", "An account with this email already exists."),
  PayloadTooLarge: error("The JSON body is over 1 MB", BODY_TOO_LARGE),
  TooManyRequests: {
    ...error(
      "Too many attempts from this address or for this account; wait `Retry-After` seconds",
      new RateLimitedError(60).message,
    ),
    headers: {
      "Retry-After": { description: "Seconds to wait before trying again", schema: { type: "integer", minimum: 1 } },
    },
  },
  ServiceUnavailable: {
    ...error(
      "The database is briefly unreachable; the server recovers by itself",
      new ServiceUnavailableError().message,
    ),
    headers: {
      "Retry-After": { description: "Seconds to wait before trying again", schema: { type: "integer", minimum: 1 } },
    },
  },
};
