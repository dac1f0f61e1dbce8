/**
 * A group in several buses on a real PostgreSQL: 130 passengers in three 45-seat coaches are one booking whose
 * vehicles staff allocate, confirmed all or nothing (a coach held by another booking refuses the confirmation,
 * naming it, and leaves every vehicle unconfirmed), raced by twenty confirmations over shared coaches without
 * two overlapping Confirmed trips of one bus; vendors' buses hired in with their documents checked, the margin
 * and the payables exact in paise; each bad input a clear 4xx that changes nothing.
 */
import crypto from "node:crypto";
import { StaffRole } from "../src/domain/shared/permissions";
import { bookingInput, CREATE } from "./fixtures/foundation";
import { pdfText } from "./fixtures/pdf-text";
import { inDays, startServer, type TestServer } from "./harness";

let s: TestServer;
let admin: { token: string };
beforeAll(async () => {
  s = await startServer();
  admin = await s.login();
});
afterAll(() => s.close());

const VEHICLES = `id position seats busId busName vendorId vendorName vendorCost vendorPaidAt farmOutPathEn slipPathHi`;
const ALLOCATE = `mutation($b: ID!, $v: [VehicleInput!]!, $r: String) { allocateVehicles(bookingId: $b, vehicles: $v, overrideReason: $r) { ${VEHICLES} } }`;
const READ = `query($id: ID!) { booking(id: $id) { id status passengers bus { id } vehicles { ${VEHICLES} } margin { price vendorCosts margin } } }`;

async function coach(name = `Coach ${Math.random().toString(36).slice(2, 7)}`, capacity = 45) {
  const r = await s.rest(
    "POST",
    "/api/buses",
    { name, capacity, description: "A 45-seat coach", features: ["AC"], lastMaintenance: inDays(-10) },
    admin.token,
  );
  expect(r.status).toBe(201);
  return { id: r.body._id as string, name };
}

async function book(busId: string, over: Record<string, unknown> = {}) {
  const r = await s.gql(CREATE, { i: bookingInput({ busId, ...over }) });
  expect(r.errors).toBeUndefined();
  return r.data.createBooking.booking.id as string;
}
const read = async (id: string, token = admin.token) => (await s.gql(READ, { id }, token)).data.booking;
const allocate = (b: string, v: unknown[], token = admin.token, r?: string) => s.gql(ALLOCATE, { b, v, r }, token);
const confirm = (id: string) => s.rest("PUT", `/api/bookings/${id}`, { status: "Confirmed" }, admin.token);
const confirmedOf = async (id: string) =>
  (
    await s.db.query(`SELECT position, confirmed FROM booking_vehicles WHERE "bookingId" = $1 ORDER BY position`, [id])
  ).map((r: { confirmed: boolean }) => r.confirmed);

/**
 * The operator's GSTIN and a rate card for coaches of `from`–`to` seats: ₹50 a km, 100 km a day at least, ₹300 a
 * day's driver allowance, no night halt, 5 % GST.
 */
async function taxAndRateCard(from: number, to: number) {
  await s.gql(
    `mutation($i: TaxSettingsInput!) { updateTaxSettings(input: $i) { gstin } }`,
    { i: { gstin: "09AAACK1234A1Z8", constitution: "proprietorship", afterInvoice: "notes" } },
    admin.token,
  );
  const card = await s.gql(
    `mutation($i: RateCardInput!) { saveRateCard(input: $i) { card { id } } }`,
    {
      i: {
        ...{ name: `Coaches ${from}-${to}`, seatsFrom: from, seatsTo: to, effectiveFrom: inDays(-1), perKm: "50" },
        ...{ minKmPerDay: 100, driverAllowance: "300", nightHalt: "0", gstRate: 5, inclusions: "", exclusions: "" },
      },
    },
    admin.token,
  );
  expect(card.errors).toBeUndefined();
}

