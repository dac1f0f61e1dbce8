/**
 * The quote totals of test/fixtures/quote-totals.cases.json, through the server's pricing (quote-form's reading of
 * typed lines, quote-pricing's totals and advance). The client's builder draws its live totals with its own copy
 * of the arithmetic (client/src/app/money.ts) and its test reads the same cases: a change on one side only fails one.
 */
import fs from "node:fs";
import path from "node:path";
import { parseAdvance, parseLines } from "../../src/domain/quote/quote-form";
import { advanceOf, computeTotals } from "../../src/domain/quote/quote-pricing";
import type { GstRate } from "../../src/domain/shared/money";

interface Case {
  name: string;
  lines: Array<{ kind: string; label: string; quantity: string; unit: string; atActuals: boolean }>;
  treatment: { rate: GstRate; intraState: boolean; reverseCharge: boolean };
  advancePercent: string;
  expected: Record<string, number>;
}
const CASES: Case[] = JSON.parse(fs.readFileSync(path.join(__dirname, "../fixtures/quote-totals.cases.json"), "utf8"));

test.each(CASES.map((c) => [c.name, c] as const))("%s", (_name, c) => {
  const lines = parseLines(c.lines.map((l) => ({ ...l, unit: l.atActuals ? null : l.unit })));
  const t = computeTotals(lines, c.treatment);
  const advance = advanceOf(t.totalPaise, parseAdvance({ advancePercent: c.advancePercent }));
  expect({
    ...{ taxablePaise: t.taxablePaise, cgstPaise: t.cgstPaise, sgstPaise: t.sgstPaise, igstPaise: t.igstPaise },
    ...{ taxPaise: t.gstPaise, nonTaxablePaise: t.passThroughPaise, totalPaise: t.totalPaise, advancePaise: advance },
  }).toEqual(c.expected);
});
