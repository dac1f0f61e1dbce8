/**
 * Hand-written SQL lives in the areas' query modules. Under `src/domain`, only a query
 * module (`<area>/<area>.queries.ts`), the prepared-statement helper (`shared/prepared.ts`) and the COPY reader
 * (`shared/copy-out.ts`) may call
 * `.query(` — a DataSource's, an EntityManager's, a query runner's or a pg pool's; a service that runs a
 * statement of its own fails here, each call named by file and line. The calls are found in the parsed
 * source (the TypeScript API), so a call split over lines (`this.db\n  .query(`), an optional call
 * (`m?.query(`) and `db["query"](` count, and a word "query" in a comment, a string or a property read
 * (`req.query`) does not.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const DOMAIN = path.resolve(__dirname, "../../src/domain");

/** The files allowed to call `.query(`, besides every `*.queries.ts`. */
const ALLOWED = new Set(["shared/prepared.ts", "shared/copy-out.ts"]);

const allowed = (relative: string) => relative.endsWith(".queries.ts") || ALLOWED.has(relative);

/** `<file>:<line>: <the call's callee>` for every `.query(` call in the source. */
function queryCalls(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const named =
        (ts.isPropertyAccessExpression(callee) && callee.name.text === "query") ||
        (ts.isElementAccessExpression(callee) &&
          ts.isStringLiteralLike(callee.argumentExpression) &&
          callee.argumentExpression.text === "query");
      if (named) {
        const { line } = source.getLineAndCharacterOfPosition(callee.getStart(source));
        found.push(`${file}:${line + 1}: ${callee.getText(source).replace(/\s+/g, "")}(`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every TypeScript file under src/domain, by its path relative to it ("/"-separated). */
const files = (fs.readdirSync(DOMAIN, { recursive: true }) as string[])
  .map((f) => f.split(path.sep).join("/"))
  .filter((f) => f.endsWith(".ts"))
  .sort();

test("no file under src/domain but a query module (or shared/prepared.ts, shared/copy-out.ts) calls .query(", () => {
  const offenders = files
    .filter((f) => !allowed(f))
    .flatMap((f) => queryCalls(f, fs.readFileSync(path.join(DOMAIN, f), "utf8")));
  expect(offenders).toEqual([]);
});

test("the query modules are where the calls are (the check reads real files)", () => {
  const inModules = files.filter((f) => f.endsWith(".queries.ts"));
  expect(inModules.length).toBeGreaterThan(10);
  expect(inModules.flatMap((f) => queryCalls(f, fs.readFileSync(path.join(DOMAIN, f), "utf8"))).length).toBeGreaterThan(
    20,
  );
});

test("a service's own statement is reported, however the call is written; other uses of the word are not", () => {
  const service = [
    `export class S {`,
    `  async a(m: EntityManager) { await m.query("SELECT 1"); }`,
    `  async b() {`,
    `    return this.db`,
    `      .query("SELECT 2");`,
    `  }`,
    `  c(pool?: Pool) { return pool?.query({ name: "x", text: "SELECT 3" }); }`,
    `  d() { return this.db["query"]("SELECT 4"); }`,
    `  // this.db.query("in a comment")`,
    `  e(req: Request) { return req.query.page ?? "db.query(" + this.qb.getQuery(); }`,
    `}`,
  ].join("\n");
  expect(queryCalls("booking/some.service.ts", service)).toEqual([
    "booking/some.service.ts:2: m.query(",
    "booking/some.service.ts:4: this.db.query(",
    "booking/some.service.ts:7: pool?.query(",
    `booking/some.service.ts:8: this.db["query"](`,
  ]);
  expect(allowed("booking/booking.queries.ts")).toBe(true);
  expect(allowed("shared/prepared.ts")).toBe(true);
  expect(allowed("booking/booking.service.ts")).toBe(false);
});
