/**
 * The activity log: a scripted day of work leaves exactly its entries, each written in the
 * change's own transaction (a refused change leaves none), with who, when, address and request id.
 * Owners read it (Admin -> Activity, a booking's View); others are refused. Old entries are purged.
 */
import crypto from "node:crypto";
import { ActivityService } from "../src/domain/activity/activity.service";
import { StaffRole } from "../src/domain/shared/permissions";
import { ADMIN, inDays, startServer, type TestServer } from "./harness";

let s: TestServer;
const u = () => crypto.randomBytes(4).toString("hex");
const LIST = `query($f: ActivityFilterInput) { activity(filter: $f) { actorName action entity entityId changes requestId address } }`;

beforeAll(async () => {
  s = await startServer({ JOB_WORKERS: "false" });
});
afterAll(() => s.close());

test("a scripted day of work: exactly its entries, newest first, and a failed change leaves none", async () => {
  const owner = await s.login();
  const desk = await s.staff(StaffRole.bookingDesk, "Ravi Desk");
  const accounts = await s.staff(StaffRole.accounts, "Anita Accounts");
  const busId = (await s.gql(`{ buses { id } }`)).data.buses[0].id;
  const trip = { pickupLocation: "Varanasi", destination: "Sarnath", days: 2, busId, phone: "+91 90000 77777" };
  const CREATE = `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }`;
  // A guest books (a new customer account), another guest books the same bus for the same days.
  const first = (
    await s.gql(CREATE, {
      i: { ...trip, departureDate: inDays(40), name: "Meera Singh", email: `m${u()}@example.com` },
    })
  ).data.createBooking.booking.id;
  const second = (
    await s.gql(CREATE, { i: { ...trip, departureDate: inDays(41), name: "Kavya Nair", email: `k${u()}@example.com` } })
  ).data.createBooking.booking.id;
  // Somebody tries the owner's account with a wrong password.
  await s.gql(`mutation { login(input: { login: "${ADMIN.login}", password: "wrong-password" }) { token } }`);
  // The desk confirms the first booking, with its own request id.
  const requestId = `day-${u()}`;
  const res = await fetch(`${s.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${desk.token}`, "x-request-id": requestId },
    body: JSON.stringify({
      query: `mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { status } }`,
      variables: { id: first },
    }),
  });
  expect(((await res.json()) as any).data.setBookingStatus.status).toBe("Confirmed");
  // Confirming the second clashes with the first: refused by the database, and nothing is logged for it.
  const clash = await s.gql(
    `mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { status } }`,
    { id: second },
    desk.token,
  );
  expect(clash.errors?.[0].extensions?.code).toBe("CONFLICT");
  // Accounts record the fare; the owner renames a bus and exports the bookings; the owner deletes the second booking.
  await s.gql(
    `mutation($id: ID!) { recordFare(id: $id, input: { agreedFare: 9000 }) { id } }`,
    { id: first },
    accounts.token,
  );
  const bus = (await s.gql(`query($id: ID!) { bus(id: $id) { name } }`, { id: busId })).data.bus;
  await s.rest("PUT", `/api/buses/${busId}`, { name: `${bus.name} (AC)` }, owner.token);
  expect(
    (
      await fetch(`${s.url}/exports/bookings.csv?status=Confirmed`, {
        headers: { authorization: `Bearer ${owner.token}` },
      })
    ).status,
  ).toBe(200);
  await s.gql(`mutation($id: ID!) { deleteBooking(id: $id) }`, { id: second }, owner.token);

  const log = (await s.gql(LIST, {}, owner.token)).data.activity;
  const brief = log.map((e: any) => [e.actorName, e.action, e.entity, e.changes]);
  expect(brief).toEqual([
    [
      "Admin",
      "delete",
      "booking",
      { name: ["Kavya Nair", null], status: ["Pending", null], departureDate: [inDays(41), null] },
    ],
    ["Admin", "export", "bookings", { status: [null, "Confirmed"] }],
    ["Admin", "update", "bus", { name: [bus.name, `${bus.name} (AC)`] }],
    ["Anita Accounts", "update", "booking", { agreedFare: [null, 9000] }],
    ["Ravi Desk", "status", "booking", { status: ["Pending", "Confirmed"] }],
    ["Admin", "sign-in failed", "account", { login: [null, ADMIN.login] }],
    [
      "Kavya Nair",
      "create",
      "booking",
      { status: [null, "Pending"], departureDate: [null, inDays(41)], busId: [null, `${bus.name} (AC)`] },
    ],
    [
      "Meera Singh",
      "create",
      "booking",
      { status: [null, "Pending"], departureDate: [null, inDays(40)], busId: [null, `${bus.name} (AC)`] },
    ],
    ["Anita Accounts", "sign-in", "account", {}],
    ["Ravi Desk", "sign-in", "account", {}],
    ["Admin", "sign-in", "account", {}],
  ]);
  const confirmed = log.find((e: any) => e.action === "status");
  expect(confirmed).toMatchObject({ entityId: first, requestId });
  expect(confirmed.address).toMatch(/127\.0\.0\.1/);
  // Every entry made through a request knows where it came from.
  expect(log.filter((e: any) => !e.address || !e.requestId).map((e: any) => e.action)).toEqual([]);

  // Filters: by person, by entity, by day.
  const byDesk = (await s.gql(LIST, { f: { actorId: desk.userId } }, owner.token)).data.activity;
  expect(byDesk.map((e: any) => e.action)).toEqual(["status", "sign-in"]);
  const buses = (await s.gql(LIST, { f: { entity: "bus" } }, owner.token)).data.activity;
  expect(buses).toHaveLength(1);
  expect((await s.gql(LIST, { f: { from: inDays(1) } }, owner.token)).data.activity).toEqual([]);
  expect((await s.gql(LIST, { f: { from: inDays(-1), to: inDays(0) } }, owner.token)).data.activity).toHaveLength(11);

  // A booking's View shows its own entries; only owners read the log.
  const view = await s.gql(
    `query($id: ID!) { booking(id: $id) { activity { action actorName } } }`,
    { id: first },
    owner.token,
  );
  expect(view.data.booking.activity).toEqual([
    { action: "create", actorName: "Meera Singh" },
    { action: "status", actorName: "Ravi Desk" },
    { action: "update", actorName: "Anita Accounts" },
  ]);
  expect((await s.gql(LIST, {}, desk.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
  expect((await s.gql(LIST, {})).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
});

test("entries older than the retention period are purged", async () => {
  await s.db.query(
    `INSERT INTO activity_log (at, "actorName", action, entity) VALUES (now() - interval '400 days', 'Old', 'update', 'bus'),
       (now() - interval '10 days', 'Recent', 'update', 'bus')`,
  );
  expect(s.config.activityRetentionDays).toBe(365);
  expect(await s.app.services.activity.purge()).toBe(1);
  const names = (await s.db.query(`SELECT "actorName" FROM activity_log WHERE entity = 'bus'`)).map(
    (r: any) => r.actorName,
  );
  expect(names).toContain("Recent");
  expect(names).not.toContain("Old");
});

test("a retention of 0 keeps every entry (ACTIVITY_RETENTION_DAYS=0: the log is never purged)", async () => {
  const name = `Ancient ${u()}`;
  await s.db.query(
    `INSERT INTO activity_log (at, "actorName", action, entity) VALUES (now() - interval '3000 days', $1, 'update', 'bus')`,
    [name],
  );
  expect(await new ActivityService(s.db, 0).purge()).toBe(0);
  expect(await s.db.query(`SELECT 1 FROM activity_log WHERE "actorName" = $1`, [name])).toHaveLength(1);
  // The same entry goes with any other retention.
  expect(await new ActivityService(s.db, 1).purge()).toBeGreaterThanOrEqual(1);
  expect(await s.db.query(`SELECT 1 FROM activity_log WHERE "actorName" = $1`, [name])).toHaveLength(0);
});
