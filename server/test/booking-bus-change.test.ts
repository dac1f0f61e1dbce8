/**
 * Changing a booking's bus (also called assigning its bus) on a real PostgreSQL, through both APIs: the
 * change is recorded in the booking's history and the activity log and reaches the admin list live; a bus
 * under maintenance, too small, unavailable or booked over the trip is refused with a message naming why,
 * and so (for a Confirmed booking) is a bus whose required document lapses before the trip's return, unless
 * the owner overrides. Two changes racing onto one bus: exactly one wins.
 */
import { StaffRole } from "../src/domain/shared/permissions";
import { bookingInput, CREATE } from "./fixtures/foundation";
import { inDays, startServer, type TestServer } from "./harness";

let s: TestServer;
let admin: { token: string };
beforeAll(async () => {
  s = await startServer();
  admin = await s.login();
});
afterAll(() => s.close());

const CHANGE = `mutation($id: ID!, $bus: ID!, $r: String) { changeBookingBus(id: $id, busId: $bus, overrideReason: $r) { id status bus { id name } history { fromStatus toStatus note changedBy } } }`;

async function newBus(over: Record<string, unknown> = {}): Promise<{ id: string; name: string }> {
  const name = `Coach ${Math.random().toString(36).slice(2, 7)}`;
  const r = await s.rest(
    "POST",
    "/api/buses",
    { name, capacity: 40, description: "A test coach", features: ["AC"], lastMaintenance: inDays(-10), ...over },
    admin.token,
  );
  expect(r.status).toBe(201);
  return { id: r.body._id, name };
}

async function book(busId: string, over: Record<string, unknown> = {}) {
  const r = await s.gql(CREATE, { i: bookingInput({ busId, ...over }) });
  expect(r.errors).toBeUndefined();
  return r.data.createBooking.booking.id as string;
}
const confirm = (id: string) => s.rest("PUT", `/api/bookings/${id}`, { status: "Confirmed" }, admin.token);
const busOf = async (id: string) =>
  (await s.gql(`query($id: ID!) { booking(id: $id) { bus { id } } }`, { id }, admin.token)).data.booking.bus.id;

test("staff change a Pending booking's bus: history, activity log and a live update to the admin list", async () => {
  const [a, b] = [await newBus(), await newBus()];
  const id = await book(a.id, { departureDate: inDays(30) });
  const ws = s.ws(admin.token);
  const live = new Promise<any>((resolve, reject) => {
    ws.subscribe(
      { query: `subscription { bookingChanged { kind booking { id bus { id } } } }` },
      {
        next: (m: any) => m.data?.bookingChanged.booking?.bus?.id === b.id && resolve(m.data.bookingChanged),
        error: reject,
        complete: () => undefined,
      },
    );
  });
  await new Promise((r) => setTimeout(r, 300));
  const r = await s.gql(CHANGE, { id, bus: b.id }, admin.token);
  expect(r.errors).toBeUndefined();
  expect(r.data.changeBookingBus.bus).toEqual({ id: b.id, name: b.name });
  const last = r.data.changeBookingBus.history.at(-1);
  expect(last).toMatchObject({
    fromStatus: "Pending",
    toStatus: "Pending",
    note: `Bus changed from ${a.name} to ${b.name}.`,
  });
  expect(last.changedBy).toBeTruthy();
  expect(await live).toMatchObject({ kind: "UPDATED", booking: { id, bus: { id: b.id } } });
  const log = await s.db.query(
    `SELECT action, changes FROM activity_log WHERE entity = 'booking' AND "entityId" = $1`,
    [id],
  );
  expect(log).toContainEqual({ action: "change bus", changes: { bus: [a.name, b.name] } });

  // REST: the same operation, back to the first bus.
  const back = await s.rest("PUT", `/api/bookings/${id}/bus`, { busId: a.id }, admin.token);
  expect(back.status).toBe(200);
  expect(back.body.busType._id).toBe(a.id);
});

test("a bus under maintenance, too small, unavailable, already booked, or the same: 4xx naming why, nothing changed", async () => {
  const a = await newBus();
  const id = await book(a.id, { departureDate: inDays(40), days: 3, passengers: 30 });
  const refused = async (busId: string, status: number, message: string | RegExp) => {
    const r = await s.rest("PUT", `/api/bookings/${id}/bus`, { busId }, admin.token);
    expect(r.status).toBe(status);
    expect(r.body.message).toMatch(message);
    expect(await busOf(id)).toBe(a.id);
  };
  const repair = await newBus({ status: "Maintenance" });
  await refused(repair.id, 400, `Cannot change the bus: ${repair.name} is under maintenance.`);
  const small = await newBus({ capacity: 20 });
  await refused(
    small.id,
    400,
    `Cannot change the bus: ${small.name} seats 20 passengers, fewer than this booking's 30.`,
  );
  const away = await newBus();
  const period = { startDate: inDays(41), endDate: inDays(45), reason: "Engine overhaul" };
  expect((await s.rest("POST", `/api/buses/${away.id}/blackouts`, period, admin.token)).status).toBe(201);
  await refused(away.id, 409, new RegExp(`^${away.name} is not available from`));
  const taken = await newBus();
  const other = await book(taken.id, { departureDate: inDays(42), days: 1, name: "Ravi Gupta" });
  expect((await confirm(other)).status).toBe(200);
  await refused(
    taken.id,
    409,
    new RegExp(
      `^Cannot change the bus: ${taken.name} is already booked by confirmed booking BK-\\w{4} \\(Ravi Gupta\\)`,
    ),
  );
  await refused(a.id, 400, `This booking already has ${a.name}.`);
  await refused("not-a-bus", 400, "The selected bus does not exist.");
  expect((await s.rest("PUT", `/api/bookings/${id}`, { status: "Cancelled" }, admin.token)).status).toBe(200);
  const free = await newBus();
  await refused(free.id, 400, "Only a Pending or Confirmed booking can change its bus; this one is Cancelled.");
});

