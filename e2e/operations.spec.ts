/**
 * The operator's day of business in the browser: the wizard's passenger field, a bus blackout on the calendar
 * and in the wizard, the agreed fare on the invoice PDF (its text parsed), a UPI QR, and a cancellation request
 * from customer to admin and back.
 */
import fs from "node:fs";
import { expect, type Page } from "@playwright/test";
import { ADMIN, future, loginAs, pageReady, pdfText, saved, test, unique } from "./helpers";

async function tripDetails(page: Page, departure: string) {
  await page.goto("/booking");
  await page.getByLabel("Pickup Location").fill("Varanasi");
  await page.getByLabel("Destination").fill("Sarnath");
  await page.getByLabel("Departure Date").fill(departure);
  await page.getByLabel("Number of Days").fill("2");
}

async function guestBooking(page: Page, name: string, departure: string) {
  await tripDetails(page, departure);
  await page.getByLabel("Number of Passengers").fill("20");
  await page.getByLabel("Select Bus").selectOption({ label: "Mini Coach 26 — 26 Seater" });
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email").fill(`${name.replace(/\W+/g, ".").toLowerCase()}@example.com`);
  await page.getByRole("textbox", { name: "Phone" }).fill("+91 98390 44444");
  await page.getByRole("button", { name: "Submit Booking" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("link", { name: /View Details BK-/ }).click();
  return (await page.getByRole("heading", { name: /^Booking BK-/ }).textContent())!.replace("Booking ", "");
}

test("the wizard needs the number of passengers and refuses a group larger than the bus", async ({ page }) => {
  await tripDetails(page, future(15));
  await page.getByLabel("Select Bus").selectOption({ label: "Tempo Traveller 17 — 17 Seater" });
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  await page.getByLabel("Number of Passengers").fill("25");
  const tooMany =
    "Tempo Traveller 17 seats 17 passengers, fewer than your 25. Please choose a larger bus, or fewer passengers, to continue.";
  await expect(page.getByText(tooMany)).toBeVisible();
  await expect(page.getByRole("option", { name: /Force Urbania/ })).toHaveCount(0); // in Maintenance: not offered
  // Marked aria-disabled, Continue still takes a tap and says why it does not go on (the server refuses such a
  // request too: server/test/customer-trip.test.ts).
  await page.getByRole("button", { name: "Continue" }).click({ force: true });
  await expect(page.getByRole("alert").filter({ hasText: tooMany })).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveCount(0);
  // A bus with the seats: Continue goes on.
  await page.getByLabel("Select Bus").selectOption({ label: "Mini Coach 26 — 26 Seater" });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("Full Name")).toBeVisible();
});

test("a blackout entered in the bus form shows on the calendar and makes the bus unavailable in the wizard", async ({
  page,
  browser,
}) => {
  await loginAs(page, "Admin", ADMIN.login, ADMIN.password);
  await page.getByRole("tab", { name: "Buses" }).click();
  await page.getByRole("button", { name: "Update Maharaja Sleeper 45" }).click();
  const from = future(3);
  const to = future(5);
  const reason = `Engine overhaul ${unique()}`;
  await page.getByLabel("Unavailable from").fill(from);
  await page.getByLabel("Unavailable until").fill(to);
  await page.getByLabel("Reason for the period").fill(reason);
  await page.getByRole("button", { name: "Add period" }).click();
  await expect(page.getByText(`· ${reason}`)).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("tab", { name: "Calendar" }).click();
  if (new Date(`${from}T00:00:00Z`).getUTCMonth() !== new Date().getUTCMonth())
    await page.getByRole("button", { name: "Next month" }).click();
  await expect(page.getByRole("note").filter({ hasText: `Unavailable: ${reason}` })).toBeVisible();

  const guest = await (await browser.newContext()).newPage();
  await tripDetails(guest, future(4));
  await expect(
    guest.getByRole("option", { name: /Maharaja Sleeper 45 .* unavailable: Unavailable until/ }),
  ).toBeDisabled();
  await expect(guest.getByRole("option", { name: /Mini Coach 26/ })).toBeEnabled();
});

test("staff record the fare; the customer sees it, pays by UPI, and the invoice PDF shows fare, advance and balance", async ({
  page,
  browser,
}) => {
  const ref = await guestBooking(page, `Fare Guest ${unique()}`, future(20));
  await expect(page.getByText("Our team will call you to agree the fare.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Pay by UPI" })).toHaveCount(0);

  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, "Admin", ADMIN.login, ADMIN.password);
  await admin.getByRole("tab", { name: "Settings" }).click();
  await admin.getByLabel("UPI ID (VPA)").fill("kashicoach@okaxis");
  await admin.getByLabel("UPI payee name").fill("Kashi Coach Tours");
  await Promise.all([
    saved(admin, "UpdatePaymentSettings"),
    admin.getByRole("button", { name: "Save payment details" }).click(),
  ]);
  // The operator's GSTIN is one setting, Settings → Tax's, which every document prints.
  await admin.getByRole("tab", { name: "Tax", exact: true }).click();
  const tax = admin.locator("form", { has: admin.getByRole("heading", { name: "Tax", exact: true }) });
  await tax.getByLabel("GST registration (15 characters)").fill("09AAACK1234A1Z8");
  await Promise.all([
    saved(admin, "UpdateTaxSettings"),
    tax.getByRole("button", { name: "Save tax settings" }).click(),
  ]);
  await admin.goto("/admin/bookings");
  await pageReady(admin);
  await admin
    .getByRole("row", { name: new RegExp(ref) })
    .getByRole("button", { name: "View" })
    .click();
  await admin.getByLabel("Agreed fare (INR)").fill("25000");
  await admin.getByLabel("Advance (INR)").fill("5000");
  await Promise.all([saved(admin, "RecordFare"), admin.getByRole("button", { name: "Save fare" }).click()]);

  await page.reload();
  // The agreed fare, and the balance due: the whole fare while the advance is not yet received.
  await expect(page.getByText("₹25,000.00")).toHaveCount(2);
  await expect(page.getByText("Advance due: ₹5,000.00")).toBeVisible();
  const upi = page.getByRole("link", { name: "Pay by UPI" });
  await expect(upi).toHaveAttribute(
    "href",
    `upi://pay?pa=kashicoach@okaxis&pn=Kashi%20Coach%20Tours&am=5000.00&cu=INR&tn=${ref}`,
  );
  await expect(page.getByRole("img", { name: "UPI QR code to pay ₹5,000.00" })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download Invoice" }).click(),
  ]);
  const text = pdfText((await download.path())!);
  expect(text).toContain(ref);
  expect(text).toContain("INR 25,000.00");
  expect(text).toContain("INR 5,000.00 (due)");
  expect(text).toMatch(/Balance\s+INR 25,000\.00/i);
  expect(text).toContain("09AAACK1234A1Z8");
  expect(text).toContain("Pay the advance by UPI: INR 5,000.00");
  fs.rmSync((await download.path())!, { force: true });
});

