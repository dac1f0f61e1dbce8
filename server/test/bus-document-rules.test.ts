/**
 * Vehicle documents, what bus-documents.test.ts leaves out, on a real PostgreSQL: every kind of
 * lapse refuses confirming a trip, changing its bus and assigning its driver alike (and renewal lets each
 * through); Settings decide the required types and refuse bad values; a change to a document refuses bad
 * input with nothing changed; the fleet calendar's expiry marks; only the owner overrides (at confirmation, at a
 * change of bus and at driver assignment).
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

async function newBus(): Promise<{ id: string; name: string }> {
  const name = `Coach ${Math.random().toString(36).slice(2, 7)}`;
  const r = await s.rest(
    "POST",
    "/api/buses",
    { name, capacity: 40, description: "A test coach", features: ["AC"], lastMaintenance: inDays(-10) },
    admin.token,
  );
  expect(r.status).toBe(201);
  return { id: r.body._id, name };
}
const doc = (type: string, over: Record<string, unknown> = {}) => ({
  type,
  number: `${type}-${Math.random().toString(36).slice(2, 8)}`,
  issuer: "RTO Varanasi",
  validFrom: inDays(-100),
  validUntil: inDays(400),
  ...over,
});
const addDoc = async (busId: string, body: Record<string, unknown>) => {
  const r = await s.rest("POST", `/api/buses/${busId}/documents`, body, admin.token);
  expect(r.status).toBe(201);
  return r.body._id as string;
};
/** Every required document, valid for a long time; a state permit for Uttar Pradesh. */
async function fullSet(busId: string) {
  const ids: Record<string, string> = {};
  for (const type of ["RC", "Insurance", "Fitness", "PUC", "RoadTax"]) ids[type] = await addDoc(busId, doc(type));
  ids.StatePermit = await addDoc(busId, doc("StatePermit", { states: ["Uttar Pradesh"] }));
  return ids;
}
async function book(busId: string, over: Record<string, unknown>) {
  const r = await s.gql(CREATE, { i: bookingInput({ busId, ...over }) });
  expect(r.errors).toBeUndefined();
  return r.data.createBooking.booking.id as string;
}
const confirm = (id: string, token = admin.token, overrideReason?: string) =>
  s.rest("PUT", `/api/bookings/${id}`, { status: "Confirmed", ...(overrideReason && { overrideReason }) }, token);
const changeBus = (id: string, busId: string, token = admin.token, overrideReason?: string) =>
  s.rest("PUT", `/api/bookings/${id}/bus`, { busId, ...(overrideReason && { overrideReason }) }, token);
const bookingState = async (id: string) =>
  (
    await s.gql(
      `query($id: ID!) { booking(id: $id) { status bus { id } drivers { driver { id } } history { note } } }`,
      { id },
      admin.token,
    )
  ).data.booking;
