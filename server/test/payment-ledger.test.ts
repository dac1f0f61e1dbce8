/**
 * The payment ledger: every rupee received on a booking is a row (the advance staff record, what the driver
 * collects on board), the booking's balance is what is billed less the rows' sum, and staff with payments.read
 * read the rows over GraphQL and REST; the rows that existed before the ledger are carried over once.
 */
import crypto from "node:crypto";
import { StaffRole } from "../src/domain/shared/permissions";
import { PaymentLedger1798000000000 } from "../src/db/migrations/1798000000000-PaymentLedger";
import { assignedTrip, driveTrip, gqlOk } from "./fixtures/trip";
import { inDays, startServer, type TestServer } from "./harness";

let s: TestServer;
let admin: string;

const ok = <T = any>(query: string, variables: Record<string, unknown> = {}, token = admin) =>
  gqlOk<T>(s, query, variables, token);
const FARE = `mutation($id: ID!, $i: FareInput!) { recordFare(id: $id, input: $i) { balance } }`;
const PAYMENTS = `query($b: ID!) { payments(bookingId: $b) { kind method amount providerPaymentId reference receivedOn recordedBy } }`;
const BALANCE = `query($id: ID!) { booking(id: $id) { balance } }`;

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
    const migration = new PaymentLedger1798000000000();
    await migration.down(runner);
    await migration.up(runner);
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
