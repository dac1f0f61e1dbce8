/**
 * The duty slip and what it feeds: staff's part of the slip (reporting time, notes for the
 * driver, collect on board), the slip's PDF for staff (either language) and from the driver's link (the
 * driver's language), and after the close the candidate invoice lines (extra km over the accepted quote,
 * each expense) that staff approve or reject. Through GraphQL and REST on a real PostgreSQL.
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { approvedTripChargeLines } from "../src/domain/driver/trip-charge-lines";
import { StaffRole } from "../src/domain/shared/permissions";
import { PNG, bookingInput, CREATE } from "./fixtures/foundation";
import { inDays, startServer, type TestServer } from "./harness";

let s: TestServer;
let admin: string;
let licence = 0;

beforeAll(async () => {
  s = await startServer();
  admin = (await s.login()).token;
});
afterAll(() => s.close());

async function ok<T = any>(query: string, variables: Record<string, unknown>, token = admin): Promise<T> {
  const r = await s.gql<T>(query, variables, token);
  if (r.errors) throw new Error(r.errors[0].message);
  return r.data!;
}

/** The PDF's text, read by pdf-parse (pdf.js) in a child process, as the browser tests read it. */
function pdfText(bytes: Buffer): string {
  const file = path.join(os.tmpdir(), `slip-${crypto.randomBytes(4).toString("hex")}.pdf`);
  fs.writeFileSync(file, bytes);
  const script = `import { PDFParse } from "pdf-parse"; import fs from "node:fs";
    const r = await new PDFParse({ data: new Uint8Array(fs.readFileSync(process.argv[1])) }).getText(); process.stdout.write(r.text);`;
  try {
    return execFileSync(process.execPath, ["--input-type=module", "-e", script, file], { encoding: "utf8" });
  } finally {
    fs.unlinkSync(file);
  }
}

/** A new bus with a registration number. */
async function newBus(): Promise<string> {
  const id = crypto.randomBytes(3).toString("hex");
  const bus = await ok(`mutation($i: BusInput!) { createBus(input: $i) { id } }`, {
    i: {
      name: `Slip Bus ${id}`,
      capacity: 30,
      description: "d",
      features: ["AC"],
      images: [],
      lastMaintenance: inDays(-30),
      popularRoutes: [],
      registrationNumber: `UP65 SL ${1000 + ++licence}`,
    },
  });
  return bus.createBus.id;
}

/** A Confirmed booking on a new bus, driven by a new driver; the link's token. */
async function assigned(language: "en" | "hi" = "hi") {
  const id = crypto.randomBytes(3).toString("hex");
  const busId = await newBus();
  const created = await s.gql(CREATE, {
    i: bookingInput({
      busId,
      passengers: 14,
      departureDate: inDays(1),
      days: 2,
      email: `slip.${id}@example.com`,
      name: "Meera Joshi",
      phone: "+91 98390 12345",
      notes: "Two wheelchairs",
    }),
  });
  if (created.errors) throw new Error(created.errors[0].message);
  const bookingId: string = created.data.createBooking.booking.id;
  await ok(`mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id } }`, { id: bookingId });
  const driver = await ok(`mutation($i: DriverInput!) { createDriver(input: $i) { id } }`, {
    i: {
      name: "Suresh Pal",
      phone: "+91 94150 22222",
      licenceNumber: `SLIP-${id}`,
      licenceValidUntil: inDays(4000),
      language,
    },
  });
  const a = await ok(
    `mutation($b: ID!, $d: [ID!]!) { assignDrivers(bookingId: $b, driverIds: $d) { link { path } } }`,
    {
      b: bookingId,
      d: [driver.createDriver.id],
    },
  );
  return { bookingId, ref: `BK-${bookingId.slice(-4)}`, token: (a.assignDrivers[0].link.path as string).slice(3) };
}

