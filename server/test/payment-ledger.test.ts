/**
 * The payment ledger: every rupee received on a booking is a row (the advance staff record, what the driver
 * collects on board), the booking's balance is what is billed less the rows' sum, and staff with payments.read
 * read the rows over GraphQL and REST; the rows that existed before the ledger are carried over once.
 */
import crypto from "node:crypto";
import type { QueryRunner } from "typeorm";
import { StaffRole } from "../src/domain/shared/permissions";
import { PaymentLedger1798000000000 } from "../src/db/migrations/1798000000000-PaymentLedger";
import { PaymentReferences1798100000000 } from "../src/db/migrations/1798100000000-PaymentReferences";
import { PaymentGateway1798200000000 } from "../src/db/migrations/1798200000000-PaymentGateway";
import { pdfText } from "./fixtures/pdf-text";
import { assignedTrip, driveTrip, gqlOk } from "./fixtures/trip";
import { inDays, startServer, type TestServer } from "./harness";

let s: TestServer;
let admin: string;

const ok = <T = any>(query: string, variables: Record<string, unknown> = {}, token = admin) =>
  gqlOk<T>(s, query, variables, token);
const FARE = `mutation($id: ID!, $i: FareInput!) { recordFare(id: $id, input: $i) { balance } }`;
const PAYMENTS = `query($b: ID!) { payments(bookingId: $b) { kind method amount providerPaymentId reference receivedOn recordedBy } }`;
const BALANCE = `query($id: ID!) { booking(id: $id) { balance } }`;

/** The ledger's migrations undone (with the gateway's, which builds on them) and run again, as on an older database. */
async function redoLedger(runner: QueryRunner): Promise<void> {
  const migrations = [
    new PaymentLedger1798000000000(),
    new PaymentReferences1798100000000(),
    new PaymentGateway1798200000000(),
  ];
  for (const m of [...migrations].reverse()) await m.down(runner);
  for (const m of migrations) await m.up(runner);
}

beforeAll(async () => {
  s = await startServer();
  ({ token: admin } = await s.login());
});
afterAll(() => s.close());

test("the advance recorded and the cash collected on board are the booking's payments, and its balance is the rest", async () => {
  const t = await assignedTrip(s, admin, { language: "en" });
  // ₹20,000 agreed; the advance of ₹6,394.50 received today; the driver collects ₹4,920.50 at the close.
  await ok(FARE, { id: t.bookingId, i: { agreedFare: 20000, advance: 6394.5, advanceReceivedOn: inDays(0) } });
  await driveTrip(s, admin, t, [], { km: 250, collected: 4920.5 });
  const payments = (await ok(PAYMENTS, { b: t.bookingId })).payments;
  expect(payments).toEqual([
    {
      ...{ kind: "advance", method: "upiManual", amount: 6394.5, providerPaymentId: `advance:${t.bookingId}` },
      ...{ reference: null, receivedOn: inDays(0), recordedBy: "staff" },
    },
    {
      ...{ kind: "balance", method: "cash", amount: 4920.5, providerPaymentId: `collected:${t.bookingId}` },
      ...{ reference: null, receivedOn: inDays(0), recordedBy: "driver" },
    },
  ]);
  // ₹20,000 − ₹6,394.50 − ₹4,920.50.
  expect((await ok(BALANCE, { id: t.bookingId })).booking.balance).toBe(8685);
  const rest = await s.rest("GET", `/api/bookings/${t.bookingId}/payments`, undefined, admin);
  expect(rest.status).toBe(200);
  expect(rest.body.map((p: { method: string; amount: number }) => [p.method, p.amount])).toEqual([
    ["upi_manual", 6394.5],
    ["cash", 4920.5],
  ]);

  // The form saved again with a corrected advance keeps one advance row, with the new amount; cleared, none.
  await ok(FARE, { id: t.bookingId, i: { agreedFare: 20000, advance: 7000, advanceReceivedOn: inDays(-1) } });
  const again = (await ok(PAYMENTS, { b: t.bookingId })).payments;
  expect(again.filter((p: { kind: string }) => p.kind === "advance")).toEqual([
    expect.objectContaining({ amount: 7000, receivedOn: inDays(-1) }),
  ]);
  expect((await ok(BALANCE, { id: t.bookingId })).booking.balance).toBe(8079.5);
  await ok(FARE, { id: t.bookingId, i: { agreedFare: 20000, advance: 7000, advanceReceivedOn: null } });
  expect((await ok(PAYMENTS, { b: t.bookingId })).payments.map((p: { kind: string }) => p.kind)).toEqual(["balance"]);
  expect((await ok(BALANCE, { id: t.bookingId })).booking.balance).toBe(15079.5);
});

