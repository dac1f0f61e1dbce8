import { ValidationError } from "../shared/errors";
import { msg } from "../shared/messages";
import * as v from "../shared/validate";
import {
  LINE_KINDS,
  MAX_LINE_PAISE,
  MAX_QUANTITY,
  PASS_THROUGH,
  type LineKind,
  type QuoteLineValue,
} from "./quote-pricing";
import { type Paise, parseRupees, rupeesNumber } from "../shared/money";

export interface QuoteLineForm {
  kind?: unknown;
  label?: unknown;
  quantity?: unknown;
  /** Rupees per unit (text or number, at most two decimals); empty at actuals. */
  unit?: unknown;
  atActuals?: unknown;
}

export interface QuoteForm {
  lines?: unknown;
  validUntil?: unknown;
  /** Either a percentage of the total ... */
  advancePercent?: unknown;
  /** ... or an amount in rupees (not both). */
  advanceAmount?: unknown;
  inclusions?: unknown;
  exclusions?: unknown;
  notes?: unknown;
}

export const MAX_LINES = 30;
const blank = (x: unknown) => x === undefined || x === null || x === "";

/** Staff's lines, checked one by one (messages name the line by its number). */
export function parseLines(raw: unknown): QuoteLineValue[] {
  if (!Array.isArray(raw) || raw.length === 0) throw new ValidationError(msg("quote.noLines"));
  if (raw.length > MAX_LINES) throw new ValidationError(msg("quote.tooManyLines", { max: MAX_LINES }));
  return raw.map((line: QuoteLineForm, i) => {
    const number = i + 1;
    if (!line || typeof line !== "object") throw new ValidationError(msg("quote.lineLabel", { number }));
    if (!LINE_KINDS.includes(line.kind as LineKind))
      throw new ValidationError(msg("quote.lineKind", { number, allowed: LINE_KINDS.join(", ") }));
    const kind = line.kind as LineKind;
    const label = typeof line.label === "string" ? line.label.trim() : "";
    if (!label || label.length > 200 || label.includes("\u0000"))
      throw new ValidationError(msg("quote.lineLabel", { number }));
    const atActuals = line.atActuals === true;
    if (atActuals && !PASS_THROUGH.includes(kind))
      throw new ValidationError(msg("quote.atActualsOnlyExtras", { number }));
    const quantity =
      typeof line.quantity === "string" && line.quantity.trim() !== "" ? Number(line.quantity) : line.quantity;
    if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 0 || quantity > MAX_QUANTITY)
      throw new ValidationError(msg("quote.lineQuantity", { number, max: MAX_QUANTITY }));
    if (atActuals) return { kind, label, quantity: 1, unitPaise: null, atActuals };
    const unitPaise = parseRupees(line.unit);
    if (unitPaise === null || quantity * unitPaise > MAX_LINE_PAISE)
      throw new ValidationError(msg("quote.lineAmount", { number, max: rupeesNumber(MAX_LINE_PAISE) }));
    return { kind, label, quantity, unitPaise, atActuals };
  });
}

/** The advance as staff gave it: a whole percentage, or an amount in rupees; null for none. */
export function parseAdvance(form: QuoteForm): { percent: number } | { paise: Paise } | null {
  if (!blank(form.advancePercent) && !blank(form.advanceAmount)) throw new ValidationError(msg("quote.advance"));
  if (!blank(form.advancePercent)) {
    const n = typeof form.advancePercent === "string" ? Number(form.advancePercent) : form.advancePercent;
    if (typeof n !== "number" || !Number.isInteger(n) || n < 0 || n > 100)
      throw new ValidationError(msg("quote.advance"));
    return { percent: n };
  }
  if (!blank(form.advanceAmount)) {
    const paise = parseRupees(form.advanceAmount);
    if (paise === null) throw new ValidationError(msg("quote.advance"));
    return { paise };
  }
  return null;
}

/** The last day the quote can be accepted: today (India) or later, within a year. */
export function parseValidUntil(value: unknown, today: string): string {
  const day = v.isoDate(value, "Valid until");
  if (day < today) throw new ValidationError(msg("quote.validUntilPast"), { field: "Valid until" });
  if (day > `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`)
    throw new ValidationError(msg("quote.validUntilTooLate"), { field: "Valid until" });
  return day;
}
