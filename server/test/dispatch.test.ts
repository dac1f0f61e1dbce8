/**
 * The dispatch board: Confirmed trips by day against every coach and active driver, with the coaches'
 * unavailable periods, the days documents and licences lapse, who is free for a trip and why not, and no
 * money anywhere. Assigning from it is the existing services' (their rules and messages). Through GraphQL
 * and REST against a real PostgreSQL.
 */
import crypto from "node:crypto";
import { bookingInput, CREATE } from "./fixtures/foundation";
import { inDays, startServer, type TestServer } from "./harness";
import { Role } from "../src/domain/shared/enums";
import { StaffRole } from "../src/domain/shared/permissions";
import { displayDate } from "../src/domain/shared/calendar";

let s: TestServer;
let admin: string;
let dispatcher: string;
let buses: Array<{ id: string; name: string; capacity: number }>;

const BOARD = `query($from: String!, $days: Int!) { dispatchBoard(from: $from, days: $days) {
  from until days
  trips { bookingId reference customer route departureDate returnDate days passengers reportingTime busId driverIds }
  coaches { id name registrationNumber seats maintenance blackouts { startDate endDate reason } marks { date label lapsed } }
  drivers { id name phone licenceValidUntil marks { date label lapsed } } } }`;
const OPTIONS = `query($b: ID!) { dispatchOptions(bookingId: $b) { bookingId reference departureDate returnDate
  coaches { id name current free reasons } drivers { id name current free reasons } } }`;
const ref = (id: string) => `BK-${id.slice(-4)}`;

let licence = 0;
async function addDriver(name: string, licenceValidUntil = inDays(3000)) {
  const r = await s.gql(
    `mutation($i: DriverInput!) { createDriver(input: $i) { id name } }`,
    { i: { name, phone: "+91 94150 11111", licenceNumber: `UP65 DISPATCH ${++licence}`, licenceValidUntil } },
    admin,
  );
  if (r.errors) throw new Error(r.errors[0].message);
  return r.data.createDriver.id as string;
}

async function confirmed(busId: string, from: number, days: number, name: string) {
  const r = await s.gql(CREATE, {
    i: bookingInput({ busId, passengers: 10, departureDate: inDays(from), days, name }),
  });
  if (r.errors) throw new Error(r.errors[0].message);
  const id = r.data.createBooking.booking.id as string;
  const c = await s.gql(`mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id } }`, { id }, admin);
  if (c.errors) throw new Error(c.errors[0].message);
  return { id, customerToken: r.data.createBooking.auth.token as string };
}

let coach: string[];
let trip: { id: string; customerToken: string };
let other: { id: string; customerToken: string };
let drivers: { busy: string; lapsing: string; free: string };

beforeAll(async () => {
  s = await startServer();
  admin = (await s.login()).token;
  dispatcher = (await s.staff(StaffRole.dispatcher)).token;
  buses = (await s.gql(`{ buses { id name capacity } }`)).data.buses;
  coach = buses.map((b) => b.id);
  drivers = {
    busy: await addDriver("Dispatch Busy"),
    lapsing: await addDriver("Dispatch Lapsing", inDays(31)),
    free: await addDriver("Dispatch Free"),
  };
  // On coach 0: a 2-day trip from day 31 with the busy driver; on coach 3: a 1-day trip on day 32.
  trip = await confirmed(coach[0], 31, 2, "Board Trip");
  const a = await s.gql(
    `mutation($b: ID!, $d: [ID!]!) { assignDrivers(bookingId: $b, driverIds: $d) { id } }`,
    { b: trip.id, d: [drivers.busy] },
    admin,
  );
  if (a.errors) throw new Error(a.errors[0].message);
  other = await confirmed(coach[3], 32, 1, "Other Trip");
  // Coach 1 is unavailable on days 32-33; coach 2's insurance ends on day 34.
  const x = await s.gql(
    `mutation($b: ID!, $i: BlackoutInput!) { addBusBlackout(busId: $b, input: $i) { id } }`,
    { b: coach[1], i: { startDate: inDays(32), endDate: inDays(33), reason: "Engine overhaul" } },
    admin,
  );
  if (x.errors) throw new Error(x.errors[0].message);
  const d = await s.rest(
    "POST",
    `/api/buses/${coach[2]}/documents`,
    {
      type: "Insurance",
      number: `INS-${crypto.randomUUID().slice(0, 6)}`,
      validFrom: inDays(-100),
      validUntil: inDays(34),
    },
    admin,
  );
  expect(d.status).toBe(201);
});
afterAll(() => s.close());