test("a Confirmed booking cannot move to a bus whose fitness certificate lapses before its return; the owner may override", async () => {
  const a = await newBus();
  const id = await book(a.id, { departureDate: inDays(50), days: 2 });
  expect((await confirm(id)).status).toBe(200);
  const b = await newBus();
  // Every required document valid for a year, but the fitness certificate lapses on the trip's first day.
  for (const [type, validUntil] of [
    ["RC", inDays(400)],
    ["Insurance", inDays(400)],
    ["Fitness", inDays(50)],
    ["PUC", inDays(400)],
    ["RoadTax", inDays(400)],
    ["AllIndiaPermit", inDays(400)],
  ]) {
    const number = `${type}-${Math.random().toString(36).slice(2, 8)}`;
    const body = { type, number, validFrom: inDays(-300), validUntil };
    expect((await s.rest("POST", `/api/buses/${b.id}/documents`, body, admin.token)).status).toBe(201);
  }
  const r = await s.gql(CHANGE, { id, bus: b.id }, admin.token);
  expect(r.errors?.[0].extensions?.code).toBe("CONFLICT");
  expect(r.errors?.[0].message).toMatch(
    /^Cannot change the bus: the fitness certificate of .* expires on .*, before the trip ends on/,
  );
  expect(await busOf(id)).toBe(a.id);
  // The Dispatcher assigns buses, but the override is the owner's alone.
  const dispatcher = await s.staff(StaffRole.dispatcher);
  const tried = await s.gql(CHANGE, { id, bus: b.id, r: "Renewal booked" }, dispatcher.token);
  expect(tried.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  expect(await busOf(id)).toBe(a.id);
  const owned = await s.gql(CHANGE, { id, bus: b.id, r: "Fitness test booked on the 49th" }, admin.token);
  expect(owned.errors).toBeUndefined();
  expect(owned.data.changeBookingBus.bus.id).toBe(b.id);
  expect(owned.data.changeBookingBus.history.at(-1).note).toMatch(
    new RegExp(
      `^Bus changed from ${a.name} to ${b.name}\\. Confirmed despite vehicle documents .*Reason: Fitness test booked on the 49th$`,
    ),
  );
  // Changed with the owner's override, the trip stays assignable to a driver (as after an overridden confirmation).
  const driver = await s.gql(
    `mutation($i: DriverInput!) { createDriver(input: $i) { id } }`,
    {
      i: {
        name: "Suresh Pal",
        phone: "+91 94150 22222",
        licenceNumber: `UP65 2029 ${Date.now() % 1000000}`,
        licenceValidUntil: inDays(3000),
      },
    },
    admin.token,
  );
  expect(driver.errors).toBeUndefined();
  const assigned = await s.gql(
    `mutation($b: ID!, $d: [ID!]!) { assignDrivers(bookingId: $b, driverIds: $d) { seat } }`,
    { b: id, d: [driver.data.createDriver.id] },
    admin.token,
  );
  expect(assigned.errors).toBeUndefined();
  // Without documents on record the dispatcher moves it on.
  const c = await newBus();
  const moved = await s.gql(CHANGE, { id, bus: c.id }, dispatcher.token);
  expect(moved.errors).toBeUndefined();
  expect(moved.data.changeBookingBus.bus.id).toBe(c.id);
});

test("two Confirmed bookings changed onto one bus at once: exactly one wins", async () => {
  const [a, b, target] = [await newBus(), await newBus(), await newBus()];
  const one = await book(a.id, { departureDate: inDays(60), days: 2 });
  const two = await book(b.id, { departureDate: inDays(61), days: 2 });
  expect((await confirm(one)).status).toBe(200);
  expect((await confirm(two)).status).toBe(200);
  const answers = await Promise.all(
    [one, two].map((id) => s.rest("PUT", `/api/bookings/${id}/bus`, { busId: target.id }, admin.token)),
  );
  expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  expect(answers.find((r) => r.status === 409)!.body.message).toMatch(
    new RegExp(`^Cannot change the bus: ${target.name} is already booked by confirmed booking`),
  );
  const [{ n }] = await s.db.query(`SELECT count(*)::int AS n FROM bookings WHERE "busId" = $1`, [target.id]);
  expect(n).toBe(1);
});

test("a change of bus and a confirmation onto that bus at once: the exclusion constraint lets exactly one through", async () => {
  const [a, target] = [await newBus(), await newBus()];
  const moving = await book(a.id, { departureDate: inDays(70), days: 2 });
  expect((await confirm(moving)).status).toBe(200);
  const waiting = await book(target.id, { departureDate: inDays(71), days: 2, name: "Meera Das" });
  const [changed, confirmed] = await Promise.all([
    s.rest("PUT", `/api/bookings/${moving}/bus`, { busId: target.id }, admin.token),
    confirm(waiting),
  ]);
  expect([changed.status, confirmed.status].sort()).toEqual([200, 409]);
  const [{ n }] = await s.db.query(
    `SELECT count(*)::int AS n FROM bookings WHERE "busId" = $1 AND status = 'Confirmed'`,
    [target.id],
  );
  expect(n).toBe(1);
  if (changed.status === 409)
    expect(changed.body.message).toMatch(
      new RegExp(
        `^Cannot change the bus: ${target.name} is already booked by confirmed booking BK-\\w{4} \\(Meera Das\\)`,
      ),
    );
});
