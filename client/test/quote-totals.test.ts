/**
 * The builder's live totals (features/admin/bookings/quote-draft.ts over app/money.ts) on the server's own cases:
 * server/test/fixtures/quote-totals.cases.json, whose figures server/test/unit/quote-totals-cases.test.ts checks
 * against the server's pricing. Equal here and there, the preview is the saved figure to the paisa.
 */
import fs from "node:fs";
import path from "node:path";
import { billTotals, formatPaise, lineAmount, percentOf, type Paise } from "../src/app/money";
import { draftAmount, draftTotals, type LineDraft } from "../src/features/admin/bookings/quote-draft";

interface Case {
  name: string;
  lines: LineDraft[];
  treatment: { rate: number; intraState: boolean; reverseCharge: boolean };
  advancePercent: string;
  expected: Record<string, number>;
}
const CASES: Case[] = JSON.parse(
  fs.readFileSync(path.join(__dirname, "../../server/test/fixtures/quote-totals.cases.json"), "utf8"),
);

test("the cases are there", () => expect(CASES.length).toBeGreaterThanOrEqual(7));

test.each(CASES.map((c) => [c.name, c] as const))("%s: the server's figures to the paisa", (_name, c) => {
  expect(draftTotals(c.lines, c.treatment, c.advancePercent)).toEqual(c.expected);
});

const p = (n: number) => n as Paise;

test("the half-paisa head rounds up, as on the server, and reads with Indian grouping", () => {
  const t = billTotals([{ amountPaise: p(5_905_060), taxable: true }], {
    rate: 5,
    intraState: true,
    reverseCharge: false,
  })!;
  expect([t.cgstPaise, t.sgstPaise, t.totalPaise]).toEqual([147_627, 147_627, 6_200_314]);
  expect(formatPaise(t.totalPaise)).toBe("₹62,003.14");
  expect(formatPaise(p(7_150_500))).toBe("₹71,505.00");
  expect(percentOf(p(6_200_314), 30)).toBe(1_860_094);
  expect(percentOf(p(5), 50)).toBe(3);
});

test("a line's amount: quantity × rate, a discount below zero, at actuals none, a rate not yet typed unknown", () => {
  const line = (over: Partial<LineDraft>): LineDraft => ({
    kind: "km",
    label: "",
    quantity: "900",
    unit: "65",
    atActuals: false,
    ...over,
  });
  expect(draftAmount(line({}))).toBe(5_850_000);
  expect(draftAmount(line({ kind: "discount", quantity: "1", unit: "1,500" }))).toBe(-150_000);
  expect(draftAmount(line({ kind: "toll", atActuals: true, unit: "" }))).toBeNull();
  expect(draftAmount(line({ unit: "" }))).toBeUndefined();
  expect(draftAmount(line({ unit: "65.555" }))).toBeUndefined();
  expect(draftAmount(line({ quantity: "1.5" }))).toBeUndefined();
  expect(lineAmount(3, p(35_020))).toBe(105_060);
});

test("no totals while a line is unfinished, a discount is more than the charges or the advance is not a percentage", () => {
  const t = { rate: 5, intraState: true, reverseCharge: false };
  const km: LineDraft = { kind: "km", label: "", quantity: "10", unit: "10", atActuals: false };
  expect(draftTotals([{ ...km, unit: "" }], t, "")).toBeNull();
  expect(draftTotals([km, { ...km, kind: "discount", quantity: "1", unit: "200" }], t, "")).toBeNull();
  expect(draftTotals([km], t, "101")).toBeNull();
  expect(draftTotals([km], t, "2.5")).toBeNull();
  expect(draftTotals([km], t, "")?.totalPaise).toBe(10_500);
});
