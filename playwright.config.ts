import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// CHROMIUM_PATH, a system Chromium, Playwright's own, or the one npm install brought (scripts/chromium.mjs).
// Resolved once and handed to the workers through the environment.
const browser: { path: string; args: string[] } = JSON.parse(
  execFileSync(process.execPath, [path.join(__dirname, "scripts/chromium.mjs")], { encoding: "utf8" }),
);
process.env.CHROMIUM_PATH = browser.path;

/**
 * Browser journeys in Chromium against the built app as `npm start` serves it, one site per worker on a fresh
 * embedded PostgreSQL of its own (e2e/helpers.ts `site`: ports E2E_PORT, E2E_PORT + 1, ...; data in .data/e2e-N).
 */
export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Files are shared out between the workers (each file's tests run in order in one worker, unless the file says
  // otherwise): E2E_WORKERS, by default two per core (the tests wait on pages, timers and e-mail more than they
  // compute: two workers kept this 2-core machine under half busy).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS || 2 * os.availableParallelism()),
  // No retries: a test that fails once shows a defect a person would meet.
  retries: 0,
  reporter: [["list"]],
  use: {
    browserName: "chromium",
    // Customers and staff are in India: the browser's calendar is theirs (the server counts days by it too).
    timezoneId: "Asia/Kolkata",
    // A failed test keeps its trace: each action with its timing and log (and error-context.md, the page's
    // accessibility tree when it failed; e2e/helpers.ts attaches its requests and console errors). Without the
    // screencast (a JPEG of every frame) and the DOM snapshots of every action (and, with them, the network):
    // recording them took a third of the browser tests' CPU on two cores. `npx playwright test <file> --trace on`
    // records everything for a test being looked into.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    // The site's service worker would fetch scripts past page.route(); the test of offline use allows it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: browser.path,
      args: browser.args,
    },
  },
});