test("130 passengers in three 45-seat coaches: one booking, three vehicles, one confirm", async () => {
  const [a, b, c] = [await coach(), await coach(), await coach()];
  const id = await book(a.id, { passengers: 130, buses: 3, departureDate: inDays(40) });
  const asked = await read(id);
  expect(asked.vehicles.map((v: { seats: number; busId: string | null }) => [v.seats, v.busId])).toEqual([
    [45, a.id],
    [45, null],
    [45, null],
  ]);
  // A vehicle without a bus stops the confirmation, naming it.
  const early = await confirm(id);
  expect(early.status).toBe(400);
  expect(early.body.message).toBe("Cannot confirm: vehicle 2 has no bus yet. Allocate a bus to every vehicle first.");

  const [v1, v2, v3] = asked.vehicles;
  const r = await allocate(id, [{ id: v1.id }, { id: v2.id, busId: b.id }, { id: v3.id, busId: c.id }]);
  expect(r.errors).toBeUndefined();
  expect(r.data.allocateVehicles.map((v: { busName: string }) => v.busName)).toEqual([a.name, b.name, c.name]);
  expect((await confirm(id)).status).toBe(200);
  expect(await confirmedOf(id)).toEqual([true, true, true]);
  // The dispatch board shows the group on each of its coaches' rows.
  const board = await s.gql(
    `query($f: String!) { dispatchBoard(from: $f, days: 3) { trips { bookingId busId busIds } } }`,
    { f: inDays(40) },
    admin.token,
  );
  expect(board.data.dispatchBoard.trips.find((t: { bookingId: string }) => t.bookingId === id)).toEqual({
    bookingId: id,
    busId: a.id,
    busIds: [a.id, b.id, c.id],
  });

  // The history says what was allocated; the activity log has the entry.
  const log = await s.db.query(`SELECT action FROM activity_log WHERE entity = 'booking' AND "entityId" = $1`, [id]);
  expect(log.map((l: { action: string }) => l.action)).toContain("allocate vehicles");

  // REST reads the same vehicles; the booking's busType is still the first vehicle's bus.
  const rest = await s.rest("GET", `/api/bookings/${id}/vehicles`, undefined, admin.token);
  expect(rest.status).toBe(200);
  expect(rest.body.map((v: { busId: string }) => v.busId)).toEqual([a.id, b.id, c.id]);
  const listed = (await s.rest("GET", "/api/bookings", undefined, admin.token)).body.find(
    (b: { _id: string }) => b._id === id,
  );
  expect(listed.busType._id).toBe(a.id);
});

test("one quote with a line per vehicle, one acceptance, and the invoice bills each vehicle", async () => {
  await taxAndRateCard(44, 46);
  const [a, b, c] = [await coach(), await coach(), await coach()];
  const made = await s.gql(CREATE, {
    i: bookingInput({ busId: a.id, passengers: 130, buses: 3, departureDate: inDays(45), days: 2 }),
  });
  const id = made.data.createBooking.booking.id as string;
  const customer = made.data.createBooking.auth.token as string;
  const [v1, v2, v3] = (await read(id)).vehicles;
  expect(
    (await allocate(id, [{ id: v1.id }, { id: v2.id, busId: b.id }, { id: v3.id, busId: c.id }])).errors,
  ).toBeUndefined();

  const draft = await s.gql(
    `mutation($b: ID!) { prepareQuote(bookingId: $b) { lines { kind label quantity unit } } }`,
    { b: id },
    admin.token,
  );
  expect(draft.errors).toBeUndefined();
  const km = draft.data.prepareQuote.lines.filter((l: { kind: string }) => l.kind === "km");
  expect(km.map((l: { label: string }) => l.label.split(":")[0])).toEqual([
    `Vehicle 1 (${a.name})`,
    `Vehicle 2 (${b.name})`,
    `Vehicle 3 (${c.name})`,
  ]);
  await s.gql(
    `mutation($b: ID!, $i: QuoteInput!) { updateQuoteLines(bookingId: $b, input: $i) { id } }`,
    { b: id, i: { lines: draft.data.prepareQuote.lines, validUntil: inDays(10), advancePercent: 20 } },
    admin.token,
  );
  const sent = await s.gql(
    `mutation($b: ID!) { sendQuote(bookingId: $b) { version taxable total } }`,
    { b: id },
    admin.token,
  );
  // Each coach: 200 km (100 a day) at ₹50 and 2 days' driver allowance at ₹300: ₹10,600; three: ₹31,800.
  expect(sent.data.sendQuote).toMatchObject({ taxable: "31800.00", total: "33390.00" });
  const accepted = await s.gql(
    `mutation($b: ID!, $i: AcceptQuoteInput!) { acceptQuote(bookingId: $b, input: $i) { state } }`,
    { b: id, i: { acceptTerms: true, version: sent.data.sendQuote.version } },
    customer,
  );
  expect(accepted.errors).toBeUndefined();
  expect((await confirm(id)).status).toBe(200);
  const invoice = await s.gql(
    `mutation($b: ID!) { issueInvoice(bookingId: $b) { taxable total invoiceLines { label amount } } }`,
    { b: id },
    admin.token,
  );
  expect(invoice.errors).toBeUndefined();
  expect(invoice.data.issueInvoice).toMatchObject({ taxable: "31800.00", total: "33390.00" });
  const lines = invoice.data.issueInvoice.invoiceLines.filter((l: { label: string }) => l.label.includes("km"));
  expect(lines.map((l: { label: string; amount: string }) => [l.label.split(":")[0], l.amount])).toEqual([
    [`Vehicle 1 (${a.name})`, "10000.00"],
    [`Vehicle 2 (${b.name})`, "10000.00"],
    [`Vehicle 3 (${c.name})`, "10000.00"],
  ]);
});

