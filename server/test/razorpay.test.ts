/**
 * Online payments through Razorpay, against a local fake (test/fixtures/fake-razorpay.ts) that signs its webhooks
 * as Razorpay does: the webhook, not the browser, decides; events stored once and applied forward only in any
 * order; the reconciler pays what a lost webhook did not; money for a cancelled trip goes back exactly once.
 */
import crypto from "node:crypto";
import { FakeRazorpay } from "./fixtures/fake-razorpay";
import { bookingInput, CREATE } from "./fixtures/foundation";
import { outboxFor, until } from "./fixtures/outbox";
import { gqlOk, newBus } from "./fixtures/trip";
import { inDays, startServer, type TestServer } from "./harness";

const WEBHOOK = "/api/payments/razorpay/webhook";
const FARE = `mutation($id: ID!, $i: FareInput!) { recordFare(id: $id, input: $i) { balance } }`;
const ORDER = `mutation($b: ID!, $t: String) { createPaymentOrder(bookingId: $b, token: $t) { orderId keyId amountPaise amount currency kind name email contact description } }`;
const STATE = `query($id: ID!) { booking(id: $id) { status balance advanceReceivedOn payments { method amount providerPaymentId recordedBy kind } refunds { amount status method reason } } }`;

const fake = new FakeRazorpay();
let s: TestServer;
let admin: string;

beforeAll(async () => {
  await fake.start();
  s = await startServer({ ...fake.env(), JOB_POLL_SECONDS: "0.5", JOB_RETRY_DELAY_SECONDS: "1" });
  fake.webhookUrl = `${s.url}${WEBHOOK}`;
  ({ token: admin } = await s.login());
});
afterAll(async () => {
  await s.close();
  await fake.close();
});
beforeEach(() => Object.assign(fake.switches, { copies: 1, reversed: false, delayMs: 0, drop: false, tamper: false }));

/** A pending booking on its own bus, a fare of ₹20,000 agreed with an advance of ₹5,000 due: its id, owner and e-mail. */
async function dueBooking(on: TestServer = s, token = admin) {
  const email = `pay.${crypto.randomBytes(4).toString("hex")}@example.com`;
  const busId = await newBus(on, token);
  const created = await on.gql(CREATE, { i: bookingInput({ busId, departureDate: inDays(12), email }) });
  const bookingId: string = created.data.createBooking.booking.id;
  await gqlOk(on, FARE, { id: bookingId, i: { agreedFare: 20000, advance: 5000 } }, token);
  return { bookingId, busId, email, owner: created.data.createBooking.auth.token as string };
}
const state = async (bookingId: string, on: TestServer = s) =>
  (await gqlOk(on, STATE, { id: bookingId }, admin)).booking;
const paidHistory = async (bookingId: string, on: TestServer = s) =>
  (
    await on.db.query(
      `SELECT note FROM booking_status_changes WHERE "bookingId" = $1 AND note LIKE 'Payment received%'`,
      [bookingId],
    )
  ).length;
const order = async (bookingId: string, token: string, on: TestServer = s) =>
  (await gqlOk(on, ORDER, { b: bookingId }, token)).createPaymentOrder;

test("the customer's order asks for the advance due, in paise, with what Checkout prefills; a second tap reuses it", async () => {
  const b = await dueBooking();
  const o = await order(b.bookingId, b.owner);
  expect(o).toEqual({
    ...{ orderId: expect.stringMatching(/^order_/), keyId: fake.keyId, amountPaise: 500000, amount: 5000 },
    ...{ currency: "INR", kind: "advance", name: "Asha Verma", email: b.email, contact: "+91 98390 12345" },
    description: `Advance for BK-${b.bookingId.slice(-4)}`,
  });
  const made = fake.orders.get(o.orderId)!;
  expect(made).toMatchObject({ amount: 500000, currency: "INR", notes: { bookingId: b.bookingId, kind: "advance" } });
  expect(made.receipt).toMatch(new RegExp(`^BK-${b.bookingId.slice(-4)}-.*-advance-1$`));
  expect((await order(b.bookingId, b.owner)).orderId).toBe(o.orderId);
  // The pages may load Checkout's script (only when the keys are set).
  expect((await fetch(`${s.url}/`)).headers.get("content-security-policy")).toContain("https://checkout.razorpay.com");
  expect((await s.gql(`{ clientConfig { onlinePayments } }`)).data.clientConfig.onlinePayments).toBe(true);
});

