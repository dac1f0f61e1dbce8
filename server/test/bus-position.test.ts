/**
 * The bus's last position: the driver's page shares it through the trip's link once the trip has started; the
 * booking's customer and staff see where it was last seen, near the gazetteer's nearest place; it goes when the
 * trip closes and after two days. Through GraphQL and REST on a real PostgreSQL.
 */
import crypto from "node:crypto";
import { MovableClock } from "../src/domain/shared/clock";
import { StaffRole } from "../src/domain/shared/permissions";
import { bookingInput, CREATE } from "./fixtures/foundation";
import { inDays, startServer, type TestServer } from "./harness";

const clock = new MovableClock();
let s: TestServer;
let admin: string;
let buses: string[];
let busTurn = 0;

/** Near Sarnath (the gazetteer has it at 25.3762, 83.0227). */
const SARNATH = { lat: 25.377, lon: 83.024, accuracy: 15 };

beforeAll(async () => {
  s = await startServer({}, { clock });
  admin = (await s.login()).token;
  buses = [];
  for (let i = 0; i < 12; i++) {
    const r = await s.gql(
      `mutation($i: BusInput!) { createBus(input: $i) { id } }`,
      {
        i: {
          name: `Position Bus ${i}`,
          capacity: 20,
          description: "d",
          features: ["AC"],
          images: [],
          lastMaintenance: inDays(-30),
          popularRoutes: [],
          registrationNumber: `UP65 PB ${2000 + i}`,
        },
      },
      admin,
    );
    if (r.errors) throw new Error(r.errors[0].message);
    buses.push(r.data.createBus.id);
  }
});
afterEach(() => clock.set(new Date()));
const advance = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));
afterAll(() => s.close());

/** A Confirmed booking (its customer signed in) with a driver, the link's token, and, when asked, started. */
async function trip(started = true) {
  const created = await s.gql(CREATE, {
    i: bookingInput({ busId: buses[busTurn++], departureDate: inDays(1), days: 2, passengers: 8 }),
  });
  if (created.errors) throw new Error(created.errors[0].message);
  const bookingId: string = created.data.createBooking.booking.id;
  const customer: string = created.data.createBooking.auth.token;
  await s.gql(`mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id } }`, { id: bookingId }, admin);
  const driver = await s.gql(
    `mutation($i: DriverInput!) { createDriver(input: $i) { id } }`,
    {
      i: {
        name: "Ramesh Yadav",
        phone: "+91 94150 11111",
        licenceNumber: `POS-${crypto.randomBytes(4).toString("hex")}`,
        licenceValidUntil: inDays(4000),
      },
    },
    admin,
  );
  const assigned = await s.gql(
    `mutation($b: ID!, $d: [ID!]!) { assignDrivers(bookingId: $b, driverIds: $d) { link { path } } }`,
    { b: bookingId, d: [driver.data.createDriver.id] },
    admin,
  );
  if (assigned.errors) throw new Error(assigned.errors[0].message);
  const token = (assigned.data.assignDrivers[0].link.path as string).replace("/d/", "");
  if (started) {
    const r = await s.rest("POST", `/api/driver-trips/${token}/start`, { stepId: crypto.randomUUID(), openingKm: 100 });
    expect(r.status).toBe(200);
  }
  return { bookingId, customer, token };
}

const share = (token: string, body: unknown) => s.rest("POST", `/api/driver-trips/${token}/position`, body);
const POSITION = `query($id: ID!) { booking(id: $id) { busPosition { lat lon accuracyM recordedAt minutesAgo near { name region km } } } }`;
const seen = async (id: string, token: string) => {
  const r = await s.gql(POSITION, { id }, token);
  return { errors: r.errors, position: r.data?.booking?.busPosition };
};

test("the driver's phone shares the position; the customer and staff see it near the nearest place, minutes ago", async () => {
  const t = await trip();
  const sent = await share(t.token, SARNATH);
  expect(sent.status).toBe(200);
  expect(sent.body).toMatchObject({ stored: true });

  advance(3 * 60_000 + 5_000);
  const mine = await seen(t.bookingId, t.customer);
  expect(mine.errors).toBeUndefined();
  expect(mine.position).toMatchObject({
    lat: SARNATH.lat,
    lon: SARNATH.lon,
    accuracyM: 15,
    minutesAgo: 3,
    near: { name: "Sarnath", region: "Uttar Pradesh" },
  });
  expect(mine.position.near.km).toBeLessThan(1);

  // Staff (the owner and a dispatcher, both with bookings.read) read it on GraphQL and REST.
  expect((await seen(t.bookingId, admin)).position.near.name).toBe("Sarnath");
  const dispatcher = (await s.staff(StaffRole.dispatcher)).token;
  const rest = await s.rest("GET", `/api/bookings/${t.bookingId}/bus-position`, undefined, dispatcher);
  expect(rest.status).toBe(200);
  expect(rest.body).toMatchObject({ lat: SARNATH.lat, minutesAgo: 3, near: { name: "Sarnath" } });
  expect((await s.rest("GET", `/api/bookings/${t.bookingId}/bus-position`, undefined, t.customer)).status).toBe(200);

  // Over GraphQL too, by the link's token.
  advance(60_000);
  const moved = await s.gql(
    `mutation($t: String!, $i: DriverPositionInput!) { driverSharePosition(token: $t, input: $i) { stored } }`,
    { t: t.token, i: { lat: 25.3167, lon: 83.0104 } },
  );
  expect(moved.data.driverSharePosition.stored).toBe(true);
  expect((await seen(t.bookingId, t.customer)).position).toMatchObject({
    minutesAgo: 0,
    accuracyM: null,
    near: { name: "Varanasi" },
  });
});

