import { expect } from "@playwright/test";
import { ADMIN, future, loginAs, pageReady, test, unique } from "./helpers";

test("a user books, the admin confirms, and the booking's View modal lists both e-mails and a WhatsApp link to the customer", async ({
  browser,
}) => {
  const guestCtx = await browser.newContext();
  const guest = await guestCtx.newPage();
  const name = `Mail Guest ${unique()}`;
  const email = `mail.${unique()}@example.com`;
  await guest.goto("/booking");
  await guest.getByLabel("Pickup Location").fill("Varan");
  await guest.getByRole("option", { name: /^Varanasi Uttar Pradesh/ }).click();
  await guest.getByLabel("Destination").fill("Sarnath");
  await guest
    .getByRole("option", { name: /^Sarnath/ })
    .first()
    .click();
  await guest.getByLabel("Departure Date").fill(future(40));
  await guest.getByLabel("Number of Days").fill("1");
  await guest.getByLabel("Number of Passengers").fill("10");
  await guest.getByLabel("Select Bus").selectOption({ label: "Mini Coach 26 — 26 Seater" });
  await guest.getByRole("button", { name: "Continue" }).click();
  await guest.getByLabel("Full Name").fill(name);
  await guest.getByLabel("Email").fill(email);
  await guest.getByRole("textbox", { name: "Phone" }).fill("98390 77777");
  await guest.getByRole("button", { name: "Submit Booking" }).click();
  await expect(guest).toHaveURL(/\/dashboard$/);
  await guest.getByRole("link", { name: /View Details BK-/ }).click();
  const wa = guest.getByRole("link", { name: "Send on WhatsApp" });
  await expect(wa).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=Namaste!%20About%20my%20booking%20BK-/);

  const adminCtx = await browser.newContext();
  const admin = await adminCtx.newPage();
  await loginAs(admin, "Admin", ADMIN.login, ADMIN.password);
  await admin.goto("/admin/bookings");
  await pageReady(admin);
  const row = admin.getByRole("row").filter({ hasText: name });
  await row.getByRole("button", { name: "Confirm" }).click();
  await expect(row.getByText("Confirmed", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: "View" }).click();
  const dialog = admin.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Messages sent" })).toBeVisible();
  const sent = dialog.getByRole("listitem").filter({ hasText: `to ${email}` });
  await expect(sent.filter({ hasText: "Booking received" })).toContainText("Delivered");
  await expect(sent.filter({ hasText: "Booking confirmed" })).toContainText("Delivered", { timeout: 20_000 });
  await expect(dialog.getByRole("link", { name: "Send on WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/919839077777\?text=/,
  );
  await adminCtx.close();
  await guestCtx.close();
});