test("coach #2 held by another confirmed booking: the confirm names it and no vehicle is confirmed", async () => {
  const [a, b, c] = [await coach(), await coach("Coach Two " + Date.now()), await coach()];
  const id = await book(a.id, { passengers: 130, buses: 3, departureDate: inDays(50), days: 2 });
  const { vehicles } = await read(id);
  const r = await allocate(id, [{ id: vehicles[0].id }, { id: vehicles[1].id, busId: b.id }, { busId: c.id }]);
  expect(r.errors).toBeUndefined();
  // Meanwhile another booking takes coach #2 over an overlapping day.
  const holder = await book(b.id, { departureDate: inDays(51), days: 2, name: "Ravi Holder" });
  expect((await confirm(holder)).status).toBe(200);
  // Allocating a held bus to another booking is refused at once, naming what holds it.
  const other = await book(c.id, { departureDate: inDays(50), days: 2 });
  const taken = await allocate(other, [{ busId: b.id }]);
  expect(taken.errors?.[0].message).toContain("Ravi Holder");
  const refused = await confirm(id);
  expect(refused.status).toBe(409);
  expect(refused.body.message).toContain(b.name);
  expect(refused.body.message).toContain(`BK-${holder.slice(-4)}`);
  expect(refused.body.message).toContain("Ravi Holder");
  expect(await confirmedOf(id)).toEqual([false, false, false]);
  expect((await read(id)).status).toBe("Pending");
});

test("20 concurrent confirms over shared coaches leave no two overlapping confirmed trips of one bus", async () => {
  const buses = [await coach(), await coach(), await coach(), await coach()];
  const ids: string[] = [];
  for (let i = 0; i < 20; i++) {
    const first = buses[i % 4];
    const second = buses[(i + 1) % 4];
    const id = await book(first.id, { passengers: 60, buses: 2, departureDate: inDays(70 + (i % 3)), days: 2 });
    const { vehicles } = await read(id);
    const r = await allocate(id, [{ id: vehicles[0].id }, { id: vehicles[1].id, busId: second.id }]);
    expect(r.errors).toBeUndefined();
    ids.push(id);
  }
  const answers = await Promise.all(ids.map(confirm));
  expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
  expect(answers.some((a) => a.status === 200)).toBe(true);
  const [{ overlaps }] = await s.db.query(
    `SELECT count(*)::int AS overlaps FROM booking_vehicles x JOIN booking_vehicles y
        ON x."busId" = y."busId" AND x.id < y.id AND x.trip && y.trip
      WHERE x.confirmed AND y.confirmed AND x."busId" = ANY($1::uuid[])`,
    [buses.map((b) => b.id)],
  );
  expect(overlaps).toBe(0);
  // All or nothing: each booking's vehicles are all confirmed or none.
  for (const id of ids) expect(new Set(await confirmedOf(id)).size).toBe(1);
});

