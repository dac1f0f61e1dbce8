/**
 * Paying online through Razorpay, on a site of this file's own whose gateway is a local fake
 * (server/test/fixtures/fake-razorpay.ts; a stub stands in for Checkout's script): the customer's "Pay advance"
 * opens Checkout, its success only says "Payment received, confirming…", and the paid figure, the customer's
 * e-mail and the admin's View follow only once the webhook has arrived.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test as base, type Page } from "@playwright/test";
import { FakeRazorpay } from "../server/test/fixtures/fake-razorpay";
import { ADMIN, future, startSite, unique } from "./helpers";

const CHECKOUT = "https://checkout.razorpay.com/v1/checkout.js";
/** Checkout's stand-in: `open()` keeps the options where the test can read them and answer as Checkout would. */
const STUB = `window.Razorpay = function (options) {
  this.open = function () { window.__checkout = options; };
  this.on = function () {};
};`;

// The site lives for the test only (a worker-wide one would keep a second server and database running beside the
// worker's own for the rest of the run).
const test = base.extend<{ paySite: { url: string; dataDir: string; fake: FakeRazorpay } }>({
  paySite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, testInfo) => {
      const fake = await new FakeRazorpay().start();
      const started = await startSite(testInfo.parallelIndex, {
        name: "payments",
        portOffset: 40,
        env: { ...fake.env(), JOB_POLL_SECONDS: "0.5" },
      });
      fake.webhookUrl = `${started.site.url}/api/payments/razorpay/webhook`;
      await use({ ...started.site, fake });
      await started.stop();
      await fake.close();
    },
    { timeout: 180_000 },
  ],
  baseURL: async ({ paySite }, use) => use(paySite.url),
});

async function call(url: string, query: string, variables: Record<string, unknown>, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: any; errors?: Array<{ message: string }> };
  if (body.errors) throw new Error(body.errors[0].message);
  return body.data;
}

/** A booking of a new customer (signed in on `page`) with ₹20,000 agreed and an advance of ₹5,000 due. */
async function customerWithAdvanceDue(page: Page, url: string) {
  const admin = (
    await call(url, `mutation($i: LoginInput!) { login(input: $i) { token } }`, {
      i: { login: ADMIN.login, password: ADMIN.password },
    })
  ).login.token;
  const id = unique();
  const busId = (
    await call(
      url,
      `mutation($i: BusInput!) { createBus(input: $i) { id } }`,
      {
        i: {
          ...{ name: `Online Coach ${id}`, capacity: 20, description: "d", features: ["AC"], images: [] },
          ...{ lastMaintenance: future(-10), popularRoutes: [] },
        },
      },
      admin,
    )
  ).createBus.id;
  const email = `online.${id}@example.com`;
  const created = (
    await call(
      url,
      `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } auth { token refreshToken role name username userId } } }`,
      {
        i: {
          ...{ pickupLocation: "Varanasi", destination: "Sarnath", departureDate: future(12), days: 1, busId },
          ...{ passengers: 12, name: `Online Guest ${id}`, email, phone: "+91 98390 55555" },
        },
      },
    )
  ).createBooking;
  await call(
    url,
    `mutation($id: ID!, $i: FareInput!) { recordFare(id: $id, input: $i) { id } }`,
    { id: created.booking.id, i: { agreedFare: 20000, advance: 5000 } },
    admin,
  );
  await page.addInitScript((s: Record<string, string>) => {
    for (const k of ["token", "refreshToken", "role", "name", "username", "userId"])
      if (s[k]) localStorage.setItem(k, s[k]);
  }, created.auth);
  return { bookingId: created.booking.id as string, email };
}

