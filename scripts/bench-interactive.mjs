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
//   before: the site before the first-paint capture: nothing kept before the script runs (the capture off);
//   early:  the capture, and the app's script requested as soon as the page names it (what starting
//           early would buy), instead of after the first paint and the important images (public/boot.js);
//   today:  as built (the capture; the script after the first paint and the important images).
// TAPS=Menu,View More measures only the taps whose names start so.
// Sign In, Create Account and Send post at once before the script (server/src/http/forms.ts): their
// answer is another page, so every time is counted from the start of the first navigation, across pages
// (kept in sessionStorage); "post" is when the browser sent the form, and "pages" how many documents
// the visit saw (2: the form's page and the server's answer; 3 when a signed-in page goes on to /dashboard).
// The forms post natively in every variant (their method="post" is in the server's HTML): for those rows
// "before" no longer shows the site before the capture.
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
// A customer's account, to sign in with (the User tab) once the fields are filled at the first paint.
const account = { username: `bench_${Date.now().toString(36)}`, password: "bench-interactive-1" };
await fetch(`${base}/graphql`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({
    query: "mutation($i: RegisterInput!) { register(input: $i) { token } }",
    variables: {
      i: { name: "Bench", email: `${account.username}@example.com`, mobileNo: "+91 90000 12345", ...account },
    },
  }),
}).catch(() => {});
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
  ["/login", { ...SUBMIT, name: "Enter in Email (empty)", tap: '#main form input[name="login"]', key: "Enter" }],
  // Signed in: the effect is the dashboard's page (its URL), the session written on the way.
  [
    "/login",
    {
      name: "Enter in Email (filled)",
      fill: [
        ['#main form input[name="login"]', account.username],
        ['#main form input[name="password"]', account.password],
      ],
      tap: '#main form input[name="login"]',
      key: "Enter",
      done: "#root",
      path: "/dashboard",
    },
  ],
].filter(([, control]) => !process.env.TAPS || process.env.TAPS.split(",").some((n) => control.name.startsWith(n)));

/**
 * Runs in each page of a visit before its own scripts: the first paint, the tap, the post and the effect,
 * in ms from the start of the visit's first navigation (kept across pages in sessionStorage).
 */
function instrument({ done, path, variant }) {
  const store = sessionStorage;
  if (!store.getItem("bench-origin")) store.setItem("bench-origin", String(performance.timeOrigin));
  const origin = Number(store.getItem("bench-origin"));
  const since = (pageTime) => performance.timeOrigin + pageTime - origin;
  const now = () => since(performance.now());
  const t = (window.__bench = JSON.parse(
    store.getItem("bench") ?? '{"fcp":0,"lcp":0,"tap":0,"post":0,"responds":0,"live":0,"effects":0,"pages":0}',
  ));
  const first = ++t.pages === 1;
  t.live = 0;
  const save = () => store.setItem("bench", JSON.stringify(t));
  save();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint" && !t.fcp) t.fcp = since(e.startTime);
    save();
  }).observe({ type: "paint", buffered: true });
  if (first)
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) t.lcp = since(e.startTime);
      save();
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
  addEventListener("pointerdown", () => ((t.tap ||= now()), save()), true);
  addEventListener("keydown", (e) => e.key === "Enter" && ((t.tap ||= now()), save()), true);
  addEventListener("submit", () => ((t.post ||= now()), save()), true);
  let was = false;
  const check = () => {
    const here = !!document.querySelector(done) && (!path || location.pathname.endsWith(path));
    if (here && !was) {
      t.effects++;
      t.responds ||= now();
      save();
    }
    was = here;
    if (!t.live && document.documentElement.dataset.live === "true") {
      t.live = now();
      save();
    }
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
  await page.addInitScript(instrument, { done: control.done, path: control.path, variant });
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
  for (const [field, value] of control.fill ?? []) await page.locator(field).fill(value);
  const target = page.locator(control.tap).first();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  if (control.key) await page.keyboard.press(control.key);
  // The effect may be on another page (a form the browser posted): waiting starts again on each new page.
  const until = Date.now() + 10000;
  while (Date.now() < until) {
    const seen = await page
      .waitForFunction(() => window.__bench?.responds && window.__bench.live, null, {
        timeout: Math.max(1, until - Date.now()),
      })
      .then(
        () => true,
        (e) => /Timeout/.test(String(e)),
      );
    if (seen) break;
    await page.waitForLoadState("domcontentloaded").catch(() => {});
  }
  await page.waitForTimeout(500);
  const r = await page.evaluate(() => JSON.parse(sessionStorage.getItem("bench")));
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
      "post ms": runs[v].some((r) => r.post) ? med((r) => r.post || Infinity) : "-",
      "responds ms": answered.length ? med((r) => r.responds || Infinity) : "never",
      // How long the person waits after their tap (made as soon as the page painted) for its effect.
      "gap ms": answered.length ? med((r) => (r.responds || Infinity) - Math.max(r.fcp, r.tap)) : "lost",
      "live ms": med((r) => r.live || Infinity),
      pages: med((r) => r.pages),
      lost: runs[v].filter((r) => r.effects === 0).length,
      twice: runs[v].filter((r) => r.effects > 1).length,
    });
  }
}
await browser.close();
console.log(`${base}, ${RUNS} runs per page, medians; a tap at the first paint (390 px phone, 4x CPU, slow 4G)`);
console.table(rows);
