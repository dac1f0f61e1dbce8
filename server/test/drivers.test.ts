/**
 * Drivers on every trip: the drivers list, and who drives each Confirmed booking, with the
 * database refusing one driver on two overlapping trips. Through GraphQL and REST, against a real PostgreSQL.
 */
import { bookingInput, CREATE } from "./fixtures/foundation";
import { inDays, startServer, type TestServer } from "./harness";

let s: TestServer;
let admin: string;
let buses: Array<{ id: string; name: string }>;
const bus = (name: string) => buses.find((b) => b.name.startsWith(name))!.id;

beforeAll(async () => {
  s = await startServer();
  admin = (await s.login()).token;
  buses = (await s.gql(`{ buses { id name } }`)).data.buses;
});
afterAll(() => s.close());

let licence = 0;
const DRIVER = `id name phone licenceNumber licenceValidUntil language languages active notes photoUrl`;
async function addDriver(over: Record<string, unknown> = {}) {
  const r = await s.gql(
    `mutation($i: DriverInput!) { createDriver(input: $i) { ${DRIVER} } }`,
    {
      i: {
        name: "Ramesh Yadav",
        phone: "+91 94150 11111",
        licenceNumber: `UP65 2010 00${++licence}`,
        licenceValidUntil: inDays(3000),
        ...over,
      },
    },
    admin,
  );
  if (r.errors) throw new Error(r.errors[0].message);
  return r.data.createDriver as { id: string; name: string; [k: string]: unknown };
}

/** A Confirmed booking of `busName` leaving in `from` days for `days` days. */
async function confirmed(busName: string, from: number, days: number, name = "Asha Verma") {
  const r = await s.gql(CREATE, {
    i: bookingInput({ busId: bus(busName), passengers: 10, departureDate: inDays(from), days, name }),
  });
  if (r.errors) throw new Error(r.errors[0].message);
  const id = r.data.createBooking.booking.id as string;
  const c = await s.gql(`mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id } }`, { id }, admin);
  if (c.errors) throw new Error(c.errors[0].message);
  return id;
}
const ref = (id: string) => `BK-${id.slice(-4)}`;
const ASSIGN = `mutation($b: ID!, $d: [ID!]!) { assignDrivers(bookingId: $b, driverIds: $d) { seat driver { id name } } }`;
const assign = (bookingId: string, driverIds: string[], token = admin) =>
  s.gql(ASSIGN, { b: bookingId, d: driverIds }, token);

