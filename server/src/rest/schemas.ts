/**
 * The Mongo-style documents the specification's clients send and read, declared once as JSON Schema
 * (TypeBox): every export of this file is one schema of the OpenAPI document's `components.schemas`,
 * under its export name, and the answers' TypeScript types are derived from them. `_id` on every
 * object (and `id` on buses), numbers as JSON numbers, calendar dates as "YYYY-MM-DD", instants as
 * ISO date-times. The input rules themselves live in the services; these describe them.
 */
import { Type, type Static, type TSchema, type TString } from "@sinclair/typebox";
import { PASSWORD_MIN, USERNAME } from "../domain/auth/auth.service";
import { MAX_BUS_IMAGES } from "../domain/bus/bus.service";
import { BookingStatus, BusStatus, Role } from "../domain/shared/enums";

const ref = <T extends TSchema>(name: string, _schema?: T) =>
  Type.Unsafe<Static<T>>({ $ref: `#/components/schemas/${name}` });
const oneOf = <T extends string>(values: Record<string, T>) =>
  Type.Unsafe<T>({ type: "string", enum: Object.values(values) });
/** A value of `type` or null. */
const orNull = <T>(type: string, description?: string, more: object = {}) =>
  Type.Unsafe<T | null>({ type: [type, "null"], ...more, ...(description && { description }) });
/** A value of any of `types` (input that also accepts numeric strings), as the service reads it. */
const either = (types: string[], description?: string) =>
  Type.Unsafe({ type: types, ...(description && { description }) });
/** Plain string properties. */
const texts = <K extends string>(...keys: K[]) => Object.fromEntries(keys.map((k) => [k, text])) as Record<K, TString>;
const text = Type.String();
const uuid = Type.String({ format: "uuid" });
const date = (description?: string) => Type.String({ format: "date", ...(description && { description }) });
const dateTime = Type.String({ format: "date-time" });
const timestamps = { createdAt: dateTime, updatedAt: dateTime };
const min0 = { minimum: 0 };
const strict = { additionalProperties: false };

const ErrorBody = Type.Object({ message: Type.String({ minLength: 1 }) }, strict);
export { ErrorBody as Error };

export const PopularRoute = Type.Object(
  {
    _id: uuid,
    ...texts("from", "to"),
    duration: Type.Number({ ...min0, description: "Hours" }),
    distance: Type.Number({ ...min0, description: "Kilometres" }),
  },
  strict,
);
export const Bus = Type.Object(
  {
    _id: uuid,
    id: Type.String({ format: "uuid", description: "Equal to `_id`" }),
    name: text,
    capacity: Type.Integer({ minimum: 1, description: "Seats" }),
    status: oneOf(BusStatus),
    description: text,
    features: Type.Array(text),
    images: Type.Array(text, { description: "Image URLs (absolute, or paths on this server such as /uploads/...)" }),
    lastMaintenance: orNull<string>("string", "YYYY-MM-DD", { format: "date" }),
    popularRoutes: Type.Array(ref("PopularRoute", PopularRoute)),
    ...timestamps,
  },
  strict,
);
const imageUrl = Type.String({
  description: "http(s) URL ending in png, jpg, jpeg, gif or webp, or an /uploads/ path",
});
export const BusInput = Type.Object(
  {
    name: Type.Optional(text),
    capacity: Type.Optional(either(["integer", "string"], "A whole number of seats (a numeric string is accepted)")),
    status: Type.Optional(oneOf(BusStatus)),
    description: Type.Optional(text),
    features: Type.Optional(
      Type.Unsafe({ oneOf: [Type.Array(text), { type: "string", description: "Comma-separated" }] }),
    ),
    images: Type.Optional(Type.Array(imageUrl, { maxItems: MAX_BUS_IMAGES })),
    lastMaintenance: Type.Optional(Type.String({ description: "YYYY-MM-DD (an ISO date-time is cut to its date)" })),
    popularRoutes: Type.Optional(
      Type.Array(
        Type.Object({
          ...texts("from", "to"),
          duration: either(["number", "string"], "Hours"),
          distance: either(["number", "string"], "Kilometres"),
        }),
      ),
    ),
  },
  {
    description:
      "The bus form. On POST name, capacity, description, features and lastMaintenance are required (status defaults to Available); `id`, `_id` and other fields are ignored.",
  },
);
export const BusDeleted = Type.Object({ message: text, _id: uuid, id: uuid }, strict);
export const BusType = Type.Object({ _id: uuid, name: text, capacity: Type.Integer({ minimum: 1 }) }, strict);

