/**
 * The contact panel opens by itself once per visit, on its first page, not on every page, and on a phone never over
 * a form's fields (the booking wizard's) or a quote's lines; the round button opens it whenever the visitor asks.
 */
import { expect, type Page } from "@playwright/test";
import { pageReady, test } from "./helpers";

const panel = (page: Page) => page.getByRole("region", { name: "Book with us" });

/** No field of the page's form lies under the contact panel (or anything else): each is what a tap there meets. */
async function fieldsUncovered(page: Page) {
  const fields = page.locator("main form input:visible, main form select:visible, main form button:visible");
  expect(await fields.count()).toBeGreaterThan(3);
  for (const field of await fields.all()) {
    await field.scrollIntoViewIfNeeded();
    const b = (await field.boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest("main form") !== null,
      [b.x + b.width / 2, b.y + b.height / 2],
    );
    expect(onTop, `${await field.getAttribute("name")} covered`).toBe(true);
  }
}

test("at 390 px the panel opens by itself on the visit's first page only, and never over the wizard's fields", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A visit that begins at the wizard: the panel does not open over its fields, nor later in the visit.
  await page.goto("/booking");
  await expect(page.getByRole("button", { name: "Open booking contacts" })).toBeVisible();
  await expect(page.getByLabel("Pickup Location")).toBeVisible();
  await expect(panel(page)).toHaveCount(0);
  await fieldsUncovered(page);
  await page.screenshot({ path: "test-results/shots/fixes/contact-wizard-390.png" });
  await page.goto("/about");
  // Once the page runs (where the first page of a visit would open it), it is closed: now, not after its 10 seconds.
  await pageReady(page);
  expect(await panel(page).count()).toBe(0);
  await page.getByRole("button", { name: "Open booking contacts" }).click();
  await expect(panel(page)).toBeVisible();

  // A visit that begins on a page without a form: it opens by itself, once.
  const visit = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await visit.goto("/about");
  await expect(panel(visit)).toBeVisible();
  await visit.screenshot({ path: "test-results/shots/fixes/contact-open-390.png" });
  // To the wizard by a link: the panel that opened by itself stays behind.
  await visit.locator("a[href='/booking']:visible").first().click();
  await expect(visit.getByLabel("Pickup Location")).toBeVisible();
  await expect(panel(visit)).toHaveCount(0);
  await fieldsUncovered(visit);

  // Another page of the same visit, loaded afresh: only the round button.
  await visit.goto("/buses");
  await pageReady(visit);
  expect(await panel(visit).count()).toBe(0);
  // Asked for, it opens.
  await visit.getByRole("button", { name: "Open booking contacts" }).click();
  await expect(panel(visit)).toBeVisible();
  await visit.context().close();
});

test("at 1280 px the panel opens by itself on the visit's first page only", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(panel(page)).toBeVisible();
  await page.screenshot({ path: "test-results/shots/fixes/contact-open-1280.png" });
  await page.goto("/booking");
  await pageReady(page);
  expect(await panel(page).count()).toBe(0);
  await fieldsUncovered(page);
  await page.screenshot({ path: "test-results/shots/fixes/contact-wizard-1280.png" });
});

test("the server draws the panel closed: whether it opens depends on the visit, which only the browser knows", async ({
  browser,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const still = await noScript.newPage();
  await still.goto("/");
  await expect(still.getByRole("button", { name: "Open booking contacts" })).toBeVisible();
  await expect(still.locator("#contact-widget")).toBeHidden();
  await noScript.close();
});
