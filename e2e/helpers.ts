import { execFileSync } from "node:child_process";
import path from "node:path";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";

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

/** Playwright's test: a page acts as soon as it shows its text, as a person does (no waiting for the script). */
export const test = base;

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
