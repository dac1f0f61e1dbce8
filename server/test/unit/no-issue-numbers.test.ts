/**
 * The repository's text says why in its own terms; it never sends the reader to a tracker by number (a
 * reader of the code has no tracker to look the number up in). Every tracked text file under server/,
 * client/, e2e/, scripts/ and docs/, and the README, is read (`git ls-files` from the repository's root);
 * a line that names a tracker entry by its number fails here, named by file and line. The generated
 * client/src/gql/ and the lockfiles are not read.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");

/** The word, an optional plural, space and hash, then the number; spelled in parts so this file does not match. */
const NUMBERED = new RegExp(String.raw`\b` + "iss" + String.raw`ues? ?#?\d+`, "i");

const EXTENSIONS = [".ts", ".tsx", ".mjs", ".js", ".md", ".json"];
const UNDER = ["server/", "client/", "e2e/", "scripts/", "docs/"];
const GENERATED = ["client/src/gql/"];
const LOCKFILES = new Set(["package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml"]);

const read = (file: string) =>
  (file === "README.md" || UNDER.some((dir) => file.startsWith(dir))) &&
  EXTENSIONS.some((ext) => file.endsWith(ext)) &&
  !GENERATED.some((dir) => file.startsWith(dir)) &&
  !LOCKFILES.has(path.posix.basename(file));

/** The tracked files this test reads, "/"-separated from the repository's root. */
const files = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
  .split("\0")
  .filter((f) => f && read(f) && fs.existsSync(path.join(ROOT, f)))
  .sort();

/** `<file>:<line>: <the line>` for every line of the text that names a tracker entry by number. */
function numbered(file: string, text: string): string[] {
  return text.split(/\r?\n/).flatMap((line, i) => (NUMBERED.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

test("no tracked text file names a tracker entry by its number", () => {
  const found = files.flatMap((f) => numbered(f, fs.readFileSync(path.join(ROOT, f), "utf8")));
  expect(found).toEqual([]);
});

test("the pattern finds the forms a number was written in, and leaves ordinary words alone", () => {
  const word = "iss" + "ue";
  for (const line of [`(${word} 31)`, `${word} #15`, `${word.toUpperCase()} 15: x`, `${word}s 26`, `${word}#7`])
    expect(numbered("x.ts", line)).toEqual([`x.ts:1: ${line}`]);
  for (const line of [`t${word} 3`, `${word}d 3 invoices`, `an ${word} of 3`, `${word}s`])
    expect(numbered("x.ts", line)).toEqual([]);
});

test("the check reads the repository's real files, not the generated ones", () => {
  expect(files).toEqual(expect.arrayContaining(["README.md", "server/src/app.ts", "docs/ARCHITECTURE.md"]));
  expect(files).toContain("server/test/unit/raw-sql-placement.test.ts");
  expect(files.some((f) => f.startsWith("client/src/") && f.endsWith(".tsx"))).toBe(true);
  expect(files.some((f) => f.startsWith("e2e/"))).toBe(true);
  expect(files.some((f) => f.startsWith("client/src/gql/") || f.endsWith("package-lock.json"))).toBe(false);
});
