/**
 * GST tax invoices in the browser: the Owner enters the GST registration in Settings → Tax, staff issue the tax
 * invoice of a Confirmed booking on its View, download its PDF and read the number and the tax lines
 * from its text; the customer downloads the same invoice from their booking detail.
 */
import fs from "node:fs";
import { expect } from "@playwright/test";
import { ADMIN, adminToken, createBus, future, gql, loginAs, pageReady, pdfText, saved, test, unique } from "./helpers";

test("staff issue a GST tax invoice on a Confirmed booking and its PDF holds the number and the tax lines", async ({
  page,
  browser,
  request,
}) => {
  // A registered customer's booking, confirmed by staff with an agreed fare of ₹21,000 (GST included).
  const username = `gst${unique()}`;
  const password = "Quiet-River-Ghat-91";
  const customerToken = (
    await gql(request, `mutation($i: RegisterInput!) { register(input: $i) { token } }`, {
      i: { name: "Nirmala Gupta", email: `${username}@example.com`, mobileNo: "+91 98390 66666", username, password },
    })
  ).register.token;
  const admin = await adminToken(request);
  const busId = await createBus(request, admin, `GST Bus ${username}`);
  const created = await gql(
    request,
    `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id reference } } }`,
    {
      i: {
        pickupLocation: "Varanasi",
        destination: "Sarnath",
        departureDate: future(40),
        days: 1,
        busId,
        name: "Nirmala Gupta",
        email: `${username}@example.com`,
        phone: "+91 98390 66666",
      },
    },
    customerToken,
  );
  const { id, reference } = created.createBooking.booking;
  await gql(request, `mutation($id: ID!) { recordFare(id: $id, input: { agreedFare: 21000 }) { id } }`, { id }, admin);
  await gql(request, `mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id } }`, { id }, admin);

  // The customer gives their billing details on the booking detail (a business, with its GSTIN).
  await loginAs(page, "User", username, password);
  await page.goto(`/dashboard/bookings/${id}`);
  await page.getByLabel("Billing name").fill("Gupta Tent House");
  await page.getByLabel("Billing address").fill("Lanka, Varanasi 221005");
  await page.getByLabel("Customer GSTIN (optional)").fill("09AAACK1234A1Z9");
  await page.getByRole("button", { name: "Save billing details" }).click();
  await expect(
    page.getByText("This GSTIN's last character does not match the others.", { exact: false }),
  ).toBeVisible();
  await page.getByLabel("Customer GSTIN (optional)").fill("");
  await Promise.all([
    saved(page, "SaveBillingDetails"),
    page.getByRole("button", { name: "Save billing details" }).click(),
  ]);

  // The Owner enters the operator's GST registration.
  const staff = await (await browser.newContext()).newPage();
  await loginAs(staff, "Admin", ADMIN.login, ADMIN.password);
  await staff.goto("/admin/settings");
  await pageReady(staff);
  await staff.getByRole("tab", { name: "Tax" }).click();
  await expect(staff).toHaveURL(/settings=tax/);
  const tax = staff.locator("form", { has: staff.getByRole("heading", { name: "Tax", exact: true }) });
  await tax.getByLabel("Legal name").fill("Kashi Coach Tours Pvt Ltd");
  await tax.getByLabel("GST registration (15 characters)").fill("09AAACK1234A1Z9");
  await tax.getByRole("button", { name: "Save tax settings" }).click();
  await expect(
    tax.getByText("This GSTIN's last character does not match the others. Please check it for a typing mistake."),
  ).toBeVisible();
  await tax.getByLabel("GST registration (15 characters)").fill("09AAACK1234A1Z8");
  await Promise.all([
    saved(staff, "UpdateTaxSettings"),
    tax.getByRole("button", { name: "Save tax settings" }).click(),
  ]);

  // Staff issue the invoice on the booking's View.
  await staff.goto("/admin/bookings");
  await pageReady(staff);
  await staff
    .getByRole("row", { name: new RegExp(reference) })
    .getByRole("button", { name: "View" })
    .click();
  // Issuing cannot be undone: it asks first, with the invoice's figures.
  await staff.getByRole("button", { name: "Issue invoice" }).click();
  const confirm = staff.getByRole("dialog", { name: "Issue the tax invoice?" });
  await expect(confirm).toContainText("Total₹21,000.00");
  await Promise.all([saved(staff, "IssueInvoice"), confirm.getByRole("button", { name: "Issue invoice" }).click()]);
  const item = staff.getByRole("listitem").filter({ hasText: /KCT\/\d{4}-\d{2}\/\d{4}/ });
  await expect(item).toContainText("₹21,000.00");
  const number = (await item.textContent())!.match(/KCT\/\d{4}-\d{2}\/\d{4}/)![0];
  const [download] = await Promise.all([
    staff.waitForEvent("download"),
    item.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  const text = pdfText((await download.path())!).replace(/\s+/g, " ");
  fs.rmSync((await download.path())!, { force: true });
  for (const piece of [
    "Tax invoice",
    number,
    "GSTIN: 09AAACK1234A1Z8",
    "Place of supply".toUpperCase(),
    "09 Uttar Pradesh",
    "9966",
    "Taxable value INR 20,000.00",
    "CGST @ 2.5 % INR 500.00",
    "SGST @ 2.5 % INR 500.00",
    "Total INR 21,000.00",
    "Rupees Twenty-One Thousand Only",
  ])
    expect(text).toContain(piece);

  expect(text).toContain("Gupta Tent House");

  // The customer downloads the same invoice from their booking detail.
  await page.reload();
  const mine = page.getByRole("listitem").filter({ hasText: number });
  const [copy] = await Promise.all([
    page.waitForEvent("download"),
    mine.getByRole("button", { name: "Download PDF" }).click(),
  ]);
  expect(pdfText((await copy.path())!).replace(/\s+/g, " ")).toContain(number);
  fs.rmSync((await copy.path())!, { force: true });
});
