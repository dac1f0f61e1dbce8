/**
 * The driver's roster link: one signed link per driver listing their upcoming duties, each opening that
 * trip's own driver page once its window opens; staff with drivers.write make and withdraw it, and a
 * withdrawn or forged link answers "This link is no longer valid". Against a real PostgreSQL.
 */
import { bookingInput, CREATE } from "./fixtures/foundation";
import { inDays, startServer, type TestServer } from "./harness";
import { StaffRole } from "../src/domain/shared/permissions";
import { readRosterToken, rosterToken } from "../src/domain/driver/driver-roster";
import { isPersonalPath, isPrivatePath } from "../src/http/render";

let s: TestServer;
let admin: string;
let busId: string;

const ROSTER = `query($t: String!) { driverRoster(token: $t) { driverName language duties {
  reference departureDate returnDate reportingTime reportingPlace destination busName registrationNumber seat tripPath opensOn } } }`;
const CREATE_LINK = `mutation($d: ID!) { createDriverRosterLink(driverId: $d) { driverId language path } }`;
const REVOKE_LINK = `mutation($d: ID!) { revokeDriverRosterLink(driverId: $d) { driverId path } }`;
const tokenOf = (path: string) => path.replace(/^\/roster\//, "");

async function addDriver(name: string) {
  const r = await s.gql(
    `mutation($i: DriverInput!) { createDriver(input: $i) { id } }`,
    {
      i: { name, phone: "+91 94150 11111", licenceNumber: `UP65 ROSTER ${name}`, licenceValidUntil: inDays(3000) },
    },
    admin,
  );
  if (r.errors) throw new Error(r.errors[0].message);
  return r.data.createDriver.id as string;
}

async function duty(driverId: string, from: number, days: number, reportingTime?: string) {
  const r = await s.gql(CREATE, { i: bookingInput({ busId, passengers: 10, departureDate: inDays(from), days }) });
  if (r.errors) throw new Error(r.errors[0].message);
  const id = r.data.createBooking.booking.id as string;
  for (const [q, v] of [
    [`mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id } }`, { id }],
    [`mutation($id: ID!, $d: [ID!]!) { assignDrivers(bookingId: $id, driverIds: $d) { id } }`, { id, d: [driverId] }],
    ...(reportingTime
      ? [
          [
            `mutation($id: ID!, $i: DutySlipInput!) { saveDutySlip(bookingId: $id, input: $i) { bookingId } }`,
            { id, i: { reportingTime } },
          ],
        ]
      : []),
  ] as Array<[string, Record<string, unknown>]>) {
    const c = await s.gql(q, v, admin);
    if (c.errors) throw new Error(c.errors[0].message);
  }
  return id;
}

beforeAll(async () => {
  s = await startServer();
  admin = (await s.login()).token;
  busId = (await s.gql(`{ buses { id } }`)).data.buses[0].id;
});
afterAll(() => s.close());

describe("the roster token", () => {
  test("signs one driver, and refuses a forged, altered or trip link's token", () => {
    const id = "0b7c5a52-7f1e-4c1a-9d7e-6f0a3c2b1e11";
    const token = rosterToken("secret", id, "nonce");
    expect(readRosterToken("secret", token)).toEqual({ driverId: id, nonce: "nonce" });
    expect(readRosterToken("other secret", token)).toBeNull();
    expect(readRosterToken("secret", token.replace("nonce", "nonse"))).toBeNull();
    expect(readRosterToken("secret", `${token}.x`)).toBeNull();
    expect(readRosterToken("secret", 42)).toBeNull();
  });

  test("the roster page is drawn in the browser in either language, never rendered on the server nor cached", () => {
    for (const p of ["/roster/a.b.c", "/hi/roster/a.b.c"]) expect(isPrivatePath(p)).toBe(true);
    expect(isPersonalPath("/roster/a.b.c")).toBe(false);
  });
});

describe("a driver's roster", () => {
  test("lists upcoming duties; the trip's page opens with its window; revoking ends the link", async () => {
    const driverId = await addDriver("Roster Ram");
    const soon = await duty(driverId, 1, 1, "06:30");
    const nextWeek = await duty(driverId, 8, 2);
    // A trip already done: made ahead, then moved into the past as time would.
    const past = await duty(driverId, 20, 1);
    await s.db.query(`UPDATE bookings SET "departureDate" = $2 WHERE id = $1`, [past, inDays(-5)]);
    await s.db.query(`UPDATE driver_assignments SET trip = daterange($2::date, $3::date) WHERE "bookingId" = $1`, [
      past,
      inDays(-5),
      inDays(-4),
    ]);
    const made = await s.gql(CREATE_LINK, { d: driverId }, admin);
    expect(made.errors).toBeUndefined();
    expect(made.data.createDriverRosterLink).toMatchObject({ driverId, language: "hi" });
    const token = tokenOf(made.data.createDriverRosterLink.path);

    const r = await s.gql(ROSTER, { t: token });
    expect(r.errors).toBeUndefined();
    const roster = r.data.driverRoster;
    expect(roster).toMatchObject({ driverName: "Roster Ram", language: "hi" });
    expect(roster.duties.map((d: { reference: string }) => d.reference)).toEqual(
      [soon, nextWeek].map((id) => `BK-${id.slice(-4)}`),
    );
    expect(roster.duties.map((d: { reference: string }) => d.reference)).not.toContain(`BK-${past.slice(-4)}`);
    const [first, second] = roster.duties;
    expect(first).toMatchObject({
      departureDate: inDays(1),
      returnDate: inDays(1),
      reportingTime: "06:30",
      reportingPlace: "Varanasi, Uttar Pradesh, India",
      seat: 1,
      opensOn: inDays(0),
    });
    // Tomorrow's trip is open today (from the day before): its own page works.
    expect(first.tripPath).toMatch(/^\/d\//);
    const page = await s.gql(`query($t: String!) { driverTrip(token: $t) { reference } }`, {
      t: first.tripPath.slice(3),
    });
    expect(page.data.driverTrip.reference).toBe(first.reference);
    // Next week's is listed, but its page opens only the day before.
    expect(second).toMatchObject({
      departureDate: inDays(8),
      returnDate: inDays(9),
      tripPath: null,
      opensOn: inDays(7),
    });
    // The roster shows no money.
    expect(JSON.stringify(roster)).not.toMatch(/fare|advance|balance|paise|amount|collect/i);

    // A new link replaces the old one; revoking ends it: "This link is no longer valid."
    const renewed = tokenOf((await s.gql(CREATE_LINK, { d: driverId }, admin)).data.createDriverRosterLink.path);
    expect(renewed).not.toBe(token);
    const old = await s.gql(ROSTER, { t: token });
    expect(old.errors?.[0]).toMatchObject({
      message: "This link is no longer valid. Please ask the office for a new one.",
      extensions: { code: "NOT_FOUND", messageKey: "roster.invalid" },
    });
    expect((await s.gql(ROSTER, { t: renewed })).errors).toBeUndefined();
    const revoked = await s.gql(REVOKE_LINK, { d: driverId }, admin);
    expect(revoked.data.revokeDriverRosterLink).toEqual({ driverId, path: null });
    expect((await s.gql(ROSTER, { t: renewed })).errors?.[0].extensions?.messageKey).toBe("roster.invalid");
    expect((await s.gql(ROSTER, { t: "not-a-link" })).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    // A trip link's token is no roster token.
    expect((await s.gql(ROSTER, { t: first.tripPath.slice(3) })).errors?.[0].extensions?.code).toBe("NOT_FOUND");

    const links = (await s.gql(`{ driverRosterLinks { driverId path } }`, {}, admin)).data.driverRosterLinks;
    expect(links.find((l: { driverId: string }) => l.driverId === driverId)).toEqual({ driverId, path: null });
    const activity = await s.gql(
      `query($id: String) { activity(filter: { entity: "driver", entityId: $id }) { action } }`,
      { id: driverId },
      admin,
    );
    expect(activity.data?.activity.map((i: { action: string }) => i.action)).toEqual(
      expect.arrayContaining(["roster-link", "roster-revoke"]),
    );
  });

  test("only staff with drivers.write make, read or withdraw roster links", async () => {
    const driverId = await addDriver("Roster Shyam");
    const desk = (await s.staff(StaffRole.bookingDesk)).token;
    const dispatcher = (await s.staff(StaffRole.dispatcher)).token;
    expect((await s.gql(CREATE_LINK, { d: driverId }, desk)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await s.gql(REVOKE_LINK, { d: driverId })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect((await s.gql(`{ driverRosterLinks { path } }`, {}, desk)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const made = await s.gql(CREATE_LINK, { d: driverId }, dispatcher);
    expect(made.data.createDriverRosterLink.path).toMatch(/^\/roster\//);
    const unknown = await s.gql(CREATE_LINK, { d: "0b7c5a52-7f1e-4c1a-9d7e-6f0a3c2b1e11" }, dispatcher);
    expect(unknown.errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });
});
