/**
 * The OpenAPI 3.1 description of the /api/* REST shim (served at GET /api/openapi.json). The tests
 * validate every answer they receive against the schema of its path, method and status.
 */
import { BookingStatus, BusStatus, Role } from "../domain/shared/enums";
import { IMAGE_TOO_LARGE, INVALID_IMAGE } from "../domain/upload/upload.service";

/** JSON Schema 2020-12, as OpenAPI 3.1 uses it (kept loose: the tests compile it with Ajv). */
export type JsonSchema = { [keyword: string]: unknown };

interface MediaType {
  schema: JsonSchema;
  example?: unknown;
}
interface ResponseObject {
  description: string;
  content?: Record<string, MediaType>;
}
type ResponseOrRef = ResponseObject | { $ref: string };
interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required?: boolean;
  description?: string;
  schema: JsonSchema;
}
export interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; description?: string; content: Record<string, MediaType> };
  responses: Record<string, ResponseOrRef>;
}
export type HttpMethod = "get" | "post" | "put" | "delete";
export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string; description?: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Partial<Record<HttpMethod, Operation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, ResponseObject>;
    securitySchemes: Record<string, { type: "http"; scheme: "bearer"; bearerFormat?: string; description?: string }>;
  };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema, example?: unknown): Record<string, MediaType> => ({ "application/json": example === undefined ? { schema } : { schema, example } });
const ok = (description: string, schema: JsonSchema): ResponseObject => ({ description, content: json(schema) });
const err = (name: string) => ({ $ref: `#/components/responses/${name}` });
type Security = Array<Record<string, string[]>>;
const bearer: Security = [{ bearerAuth: [] }];
/** Guests too: no token, or a bearer token. */
const maybeBearer: Security = [{}, { bearerAuth: [] }];
const idParam = (what: string): Parameter => ({
  name: "id",
  in: "path",
  required: true,
  description: `The ${what}'s \`_id\`. An unknown or malformed id answers 404.`,
  schema: { type: "string" },
});
const uuid = { type: "string", format: "uuid" };
const dateTime = { type: "string", format: "date-time" };
const text = { type: "string" };

const errorResponse = (description: string, example: string): ResponseObject => ({ description, content: json(ref("Error"), { message: example }) });

const BOOKING_PROPERTIES = {
  _id: uuid,
  name: text,
  email: text,
  phone: text,
  pickupLocation: text,
  destination: text,
  departureDate: { type: "string", format: "date", description: "Calendar date, YYYY-MM-DD" },
  days: { type: "integer", minimum: 1 },
  distance: { type: ["number", "null"], minimum: 0, description: "Approximate road distance in km (computed by the server); null when unknown" },
  busType: { oneOf: [ref("BusType"), { type: "null" }], description: "The booked bus; null when that bus was deleted" },
  status: { type: "string", enum: Object.values(BookingStatus) },
  notes: { type: ["string", "null"] },
  createdAt: dateTime,
  updatedAt: dateTime,
};
const BOOKING_REQUIRED = Object.keys(BOOKING_PROPERTIES);

