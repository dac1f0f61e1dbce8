#!/usr/bin/env node
// `npm run bench:home [-- URL [URL2 ...]]`: each public page's start-up on a throttled phone (Lighthouse's
// slow 4G and a 4x slower CPU, 390 px) in Chromium (scripts/chromium.mjs), against running servers (default
// localhost:4000). The routes are Lighthouse's seven (scripts/lighthouse.mjs; ROUTES=/,/buses overrides,
// a bus page is found through the API), RUNS=5 first visits of each (medians printed).
//
// Per page, from the navigation until the page is live (`data-live`), the network idle and 3 s more:
// - the main thread's time (a trace, grouped as Lighthouse's "main-thread work breakdown" does): all of it,
//   script compile, script evaluation, style and layout, HTML parse, garbage collection;
// - hydration, seen from outside the app: React's root takes its events (`hydrateRoot` adds its listeners to
//   #root) and commits (a stand-in React DevTools hook, `__REACT_DEVTOOLS_GLOBAL_HOOK__`, which production
//   React calls at each commit): the main thread's busy time from hydrateRoot to the last commit, the wall
//   time to the first and the last commit, the commits, and the components in the tree at the end;
// - long tasks (a `longtask` PerformanceObserver installed before the page's first script): how many, their
//   sum, and "blocking", their time past 50 ms after the first paint (Lighthouse's TBT counts the same tasks);
// - the JavaScript evaluated (decoded bytes of the scripts loaded), the first and largest paints, and on the
//   home page when its fleet's three cards appear.
// Several URLs are measured interleaved (each run visits every page on every URL, in turns), so two builds
// served side by side compare on the same machine at the same moment; the rows are labelled A, B, ...
// DETAIL=1 also prints, per page and URL, the long tasks of the median run (each named by its largest part)
// and the scripts loaded. TRACE_DIR=dir keeps every visit's trace (Chrome's Performance panel opens them).
// JSON=file writes every run's figures.
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { MainThreadTasks } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";
import { publicRoutes } from "./public-routes.mjs";

const bases = (process.argv.length > 2 ? process.argv.slice(2) : ["http://localhost:4000"]).map((b) =>
  b.replace(/\/$/, ""),
);
const RUNS = Number(process.env.RUNS || 5);
const QUIET_MS = 3000;

const routes = await publicRoutes(bases[0]);

// Lighthouse's trace categories without screenshots and stacks.
const CATEGORIES = [
  "-*",
  "disabled-by-default-lighthouse",
  "loading",
  "v8",
  "v8.execute",
  "blink.user_timing",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
].join(",");

/** Installed before the page's first script: long tasks, React's root listeners and commits. */
function instrument() {
  const k = (window.__bench = { longTasks: [], commits: [], hydrateAt: null, root: null });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) k.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: "longtask", buffered: true });
  } catch {
    // no Long Tasks API
  }
  const add = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (...args) {
    if (k.hydrateAt === null && this instanceof Element && this.id === "root") k.hydrateAt = performance.now();
    return add.apply(this, args);
  };
  let renderers = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject() {
      return ++renderers;
    },
    checkDCE() {},
    onCommitFiberRoot(_id, root) {
      k.commits.push(performance.now());
      k.root = root;
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
    setStrictMode() {},
  };
}

/** Read at the end: the components React has in its tree, and the server parts it has not taken over yet. */
function readPage() {
  const k = window.__bench;
  let components = 0;
  let dehydrated = 0;
  const stack = k.root ? [k.root.current] : [];
  while (stack.length) {
    const f = stack.pop();
    // Function, class, forwardRef, memo and simple memo components.
    if ([0, 1, 11, 14, 15].includes(f.tag)) components++;
    // A Suspense boundary still showing the server's HTML (its code or data not there yet).
    if (f.tag === 13 && f.memoizedState?.dehydrated) dehydrated++;
    if (f.sibling) stack.push(f.sibling);
    if (f.child) stack.push(f.child);
  }
  const paint = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
  const scripts = performance
    .getEntriesByType("resource")
    .filter((e) => /\.m?js(\?|$)/.test(e.name))
    .map((e) => [new URL(e.name).pathname, e.decodedBodySize]);
  return {
    longTasks: k.longTasks,
    commits: k.commits,
    hydrateAt: k.hydrateAt,
    components,
    dehydrated,
    fcp: paint("first-contentful-paint"),
    scripts,
  };
}

async function collectTrace(cdp) {
  const events = [];
  const onData = (d) => events.push(...d.value);
  cdp.on("Tracing.dataCollected", onData);
  const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.end");
  await done;
  cdp.off("Tracing.dataCollected", onData);
  return { traceEvents: events };
}

