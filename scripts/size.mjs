#!/usr/bin/env node
// `npm run size`: the JavaScript a visitor's browser downloads to show the home page, gzipped:
// the entry, everything it imports statically, and the home route's lazy chunk with its own
// static imports (read from Vite's manifest). Exits 1 over the 150 kB budget.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const BUDGET_KB = 150;
const dist = path.resolve(import.meta.dirname, "../client/dist");
const manifestFile = path.join(dist, ".vite/manifest.json");
if (!fs.existsSync(manifestFile)) {
  console.error("client/dist/.vite/manifest.json is missing: run npm run build first");
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
const ROOTS = ["index.html", "src/features/home/HomePage.tsx"];

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
};
ROOTS.forEach(visit);

let raw = 0;
let gz = 0;
const rows = [...files].map((f) => {
  const buf = fs.readFileSync(path.join(dist, f));
  const zipped = zlib.gzipSync(buf, { level: 9 }).length;
  raw += buf.length;
  gz += zipped;
  return [f, buf.length, zipped];
});
rows.sort((a, b) => b[2] - a[2]);
for (const [f, size, zipped] of rows)
  console.log(`${(zipped / 1024).toFixed(1).padStart(6)} kB gz  ${(size / 1024).toFixed(1).padStart(6)} kB  ${f}`);
console.log(
  `home page first-load JS: ${(raw / 1024).toFixed(1)} kB raw, ${(gz / 1024).toFixed(1)} kB gzipped in ${files.size} files (budget ${BUDGET_KB} kB)`,
);
if (gz > BUDGET_KB * 1024) process.exitCode = 1;
