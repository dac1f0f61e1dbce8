import { expect, type Page } from "@playwright/test";
import { ADMIN, future, loginAs, unique, test } from "./helpers";
import { guestBooking, quoteLinkFor, sentQuoteLink } from "./quote-helpers";

test("a customer plans a round trip with two stops in the wizard; the booking's destination is the last stop and its plan is stored", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `yatri.${unique()}@example.com`;
  await page.goto("/booking");
  await page.getByLabel("Pickup Location").fill("Varanasi");
  await page.getByLabel("Destination").fill("Prayagraj");
  await page.getByLabel("Destination").press("Tab");
  await page.getByRole("button", { name: "Add a stop" }).click();
  await page.getByLabel("Night halt at the destination").check();
  await page.getByLabel("Stop 2").fill("Ayodhya");
  await page.getByLabel("Stop 2").press("Tab");
  await page.getByLabel("Day of the trip").fill("2");
  await page.getByLabel("Night halt here").check();
  await page.getByRole("button", { name: "Add a stop" }).click();
  await page.getByLabel("Stop 3").fill("Sarnath");
  await page.getByLabel("Stop 3").press("Tab");
  await page.getByRole("button", { name: "Remove stop 3" }).click();
  await expect(page.getByLabel("Stop 3")).toHaveCount(0);
  await page.getByLabel("Trip type").selectOption({ label: "Round trip (back to Varanasi)" });
  await page.getByLabel("Departure Date").fill(future(40));
  await page.getByLabel("Number of Days").fill("3");
  await page.getByLabel("Number of Passengers").fill("40");
  await page.getByLabel("Select Bus").selectOption({ label: "Maharaja Sleeper 45 — 45 Seater" });
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Full Name").fill("Ramesh Tiwari");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Phone" }).fill("+91 98390 55555");
  await page.getByRole("button", { name: "Submit Booking" }).click();
  await expect(page.getByText("Your booking has been submitted! We will contact you shortly.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Ayodhya").first()).toBeVisible();

  // Staff read the plan through the API: two stops, round trip, distance garage to garage.
  const login = await request.post("/graphql", {
    data: { query: `mutation($i: LoginInput!) { login(input: $i) { token } }`, variables: { i: ADMIN } },
  });
  const token = (await login.json()).data.login.token;
  const found = await request.post("/graphql", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: `query($s: String) { bookingsPage(first: 5, filter: { search: $s }) { items { id destination distance tripPlan { tripType stops { place day nightHalt } } } } }`,
      variables: { s: email },
    },
  });
  const body = await found.json();
  const node = body.data.bookingsPage.items[0];
  expect(node.destination).toBe("Ayodhya");
  expect(node.tripPlan).toEqual({
    tripType: "round-trip",
    stops: [
      { place: "Prayagraj", day: 1, nightHalt: true },
      { place: "Ayodhya", day: 2, nightHalt: true },
    ],
  });
  expect(node.distance).toBeGreaterThan(400);
});