test("bad input is a clear 4xx that changes nothing", async () => {
  const [a, b] = [await coach(), await coach()];
  const id = await book(a.id, { passengers: 80, buses: 2, departureDate: inDays(90) });
  const before = await read(id);
  const [v1, v2] = before.vehicles;
  const cases: Array<[unknown[], string]> = [
    // More passengers than seats.
    [[{ id: v1.id }], "80 passengers need more seats than these vehicles have (45)."],
    // The same bus twice in one booking.
    [[{ id: v1.id }, { id: v2.id, busId: a.id }], `${a.name} is already vehicle 1 of this booking.`],
    // A negative vendor cost.
    [[{ id: v1.id }, { id: v2.id, busId: b.id, vendorCost: "-500" }], "Vendor cost cannot be negative."],
    // A vendor cost for the fleet's own bus.
    [
      [{ id: v1.id }, { id: v2.id, busId: b.id, vendorCost: "500" }],
      `A vendor cost is for a vendor's bus; ${b.name} is the fleet's own.`,
    ],
    // The first vehicle stays.
    [[{ id: v2.id }, { seats: 45 }], "The first vehicle cannot be removed; change its bus instead."],
    // No vehicles.
    [[], "A booking needs 1 to 20 vehicles."],
  ];
  for (const [list, message] of cases) {
    const r = await allocate(id, list);
    expect(r.errors?.[0].message).toBe(message);
    expect(["BAD_USER_INPUT", "CONFLICT"]).toContain(r.errors?.[0].extensions?.code);
  }
  const rest = await s.rest("PUT", `/api/bookings/${id}/vehicles`, { vehicles: [{ id: v1.id }] }, admin.token);
  expect(rest.status).toBe(400);
  expect(rest.body.message).toBe("80 passengers need more seats than these vehicles have (45).");
  expect((await read(id)).vehicles).toEqual(before.vehicles);

  // Asking for more passengers than the buses seat says how many buses it needs.
  const tooMany = await s.gql(CREATE, { i: bookingInput({ busId: a.id, passengers: 130, buses: 2 }) });
  expect(tooMany.errors?.[0].message).toMatch(/fewer than 130 passengers: ask for 3 buses\.$/);
});

test("a vehicle with a driver is not removed until its driver is released", async () => {
  const [a, b] = [await coach(), await coach()];
  const id = await book(a.id, { passengers: 70, buses: 2, departureDate: inDays(100) });
  const [v1, v2] = (await read(id)).vehicles;
  expect((await allocate(id, [{ id: v1.id }, { id: v2.id, busId: b.id }])).errors).toBeUndefined();
  expect((await confirm(id)).status).toBe(200);
  const driver = await s.gql(
    `mutation($i: DriverInput!) { createDriver(input: $i) { id name } }`,
    {
      i: {
        name: "Mohan Lal",
        phone: "+91 94150 12345",
        licenceNumber: `UP65 ${Date.now()}`,
        licenceValidUntil: inDays(900),
      },
    },
    admin.token,
  );
  expect(driver.errors).toBeUndefined();
  const assigned = await s.gql(
    `mutation($b: ID!, $d: [ID!]!, $v: ID) { assignDrivers(bookingId: $b, driverIds: $d, vehicleId: $v) { vehicleId driver { name } } }`,
    { b: id, d: [driver.data.createDriver.id], v: v2.id },
    admin.token,
  );
  expect(assigned.errors).toBeUndefined();
  expect(assigned.data.assignDrivers).toEqual([{ vehicleId: v2.id, driver: { name: "Mohan Lal" } }]);
  const r = await allocate(id, [{ id: v1.id }, { seats: 45 }]);
  expect(r.errors?.[0].message).toBe("Release Mohan Lal from vehicle 2 before removing it.");
  expect((await read(id)).vehicles.map((v: { busId: string }) => v.busId)).toEqual([a.id, b.id]);
});

