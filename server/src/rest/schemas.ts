/**
 * The Mongo-style documents the specification's clients send and read, declared once as JSON Schema
 * (TypeBox): the OpenAPI document publishes these very objects, and the answers' TypeScript types are
 * derived from them. `_id` on every object (and `id` on buses), numbers as JSON numbers, calendar
 * dates as "YYYY-MM-DD", instants as ISO date-times.
 */
import { Type, type Static, type TObject, type TSchema } from "@sinclair/typebox";
import type { AuthResult } from "../domain/auth/auth.service";
import type { Booking as BookingRow } from "../domain/booking/booking.entity";
import type { Bus as BusRow, PopularRoute as RouteRow } from "../domain/bus/bus.entity";
import { BookingStatus, BusStatus, Role } from "../domain/shared/enums";
import type { User as UserRow } from "../domain/auth/user.entity";
import { balanceOf } from "../domain/booking/booking-money";
import type { BusBlackout as BlackoutRow } from "../domain/bus/bus-blackout.entity";
import type { StaffNote as NoteRow } from "../domain/staff-note/staff-note.entity";

/** A reference to a schema of `components.schemas`, typed as the schema it names. */
export const ref = <T extends TSchema>(name: string, _schema?: T) =>
  Type.Unsafe<Static<T>>({ $ref: `#/components/schemas/${name}` });
const strings = <T extends string>(values: T[]) => Type.Unsafe<T>({ type: "string", enum: values });
const nullable = <T>(type: string, options: object = {}) => Type.Unsafe<T | null>({ type: [type, "null"], ...options });
const uuid = Type.String({ format: "uuid" });
const dateTime = Type.String({ format: "date-time" });
const text = Type.String();
const strict = { additionalProperties: false };