export const openApiDocument: OpenApiDocument = {
  openapi: "3.1.0",
  info: {
    title: "Kashi Coach Tours REST API",
    version: "1.0.0",
    description: [
      "The `/api/*` calls of the specification (section 7), a thin adapter over the same services as GraphQL (`/graphql`).",
      "",
      "- Every request and answer is JSON (except `POST /api/upload`, multipart). Errors are always `{ \"message\": \"...\" }`.",
      "- Ids are UUIDs, exposed Mongo-style as `_id` (buses also carry `id`, equal to `_id`).",
      "- `departureDate` and `lastMaintenance` are calendar dates `YYYY-MM-DD`; `createdAt`/`updatedAt` are ISO 8601 date-times (UTC).",
      "- `distance`, `days`, `capacity`, route `duration` (hours) and route `distance` (km) are JSON numbers.",
      "- Authorization: `Bearer <token>` from login, register, refresh-token or a guest's booking. An expired token answers 401 `Token has expired`.",
      "- Status codes: 400 invalid input or malformed JSON, 401 missing/invalid/expired token or wrong credentials, 403 wrong role or another user's data, 404 unknown or malformed id, 409 conflict, 413 body or image too large.",
    ].join("\n"),
  },
  servers: [{ url: "/", description: "This server" }],
  tags: [
    { name: "buses", description: "The fleet: public reads, admin writes" },
    { name: "bookings", description: "Booking requests" },
    { name: "auth", description: "Accounts and tokens" },
    { name: "upload", description: "Bus images (admins)" },
    { name: "meta", description: "This description" },
  ],
  paths: {
    "/api/buses": {
      get: {
        operationId: "listBuses",
        tags: ["buses"],
        summary: "The fleet, largest first, each with its popular routes",
        responses: { "200": ok("All buses", { type: "array", items: ref("Bus") }) },
      },
      post: {
        operationId: "createBus",
        tags: ["buses"],
        summary: "Adds a bus (admins)",
        security: bearer,
        requestBody: { required: true, content: json(ref("BusInput")) },
        responses: {
          "201": ok("The saved bus", ref("Bus")),
          "400": err("BadRequest"),
          "401": err("Unauthorized"),
          "403": err("Forbidden"),
          "413": err("PayloadTooLarge"),
        },
      },
    },
    "/api/buses/{id}": {
      get: {
        operationId: "getBus",
        tags: ["buses"],
        summary: "One bus including its popular routes",
        parameters: [idParam("bus")],
        responses: { "200": ok("The bus", ref("Bus")), "404": err("NotFound") },
      },
      put: {
        operationId: "updateBus",
        tags: ["buses"],
        summary: "Updates a bus (admins)",
        description: "The client sends the whole bus (as for POST); fields left out are kept. `id` and `_id` in the body are ignored: the path names the bus. `popularRoutes`, when sent, replace the bus's routes.",
        security: bearer,
        parameters: [idParam("bus")],
        requestBody: { required: true, content: json(ref("BusInput")) },
        responses: {
          "200": ok("The updated bus", ref("Bus")),
          "400": err("BadRequest"),
          "401": err("Unauthorized"),
          "403": err("Forbidden"),
          "404": err("NotFound"),
          "413": err("PayloadTooLarge"),
        },
      },
      delete: {
        operationId: "deleteBus",
        tags: ["buses"],
        summary: "Removes a bus (admins); its bookings keep their data with `busType: null`",
        security: bearer,
        parameters: [idParam("bus")],
        responses: {
          "200": ok("The bus was removed", ref("BusDeleted")),
          "401": err("Unauthorized"),
          "403": err("Forbidden"),
          "404": err("NotFound"),
        },
      },
    },
    "/api/bookings": {
      get: {
        operationId: "listBookings",
        tags: ["bookings"],
        summary: "All bookings, newest first (admins)",
        security: bearer,
        responses: {
          "200": ok("All bookings", { type: "array", items: ref("Booking") }),
          "401": err("Unauthorized"),
          "403": err("Forbidden"),
        },
      },
      post: {
        operationId: "createBooking",
        tags: ["bookings"],
        summary: "Sends a booking request (guests, users and admins)",
        description:
          "The server computes `distance` from pickup and destination. A logged-in user's booking is theirs. A guest's booking belongs to the account with that e-mail; when there is none, a `user` account is created and the answer also carries `token`, `refreshToken` and `role` (the guest is now logged in). An admin booking for a customer never receives the customer's tokens.",
        security: maybeBearer,
        requestBody: { required: true, content: json(ref("BookingRequest")) },
        responses: {
          "201": ok("The stored booking (status Pending), plus tokens when it created the guest's account", ref("BookingCreated")),
          "400": err("BadRequest"),
          "401": err("Unauthorized"),
          "413": err("PayloadTooLarge"),
        },
      },
    },
    "/api/bookings/user/userbooking": {
      get: {
        operationId: "myBookings",
        tags: ["bookings"],
        summary: "The logged-in user's own bookings, newest first (the user comes from the token)",
        security: bearer,
        responses: {
          "200": ok("The user's bookings", { type: "array", items: ref("Booking") }),
          "401": { description: "No token (`Not authenticated. Please log in.`), or an expired one (`Token has expired`)", content: json(ref("Error"), { message: "Not authenticated. Please log in." }) },
        },
      },
    },
    "/api/bookings/{id}": {
      put: {
        operationId: "setBookingStatus",
        tags: ["bookings"],
        summary: "Sets a booking's status (admins)",
        description:
          "The client sends the full booking with a changed `status`; only `status` is applied (any of Pending, Confirmed, Cancelled). Confirming is refused with 409 when the bus already has a Confirmed booking overlapping these dates; the message names the clashing booking.",
        security: bearer,
        parameters: [idParam("booking")],
        requestBody: { required: true, content: json(ref("BookingStatusUpdate")) },
        responses: {
          "200": ok("The updated booking", ref("Booking")),
          "400": err("BadRequest"),
          "401": err("Unauthorized"),
          "403": err("Forbidden"),
          "404": err("NotFound"),
          "409": err("Conflict"),
          "413": err("PayloadTooLarge"),
        },
      },
      delete: {
        operationId: "deleteBooking",
        tags: ["bookings"],
        summary: "Removes a booking (admins)",
        security: bearer,
        parameters: [idParam("booking")],
        responses: {
          "200": ok("The booking was removed", ref("Deleted")),
          "401": err("Unauthorized"),
          "403": err("Forbidden"),
          "404": err("NotFound"),
        },
      },
    },
    "/api/auth/login": {
      post: {
        operationId: "login",
        tags: ["auth"],
        summary: "Logs in with e-mail or username and password",
        requestBody: { required: true, content: json(ref("LoginRequest")) },
        responses: {
          "200": ok("Tokens and who they belong to", ref("LoginResponse")),
          "400": err("BadRequest"),
          "401": { description: "Wrong login or password", content: json(ref("Error"), { message: "Invalid email/username or password." }) },
          "413": err("PayloadTooLarge"),
        },
      },
    },
    "/api/auth/register": {
      post: {
        operationId: "register",
        tags: ["auth"],
        summary: "Creates an account; the role is always `user`, whatever the payload says",
        requestBody: { required: true, content: json(ref("RegisterRequest")) },
        responses: {
          "201": ok("The new account's tokens", ref("RegisterResponse")),
          "400": err("BadRequest"),
          "409": err("Conflict"),
          "413": err("PayloadTooLarge"),
        },
      },
    },
    "/api/auth/refresh-token": {
      post: {
        operationId: "refreshToken",
        tags: ["auth"],
        summary: "A new access token for a refresh token",
        description: "Answers only `token`; the refresh token stays valid (it is not rotated here, unlike GraphQL's `refreshToken` mutation).",
        requestBody: { required: true, content: json(ref("RefreshRequest")) },
        responses: {
          "200": ok("A new access token", ref("RefreshResponse")),
          "400": err("BadRequest"),
          "401": err("Unauthorized"),
          "413": err("PayloadTooLarge"),
        },
      },
    },
    "/api/auth/user/auth-test": {
      get: {
        operationId: "authTest",
        tags: ["auth"],
        summary: "The logged-in user's contact details (to prefill the booking form)",
        security: bearer,
        responses: { "200": ok("The user", ref("User")), "401": err("Unauthorized") },
      },
    },
    "/api/auth/protected-route": {
      get: {
        operationId: "protectedRoute",
        tags: ["auth"],
        summary: "Checks a token (sent on entering a guarded page)",
        security: bearer,
        responses: { "200": ok("The token is valid", ref("ProtectedRoute")), "401": err("Unauthorized") },
      },
    },
    "/api/upload": {
      post: {
        operationId: "upload",
        tags: ["upload"],
        summary: "Uploads one bus image (admins)",
        description:
          "PNG, JPEG, GIF or WebP, checked by content; under 5 MB (enforced while streaming). The answer's URL is absolute, built from this request's scheme and host; the image is served at `/uploads/<id>.<ext>` and may be stored in a bus's `images`.",
        security: bearer,
        requestBody: {
          required: true,
          content: {
            "multipart/form-data": {
              schema: { type: "object", required: ["file"], properties: { file: { type: "string", contentMediaType: "application/octet-stream", description: "The image" } } },
            },
          },
        },
        responses: {
          "201": ok("The stored image's URL", ref("UploadResponse")),
          "400": { description: `Not an image (\`${INVALID_IMAGE}\`), no field \`file\`, or not multipart`, content: json(ref("Error"), { message: INVALID_IMAGE }) },
          "401": err("Unauthorized"),
          "403": err("Forbidden"),
          "413": { description: `5 MB or more (\`${IMAGE_TOO_LARGE}\`)`, content: json(ref("Error"), { message: IMAGE_TOO_LARGE }) },
        },
      },
    },
    "/api/openapi.json": {
      get: {
        operationId: "openApi",
        tags: ["meta"],
        summary: "This OpenAPI 3.1 description",
        responses: { "200": ok("The description", { type: "object", required: ["openapi", "paths"] }) },
      },
    },
  },
  components: {
    securitySchemes: {
      bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "The `token` of login, register, refresh-token or a guest's booking; short-lived." },
    },
    responses: {
      BadRequest: errorResponse("Invalid input (with the specification's words where it has them) or malformed JSON", "Please select a valid image file."),
      Unauthorized: errorResponse("Missing, invalid or expired token", "Token has expired"),
      Forbidden: errorResponse("The token's role may not do this", "Admins only."),
      NotFound: errorResponse("Unknown or malformed id", "Bus not found."),
      Conflict: errorResponse("Conflicts with stored data", "An account with this email already exists."),
      PayloadTooLarge: errorResponse("The JSON body is over 1 MB", "Request body is too large."),
    },
    schemas: {
      Error: { type: "object", required: ["message"], additionalProperties: false, properties: { message: { type: "string", minLength: 1 } } },
      PopularRoute: {
        type: "object",
        additionalProperties: false,
        required: ["_id", "from", "to", "duration", "distance"],
        properties: { _id: uuid, from: text, to: text, duration: { type: "number", minimum: 0, description: "Hours" }, distance: { type: "number", minimum: 0, description: "Kilometres" } },
      },
      Bus: {
        type: "object",
        additionalProperties: false,
        required: ["_id", "id", "name", "capacity", "status", "description", "features", "images", "lastMaintenance", "popularRoutes", "createdAt", "updatedAt"],
        properties: {
          _id: uuid,
          id: { ...uuid, description: "Equal to `_id`" },
          name: text,
          capacity: { type: "integer", minimum: 1, description: "Seats" },
          status: { type: "string", enum: Object.values(BusStatus) },
          description: text,
          features: { type: "array", items: text },
          images: { type: "array", items: text, description: "Image URLs (absolute, or paths on this server such as /uploads/...)" },
          lastMaintenance: { type: ["string", "null"], format: "date", description: "YYYY-MM-DD" },
          popularRoutes: { type: "array", items: ref("PopularRoute") },
          createdAt: dateTime,
          updatedAt: dateTime,
        },
      },
      BusInput: {
        type: "object",
        description: "The bus form. On POST name, capacity, description, features and lastMaintenance are required (status defaults to Available); `id`, `_id` and other fields are ignored.",
        properties: {
          name: text,
          capacity: { type: ["integer", "string"], description: "A whole number of seats (a numeric string is accepted)" },
          status: { type: "string", enum: Object.values(BusStatus) },
          description: text,
          features: { oneOf: [{ type: "array", items: text }, { type: "string", description: "Comma-separated" }] },
          images: { type: "array", items: { type: "string", description: "http(s) URL ending in png, jpg, jpeg, gif or webp, or an /uploads/ path" }, maxItems: 20 },
          lastMaintenance: { type: "string", description: "YYYY-MM-DD (an ISO date-time is cut to its date)" },
          popularRoutes: {
            type: "array",
            items: {
              type: "object",
              required: ["from", "to", "duration", "distance"],
              properties: { from: text, to: text, duration: { type: ["number", "string"], description: "Hours" }, distance: { type: ["number", "string"], description: "Kilometres" } },
            },
          },
        },
      },
      BusDeleted: { type: "object", additionalProperties: false, required: ["message", "_id", "id"], properties: { message: text, _id: uuid, id: uuid } },
      BusType: {
        type: "object",
        additionalProperties: false,
        required: ["_id", "name", "capacity"],
        properties: { _id: uuid, name: text, capacity: { type: "integer", minimum: 1 } },
      },
      Booking: { type: "object", additionalProperties: false, required: BOOKING_REQUIRED, properties: BOOKING_PROPERTIES },
      BookingCreated: {
        type: "object",
        additionalProperties: false,
        required: BOOKING_REQUIRED,
        dependentRequired: { token: ["refreshToken", "role"] },
        properties: {
          ...BOOKING_PROPERTIES,
          token: { type: "string", description: "Only when the booking created the guest's account" },
          refreshToken: { type: "string" },
          role: { type: "string", const: Role.user },
        },
      },
      BookingRequest: {
        type: "object",
        required: ["pickupLocation", "destination", "departureDate", "days", "busType", "name", "email", "phone"],
        properties: {
          pickupLocation: text,
          destination: text,
          departureDate: { type: "string", description: "YYYY-MM-DD, today or later (India time)" },
          days: { type: ["integer", "string"], description: "1 to 365" },
          busType: { oneOf: [{ type: "string", description: "A bus `_id`" }, { type: "object", required: ["_id"], properties: { _id: text } }] },
          name: text,
          email: { type: "string", format: "email" },
          phone: text,
          notes: { type: ["string", "null"] },
        },
      },
      BookingStatusUpdate: {
        type: "object",
        required: ["status"],
        description: "The full booking as read, with the new status; only `status` is applied.",
        properties: { status: { type: "string", enum: Object.values(BookingStatus) } },
      },
      Deleted: { type: "object", additionalProperties: false, required: ["message", "_id"], properties: { message: text, _id: uuid } },
      LoginRequest: {
        type: "object",
        required: ["login", "pswd"],
        properties: { login: { type: "string", description: "E-mail or username" }, pswd: text, remember: { type: "boolean", description: "false: a shorter-lived refresh token (default true)" } },
      },
      LoginResponse: {
        type: "object",
        additionalProperties: false,
        required: ["token", "refreshToken", "role", "username", "name", "userId"],
        properties: { token: text, refreshToken: text, role: { type: "string", enum: Object.values(Role) }, username: { type: ["string", "null"] }, name: text, userId: uuid },
      },
      RegisterRequest: {
        type: "object",
        required: ["name", "email", "mobileNo", "username", "pswd"],
        properties: {
          name: text,
          email: { type: "string", format: "email" },
          mobileNo: text,
          username: { type: "string", pattern: "^[A-Za-z0-9_.-]{3,30}$" },
          pswd: { type: "string", minLength: 8 },
          role: { type: "string", description: "Ignored: every account registered here has role user" },
        },
      },
      RegisterResponse: { type: "object", additionalProperties: false, required: ["token", "refreshToken"], properties: { token: text, refreshToken: text } },
      RefreshRequest: { type: "object", required: ["refreshToken"], properties: { refreshToken: text } },
      RefreshResponse: { type: "object", additionalProperties: false, required: ["token"], properties: { token: text } },
      User: {
        type: "object",
        additionalProperties: false,
        required: ["_id", "name", "email", "mobileNo"],
        properties: { _id: uuid, name: text, email: text, mobileNo: text },
      },
      ProtectedRoute: {
        type: "object",
        additionalProperties: false,
        required: ["message", "user"],
        properties: {
          message: text,
          user: { type: "object", additionalProperties: false, required: ["_id", "name", "role"], properties: { _id: uuid, name: text, role: { type: "string", enum: Object.values(Role) } } },
        },
      },
      UploadResponse: {
        type: "object",
        additionalProperties: false,
        required: ["fileUrls"],
        properties: { fileUrls: { type: "array", minItems: 1, items: { type: "string", format: "uri" } } },
      },
    },
  },
};
