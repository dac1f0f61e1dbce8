/**
 * "Remove line" in staff's quote builder is drawn so it can be seen: its text colour differs from what is behind
 * it, on a phone and on a desktop ("Remove stop" in the wizard: e2e/wizard-fixes.spec.ts).
 */
import { expect } from "@playwright/test";
import { ADMIN, loginAs, test } from "./helpers";
import { asAdmin, guestBooking } from "./quote-helpers";

for (const width of [390, 1280]) {
  test(`at ${width} px "Remove line" of a draft quote differs in colour from what is behind it`, async ({
    page,
    request,
  }) => {
    const { name, booking } = await guestBooking(request, "en");
    await asAdmin(request, `mutation($b: ID!) { prepareQuote(bookingId: $b) { id } }`, { b: booking.id });
    await page.setViewportSize({ width, height: 900 });
    await loginAs(page, "Admin", ADMIN.login, ADMIN.password);
    await page.goto(`/admin/bookings?search=${encodeURIComponent(name)}`);
    await page.getByRole("row").filter({ hasText: name }).getByRole("button", { name: "View" }).click();
    const remove = page.getByRole("dialog").getByRole("button", { name: "Remove line 1" });
    await expect(remove).toBeVisible();
    const { text, ground } = await remove.evaluate((node) => {
      let behind = "rgb(255, 255, 255)";
      for (let n: Element | null = node; n; n = n.parentElement) {
        const bg = getComputedStyle(n).backgroundColor;
        if (bg && bg !== "transparent" && !/rgba\(.*, 0\)$/.test(bg)) {
          behind = bg;
          break;
        }
      }
      return { text: getComputedStyle(node).color, ground: behind };
    });
    expect(text).not.toBe(ground);
    await remove.screenshot({ path: `test-results/shots/fixes/remove-line-${width}.png` });
  });
}
