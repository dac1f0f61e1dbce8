/**
 * Money and India's calendar each have one home on the server: domain/shared/money.ts (with its words,
 * money-words.ts) and domain/shared/calendar.ts. Anywhere else under src (migrations aside: they are history),
 * an amount is never scaled by hand (`* 100`, `/ 100`, `100 *`) nor formatted with `toFixed`, and no second
 * India offset, time-zone name or day length appears. The code is read without its comments (the TypeScript
 * scanner), strings included: SQL text that scales a column by 100 is money arithmetic too.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const SRC = path.resolve(__dirname, "../../src");

/** Files that may hold what the rules below forbid, and why. */
const MONEY_HOMES: Record<string, string> = {
  "domain/shared/money.ts": "the money module",
  "domain/shared/money-words.ts": "the money module's words (rupees and paise of an amount)",
  "domain/place/km.ts": "road distances to two decimals: km, not money",
  "domain/booking/booking-reports.service.ts": "a sample's share of a list, as a percentage: not money",
};
const CALENDAR_HOMES: Record<string, string> = {
  "domain/shared/calendar.ts": "India's calendar",
};

const MONEY_RULES: Array<[RegExp, string]> = [
  [/\.toFixed\(/, "toFixed"],
  [/\*\s*100\b(?![_\d.])/, "* 100"],
  [/\/\s*100\b(?![_\d.])/, "/ 100"],
  [/(?<![_\d.])\b100\s*\*/, "100 *"],
];
const CALENDAR_RULES: Array<[RegExp, string]> = [
  [/Asia\/Kolkata/, "the time zone's name"],
  [/[+-]0?5:30\b/, "an India offset"],
  [/\b330\s*\*\s*60|\b5\s*\*\s*60\s*\+\s*30|\b19_?800\b/, "an India offset"],
  [/\b86_?400_?000\b|\b86400_000\b/, "a day's length"],
  [/toISOString\(\)\.slice\(0,\s*10\)/, "a calendar date cut from an instant"],
  [/T00:00:00/, "a calendar date's midnight"],
  [/getTimezoneOffset|setDate\(|toLocaleDateString|DateTimeFormat/, "the machine's calendar"],
];

/** The source without its comments: every token's text, strings and templates included. */
function withoutComments(text: string): string {
  const scanner = ts.createScanner(ts.ScriptTarget.ES2022, false, ts.LanguageVariant.Standard, text);
  let out = "";
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) continue;
    out += scanner.getTokenText();
  }
  return out;
}

const files = (fs.readdirSync(SRC, { recursive: true }) as string[])
  .map((f) => f.split(path.sep).join("/"))
  .filter((f) => f.endsWith(".ts") && !f.startsWith("db/migrations/"))
  .sort();

function offenders(rules: Array<[RegExp, string]>, homes: Record<string, string>): string[] {
  return files
    .filter((f) => !(f in homes))
    .flatMap((f) => {
      const code = withoutComments(fs.readFileSync(path.join(SRC, f), "utf8"));
      return code
        .split("\n")
        .flatMap((line, i) => rules.filter(([rule]) => rule.test(line)).map(([, what]) => `${f}:${i + 1}: ${what}`));
    });
}

test("no money arithmetic or formatting outside the money module", () => {
  expect(offenders(MONEY_RULES, MONEY_HOMES)).toEqual([]);
});

test("no second India offset, time-zone name or day length outside the calendar module", () => {
  expect(offenders(CALENDAR_RULES, CALENDAR_HOMES)).toEqual([]);
});

test("the checks catch what they forbid, and only that (a comment hides it; a larger number is no scaling)", () => {
  const caught = (rules: Array<[RegExp, string]>, line: string) =>
    rules.filter(([r]) => r.test(line)).map(([, w]) => w);
  expect(caught(MONEY_RULES, "amount.toFixed(2)")).toEqual(["toFixed"]);
  expect(caught(MONEY_RULES, "rupees * 100")).toEqual(["* 100"]);
  expect(caught(MONEY_RULES, "`${col}::numeric / 100`")).toEqual(["/ 100"]);
  expect(caught(MONEY_RULES, "100 * rate")).toEqual(["100 *"]);
  expect(caught(MONEY_RULES, "limit * 100_000 + 1.5 * 1000")).toEqual([]);
  expect(caught(CALENDAR_RULES, "new Date(`${d}T00:00:00+05:30`)")).toHaveLength(2);
  expect(caught(CALENDAR_RULES, "AT TIME ZONE 'Asia/Kolkata'")).toEqual(["the time zone's name"]);
  expect(withoutComments("const a = 1; // x * 100\nconst b = `y / 100`;")).toBe("const a = 1; \nconst b = `y / 100`;");
  // The homes exist, and hold what the rules keep out of every other file.
  const home = (f: string) => withoutComments(fs.readFileSync(path.join(SRC, f), "utf8"));
  expect(caught(MONEY_RULES, home("domain/shared/money-words.ts"))).toContain("/ 100");
  expect(caught(CALENDAR_RULES, home("domain/shared/calendar.ts")).length).toBeGreaterThan(2);
  for (const f of [...Object.keys(MONEY_HOMES), ...Object.keys(CALENDAR_HOMES)])
    expect(fs.existsSync(path.join(SRC, f))).toBe(true);
});
