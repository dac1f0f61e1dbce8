/**
 * The answers' documents, built from the schemas that declare them: each property comes from the
 * row's field of the same name, converted as its schema says, so a field is named once.
 */
import { Type, type Static, type TObject, type TSchema } from "@sinclair/typebox";
import type { AuthResult } from "../domain/auth/auth.service";
import type { User as UserRow } from "../domain/auth/user.entity";
import { balanceOf } from "../domain/booking/booking-money";
import type { Booking as BookingRow } from "../domain/booking/booking.entity";
import type { BusBlackout as BlackoutRow } from "../domain/bus/bus-blackout.entity";
import type { Bus as BusRow, PopularRoute as RouteRow } from "../domain/bus/bus.entity";
import { Role } from "../domain/shared/enums";
import type { StaffNote as NoteRow } from "../domain/staff-note/staff-note.entity";
import * as schemas from "./schemas";

export { schemas };
export type SchemaName = keyof typeof schemas;
/** A reference to a schema of `components.schemas`, typed as the schema it names. */
export const refTo = <K extends SchemaName>(name: K) =>
  Type.Unsafe<Static<(typeof schemas)[K]>>({ $ref: `#/components/schemas/${name}` });

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
  toDoc(schemas.Bus, b, {
    popularRoutes: (b.popularRoutes ?? []).map((r: RouteRow) => toDoc(schemas.PopularRoute, r)),
  });
export const bookingDoc = (b: BookingRow) =>
  toDoc(schemas.Booking, b, {
    busType: b.bus ? toDoc(schemas.BusType, b.bus) : null,
    balance: balanceOf({ agreedFare: money(b.agreedFare), advance: money(b.advance) }),
  });
export const staffNoteDoc = (n: NoteRow) => toDoc(schemas.StaffNote, n, { author: n.author?.name ?? null });
export const blackoutDoc = (b: BlackoutRow) => toDoc(schemas.Blackout, b);
export const userDoc = (u: UserRow) => toDoc(schemas.User, u);
export const loginDoc = (a: AuthResult): Static<typeof schemas.LoginResponse> =>
  pick(a, ["token", "refreshToken", "role", "username", "name", "userId"]);
/** The session a guest's booking opens: the account it created is always a customer's. */
export const sessionDoc = (a: AuthResult) => ({
  token: a.token,
  refreshToken: a.refreshToken,
  role: Role.user as const,
});