test("another customer is refused the position; a guest must sign in", async () => {
  const t = await trip();
  await share(t.token, SARNATH);
  const other = await trip(false);
  const refused = await seen(t.bookingId, other.customer);
  expect(refused.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  expect(refused.position).toBeUndefined();
  expect((await s.rest("GET", `/api/bookings/${t.bookingId}/bus-position`, undefined, other.customer)).status).toBe(
    403,
  );
  expect((await s.rest("GET", `/api/bookings/${t.bookingId}/bus-position`)).status).toBe(401);
});

test("coordinates out of range or not numbers are refused with a 400 naming the field, and nothing is kept", async () => {
  const t = await trip();
  const cases: Array<[unknown, string]> = [
    [{ lat: 90.5, lon: 83 }, "Latitude must be between -90 and 90."],
    [{ lat: -91, lon: 83 }, "Latitude must be between -90 and 90."],
    [{ lat: 25, lon: 180.01 }, "Longitude must be between -180 and 180."],
    [{ lat: "north", lon: 83 }, "Latitude must be between -90 and 90."],
    [{ lon: 83 }, "Latitude must be between -90 and 90."],
    [{ lat: 25, lon: 83, accuracy: -5 }, "Accuracy must be a number between 0 and 100000."],
  ];
  for (const [body, message] of cases) {
    const r = await share(t.token, body);
    expect([r.status, r.body.message]).toEqual([400, message]);
  }
  expect((await seen(t.bookingId, t.customer)).position).toBeNull();
  const gql = await s.gql(
    `mutation($t: String!, $i: DriverPositionInput!) { driverSharePosition(token: $t, input: $i) { stored } }`,
    { t: t.token, i: { lat: 100, lon: 83 } },
  );
  expect(gql.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  expect(gql.errors?.[0].extensions?.messageKey).toBe("validation.between");
});

test("before the start the position is refused; a forged link is not found", async () => {
  const t = await trip(false);
  const r = await share(t.token, SARNATH);
  expect([r.status, r.body.message]).toEqual([409, "Please start the trip first."]);
  expect((await seen(t.bookingId, t.customer)).position).toBeNull();
  expect((await share("not-a-link", SARNATH)).status).toBe(404);
});

test("one position per 20 s is kept: a sooner one is accepted and not stored", async () => {
  const t = await trip();
  const first = await share(t.token, SARNATH);
  advance(10_000);
  const soon = await share(t.token, { lat: 25.3167, lon: 83.0104 });
  expect(soon.status).toBe(200);
  expect(soon.body).toEqual({ stored: false, recordedAt: first.body.recordedAt });
  expect((await seen(t.bookingId, t.customer)).position.near.name).toBe("Sarnath");
  advance(11_000);
  expect((await share(t.token, { lat: 25.3167, lon: 83.0104 })).body.stored).toBe(true);
  expect((await seen(t.bookingId, t.customer)).position.near.name).toBe("Varanasi");
});

test("closing the trip deletes its position, and a position after the close is refused", async () => {
  const t = await trip();
  await share(t.token, SARNATH);
  const code = (
    await s.gql(`query($id: ID!) { booking(id: $id) { trip { customerCode } } }`, { id: t.bookingId }, admin)
  ).data.booking.trip.customerCode;
  const closed = await s.rest("POST", `/api/driver-trips/${t.token}/close`, {
    stepId: crypto.randomUUID(),
    closingKm: 180,
    code,
  });
  expect(closed.status).toBe(200);
  const rows = await s.db.query(`SELECT 1 FROM "bus_positions" WHERE "bookingId" = $1`, [t.bookingId]);
  expect(rows).toEqual([]);
  expect((await seen(t.bookingId, t.customer)).position).toBeNull();
  advance(60_000);
  const late = await share(t.token, SARNATH);
  expect([late.status, late.body.message]).toEqual([409, "This trip is already closed."]);
});

test("staff closing the trip deletes its position too; the clean-up job drops positions older than two days", async () => {
  const closedByStaff = await trip();
  await share(closedByStaff.token, SARNATH);
  const r = await s.rest("POST", `/api/bookings/${closedByStaff.bookingId}/trip/close`, { closingKm: 150 }, admin);
  expect(r.status).toBe(200);
  expect(await s.db.query(`SELECT 1 FROM "bus_positions" WHERE "bookingId" = $1`, [closedByStaff.bookingId])).toEqual(
    [],
  );

  const leftOpen = await trip();
  await share(leftOpen.token, SARNATH);
  const fresh = await trip();
  advance(2 * 24 * 3600_000 - 60_000);
  await share(fresh.token, SARNATH);
  advance(2 * 60_000);
  await s.app.services.busPositions.purgeStale();
  expect((await seen(leftOpen.bookingId, leftOpen.customer)).position).toBeNull();
  expect((await seen(fresh.bookingId, fresh.customer)).position.near.name).toBe("Sarnath");
});