const english = (d: string) =>
  new Date(`${d}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

let licence = 0;
async function addDriver() {
  const r = await s.gql(
    `mutation($i: DriverInput!) { createDriver(input: $i) { id } }`,
    {
      i: {
        name: "Ramesh Yadav",
        phone: "+91 94150 11111",
        licenceNumber: `UP65 2030 ${Date.now() % 100000}${++licence}`,
        licenceValidUntil: inDays(3000),
      },
    },
    admin.token,
  );
  expect(r.errors).toBeUndefined();
  return r.data.createDriver.id as string;
}
const assign = (bookingId: string, driverIds: string[], token = admin.token, overrideReason?: string) =>
  s.gql(
    `mutation($b: ID!, $d: [ID!]!, $r: String) { assignDrivers(bookingId: $b, driverIds: $d, overrideReason: $r) { seat } }`,
    { b: bookingId, d: driverIds, r: overrideReason },
    token,
  );
const assignRest = (bookingId: string, driverIds: string[], token = admin.token, overrideReason?: string) =>
  s.rest("PUT", `/api/bookings/${bookingId}/drivers`, { driverIds, ...(overrideReason && { overrideReason }) }, token);

/**
 * Each kind of lapse, made on a bus with a full set of documents on `day`: what to do to the bus's documents,
 * a trip starting on `start` it must refuse, the message (after "Cannot confirm: ", "Cannot change the bus: "
 * or "Cannot assign the driver: "), and the renewal that lets the trip through.
 */
const LAPSES: Array<{
  kind: string;
  days: number;
  plan?: Record<string, unknown>;
  lapse: (ids: Record<string, string>, day: number) => Promise<unknown>;
  message: (bus: string, day: number, start: number) => string;
  renew: (ids: Record<string, string>, busId: string) => Promise<unknown>;
}> = [
  {
    kind: "a document that expires during the trip",
    days: 3,
    lapse: (ids, day) => s.rest("PUT", `/api/documents/${ids.RoadTax}`, { validUntil: inDays(day + 1) }, admin.token),
    message: (bus, day, start) =>
      `the road tax of ${bus} expires on ${english(inDays(day + 1))}, before the trip ends on ${english(inDays(start + 2))}.`,
    renew: (ids) => s.rest("PUT", `/api/documents/${ids.RoadTax}`, { validUntil: inDays(900) }, admin.token),
  },
  {
    kind: "a document already expired",
    days: 1,
    lapse: (ids) =>
      s.rest("PUT", `/api/documents/${ids.RC}`, { validFrom: inDays(-400), validUntil: inDays(-2) }, admin.token),
    message: (bus, _day, start) =>
      `the registration certificate (RC) of ${bus} expires on ${english(inDays(-2))}, before the trip ends on ${english(inDays(start))}.`,
    renew: (ids) => s.rest("PUT", `/api/documents/${ids.RC}`, { validUntil: inDays(900) }, admin.token),
  },
  {
    kind: "a required document missing",
    days: 1,
    lapse: (ids) => s.rest("DELETE", `/api/documents/${ids.Insurance}`, undefined, admin.token),
    message: (bus) => `${bus} has no insurance on record.`,
    renew: async (ids, busId) => (ids.Insurance = await addDoc(busId, doc("Insurance"))),
  },
  {
    kind: "a document not yet valid on the first day",
    days: 2,
    lapse: (ids, day) =>
      s.rest(
        "PUT",
        `/api/documents/${ids.PUC}`,
        { validFrom: inDays(day + 15), validUntil: inDays(day + 180) },
        admin.token,
      ),
    message: (bus, day) => `the PUC certificate of ${bus} is valid only from ${english(inDays(day + 15))}.`,
    renew: (ids) => s.rest("PUT", `/api/documents/${ids.PUC}`, { validFrom: inDays(-10) }, admin.token),
  },
  {
    kind: "a permit that does not cover a state the trip crosses",
    days: 3,
    plan: {
      pickupLocation: "Varanasi, Uttar Pradesh, India",
      destination: "",
      tripType: "tour",
      stops: [
        { place: "Gaya, Bihar, India", day: 2, nightHalt: true },
        { place: "Sarnath, Uttar Pradesh, India", day: 3, nightHalt: false },
      ],
    },
    lapse: (ids) => s.rest("PUT", `/api/documents/${ids.StatePermit}`, { states: ["Uttar Pradesh"] }, admin.token),
    message: (bus) => `no permit of ${bus} covers Bihar, which the trip crosses.`,
    renew: (ids) =>
      s.rest("PUT", `/api/documents/${ids.StatePermit}`, { states: ["Uttar Pradesh", "Bihar"] }, admin.token),
  },
];

describe("each kind of lapse refuses confirming, changing the bus and assigning the driver; renewal lets each through", () => {
  let day = 100;
  test.each(LAPSES.map((l) => [l.kind, l] as const))("%s", async (_kind, lapse) => {
    day += 20;
    const trip = (start: number) => ({ departureDate: inDays(start), days: lapse.days, ...lapse.plan });
    // Confirming a trip on the lapsed bus.
    const bus = await newBus();
    const ids = await fullSet(bus.id);
    await lapse.lapse(ids, day);
    const first = await book(bus.id, trip(day));
    const refused = await confirm(first);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Cannot confirm: ${lapse.message(bus.name, day, day)}`);
    expect((await bookingState(first)).status).toBe("Pending");

    // Moving a Confirmed trip of another bus (no documents on record) onto the lapsed bus.
    const other = await newBus();
    const moving = await book(other.id, trip(day + 5));
    expect((await confirm(moving)).status).toBe(200);
    const moved = await changeBus(moving, bus.id);
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(`Cannot change the bus: ${lapse.message(bus.name, day, day + 5)}`);
    expect((await bookingState(moving)).bus.id).toBe(other.id);

    // Renewed: the trip confirms and the other moves onto the bus.
    await lapse.renew(ids, bus.id);
    expect((await confirm(first)).status).toBe(200);
    expect((await changeBus(moving, bus.id)).status).toBe(200);

    // The same lapse after confirmation: a driver for the trip is refused until renewal.
    await lapse.lapse(ids, day);
    const driver = await addDriver();
    const refusedDriver = await assign(first, [driver]);
    expect(refusedDriver.errors?.[0].extensions?.code).toBe("CONFLICT");
    expect(refusedDriver.errors?.[0].message).toBe(`Cannot assign the driver: ${lapse.message(bus.name, day, day)}`);
    expect((await bookingState(first)).drivers).toEqual([]);
    await lapse.renew(ids, bus.id);
    expect((await assign(first, [driver])).errors).toBeUndefined();
    expect((await bookingState(first)).drivers).toEqual([{ driver: { id: driver } }]);
  });
});