test("the browser's word is not payment: the booking is paid only once the webhook says so", async () => {
  const b = await dueBooking();
  const o = await order(b.bookingId, b.owner);
  fake.switches.drop = true;
  const payment = await fake.pay(o.orderId);
  // Paid at the gateway, nothing sent: the booking still asks for its advance.
  await new Promise((r) => setTimeout(r, 1500));
  expect(await state(b.bookingId)).toMatchObject({ balance: 20000, advanceReceivedOn: null, payments: [] });
  fake.switches.drop = false;
  await fake.send([fake.event("payment.captured", { payment: { entity: payment } })]);
  const paid = await until(async () => {
    const st = await state(b.bookingId);
    return st.advanceReceivedOn && st;
  });
  expect(paid.balance).toBe(15000);
  expect(paid.payments).toEqual([
    { method: "razorpay", amount: 5000, providerPaymentId: payment.id, recordedBy: "gateway", kind: "advance" },
  ]);
  expect(await paidHistory(b.bookingId)).toBe(1);
  const mails = await until(async () => {
    const all = await outboxFor(s.config.dataDir, b.email);
    return all.some((m) => /Payment received/.test(m.subject ?? "")) && all;
  });
  expect(mails.filter((m) => /Payment received/.test(m.subject ?? ""))).toHaveLength(1);
});

test("each event three times, order.paid first: one payment, one history row, one e-mail", async () => {
  const b = await dueBooking();
  const o = await order(b.bookingId, b.owner);
  Object.assign(fake.switches, { copies: 3, reversed: true });
  const before = fake.delivered.length;
  await fake.pay(o.orderId);
  const sent = fake.delivered.slice(before);
  expect(sent.map((d) => d.event)).toEqual([
    ...Array(3).fill("order.paid"),
    ...Array(3).fill("payment.captured"),
    ...Array(3).fill("payment.authorized"),
  ]);
  expect(sent.every((d) => d.status === 200)).toBe(true);
  await until(async () => (await state(b.bookingId)).advanceReceivedOn);
  // Every event applied (the copies were stored once each), and still one of everything.
  await until(async () => {
    const [row] = await s.db.query(
      `SELECT count(*)::int AS n FROM payment_events WHERE id = ANY($1) AND "appliedAt" IS NOT NULL`,
      [[...new Set(sent.map((d) => d.id))]],
    );
    return row.n === 3;
  });
  expect((await state(b.bookingId)).payments).toHaveLength(1);
  expect(await paidHistory(b.bookingId)).toBe(1);
  const mails = await until(async () => {
    const all = (await outboxFor(s.config.dataDir, b.email)).filter((m) => /Payment received/.test(m.subject ?? ""));
    return all.length && all;
  });
  expect(mails).toHaveLength(1);
});

