import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT || 4199);
const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** Browser journeys against the built app on a fresh embedded PostgreSQL, in Debian's Chromium. */
export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
    },
  },
  webServer: {
    command: "rm -rf .data/e2e && node server/dist/main.js",
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: { PORT: String(PORT), DATA_DIR: ".data/e2e", HOST: "127.0.0.1", NODE_ENV: "test", ACCESS_TOKEN_TTL: process.env.E2E_ACCESS_TOKEN_TTL || "900" },
  },
});
