/**
 * Rules the client's source keeps, read from the files themselves (client/src, without the generated gql/):
 * no component file is longer than 150 lines, few inline styles remain, and amounts of money are computed and
 * written only by app/money.ts.
 */
import fs from "node:fs";
import path from "node:path";

const SRC = path.join(__dirname, "../src");

/** Every .ts/.tsx file under client/src but gql/, as its path from client/src and its lines. */
function sources(): Array<{ file: string; lines: string[] }> {
  const out: Array<{ file: string; lines: string[] }> = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const file = path.relative(SRC, full).split(path.sep).join("/");
      if (entry.isDirectory()) {
        if (file !== "gql") walk(full);
      } else if (/\.tsx?$/.test(entry.name)) out.push({ file, lines: fs.readFileSync(full, "utf8").split("\n") });
    }
  };
  walk(SRC);
  return out;
}

/** A component does one job: a .tsx file longer than this is split (docs/ARCHITECTURE.md). */
const MAX_COMPONENT_LINES = 150;

test(`no component file is longer than ${MAX_COMPONENT_LINES} lines`, () => {
  const long = sources()
    .filter((s) => s.file.endsWith(".tsx"))
    // A file's last line ends with a newline: what follows it is no line.
    .map((s) => ({ file: s.file, lines: s.lines.length - (s.lines.at(-1) === "" ? 1 : 0) }))
    .filter((s) => s.lines > MAX_COMPONENT_LINES)
    .map((s) => `${s.file}: ${s.lines} lines`);
  expect(long).toEqual([]);
});

/**
 * A look belongs in a styled-component next to its component, or in ui/ when several screens share it; an
 * inline `style={{` is left only where a styled one would cost the public pages' first load. Fewer than this.
 */
const MAX_INLINE_STYLES = 30;

test(`fewer than ${MAX_INLINE_STYLES} inline styles in client/src`, () => {
  const inline = sources().flatMap((s) =>
    s.lines.flatMap((line, i) => [...line.matchAll(/style=\{\{/g)].map(() => `${s.file}:${i + 1}`)),
  );
  // Over the limit, the failure lists where they are.
  expect(inline.length < MAX_INLINE_STYLES ? [] : inline).toEqual([]);
});

/**
 * Money arithmetic: `toFixed(`, `* 100`, `/ 100`, `100 *` and `% 100`. Allowed in app/money.ts (paise, rupees
 * and their rounding) and in ui/percent.ts (a percentage that is not money: a calendar bar, an upload's progress).
 */
const MONEY_ARITHMETIC = /toFixed\(|\*\s*100\b|\/\s*100\b|\b100\s*\*|%\s*100\b/;
const MONEY_FILES = new Set(["app/money.ts", "ui/percent.ts"]);

/** The places (file:line: text) where a rule is broken. */
function offending(test: (line: string) => boolean, except: Set<string> = new Set()) {
  return sources()
    .filter((s) => !except.has(s.file))
    .flatMap((s) => s.lines.flatMap((line, i) => (test(line) ? [`${s.file}:${i + 1}: ${line.trim()}`] : [])));
}

test("amounts are computed and written by app/money.ts only: no toFixed, * 100, / 100, 100 * or % 100 elsewhere", () => {
  expect(offending((line) => MONEY_ARITHMETIC.test(line), MONEY_FILES)).toEqual([]);
});

test("the money rule catches each form, and leaves larger numbers alone", () => {
  for (const line of ["x.toFixed(2)", "r * 100", "p / 100", "100 * r", "p % 100", "(a/100)"])
    expect({ line, caught: MONEY_ARITHMETIC.test(line) }).toEqual({ line, caught: true });
  for (const line of ["now / 1000", "5 * 1024 * 1024", "1000 * s", "x / 1005"])
    expect({ line, caught: MONEY_ARITHMETIC.test(line) }).toEqual({ line, caught: false });
});