describe("only the owner overrides, at confirmation and at a change of bus", () => {
  test.each(Object.values(StaffRole))("%s", async (role) => {
    const member = role === StaffRole.owner ? admin : await s.staff(role);
    const bus = await newBus();
    const ids = await fullSet(bus.id);
    await s.rest("PUT", `/api/documents/${ids.Fitness}`, { validUntil: inDays(5) }, admin.token);
    const reason = "Fitness test booked for the morning of departure";
    const trip = await book(bus.id, { departureDate: inDays(30) });
    const confirmed = await confirm(trip, member.token, reason);
    const other = await newBus();
    const moving = await book(other.id, { departureDate: inDays(40) });
    expect((await confirm(moving)).status).toBe(200);
    const moved = await changeBus(moving, bus.id, member.token, reason);
    if (role === StaffRole.owner) {
      expect(confirmed.status).toBe(200);
      expect(moved.status).toBe(200);
      expect((await bookingState(trip)).history.at(-1).note).toMatch(
        new RegExp(`^Confirmed despite vehicle documents .*fitness certificate.*Reason: ${reason}$`),
      );
    } else {
      expect(confirmed.status).toBe(403);
      expect(moved.status).toBe(403);
      expect((await bookingState(trip)).status).toBe("Pending");
      expect((await bookingState(moving)).bus.id).toBe(other.id);
    }
  });
});