test("nothing collected on board is no payment; staff closing for the driver record what they collected", async () => {
  const t = await assignedTrip(s, admin);
  await ok(FARE, { id: t.bookingId, i: { agreedFare: 9000 } });
  await driveTrip(s, admin, t, [], { km: 100, collected: 0 });
  expect((await ok(PAYMENTS, { b: t.bookingId })).payments).toEqual([]);
  expect((await ok(BALANCE, { id: t.bookingId })).booking.balance).toBe(9000);

  const u = await assignedTrip(s, admin);
  await ok(FARE, { id: u.bookingId, i: { agreedFare: 9000 } });
  await ok(`mutation($t: String!, $i: DriverStartInput!) { driverStartTrip(token: $t, input: $i) { startedAt } }`, {
    t: u.token,
    i: { stepId: crypto.randomUUID(), openingKm: 12000 },
  });
  await ok(`mutation($b: ID!, $i: StaffCloseTripInput!) { closeTripAsStaff(bookingId: $b, input: $i) { closedBy } }`, {
    b: u.bookingId,
    i: { closingKm: 12180, amountCollected: 3000.75 },
  });
  expect((await ok(PAYMENTS, { b: u.bookingId })).payments).toEqual([
    expect.objectContaining({ kind: "balance", method: "cash", amount: 3000.75, recordedBy: "staff" }),
  ]);
  expect((await ok(BALANCE, { id: u.bookingId })).booking.balance).toBe(5999.25);
});

test("payments are read with payments.read: owner, manager and accounts; not the booking desk or the dispatcher", async () => {
  const t = await assignedTrip(s, admin);
  await ok(FARE, { id: t.bookingId, i: { agreedFare: 9000, advance: 1000, advanceReceivedOn: inDays(0) } });
  for (const role of Object.values(StaffRole)) {
    const { token } = await s.staff(role);
    const gql = await s.gql(PAYMENTS, { b: t.bookingId }, token);
    const rest = await s.rest("GET", `/api/bookings/${t.bookingId}/payments`, undefined, token);
    const may = [StaffRole.owner, StaffRole.manager, StaffRole.accounts].includes(role);
    expect([role, gql.errors?.[0]?.extensions?.code ?? "OK", rest.status]).toEqual([
      role,
      may ? "OK" : "FORBIDDEN",
      may ? 200 : 403,
    ]);
  }
  // A customer is refused as well (their own booking's receipts are on their page, not in the ledger's API).
  expect((await s.rest("GET", `/api/bookings/${t.bookingId}/payments`, undefined, t.ownerToken)).status).toBe(403);
  // An unknown booking is a 404, a malformed id too.
  expect((await s.rest("GET", `/api/bookings/${crypto.randomUUID()}/payments`, undefined, admin)).status).toBe(404);
  expect((await s.rest("GET", `/api/bookings/nope/payments`, undefined, admin)).status).toBe(404);
});

test("the ledger's migration carries over each advance received and each closed trip's collection, once", async () => {
  const received = await assignedTrip(s, admin);
  await ok(FARE, {
    id: received.bookingId,
    i: { agreedFare: 12000, advance: 2500.25, advanceReceivedOn: inDays(-2) },
  });
  await driveTrip(s, admin, received, [], { km: 300, collected: 3000 });
  const due = await assignedTrip(s, admin);
  await ok(FARE, { id: due.bookingId, i: { agreedFare: 12000, advance: 2500 } });
  // As before the ledger: the table gone, the bookings and trips as they were; then the migration again.
  const runner = s.db.createQueryRunner();
  try {
    await redoLedger(runner);
  } finally {
    await runner.release();
  }
  const rows = (await ok(PAYMENTS, { b: received.bookingId })).payments;
  expect(
    rows.map((p: { kind: string; method: string; amount: number; receivedOn: string; recordedBy: string }) => [
      p.kind,
      p.method,
      p.amount,
      p.receivedOn,
      p.recordedBy,
    ]),
  ).toEqual([
    ["advance", "upiManual", 2500.25, inDays(-2), "staff"],
    ["balance", "cash", 3000, inDays(0), "driver"],
  ]);
  expect((await ok(PAYMENTS, { b: due.bookingId })).payments).toEqual([]);
});