describe("the board", () => {
  test("a week's trips with their coach and drivers, blackouts, lapse marks and no money", async () => {
    const r = await s.gql(BOARD, { from: inDays(30), days: 7 }, dispatcher);
    expect(r.errors).toBeUndefined();
    const board = r.data.dispatchBoard;
    expect(board.days).toHaveLength(7);
    expect(board.days[0]).toBe(inDays(30));
    expect(board.until).toBe(inDays(36));
    const bar = board.trips.find((t: { bookingId: string }) => t.bookingId === trip.id);
    expect(bar).toMatchObject({
      reference: ref(trip.id),
      customer: "Board Trip",
      departureDate: inDays(31),
      returnDate: inDays(32),
      busId: coach[0],
      driverIds: [drivers.busy],
      passengers: 10,
    });
    expect(bar.route).toContain("→");
    // A coach with no trip on a day is free that day: coach 1 has none this week.
    expect(board.trips.filter((t: { busId: string }) => t.busId === coach[1])).toEqual([]);
    const row = (id: string) => board.coaches.find((c: { id: string }) => c.id === id);
    expect(row(coach[1]).blackouts).toEqual([
      { startDate: inDays(32), endDate: inDays(33), reason: "Engine overhaul" },
    ]);
    expect(row(coach[2]).marks).toEqual([{ date: inDays(34), label: "insurance lapses", lapsed: false }]);
    const lapsing = board.drivers.find((d: { id: string }) => d.id === drivers.lapsing);
    expect(lapsing.marks).toEqual([{ date: inDays(31), label: "licence lapses", lapsed: false }]);
    expect(board.drivers.find((d: { id: string }) => d.id === drivers.free).marks).toEqual([]);
    // No money on the board, in either API.
    const rest = await s.rest("GET", `/api/dispatch?from=${inDays(30)}&days=7`, undefined, dispatcher);
    expect(rest.status).toBe(200);
    expect(rest.body.trips.map((t: { bookingId: string }) => t.bookingId)).toEqual(
      board.trips.map((t: { bookingId: string }) => t.bookingId),
    );
    for (const json of [JSON.stringify(board), JSON.stringify(rest.body)])
      expect(json).not.toMatch(/fare|advance|balance|paise|amount|rupee|price|total/i);
  });

  test("a month's board; a bad range is a 400 and changes nothing", async () => {
    const month = await s.rest("GET", `/api/dispatch?from=${inDays(0)}&days=31`, undefined, dispatcher);
    expect(month.status).toBe(200);
    expect(month.body.days).toHaveLength(31);
    const tooLong = await s.rest("GET", `/api/dispatch?from=${inDays(0)}&days=90`, undefined, dispatcher);
    expect(tooLong).toMatchObject({ status: 400, body: { message: "Days must be between 1 and 42." } });
    const noDate = await s.rest("GET", `/api/dispatch?from=soon`, undefined, dispatcher);
    expect(noDate.status).toBe(400);
  });
});

