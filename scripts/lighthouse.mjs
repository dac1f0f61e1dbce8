#!/usr/bin/env node
// `npm run lighthouse [-- URL]`: Lighthouse 13 with its mobile defaults (simulated slow 4G, 4x CPU)
// in the Chromium the browser tests use (scripts/chromium.mjs), against a running server (default
// localhost:4000). Prints performance, LCP, TBT, CLS, SEO and accessibility for each public route.
// ROUTES=/,/buses overrides the list; a bus page is found through the API.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";
import { publicRoutes } from "./public-routes.mjs";

const base = (process.argv[2] ?? "http://localhost:4000").replace(/\/$/, "");
const routes = await publicRoutes(base);

const chrome = await chromeLauncher.launch({
  chromePath: (await findChromium()).path,
  chromeFlags: [...CHROMIUM_ARGS, "--headless=new"],
});
const rows = [];
try {
  for (const route of routes) {
    const { lhr } = await lighthouse(`${base}${route}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "seo", "accessibility"],
    });
    const audit = (id) => lhr.audits[id]?.numericValue;
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    rows.push({
      route,
      performance: score("performance"),
      "LCP s": +(audit("largest-contentful-paint") / 1000).toFixed(2),
      "TBT ms": Math.round(audit("total-blocking-time")),
      CLS: +audit("cumulative-layout-shift").toFixed(3),
      SEO: score("seo"),
      accessibility: score("accessibility"),
      failing: Object.values(lhr.categories)
        .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id].score ?? 1) < 0.9).map((r) => r.id))
        .filter(
          (id) =>
            ![
              "largest-contentful-paint",
              "total-blocking-time",
              "cumulative-layout-shift",
              "first-contentful-paint",
              "speed-index",
            ].includes(id),
        )
        .join(" "),
    });
  }
} finally {
  await chrome.kill();
}
console.table(rows);
