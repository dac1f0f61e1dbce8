#!/usr/bin/env node
// The Chromium that the browser tests, `npm run bench:home` and `npm run lighthouse` drive, in this
// order: CHROMIUM_PATH; a Chromium or Chrome installed on the system; Playwright's own browser if
// `npx playwright install` was ever run; else the Chromium that `npm install` brought with the
// @sparticuz/chromium package (unpacked once into the system's temporary folder).
// Run directly, it prints the path it chose and the flags as JSON (the Playwright config calls it
// that way, because a config file cannot wait for the unpacking).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const SYSTEM = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

/** Flags for a headless Chromium in a container or CI: no sandbox as root, no calls to Google's hosts. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** Resolves the executable and says where it came from. */
export async function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`);
    return { path: fromEnv, source: "CHROMIUM_PATH" };
  }
  const system = SYSTEM.find((p) => fs.existsSync(p));
  if (system) return { path: system, source: "system" };
  try {
    const { chromium } = await import("playwright-core");
    const own = chromium.executablePath();
    if (own && fs.existsSync(own)) return { path: own, source: "playwright" };
  } catch {
    // playwright-core absent or without a browser registry: fall through.
  }
  const { default: sparticuz } = await import("@sparticuz/chromium");
  return { path: await sparticuz.executablePath(), source: "@sparticuz/chromium" };
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const found = await findChromium();
  process.stdout.write(JSON.stringify({ ...found, args: CHROMIUM_ARGS }) + "\n");
}