const ErrorBody = Type.Object({ message: Type.String({ minLength: 1 }) }, strict);
const PopularRoute = Type.Object(
  {
    _id: uuid,
    from: text,
    to: text,
    duration: Type.Number({ minimum: 0, description: "Hours" }),
    distance: Type.Number({ minimum: 0, description: "Kilometres" }),
  },
  strict,
);
const Bus = Type.Object(
  {
    _id: uuid,
    id: Type.String({ format: "uuid", description: "Equal to `_id`" }),
    name: text,
    capacity: Type.Integer({ minimum: 1, description: "Seats" }),
    status: strings(Object.values(BusStatus)),
    description: text,
    features: Type.Array(text),
    images: Type.Array(text, { description: "Image URLs (absolute, or paths on this server such as /uploads/...)" }),
    lastMaintenance: nullable<string>("string", { format: "date", description: "YYYY-MM-DD" }),
    popularRoutes: Type.Array(ref("PopularRoute", PopularRoute)),
    createdAt: dateTime,
    updatedAt: dateTime,
  },
  strict,
);
const either = (...types: string[]) => ({ type: types });
const BusInput = Type.Object(
  {
    name: Type.Optional(text),
    capacity: Type.Optional(
      Type.Unsafe({
        ...either("integer", "string"),
        description: "A whole number of seats (a numeric string is accepted)",
      }),
    ),
    status: Type.Optional(strings(Object.values(BusStatus))),
    description: Type.Optional(text),
    features: Type.Optional(
      Type.Unsafe({
        oneOf: [
          { type: "array", items: text },
          { type: "string", description: "Comma-separated" },
        ],
      }),
    ),
    images: Type.Optional(
      Type.Array(
        Type.String({ description: "http(s) URL ending in png, jpg, jpeg, gif or webp, or an /uploads/ path" }),
        { maxItems: 20 },
      ),
    ),
    lastMaintenance: Type.Optional(Type.String({ description: "YYYY-MM-DD (an ISO date-time is cut to its date)" })),
    popularRoutes: Type.Optional(
      Type.Array(
        Type.Object({
          from: text,
          to: text,
          duration: Type.Unsafe({ ...either("number", "string"), description: "Hours" }),
          distance: Type.Unsafe({ ...either("number", "string"), description: "Kilometres" }),
        }),
      ),
    ),
  },
  {
    description:
      "The bus form. On POST name, capacity, description, features and lastMaintenance are required (status defaults to Available); `id`, `_id` and other fields are ignored.",
  },
);
const BusDeleted = Type.Object({ message: text, _id: uuid, id: uuid }, strict);
const BusType = Type.Object({ _id: uuid, name: text, capacity: Type.Integer({ minimum: 1 }) }, strict);
const Booking = Type.Object(
  {
    _id: uuid,
    name: text,
    email: text,
    phone: text,
    pickupLocation: text,
    destination: text,
    departureDate: Type.String({ format: "date", description: "Calendar date, YYYY-MM-DD" }),
    days: Type.Integer({ minimum: 1 }),
    distance: nullable<number>("number", {
      minimum: 0,
      description: "Approximate road distance in km (computed by the server); null when unknown",
    }),
    busType: Type.Unsafe<Static<typeof BusType> | null>({
      oneOf: [ref("BusType"), { type: "null" }],
      description: "The booked bus; null when that bus was deleted",
    }),
    status: strings(Object.values(BookingStatus)),
    notes: nullable<string>("string"),
    passengers: nullable<number>("integer", {
      minimum: 1,
      description: "null on bookings made before it was asked (Not specified)",
    }),
    agreedFare: nullable<number>("number", {
      minimum: 0,
      description: "The fare staff agreed by phone, INR; null until agreed",
    }),
    advance: nullable<number>("number", { minimum: 0, description: "The advance agreed, INR" }),
    advanceReceivedOn: nullable<string>("string", {
      format: "date",
      description: "When staff received the advance; null while due",
    }),
    balance: nullable<number>("number", { description: "agreedFare - advance, INR; null until a fare is agreed" }),
    cancelRequestedAt: nullable<string>("string", {
      format: "date-time",
      description: "When the customer asked to cancel; null when no request waits",
    }),
    cancelReason: nullable<string>("string"),
    cancelDeclinedMessage: nullable<string>("string", {
      description: "Staff's answer when they declined the last cancellation request",
    }),
    createdAt: dateTime,
    updatedAt: dateTime,
  },
  strict,
);
const Session = {
  token: Type.Optional(Type.String({ description: "Only when the booking created the guest's account" })),
  refreshToken: Type.Optional(text),
  role: Type.Optional(Type.Literal(Role.user)),
};
const BookingCreated = Type.Object(
  { ...Booking.properties, ...Session },
  { ...strict, dependentRequired: { token: ["refreshToken", "role"] } },
);
const busCarryingId = { type: "object", required: ["_id"], properties: { _id: text } };
const BookingRequest = Type.Object({
  pickupLocation: text,
  destination: text,
  departureDate: Type.String({ description: "YYYY-MM-DD, today or later (India time)" }),
  days: Type.Unsafe({ ...either("integer", "string"), description: "1 to 365" }),
  busType: Type.Unsafe({ oneOf: [{ type: "string", description: "A bus `_id`" }, busCarryingId] }),
  name: text,
  email: Type.String({ format: "email" }),
  phone: text,
  notes: Type.Optional(nullable<string>("string")),
  passengers: Type.Optional(
    Type.Unsafe({
      ...either("integer", "string", "null"),
      description: "Number of passengers, 1 to the bus's seats (optional for older clients)",
    }),
  ),
  language: Type.Optional(
    nullable<string>("string", {
      description: "The language the guest booked in, `en` (default) or `hi`: a new guest account's e-mails follow it",
    }),
  ),
});
const CancellationRequest = Type.Object({ reason: Type.Optional(nullable<string>("string")) });
const CancellationAnswer = Type.Object({
  accept: Type.Boolean(),
  message: Type.Optional(nullable<string>("string", { description: "Required when declining" })),
});
const FareUpdate = Type.Object(
  {
    agreedFare: Type.Optional(nullable<number>("number", { minimum: 0 })),
    advance: Type.Optional(nullable<number>("number", { minimum: 0 })),
    advanceReceivedOn: Type.Optional(nullable<string>("string", { description: "YYYY-MM-DD" })),
  },
  { description: "The agreed fare and advance, INR; missing or null fields clear them" },
);
const StaffNote = Type.Object(
  { _id: uuid, body: text, author: nullable<string>("string"), createdAt: dateTime },
  strict,
);
const StaffNoteRequest = Type.Object({ body: text });
const Blackout = Type.Object(
  {
    _id: uuid,
    busId: uuid,
    startDate: Type.String({ format: "date" }),
    endDate: Type.String({ format: "date" }),
    reason: text,
    createdAt: dateTime,
  },
  strict,
);
const BlackoutRequest = Type.Object({
  startDate: Type.String({ description: "YYYY-MM-DD" }),
  endDate: Type.String({ description: "YYYY-MM-DD, inclusive" }),
  reason: text,
});
const BookingStatusUpdate = Type.Object(
  { status: strings(Object.values(BookingStatus)) },
  { description: "The full booking as read, with the new status; only `status` is applied." },
);
const Deleted = Type.Object({ message: text, _id: uuid }, strict);
const LoginRequest = Type.Object({
  login: Type.String({ description: "E-mail or username" }),
  pswd: text,
  remember: Type.Optional(Type.Boolean({ description: "false: a shorter-lived refresh token (default true)" })),
});
const LoginResponse = Type.Object(
  {
    token: text,
    refreshToken: text,
    role: strings(Object.values(Role)),
    username: nullable<string>("string"),
    name: text,
    userId: uuid,
  },
  strict,
);
const RegisterRequest = Type.Object({
  name: text,
  email: Type.String({ format: "email" }),
  mobileNo: text,
  username: Type.String({ pattern: "^[A-Za-z0-9_.-]{3,30}$" }),
  pswd: Type.String({ minLength: 8 }),
  role: Type.Optional(Type.String({ description: "Ignored: every account registered here has role user" })),
});
const RegisterResponse = Type.Object({ token: text, refreshToken: text }, strict);
const RefreshRequest = Type.Object({ refreshToken: text });
const RefreshResponse = Type.Object({ token: text }, strict);
const User = Type.Object({ _id: uuid, name: text, email: text, mobileNo: text }, strict);
const ProtectedRoute = Type.Object(
  {
    message: text,
    user: Type.Object({ _id: uuid, name: text, role: strings(Object.values(Role)) }, strict),
  },
  strict,
);
const UploadResponse = Type.Object({ fileUrls: Type.Array(Type.String({ format: "uri" }), { minItems: 1 }) }, strict);

