import { ValidationError } from "./errors";
import { type FieldLabel, msg, text } from "./messages";
import { isCalendarDate, isoDateOf } from "./calendar";
import { type Paise, parseRupeesRounded, paiseOf } from "./money";

/**
 * PostgreSQL cannot store U+0000 in text: any input that carries one (at any depth of a JSON body or
 * GraphQL variables) is refused with a 400 before a service runs. Both adapters call this.
 */
export function rejectNullCharacters(value: unknown, depth = 0): void {
  if (typeof value === "string") {
    if (value.includes("\u0000")) throw new ValidationError(msg("validation.nullCharacter"));
  } else if (value && typeof value === "object" && depth < 32) {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes("\u0000")) throw new ValidationError(msg("validation.nullCharacter"));
      rejectNullCharacters(v, depth + 1);
    }
  }
}

/**
 * Small input checks shared by the services, so GraphQL and REST enforce the very same rules. Each
 * names its field by a label of the message catalogue (`FieldLabel`), which clients translate.
 */
export function requiredText(value: unknown, label: FieldLabel, max = 500): string {
  if (typeof value !== "string" || value.trim() === "")
    throw new ValidationError(msg("validation.required", { field: label }), { field: label });
  if (value.includes("\u0000")) throw new ValidationError(msg("validation.nullCharacter"), { field: label });
  const trimmed = value.trim();
  if (trimmed.length > max)
    throw new ValidationError(msg("validation.tooLong", { field: label, max }), { field: label });
  return trimmed;
}

export function optionalText(value: unknown, label: FieldLabel, max = 2000): string | null {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return null;
  if (typeof value !== "string")
    throw new ValidationError(msg("validation.notText", { field: label }), { field: label });
  if (value.includes("\u0000")) throw new ValidationError(msg("validation.nullCharacter"), { field: label });
  if (value.length > max) throw new ValidationError(msg("validation.tooLong", { field: label, max }), { field: label });
  return value.trim();
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function email(value: unknown, label: FieldLabel = "Email"): string {
  const address = requiredText(value, label, 254).toLowerCase();
  if (!EMAIL.test(address)) throw new ValidationError(msg("validation.email"), { field: label });
  return address;
}

export function phone(value: unknown, label: FieldLabel = "Phone"): string {
  const number = requiredText(value, label, 32);
  if (!/^\+?[0-9 ()-]{6,20}$/.test(number) || number.replace(/\D/g, "").length < 6)
    throw new ValidationError(msg("validation.phone"), { field: label });
  return number;
}

export function integer(value: unknown, label: FieldLabel, min: number, max = 1_000_000): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n))
    throw new ValidationError(msg("validation.wholeNumber", { field: label }), { field: label });
  if (n < min || n > max)
    throw new ValidationError(msg("validation.between", { field: label, min, max }), { field: label });
  return n;
}

export function nonNegativeNumber(value: unknown, label: FieldLabel, max = 100_000): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isFinite(n) || n < 0 || n > max)
    throw new ValidationError(msg("validation.numberUpTo", { field: label, max }), { field: label });
  return n;
}

/**
 * An amount in rupees a person typed (a number, or text such as "25,000.50"), from 0 to `maxRupees`, as
 * paise: read digit by digit, more than two decimals rounded half up to the paisa (the one rounding rule).
 */
export function amountPaise(value: unknown, label: FieldLabel, maxRupees: number): Paise {
  const paise = typeof value === "number" || typeof value === "string" ? parseRupeesRounded(value) : null;
  if (paise === null || paise > paiseOf(maxRupees))
    throw new ValidationError(msg("validation.numberUpTo", { field: label, max: maxRupees }), { field: label });
  return paise;
}

/** A calendar date as YYYY-MM-DD (an ISO date-time is cut to its date). */
export function isoDate(value: unknown, label: FieldLabel): string {
  const text =
    typeof value === "string"
      ? value.trim().slice(0, 10)
      : value instanceof Date && !Number.isNaN(value.getTime())
        ? isoDateOf(value)
        : "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text))
    throw new ValidationError(msg("validation.dateFormat", { field: label }), { field: label });
  if (!isCalendarDate(text))
    throw new ValidationError(msg("validation.invalidDate", { field: label }), { field: label });
  return text;
}

export function oneOf<T extends string>(value: unknown, allowed: readonly T[], label: FieldLabel): T {
  if (typeof value !== "string" || !allowed.includes(value as T))
    throw new ValidationError(msg("validation.oneOf", { field: label, allowed: allowed.join(", ") }), {
      field: label,
    });
  return value as T;
}

export const IMAGE_URL = /^https?:\/\/\S+\.(png|jpe?g|gif|webp)(\?\S*)?$/i;
export const IMAGE_URL_MESSAGE = text("validation.imageUrl");
/** An image is an http(s) URL of a png/jpg/jpeg/gif/webp, or a path this server serves (/uploads, /art). */
export function imageUrl(value: unknown): string {
  if (typeof value !== "string") throw new ValidationError(msg("validation.imageUrl"));
  const url = value.trim();
  if (IMAGE_URL.test(url) || /^\/(uploads|art)\/[\w./-]+$/.test(url)) return url;
  throw new ValidationError(msg("validation.imageUrl"), { value: url.slice(0, 200) });
}
