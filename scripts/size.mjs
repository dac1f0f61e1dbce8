#!/usr/bin/env node
// `npm run size`: first-load JavaScript of the home page (entry + its static imports), gzipped.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const dist = path.resolve(import.meta.dirname, "../client/dist");
const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
const files = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
let raw = 0;
let gz = 0;
for (const f of files) {
  const buf = fs.readFileSync(path.join(dist, f));
  raw += buf.length;
  gz += zlib.gzipSync(buf, { level: 9 }).length;
  console.log(`${f}  ${(buf.length / 1024).toFixed(1)} kB  (${(zlib.gzipSync(buf, { level: 9 }).length / 1024).toFixed(1)} kB gz)`);
}
console.log(`home page first-load JS: ${(raw / 1024).toFixed(1)} kB raw, ${(gz / 1024).toFixed(1)} kB gzipped (budget 150 kB)`);
if (gz > 150 * 1024) process.exitCode = 1;