test("the customer pays the advance online; it counts only once the webhook arrives, and the admin's View follows live", async ({
  page,
  browser,
  paySite,
}) => {
  const { fake } = paySite;
  await page.route(CHECKOUT, (route) => route.fulfill({ contentType: "application/javascript", body: STUB }));
  const { bookingId, email } = await customerWithAdvanceDue(page, paySite.url);

  // The admin has the booking's View open meanwhile.
  const staff = await browser.newPage({ baseURL: paySite.url });
  await staff.goto("/login");
  await staff.getByRole("tab", { name: "Admin" }).click();
  await staff.getByLabel("Email or Username").fill(ADMIN.login);
  await staff.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await staff.getByRole("button", { name: "Sign In" }).click();
  await expect(staff).not.toHaveURL(/\/login$/);
  await staff.goto(`/admin/bookings?view=${bookingId}`);
  const ledger = staff.getByRole("region", { name: "Payments received" });
  await expect(ledger.getByText("No payment recorded yet.")).toBeVisible();

  await page.goto(`/dashboard/bookings/${bookingId}`);
  await page.getByRole("button", { name: "Pay advance ₹5,000.00" }).click();
  const options = await page
    .waitForFunction(() => (window as { __checkout?: unknown }).__checkout)
    .then((h) => h.jsonValue());
  expect(options).toMatchObject({ amount: 500000, currency: "INR", key: fake.keyId, prefill: { email } });
  const orderId = (options as { order_id: string }).order_id;

  // Paid at the gateway, the webhook held back; Checkout reports success in the browser.
  fake.switches.drop = true;
  const payment = await fake.pay(orderId);
  await page.evaluate(
    ([o, p]) =>
      (window as any).__checkout.handler({ razorpay_order_id: o, razorpay_payment_id: p, razorpay_signature: "x" }),
    [orderId, payment.id as string],
  );
  await expect(page.getByRole("status").getByText("Payment received, confirming…")).toBeVisible();
  // The page asks again, and still nothing is paid: the browser's word is not payment.
  await page.waitForResponse(
    (r) => r.url().endsWith("/graphql") && r.request().postData()?.includes("BookingDetail") === true,
  );
  await expect(page.getByText("Balance due")).toBeVisible();
  await expect(page.locator("dd", { hasText: "₹20,000.00" }).last()).toBeVisible();
  await expect(page.getByText("Payments received")).toHaveCount(0);

  // The webhook arrives: the customer's page, the e-mail and the admin's View follow.
  fake.switches.drop = false;
  await fake.send([fake.event("payment.captured", { payment: { entity: payment } })]);
  await expect(page.getByText("Payments received")).toBeVisible();
  await expect(page.getByText(/Online \(Razorpay\): ₹5,000\.00/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay balance ₹15,000.00" })).toBeVisible();
  await expect(ledger.getByRole("row", { name: /Razorpay/ })).toContainText("5,000.00");
  // The customer's e-mail that the payment arrived (the outbox of the site's mail).
  await expect
    .poll(() => {
      const dir = path.join(paySite.dataDir, "outbox");
      if (!fs.existsSync(dir)) return false;
      return fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(`-${email}.eml`))
        .some((f) => /Subject: Payment received for booking/.test(fs.readFileSync(path.join(dir, f), "utf8")));
    })
    .toBe(true);

  // Staff send a payment link for the balance, then refund part of the online payment; both sides follow.
  const online = staff.getByRole("region", { name: "Online payments" });
  await online.getByRole("button", { name: "Send payment link" }).click();
  await expect(online.getByRole("status")).toContainText("Payment link made: https://rzp.io/");
  await expect(online.getByRole("link", { name: "Send on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  await expect(online.getByRole("row")).toHaveCount(3);
  const refunds = staff.getByRole("region", { name: "Refunds" });
  const refundForm = refunds.getByRole("form", { name: "Refund a payment" });
  await refundForm.getByLabel("Refund (INR)").fill("6000");
  await refundForm.getByLabel("Reason").fill("Too much");
  await refundForm.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(
    refunds.getByText("A refund cannot be more than what was received on the payment and not yet refunded."),
  ).toBeVisible();
  await refundForm.getByLabel("Refund (INR)").fill("1000");
  await refundForm.getByLabel("Reason").fill("Two seats fewer");
  await refundForm.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(refunds.getByText(/₹1,000\.00 · Razorpay · Processed · Two seats fewer/)).toBeVisible();
  await page.reload();
  await expect(page.getByText("₹1,000.00 · refunded")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay balance ₹16,000.00" })).toBeVisible();

  // Payments → Needs attention: nothing held or failed here; the online payment is among the day's collections.
  await staff.goto("/admin/payments");
  const attention = staff.getByRole("region", { name: "Needs attention" });
  await expect(attention.getByText("No payment is held.")).toBeVisible();
  await attention.getByLabel("Show").selectOption({ label: "Failed refunds" });
  await expect(attention.getByText("No refund has failed.")).toBeVisible();
  await expect(staff.getByRole("row", { name: /Razorpay/ }).first()).toContainText("5,000.00");
  await staff.close();
});