async function visit(browser, url, isHome) {
  const ctx = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await ctx.addInitScript(instrument);
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
  await cdp.send("Tracing.start", { categories: CATEGORIES, transferMode: "ReportEvents" });
  await page.goto(url, { waitUntil: "commit" });
  const timings = await page.evaluate(async (home) => {
    // Polled every 50 ms (a few querySelectorAll, little next to the page's own work).
    const wait = (fn) =>
      new Promise((r) => {
        const f = () => (fn() ? r(Math.round(performance.now())) : setTimeout(f, 50));
        f();
      });
    const fleet = home ? await wait(() => document.querySelectorAll("a[href^='/buses/']").length >= 3) : null;
    const lcp = await new Promise((r) =>
      new PerformanceObserver((l) => {
        const e = l.getEntries();
        r(Math.round(e[e.length - 1].startTime));
      }).observe({ type: "largest-contentful-paint", buffered: true }),
    );
    // `data-live` (SiteShell's PageReady): the page runs and what was done before it has been done again.
    const live = await new Promise((r) => {
      const html = document.documentElement;
      const done = () => html.dataset.live === "true" && (observer.disconnect(), r(Math.round(performance.now())));
      const observer = new MutationObserver(done);
      observer.observe(html, { attributes: true, attributeFilter: ["data-live"] });
      done();
      setTimeout(() => (observer.disconnect(), r(null)), 30_000);
    });
    return { fleet, lcp, live };
  }, isHome);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(QUIET_MS);
  const inPage = await page.evaluate(readPage);
  const trace = await collectTrace(cdp);
  await ctx.close();
  return { ...timings, ...inPage, kB: Math.round(bytes / 1024), trace };
}

const GROUPS = {
  compile: "scriptParseCompile",
  evaluate: "scriptEvaluation",
  style: "styleLayout",
  paint: "paintCompositeRender",
  html: "parseHTML",
  gc: "garbageCollection",
};

