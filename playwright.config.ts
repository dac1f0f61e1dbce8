import { execFileSync } from "node:child_process";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// The browser tests make many logins and bookings from 127.0.0.1: limits far above that (server/test covers the limits).
const GENEROUS_LIMITS = Object.fromEntries(
  ["LOGIN", "REGISTER", "REFRESH", "PASSWORD_RESET", "BOOKING", "CONTACT", "UPLOAD"].map((k) => [
    `RATE_LIMIT_${k}`,
    "100000/60",
  ]),
);
const PORT = Number(process.env.E2E_PORT || 4199);
// CHROMIUM_PATH, a system Chromium, Playwright's own, or the one npm install brought (scripts/chromium.mjs).
// Resolved once and handed to the workers through the environment.
const browser: { path: string; args: string[] } = JSON.parse(
  execFileSync(process.execPath, [path.join(__dirname, "scripts/chromium.mjs")], { encoding: "utf8" }),
);
process.env.CHROMIUM_PATH = browser.path;

/** Browser journeys against the built app on a fresh embedded PostgreSQL, in Chromium. */
export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // No retries: a test that fails once shows a defect a person would meet.
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    // Customers and staff are in India: the browser's calendar is theirs (the server counts days by it too).
    timezoneId: "Asia/Kolkata",
    trace: "retain-on-failure",
    // The site's service worker would fetch scripts past page.route(); the test of offline use allows it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: browser.path,
      args: browser.args,
    },
  },
  webServer: {
    // Exactly what a user runs (npm start), on a data folder of its own.
    command: "rm -rf .data/e2e && npm start",
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: ".data/e2e",
      HOST: "127.0.0.1",
      NODE_ENV: "test",
      ACCESS_TOKEN_TTL: process.env.E2E_ACCESS_TOKEN_TTL || "900",
      ...GENEROUS_LIMITS,
    },
  },
});