describe("staff record a payment received by hand", () => {
  const RECORD = `mutation($b: ID!, $i: RecordPaymentInput!) { recordPayment(bookingId: $b, input: $i) { kind method amount reference receivedOn recordedBy providerPaymentId } }`;
  const PAGE = `query($id: ID!) { booking(id: $id) { balance advanceReceivedOn upiPayment { amount purpose } history { note } } }`;

  test("a UPI transfer with its UTR pays the advance, then cash and a bank transfer the balance; the page follows", async () => {
    await ok(`mutation($i: PaymentSettingsInput!) { updatePaymentSettings(input: $i) { upiId } }`, {
      i: { upiId: "kashicoach@okaxis", upiPayee: "Kashi Coach Tours" },
    });
    const t = await assignedTrip(s, admin);
    await ok(FARE, { id: t.bookingId, i: { agreedFare: 20000, advance: 5000 } });
    expect((await ok(PAGE, { id: t.bookingId })).booking.upiPayment).toEqual({ amount: 5000, purpose: "advance" });
    // Half the advance first: still due.
    const first = (
      await ok(RECORD, { b: t.bookingId, i: { method: "upiManual", amount: 2500, reference: "UTR 4071 2233 9981" } })
    ).recordPayment;
    expect(first).toMatchObject({ kind: "advance", method: "upiManual", amount: 2500, receivedOn: inDays(0) });
    expect(first.providerPaymentId).toMatch(/^manual:[0-9a-f-]{36}$/);
    let page = (await ok(PAGE, { id: t.bookingId })).booking;
    expect(page).toMatchObject({ balance: 17500, advanceReceivedOn: null });
    // The rest of it, received yesterday: the advance is received, and the page asks for the balance.
    await ok(RECORD, {
      b: t.bookingId,
      i: { method: "upiManual", amount: 2500, reference: "UTR 4071 2233 9982", receivedOn: inDays(-1) },
    });
    page = (await ok(PAGE, { id: t.bookingId })).booking;
    expect(page).toMatchObject({ balance: 15000, advanceReceivedOn: inDays(-1) });
    expect(page.upiPayment).toEqual({ amount: 15000, purpose: "balance" });
    expect(page.history.map((h: { note: string | null }) => h.note)).toContain(
      "Payment received: ₹2,500.00 by UPI on " + inDays(-1) + " (advance), reference UTR 4071 2233 9982",
    );
    // Cash at the office and a bank transfer pay the balance (REST, as another client would).
    const cash = await s.rest(
      "POST",
      `/api/bookings/${t.bookingId}/payments`,
      { method: "cash", amount: 5000.5, reference: "Receipt 118" },
      admin,
    );
    expect(cash.status).toBe(201);
    expect(cash.body).toMatchObject({ kind: "balance", method: "cash", amount: 5000.5, reference: "Receipt 118" });
    await ok(RECORD, { b: t.bookingId, i: { method: "bank", amount: 9999.5, reference: "NEFT N3402" } });
    expect((await ok(PAGE, { id: t.bookingId })).booking).toMatchObject({ balance: 0, upiPayment: null });
    // The booking's PDF lists each payment with its method and reference.
    const pdf = await fetch(`${s.url}/invoices/${t.bookingId}.pdf`, { headers: { authorization: `Bearer ${admin}` } });
    const text = (await pdfText(Buffer.from(await pdf.arrayBuffer()))).replace(/\s+/g, " ");
    for (const line of [
      "UPI · UTR 4071 2233 9981: INR 2,500.00",
      "Cash · Receipt 118: INR 5,000.50",
      "Bank transfer · NEFT N3402: INR 9,999.50",
      "Received in all: INR 20,000.00",
    ])
      expect(text).toContain(line);
    expect((await ok(PAYMENTS, { b: t.bookingId })).payments.map((p: { amount: number }) => p.amount)).toEqual([
      2500, 2500, 5000.5, 9999.5,
    ]);
    // The fare form cannot say the advance was not received while payments say it was; saved as it is, nothing doubles.
    const cleared = await s.gql(
      FARE,
      { id: t.bookingId, i: { agreedFare: 20000, advance: 5000, advanceReceivedOn: null } },
      admin,
    );
    expect(cleared.errors?.[0]).toMatchObject({
      message: "The advance is recorded as a payment: it stays received.",
      extensions: { code: "CONFLICT" },
    });
    await ok(FARE, { id: t.bookingId, i: { agreedFare: 20000, advance: 5000, advanceReceivedOn: inDays(-1) } });
    expect((await ok(PAYMENTS, { b: t.bookingId })).payments).toHaveLength(4);
    expect((await ok(PAGE, { id: t.bookingId })).booking.balance).toBe(0);
  });

  test("bad input is refused with the field's words, and nothing is stored", async () => {
    const t = await assignedTrip(s, admin);
    const refused = async (i: Record<string, unknown>, message: string, status = 400) => {
      const r = await s.rest("POST", `/api/bookings/${t.bookingId}/payments`, i, admin);
      expect([r.status, r.body.message]).toEqual([status, message]);
    };
    const utr = { method: "upi_manual", amount: 1000, reference: "UTR 1" };
    await refused(utr, "Record the agreed fare before a payment.", 409);
    await ok(FARE, { id: t.bookingId, i: { agreedFare: 3000 } });
    await refused({ ...utr, reference: "  " }, "Reference is required.");
    await refused({ ...utr, method: "razorpay" }, "Payment method must be one of: upi_manual, cash, bank.");
    await refused({ ...utr, amount: 0 }, "Amount must be a number between 0 and 10000000.");
    await refused({ ...utr, amount: "ten" }, "Amount must be a number between 0 and 10000000.");
    await refused({ ...utr, receivedOn: inDays(1) }, "A payment cannot be received in the future.");
    await refused({ ...utr, amount: 3000.01 }, "A payment cannot be more than the booking still owes.", 409);
    expect((await ok(PAYMENTS, { b: t.bookingId })).payments).toEqual([]);
    expect((await ok(BALANCE, { id: t.bookingId })).booking.balance).toBe(3000);
    // Unknown bookings are 404; a customer may not record one.
    expect((await s.rest("POST", `/api/bookings/${crypto.randomUUID()}/payments`, utr, admin)).status).toBe(404);
    expect((await s.rest("POST", `/api/bookings/${t.bookingId}/payments`, utr, t.ownerToken)).status).toBe(403);
  });

  test("the same UTR typed twice, even at the same moment, is one payment", async () => {
    const t = await assignedTrip(s, admin);
    await ok(FARE, { id: t.bookingId, i: { agreedFare: 9000 } });
    const reference = `UTR ${crypto.randomBytes(6).toString("hex")}`;
    const send = () =>
      s.rest("POST", `/api/bookings/${t.bookingId}/payments`, { method: "upi_manual", amount: 1000, reference }, admin);
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(
      "A payment with this reference is already recorded.",
    );
    expect((await ok(PAYMENTS, { b: t.bookingId })).payments).toHaveLength(1);
    expect((await ok(BALANCE, { id: t.bookingId })).booking.balance).toBe(8000);
    // The same reference under another method is another payment (a cash receipt numbered like a UTR).
    expect(
      (
        await s.rest(
          "POST",
          `/api/bookings/${t.bookingId}/payments`,
          { method: "cash", amount: 1000, reference },
          admin,
        )
      ).status,
    ).toBe(201);
  });

  test("payments are recorded with payments.write: owner, manager and accounts", async () => {
    const t = await assignedTrip(s, admin);
    await ok(FARE, { id: t.bookingId, i: { agreedFare: 90000 } });
    for (const role of Object.values(StaffRole)) {
      const { token } = await s.staff(role);
      const r = await s.rest(
        "POST",
        `/api/bookings/${t.bookingId}/payments`,
        { method: "cash", amount: 100, reference: `R-${role}` },
        token,
      );
      expect([role, r.status]).toEqual([
        role,
        [StaffRole.owner, StaffRole.manager, StaffRole.accounts].includes(role) ? 201 : 403,
      ]);
    }
  });
});

