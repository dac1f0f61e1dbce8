#!/usr/bin/env node
// `npm run bench:home [-- URL]`: the home page on a throttled phone (Lighthouse's slow 4G and a 4x
// slower CPU) in Chromium (scripts/chromium.mjs), five runs against a running server (default localhost:4000).
// Prints when the hero heading, the largest paint and the fleet's three cards appear (ms from the
// start of navigation, medians), and the bytes transferred until the network is idle.
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";
const base = process.argv[2] ?? "http://localhost:4000";
const browser = await chromium.launch({ executablePath: (await findChromium()).path, args: CHROMIUM_ARGS });
const runs = [];
for (let i = 0; i < 5; i++) {
  const ctx = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send("Network.enable");
  // Slow 4G (Lighthouse's mobile profile): 150 ms RTT, 1.6 Mbps down, 750 kbps up; CPU 4x slower.
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let bytes = 0;
  cdp.on("Network.loadingFinished", (e) => {
    bytes += e.encodedDataLength;
  });
  await page.goto(base + "/", { waitUntil: "commit" });
  const t = await page.evaluate(async () => {
    const wait = (fn) =>
      new Promise((r) => {
        const f = () => (fn() ? r(Math.round(performance.now())) : setTimeout(f, 10));
        f();
      });
    const hero = await wait(() => document.querySelector("h1"));
    const fleet = await wait(() => document.querySelectorAll("a[href^='/buses/']").length >= 3);
    const lcp = await new Promise((r) =>
      new PerformanceObserver((l) => {
        const e = l.getEntries();
        r(Math.round(e[e.length - 1].startTime));
      }).observe({ type: "largest-contentful-paint", buffered: true }),
    );
    return { hero, fleet, lcp };
  });
  await page.waitForLoadState("networkidle");
  t.kB = Math.round(bytes / 1024);
  runs.push(t);
  await ctx.close();
}
await browser.close();
const med = (k) => runs.map((r) => r[k]).sort((a, b) => a - b)[2];
console.log(
  base,
  JSON.stringify(runs),
  "median hero",
  med("hero"),
  "lcp",
  med("lcp"),
  "fleet",
  med("fleet"),
  "transferred kB",
  med("kB"),
);