test("vendors' buses: hired in with their documents checked, the margin and the payables exact in paise", async () => {
  const a = await coach();
  const vendor = await s.rest(
    "POST",
    "/api/vendors",
    { name: `Sharma Travels ${Date.now()}`, phone: "+91 94150 55555", contactName: "R. Sharma", pan: "ABCDE1234F" },
    admin.token,
  );
  expect(vendor.status).toBe(201);
  const hired = await s.rest(
    "POST",
    `/api/vendors/${vendor.body._id}/vehicles`,
    { registrationNumber: `UP65 HV ${Date.now() % 10000}`, capacity: 45, description: "AC seater" },
    admin.token,
  );
  expect(hired.status).toBe(201);
  // A vendor's bus is never in the public fleet.
  expect((await s.rest("GET", "/api/buses")).body.map((b: { _id: string }) => b._id)).not.toContain(hired.body._id);
  expect((await s.rest("GET", `/api/buses/${hired.body._id}`)).status).toBe(404);

  // Its documents are valid, but its state permit does not cover Bihar, which the trip crosses: it cannot be attached.
  const add = async (type: string, states: string[] = []) =>
    expect(
      (
        await s.rest(
          "POST",
          `/api/buses/${hired.body._id}/documents`,
          { type, number: `${type}-${states.join("")}`, validFrom: inDays(-30), validUntil: inDays(300), states },
          admin.token,
        )
      ).status,
    ).toBe(201);
  for (const type of ["RC", "Insurance", "Fitness", "PUC", "RoadTax"]) await add(type);
  await add("StatePermit", ["Uttar Pradesh"]);
  const id = await book(a.id, {
    passengers: 90,
    buses: 2,
    destination: "Gaya, Bihar, India",
    departureDate: inDays(120),
  });
  const [v1, v2] = (await read(id)).vehicles;
  const refused = await allocate(id, [{ id: v1.id }, { id: v2.id, busId: hired.body._id, vendorCost: "18500" }]);
  expect(refused.errors?.[0].message).toContain("Bihar");
  expect((await read(id)).vehicles[1].busId).toBeNull();

  // With a permit for Bihar it is attached at the agreed cost.
  await add("StatePermit", ["Bihar"]);
  const r = await allocate(id, [{ id: v1.id }, { id: v2.id, busId: hired.body._id, vendorCost: "18,500.50" }]);
  expect(r.errors).toBeUndefined();
  expect(r.data.allocateVehicles[1]).toMatchObject({ vendorCost: "18500.50", vendorName: vendor.body.name });
  expect(r.data.allocateVehicles[1].farmOutPathEn).toBe(`/farm-out-sheets/${v2.id}.pdf?lang=en`);

  // The margin: the fare's taxable value less the vendor cost, exact.
  expect((await s.rest("PUT", `/api/bookings/${id}/fare`, { agreedFare: 52500 }, admin.token)).status).toBe(200);
  expect((await read(id)).margin).toEqual({ price: "50000.00", vendorCosts: "18500.50", margin: "31499.50" });
  // Staff without money.read read no vendor cost and no margin.
  const dispatcher = await s.staff(StaffRole.dispatcher);
  const seen = await read(id, dispatcher.token);
  expect(seen.margin).toBeNull();
  expect(seen.vehicles[1].vendorCost).toBeNull();

  // The vendor's farm-out sheet and the vehicle's own duty slip, in both languages.
  const pdf = async (path: string) => {
    const r = await fetch(`${s.url}${path}`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(r.status).toBe(200);
    return pdfText(Buffer.from(await r.arrayBuffer()));
  };
  const ref = `BK-${id.slice(-4)}`;
  const sheet = await pdf(`/farm-out-sheets/${v2.id}.pdf?lang=en`);
  for (const fact of [
    `Farm-out sheet ${ref}`,
    "Vehicle 2 of 2",
    vendor.body.name,
    "R. Sharma",
    "Agreed: INR 18,500.50",
  ])
    expect(sheet).toContain(fact);
  expect(sheet).toContain(hired.body.registrationNumber);
  const hindi = await pdf(`/farm-out-sheets/${v2.id}.pdf?lang=hi`);
  expect(hindi).toContain("2 में से वाहन 2");
  expect(hindi).toContain("₹18,500.50");
  // The dispatcher prints it without the hire charge.
  const plain = await fetch(`${s.url}/farm-out-sheets/${v2.id}.pdf?lang=en`, {
    headers: { authorization: `Bearer ${dispatcher.token}` },
  });
  expect(await pdfText(Buffer.from(await plain.arrayBuffer()))).toContain("Agreed: As agreed with the office");
  const slip = await pdf(`/duty-slips/${id}.pdf?lang=en&vehicle=2`);
  expect(slip).toContain("Vehicle: 2 of 2");
  expect(slip).toContain(hired.body.registrationNumber);
  expect(await pdf(`/duty-slips/${id}.pdf?lang=en&vehicle=1`)).toContain("Vehicle: 1 of 2");
  // The farm-out sheet is a vendor's bus's: the fleet's own vehicle has none.
  expect((await s.rest("GET", `/farm-out-sheets/${v1.id}.pdf`, undefined, admin.token)).status).toBe(404);

  // Payables: owed once Confirmed; paid once, with its reference.
  expect((await confirm(id)).status).toBe(200);
  const owed = await s.rest("GET", `/api/vendor-payables?vendorId=${vendor.body._id}`, undefined, admin.token);
  expect(owed.status).toBe(200);
  expect(owed.body).toMatchObject({ owed: "18500.50", paid: "0.00" });
  expect(owed.body.rows).toHaveLength(1);
  const paid = await s.rest("POST", `/api/vendor-payables/${v2.id}/paid`, { reference: "UTR 42" }, admin.token);
  expect(paid.status).toBe(200);
  expect(paid.body).toMatchObject({ vendorPaidReference: "UTR 42", vendorCost: "18500.50" });
  const again = await s.rest("POST", `/api/vendor-payables/${v2.id}/paid`, { reference: "UTR 43" }, admin.token);
  expect(again.status).toBe(409);
  const after = await s.gql(
    `{ vendorPayables(unpaidOnly: false) { owed paid vendors { vendorName owed paid } } }`,
    {},
    admin.token,
  );
  expect(after.data.vendorPayables.vendors).toContainEqual({
    vendorName: vendor.body.name,
    owed: "0.00",
    paid: "18500.50",
  });
  // A paid vehicle keeps its bus and cost.
  const moved = await allocate(id, [{ id: v1.id }, { id: v2.id, busId: null, seats: 45 }]);
  expect(moved.errors?.[0].message).toBe(
    "The vendor of vehicle 2 has been paid; its bus and cost cannot change and it cannot be removed.",
  );
  // A vendor's bus on a booking stays; a vendor with buses stays.
  expect((await s.rest("DELETE", `/api/vendor-vehicles/${hired.body._id}`, undefined, admin.token)).status).toBe(409);
  expect((await s.rest("DELETE", `/api/vendors/${vendor.body._id}`, undefined, admin.token)).status).toBe(409);
});

test("each vehicle has its own driver's link, trip and closing km; the settlement and the invoice sum them", async () => {
  await taxAndRateCard(49, 51);
  const [a, b] = [await coach(undefined, 50), await coach(undefined, 50)];
  const made = await s.gql(CREATE, {
    i: bookingInput({ busId: a.id, passengers: 90, buses: 2, departureDate: inDays(1), days: 1 }),
  });
  const id = made.data.createBooking.booking.id as string;
  const [v1, v2] = (await read(id)).vehicles;
  expect((await allocate(id, [{ id: v1.id }, { id: v2.id, busId: b.id }])).errors).toBeUndefined();
  const draft = await s.gql(
    `mutation($b: ID!) { prepareQuote(bookingId: $b) { lines { kind label quantity unit } } }`,
    { b: id },
    admin.token,
  );
  await s.gql(
    `mutation($b: ID!, $i: QuoteInput!) { updateQuoteLines(bookingId: $b, input: $i) { id } }`,
    { b: id, i: { lines: draft.data.prepareQuote.lines, validUntil: inDays(1), advancePercent: 20 } },
    admin.token,
  );
  const sent = await s.gql(`mutation($b: ID!) { sendQuote(bookingId: $b) { version } }`, { b: id }, admin.token);
  const accepted = await s.gql(
    `mutation($b: ID!, $i: AcceptQuoteInput!) { acceptQuote(bookingId: $b, input: $i) { state } }`,
    { b: id, i: { acceptTerms: true, version: sent.data.sendQuote.version } },
    made.data.createBooking.auth.token,
  );
  expect(accepted.errors).toBeUndefined();
  expect((await confirm(id)).status).toBe(200);

  const drivers: Array<{ id: string; token: string }> = [];
  for (const [i, vehicle] of [v1, v2].entries()) {
    const d = await s.gql(
      `mutation($i: DriverInput!) { createDriver(input: $i) { id } }`,
      {
        i: {
          name: `Driver ${i + 1}`,
          phone: "+91 94150 12345",
          licenceNumber: `UP65 ${Date.now()}${i}`,
          licenceValidUntil: inDays(900),
        },
      },
      admin.token,
    );
    const assigned = await s.gql(
      `mutation($b: ID!, $d: [ID!]!, $v: ID) { assignDrivers(bookingId: $b, driverIds: $d, vehicleId: $v) { link { path } } }`,
      { b: id, d: [d.data.createDriver.id], v: vehicle.id },
      admin.token,
    );
    expect(assigned.errors).toBeUndefined();
    drivers.push({ id: d.data.createDriver.id, token: assigned.data.assignDrivers[0].link.path.split("/").pop() });
  }
  // Each link opens its own vehicle: its bus, and which of the group it is.
  const page = async (token: string) =>
    (await s.gql(`query($t: String!) { driverTrip(token: $t) { busName vehicle { position of } } }`, { t: token })).data
      .driverTrip;
  expect(await page(drivers[0].token)).toEqual({ busName: a.name, vehicle: { position: 1, of: 2 } });
  expect(await page(drivers[1].token)).toEqual({ busName: b.name, vehicle: { position: 2, of: 2 } });

  const START = `mutation($t: String!, $i: DriverStartInput!) { driverStartTrip(token: $t, input: $i) { openingKm } }`;
  const CLOSE = `mutation($t: String!, $i: DriverCloseInput!) { driverCloseTrip(token: $t, input: $i) { closingKm actualKm } }`;
  const SETTLEMENT = `query($b: ID!) { tripSettlement(bookingId: $b) { tripState quotedKm actualKm charges { description approved } } }`;
  await s.gql(START, { t: drivers[0].token, i: { stepId: crypto.randomUUID(), openingKm: 1000 } });
  await s.gql(START, { t: drivers[1].token, i: { stepId: crypto.randomUUID(), openingKm: 5000 } });
  // One code for the group, e-mailed once.
  const codes = await s.db.query(`SELECT DISTINCT "customerCode" FROM driver_trips WHERE "bookingId" = $1`, [id]);
  expect(codes).toHaveLength(1);
  const code = codes[0].customerCode;
  const closed = await s.gql(CLOSE, { t: drivers[0].token, i: { stepId: crypto.randomUUID(), closingKm: 1150, code } });
  expect(closed.data.driverCloseTrip).toEqual({ closingKm: 1150, actualKm: 150 });
  // One vehicle closed of two: the trip is not closed yet, nothing is offered the bill.
  expect((await s.gql(SETTLEMENT, { b: id }, admin.token)).data.tripSettlement).toMatchObject({
    tripState: "Started",
    charges: [],
  });
  await s.gql(CLOSE, { t: drivers[1].token, i: { stepId: crypto.randomUUID(), closingKm: 5090, code } });
  const settled = (await s.gql(SETTLEMENT, { b: id }, admin.token)).data.tripSettlement;
  expect(settled).toMatchObject({ tripState: "Closed", quotedKm: 200, actualKm: 240 });
  expect(settled.charges).toEqual([
    { description: "Vehicle 1: Extra km: 50 km over the quoted 100 km (actual 150 km)", approved: null },
  ]);
  const decided = await s.gql(
    `mutation($b: ID!) { decideTripCharge(bookingId: $b, source: "extra-km:1", approve: true) { approved } }`,
    { b: id },
    admin.token,
  );
  expect(decided.errors).toBeUndefined();
  const invoice = await s.gql(
    `mutation($b: ID!) { issueInvoice(bookingId: $b) { taxable invoiceLines { label amount } } }`,
    { b: id },
    admin.token,
  );
  expect(invoice.errors).toBeUndefined();
  // Each coach: 100 km at ₹50 and a day's allowance (₹5,300); and coach 1's 50 extra km at ₹50 (₹2,500).
  expect(invoice.data.issueInvoice.taxable).toBe("13100.00");
  expect(invoice.data.issueInvoice.invoiceLines.map((l: { label: string }) => l.label)).toContain(
    "Vehicle 1: Extra km: 50 km over the quoted 100 km (actual 150 km)",
  );
});
