/**
 * The pricing rules, written once and pure (no database, no I/O): a quote's lines, the minimum-km rule, the
 * lines "Prepare quote" starts from, totals and the advance. Money is integer paise and its arithmetic is
 * money.ts's (the one rounding rule, GST, a line's amount); quantities are whole numbers.
 */
import {
  type BilledAmount,
  type GstRate,
  MAX_AMOUNT_PAISE,
  type Paise,
  type TaxHeads,
  type TaxTreatment,
  billTotals,
  lineAmount,
  percentOf,
} from "../shared/money";

export const LINE_KINDS = ["km", "driver", "night-halt", "toll", "parking", "permit", "discount", "other"] as const;
export type LineKind = (typeof LINE_KINDS)[number];
/** Reimbursed at cost (tolls, parking, state permits): outside GST, and may be "at actuals" (no amount). */
export const PASS_THROUGH: readonly LineKind[] = ["toll", "parking", "permit"];
/** The largest amount one line may carry: ₹1 crore. */
export const MAX_LINE_PAISE = MAX_AMOUNT_PAISE;
export const MAX_QUANTITY = 100_000;

export interface QuoteLineValue {
  kind: LineKind;
  label: string;
  /** A whole number: km, days, nights, or 1. */
  quantity: number;
  /** Per unit, in paise; null when the line is at actuals. A discount's unit is positive (its amount is not). */
  unitPaise: Paise | null;
  /** Charged at cost after the trip (no amount now). Only tolls, parking and permits. */
  atActuals: boolean;
}

export interface RateValues {
  perKmPaise: Paise;
  minKmPerDay: number;
  driverAllowancePaise: Paise;
  nightHaltPaise: Paise;
  gstRate: GstRate;
}

export interface TripFacts {
  /** Garage-to-garage km; null when a leg is unknown (staff then enter the km). */
  km: number | null;
  days: number;
  nights: number;
}

/** A quote's totals: the lines' taxable sum, each tax head, tolls and parking at fixed amounts, and the total. */
export interface QuoteTotals extends TaxHeads {
  /** Sum of the taxable lines (km, allowances, other charges, less discount). */
  taxablePaise: Paise;
  gstPaise: Paise;
  /** Tolls, parking and permits given as fixed amounts (outside GST). */
  passThroughPaise: Paise;
  totalPaise: Paise;
}

/** A line's amount: quantity × unit (negative for a discount); null at actuals. */
export function quoteLineAmount(
  line: Pick<QuoteLineValue, "kind" | "quantity" | "unitPaise" | "atActuals">,
): Paise | null {
  if (line.atActuals || line.unitPaise === null) return null;
  return lineAmount(line.quantity, line.unitPaise, line.kind === "discount");
}

/** What a quote line bills: its amount (nothing at actuals), taxable unless reimbursed at cost. */
export const billedAmount = (line: QuoteLineValue): BilledAmount => ({
  amountPaise: quoteLineAmount(line) ?? 0,
  taxable: !PASS_THROUGH.includes(line.kind),
});

/** The taxable lines' sum, discounts taken off (below zero when a discount is more than the charges). */
export const taxableOf = (lines: readonly QuoteLineValue[]): Paise =>
  lines.map(billedAmount).reduce((sum, l) => sum + (l.taxable ? l.amountPaise : 0), 0);

/** Chargeable km: the trip's km (whole km, rounded up) or the minimum per day × days, whichever is more. */
export function chargeableKm(km: number | null, minKmPerDay: number, days: number): number {
  return Math.max(km === null ? 0 : Math.ceil(km - 1e-9), minKmPerDay * days);
}

/**
 * The totals under the quote's tax treatment (the same computation as the invoice's: money.ts `billTotals`):
 * GST on the taxable lines, pass-through amounts added after tax, at-actuals lines adding nothing.
 */
export function computeTotals(lines: readonly QuoteLineValue[], treatment: TaxTreatment): QuoteTotals {
  const t = billTotals(lines.map(billedAmount), treatment);
  return {
    taxablePaise: t.taxablePaise,
    cgstPaise: t.cgstPaise,
    sgstPaise: t.sgstPaise,
    igstPaise: t.igstPaise,
    gstPaise: t.taxPaise,
    passThroughPaise: t.nonTaxablePaise,
    totalPaise: t.totalPaise,
  };
}

/** The advance: a percentage of the total (rounded half up to the paisa) or a fixed amount. */
export function advanceOf(totalPaise: Paise, advance: { percent: number } | { paise: Paise } | null): Paise {
  if (!advance) return 0;
  return "percent" in advance ? percentOf(totalPaise, advance.percent) : advance.paise;
}

/** The lines "Prepare quote" starts from: km (with the minimum-km rule), driver allowance, night halts, tolls and parking at actuals. */
export function prefillLines(rate: RateValues, trip: TripFacts): QuoteLineValue[] {
  const km = chargeableKm(trip.km, rate.minKmPerDay, trip.days);
  const minimum = rate.minKmPerDay * trip.days;
  const kmLabel =
    trip.km === null
      ? `Chargeable km (minimum ${rate.minKmPerDay} km × ${trip.days} days; trip distance to be entered)`
      : km === minimum && Math.ceil(trip.km) < minimum
        ? `Chargeable km (minimum ${rate.minKmPerDay} km × ${trip.days} days; trip ${Math.ceil(trip.km)} km)`
        : `Chargeable km (trip ${km} km garage to garage)`;
  const lines: QuoteLineValue[] = [
    { kind: "km", label: kmLabel, quantity: km, unitPaise: rate.perKmPaise, atActuals: false },
    {
      kind: "driver",
      label: "Driver allowance (per day)",
      quantity: trip.days,
      unitPaise: rate.driverAllowancePaise,
      atActuals: false,
    },
  ];
  if (trip.nights > 0 && rate.nightHaltPaise > 0)
    lines.push({
      kind: "night-halt",
      label: "Night halt (per night)",
      quantity: trip.nights,
      unitPaise: rate.nightHaltPaise,
      atActuals: false,
    });
  lines.push(
    { kind: "toll", label: "Toll tax", quantity: 1, unitPaise: null, atActuals: true },
    { kind: "parking", label: "Parking", quantity: 1, unitPaise: null, atActuals: true },
  );
  return lines;
}
