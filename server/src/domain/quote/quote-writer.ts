/**
 * A quote's row and lines as written on a Draft's transaction: totals computed from the lines (the one place
 * they are made), taxed as the one tax rule decides for the booking's pickup and billing details (the heads
 * the invoice will carry), and what the activity log keeps of them.
 */
import type { EntityManager } from "typeorm";
import type { Booking } from "../booking/booking.entity";
import { BookingBilling } from "../invoice/invoice.entity";
import { type Supplier, taxOfSupply } from "../invoice/tax-rule";
import { ValidationError } from "../shared/errors";
import { msg } from "../shared/messages";
import { type GstRate, formatInr } from "../shared/money";
import type { parseAdvance } from "./quote-form";
import { type QuoteLineValue, advanceOf, computeTotals, taxableOf } from "./quote-pricing";
import { Quote, QuoteLine } from "./quote.entity";

/**
 * Writes a quote's row and its lines with totals computed from the lines (the one place totals are made),
 * taxed as the one tax rule decides for the booking's pickup and billing details (its heads are the ones
 * the invoice will carry).
 */
export async function writeQuote(
  m: EntityManager,
  supplier: Supplier,
  booking: Pick<Booking, "id" | "pickupLocation">,
  q: Pick<
    Quote,
    | "bookingId"
    | "version"
    | "state"
    | "rateCardVersionId"
    | "gstRate"
    | "inclusions"
    | "exclusions"
    | "notes"
    | "validUntil"
  > & {
    lines: QuoteLineValue[];
    advance: ReturnType<typeof parseAdvance>;
  },
  id?: string,
): Promise<LoggedQuote> {
  const totals = await priced(m, supplier, booking, q.gstRate as GstRate, q.lines, q.advance);
  const row = {
    ...{ bookingId: q.bookingId, version: q.version, state: q.state, rateCardVersionId: q.rateCardVersionId },
    ...{
      gstRate: q.gstRate,
      inclusions: q.inclusions,
      exclusions: q.exclusions,
      notes: q.notes,
      validUntil: q.validUntil,
    },
    ...totals,
    advancePercent: q.advance && "percent" in q.advance ? q.advance.percent : null,
  };
  const quoteId = id ?? ((await m.getRepository(Quote).insert(row)).identifiers[0].id as string);
  if (id) await m.getRepository(Quote).update({ id }, row);
  await m.getRepository(QuoteLine).insert(q.lines.map((l, i) => ({ ...l, quoteId, position: i + 1 })));
  return { ...loggedTotals(row), lines: q.lines.map(lineText) };
}
/** What a new Draft starts from: its rates, its wording, its lines and its advance. */
export type DraftStart = Pick<Quote, "rateCardVersionId" | "gstRate" | "inclusions" | "exclusions" | "notes"> & {
  lines: QuoteLineValue[];
  advance: ReturnType<typeof parseAdvance>;
};

/** A new version's start from the last one: its lines (discount included) in order, its advance and wording. */
export function copyOf(last: Quote): DraftStart {
  const lines = [...last.lines]
    .sort((a, b) => a.position - b.position)
    .map(({ kind, label, quantity, unitPaise, atActuals }) => ({ kind, label, quantity, unitPaise, atActuals }));
  return {
    ...{ rateCardVersionId: last.rateCardVersionId, gstRate: last.gstRate, lines },
    ...{ inclusions: last.inclusions, exclusions: last.exclusions, notes: last.notes },
    advance: last.advancePercent !== null ? { percent: last.advancePercent } : { paise: last.advancePaise },
  };
}
/** A Draft's totals made again under the tax rule as it stands (a send: the billing details may have changed). */
export async function retotal(
  m: EntityManager,
  supplier: Supplier,
  booking: Pick<Booking, "id" | "pickupLocation">,
  draft: Quote,
) {
  const lines = await m.getRepository(QuoteLine).find({ where: { quoteId: draft.id }, order: { position: "ASC" } });
  const advance = draft.advancePercent !== null ? { percent: draft.advancePercent } : { paise: draft.advancePaise };
  await m
    .getRepository(Quote)
    .update({ id: draft.id }, await priced(m, supplier, booking, draft.gstRate as GstRate, lines, advance));
}
/** Totals, heads and advance of lines at a rate, for this booking's supply. */
async function priced(
  m: EntityManager,
  supplier: Supplier,
  booking: Pick<Booking, "id" | "pickupLocation">,
  rate: GstRate,
  lines: readonly QuoteLineValue[],
  advance: ReturnType<typeof parseAdvance>,
) {
  const billing = await m.getRepository(BookingBilling).findOneBy({ bookingId: booking.id });
  const tax = await taxOfSupply(m, { pickup: booking.pickupLocation, recipient: billing, rate }, supplier);
  if (taxableOf(lines) < 0) throw new ValidationError(msg("quote.discountTooLarge"));
  const totals = computeTotals(lines, tax);
  const advancePaise = advanceOf(totals.totalPaise, advance);
  if (advancePaise > totals.totalPaise) throw new ValidationError(msg("quote.advance"));
  return {
    ...{ taxablePaise: totals.taxablePaise, cgstPaise: totals.cgstPaise, sgstPaise: totals.sgstPaise },
    ...{ igstPaise: totals.igstPaise, passThroughPaise: totals.passThroughPaise, totalPaise: totals.totalPaise },
    ...{ intraState: tax.intraState, reverseCharge: tax.reverseCharge, placeOfSupply: tax.placeOfSupply },
    advancePaise,
  };
}

/** What the activity log keeps of a quote's money: rupees as text (exact), and each line as one text. */
export interface LoggedQuote {
  total: string;
  advance: string;
  lines: string[];
}

export function loggedTotals(q: Pick<Quote, "totalPaise" | "advancePaise">): Omit<LoggedQuote, "lines"> {
  return { total: formatInr(q.totalPaise), advance: formatInr(q.advancePaise) };
}

export function lineText(l: Pick<QuoteLineValue, "label" | "quantity" | "unitPaise">): string {
  return `${l.label}: ${l.unitPaise === null ? "at actuals" : `${l.quantity} x ${formatInr(l.unitPaise)}`}`;
}