export const Booking = Type.Object(
  {
    _id: uuid,
    ...texts("name", "email", "phone", "pickupLocation", "destination"),
    departureDate: date("Calendar date, YYYY-MM-DD"),
    days: Type.Integer({ minimum: 1 }),
    distance: orNull<number>(
      "number",
      "Approximate road distance in km (computed by the server); null when unknown",
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
    balance: orNull<number>("number", "agreedFare - advance, INR; null until a fare is agreed"),
    cancelRequestedAt: orNull<string>("string", "When the customer asked to cancel; null when no request waits", {
      format: "date-time",
    }),
    cancelReason: orNull<string>("string"),
    cancelDeclinedMessage: orNull<string>("string", "Staff's answer when they declined the last cancellation request"),
    ...timestamps,
  },
  strict,
);
export const BookingCreated = Type.Object(
  {
    ...Booking.properties,
    token: Type.Optional(Type.String({ description: "Only when the booking created the guest's account" })),
    refreshToken: Type.Optional(text),
    role: Type.Optional(Type.Literal(Role.user)),
  },
  { ...strict, dependentRequired: { token: ["refreshToken", "role"] } },
);
const busCarryingId = { type: "object", required: ["_id"], properties: { _id: text } };
export const BookingRequest = Type.Object({
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
  language: Type.Optional(
    orNull<string>(
      "string",
      "The language the guest booked in, `en` (default) or `hi`: a new guest account's e-mails follow it",
    ),
  ),
});
export const BookingStatusUpdate = Type.Object(
  { status: oneOf(BookingStatus) },
  { description: "The full booking as read, with the new status; only `status` is applied." },
);
export const Deleted = Type.Object({ message: text, _id: uuid }, strict);
export const CancellationRequest = Type.Object({ reason: Type.Optional(orNull<string>("string")) });
export const CancellationAnswer = Type.Object({
  accept: Type.Boolean(),
  message: Type.Optional(orNull<string>("string", "Required when declining")),
});
export const FareUpdate = Type.Object(
  {
    agreedFare: Type.Optional(orNull<number>("number", undefined, min0)),
    advance: Type.Optional(orNull<number>("number", undefined, min0)),
    advanceReceivedOn: Type.Optional(orNull<string>("string", "YYYY-MM-DD")),
  },
  { description: "The agreed fare and advance, INR; missing or null fields clear them" },
);
export const StaffNote = Type.Object(
  { _id: uuid, body: text, author: orNull<string>("string"), createdAt: dateTime },
  strict,
);
export const StaffNoteRequest = Type.Object({ body: text });
export const Blackout = Type.Object(
  { _id: uuid, busId: uuid, startDate: date(), endDate: date(), reason: text, createdAt: dateTime },
  strict,
);
export const BlackoutRequest = Type.Object({
  startDate: Type.String({ description: "YYYY-MM-DD" }),
  endDate: Type.String({ description: "YYYY-MM-DD, inclusive" }),
  reason: text,
});

export const LoginRequest = Type.Object({
  login: Type.String({ description: "E-mail or username" }),
  pswd: text,
  remember: Type.Optional(Type.Boolean({ description: "false: a shorter-lived refresh token (default true)" })),
});
export const LoginResponse = Type.Object(
  {
    ...texts("token", "refreshToken"),
    role: oneOf(Role),
    username: orNull<string>("string"),
    name: text,
    userId: uuid,
  },
  strict,
);
export const RegisterRequest = Type.Object({
  name: text,
  email: Type.String({ format: "email" }),
  mobileNo: text,
  username: Type.String({ pattern: USERNAME.source }),
  pswd: Type.String({ minLength: PASSWORD_MIN }),
  role: Type.Optional(Type.String({ description: "Ignored: every account registered here has role user" })),
});
export const RegisterResponse = Type.Object(texts("token", "refreshToken"), strict);
export const RefreshRequest = Type.Object({ refreshToken: text });
export const RefreshResponse = Type.Object({ token: text }, strict);
export const User = Type.Object({ _id: uuid, ...texts("name", "email", "mobileNo") }, strict);
export const ProtectedRoute = Type.Object(
  { message: text, user: Type.Object({ _id: uuid, name: text, role: oneOf(Role) }, strict) },
  strict,
);
export const UploadResponse = Type.Object(
  { fileUrls: Type.Array(Type.String({ format: "uri" }), { minItems: 1 }) },
  strict,
);
