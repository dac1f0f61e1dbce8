/**
 * One way to send an e-mail: every e-mail is a kind of `domain/notification/mails/`, queued in the outbox
 * on the transaction of the change that causes it and sent by `MailDelivery`. So under `src`, only the
 * delivery service (and `services.ts`, which wires it) imports the mailer (`mail/mailer`), and only the
 * notification area lays an e-mail out (`renderEmail` of `mail/templates`). Imports are read from the parsed
 * source (the TypeScript API): `import`, `import type`, `export ... from`, `import()` and `require()`.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const SRC = path.resolve(__dirname, "../../src");
const MAILER = path.join(SRC, "mail/mailer");
const TEMPLATES = path.join(SRC, "mail/templates");

/** The files allowed to import the mailer. */
const MAILER_ALLOWED = new Set(["domain/notification/mail-delivery.service.ts", "services.ts"]);

/** What a file imports (module specifiers resolved against its folder when relative) and whether it calls renderEmail. */
function readSource(file: string, text: string): { imports: string[]; callsRenderEmail: boolean } {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const specifiers: string[] = [];
  let callsRenderEmail = false;
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      specifiers.push((node.moduleReference.expression as ts.StringLiteral).text);
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const [first] = node.arguments;
      const loads =
        callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === "require");
      if (loads && first && ts.isStringLiteralLike(first)) specifiers.push(first.text);
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : undefined;
      if (name === "renderEmail") callsRenderEmail = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const imports = specifiers.map((s) =>
    s.startsWith(".") ? path.resolve(path.dirname(file), s).replace(/\.(ts|js)$/, "") : s,
  );
  return { imports, callsRenderEmail };
}

/** Every TypeScript file under src, by its path relative to it ("/"-separated), with what it imports and calls. */
const files = (fs.readdirSync(SRC, { recursive: true }) as string[])
  .map((f) => f.split(path.sep).join("/"))
  .filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts") && !f.startsWith("mail/"))
  .sort()
  .map((f) => ({ file: f, ...readSource(path.join(SRC, f), fs.readFileSync(path.join(SRC, f), "utf8")) }));

test("only the delivery service (and services.ts, wiring it) imports the mailer", () => {
  const offenders = files.filter((f) => f.imports.includes(MAILER) && !MAILER_ALLOWED.has(f.file)).map((f) => f.file);
  expect(offenders).toEqual([]);
});

test("no file outside domain/notification lays an e-mail out (renderEmail, mail/templates' layout)", () => {
  const offenders = files
    .filter((f) => !f.file.startsWith("domain/notification/"))
    .filter((f) => f.callsRenderEmail || f.imports.includes(TEMPLATES))
    .map((f) => f.file);
  expect(offenders).toEqual([]);
});

test("the check reads real files: the delivery service and the composer are where the mailer and the layout are", () => {
  const delivery = files.find((f) => f.file === "domain/notification/mail-delivery.service.ts")!;
  expect(delivery.imports).toContain(MAILER);
  const composer = files.find((f) => f.file === "domain/notification/mail-composer.service.ts")!;
  expect(composer.callsRenderEmail).toBe(true);
});

test("a service's own mailer or layout is reported, however it is imported or called", () => {
  const file = path.join(SRC, "domain/staff/some.service.ts");
  const read = (text: string) => readSource(file, text);
  expect(read(`import type { Mailer } from "../../mail/mailer";`).imports).toContain(MAILER);
  expect(read(`import { Mailer } from "../../mail/mailer.js";`).imports).toContain(MAILER);
  expect(read(`export { Mailer } from "../../mail/mailer";`).imports).toContain(MAILER);
  expect(read(`const m = require("../../mail/mailer");`).imports).toContain(MAILER);
  expect(read(`async function f() { await import("../../mail/mailer"); }`).imports).toContain(MAILER);
  expect(read(`import mailer = require("../../mail/mailer");`).imports).toContain(MAILER);
  expect(read(`import { Mail } from "../../mail/mail";`).imports).not.toContain(MAILER);
  expect(read(`const t = templates.renderEmail({});`).callsRenderEmail).toBe(true);
  expect(read(`await renderEmail(content);`).callsRenderEmail).toBe(true);
  expect(read(`// renderEmail(content) in a comment`).callsRenderEmail).toBe(false);
});