test("the booking's owner reads its payments on the booking; staff without payments.read read none", async () => {
  const t = await assignedTrip(s, admin);
  await ok(FARE, { id: t.bookingId, i: { agreedFare: 6000, advance: 1500, advanceReceivedOn: inDays(0) } });
  const READ = `query($id: ID!) { booking(id: $id) { payments { method amount reference receivedOn } } }`;
  const own = await s.gql(READ, { id: t.bookingId }, t.ownerToken);
  expect(own.errors).toBeUndefined();
  expect(own.data.booking.payments).toEqual([
    { method: "upiManual", amount: 1500, reference: null, receivedOn: inDays(0) },
  ]);
  const desk = await s.staff(StaffRole.bookingDesk);
  const seen = await s.gql(READ, { id: t.bookingId }, desk.token);
  expect([seen.errors, seen.data.booking.payments]).toEqual([undefined, null]);
  const accounts = await s.staff(StaffRole.accounts);
  expect((await s.gql(READ, { id: t.bookingId }, accounts.token)).data.booking.payments).toHaveLength(1);
});

describe("the payments received over some days", () => {
  const PAGE = `query($f: PaymentFilter, $first: Int, $after: String) {
    paymentsPage(filter: $f, first: $first, after: $after) {
      from to totalCount total byMethod { method count amount } nextCursor
      items { amount method reference receivedOn bookingReference customerName }
    }
  }`;
  const RECORD = `mutation($b: ID!, $i: RecordPaymentInput!) { recordPayment(bookingId: $b, input: $i) { id } }`;

  test("a range of days lists its payments newest first, page by page, with the totals by method", async () => {
    const a = await assignedTrip(s, admin);
    const b = await assignedTrip(s, admin);
    for (const t of [a, b]) await ok(FARE, { id: t.bookingId, i: { agreedFare: 50000 } });
    const tag = crypto.randomBytes(3).toString("hex");
    const pay = (t: { bookingId: string }, method: string, amount: number, days: number, n: number) =>
      ok(RECORD, { b: t.bookingId, i: { method, amount, reference: `${tag}-${n}`, receivedOn: inDays(days) } });
    await pay(a, "upiManual", 1000, -41, 1);
    await pay(b, "cash", 500.5, -41, 2);
    await pay(a, "bank", 300, -40, 3);
    await pay(b, "upiManual", 250, -39, 4); // outside the range below
    const f = { from: inDays(-41), to: inDays(-40) };
    const first = (await ok(PAGE, { f, first: 2 })).paymentsPage;
    expect(first).toMatchObject({ from: inDays(-41), to: inDays(-40), totalCount: 3, total: 1800.5 });
    expect(first.byMethod).toEqual([
      { method: "bank", count: 1, amount: 300 },
      { method: "cash", count: 1, amount: 500.5 },
      { method: "upiManual", count: 1, amount: 1000 },
    ]);
    expect(first.items.map((p: { reference: string }) => p.reference)).toEqual([`${tag}-3`, `${tag}-2`]);
    expect(first.items[0]).toMatchObject({
      bookingReference: `BK-${a.bookingId.slice(-4)}`,
      customerName: "Meera Joshi",
    });
    const second = (await ok(PAGE, { f, first: 2, after: first.nextCursor })).paymentsPage;
    expect(second.items.map((p: { reference: string }) => p.reference)).toEqual([`${tag}-1`]);
    expect(second.nextCursor).toBeNull();
    // One method; and the same over REST.
    const cash = (await ok(PAGE, { f: { ...f, method: "cash" } })).paymentsPage;
    expect([cash.totalCount, cash.total, cash.items[0].reference]).toEqual([1, 500.5, `${tag}-2`]);
    const rest = await s.rest(
      "GET",
      `/api/payments?from=${inDays(-41)}&to=${inDays(-40)}&method=upi_manual`,
      undefined,
      admin,
    );
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      totalCount: 1,
      total: 1000,
      byMethod: [{ method: "upi_manual", count: 1, amount: 1000 }],
    });
    expect(rest.body.items[0]).toMatchObject({ reference: `${tag}-1`, method: "upi_manual", bookingId: a.bookingId });
  });

  test("without a filter it is today's collections; bad input is refused", async () => {
    const t = await assignedTrip(s, admin);
    await ok(FARE, { id: t.bookingId, i: { agreedFare: 5000 } });
    const reference = `today-${crypto.randomBytes(3).toString("hex")}`;
    await ok(RECORD, { b: t.bookingId, i: { method: "cash", amount: 75, reference } });
    const today = (await ok(PAGE, { first: 100 })).paymentsPage;
    expect([today.from, today.to]).toEqual([inDays(0), inDays(0)]);
    expect(today.items.map((p: { reference: string }) => p.reference)).toContain(reference);
    const refused = async (path: string, message: string) => {
      const r = await s.rest("GET", path, undefined, admin);
      expect([r.status, r.body.message]).toEqual([400, message]);
    };
    await refused(`/api/payments?from=someday`, "From must be a date (YYYY-MM-DD).");
    await refused(`/api/payments?from=${inDays(0)}&to=${inDays(-1)}`, "End must not be before start.");
    await refused(`/api/payments?method=cheque`, "Payment method must be one of: razorpay, upi_manual, cash, bank.");
    await refused(`/api/payments?after=bm9wZQ`, "Invalid page cursor.");
    expect((await s.rest("GET", `/api/payments`, undefined, t.ownerToken)).status).toBe(403);
  });

  test("payments recorded in one transaction (the ledger's migration) are each listed once, page after page", async () => {
    const ids: string[] = [];
    for (let n = 0; n < 3; n++) {
      const t = await assignedTrip(s, admin);
      await ok(FARE, { id: t.bookingId, i: { agreedFare: 9000, advance: 1000 + n, advanceReceivedOn: inDays(-60) } });
      ids.push(t.bookingId);
    }
    const runner = s.db.createQueryRunner();
    try {
      await redoLedger(runner);
    } finally {
      await runner.release();
    }
    const seen: number[] = [];
    let after: string | null = null;
    do {
      const page: { items: Array<{ amount: number }>; nextCursor: string | null } = (
        await ok(PAGE, { f: { from: inDays(-60), to: inDays(-60) }, first: 1, after })
      ).paymentsPage;
      seen.push(...page.items.map((p) => p.amount));
      after = page.nextCursor;
    } while (after);
    expect(seen.sort()).toEqual([1000, 1001, 1002]);
  });
});

test("without the gateway's keys: no online payment is offered, an order is refused, and the webhook is not there", async () => {
  const t = await assignedTrip(s, admin);
  await ok(FARE, { id: t.bookingId, i: { agreedFare: 9000, advance: 1000 } });
  expect((await s.gql(`{ clientConfig { onlinePayments } }`)).data.clientConfig.onlinePayments).toBe(false);
  const mine = await s.gql(
    `query($id: ID!) { booking(id: $id) { onlinePayment { amount } } }`,
    { id: t.bookingId },
    t.ownerToken,
  );
  expect(mine.data.booking.onlinePayment).toBeNull();
  const order = await s.rest("POST", `/api/bookings/${t.bookingId}/payments/orders`, {}, t.ownerToken);
  expect([order.status, order.body.message]).toEqual([409, "Online payment is not set up; please pay by UPI."]);
  const hook = await s.rest("POST", "/api/payments/razorpay/webhook", { event: "payment.captured" });
  expect(hook.status).toBe(404);
  // The page loads nothing from Razorpay: its policy allows no script of theirs.
  const page = await fetch(`${s.url}/`);
  expect(page.headers.get("content-security-policy")).not.toContain("razorpay");
});