describe("only the owner overrides at driver assignment, with a written reason kept in the history", () => {
  test.each(Object.values(StaffRole))("%s", async (role) => {
    const member = role === StaffRole.owner ? admin : await s.staff(role);
    const bus = await newBus();
    const ids = await fullSet(bus.id);
    // Confirmed while every document covered the trip; the fitness certificate lapses afterwards.
    const trip = await book(bus.id, { departureDate: inDays(50), days: 3 });
    expect((await confirm(trip)).status).toBe(200);
    await s.rest("PUT", `/api/documents/${ids.Fitness}`, { validUntil: inDays(51) }, admin.token);
    const driver = await addDriver();
    const history = (await bookingState(trip)).history.length;
    const reason = "Fitness test booked for the morning of departure";

    // Without a reason, or with a blank one, the assignment is refused (409 naming the document; 403 for staff
    // who may not assign drivers at all), nothing changed.
    const assigns = [StaffRole.owner, StaffRole.manager, StaffRole.dispatcher].includes(role);
    for (const blank of [undefined, "   "]) {
      const r = await s.rest(
        "PUT",
        `/api/bookings/${trip}/drivers`,
        { driverIds: [driver], ...(blank !== undefined && { overrideReason: blank }) },
        member.token,
      );
      expect(r.status).toBe(assigns ? 409 : 403);
      if (assigns) expect(r.body.message).toMatch(/^Cannot assign the driver: the fitness certificate of /);
    }
    expect((await bookingState(trip)).drivers).toEqual([]);

    const withReason = await assignRest(trip, [driver], member.token, reason);
    const after = await bookingState(trip);
    if (role === StaffRole.owner) {
      expect(withReason.status).toBe(200);
      expect(after.drivers).toEqual([{ driver: { id: driver } }]);
      expect(after.history).toHaveLength(history + 1);
      expect(after.history.at(-1).note).toMatch(
        new RegExp(
          `^Drivers: none → Ramesh Yadav\\. Driver assigned despite vehicle documents \\(.*fitness certificate.*\\) Reason: ${reason}$`,
        ),
      );
      const [entry] = await s.db.query(
        `SELECT changes FROM activity_log WHERE "entityId" = $1 AND action = 'assign' ORDER BY at DESC LIMIT 1`,
        [trip],
      );
      expect(entry.changes.override[1]).toMatch(/^Driver assigned despite vehicle documents .*Reason: /);
      // The override held for that assignment only: a second driver later is checked again, and GraphQL
      // takes the reason as REST does.
      const second = await addDriver();
      const again = await assign(trip, [driver, second]);
      expect(again.errors?.[0].extensions?.code).toBe("CONFLICT");
      expect(again.errors?.[0].message).toMatch(/^Cannot assign the driver: the fitness certificate/);
      expect((await assign(trip, [driver, second], admin.token, reason)).errors).toBeUndefined();
      expect((await bookingState(trip)).drivers).toHaveLength(2);
    } else {
      expect(withReason.status).toBe(403);
      expect(after.drivers).toEqual([]);
      expect(after.history).toHaveLength(history);
    }
  });
});

