/**
 * The pricing rules, written once and pure (no database, no I/O): money is integer paise, quantities are
 * whole numbers, and the one rounding rule (half up, to the paisa) is applied only where a percentage
 * makes fractions of a paisa: each half of GST, and an advance given as a percentage.
 */

/** Money, exactly: a whole number of paise (₹1 = 100 paise). */
export type Paise = number;

export const LINE_KINDS = ["km", "driver", "night-halt", "toll", "parking", "permit", "discount", "other"] as const;
export type LineKind = (typeof LINE_KINDS)[number];
/** Reimbursed at cost (tolls, parking, state permits): outside GST, and may be "at actuals" (no amount). */
export const PASS_THROUGH: readonly LineKind[] = ["toll", "parking", "permit"];
export const GST_RATES = [5, 12] as const;
export type GstRate = (typeof GST_RATES)[number];

/** The largest amount one line may carry: ₹1 crore. */
export const MAX_LINE_PAISE = 1_000_000_000;
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

export interface QuoteTotals {
  /** Sum of the taxable lines (km, allowances, other charges, less discount). */
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  gstPaise: Paise;
  /** Tolls, parking and permits given as fixed amounts (outside GST). */
  passThroughPaise: Paise;
  totalPaise: Paise;
}

/** a / b rounded half up, for a >= 0 and b > 0 (integers). */
export function roundHalfUp(a: number, b: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || a < 0 || b <= 0) throw new RangeError("roundHalfUp");
  return Math.floor((2 * a + b) / (2 * b));
}

/**
 * Rupees as written by a person or a JSON number ("65", "65.5", "1,25,000.00", 65.5) to paise,
 * exactly (the text is read digit by digit, never multiplied as a float). Null when it is not an
 * amount with at most two decimals, or is negative.
 */
export function parseRupees(value: unknown): Paise | null {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value;
  if (typeof text !== "string") return null;
  const m = /^\s*(?:₹|rs\.?|inr)?\s*(\d{1,3}(?:,\d{2,3})*|\d+)(?:\.(\d{1,2}))?\s*$/i.exec(text);
  if (!m) return null;
  const rupees = Number(m[1].replace(/,/g, ""));
  const paise = rupees * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(paise) ? paise : null;
}

/** Paise as rupees with two decimals, "58500.00" (exact: integer division, no float). */
export function rupees(p: Paise): string {
  const sign = p < 0 ? "-" : "";
  const a = Math.abs(p);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, "0")}`;
}

/** Indian digit grouping with the rupee sign, "₹1,25,000.00". */
export function formatInr(p: Paise): string {
  const [whole, fraction] = rupees(Math.abs(p)).split(".");
  const grouped =
    whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${whole.slice(-3)}`;
  return `${p < 0 ? "-" : ""}₹${grouped}.${fraction}`;
}

/** A line's amount: quantity × unit (negative for a discount); null at actuals. */
export function lineAmount(line: QuoteLineValue): Paise | null {
  if (line.atActuals || line.unitPaise === null) return null;
  const amount = line.quantity * line.unitPaise;
  return line.kind === "discount" ? -amount : amount;
}

/** Chargeable km: the trip's km (whole km, rounded up) or the minimum per day × days, whichever is more. */
export function chargeableKm(km: number | null, minKmPerDay: number, days: number): number {
  return Math.max(km === null ? 0 : Math.ceil(km - 1e-9), minKmPerDay * days);
}

/**
 * The totals: GST on the taxable lines (split equally into CGST and SGST, each rounded half up to the
 * paisa), pass-through amounts added after tax, at-actuals lines adding nothing.
 */
export function computeTotals(lines: readonly QuoteLineValue[], gstRate: GstRate): QuoteTotals {
  let taxablePaise = 0;
  let passThroughPaise = 0;
  for (const line of lines) {
    const amount = lineAmount(line) ?? 0;
    if (PASS_THROUGH.includes(line.kind)) passThroughPaise += amount;
    else taxablePaise += amount;
  }
  const half = taxablePaise > 0 ? roundHalfUp(taxablePaise * gstRate, 200) : 0;
  const gstPaise = 2 * half;
  return {
    taxablePaise,
    cgstPaise: half,
    sgstPaise: half,
    gstPaise,
    passThroughPaise,
    totalPaise: taxablePaise + gstPaise + passThroughPaise,
  };
}

/** The advance: a percentage of the total (rounded half up to the paisa) or a fixed amount. */
export function advanceOf(totalPaise: Paise, advance: { percent: number } | { paise: Paise } | null): Paise {
  if (!advance) return 0;
  return "percent" in advance ? roundHalfUp(totalPaise * advance.percent, 100) : advance.paise;
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
