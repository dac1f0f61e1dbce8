/**
 * The answers' documents, built from the schemas that declare them: each property comes from the
 * row's field of the same name, converted as its schema says, so a field is named once.
 */
import type { Static, TObject, TSchema } from "@sinclair/typebox";

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
const plans = new WeakMap<TObject, Array<[key: string, from: string, convert: Convert]>>();
/**
 * A row as the document its schema declares: every property from the row's field of that name (`_id`
 * from `id`), converted as the schema says; `computed` gives the properties the row does not hold.
 */
export function toDoc<T extends TObject, C extends Partial<Static<T>> = Record<never, never>>(
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