describe("who is free for a trip, and why not", () => {
  test("each coach and driver with its reasons", async () => {
    const r = await s.gql(OPTIONS, { b: other.id }, dispatcher);
    expect(r.errors).toBeUndefined();
    const o = r.data.dispatchOptions;
    expect(o).toMatchObject({ reference: ref(other.id), departureDate: inDays(32), returnDate: inDays(32) });
    const c = (id: string) => o.coaches.find((x: { id: string }) => x.id === id);
    expect(c(coach[0])).toMatchObject({ free: false, reasons: [`on duty for ${ref(trip.id)}`] });
    expect(c(coach[1])).toMatchObject({
      free: false,
      reasons: [`blackout ${displayDate(inDays(32))} – ${displayDate(inDays(33))}: Engine overhaul`],
    });
    // Coach 2 now has a document on record, so the rule applies to it: its other documents are missing.
    expect(c(coach[2]).free).toBe(false);
    expect(c(coach[2]).reasons).toContain("no registration certificate (RC)");
    expect(c(coach[3])).toMatchObject({ current: true, free: false, reasons: [] });
    const d = (id: string) => o.drivers.find((x: { id: string }) => x.id === id);
    expect(d(drivers.busy)).toMatchObject({ free: false, reasons: [`on duty for ${ref(trip.id)}`] });
    expect(d(drivers.lapsing)).toMatchObject({
      free: false,
      reasons: [`licence lapses ${displayDate(inDays(31))}`],
    });
    expect(d(drivers.free)).toMatchObject({ free: true, current: false, reasons: [] });
    const rest = await s.rest("GET", `/api/bookings/${other.id}/dispatch-options`, undefined, dispatcher);
    expect(rest.status).toBe(200);
    expect(rest.body.drivers).toEqual(o.drivers);
    const unknown = await s.rest("GET", `/api/bookings/${crypto.randomUUID()}/dispatch-options`, undefined, admin);
    expect(unknown.status).toBe(404);
  });

  test("assigning from the board is the existing rule: a busy driver or coach is refused with its message", async () => {
    const assign = `mutation($b: ID!, $d: [ID!]!) { assignDrivers(bookingId: $b, driverIds: $d) { driver { id } } }`;
    const busy = await s.gql(assign, { b: other.id, d: [drivers.busy] }, dispatcher);
    expect(busy.errors?.[0].message).toContain(`already drives confirmed booking ${ref(trip.id)}`);
    const ok = await s.gql(assign, { b: other.id, d: [drivers.free] }, dispatcher);
    expect(ok.errors).toBeUndefined();
    const move = `mutation($id: ID!, $bus: ID!) { changeBookingBus(id: $id, busId: $bus) { id } }`;
    const clash = await s.gql(move, { id: other.id, bus: coach[0] }, dispatcher);
    expect(clash.errors?.[0].extensions?.code).toBe("CONFLICT");
    const after = (await s.gql(OPTIONS, { b: other.id }, dispatcher)).data.dispatchOptions;
    expect(after.drivers.find((x: { id: string }) => x.id === drivers.free)).toMatchObject({
      current: true,
      free: false,
    });
    const board = (await s.gql(BOARD, { from: inDays(30), days: 7 }, dispatcher)).data.dispatchBoard;
    expect(board.trips.find((t: { bookingId: string }) => t.bookingId === other.id).driverIds).toEqual([drivers.free]);
  });
});

describe("who may read the board", () => {
  test("a guest, a customer and staff without bookings.read are refused", async () => {
    const guest = await s.gql(BOARD, { from: inDays(30), days: 7 });
    expect(guest.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const customer = await s.gql(BOARD, { from: inDays(30), days: 7 }, trip.customerToken);
    expect(customer.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await s.rest("GET", `/api/dispatch?from=${inDays(30)}`, undefined, trip.customerToken)).status).toBe(403);
    expect((await s.rest("GET", `/api/bookings/${other.id}/dispatch-options`)).status).toBe(401);
    // A staff account whose role holds no bookings.read (no staff role at all) is refused by the gate.
    const roleless = { id: crypto.randomUUID(), role: Role.admin, name: "No role", staffRole: null };
    await expect(s.app.services.dispatch.board(roleless, inDays(0), 7)).rejects.toMatchObject({
      message: "You do not have permission to do this.",
    });
    await expect(s.app.services.dispatch.candidates(roleless, other.id)).rejects.toThrow(
      "You do not have permission to do this.",
    );
    // Accounts read bookings, so they read the board too.
    const accounts = (await s.staff(StaffRole.accounts)).token;
    expect((await s.gql(BOARD, { from: inDays(30), days: 7 }, accounts)).errors).toBeUndefined();
  });
});
