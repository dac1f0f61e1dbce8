import { test as base, expect, type Page } from "@playwright/test";

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
