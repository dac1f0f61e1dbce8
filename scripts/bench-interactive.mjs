#!/usr/bin/env node
// `npm run bench:interactive [-- URL]`: how soon a public page answers a tap, on a throttled phone
// (Lighthouse's mobile profile: 150 ms RTT, 1.6 Mbps down, a 4x slower CPU) in Chromium
// (scripts/chromium.mjs), against a running server (default localhost:4000). For each public page, a
// person taps a control the moment the page first paints (first contentful paint, FCP): the menu
// button, or on /login the Admin tab. Prints, as medians of RUNS runs (default 3), in ms from the
// start of navigation: FCP, when the tap landed (the harness needs a moment after the paint), when its
// effect shows ("responds"), the gap (from the tap, or the paint if later, to its effect), when
// the page's script has taken the page over ("live"), the largest paint (LCP), and how many taps were
// lost or done twice. Three variants, interleaved run by run (VARIANTS=today to measure one):
//   before: as the site was before issue 24: nothing kept before the script runs (the capture switched off);
//   early:  the capture, and the app's script requested as soon as the page names it (what starting
//           early would buy), instead of after the first paint and the important images (public/boot.js);
//   today:  as built (the capture; the script after the first paint and the important images).
// TAPS=Menu,View More measures only the taps whose names start so.
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";

const base = (process.argv[2] ?? "http://localhost:4000").replace(/\/$/, "");
const RUNS = Number(process.env.RUNS ?? 3);
const MENU = {
  name: "Menu",
  tap: 'button[aria-controls="main-menu"]',
  done: 'button[aria-controls="main-menu"][aria-expanded="true"]',
};
const buses = await fetch(`${base}/api/buses`)
  .then((r) => r.json())
  .catch(() => []);
const bus = Array.isArray(buses) && buses[0] ? `/buses/${buses[0].id}` : null;
// Controls whose effect needs the page's script (a form's check of its fields), and View More
// Destinations, which answers without it: each tapped at the first paint like the menu.
const SUBMIT = { name: "submit", tap: "main form button[type=submit]", done: 'main form [aria-invalid="true"]' };
const VIEW_MORE = {
  name: "View More",
  tap: '[aria-controls="destinations-list"]',
  done: '[aria-controls="destinations-list"][aria-expanded="true"]',
};
const PAGES = [
  ["/", MENU],
  ["/", VIEW_MORE],
  ["/buses", MENU],
  ...(bus ? [[bus, MENU]] : []),
  ["/booking", MENU],
  ["/about", MENU],
  ["/contact", MENU],
  ["/register", MENU],
  ["/login", { name: "Admin tab", tap: "#login-tab-admin", done: '#login-tab-admin[aria-selected="true"]' }],
  ["/contact", { ...SUBMIT, name: "Send (empty)" }],
  ["/register", { ...SUBMIT, name: "Create Account (empty)" }],
  // On a phone the contact widget, open for its first 10 seconds, covers Sign In: the person presses
  // Enter in the first field instead (a submit all the same).
  ["/login", { ...SUBMIT, name: "Enter in Email (empty)", tap: "#main form input", key: "Enter" }],
].filter(([, control]) => !process.env.TAPS || process.env.TAPS.split(",").some((n) => control.name.startsWith(n)));

/** Runs in the page before its own scripts: the first paint, the tap and its effect, in page time. */
function instrument({ done, variant }) {
  const t = (window.__bench = { fcp: 0, lcp: 0, tap: 0, responds: 0, live: 0, effects: 0 });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") t.fcp = e.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) t.lcp = e.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  // "before": the capture switched off (whatever it would keep goes on to a page nobody listens to yet).
  if (variant === "before")
    Object.defineProperty(window, "__capture", {
      configurable: true,
      set(cap) {
        cap.owns = () => true;
        Object.defineProperty(window, "__capture", { value: cap, writable: true });
      },
    });
  // "early": the app's entry imported the moment the parser meets boot.js (boot.js's own import is then a no-op).
  if (variant === "early")
    new MutationObserver((_, observer) => {
      const entry = document.querySelector("script[data-entry]")?.getAttribute("data-entry");
      if (!entry) return;
      observer.disconnect();
      import(entry);
    }).observe(document, { subtree: true, childList: true });
  addEventListener("pointerdown", () => (t.tap ||= performance.now()), true);
  let was = false;
  const check = () => {
    const now = !!document.querySelector(done);
    if (now && !was) {
      t.effects++;
      t.responds ||= performance.now();
    }
    was = now;
    if (!t.live && document.documentElement.dataset.live === "true") t.live = performance.now();
    requestAnimationFrame(check);
  };
  // The effect is looked for each frame, and also on each change of the document (a frame may be late).
  new MutationObserver(check).observe(document, { subtree: true, attributes: true, childList: true });
  requestAnimationFrame(check);
}

const browser = await chromium.launch({ executablePath: (await findChromium()).path, args: CHROMIUM_ARGS });
/** One first visit of `route`, the tap made at the first paint. */
async function visit(route, control, variant) {
  const ctx = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "block",
  });
  const page = await ctx.newPage();
  await page.addInitScript(instrument, { done: control.done, variant });
  const cdp = await ctx.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(base + route, { waitUntil: "commit" });
  await page.waitForFunction(() => window.__bench?.fcp > 0 && document.querySelector("#root *"), null, { polling: 10 });
  // A person's tap: a touch at the control's place, whether or not the page's script is listening yet.
  const target = page.locator(control.tap).first();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  if (control.key) await page.keyboard.press(control.key);
  await page
    .waitForFunction(() => window.__bench.responds && window.__bench.live, null, { timeout: 8000 })
    .catch(() => {});
  await page.waitForTimeout(500);
  const r = await page.evaluate(() => window.__bench);
  await ctx.close();
  return r;
}

const variants = (process.env.VARIANTS ?? "before,early,today").split(",");
const rows = [];
for (const [route, control] of PAGES) {
  const runs = Object.fromEntries(variants.map((v) => [v, []]));
  // Interleaved: each variant's run i follows the other's, so both see the same machine.
  for (let i = 0; i < RUNS; i++) for (const v of variants) runs[v].push(await visit(route, control, v));
  for (const v of variants) {
    const med = (f) => {
      const xs = runs[v].map(f).sort((a, b) => a - b);
      return Math.round(xs[Math.floor(xs.length / 2)]);
    };
    const answered = runs[v].filter((r) => r.responds);
    rows.push({
      page: route,
      tap: control.name,
      start: v,
      "FCP ms": med((r) => r.fcp),
      "LCP ms": med((r) => r.lcp),
      "tap ms": med((r) => r.tap),
      "responds ms": answered.length ? med((r) => r.responds || Infinity) : "never",
      // How long the person waits after their tap (made as soon as the page painted) for its effect.
      "gap ms": answered.length ? med((r) => (r.responds || Infinity) - Math.max(r.fcp, r.tap)) : "lost",
      "live ms": med((r) => r.live || Infinity),
      lost: runs[v].filter((r) => r.effects === 0).length,
      twice: runs[v].filter((r) => r.effects > 1).length,
    });
  }
}
await browser.close();
console.log(`${base}, ${RUNS} runs per page, medians; a tap at the first paint (390 px phone, 4x CPU, slow 4G)`);
console.table(rows);
