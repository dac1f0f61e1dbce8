import { test as base, expect, type Page } from "@playwright/test";

/**
 * A server-rendered page is on screen before its script runs; typing into a form before then would
 * go unseen by the page. Waits until the page runs (the shell marks <html data-ready>); pages drawn
 * only in the browser (no server state in them) are ready at once.
 */
export async function pageReady(page: Page) {
  await page.waitForFunction(
    () =>
      !document.getElementById("apollo-state") ||
      (document.documentElement.dataset.ready === "true" &&
        // Parts whose code loads after the first screen (below the home page's hero) hydrate later:
        // until React owns their elements, a click on them goes unseen.
        // (React's own resource hints, such as <link rel="preload">, are not elements it hydrates.)
        [...document.querySelectorAll("#root *:not(link, meta, script, style)")].every((el) =>
          Object.keys(el).some((k) => k.startsWith("__react")),
        )),
  );
}

/** Playwright's test, whose page waits for a server-rendered page to run after goto and reload. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await pageReady(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await pageReady(page);
      return response;
    };
    await use(page);
  },
});

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
  await pageReady(page);
  await page.getByRole("tab", { name: tab }).click();
  await page.getByLabel("Email or Username").fill(login);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  if (!expectRefusal) await expect(page).not.toHaveURL(/\/login$/);
}

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
