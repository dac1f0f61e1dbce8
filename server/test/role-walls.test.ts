/**
 * Each staff role reads what its permissions allow and nothing more: the history's notes lose their amounts for
 * staff without money.read, Accounts read the accepted quote, the assigned driver and decide the trip's charges,
 * and the activity log names people and bookings instead of their ids.
 */
import crypto from "node:crypto";
import { StaffRole } from "../src/domain/shared/permissions";
import { inDays, startServer, type TestServer } from "./harness";
import { bookingInput, CREATE } from "./fixtures/foundation";

let s: TestServer;
let owner: string;
const tokens = {} as Record<StaffRole, string>;
let bookingId: string;
let driverName: string;

async function ok<T = any>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const r = await s.gql<T>(query, variables, token);
  if (r.errors) throw new Error(r.errors[0].message);
  return r.data!;
}

beforeAll(async () => {
  s = await startServer();
  owner = (await s.login()).token;
  for (const role of Object.values(StaffRole)) tokens[role] = (await s.staff(role, `Walls ${role}`)).token;
  const busId = (await ok(`{ buses { id } }`, {})).buses[0].id as string;
  await ok(
    `mutation($i: RateCardInput!) { saveRateCard(input: $i) { card { id } } }`,
    {
      i: {
        ...{ name: "Walls card", busId, effectiveFrom: inDays(-5), perKm: "65", minKmPerDay: 300 },
        ...{ driverAllowance: "300", nightHalt: "500", gstRate: 5 },
      },
    },
    owner,
  );
  bookingId = (await ok(CREATE, { i: bookingInput({ busId, departureDate: inDays(40), passengers: 10 }) }))
    .createBooking.booking.id;
  await ok(`mutation($b: ID!) { prepareQuote(bookingId: $b) { id } }`, { b: bookingId }, owner);
  const sent = await ok(
    `mutation($b: ID!) { sendQuote(bookingId: $b) { share { customerLink } } }`,
    { b: bookingId },
    owner,
  );
  const token = decodeURIComponent(new URL(sent.sendQuote.share.customerLink).searchParams.get("token")!);
  await ok(`mutation($b: ID!, $i: AcceptQuoteInput!) { acceptQuote(bookingId: $b, input: $i) { id } }`, {
    b: bookingId,
    i: { token, acceptTerms: true },
  });
  await ok(`mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id } }`, { id: bookingId }, owner);
  driverName = `Ramesh Walls ${crypto.randomUUID().slice(0, 4)}`;
  const driver = await ok(
    `mutation($i: DriverInput!) { createDriver(input: $i) { id } }`,
    {
      i: {
        ...{ name: driverName, phone: "+91 94150 11111", licenceNumber: "UP65 2010 0099" },
        licenceValidUntil: inDays(3000),
      },
    },
    owner,
  );
  await ok(
    `mutation($b: ID!, $d: [ID!]!) { assignDrivers(bookingId: $b, driverIds: $d) { seat } }`,
    { b: bookingId, d: [driver.createDriver.id] },
    tokens.dispatcher,
  );
  // The trip closed with a toll paid on the way: one line offered for the invoice.
  await s.db.query(
    `INSERT INTO driver_trips ("bookingId", "startedAt", "openingKm", "closedAt", "closingKm", "closedBy")
     VALUES ($1, now() - interval '1 day', 1000, now(), 1200, 'staff')`,
    [bookingId],
  );
  await s.db.query(
    `INSERT INTO driver_trip_steps ("bookingId", "stepId", kind, "expenseKind", amount, "receiptUrl")
     VALUES ($1, $2, 'expense', 'toll', 145.50, '/uploads/walls-receipt.png')`,
    [bookingId, crypto.randomUUID()],
  );
});
afterAll(() => s.close());

const HISTORY = `query($id: ID!) { booking(id: $id) { history { note } } }`;
const notes = async (role: StaffRole) =>
  ((await ok(HISTORY, { id: bookingId }, tokens[role])).booking.history as { note: string | null }[])
    .map((h) => h.note ?? "")
    .join("\n");

test("the history's quote note names the fare and advance to the owner, and no amount to a dispatcher or the booking desk", async () => {
  const full = await notes(StaffRole.owner);
  expect(full).toMatch(/Quote version 1 accepted by Asha Verma.*: fare ₹[\d,]+\.\d\d, advance ₹[\d,]+\.\d\d/);
  for (const role of [StaffRole.dispatcher, StaffRole.bookingDesk]) {
    const text = await notes(role);
    expect(text).toMatch(/Quote version 1 accepted by Asha Verma/);
    expect([role, text]).toEqual([role, expect.not.stringMatching(/₹|fare|advance/i)]);
  }
  expect(await notes(StaffRole.accounts)).toMatch(/fare ₹/);
});

test("Accounts read the accepted quote with its links, the assigned driver, and approve the trip's charge", async () => {
  const read = await ok(
    `query($b: ID!) { quote(bookingId: $b) { state total share { customerLink } } booking(id: $b) { drivers { driver { name } } tripCharges { source amountPaise approved } } }`,
    { b: bookingId },
    tokens.accounts,
  );
  expect(read.quote).toMatchObject({ state: "Accepted", total: expect.stringMatching(/^\d+\.\d\d$/) });
  expect(read.quote.share.customerLink).toMatch(/token=/);
  expect(read.booking.drivers).toEqual([{ driver: { name: driverName } }]);
  const [charge] = read.booking.tripCharges;
  expect(charge).toMatchObject({ amountPaise: 14550, approved: null });
  const decided = await ok(
    `mutation($b: ID!, $s: String!) { decideTripCharge(bookingId: $b, source: $s, approve: true) { source approved } }`,
    { b: bookingId, s: charge.source },
    tokens.accounts,
  );
  expect(decided.decideTripCharge).toEqual([{ source: charge.source, approved: true }]);
});

test("the activity log names the booking and the people and drivers its changes name, not their ids", async () => {
  const log = await ok(
    `query($f: ActivityFilterInput) { activity(filter: $f) { entity subject action changes } }`,
    { f: { entityId: bookingId } },
    owner,
  );
  const entries = log.activity as { entity: string; subject: string; action: string; changes: object }[];
  expect(entries.length).toBeGreaterThan(0);
  for (const e of entries.filter((x) => x.entity === "booking" || x.entity === "quote"))
    expect(e.subject).toBe(`BK-${bookingId.slice(-4)}`);
  const text = JSON.stringify(entries.map((e) => e.changes));
  expect(text).toContain(driverName);
  expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
});
