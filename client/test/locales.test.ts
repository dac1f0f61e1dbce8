/**
 * Key parity of the locales: every text in English exists in Hindi and the reverse, with the same
 * placeholders, lists of the same length and no forgotten (empty or still English) translation.
 * The admin area's texts (en.admin.json) stay English and have no Hindi twin.
 */
import fs from "node:fs";
import path from "node:path";

type Tree = { [key: string]: string | string[] | Tree };
const dir = path.join(__dirname, "../src/locales");
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Tree;

/** Every leaf as "a.b.c" -> value (a list's items as "a.b.0", "a.b.1", ...). */
function flatten(tree: Tree, prefix = "", out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(name, value);
    else if (Array.isArray(value)) value.forEach((item, i) => out.set(`${name}.${i}`, item));
    else flatten(value, name, out);
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Texts that are the same in both languages on purpose (names, numbers, formats). */
const SAME_IN_BOTH = new Set([
  "language.en",
  "language.hi",
  "language.switchToHindi",
  "language.switchToEnglish",
  "serverFields.GSTIN",
]);

describe.each([
  ["en.json", "hi.json"],
  ["en.pages.json", "hi.pages.json"],
  ["en.errors.json", "hi.errors.json"],
])("%s and %s", (english, hindi) => {
  const en = flatten(read(english));
  const hi = flatten(read(hindi));

  test("have the same keys, both ways", () => {
    expect([...en.keys()].filter((k) => !hi.has(k))).toEqual([]);
    expect([...hi.keys()].filter((k) => !en.has(k))).toEqual([]);
  });

  test("have the same placeholders in every text", () => {
    const differing = [...en].filter(
      ([k, v]) => hi.has(k) && placeholders(v).join() !== placeholders(hi.get(k)!).join(),
    );
    expect(differing.map(([k]) => k)).toEqual([]);
  });

  test("leave no Hindi text empty or still in English", () => {
    const forgotten = [...hi].filter(
      ([k, v]) => !SAME_IN_BOTH.has(k) && (v.trim() === "" || (v.length > 25 && v === en.get(k))),
    );
    expect(forgotten.map(([k]) => k)).toEqual([]);
    // Hindi is written in Devanagari: a text with letters but none of them Devanagari is a forgotten one.
    const latinOnly = [...hi].filter(
      ([k, v]) =>
        !SAME_IN_BOTH.has(k) && /[A-Za-z]{4}/.test(v.replace(/\{\{\s*\w+\s*\}\}/g, "")) && !/[\u0900-\u097F]/.test(v),
    );
    expect(latinOnly.map(([k]) => k)).toEqual([]);
  });
});