test("a customer asks to cancel; staff see it highlighted live, decline with a message, then accept a new request", async ({
  page,
  browser,
}) => {
  const ref = await guestBooking(page, `Cancel Guest ${unique()}`, future(25));
  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, "Admin", ADMIN.login, ADMIN.password);
  await admin.goto("/admin/bookings");
  await pageReady(admin);
  const row = admin.getByRole("row", { name: new RegExp(ref) });
  await expect(row).toBeVisible();

  await page.getByRole("button", { name: "Request cancellation" }).click();
  await page.getByLabel("Reason (optional)").fill("Family emergency");
  await page.getByRole("button", { name: "Send cancellation request" }).click();
  await expect(page.getByText("You have asked to cancel this booking.", { exact: false })).toBeVisible();

  await expect(row.getByText("Cancellation requested")).toBeVisible(); // live, without a reload
  await row.getByRole("button", { name: "View" }).click();
  await expect(admin.getByText("Reason: Family emergency")).toBeVisible();
  await admin.getByRole("button", { name: "Decline" }).click();
  await expect(admin.getByText("Please write a message for the customer.")).toBeVisible();
  await admin
    .getByLabel("Message to the customer (required to decline)")
    .fill("The advance is non-refundable; please call us.");
  await admin.getByRole("button", { name: "Decline" }).click();
  await expect(admin.getByText("Cancellation declined; the customer sees your message.")).toBeVisible();

  await page.reload();
  await expect(page.getByText("The advance is non-refundable; please call us.")).toBeVisible();
  await page.getByRole("button", { name: "Request cancellation" }).click();
  await page.getByRole("button", { name: "Send cancellation request" }).click();
  await admin.keyboard.press("Escape");
  await expect(row.getByText("Cancellation requested")).toBeVisible();
  await row.getByRole("button", { name: "View" }).click();
  await admin.getByRole("button", { name: "Accept cancellation" }).click();
  await expect(admin.getByText("Cancellation accepted: the booking is Cancelled.")).toBeVisible();
  await expect(admin.getByText("Pending → Cancelled", { exact: false })).toBeVisible();

  await page.reload();
  await expect(page.getByText("Cancelled").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Request cancellation" })).toHaveCount(0);
});

test("staff write a note on a customer; it lists who wrote it", async ({ page, browser }) => {
  const name = `Noted Guest ${unique()}`;
  await guestBooking(page, name, future(30));
  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, "Admin", ADMIN.login, ADMIN.password);
  await admin.goto("/admin/customers");
  await pageReady(admin);
  await admin.getByRole("button", { name }).click();
  const notes = admin.getByRole("region", { name: "Staff notes" });
  await notes.getByLabel("Add a note").fill("Prefers Hindi on the phone");
  await notes.getByRole("button", { name: "Add note" }).click();
  await expect(notes.getByText("Prefers Hindi on the phone")).toBeVisible();
  await expect(notes.getByText(/^Admin · /)).toBeVisible();
});
