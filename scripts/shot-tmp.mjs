import { chromium } from "@playwright/test";
import { execFileSync } from "node:child_process";
const b = JSON.parse(execFileSync(process.execPath, ["scripts/chromium.mjs"], { encoding: "utf8" }));
const browser = await chromium.launch({ executablePath: b.path, args: b.args });
const [w, h] = process.argv[2].split("x").map(Number);
const page = await browser.newPage({ viewport: { width: w, height: h } });
for (const u of process.argv.slice(3)) {
  await page.goto("http://127.0.0.1:4600" + u, { waitUntil: "networkidle" });
  if (process.env.RELOAD === "1") await page.reload({ waitUntil: "networkidle" });
  await page.waitForTimeout(800);
  const name = `/tmp/shot-${w}-${u.replace(/\//g, "_") || "root"}.png`;
  await page.screenshot({ path: name, fullPage: process.env.FULL === "1" });
  console.log(name);
}
await browser.close();
