/**
 * Key parity of the locales: every text in English exists in Hindi and the reverse, with the same
 * placeholders, lists of the same length and no forgotten (empty or still English) translation.
 * The files are read with fs, so a pair one of whose files does not exist yet (the server messages'
 * en.errors.json / hi.errors.json) is skipped instead of failing. The admin area's texts
 * (en.admin.json) stay English and have no Hindi twin.
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

/** Every list as "a.b" -> its length. */
function lists(tree: Tree, prefix = "", out = new Map<string, number>()): Map<string, number> {
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (Array.isArray(value)) out.set(name, value.length);
    else if (value && typeof value === "object") lists(value, name, out);
  }
  return out;
}

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]))].sort();

/** Texts that are the same in both languages on purpose (names, numbers, formats). */
const SAME_IN_BOTH = new Set([
  "language.en",
  "language.hi",
  "language.switchToHindi",
  "language.switchToEnglish",
  "serverFields.GSTIN",
]);
/** Longer than this and identical in both languages, a text is a forgotten translation. */
const LONG = 25;

/** What is wrong between an English catalogue and its Hindi twin; every list empty when they match. */
function compareLocales(english: Tree, hindi: Tree) {
  const en = flatten(english);
  const hi = flatten(hindi);
  const enLists = lists(english);
  const hiLists = lists(hindi);
  const withoutPlaceholders = (v: string) => v.replace(/\{\{\s*\w+\s*\}\}/g, "");
  return {
    missingInHindi: [...en.keys()].filter((k) => !hi.has(k)),
    missingInEnglish: [...hi.keys()].filter((k) => !en.has(k)),
    placeholders: [...en]
      .filter(([k, v]) => hi.has(k) && placeholders(v).join() !== placeholders(hi.get(k)!).join())
      .map(([k, v]) => `${k}: English {${placeholders(v).join(", ")}}, Hindi {${placeholders(hi.get(k)!).join(", ")}}`),
    listLengths: [...enLists]
      .filter(([k, n]) => hiLists.get(k) !== n)
      .map(([k, n]) => `${k}: English ${n}, Hindi ${hiLists.get(k) ?? "not a list"}`),
    empty: [...hi].filter(([, v]) => v.trim() === "").map(([k]) => k),
    stillEnglish: [...hi]
      .filter(([k, v]) => !SAME_IN_BOTH.has(k) && v.length > LONG && v === en.get(k))
      .map(([k]) => k),
    // Hindi is written in Devanagari: a text with words but none of them Devanagari is a forgotten one.
    latinOnly: [...hi]
      .filter(
        ([k, v]) => !SAME_IN_BOTH.has(k) && /[A-Za-z]{4}/.test(withoutPlaceholders(v)) && !/[\u0900-\u097F]/.test(v),
      )
      .map(([k]) => k),
  };
}

const PAIRS: Array<[string, string]> = [
  ["en.json", "hi.json"],
  ["en.pages.json", "hi.pages.json"],
  ["en.errors.json", "hi.errors.json"],
];
const present = PAIRS.filter(([en, hi]) => fs.existsSync(path.join(dir, en)) && fs.existsSync(path.join(dir, hi)));

test("the first screen's and the pages' locales are both there", () => {
  expect(present.map(([en]) => en)).toEqual(expect.arrayContaining(["en.json", "en.pages.json"]));
});

describe.each(present)("%s and %s", (english, hindi) => {
  const problems = compareLocales(read(english), read(hindi));

  test("have the same keys, both ways", () => {
    expect({ missingInHindi: problems.missingInHindi }).toEqual({ missingInHindi: [] });
    expect({ missingInEnglish: problems.missingInEnglish }).toEqual({ missingInEnglish: [] });
  });

  test("have the same placeholders in every text", () => {
    expect(problems.placeholders).toEqual([]);
  });

  test("have lists of the same length", () => {
    expect(problems.listLengths).toEqual([]);
  });

  test("leave no Hindi text empty or still in English", () => {
    expect({ empty: problems.empty }).toEqual({ empty: [] });
    expect({ stillEnglish: problems.stillEnglish }).toEqual({ stillEnglish: [] });
    expect({ latinOnly: problems.latinOnly }).toEqual({ latinOnly: [] });
  });
});

test("the language switcher's texts: each language named in its own script, the label translated", () => {
  const en = flatten(read("en.json"));
  const hi = flatten(read("hi.json"));
  for (const texts of [en, hi]) {
    expect(texts.get("language.en")).toBe("English");
    expect(texts.get("language.hi")).toBe("हिन्दी");
    expect(texts.get("language.switchToHindi")).toBe("हिन्दी में पढ़ें");
    expect(texts.get("language.switchToEnglish")).toBe("Read in English");
  }
  expect(en.get("language.label")).toBe("Language");
  expect(hi.get("language.label")).toBe("भाषा");
});

describe("the check itself", () => {
  const english: Tree = {
    a: { title: "Hello {{name}}", items: ["one", "two"], count_one: "{{count}} day", count_other: "{{count}} days" },
    b: "A long sentence that somebody forgot to translate",
  };
  const hindi: Tree = {
    a: { title: "नमस्ते {{name}}", items: ["एक", "दो"], count_one: "{{count}} दिन", count_other: "{{count}} दिन" },
    b: "एक लंबा वाक्य",
  };

  test("finds nothing wrong in a matching pair", () => {
    expect(Object.values(compareLocales(english, hindi)).flat()).toEqual([]);
  });

  test("an English key added without its Hindi is reported by name", () => {
    const added = { ...english, c: { newText: "Brand new" } };
    expect(compareLocales(added, hindi).missingInHindi).toEqual(["c.newText"]);
  });

  test("a missing plural form, a lost placeholder, a shorter list and a forgotten text are reported", () => {
    const broken: Tree = {
      a: { title: "नमस्ते", items: ["एक"], count_other: "{{count}} दिन" },
      b: "A long sentence that somebody forgot to translate",
    };
    const problems = compareLocales(english, broken);
    expect(problems.missingInHindi).toEqual(["a.items.1", "a.count_one"]);
    expect(problems.placeholders).toEqual(["a.title: English {name}, Hindi {}"]);
    expect(problems.listLengths).toEqual(["a.items: English 2, Hindi 1"]);
    expect(problems.stillEnglish).toEqual(["b"]);
    expect(problems.latinOnly).toEqual(["b"]);
  });
});