/** Staff prepare the quote in the booking's View, set a 25 % advance and send it. */
async function staffSendQuote(page: Page, name: string) {
  await loginAs(page, "Admin", ADMIN.login, ADMIN.password);
  await page.goto(`/admin/bookings?search=${encodeURIComponent(name)}`);
  await page.getByRole("row").filter({ hasText: name }).getByRole("button", { name: "View" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Prepare quote" }).click();
  await expect(dialog.getByRole("heading", { name: "Quote version 1: Draft" })).toBeVisible();
  await expect(dialog.getByLabel("Quantity of line 1")).toHaveValue("900");
  await dialog.getByLabel("Rate of line 2 (₹)").fill("350");
  await dialog.getByRole("button", { name: "Add a line" }).click();
  await dialog.getByLabel("Kind of line 6").selectOption("permit");
  await dialog.getByLabel("Description of line 6").fill("Bihar permit");
  await dialog.getByLabel("Rate of line 6 (₹)").fill("1250");
  await dialog.getByRole("button", { name: "Remove line 5" }).click();
  await dialog.getByLabel("Advance (% of the total)").fill("25");
  // 900 km x 65 + 3 x 350 + 2 x 500 = 60,550; GST 5 % = 3,027.50 (1,513.75 each); permit 1,250: total 64,827.50.
  const totals = dialog.getByRole("region", { name: "Quote totals" });
  await expect(totals).toContainText("Total₹64,827.50");
  await expect(totals).toContainText("Advance (25 %)₹16,206.88");
  await dialog.getByRole("button", { name: "Save lines" }).click();
  await expect(page.getByText("Quote saved")).toBeVisible();
  await dialog.getByRole("button", { name: "Send quote" }).click();
  await expect(dialog.getByRole("heading", { name: "Quote version 1: Sent" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Send the quote on WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/919839044444\?text=/,
  );
}

test("staff prepare, edit and send a quote; the guest opens the e-mailed link, accepts, and sees the advance and the UPI QR", async ({
  browser,
  request,
}) => {
  const { email, name } = await guestBooking(request, "en");
  const staffCtx = await browser.newContext();
  await staffSendQuote(await staffCtx.newPage(), name);
  await staffCtx.close();

  const guestCtx = await browser.newContext();
  const guest = await guestCtx.newPage();
  await guest.setViewportSize({ width: 390, height: 844 });
  await guest.goto(await quoteLinkFor(email));
  await expect(guest.getByRole("heading", { name: /^Quote for BK-[0-9a-f]{4} \(version 1\)$/ })).toBeVisible();
  await expect(guest.getByText("₹64,827.50")).toBeVisible();
  await expect(guest.getByText("Fuel, driver")).toBeVisible();
  await expect(guest.getByRole("link", { name: "PDF in English" })).toHaveAttribute("href", /^\/quotes\/.+\.pdf\?/);
  // Without the tick the server refuses (a tap before the page's script runs is done once it runs).
  await guest.getByRole("button", { name: "Accept quote" }).click();
  await expect(guest.getByRole("alert")).toHaveText("Please tick the box to accept the terms.");
  await guest.getByLabel(/I have read the quote/).check();
  await guest.getByRole("button", { name: "Accept quote" }).click();
  await expect(guest.getByRole("heading", { name: "Quote accepted" })).toBeVisible();
  await expect(guest.getByText("Advance due: ₹16,206.88")).toBeVisible();
  await expect(guest.getByRole("img", { name: /QR/ })).toBeVisible();
  // A reload gets the page as it is now (the server renders a customer's quote for every request).
  await guest.reload();
  await expect(guest.getByRole("heading", { name: "Quote accepted" })).toBeVisible();
  await expect(guest.getByRole("status")).toHaveText("Accepted. Thank you!");
  await expect(guest.getByRole("button", { name: "Accept quote" })).toHaveCount(0);
  await guestCtx.close();
});

test("the same in Hindi: the customer's quote page and its answer are in Hindi", async ({ browser, request }) => {
  const { email, name } = await guestBooking(request, "hi");
  const staffCtx = await browser.newContext();
  await staffSendQuote(await staffCtx.newPage(), name);
  await staffCtx.close();
  const guestCtx = await browser.newContext();
  const guest = await guestCtx.newPage();
  const link = await quoteLinkFor(email);
  expect(link).toMatch(/^\/hi\/bookings\//);
  await guest.goto(link);
  await expect(guest.getByRole("heading", { name: /^BK-[0-9a-f]{4} का कोटेशन \(संस्करण 1\)$/ })).toBeVisible();
  await expect(guest.getByRole("heading", { name: "रद्द करने की शर्तें" })).toBeVisible();
  await expect(guest.getByText("₹64,827.50")).toBeVisible();
  // As soon as the page shows its text, as a person does (e2e/first-paint.spec.ts holds the script back).
  await guest.getByLabel(/मैंने कोटेशन/).check();
  await guest.getByRole("button", { name: "कोटेशन स्वीकार करें" }).click();
  await expect(guest.getByRole("heading", { name: "कोटेशन स्वीकार किया गया" })).toBeVisible();
  await guest.reload();
  await expect(guest.getByRole("heading", { name: "कोटेशन स्वीकार किया गया" })).toBeVisible();
  await expect(guest.getByRole("button", { name: "कोटेशन स्वीकार करें" })).toHaveCount(0);
  await guestCtx.close();
});

test("the owner, signed in, opens their quote without the link's token: the page waits for it (never 'not found'), then shows it", async ({
  page,
  request,
}) => {
  const id = unique();
  const registered = await request.post("/graphql", {
    data: {
      query: `mutation($i: RegisterInput!) { register(input: $i) { token } }`,
      variables: {
        i: {
          ...{ name: "Quote Owner", email: `owner.${id}@example.com`, mobileNo: "+91 90000 55555" },
          ...{ username: `owner_${id}`, password: "owner-pass-1" },
        },
      },
    },
  });
  const { token } = (await registered.json()).data.register;
  const { booking } = await sentQuoteLink(request, "en", { authorization: `Bearer ${token}` });
  await loginAs(page, "User", `owner_${id}`, "owner-pass-1");
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  const response = await page.goto(`/bookings/${booking.id}/quote`);
  // The server renders as a guest: it cannot read the owner's quote, and says it is loading, not missing.
  expect(await response!.text()).not.toContain("This quote could not be found.");
  await expect(page.getByRole("heading", { name: /^Quote for BK-[0-9a-f]{4} \(version 1\)$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept quote" })).toBeVisible();
  // React took the server's page over as it was (no redraw).
  expect(errors).toEqual([]);
});
