import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type APIRequestContext, type Page, type Request } from "@playwright/test";

/**
 * Waits until React owns every element of the page. Public pages need no waiting: what a person does
 * from the first paint is kept and done once the page runs (client/capture.inline.js,
 * e2e/first-paint.spec.ts). Kept for tests about something else that must read React's own state.
 */
export async function pageReady(page: Page) {
  await page.waitForFunction(
    () =>
      !document.getElementById("apollo-state") ||
      (document.documentElement.dataset.ready === "true" &&
        // (React's own resource hints, such as <link rel="preload">, are not elements it hydrates.)
        [...document.querySelectorAll("#root *:not(link, meta, script, style)")].every((el) =>
          Object.keys(el).some((k) => k.startsWith("__react")),
        )),
  );
}

/** The product as `npm start` serves it, one per Playwright worker: its own port, data folder and database. */
interface Site {
  url: string;
  /** The site's data folder (its outbox, its JWT secret, its embedded PostgreSQL). */
  dataDir: string;
}

// The browser tests make many logins and bookings from 127.0.0.1: limits far above that (server/test covers the limits).
const GENEROUS_LIMITS = Object.fromEntries(
  ["LOGIN", "REGISTER", "REFRESH", "PASSWORD_RESET", "BOOKING", "CONTACT", "UPLOAD"].map((k) => [
    `RATE_LIMIT_${k}`,
    "100000/60",
  ]),
);

/**
 * Starts `npm start`'s script on a fresh data folder and waits until it answers /healthz: the worker's site, or with
 * `name` a site of a spec's own (its own port range and folder) with more of the environment (`env`).
 */
export async function startSite(
  index: number,
  more: { name?: string; portOffset?: number; env?: Record<string, string> } = {},
): Promise<{ site: Site; stop(): Promise<void> }> {
  const root = path.resolve(__dirname, "..");
  const port = Number(process.env.E2E_PORT || 4199) + (more.portOffset ?? 0) + index;
  const dataDir = path.join(root, ".data", `e2e-${more.name ? `${more.name}-` : ""}${index}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      NODE_ENV: "test",
      ACCESS_TOKEN_TTL: process.env.E2E_ACCESS_TOKEN_TTL || "900",
      ...GENEROUS_LIMITS,
      ...more.env,
    },
  });
  // What the server says on stderr (warnings, a failed start) shows in the run's output.
  child.stderr!.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    const code = await Promise.race([exited, new Promise<"wait">((r) => setTimeout(() => r("wait"), 200))]);
    if (code !== "wait") throw new Error(`npm start for the browser tests' worker ${index} exited with ${code}`);
  }
  return {
    site: { url, dataDir },
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * Playwright's test, on a site of the worker's own (tests in parallel workers never see each other's data or
 * settings). A page acts as soon as it shows its text, as a person does (no waiting for the script).
 */
export const test = base.extend<object, { site: Site }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, worker) => {
      const started = await startSite(worker.parallelIndex);
      await use(started.site);
      await started.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ site }, use) => use(site.url),
  // A failed test's requests, in order (time from the test's start, method, address, GraphQL operation, status or
  // failure), attached to its result: the trace keeps no network (playwright.config.ts), and this costs nothing.
  page: async ({ page }, use, testInfo) => {
    const start = Date.now();
    const seen: string[] = [];
    const note = (r: Request, outcome: string) => {
      let operation: { operationName?: string } | null = null;
      try {
        if (r.url().endsWith("/graphql") && r.method() === "POST") operation = r.postDataJSON() as typeof operation;
      } catch {
        // Not JSON (an upload): no operation name.
      }
      seen.push(
        `${Date.now() - start} ms ${r.method()} ${r.url()}${operation?.operationName ? ` ${operation.operationName}` : ""} ${outcome}`,
      );
    };
    page.on(
      "requestfinished",
      (r) =>
        void r.response().then(
          (res) => note(r, String(res?.status() ?? "?")),
          () => note(r, "(page closed)"),
        ),
    );
    page.on("requestfailed", (r) => note(r, `failed: ${r.failure()?.errorText ?? "?"}`));
    page.on(
      "console",
      (m) => void (m.type() === "error" && seen.push(`${Date.now() - start} ms console: ${m.text()}`)),
    );
    page.on("pageerror", (e) => seen.push(`${Date.now() - start} ms page error: ${e.message}`));
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach("requests", { body: seen.join("\n"), contentType: "text/plain" });
  },
});

