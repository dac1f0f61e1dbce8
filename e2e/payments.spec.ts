/**
 * The payment ledger on a booking's View: staff with payments.write record a UPI transfer by its UTR, see it in
 * the payments' table and the balance follow; the same UTR again is refused with the server's words (which roles
 * see the payments and the button: e2e/role-walls.spec.ts).
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { adminToken, createBus, future, gql, loginAs, saved, test, unique } from "./helpers";

async function bookingWithFare(request: APIRequestContext, owner: string, customer: string) {
  const id = unique();
  const busId = await createBus(request, owner, `Ledger Coach ${id}`);
  const bookingId = (
    await gql(request, `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }`, {
      i: {
        ...{ pickupLocation: "Varanasi", destination: "Sarnath", departureDate: future(12), days: 1, busId },
        ...{ passengers: 12, name: customer, email: `ledger.${id}@example.com`, phone: "+91 98390 55555" },
      },
    })
  ).createBooking.booking.id as string;
  await gql(
    request,
    `mutation($id: ID!, $i: FareInput!) { recordFare(id: $id, input: $i) { id } }`,
    { id: bookingId, i: { agreedFare: 20000, advance: 5000 } },
    owner,
  );
  return bookingId;
}

async function openView(page: Page, customer: string) {
  await page.goto("/admin/bookings");
  await page
    .getByRole("row", { name: new RegExp(customer) })
    .getByRole("button", { name: "View" })
    .click();
}

test("staff record a UPI payment by its UTR on the View; the table and the balance follow; the same UTR is refused", async ({
  page,
  request,
}) => {
  const owner = await adminToken(request);
  const customer = `Ledger Guest ${unique()}`;
  await bookingWithFare(request, owner, customer);
  await loginAs(page, "Admin", "admin@kashicoachtours.in", "KashiAdmin@2005");
  await openView(page, customer);
  const payments = page.getByRole("region", { name: "Payments received" });
  await expect(payments.getByText("No payment recorded yet.")).toBeVisible();
  await expect(page.getByText("Balance due: INR 20,000.00")).toBeVisible();

  await payments.getByLabel("Method").selectOption({ label: "UPI" });
  await payments.getByLabel("Amount (INR)").fill("5000");
  await payments.getByLabel("UTR (UPI reference)").fill("UTR 5521 0034 7781");
  await Promise.all([saved(page, "RecordPayment"), payments.getByRole("button", { name: "Record payment" }).click()]);
  const row = payments.getByRole("row", { name: /UTR 5521 0034 7781/ });
  await expect(row).toContainText("Advance");
  await expect(row).toContainText("UPI");
  await expect(row).toContainText("5,000.00");
  await expect(row).toContainText("Staff");
  await expect(page.getByText("Balance due: INR 15,000.00")).toBeVisible();
  // The form is empty again for the next payment.
  await expect(payments.getByLabel("Amount (INR)")).toHaveValue("");

  // Cash at the office pays part of the balance; its reference is the receipt's number.
  await payments.getByLabel("Method").selectOption({ label: "Cash" });
  await payments.getByLabel("Amount (INR)").fill("2500.50");
  await payments.getByLabel("Cash receipt number").fill("Receipt 204");
  await Promise.all([saved(page, "RecordPayment"), payments.getByRole("button", { name: "Record payment" }).click()]);
  await expect(payments.getByRole("row", { name: /Receipt 204/ })).toContainText("Balance");
  await expect(page.getByText("Balance due: INR 12,499.50")).toBeVisible();

  // The same UTR again: refused, in the server's words, and nothing is added.
  await payments.getByLabel("Method").selectOption({ label: "UPI" });
  await payments.getByLabel("Amount (INR)").fill("100");
  await payments.getByLabel("UTR (UPI reference)").fill("UTR 5521 0034 7781");
  await payments.getByRole("button", { name: "Record payment" }).click();
  await expect(payments.getByText("A payment with this reference is already recorded.")).toBeVisible();
  await expect(payments.getByRole("row")).toHaveCount(3);
  await expect(page.getByText("Balance due: INR 12,499.50")).toBeVisible();
});

test("Payments lists the day's collections with the totals by method, filters by method, and opens the booking", async ({
  page,
  request,
}) => {
  const owner = await adminToken(request);
  const customer = `Ledger Day ${unique()}`;
  const bookingId = await bookingWithFare(request, owner, customer);
  const tag = unique();
  for (const [method, amount, reference] of [
    ["upiManual", 1500, `UTR ${tag}`],
    ["cash", 750.25, `Receipt ${tag}`],
  ] as const)
    await gql(
      request,
      `mutation($b: ID!, $i: RecordPaymentInput!) { recordPayment(bookingId: $b, input: $i) { id } }`,
      { b: bookingId, i: { method, amount, reference } },
      owner,
    );
  await loginAs(page, "Admin", "admin@kashicoachtours.in", "KashiAdmin@2005");
  await page.getByRole("link", { name: "Payments" }).click();
  await expect(page.getByRole("heading", { name: "Payments", level: 2 })).toBeVisible();
  const upiRow = page.getByRole("row", { name: new RegExp(`UTR ${tag}`) });
  await expect(upiRow).toContainText(customer);
  await expect(upiRow).toContainText("₹1,500.00");
  await expect(page.getByRole("row", { name: new RegExp(`Receipt ${tag}`) })).toContainText("₹750.25");
  await expect(page.getByLabel("Totals").getByText(/^Cash \(\d+\)$/)).toBeVisible();

  await page.getByLabel("Method").selectOption({ label: "Cash" });
  await expect(page.getByRole("row", { name: new RegExp(`Receipt ${tag}`) })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(`UTR ${tag}`) })).toHaveCount(0);

  await page
    .getByRole("row", { name: new RegExp(`Receipt ${tag}`) })
    .getByRole("link", { name: /^BK-/ })
    .click();
  await expect(page.getByRole("region", { name: "Payments received" }).getByRole("row")).toHaveCount(3);
});

test("the customer's booking page lists the payments received, in English and in Hindi", async ({ page, request }) => {
  const owner = await adminToken(request);
  const id = unique();
  const busId = await createBus(request, owner, `Ledger Own ${id}`);
  const created = (
    await gql(
      request,
      `mutation($i: CreateBookingInput!) { createBooking(input: $i) {
        booking { id } auth { token refreshToken role name username userId } } }`,
      {
        i: {
          ...{ pickupLocation: "Varanasi", destination: "Sarnath", departureDate: future(12), days: 1, busId },
          ...{ passengers: 12, name: `Own ${id}`, email: `own.${id}@example.com`, phone: "+91 98390 55555" },
        },
      },
    )
  ).createBooking;
  const bookingId = created.booking.id as string;
  await gql(
    request,
    `mutation($id: ID!, $i: FareInput!) { recordFare(id: $id, input: $i) { id } }`,
    { id: bookingId, i: { agreedFare: 12000, advance: 3000 } },
    owner,
  );
  await gql(
    request,
    `mutation($b: ID!, $i: RecordPaymentInput!) { recordPayment(bookingId: $b, input: $i) { id } }`,
    { b: bookingId, i: { method: "cash", amount: 3000, reference: `Receipt ${id}` } },
    owner,
  );
  await page.addInitScript((s: Record<string, string>) => {
    for (const k of ["token", "refreshToken", "role", "name", "username", "userId"])
      if (s[k]) localStorage.setItem(k, s[k]);
  }, created.auth);
  await page.goto(`/dashboard/bookings/${bookingId}`);
  await expect(page.getByRole("heading", { name: "Payments received" })).toBeVisible();
  await expect(page.getByText(`Cash · Receipt ${id}: ₹3,000.00`)).toBeVisible();
  await page.goto(`/hi/dashboard/bookings/${bookingId}`);
  await expect(page.getByRole("heading", { name: "मिले भुगतान" })).toBeVisible();
  await expect(page.getByText(`नकद · Receipt ${id}: ₹3,000.00`)).toBeVisible();
});

test("a payment recorded by someone else shows on an open View at once, with the balance", async ({
  page,
  request,
}) => {
  const owner = await adminToken(request);
  const customer = `Ledger Live ${unique()}`;
  const bookingId = await bookingWithFare(request, owner, customer);
  await loginAs(page, "Admin", "admin@kashicoachtours.in", "KashiAdmin@2005");
  await openView(page, customer);
  const payments = page.getByRole("region", { name: "Payments received" });
  await expect(payments.getByText("No payment recorded yet.")).toBeVisible();
  // Another desk records a bank transfer through the API while the View stays open.
  const reference = `NEFT ${unique()}`;
  await gql(
    request,
    `mutation($b: ID!, $i: RecordPaymentInput!) { recordPayment(bookingId: $b, input: $i) { id } }`,
    { b: bookingId, i: { method: "bank", amount: 4000, reference } },
    owner,
  );
  await expect(payments.getByRole("row", { name: new RegExp(reference) })).toContainText("Bank transfer");
  await expect(page.getByText("Balance due: INR 16,000.00")).toBeVisible();
});

test("Settings → Cancellation policy decides a cancelled booking's refund on its View; staff confirm it and see it processed", async ({
  page,
  request,
}) => {
  const owner = await adminToken(request);
  const customer = `Policy Guest ${unique()}`;
  const bookingId = await bookingWithFare(request, owner, customer);
  await gql(
    request,
    `mutation($b: ID!, $i: RecordPaymentInput!) { recordPayment(bookingId: $b, input: $i) { id } }`,
    { b: bookingId, i: { method: "cash", amount: 2000, reference: `Receipt ${unique()}` } },
    owner,
  );
  await loginAs(page, "Admin", "admin@kashicoachtours.in", "KashiAdmin@2005");
  await page.goto("/admin/settings");
  const policy = page.getByRole("form", { name: "Cancellation policy" });
  await expect(policy.getByLabel("Tier 1: days before departure (at least)")).toHaveValue("15");
  await policy.getByLabel("Tier 1: days before departure (at least)").fill("10");
  await policy.getByLabel("Tier 1: refund (%)").fill("75");
  await policy.getByRole("button", { name: "Remove tier 2" }).click();
  await Promise.all([
    saved(page, "SaveRefundPolicy"),
    policy.getByRole("button", { name: "Save cancellation policy" }).click(),
  ]);
  await expect(policy.getByLabel("Tier 1: refund (%)")).toHaveValue("75");

  // The booking (12 days before departure) is cancelled; its View proposes 75 % of the ₹2,000 received.
  await gql(
    request,
    `mutation($id: ID!) { setBookingStatus(id: $id, status: Cancelled) { id } }`,
    { id: bookingId },
    owner,
  );
  await openView(page, customer);
  const refunds = page.getByRole("region", { name: "Refunds" });
  await expect(
    refunds.getByText(
      "12 days before departure: the policy's tier of 10 days or more refunds 75 % of the ₹2,000.00 received, ₹1,500.00.",
    ),
  ).toBeVisible();
  await expect(
    refunds.getByRole("form", { name: "Refund by the cancellation policy" }).getByLabel("Refund (INR)"),
  ).toHaveValue("1500");
  await Promise.all([saved(page, "RefundBooking"), refunds.getByRole("button", { name: "Refund by policy" }).click()]);
  await expect(
    refunds.getByText(/₹1,500\.00 · Cash · Processed · Cancelled 12 days before departure: 75 % refunded/),
  ).toBeVisible();
});