const SAVE = `mutation($b: ID!, $i: DutySlipInput!) { saveDutySlip(bookingId: $b, input: $i) { reportingTime driverNotes collectOnBoard amountToCollectPaise slipPathEn slipPathHi } }`;
const download = async (p: string, token?: string) => {
  const res = await fetch(`${s.url}${p}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, type: res.headers.get("content-type"), bytes: Buffer.from(await res.arrayBuffer()) };
};

test("staff fill the slip; its PDF holds the trip's facts in English and Hindi, and the amount to collect only when marked", async () => {
  const t = await assigned("hi");
  await ok(`mutation($id: ID!, $i: FareInput!) { recordFare(id: $id, input: $i) { id } }`, {
    id: t.bookingId,
    // The advance received: the balance owed is the rest of the fare.
    i: { agreedFare: 18500.5, advance: 5000, advanceReceivedOn: inDays(0) },
  });
  const saved = (await ok(SAVE, { b: t.bookingId, i: { reportingTime: "06:30", driverNotes: "Carry drinking water" } }))
    .saveDutySlip;
  expect(saved).toMatchObject({ reportingTime: "06:30", collectOnBoard: false, amountToCollectPaise: null });

  const en = await download(saved.slipPathEn, admin);
  expect(en.status).toBe(200);
  expect(en.type).toBe("application/pdf");
  const text = pdfText(en.bytes);
  for (const fact of [
    `Duty slip ${t.ref}`,
    "06:30",
    "Meera Joshi",
    "+91 98390 12345",
    "Passengers: 14",
    "UP65 SL",
    "Carry drinking water",
    "Nothing to collect from the customer.",
    "Opening km",
    "Closing time",
  ])
    expect(text).toContain(fact);

  // Collect on board: the balance (18,500.50 less the 5,000 received) on the slip and the driver's page, in paise.
  const marked = (await ok(SAVE, { b: t.bookingId, i: { collectOnBoard: true } })).saveDutySlip;
  expect(marked).toMatchObject({ reportingTime: "06:30", collectOnBoard: true, amountToCollectPaise: 1350050 });
  // pdf.js gives Devanagari's vowel signs in drawing order, so whole words that have none are compared.
  const hi = pdfText((await download(saved.slipPathHi, admin)).bytes);
  for (const fact of [t.ref, "यात्रा योजना", "समय: 06:30", "यात्री: 14", "₹13,500.50"]) expect(hi).toContain(fact);
  const page = await ok(`query($t: String!) { driverTrip(token: $t) { reportingTime amountToCollectPaise notes } }`, {
    t: t.token,
  });
  expect(page.driverTrip).toEqual({
    reportingTime: "06:30",
    amountToCollectPaise: 1350050,
    notes: "Carry drinking water\n\nTwo wheelchairs",
  });

  // The driver's link downloads the slip in the driver's language (Hindi) without an account.
  const fromLink = await download(`/duty-slips/link.pdf?token=${encodeURIComponent(t.token)}`);
  expect(fromLink.status).toBe(200);
  expect(pdfText(fromLink.bytes)).toContain("यात्रा योजना");

  // Each change is in the activity log.
  const rows = await s.db.query(
    `SELECT action, changes FROM activity_log WHERE entity = 'duty-slip' AND "entityId" = $1 ORDER BY at`,
    [t.bookingId],
  );
  expect(rows.map((r: { action: string }) => r.action)).toEqual(["update", "update"]);
  expect(rows[1].changes).toEqual({ collectOnBoard: [false, true] });
});

test("bad input and callers without the right are refused and change nothing", async () => {
  const t = await assigned("en");
  const bad = await s.gql(SAVE, { b: t.bookingId, i: { reportingTime: "25:00" } }, admin);
  expect(bad.errors?.[0].message).toBe("Reporting time must be HH:MM (24-hour).");
  expect(bad.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  const rest = await s.rest("PUT", `/api/bookings/${t.bookingId}/duty-slip`, { reportingTime: "7am" }, admin);
  expect(rest.status).toBe(400);
  expect((await s.rest("GET", `/api/bookings/${t.bookingId}/duty-slip`, undefined, admin)).body).toMatchObject({
    reportingTime: null,
    collectOnBoard: false,
  });

  // Accounts (no drivers.write) cannot change the slip; a customer cannot download it; a forged link gets 404.
  const accounts = await s.staff(StaffRole.accounts);
  expect(
    (await s.gql(SAVE, { b: t.bookingId, i: { collectOnBoard: true } }, accounts.token)).errors?.[0].extensions?.code,
  ).toBe("FORBIDDEN");
  expect((await download(`/duty-slips/${t.bookingId}.pdf?lang=en`)).status).toBe(401);
  expect((await download(`/duty-slips/link.pdf?token=${encodeURIComponent(t.token + "x")}`)).status).toBe(404);
  const dispatcher = await s.staff(StaffRole.dispatcher);
  expect((await download(`/duty-slips/${t.bookingId}.pdf?lang=hi`, dispatcher.token)).status).toBe(200);
});

const step = () => crypto.randomUUID();

async function expense(token: string, kind: string, amount: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ stepId: step(), kind, amount })) form.append(k, v);
  form.append("file", new Blob([PNG]), "receipt.png");
  const res = await fetch(`${s.url}/api/driver-trips/${token}/expenses`, { method: "POST", body: form });
  expect(res.status).toBe(200);
}

/** An Accepted quote of 300 km at ₹22.50 per km, written as the quote service leaves one. */
async function acceptedQuote(bookingId: string) {
  const [{ id }] = await s.db.query(
    `INSERT INTO quotes ("bookingId", version, state, "gstRate", "taxablePaise", "cgstPaise", "sgstPaise", "passThroughPaise", "totalPaise", "advancePaise", "validUntil")
     VALUES ($1, 1, 'Accepted', 5, 675000, 16875, 16875, 0, 708750, 0, $2) RETURNING id`,
    [bookingId, inDays(5)],
  );
  await s.db.query(
    `INSERT INTO quote_lines ("quoteId", position, kind, label, quantity, "unitPaise") VALUES ($1, 0, 'km', 'Chargeable km', 300, 2250)`,
    [id],
  );
}

test("after the close: extra km at the quote's rate and each expense are offered; only approved lines are billed", async () => {
  const t = await assigned("en");
  await acceptedQuote(t.bookingId);
  const CHARGES = `query($id: ID!) { booking(id: $id) { tripCharges { source description quantity unitPaise amountPaise receiptUrl approved } } }`;
  await ok(`mutation($t: String!, $i: DriverStartInput!) { driverStartTrip(token: $t, input: $i) { startedAt } }`, {
    t: t.token,
    i: { stepId: step(), openingKm: 10000 },
  });
  await expense(t.token, "toll", "145.50");
  await expense(t.token, "parking", "60");
  // Nothing is offered before the close.
  expect((await ok(CHARGES, { id: t.bookingId })).booking.tripCharges).toEqual([]);
  const code = (await ok(`query($id: ID!) { booking(id: $id) { trip { customerCode } } }`, { id: t.bookingId })).booking
    .trip.customerCode;
  const closed = await ok(
    `mutation($t: String!, $i: DriverCloseInput!) { driverCloseTrip(token: $t, input: $i) { actualKm } }`,
    { t: t.token, i: { stepId: step(), closingKm: 10342, code } },
  );
  expect(closed.driverCloseTrip.actualKm).toBe(342);

  const offered = (await ok(CHARGES, { id: t.bookingId })).booking.tripCharges;
  expect(offered).toEqual([
    {
      source: "extra-km",
      description: "Extra km: 42 km over the quoted 300 km (actual 342 km)",
      quantity: 42,
      unitPaise: 2250,
      amountPaise: 94500,
      receiptUrl: null,
      approved: null,
    },
    expect.objectContaining({ quantity: 1, unitPaise: 14550, amountPaise: 14550, approved: null }),
    expect.objectContaining({ quantity: 1, unitPaise: 6000, amountPaise: 6000, approved: null }),
  ]);
  expect(offered[1].description).toMatch(/^Toll paid on the trip/);
  expect(offered[1].receiptUrl).toMatch(/^\/uploads\//);
  expect(await approvedTripChargeLines(s.db.manager, t.bookingId)).toEqual([]);

  // A dispatcher (drivers.write, no money.write) cannot approve a billable line.
  const dispatcher = await s.staff(StaffRole.dispatcher);
  const DECIDE = `mutation($b: ID!, $s: String!, $a: Boolean!) { decideTripCharge(bookingId: $b, source: $s, approve: $a) { source approved } }`;
  const refused = await s.gql(DECIDE, { b: t.bookingId, s: "extra-km", a: true }, dispatcher.token);
  expect(refused.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  // A line that is not offered is refused (4xx) and changes nothing.
  const unknown = await s.gql(DECIDE, { b: t.bookingId, s: "expense:nothing", a: true }, admin);
  expect(unknown.errors?.[0].message).toBe("This line is not offered for this trip.");

  await ok(DECIDE, { b: t.bookingId, s: "extra-km", a: true });
  await ok(DECIDE, { b: t.bookingId, s: offered[2].source, a: false });
  const viaRest = await s.rest(
    "POST",
    `/api/bookings/${t.bookingId}/trip-charges/decide`,
    { source: offered[1].source, approve: true },
    admin,
  );
  expect(viaRest.status).toBe(200);
  expect(viaRest.body.map((c: { approved: boolean | null }) => c.approved)).toEqual([true, true, false]);

  expect(await approvedTripChargeLines(s.db.manager, t.bookingId)).toEqual([
    {
      description: "Extra km: 42 km over the quoted 300 km (actual 342 km)",
      quantity: 42,
      unitPaise: 2250,
      amountPaise: 94500,
      passThrough: false,
    },
    { description: offered[1].description, quantity: 1, unitPaise: 14550, amountPaise: 14550, passThrough: true },
  ]);
  // The booking's invoice download prints the approved lines (and not the rejected one).
  await ok(`mutation($id: ID!, $i: FareInput!) { recordFare(id: $id, input: $i) { id } }`, {
    id: t.bookingId,
    i: { agreedFare: 7087.5 },
  });
  const invoice = pdfText((await download(`/invoices/${t.bookingId}.pdf`, admin)).bytes);
  expect(invoice).toContain("Charges after the trip (approved)");
  expect(invoice).toContain("Extra km: 42 km over the quoted 300 km (actual 342 km): INR 945.00");
  expect(invoice).toContain("INR 145.50");
  expect(invoice).not.toContain("Parking paid on the trip");
  // The tax invoice bills them after the quote's lines: the extra km taxable, the toll at cost.
  expect((await s.rest("PUT", "/api/tax/settings", { gstin: "09AAACK1234A1Z8" }, admin)).status).toBe(200);
  const issued = await s.rest("POST", `/api/bookings/${t.bookingId}/invoices`, undefined, admin);
  expect(issued.status).toBe(201);
  const billed = issued.body.lines as Array<{ label: string; amount: string; taxable: boolean }>;
  expect(billed.slice(-2)).toEqual([
    expect.objectContaining({ label: "Extra km: 42 km over the quoted 300 km (actual 342 km)", taxable: true }),
    expect.objectContaining({ label: offered[1].description, taxable: false }),
  ]);
  expect(billed.map((l) => l.label)).not.toContain("Parking paid on the trip");
  const log = await s.db.query(
    `SELECT action FROM activity_log WHERE entity = 'trip-charge' AND "entityId" = $1 ORDER BY at`,
    [t.bookingId],
  );
  expect(log.map((r: { action: string }) => r.action)).toEqual(["approve", "reject", "approve"]);
});

test("the bookings list's Unassigned filter: Confirmed trips with no driver, in GraphQL and REST, with each trip's driver", async () => {
  const t = await assigned("en");
  // The same trip without its driver, and a Pending booking (never in the filter).
  const id = crypto.randomBytes(3).toString("hex");
  const unassigned = await s.gql(CREATE, {
    i: bookingInput({ busId: await newBus(), departureDate: inDays(30), email: `u.${id}@example.com` }),
  });
  const bookingId: string = unassigned.data.createBooking.booking.id;
  await ok(`mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id } }`, { id: bookingId });
  const pending = await s.gql(CREATE, {
    i: bookingInput({ busId: await newBus(), departureDate: inDays(31), email: `p.${id}@example.com` }),
  });
  const pendingId: string = pending.data.createBooking.booking.id;

  const Q = `query($f: BookingFilter) { bookingsPage(filter: $f, first: 100) { totalCount items { id status drivers { driver { name } } } } }`;
  const page = (await ok(Q, { f: { unassigned: true } })).bookingsPage;
  const ids = page.items.map((b: { id: string }) => b.id);
  expect(ids).toContain(bookingId);
  expect(ids).not.toContain(t.bookingId);
  expect(ids).not.toContain(pendingId);
  expect(
    page.items.every((b: { status: string; drivers: unknown[] }) => b.status === "Confirmed" && !b.drivers.length),
  ).toBe(true);
  expect(page.totalCount).toBe(page.items.length);
  // Without the filter, the list names each trip's driver.
  const all = (await ok(Q, { f: {} })).bookingsPage.items;
  expect(all.find((b: { id: string }) => b.id === t.bookingId).drivers).toEqual([{ driver: { name: "Suresh Pal" } }]);

  const rest = await s.rest("GET", "/api/bookings?unassigned=true", undefined, admin);
  expect(rest.status).toBe(200);
  const restIds = rest.body.map((b: { _id: string }) => b._id);
  expect(restIds).toContain(bookingId);
  expect(restIds).not.toContain(t.bookingId);
  expect(restIds).not.toContain(pendingId);
  // Without the parameter the REST list is as before: every booking.
  const before = (await s.rest("GET", "/api/bookings", undefined, admin)).body.map((b: { _id: string }) => b._id);
  expect(before).toEqual(expect.arrayContaining([bookingId, t.bookingId, pendingId]));
});

test("the activity log records each driver, assignment, link and trip step, with who did it", async () => {
  const t = await assigned("en");
  const [{ driverId, assignmentId }] = await s.db.query(
    `SELECT "driverId", id AS "assignmentId" FROM driver_assignments WHERE "bookingId" = $1`,
    [t.bookingId],
  );
  await ok(`mutation($id: ID!, $i: DriverInput!) { updateDriver(id: $id, input: $i) { id } }`, {
    id: driverId,
    i: { notes: "Knows the ghats" },
  });
  await ok(`mutation($a: ID!) { revokeDriverLink(assignmentId: $a) { revoked } }`, { a: assignmentId });
  const renewed = await ok(`mutation($a: ID!) { renewDriverLink(assignmentId: $a) { path } }`, { a: assignmentId });
  await ok(`mutation($t: String!, $i: DriverStartInput!) { driverStartTrip(token: $t, input: $i) { startedAt } }`, {
    t: renewed.renewDriverLink.path.slice(3),
    i: { stepId: step(), openingKm: 500 },
  });
  const rows: Array<{ actorName: string; action: string; entity: string; changes: Record<string, unknown> }> =
    await s.db.query(
      `SELECT "actorName", action, entity, changes FROM activity_log
        WHERE "entityId" IN ($1, $2, $3) AND entity <> 'booking' ORDER BY at, action`,
      [driverId, t.bookingId, assignmentId],
    );
  expect(rows.map((r) => `${r.entity}:${r.action}`)).toEqual([
    "driver:create",
    "booking-drivers:assign",
    "driver:update",
    "driver-link:revoke",
    "driver-link:renew",
    "trip:start",
  ]);
  expect(rows[1].changes).toEqual({ drivers: [[], ["Suresh Pal"]] });
  expect(rows[2].changes).toEqual({ notes: [null, "Knows the ghats"] });
  expect(rows[5]).toMatchObject({ actorName: "Suresh Pal (driver)", changes: { km: [null, 500] } });
});
