/**
 * The building blocks of the REST documents' JSON Schemas (TypeBox), as the specification's clients
 * send and read them: `_id` on every object (and `id` on buses), numbers as JSON numbers, calendar
 * dates as "YYYY-MM-DD", instants as ISO date-times. Each area's schemas (`domain/<area>/<area>.rest.ts`)
 * are built from these; the input rules themselves live in the services, the schemas describe them.
 */
import { Type, type Static, type TSchema, type TString } from "@sinclair/typebox";

/** A reference to a schema of `components.schemas` declared in another place. */
export const ref = <T extends TSchema>(name: string, _schema?: T) =>
  Type.Unsafe<Static<T>>({ $ref: `#/components/schemas/${name}` });
export const oneOf = <T extends string>(values: Record<string, T>) =>
  Type.Unsafe<T>({ type: "string", enum: Object.values(values) });
/** A value of `type` or null. */
export const orNull = <T>(type: string, description?: string, more: object = {}) =>
  Type.Unsafe<T | null>({ type: [type, "null"], ...more, ...(description && { description }) });
/** A value of any of `types` (input that also accepts numeric strings), as the service reads it. */
export const either = (types: string[], description?: string) =>
  Type.Unsafe({ type: types, ...(description && { description }) });
export const text = Type.String();
/** Plain string properties. */
export const texts = <K extends string>(...keys: K[]) =>
  Object.fromEntries(keys.map((k) => [k, text])) as Record<K, TString>;
export const uuid = Type.String({ format: "uuid" });
export const date = (description?: string) => Type.String({ format: "date", ...(description && { description }) });
export const dateTime = Type.String({ format: "date-time" });
export const timestamps = { createdAt: dateTime, updatedAt: dateTime };
export const min0 = { minimum: 0 };
export const strict = { additionalProperties: false };

/** Every error answer: `{ "message": "..." }`. */
export const ErrorBody = Type.Object({ message: Type.String({ minLength: 1 }) }, strict);