describe("Settings → Vehicle documents", () => {
  const SETTINGS = `mutation($i: DocumentSettingsInput!) { updateDocumentSettings(input: $i) { requiredTypes reminderDays reminderEmail } }`;
  const read = async () =>
    (await s.gql(`{ documentSettings { requiredTypes reminderDays reminderEmail } }`, {}, admin.token)).data
      .documentSettings;

  test("the required types decide the rule; the defaults are RC, insurance, fitness, PUC, road tax and a permit", async () => {
    expect(await read()).toEqual({
      requiredTypes: ["RC", "Insurance", "Fitness", "PUC", "RoadTax", "Permit"],
      reminderDays: [30, 14, 7, 1],
      reminderEmail: "",
    });
    const bus = await newBus();
    const ids = await fullSet(bus.id);
    await s.rest("DELETE", `/api/documents/${ids.PUC}`, undefined, admin.token);
    const trip = await book(bus.id, { departureDate: inDays(300) });
    expect((await confirm(trip)).body.message).toBe(`Cannot confirm: ${bus.name} has no PUC certificate on record.`);
    // PUC no longer required: the trip confirms.
    const saved = await s.gql(
      SETTINGS,
      { i: { requiredTypes: ["RC", "Insurance", "Fitness", "RoadTax", "Permit"] } },
      admin.token,
    );
    expect(saved.errors).toBeUndefined();
    try {
      expect((await confirm(trip)).status).toBe(200);
      // Compliance reads the same settings.
      const c = await s.rest(
        "GET",
        `/api/buses/${bus.id}/compliance?from=${inDays(300)}&until=${inDays(301)}`,
        undefined,
        admin.token,
      );
      expect(c.body).toMatchObject({ enforced: true, compliant: true, issues: [] });
    } finally {
      await s.gql(
        SETTINGS,
        { i: { requiredTypes: ["RC", "Insurance", "Fitness", "PUC", "RoadTax", "Permit"] } },
        admin.token,
      );
    }
  });

  test("reminder thresholds and address are saved; bad values are refused with a clear message, nothing changed", async () => {
    const saved = await s.gql(
      SETTINGS,
      { i: { reminderDays: [7, 60, 7, 3], reminderEmail: "fleet@example.com" } },
      admin.token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateDocumentSettings).toMatchObject({
      reminderDays: [60, 7, 3],
      reminderEmail: "fleet@example.com",
    });
    const before = await read();
    for (const [input, message] of [
      [{ reminderDays: [0] }, /Reminder days/],
      [{ reminderDays: [400] }, /Reminder days/],
      [{ requiredTypes: ["Licence"] }, /Required documents/],
      [{ reminderEmail: "not an e-mail" }, "Please enter a valid email address."],
    ] as const) {
      const r = await s.gql(SETTINGS, { i: input }, admin.token);
      expect(r.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
      expect(r.errors?.[0].message).toMatch(message);
      expect(await read()).toEqual(before);
    }
    // Staff without settings.write cannot change them.
    const dispatcher = await s.staff(StaffRole.dispatcher);
    expect((await s.gql(SETTINGS, { i: { reminderDays: [1] } }, dispatcher.token)).errors?.[0].extensions?.code).toBe(
      "FORBIDDEN",
    );
    expect(await read()).toEqual(before);
    await s.gql(SETTINGS, { i: { reminderDays: [30, 14, 7, 1], reminderEmail: "" } }, admin.token);
  });
});

test("a change to a document with bad input is refused with a clear 4xx and changes nothing", async () => {
  const bus = await newBus();
  const ids = await fullSet(bus.id);
  const taken = await s.rest("GET", `/api/documents/${ids.Insurance}`, undefined, admin.token);
  const read = async () => (await s.rest("GET", `/api/documents/${ids.StatePermit}`, undefined, admin.token)).body;
  const before = await read();
  for (const [body, status, message] of [
    [{ validUntil: inDays(-200) }, 400, "Valid until must not be before valid from."],
    [{ validFrom: inDays(500) }, 400, "Valid until must not be before valid from."],
    [{ type: "Licence" }, 400, /^Document type must be one of/],
    [{ states: ["Uttar Pradesh", "Narnia"] }, 400, "Unknown state: Narnia."],
    [{ type: "Insurance", number: taken.body.number.toLowerCase() }, 409, /is already recorded/],
    [{ fileId: "00000000-0000-4000-8000-000000000000" }, 400, "Document file not found."],
  ] as const) {
    const r = await s.rest("PUT", `/api/documents/${ids.StatePermit}`, body, admin.token);
    expect(r.status).toBe(status);
    expect(r.body.message).toMatch(message);
    expect(await read()).toEqual(before);
  }
});

test("the fleet calendar marks the day each document expires, with its bus", async () => {
  const bus = await newBus();
  const fitness = await addDoc(bus.id, doc("Fitness", { number: "FC-CAL-1", validUntil: inDays(15) }));
  const puc = await addDoc(bus.id, doc("PUC", { number: "PUC-CAL-1", validUntil: inDays(45) }));
  const q = `query($f: String!, $u: String!) { documentExpiries(from: $f, until: $u) { id busId type number validUntil } }`;
  const marks = (await s.gql(q, { f: inDays(0), u: inDays(30) }, admin.token)).data.documentExpiries.filter(
    (x: { busId: string }) => x.busId === bus.id,
  );
  expect(marks).toEqual([{ id: fitness, busId: bus.id, type: "Fitness", number: "FC-CAL-1", validUntil: inDays(15) }]);
  const later = (await s.gql(q, { f: inDays(31), u: inDays(60) }, admin.token)).data.documentExpiries;
  expect(later.map((x: { id: string }) => x.id)).toContain(puc);
  expect(later.map((x: { id: string }) => x.id)).not.toContain(fitness);
  // A range that ends before it starts is refused.
  expect((await s.gql(q, { f: inDays(30), u: inDays(0) }, admin.token)).errors?.[0].extensions?.code).toBe(
    "BAD_USER_INPUT",
  );
  // Not for customers.
  const customer = (await s.gql(CREATE, { i: bookingInput({ busId: bus.id, departureDate: inDays(200) }) })).data
    .createBooking.auth;
  expect((await s.gql(q, { f: inDays(0), u: inDays(30) }, customer.token)).errors?.[0].extensions?.code).toBe(
    "FORBIDDEN",
  );
});
