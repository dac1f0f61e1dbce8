import { ValidationError } from "./errors";

export const NULL_CHARACTER = "Text may not contain a null character.";

/**
 * PostgreSQL cannot store U+0000 in text: any input that carries one (at any depth of a JSON body or
 * GraphQL variables) is refused with a 400 before a service runs. Both adapters call this.
 */
export function rejectNullCharacters(value: unknown, depth = 0): void {
  if (typeof value === "string") {
    if (value.includes("\u0000")) throw new ValidationError(NULL_CHARACTER);
  } else if (value && typeof value === "object" && depth < 32) {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes("\u0000")) throw new ValidationError(NULL_CHARACTER);
      rejectNullCharacters(v, depth + 1);
    }
  }
}

/** Small input checks shared by the services, so GraphQL and REST enforce the very same rules. */
export function requiredText(value: unknown, label: string, max = 500): string {
  if (typeof value !== "string" || value.trim() === "")
    throw new ValidationError(`${label} is required.`, { field: label });
  if (value.includes("\u0000")) throw new ValidationError(NULL_CHARACTER, { field: label });
  const text = value.trim();
  if (text.length > max) throw new ValidationError(`${label} must be at most ${max} characters.`, { field: label });
  return text;
}

export function optionalText(value: unknown, label: string, max = 2000): string | null {
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return null;
  if (typeof value !== "string") throw new ValidationError(`${label} must be text.`, { field: label });
  if (value.includes("\u0000")) throw new ValidationError(NULL_CHARACTER, { field: label });
  if (value.length > max) throw new ValidationError(`${label} must be at most ${max} characters.`, { field: label });
  return value.trim();
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function email(value: unknown, label = "Email"): string {
  const text = requiredText(value, label, 254).toLowerCase();
  if (!EMAIL.test(text)) throw new ValidationError("Please enter a valid email address.", { field: label });
  return text;
}

export function phone(value: unknown, label = "Phone"): string {
  const text = requiredText(value, label, 32);
  if (!/^\+?[0-9 ()-]{6,20}$/.test(text) || text.replace(/\D/g, "").length < 6)
    throw new ValidationError("Please enter a valid phone number.", { field: label });
  return text;
}

export function integer(value: unknown, label: string, min: number, max = 1_000_000): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n))
    throw new ValidationError(`${label} must be a whole number.`, { field: label });
  if (n < min || n > max) throw new ValidationError(`${label} must be between ${min} and ${max}.`, { field: label });
  return n;
}

export function nonNegativeNumber(value: unknown, label: string, max = 100_000): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isFinite(n) || n < 0 || n > max)
    throw new ValidationError(`${label} must be a number between 0 and ${max}.`, { field: label });
  return n;
}

/** A calendar date as YYYY-MM-DD (an ISO date-time is cut to its date). */
export function isoDate(value: unknown, label: string): string {
  const text =
    typeof value === "string"
      ? value.trim().slice(0, 10)
      : value instanceof Date
        ? value.toISOString().slice(0, 10)
        : "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text))
    throw new ValidationError(`${label} must be a date (YYYY-MM-DD).`, { field: label });
  const d = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== text)
    throw new ValidationError(`${label} must be a valid date.`, { field: label });
  return text;
}

export function oneOf<T extends string>(value: unknown, allowed: readonly T[], label: string): T {
  if (typeof value !== "string" || !allowed.includes(value as T))
    throw new ValidationError(`${label} must be one of: ${allowed.join(", ")}.`, { field: label });
  return value as T;
}

/** Today's date in India (the operator's calendar), YYYY-MM-DD. */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);
}

export const IMAGE_URL = /^https?:\/\/\S+\.(png|jpe?g|gif|webp)(\?\S*)?$/i;
export const IMAGE_URL_MESSAGE = "Please enter a valid image URL (e.g., ending with .png, .jpg, etc.).";
/** An image is an http(s) URL of a png/jpg/jpeg/gif/webp, or a path this server serves (/uploads, /art). */
export function imageUrl(value: unknown): string {
  if (typeof value !== "string") throw new ValidationError(IMAGE_URL_MESSAGE);
  const url = value.trim();
  if (IMAGE_URL.test(url) || /^\/(uploads|art)\/[\w./-]+$/.test(url)) return url;
  throw new ValidationError(IMAGE_URL_MESSAGE, { value: url.slice(0, 200) });
}