/** A file in the data folder of the site the current test runs against (its outbox, its JWT secret). */
export const siteFile = (...parts: string[]) =>
  path.join(path.resolve(__dirname, ".."), ".data", `e2e-${test.info().parallelIndex}`, ...parts);

export const ADMIN = { login: "admin@kashicoachtours.in", password: "KashiAdmin@2005" };

/** Fails the test if the page asks any host but ours. */
export function forbidOtherHosts(page: Page) {
  const foreign: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (
      !["127.0.0.1", "localhost"].includes(url.hostname) &&
      !url.protocol.startsWith("data") &&
      !url.protocol.startsWith("blob")
    )
      foreign.push(req.url());
  });
  return () => expect(foreign, "requests to other hosts").toEqual([]);
}

/** Signs in on the given tab; unless `expectRefusal`, waits until the app has left /login. */
export async function loginAs(
  page: Page,
  tab: "User" | "Admin",
  login: string,
  password: string,
  expectRefusal = false,
) {
  await page.goto("/login");
  await page.getByRole("tab", { name: tab }).click();
  await page.getByLabel("Email or Username").fill(login);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  if (!expectRefusal) await expect(page).not.toHaveURL(/\/login$/);
}

/** India Standard Time is UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;
/** A date `days` from today by India's calendar (the operator's, as the server counts it), YYYY-MM-DD. */
export const future = (days: number) =>
  new Date(Date.now() + IST_OFFSET_MS + days * 86400000).toISOString().slice(0, 10);

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs the admin in through the API and stores the session the way the login page does; answers the token. */
export async function signInAdmin(page: Page, request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/auth/login", { data: { login: ADMIN.login, pswd: ADMIN.password } });
  const session = await res.json();
  await page.addInitScript((s: Record<string, string>) => {
    for (const k of ["token", "refreshToken", "role", "name", "username", "userId"])
      if (s[k]) localStorage.setItem(k, s[k]);
  }, session);
  return session.token;
}

/** A YYYY-MM-DD date as the English pages write it: Dec 5, 2026. */
export const englishDate = (d: string) =>
  new Date(`${d}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

/** A GraphQL request through the API (with a Bearer token when given); fails the test on an error. */
export async function gql(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
) {
  const res = await request.post("/graphql", {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = await res.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** The admin's access token, signed in through GraphQL. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const data = await gql(request, `mutation($i: LoginInput!) { login(input: $i) { token } }`, {
    i: { login: ADMIN.login, password: ADMIN.password },
  });
  return data.login.token;
}

/** A new bus (20 seats, maintained 10 days ago) created by staff; its id. */
export async function createBus(request: APIRequestContext, token: string, name: string): Promise<string> {
  const i = {
    name,
    capacity: 20,
    description: "d",
    features: ["AC"],
    images: [],
    lastMaintenance: future(-10),
    popularRoutes: [],
  };
  const data = await gql(request, `mutation($i: BusInput!) { createBus(input: $i) { id } }`, { i }, token);
  return data.createBus.id;
}

/** Waits for a GraphQL mutation's successful answer. */
export async function saved(page: Page, operation: string) {
  const res = await page.waitForResponse(
    (r) => r.url().endsWith("/graphql") && (r.request().postData() ?? "").includes(`"operationName":"${operation}"`),
  );
  expect((await res.json()).errors).toBeUndefined();
}

/** The PDF's text, read by pdf-parse (pdf.js) in a child process. */
export function pdfText(file: string): string {
  const script = `import { PDFParse } from "pdf-parse"; import fs from "node:fs";
    const r = await new PDFParse({ data: new Uint8Array(fs.readFileSync(process.argv[1])) }).getText(); process.stdout.write(r.text);`;
  return execFileSync(process.execPath, ["--input-type=module", "-e", script, file], {
    cwd: path.join(__dirname, "../server"),
    encoding: "utf8",
  });
}
