/**
 * Staff-side bookings and the trip's close-out in the browser: a phone enquiry (a new customer with only name
 * and phone) and a customer found by e-mail are booked for from admin → Bookings → New booking, and staff land on
 * the new booking's View at its quote builder (phone and desktop widths). Then a closed trip is completed with its
 * settlement shown, and invoiced only after the confirmation (cancelled once: nothing issued).
 */
import crypto from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { adminToken, createBus, future, gql, signInAdmin, test, unique } from "./helpers";

const SHOTS = "test-results/shots/desk";

/** The trip part of the staff's form: Varanasi → Sarnath on `date` for 6 people in `bus`. */
async function fillTrip(page: Page, bus: string, date: string) {
  await page.getByLabel("Pickup Location").fill("Varanasi");
  await page.getByLabel("Destination", { exact: true }).fill("Sarnath");
  await page.getByLabel("Departure Date").fill(date);
  await page.getByLabel("Number of Days").fill("1");
  await page.getByLabel("Number of Passengers").fill("6");
  await page.getByLabel("Select Bus").selectOption({ label: `${bus} — 20 Seater` });
}

for (const width of [390, 1280]) {
  test.describe(`staff-side bookings at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } });

    test("a phone enquiry: a new customer with only name and phone, then the booking's View at its quote builder", async ({
      page,
      request,
    }) => {
      const token = await signInAdmin(page, request);
      const bus = `Enquiry Bus ${unique()}`;
      await createBus(request, token, bus);
      await page.goto("/admin/bookings");
      await page.getByRole("link", { name: "New Booking" }).click();
      await expect(page).toHaveURL(/\/admin\/bookings\/new$/);
      await expect(page.getByRole("heading", { name: "New booking for a customer" })).toBeVisible();
      const caller = `Ramu ${unique()}`;
      await page.getByLabel("Full Name").fill(caller);
      await page.getByLabel("Phone", { exact: true }).fill(`+91 94150 ${String(Date.now()).slice(-5)}`);
      await fillTrip(page, bus, future(20));
      await page.screenshot({ path: `${SHOTS}/new-booking-${width}.png`, fullPage: true });
      await page.getByRole("button", { name: "Create booking" }).click();

      await expect(page).toHaveURL(/\/admin\/bookings\?view=.+&quote=1$/);
      const view = page.getByRole("dialog");
      await expect(view.getByText(caller)).toBeVisible();
      await expect(view.getByRole("button", { name: "Prepare quote" })).toBeInViewport();
      await page.screenshot({ path: `${SHOTS}/new-booking-view-${width}.png` });
      // The customer has no password and no e-mail yet: listed among the customers with the phone.
      const customers = await gql(
        request,
        `query($q: String) { customers(search: $q) { name email hasPassword } }`,
        { q: caller },
        token,
      );
      expect(customers.customers).toEqual([{ name: caller, email: "", hasPassword: false }]);
    });

    test("an existing customer found by e-mail is booked for", async ({ page, request }) => {
      const token = await signInAdmin(page, request);
      const bus = `Found Bus ${unique()}`;
      const busId = await createBus(request, token, bus);
      const email = `regular.${unique()}@example.com`;
      await gql(request, `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }`, {
        i: {
          ...{ pickupLocation: "Varanasi", destination: "Sarnath", departureDate: future(30), days: 1, busId },
          ...{ name: "Meera Joshi", email, phone: "+91 98390 44444", passengers: 4 },
        },
      });
      await page.goto("/admin/bookings/new");
      await page.getByLabel("Find by phone or e-mail").fill(email);
      await page.getByRole("button", { name: "Find", exact: true }).click();
      await page.getByRole("button", { name: "Book for Meera Joshi" }).click();
      await expect(page.getByText(`Booking for Meera Joshi · +91 98390 44444 · ${email}`)).toBeVisible();
      await fillTrip(page, bus, future(32));
      await page.getByRole("button", { name: "Create booking" }).click();
      const view = page.getByRole("dialog");
      await expect(view.getByText(`Meera Joshi · +91 98390 44444 · ${email}`)).toBeVisible();
      await expect(view.getByRole("button", { name: "Prepare quote" })).toBeVisible();
      const mine = await gql(
        request,
        `query($q: String) { customers(search: $q) { bookingCount } }`,
        { q: email },
        token,
      );
      expect(mine.customers).toEqual([{ bookingCount: 2 }]);
    });
  });
}

test("a closed trip is completed with its settlement shown, then invoiced after the confirmation", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await adminToken(request);
  await gql(
    request,
    `mutation($i: TaxSettingsInput!) { updateTaxSettings(input: $i) { gstin } }`,
    { i: { legalName: "Kashi Coach Tours Pvt Ltd", gstin: "09AAACK1234A1Z8" } },
    admin,
  );
  const busId = await createBus(request, admin, `Close-out Bus ${unique()}`);
  const created = await gql(
    request,
    `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id reference } } }`,
    {
      i: {
        ...{ pickupLocation: "Varanasi", destination: "Sarnath", departureDate: future(1), days: 1, busId },
        ...{ name: "Hari Om Travels", email: `closeout.${unique()}@example.com`, phone: "+91 98390 55555" },
        passengers: 8,
      },
    },
  );
  const { id, reference } = created.createBooking.booking;
  await gql(request, `mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id } }`, { id }, admin);
  await gql(
    request,
    `mutation($id: ID!, $i: FareInput!) { recordFare(id: $id, input: $i) { id } }`,
    { id, i: { agreedFare: 10500, advance: 2000, advanceReceivedOn: future(0) } },
    admin,
  );
  const driver = await gql(
    request,
    `mutation($i: DriverInput!) { createDriver(input: $i) { id } }`,
    {
      i: {
        ...{ name: "Mohan Lal", phone: "+91 94150 22222", licenceNumber: `E2E-${unique()}` },
        ...{ licenceValidUntil: future(4000), language: "en" },
      },
    },
    admin,
  );
  const assigned = await gql(
    request,
    `mutation($b: ID!, $d: [ID!]!) { assignDrivers(bookingId: $b, driverIds: $d) { link { path } } }`,
    { b: id, d: [driver.createDriver.id] },
    admin,
  );
  const link = (assigned.assignDrivers[0].link.path as string).replace("/d/", "");
  await gql(
    request,
    `mutation($t: String!, $i: DriverStartInput!) { driverStartTrip(token: $t, input: $i) { startedAt } }`,
    { t: link, i: { stepId: crypto.randomUUID(), openingKm: 5000 } },
  );
  const png = Buffer.from(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082",
    "hex",
  );
  const toll = await request.post(`/api/driver-trips/${link}/expenses`, {
    multipart: {
      stepId: crypto.randomUUID(),
      kind: "toll",
      amount: "145.50",
      file: { name: "receipt.png", mimeType: "image/png", buffer: png },
    },
  });
  expect(toll.status()).toBe(200);
  // The driver could not close (no code): staff close for them, 180 km, ₹3,000 collected on board.
  await gql(
    request,
    `mutation($b: ID!) { closeTripAsStaff(bookingId: $b, input: { closingKm: 5180, amountCollected: 3000 }) { closedBy } }`,
    { b: id },
    admin,
  );

  await signInAdmin(page, request);
  await page.goto("/admin/bookings");
  await page
    .getByRole("row", { name: new RegExp(reference) })
    .getByRole("button", { name: "View" })
    .click();
  const view = page.getByRole("dialog");
  const closeOut = view.getByRole("region", { name: "Trip close-out" });
  await expect(closeOut.getByText("Trip: Closed by the driver")).toBeVisible();
  await closeOut.getByRole("button", { name: "Complete the trip" }).click();
  await expect(closeOut.getByRole("alert")).toHaveText(
    "The trip cannot be completed yet: 1 trip charge(s) still need approving or rejecting.",
  );
  await view.getByRole("button", { name: "Approve" }).click();
  await expect(view.getByText("approved: billed")).toBeVisible();
  await closeOut.getByRole("button", { name: "Complete the trip" }).click();
  await expect(closeOut.getByText("Trip: Completed")).toBeVisible();
  await expect(closeOut).toContainText("Actual km180");
  await expect(closeOut).toContainText("Toll paid on the trip");
  await expect(closeOut).toContainText("₹145.50 (approved)");
  await expect(closeOut).toContainText("Collected by the driver₹3,000.00");
  await expect(closeOut).toContainText("Billed₹10,645.50");
  await expect(closeOut).toContainText("Received₹5,000.00");
  await expect(closeOut).toContainText("Still due₹5,645.50");
  // The fare panel above says the same balance at once (not the ₹5,500.00 of the row the View opened with).
  await expect(view.getByText("Balance due: INR 5,645.50")).toBeVisible();
  await closeOut.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/close-out-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await closeOut.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/close-out-390.png` });

  // Issuing asks first, with the figures; cancelled, nothing is issued.
  await view.getByRole("button", { name: "Issue invoice" }).click();
  const confirm = page.getByRole("dialog", { name: "Issue the tax invoice?" });
  await expect(confirm).toContainText("ToHari Om Travels");
  await expect(confirm).toContainText("Taxable value₹10,000.00");
  await expect(confirm).toContainText("Reimbursements at cost₹145.50");
  await expect(confirm).toContainText("GSTCGST ₹250.00 + SGST ₹250.00");
  await expect(confirm).toContainText("Total₹10,645.50");
  await page.screenshot({ path: `${SHOTS}/invoice-confirm-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/invoice-confirm-1280.png` });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  const none = await gql(request, `query($id: ID!) { booking(id: $id) { invoices { number } } }`, { id }, admin);
  expect(none.booking.invoices).toEqual([]);

  await view.getByRole("button", { name: "Issue invoice" }).click();
  await confirm.getByRole("button", { name: "Issue invoice" }).click();
  await expect(view.getByRole("listitem").filter({ hasText: /KCT\/\d{4}-\d{2}\/\d{4}/ })).toContainText("₹10,645.50");
  const one = await gql(request, `query($id: ID!) { booking(id: $id) { invoices { kind } } }`, { id }, admin);
  expect(one.booking.invoices).toEqual([{ kind: "invoice" }]);
  // The list shows the trip completed beside the booking's status, which stays Confirmed.
  await view.getByRole("button", { name: "Close" }).first().click();
  const row = page.getByRole("row", { name: new RegExp(reference) });
  await expect(row).toContainText("Confirmed");
  await expect(row).toContainText("Completed");
});
