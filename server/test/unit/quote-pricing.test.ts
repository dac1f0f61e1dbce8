/**
 * The pricing rules (domain/quote/quote-pricing.ts): exact paise, the minimum-km rule, GST split into
 * CGST and SGST rounded half up once, and the worked example the README shows.
 */
import {
  advanceOf,
  chargeableKm,
  computeTotals,
  prefillLines,
  type QuoteLineValue,
} from "../../src/domain/quote/quote-pricing";
import { type GstRate, formatInr, parseRupees, roundHalfUp, rupeesText } from "../../src/domain/shared/money";

/** Within the operator's state, forward charge: CGST and SGST. */
const within = (rate: GstRate) => ({ rate, intraState: true, reverseCharge: false });

/** A 45-seat coach: ₹65/km, 300 km a day minimum, driver ₹300/day, night halt ₹500, GST 5 %. */
const COACH = {
  perKmPaise: 6500,
  minKmPerDay: 300,
  driverAllowancePaise: 30000,
  nightHaltPaise: 50000,
  gstRate: 5 as const,
};

describe("the worked example: a 3-day Varanasi – Prayagraj – Ayodhya round trip for 40 people", () => {
  // Garage to garage about 600 km, less than the 900 km minimum of 3 days.
  const lines = prefillLines(COACH, { km: 612.4, days: 3, nights: 2 });

  test("prepared lines: 900 chargeable km (the minimum), 3 days of driver allowance, 2 night halts, tolls and parking at actuals", () => {
    expect(lines.map((l) => [l.kind, l.quantity, l.unitPaise, l.atActuals])).toEqual([
      ["km", 900, 6500, false],
      ["driver", 3, 30000, false],
      ["night-halt", 2, 50000, false],
      ["toll", 1, null, true],
      ["parking", 1, null, true],
    ]);
    expect(lines[0].label).toBe("Chargeable km (minimum 300 km × 3 days; trip 613 km)");
  });

  test("totals: ₹58,500 + ₹900 + ₹1,000 = ₹60,400 taxable, GST 5 % = ₹1,510 CGST + ₹1,510 SGST, total ₹63,420; 25 % advance ₹15,855", () => {
    const t = computeTotals(lines, within(5));
    expect(t).toEqual({
      taxablePaise: 6_040_000,
      cgstPaise: 151_000,
      sgstPaise: 151_000,
      igstPaise: 0,
      gstPaise: 302_000,
      passThroughPaise: 0,
      totalPaise: 6_342_000,
    });
    expect(formatInr(t.totalPaise)).toBe("₹63,420.00");
    expect(advanceOf(t.totalPaise, { percent: 25 })).toBe(1_585_500);
  });

  test("a fixed state permit is added after tax; a discount lowers the taxable amount", () => {
    const more: QuoteLineValue[] = [
      ...lines,
      { kind: "permit", label: "Bihar permit", quantity: 1, unitPaise: 125_000, atActuals: false },
      { kind: "discount", label: "Repeat customer", quantity: 1, unitPaise: 40_000, atActuals: false },
    ];
    const t = computeTotals(more, within(5));
    expect(t.taxablePaise).toBe(6_000_000);
    expect(t.gstPaise).toBe(300_000);
    expect(t.passThroughPaise).toBe(125_000);
    expect(t.totalPaise).toBe(6_425_000);
  });
});

describe("the heads the invoice will carry", () => {
  const lines = prefillLines(COACH, { km: 612.4, days: 3, nights: 2 });
  test("between states: IGST at the full rate, rounded once; the same total as the invoice computes", () => {
    expect(computeTotals(lines, { rate: 5, intraState: false, reverseCharge: false })).toMatchObject({
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 302_000,
      gstPaise: 302_000,
      totalPaise: 6_342_000,
    });
  });
  test("on reverse charge the tax is shown and not charged: the total is the taxable value", () => {
    expect(computeTotals(lines, { rate: 5, intraState: true, reverseCharge: true })).toMatchObject({
      gstPaise: 302_000,
      totalPaise: 6_040_000,
    });
  });
});

describe("rounding is written once: half up, to the paisa", () => {
  test("roundHalfUp", () => {
    expect(roundHalfUp(5, 2)).toBe(3);
    expect(roundHalfUp(4, 2)).toBe(2);
    expect(roundHalfUp(149, 100)).toBe(1);
    expect(roundHalfUp(150, 100)).toBe(2);
    expect(() => roundHalfUp(-1, 2)).toThrow(RangeError);
  });

  test("each half of GST is rounded on its own, so CGST equals SGST and the sum is even", () => {
    // ₹100.01 at 12 %: 6 % of 10001 paise = 600.06 -> 600 each; at 5 %: 2.5 % = 250.025 -> 250 each.
    const line: QuoteLineValue = { kind: "other", label: "x", quantity: 1, unitPaise: 10_001, atActuals: false };
    expect(computeTotals([line], within(12))).toMatchObject({ cgstPaise: 600, sgstPaise: 600, totalPaise: 11_201 });
    const odd: QuoteLineValue = { ...line, unitPaise: 1_010 }; // 2.5 % of 1010 = 25.25 -> 25
    expect(computeTotals([odd], within(5))).toMatchObject({ cgstPaise: 25, sgstPaise: 25, totalPaise: 1_060 });
    const half: QuoteLineValue = { ...line, unitPaise: 20 }; // 2.5 % of 20 = 0.5 -> 1 (half up)
    expect(computeTotals([half], within(5))).toMatchObject({ cgstPaise: 1, sgstPaise: 1 });
  });

  test("0.1 + 0.2 never happens: rupees are read digit by digit", () => {
    expect(parseRupees("0.10")).toBe(10);
    expect(parseRupees(0.1)).toBe(10);
    expect(parseRupees("65")).toBe(6500);
    expect(parseRupees("65.5")).toBe(6550);
    expect(parseRupees("₹1,25,000.00")).toBe(12_500_000);
    expect(parseRupees(19.99)).toBe(1999);
    for (const bad of ["-1", "1.234", "abc", "", " ", null, undefined, Number.NaN, Infinity, "1e3", {}])
      expect(parseRupees(bad)).toBeNull();
    expect(rupeesText(1999)).toBe("19.99");
    expect(rupeesText(-5)).toBe("-0.05");
    expect(formatInr(12_345_678_900)).toBe("₹12,34,56,789.00");
    expect(formatInr(99)).toBe("₹0.99");
  });
});

describe("chargeable km", () => {
  test("the trip's km rounded up to a whole km, or the minimum per day × days, whichever is more", () => {
    expect(chargeableKm(1200.2, 300, 3)).toBe(1201);
    expect(chargeableKm(899.5, 300, 3)).toBe(900);
    expect(chargeableKm(null, 250, 2)).toBe(500);
    expect(chargeableKm(100, 0, 1)).toBe(100);
  });

  test("an unknown distance prefills the minimum and says the distance must be entered", () => {
    const [km] = prefillLines(COACH, { km: null, days: 2, nights: 1 });
    expect(km.quantity).toBe(600);
    expect(km.label).toMatch(/trip distance to be entered/);
  });

  test("a one-day trip longer than the minimum charges its own km and has no night halt", () => {
    const lines = prefillLines(COACH, { km: 420, days: 1, nights: 0 });
    expect(lines[0]).toMatchObject({ quantity: 420, label: "Chargeable km (trip 420 km garage to garage)" });
    expect(lines.some((l) => l.kind === "night-halt")).toBe(false);
  });
});