describe("the drivers list", () => {
  test("staff add, read, edit and deactivate a driver through GraphQL and REST", async () => {
    const d = await addDriver({ name: "Suresh Pal", languages: "Hindi, Bhojpuri", notes: "Night driving" });
    expect(d).toMatchObject({ name: "Suresh Pal", language: "hi", languages: "Hindi, Bhojpuri", active: true });
    const edit = await s.rest("PUT", `/api/drivers/${d.id}`, { phone: "+91 94150 22222", language: "en" }, admin);
    expect(edit).toMatchObject({ status: 200, body: { _id: d.id, phone: "+91 94150 22222", language: "en" } });
    const off = await s.gql(
      `mutation($id: ID!) { updateDriver(id: $id, input: { active: false }) { active } }`,
      { id: d.id },
      admin,
    );
    expect(off.data.updateDriver.active).toBe(false);
    const list = await s.rest("GET", "/api/drivers", undefined, admin);
    expect(list.body.find((x: { _id: string }) => x._id === d.id)).toMatchObject({
      active: false,
      notes: "Night driving",
    });
    const created = await s.rest(
      "POST",
      "/api/drivers",
      { name: "Mohan Lal", phone: "+91 94150 33333", licenceNumber: "up65 rest 1", licenceValidUntil: inDays(900) },
      admin,
    );
    expect(created).toMatchObject({
      status: 201,
      body: { name: "Mohan Lal", licenceNumber: "UP65 REST 1", active: true },
    });
  });

  test("bad input gets a clear 400 and a licence number already on file a 409; nothing is stored", async () => {
    const before = (await s.db.query(`SELECT count(*)::int AS n FROM drivers`))[0].n;
    const noName = await s.rest("POST", "/api/drivers", { phone: "+91 94150 44444" }, admin);
    expect(noName).toMatchObject({ status: 400, body: { message: "Name is required." } });
    const badDate = await s.gql(
      `mutation { createDriver(input: { name: "X", phone: "+91 94150 44444", licenceNumber: "L1", licenceValidUntil: "31-12-2030" }) { id } }`,
      {},
      admin,
    );
    expect(badDate.errors?.[0]).toMatchObject({
      message: "Licence valid until must be a date (YYYY-MM-DD).",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const first = await addDriver();
    const again = await s.rest(
      "POST",
      "/api/drivers",
      {
        name: "Copy",
        phone: "+91 94150 55555",
        licenceNumber: String(first.licenceNumber).toLowerCase(),
        licenceValidUntil: inDays(900),
      },
      admin,
    );
    expect(again).toMatchObject({ status: 409, body: { message: "Another driver has this licence number." } });
    expect((await s.db.query(`SELECT count(*)::int AS n FROM drivers`))[0].n).toBe(before + 1);
  });

  test("customers and guests cannot read or change drivers", async () => {
    const user = (
      await s.gql(CREATE, { i: bookingInput({ busId: bus("Volvo"), passengers: 2, departureDate: inDays(300) }) })
    ).data.createBooking.auth.token;
    expect((await s.rest("GET", "/api/drivers", undefined, user)).status).toBe(403);
    expect((await s.rest("GET", "/api/drivers")).status).toBe(401);
    expect((await s.gql(`{ drivers { id } }`, {}, user)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  test("a driver with trips cannot be deleted (deactivate instead); one without trips can", async () => {
    const busy = await addDriver({ name: "Kallu Ram" });
    const booking = await confirmed("Volvo", 20, 1);
    expect((await assign(booking, [busy.id])).errors).toBeUndefined();
    const del = await s.rest("DELETE", `/api/drivers/${busy.id}`, undefined, admin);
    expect(del).toMatchObject({
      status: 409,
      body: { message: "Kallu Ram has trips and cannot be deleted. Deactivate the driver instead." },
    });
    const idle = await addDriver({ name: "Idle" });
    const gone = await s.gql(`mutation($id: ID!) { deleteDriver(id: $id) }`, { id: idle.id }, admin);
    expect(gone.data.deleteDriver).toBe(idle.id);
    expect((await s.rest("GET", `/api/drivers/${idle.id}`, undefined, admin)).status).toBe(404);
  });
});

describe("assignment", () => {
  test("one or two drivers on a Confirmed booking; Booking.drivers and REST show them; history records each change", async () => {
    const a = await addDriver({ name: "Ram Prasad" });
    const b = await addDriver({ name: "Shyam Lal" });
    const booking = await confirmed("Volvo", 30, 4);
    const r = await assign(booking, [a.id, b.id]);
    expect(r.data.assignDrivers).toEqual([
      { seat: 1, driver: { id: a.id, name: "Ram Prasad" } },
      { seat: 2, driver: { id: b.id, name: "Shyam Lal" } },
    ]);
    const swap = await s.rest("PUT", `/api/bookings/${booking}/drivers`, { driverIds: [b.id] }, admin);
    expect(swap.status).toBe(200);
    expect(swap.body.map((x: { seat: number; driver: { name: string } }) => [x.seat, x.driver.name])).toEqual([
      [1, "Shyam Lal"],
    ]);
    const read = await s.gql(
      `query($id: ID!) { booking(id: $id) { drivers { seat driver { name } } history { fromStatus toStatus note changedBy } } }`,
      { id: booking },
      admin,
    );
    expect(read.data.booking.drivers).toEqual([{ seat: 1, driver: { name: "Shyam Lal" } }]);
    const notes = read.data.booking.history.map((h: { note: string | null }) => h.note).filter(Boolean);
    expect(notes).toEqual([
      "Drivers: none → Ram Prasad and Shyam Lal",
      "Drivers: Ram Prasad and Shyam Lal → Shyam Lal",
    ]);
    expect(read.data.booking.history.at(-1)).toMatchObject({
      fromStatus: "Confirmed",
      toStatus: "Confirmed",
      changedBy: "Admin",
    });
    // Sending the same drivers again changes nothing and writes no history row.
    await assign(booking, [b.id]);
    const again = await s.gql(`query($id: ID!) { booking(id: $id) { history { note } } }`, { id: booking }, admin);
    expect(again.data.booking.history.filter((h: { note: string | null }) => h.note).length).toBe(2);
    const bad = await assign(booking, [a.id, a.id]);
    expect(bad.errors?.[0].message).toBe("The same driver cannot be both drivers of a trip.");
  });

  test("a Pending booking cannot be given a driver; cancelling a Confirmed one frees its driver", async () => {
    const d = await addDriver({ name: "Vinod" });
    const r = await s.gql(CREATE, {
      i: bookingInput({ busId: bus("Volvo"), passengers: 5, departureDate: inDays(60), days: 2 }),
    });
    const pending = r.data.createBooking.booking.id;
    const refused = await s.rest("PUT", `/api/bookings/${pending}/drivers`, { driverIds: [d.id] }, admin);
    expect(refused).toMatchObject({
      status: 409,
      body: { message: "Drivers can be assigned only to a Confirmed booking." },
    });
    const first = await confirmed("Maharaja", 60, 2);
    expect((await assign(first, [d.id])).errors).toBeUndefined();
    await s.gql(`mutation($id: ID!) { setBookingStatus(id: $id, status: Cancelled) { id } }`, { id: first }, admin);
    const other = await confirmed("Tempo", 61, 1);
    expect((await assign(other, [d.id])).errors).toBeUndefined();
  });

  test("an overlapping trip is refused with a message naming the other booking", async () => {
    const d = await addDriver({ name: "Ganesh" });
    const first = await confirmed("Volvo", 80, 3, "Meera Joshi");
    const second = await confirmed("Maharaja", 82, 2);
    expect((await assign(first, [d.id])).errors).toBeUndefined();
    const r = await assign(second, [d.id]);
    expect(r.errors?.[0]).toMatchObject({
      message: `Cannot assign: Ganesh already drives confirmed booking ${ref(first)} (Meera Joshi) from ${fmt(inDays(80))} to ${fmt(inDays(82))}.`,
      extensions: { code: "CONFLICT", messageKey: "driver.clash" },
    });
    const rest = await s.rest("PUT", `/api/bookings/${second}/drivers`, { driverIds: [d.id] }, admin);
    expect(rest.status).toBe(409);
    expect(rest.body.message).toContain(ref(first));
    // The next day after the trip is free: back-to-back trips are fine.
    const after = await confirmed("Tempo", 83, 1);
    expect((await assign(after, [d.id])).errors).toBeUndefined();
  });

  test("two simultaneous requests giving one driver two overlapping trips: exactly one succeeds (the database decides)", async () => {
    for (let round = 0; round < 3; round++) {
      const d = await addDriver({ name: `Racer ${round}` });
      const x = await confirmed("Volvo", 100 + round * 10, 3);
      const y = await confirmed("Maharaja", 101 + round * 10, 3);
      const [rx, ry] = await Promise.all([
        s.rest("PUT", `/api/bookings/${x}/drivers`, { driverIds: [d.id] }, admin),
        assign(y, [d.id]),
      ]);
      const wins = [rx.status === 200, !ry.errors].filter(Boolean).length;
      expect(wins).toBe(1);
      if (rx.status !== 200)
        expect(rx).toMatchObject({ status: 409, body: { message: expect.stringContaining(ref(y)) } });
      else expect(ry.errors?.[0].message).toContain(ref(x));
      const rows = await s.db.query(`SELECT count(*)::int AS n FROM driver_assignments WHERE "driverId" = $1`, [d.id]);
      expect(rows[0].n).toBe(1);
    }
  });

  test("an inactive driver, or one whose licence ends before the trip's last day, cannot be assigned (saying why)", async () => {
    const booking = await confirmed("Volvo", 150, 5);
    const expiring = await addDriver({ name: "Old Licence", licenceValidUntil: inDays(152) });
    const r = await assign(booking, [expiring.id]);
    expect(r.errors?.[0]).toMatchObject({
      message: `Old Licence's driving licence is valid until ${fmt(inDays(152))}, before the trip's last day (${fmt(inDays(154))}).`,
      extensions: { code: "CONFLICT", messageKey: "driver.licenceExpires" },
    });
    const lastDay = await addDriver({ name: "Just Valid", licenceValidUntil: inDays(154) });
    expect((await assign(booking, [lastDay.id])).errors).toBeUndefined();
    const off = await addDriver({ name: "Resting", active: false });
    const rest = await s.rest("PUT", `/api/bookings/${booking}/drivers`, { driverIds: [lastDay.id, off.id] }, admin);
    expect(rest).toMatchObject({ status: 409, body: { message: "Resting is inactive and cannot be assigned." } });
    // Nothing changed: the valid driver is still the only one.
    const now = await s.rest("GET", `/api/bookings/${booking}/drivers`, undefined, admin);
    expect(now.body.map((a: { driver: { name: string } }) => a.driver.name)).toEqual(["Just Valid"]);
  });
});

describe("the dashboard's unassigned trips", () => {
  test("lists Confirmed trips of the next 7 days with no driver, soonest first, until one is assigned", async () => {
    const soon = await confirmed("Tempo", 2, 1, "Soon Trip");
    const later = await confirmed("Tempo", 9, 1, "Later Trip");
    const ids = async () =>
      (await s.gql(`{ unassignedTrips { id } }`, {}, admin)).data.unassignedTrips.map((b: { id: string }) => b.id);
    expect(await ids()).toContain(soon);
    expect(await ids()).not.toContain(later);
    const d = await addDriver({ name: "Dashboard Driver" });
    await assign(soon, [d.id]);
    expect(await ids()).not.toContain(soon);
  });
});

const fmt = (d: string) =>
  new Date(`${d}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
