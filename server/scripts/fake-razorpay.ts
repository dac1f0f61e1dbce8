/**
 * `npm run fake:razorpay`: the tests' fake Razorpay (test/fixtures/fake-razorpay.ts) on a port of its own, for
 * trying online payments locally without an account. It prints the environment to start the product with;
 * `POST /__pay/<order id>` pays an order as a customer would in Checkout and posts its webhooks to the product.
 */
import { FakeRazorpay } from "../test/fixtures/fake-razorpay";

async function main(): Promise<void> {
  const port = Number(process.env.FAKE_RAZORPAY_PORT || 4010);
  const site = (process.env.PUBLIC_URL || "http://localhost:4000").replace(/\/$/, "");
  const fake = await new FakeRazorpay({ webhookUrl: `${site}/api/payments/razorpay/webhook` }).start(port);
  console.log(`Fake Razorpay at ${fake.url}, posting webhooks to ${fake.webhookUrl}. Start the product with:\n`);
  for (const [k, v] of Object.entries(fake.env())) console.log(`  ${k}=${v}`);
  console.log(
    `\nPay an order (GET /api/bookings/{id}/payments/orders lists them): curl -X POST ${fake.url}/__pay/<order id>`,
  );
}

void main();