test("a tampered body, or one signed with another secret, is refused and nothing is stored", async () => {
  const b = await dueBooking();
  const o = await order(b.bookingId, b.owner);
  const [{ n: stored }] = await s.db.query(`SELECT count(*)::int AS n FROM payment_events`);
  fake.switches.tamper = true;
  const before = fake.delivered.length;
  const payment = await fake.pay(o.orderId);
  expect(fake.delivered.slice(before).map((d) => d.status)).toEqual([400, 400, 400]);
  const raw = JSON.stringify(fake.event("payment.captured", { payment: { entity: payment } }).body);
  const post = (signature: string, id = `evt_${crypto.randomUUID()}`) =>
    fetch(`${s.url}${WEBHOOK}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-razorpay-signature": signature, "x-razorpay-event-id": id },
      body: raw,
    });
  const other = crypto.createHmac("sha256", "another-secret").update(raw).digest("hex");
  // A payment's Checkout signature (order|payment with the key secret) is not a webhook signature.
  const checkout = crypto.createHmac("sha256", fake.keySecret).update(`${o.orderId}|${payment.id}`).digest("hex");
  for (const signature of [other, checkout, "", "zz"]) {
    const res = await post(signature);
    expect([res.status, ((await res.json()) as { message: string }).message]).toEqual([
      400,
      "The webhook's signature is not valid.",
    ]);
  }
  expect((await s.db.query(`SELECT count(*)::int AS n FROM payment_events`))[0].n).toBe(stored);
  // The same body signed right is stored once; the same event again answers 200 and does nothing more.
  const id = `evt_${crypto.randomUUID()}`;
  const first = await post(fake.sign(raw), id);
  const again = await post(fake.sign(raw), id);
  expect([first.status, await first.json(), again.status, await again.json()]).toEqual([
    200,
    { status: "stored" },
    200,
    { status: "duplicate" },
  ]);
  await until(async () => (await state(b.bookingId)).advanceReceivedOn);
  expect((await state(b.bookingId)).payments).toHaveLength(1);
});

test("an event for an order that is not ours answers 200 and changes nothing; another amount is held for staff", async () => {
  const stranger = fake.event("payment.captured", {
    payment: {
      entity: {
        id: "pay_stranger",
        order_id: "order_stranger",
        amount: 100,
        currency: "INR",
        status: "captured",
        created_at: 1,
      },
    },
  });
  await fake.send([stranger]);
  expect(fake.delivered.at(-1)!.status).toBe(200);
  await until(async () => {
    const [e] = await s.db.query(`SELECT outcome FROM payment_events WHERE id = $1`, [stranger.id]);
    return e?.outcome === "unknown order";
  });

  const b = await dueBooking();
  const o = await order(b.bookingId, b.owner);
  await fake.pay(o.orderId, { amount: 400000 });
  const orders = await until(async () => {
    const rows = (
      await gqlOk(
        s,
        `query($b: ID!) { paymentOrders(bookingId: $b) { status note amount } }`,
        { b: b.bookingId },
        admin,
      )
    ).paymentOrders;
    return rows[0].status === "held" && rows;
  });
  expect(orders[0]).toMatchObject({ amount: 5000, note: expect.stringContaining("held for staff") });
  expect(await state(b.bookingId)).toMatchObject({ balance: 20000, advanceReceivedOn: null, payments: [] });
  // Payments → "Needs attention" lists it (and the stranger's payment as unmatched); staff accept it as paid.
  const ISSUES = `query($k: String!) { paymentIssues(kind: $k) { kind id bookingId amount detail } }`;
  const held = (await gqlOk(s, ISSUES, { k: "held" }, admin)).paymentIssues;
  const mine = held.find((i: { bookingId: string }) => i.bookingId === b.bookingId);
  expect(mine).toMatchObject({ kind: "held", amount: 4000, detail: expect.stringContaining("asked 500000 paise") });
  const unmatched = (await gqlOk(s, ISSUES, { k: "unmatched" }, admin)).paymentIssues;
  expect(unmatched).toContainEqual(expect.objectContaining({ id: "pay_stranger", amount: 1, bookingId: null }));
  expect((await s.gql(ISSUES, { k: "everything" }, admin)).errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  const accepted = await s.rest("POST", `/api/payments/${mine.id}/accept`, undefined, admin);
  expect(accepted.status).toBe(200);
  expect(accepted.body.find((i: { id: string }) => i.id === mine.id)).toBeUndefined();
  expect(await state(b.bookingId)).toMatchObject({
    balance: 16000,
    payments: [expect.objectContaining({ method: "razorpay", amount: 4000, recordedBy: "staff" })],
  });
  expect((await s.rest("POST", `/api/payments/${mine.id}/accept`, undefined, admin)).status).toBe(409);
});

test("a payment captured for a booking cancelled meanwhile is refunded in full, once, with two instances at it", async () => {
  const b = await dueBooking();
  const o = await order(b.bookingId, b.owner);
  await gqlOk(
    s,
    `mutation($id: ID!) { setBookingStatus(id: $id, status: Cancelled) { id } }`,
    { id: b.bookingId },
    admin,
  );
  // An order for a cancelled booking is refused.
  const refused = await s.gql(ORDER, { b: b.bookingId }, b.owner);
  expect(refused.errors?.[0]).toMatchObject({
    message: "This booking is cancelled; nothing can be paid on it.",
    extensions: { code: "CONFLICT" },
  });
  const peer = await s.peer();
  const peerUrl = await peer.listen();
  fake.switches.drop = true;
  const payment = await fake.pay(o.orderId);
  const events = [
    fake.event("payment.captured", { payment: { entity: payment } }),
    fake.event("order.paid", { payment: { entity: payment }, order: { entity: fake.orders.get(o.orderId) } }),
  ];
  // Both instances receive both events at the same moment.
  await Promise.all(
    [s.url, peerUrl].flatMap((url) =>
      events.map(({ id, body }) => {
        const raw = JSON.stringify(body);
        return fetch(`${url}${WEBHOOK}`, {
          method: "POST",
          headers: {
            "x-razorpay-signature": fake.sign(raw),
            "x-razorpay-event-id": id,
            "content-type": "application/json",
          },
          body: raw,
        }).then((r) => r.text());
      }),
    ),
  );
  fake.switches.drop = false;
  const done = await until(async () => {
    const st = await state(b.bookingId);
    return st.refunds[0]?.status === "processed" && st;
  });
  expect(done.payments).toHaveLength(1);
  expect(done.refunds).toEqual([
    { amount: 5000, status: "processed", method: "razorpay", reason: "Automatic refund: the booking was cancelled" },
  ]);
  expect([...fake.refunds.values()].filter((r) => r.payment_id === payment.id)).toHaveLength(1);
  await peer.close();
});

test("staff refund part of a payment, never more than is left of it; the customer sees each refund's state", async () => {
  const b = await dueBooking();
  const o = await order(b.bookingId, b.owner);
  await fake.pay(o.orderId);
  await until(async () => (await state(b.bookingId)).advanceReceivedOn);
  const [{ id: paymentId }] = await s.db.query(`SELECT id FROM payments WHERE "bookingId" = $1`, [b.bookingId]);
  const REFUND = `mutation($p: ID!, $i: RefundInput!) { refundPayment(paymentId: $p, input: $i) { amount status method } }`;
  expect(
    (await gqlOk(s, REFUND, { p: paymentId, i: { amount: 1500.5, reason: "Goodwill" } }, admin)).refundPayment,
  ).toEqual({ amount: 1500.5, status: "pending", method: "razorpay" });
  const tooMuch = await s.rest("POST", `/api/payments/${paymentId}/refunds`, { amount: 3500, reason: "Again" }, admin);
  expect([tooMuch.status, tooMuch.body.message]).toEqual([
    409,
    "A refund cannot be more than what was received on the payment and not yet refunded.",
  ]);
  const noReason = await s.rest("POST", `/api/payments/${paymentId}/refunds`, { amount: 10, reason: " " }, admin);
  expect([noReason.status, noReason.body.message]).toEqual([400, "Give the reason for the refund."]);
  const rest = await s.rest("POST", `/api/payments/${paymentId}/refunds`, { amount: "3499.50", reason: "Rest" }, admin);
  expect(rest.status).toBe(201);
  const mine = await until(async () => {
    const r = await gqlOk(
      s,
      `query($id: ID!) { booking(id: $id) { refunds { amount status } balance } }`,
      { id: b.bookingId },
      b.owner,
    );
    return r.booking.refunds.every((x: { status: string }) => x.status === "processed") && r.booking;
  });
  expect(mine).toEqual({
    refunds: [
      { amount: 1500.5, status: "processed" },
      { amount: 3499.5, status: "processed" },
    ],
    balance: 20000,
  });
  const listed = await s.rest("GET", `/api/bookings/${b.bookingId}/payments/refunds`, undefined, admin);
  expect(listed.body.map((r: { amount: number; method: string }) => [r.amount, r.method])).toEqual([
    [1500.5, "razorpay"],
    [3499.5, "razorpay"],
  ]);
});

test("a refund the gateway refuses is failed, counts for nothing, and is listed among the failed refunds", async () => {
  const b = await dueBooking();
  const o = await order(b.bookingId, b.owner);
  await fake.pay(o.orderId);
  await until(async () => (await state(b.bookingId)).advanceReceivedOn);
  const [{ id: paymentId }] = await s.db.query(`SELECT id FROM payments WHERE "bookingId" = $1`, [b.bookingId]);
  fake.refundsFail = true;
  try {
    await gqlOk(
      s,
      `mutation($p: ID!, $i: RefundInput!) { refundPayment(paymentId: $p, input: $i) { status } }`,
      { p: paymentId, i: { amount: 100, reason: "Refused at the bank" } },
      admin,
    );
    const failed = await until(async () => {
      const rows = (
        await gqlOk(s, `query { paymentIssues(kind: "failedRefunds") { bookingId amount detail } }`, {}, admin)
      ).paymentIssues;
      return rows.find((r: { bookingId: string }) => r.bookingId === b.bookingId);
    });
    expect(failed).toMatchObject({ amount: 100, detail: expect.stringContaining("Refused at the bank") });
  } finally {
    fake.refundsFail = false;
  }
  // Nothing went back: the balance is as before the refund, and the customer sees it failed.
  expect(await state(b.bookingId)).toMatchObject({
    balance: 15000,
    refunds: [{ amount: 100, status: "failed", method: "razorpay", reason: "Refused at the bank" }],
  });
});

test("a payment link for what is due is sent by staff, unique at the gateway, and paid through its webhook", async () => {
  const b = await dueBooking();
  const sent = await s.rest("POST", `/api/bookings/${b.bookingId}/payments/links`, undefined, admin);
  expect(sent.status).toBe(201);
  expect(sent.body.order).toMatchObject({ kind: "advance", amount: 5000, status: "created" });
  expect(sent.body.order.linkUrl).toMatch(/^https:\/\/rzp\.io\//);
  expect(sent.body.whatsappLink).toMatch(/^https:\/\/wa\.me\/919839012345\?text=/);
  const link = fake.links.get(sent.body.order.providerLinkId)!;
  expect(link.reference_id).toBe(sent.body.order.receipt);
  await fake.pay(link.order_id);
  await until(async () => (await state(b.bookingId)).advanceReceivedOn);
  expect((await state(b.bookingId)).payments).toHaveLength(1);
});

test("who may open an order: the owner, a guest with the quote link's token, staff with payments.write; no one else", async () => {
  const b = await dueBooking();
  const other = await dueBooking();
  const asOther = await s.rest("POST", `/api/bookings/${b.bookingId}/payments/orders`, {}, other.owner);
  expect(asOther.status).toBe(404);
  const guest = await s.rest("POST", `/api/bookings/${b.bookingId}/payments/orders`, {});
  expect(guest.status).toBe(401);
  const badToken = await s.rest("POST", `/api/bookings/${b.bookingId}/payments/orders`, { token: "123.abc" });
  expect(badToken.status).toBe(401);
  const owner = await s.rest("POST", `/api/bookings/${b.bookingId}/payments/orders`, {}, b.owner);
  expect([owner.status, owner.body.amountPaise]).toEqual([201, 500000]);
  const { token: desk } = await s.staff("booking_desk" as never);
  expect((await s.rest("POST", `/api/bookings/${b.bookingId}/payments/orders`, {}, desk)).status).toBe(403);
  const { token: accounts } = await s.staff("accounts" as never);
  expect((await s.rest("POST", `/api/bookings/${b.bookingId}/payments/orders`, {}, accounts)).status).toBe(201);
});

describe("the reconciler", () => {
  let r: TestServer;
  const fake2 = new FakeRazorpay({ webhookSecret: "second-secret" });
  let admin2: string;
  beforeAll(async () => {
    await fake2.start();
    r = await startServer({ ...fake2.env(), JOB_POLL_SECONDS: "0.5", PAYMENTS_RECONCILE_SECONDS: "1" });
    fake2.webhookUrl = `${r.url}${WEBHOOK}`;
    ({ token: admin2 } = await r.login());
  });
  afterAll(async () => {
    await r.close();
    await fake2.close();
  });

  test("with the webhooks lost, the reconciler pays the order by itself", async () => {
    const b = await dueBooking(r, admin2);
    const o = await order(b.bookingId, b.owner, r);
    fake2.switches.drop = true;
    await fake2.pay(o.orderId);
    const paid = await until(async () => {
      const st = (await gqlOk(r, STATE, { id: b.bookingId }, admin2)).booking;
      return st.advanceReceivedOn && st;
    });
    expect(paid.payments).toEqual([expect.objectContaining({ method: "razorpay", amount: 5000 })]);
    expect(fake2.calls.some((c) => c.path === `/v1/orders/${o.orderId}/payments`)).toBe(true);
  });

  test("webhooks three times each while the reconciler runs: still one payment and one history row", async () => {
    const b = await dueBooking(r, admin2);
    const o = await order(b.bookingId, b.owner, r);
    Object.assign(fake2.switches, { drop: false, copies: 3, reversed: true, delayMs: 400 });
    await fake2.pay(o.orderId);
    await until(async () => (await gqlOk(r, STATE, { id: b.bookingId }, admin2)).booking.advanceReceivedOn);
    // Two more reconciler rounds.
    await new Promise((res) => setTimeout(res, 2500));
    expect((await gqlOk(r, STATE, { id: b.bookingId }, admin2)).booking.payments).toHaveLength(1);
    expect(await paidHistory(b.bookingId, r)).toBe(1);
  });
});