/** The figures of one visit: the trace's main-thread work by group, hydration, long tasks. */
function figures(v) {
  const processed = TraceProcessor.processTrace(v.trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  ).filter((t) => t.endTime > 0);
  const top = tasks.filter((t) => !t.parent);
  const sum = (list, f) => list.reduce((s, x) => s + f(x), 0);
  // Thread time (CPU the main thread used, µs in the trace): unlike wall time, not lengthened when the
  // machine's other work or the throttling itself takes the CPU away, so it compares across a busy machine.
  const cpu = (t) => {
    const d = t.event.tdur ?? (t.endEvent && t.endEvent.tts - t.event.tts);
    return Number.isFinite(d) ? d / 1000 : 0;
  };
  const selfCpu = (t) => Math.max(0, cpu(t) - sum(t.children, cpu));
  const out = { cpu: sum(top, cpu), busy: sum(top, (t) => t.duration) };
  for (const [name, group] of Object.entries(GROUPS))
    out[name] = sum(
      tasks.filter((t) => t.group.id === group),
      selfCpu,
    );
  const start = v.hydrateAt;
  const last = v.commits.at(-1);
  // A task's share of the window [a, b], its CPU time in proportion.
  const share = (t, a, b) => Math.max(0, Math.min(t.endTime, b) - Math.max(t.startTime, a)) / (t.duration || 1);
  out.hydration = start != null && last != null ? sum(top, (t) => share(t, start, last) * cpu(t)) : null;
  out.firstCommit = start != null && v.commits[0] != null ? v.commits[0] - start : null;
  out.lastCommit = start != null && last != null ? last - start : null;
  out.commits = v.commits.length;
  out.components = v.components;
  out.dehydrated = v.dehydrated;
  out.longTasks = v.longTasks.length;
  out.longMs = sum(v.longTasks, ([, d]) => d);
  out.blocking = sum(
    v.longTasks.filter(([s]) => v.fcp == null || s >= v.fcp),
    ([, d]) => d - 50,
  );
  out.jsKB = sum(v.scripts, ([, b]) => b) / 1024;
  out.fcp = v.fcp;
  out.lcp = v.lcp;
  out.live = v.live;
  out.fleet = v.fleet;
  out.kB = v.kB;
  // The long tasks, each named by its largest part (DETAIL=1).
  const name = (t) => {
    const d = t.event.args?.data ?? {};
    const url = (d.url ?? "").replace(/^.*\//, "");
    return [t.event.name, d.functionName, url && url + (d.lineNumber != null ? `:${d.lineNumber}` : "")]
      .filter(Boolean)
      .join(" ");
  };
  const largest = (t) => (t.children.length ? t.children.reduce((a, b) => (b.duration > a.duration ? b : a)) : t);
  out.long = top
    .filter((t) => t.duration >= 50)
    .map((t) => {
      let part = largest(t);
      while (part.children.length && part.selfTime < part.duration / 2) part = largest(part);
      return [Math.round(t.startTime), Math.round(t.duration), name(part)];
    });
  out.scripts = v.scripts;
  return out;
}

const chromiumPath = (await findChromium()).path;
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
const label = (i) => String.fromCharCode(65 + i);
const results = new Map(); // route -> base index -> figures[]
for (let run = 0; run < RUNS; run++) {
  for (const route of routes) {
    // Turns: A B on one run, B A on the next, so neither build always comes first.
    const order = bases.map((_, i) => i);
    if (run % 2) order.reverse();
    for (const i of order) {
      const v = await visit(browser, bases[i] + route, route === "/");
      if (process.env.TRACE_DIR)
        fs.writeFileSync(
          `${process.env.TRACE_DIR}/${label(i)}${route.replace(/\W+/g, "_")}-${run + 1}.json`,
          JSON.stringify(v.trace),
        );
      const f = figures(v);
      const row =
        results.get(route) ??
        results
          .set(
            route,
            bases.map(() => []),
          )
          .get(route);
      row[i].push(f);
      process.stderr.write(
        `run ${run + 1}/${RUNS} ${label(i)} ${route}: cpu ${Math.round(f.cpu)} ms, busy ${Math.round(f.busy)} ms, hydration cpu ${Math.round(f.hydration ?? NaN)} ms, blocking ${Math.round(f.blocking)} ms\n`,
      );
    }
  }
}
await browser.close();

const median = (xs) => {
  const s = xs.filter((x) => x != null && Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return null;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const COLUMNS = [
  ["cpu ms", "cpu"],
  ["busy ms", "busy"],
  ["compile", "compile"],
  ["evaluate", "evaluate"],
  ["style+layout", "style"],
  ["html", "html"],
  ["gc", "gc"],
  ["hydration cpu", "hydration"],
  ["→1st commit", "firstCommit"],
  ["→last commit", "lastCommit"],
  ["commits", "commits"],
  ["components", "components"],
  ["long tasks", "longTasks"],
  ["long ms", "longMs"],
  ["blocking ms", "blocking"],
  ["JS kB", "jsKB"],
  ["FCP", "fcp"],
  ["LCP", "lcp"],
  ["live", "live"],
];
const table = [];
for (const [route, perBase] of results)
  perBase.forEach((runs, i) => {
    const row = { page: route.replace(/^\/buses\/.+/, "/buses/:id"), build: label(i) };
    for (const [name, key] of COLUMNS) {
      const m = median(runs.map((r) => r[key]));
      row[name] = m == null ? "-" : Math.round(m);
    }
    if (route === "/") row.fleet = Math.round(median(runs.map((r) => r.fleet)));
    row["kB in"] = Math.round(median(runs.map((r) => r.kB)));
    table.push(row);
  });
console.log(
  `Start-up on a throttled phone (4x CPU, slow 4G), medians of ${RUNS} first visits; ms from the navigation's start`,
);
bases.forEach((b, i) => console.log(`  ${label(i)}: ${b}`));
console.table(table);

if (process.env.DETAIL)
  for (const [route, perBase] of results)
    perBase.forEach((runs, i) => {
      const mid = [...runs].sort((a, b) => a.busy - b.busy)[Math.floor(runs.length / 2)];
      console.log(
        `${route} ${label(i)} (the run with the median busy time): tasks of 50 ms or more (start, ms, largest part)`,
      );
      for (const [at, ms, part] of mid.long)
        console.log(`  ${String(at).padStart(6)} ${String(ms).padStart(5)}  ${part}`);
      console.log(`  scripts (decoded kB): ${mid.scripts.map(([u, b]) => `${u} ${Math.round(b / 1024)}`).join(", ")}`);
    });
if (process.env.JSON) {
  const strip = (f) => Object.fromEntries(Object.entries(f).filter(([k]) => k !== "scripts"));
  const byRoute = [...results].map(([route, perBase]) => [route, perBase.map((runs) => runs.map(strip))]);
  fs.writeFileSync(
    process.env.JSON,
    JSON.stringify({ bases, runs: RUNS, results: Object.fromEntries(byRoute) }, null, 1),
  );
}
