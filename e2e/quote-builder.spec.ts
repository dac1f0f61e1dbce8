import { expect, type Page } from "@playwright/test";
import { ADMIN, loginAs, test } from "./helpers";
import { guestBooking, quoteLinkFor } from "./quote-helpers";

/**
 * Staff build a quote in the booking's View as a table of lines: each line's amount and the subtotal, discount, GST
 * and total show as they type, with the server's arithmetic (a head of half a paisa rounds up, as saved); the total
 * the customer's page shows after sending is the one the builder showed; "Prepare a new version" starts from the
 * last version's lines, discount and advance. At a phone's width and a desk's.
 */
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
};

for (const width of [390, 1280]) {
  test(`at ${width} px: the builder's live total is the saved one, and a new version keeps the lines and discount`, async ({
    browser,
    request,
  }) => {
    const { email, name } = await guestBooking(request, "en");
    const staffCtx = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await staffCtx.newPage();
    await loginAs(page, "Admin", ADMIN.login, ADMIN.password);
    await page.goto(`/admin/bookings?search=${encodeURIComponent(name)}`);
    await page.getByRole("row").filter({ hasText: name }).getByRole("button", { name: "View" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Prepare quote" }).click();
    await expect(dialog.getByRole("heading", { name: "Quote version 1: Draft" })).toBeVisible();
    const lines = dialog.getByRole("table");
    if (width > 720)
      for (const heading of ["Item", "Description", "Quantity", "Rate (₹)", "Amount"])
        await expect(lines.getByRole("columnheader", { name: heading, exact: true })).toBeVisible();
    await expect(dialog.getByLabel("Kind of line 3")).toHaveValue("night-halt");
    await expect(dialog.getByLabel("Kind of line 3").locator("option:checked")).toHaveText("Night halt");
    const row = (n: number) => lines.getByRole("row").filter({ has: page.getByLabel(`Rate of line ${n} (₹)`) });
    await expect(row(1)).toContainText("₹58,500.00");

    // The driver at ₹350.20 a day (taxable ₹59,050.60 once discounted: each half of 5 % is ₹1,476.265, rounded up).
    await dialog.getByLabel("Rate of line 2 (₹)").fill("350.20");
    await expect(lines.getByRole("row").filter({ has: page.getByLabel("Rate of line 2 (₹)") })).toContainText(
      "₹1,050.60",
    );
    await dialog.getByRole("button", { name: "Add a line" }).click();
    await dialog.getByLabel("Kind of line 6").selectOption({ label: "Discount" });
    await dialog.getByLabel("Description of line 6").fill("Returning customer");
    await dialog.getByLabel("Rate of line 6 (₹)").fill("1500");
    await dialog.getByLabel("Advance (% of the total)").fill("30");
    const totals = dialog.getByRole("region", { name: "Quote totals" });
    await expect(totals).toContainText("Subtotal₹60,550.60");
    await expect(totals).toContainText("Discount-₹1,500.00");
    await expect(totals).toContainText("Taxable amount₹59,050.60");
    await expect(totals).toContainText("CGST 2.5 %₹1,476.27");
    await expect(totals).toContainText("SGST 2.5 %₹1,476.27");
    await expect(totals).toContainText("Total₹62,003.14");
    await expect(totals).toContainText("Advance (30 %)₹18,600.94");
    await dialog.getByRole("heading", { name: "Quote version 1: Draft" }).evaluate((h) => h.scrollIntoView());
    await shot(page, `builder-${width}`);
    await totals.evaluate((t) => t.scrollIntoView({ block: "center" }));
    await shot(page, `builder-totals-${width}`);
    await dialog.getByRole("button", { name: "Save lines" }).click();
    await expect(page.getByText("Quote saved")).toBeVisible();
    await dialog.getByRole("button", { name: "Send quote" }).click();
    await expect(dialog.getByRole("heading", { name: "Quote version 1: Sent" })).toBeVisible();

    // The customer's page shows the saved figures: the builder's, to the paisa.
    const guestCtx = await browser.newContext({ viewport: { width, height: 900 } });
    const guest = await guestCtx.newPage();
    await guest.goto(await quoteLinkFor(email));
    const saved = guest.getByRole("table");
    await expect(saved.getByRole("row", { name: /^Total/ })).toContainText("₹62,003.14");
    await expect(saved.getByRole("row", { name: /^CGST/ })).toContainText("₹1,476.27");
    await expect(guest.getByText("₹18,600.94").first()).toBeVisible();
    await guestCtx.close();

    // A new version starts from this one: the same lines, discount, advance and total.
    await dialog.getByRole("button", { name: "Prepare a new version" }).click();
    await expect(dialog.getByRole("heading", { name: "Quote version 2: Draft" })).toBeVisible();
    await expect(dialog.getByLabel("Rate of line 2 (₹)")).toHaveValue("350.20");
    await expect(dialog.getByLabel("Kind of line 6")).toHaveValue("discount");
    await expect(dialog.getByLabel("Description of line 6")).toHaveValue("Returning customer");
    await expect(dialog.getByLabel("Advance (% of the total)")).toHaveValue("30");
    await expect(totals).toContainText("Total₹62,003.14");
    await dialog.getByRole("heading", { name: "Quote version 2: Draft" }).evaluate((h) => h.scrollIntoView());
    await shot(page, `new-version-${width}`);
    await staffCtx.close();
  });
}
