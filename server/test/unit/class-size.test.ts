/**
 * A class does one job: none in server/src runs over 200 lines (a service that grows past it is split by job, as
 * QuoteService became QuoteService, QuoteDrafts and QuoteLinks). The count is the class's own lines.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const LIMIT = 200;

function* sources(dir: string): Generator<string> {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* sources(p);
    else if (e.name.endsWith(".ts")) yield p;
  }
}

test(`no class in server/src is longer than ${LIMIT} lines`, () => {
  const src = path.join(__dirname, "../../src");
  const long: string[] = [];
  for (const file of sources(src)) {
    const sf = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.ES2022, true);
    for (const st of sf.statements)
      if (ts.isClassDeclaration(st)) {
        const lines = st.getText(sf).split("\n").length;
        if (lines > LIMIT) long.push(`${path.relative(src, file)}: ${st.name?.text} (${lines} lines)`);
      }
  }
  expect(long).toEqual([]);
});