/** `components.schemas` of the OpenAPI document. */
export const schemas = {
  Error: ErrorBody,
  PopularRoute,
  Bus,
  BusInput,
  BusDeleted,
  BusType,
  Booking,
  BookingCreated,
  BookingRequest,
  BookingStatusUpdate,
  Deleted,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  RefreshRequest,
  RefreshResponse,
  User,
  ProtectedRoute,
  UploadResponse,
  CancellationRequest,
  CancellationAnswer,
  FareUpdate,
  StaffNote,
  StaffNoteRequest,
  Blackout,
  BlackoutRequest,
};
export type SchemaName = keyof typeof schemas;
export const refTo = <K extends SchemaName>(name: K) => ref(name, schemas[name] as (typeof schemas)[K]);

/** The named fields of an object (and no others). */
export const pick = <T extends object, K extends keyof T>(from: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, from[k]])) as Pick<T, K>;

type Convert = (value: unknown) => unknown;
const orNull =
  (f: Convert): Convert =>
  (v) =>
    v === null || v === undefined ? null : f(v);
const asIso = orNull((d) => (d instanceof Date ? d : new Date(d as string)).toISOString());
/** How a row's value becomes the JSON the schema declares: instants ISO, numbers numbers, missing null or []. */
function converter(p: TSchema): Convert {
  const types: string[] = [].concat(p.type ?? []);
  if (p.format === "date-time") return asIso;
  if (types.includes("number") || types.includes("integer")) return orNull(Number);
  if (types.includes("array")) return (v) => v ?? [];
  return (v) => v ?? null;
}
const money = orNull(Number) as (v: unknown) => number | null;
const plans = new WeakMap<TObject, Array<[key: string, from: string, convert: Convert]>>();
/**
 * A row as the document its schema declares: every property from the row's field of that name (`_id`
 * from `id`), converted as the schema says; `computed` gives the properties the row does not hold.
 */
function toDoc<T extends TObject, C extends Partial<Static<T>> = Record<never, never>>(
  schema: T,
  row: { id: unknown } & { [K in Exclude<keyof Static<T>, "_id" | keyof C>]: unknown },
  computed?: C,
): Static<T> {
  let plan = plans.get(schema);
  if (!plan) {
    plan = Object.entries(schema.properties).map(([key, p]) => [key, key === "_id" ? "id" : key, converter(p)]);
    plans.set(schema, plan);
  }
  const out: Record<string, unknown> = {};
  for (const [key, from, convert] of plan)
    out[key] = computed && key in computed ? computed[key as keyof C] : convert((row as Record<string, unknown>)[from]);
  return out as Static<T>;
}

export const busDoc = (b: BusRow) =>
  toDoc(Bus, b, { popularRoutes: (b.popularRoutes ?? []).map((r: RouteRow) => toDoc(PopularRoute, r)) });
export const bookingDoc = (b: BookingRow) =>
  toDoc(Booking, b, {
    busType: b.bus ? toDoc(BusType, b.bus) : null,
    balance: balanceOf({ agreedFare: money(b.agreedFare), advance: money(b.advance) }),
  });
export const staffNoteDoc = (n: NoteRow) => toDoc(StaffNote, n, { author: n.author?.name ?? null });
export const blackoutDoc = (b: BlackoutRow) => toDoc(Blackout, b);
export const userDoc = (u: UserRow) => toDoc(User, u);
export const loginDoc = (a: AuthResult): Static<typeof LoginResponse> =>
  pick(a, ["token", "refreshToken", "role", "username", "name", "userId"]);

/** The session a guest's booking opens: the account it created is always a customer's. */
export const sessionDoc = (a: AuthResult) => ({
  token: a.token,
  refreshToken: a.refreshToken,
  role: Role.user as const,
});
