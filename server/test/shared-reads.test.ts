/**
 * The shared read cache keeps only what the allow-list (src/shared-reads.ts) names: the public catalogue.
 * A read that depends on a token in its URL, on the clock or on who asks (the driver's link above all) is
 * never kept, so a withdrawn link is refused at once and the attempts left stay current.
 */
import crypto from "node:crypto";
import { openApiRoute } from "../src/rest/openapi";
import { routes } from "../src/rest/routes";
import { isSharedGraphqlRead, isSharedRestRead, SHARED_REST_READS } from "../src/shared-reads";
import { bookingInput, CREATE } from "./fixtures/foundation";
import { inDays, startServer, type TestServer } from "./harness";

let s: TestServer;
let admin: string;
let busId: string;
let trip: { bookingId: string; assignmentId: string; driverId: string; token: string };

beforeAll(async () => {
  s = await startServer();
  admin = (await s.login()).token;
  const bus = await s.gql(
    `mutation($i: BusInput!) { createBus(input: $i) { id } }`,
    {
      i: {
        ...{ name: "Cache Bus", capacity: 20, description: "d", features: ["AC"], images: [] },
        ...{ lastMaintenance: inDays(-30), popularRoutes: [], registrationNumber: "UP65 CB 1000" },
      },
    },
    admin,
  );
  busId = bus.data.createBus.id;
  const created = await s.gql(CREATE, {
    i: bookingInput({ busId, passengers: 8, departureDate: inDays(1), days: 2, email: "cache.trip@example.com" }),
  });
  const bookingId: string = created.data.createBooking.booking.id;
  await s.gql(`mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id } }`, { id: bookingId }, admin);
  const driver = await s.gql(
    `mutation($i: DriverInput!) { createDriver(input: $i) { id } }`,
    {
      i: {
        ...{ name: "Ramesh Yadav", phone: "+91 94150 11111", language: "hi" },
        ...{ licenceNumber: `CACHE-${crypto.randomBytes(3).toString("hex")}`, licenceValidUntil: inDays(4000) },
      },
    },
    admin,
  );
  const assigned = await s.gql(
    `mutation($b: ID!, $d: [ID!]!) { assignDrivers(bookingId: $b, driverIds: $d) { id link { path } } }`,
    { b: bookingId, d: [driver.data.createDriver.id] },
    admin,
  );
  const a = assigned.data.assignDrivers[0];
  trip = {
    bookingId,
    assignmentId: a.id,
    driverId: driver.data.createDriver.id,
    token: a.link.path.replace("/d/", ""),
  };
});
afterAll(() => s.close());

/** A GET as a browser without a cookie or a token sends it. */
const anonymous = (path: string) => s.rest("GET", path);

test("a driver's link read once without a cookie, then withdrawn, answers 403; the attempts left stay current", async () => {
  const first = await anonymous(`/api/driver-trips/${trip.token}`);
  expect(first.status).toBe(200);
  expect(first.headers.get("cache-control")).toBe("no-store");
  expect(first.body).toMatchObject({ codeAttemptsLeft: 5, customerName: "Asha Verma" });

  const started = await s.rest("POST", `/api/driver-trips/${trip.token}/start`, {
    stepId: crypto.randomUUID(),
    openingKm: 100,
  });
  expect(started.status).toBe(200);
  const real = await s.gql(
    `query($id: ID!) { booking(id: $id) { trip { customerCode } } }`,
    { id: trip.bookingId },
    admin,
  );
  const code = String((Number(real.data.booking.trip.customerCode) + 5) % 10000).padStart(4, "0");
  const wrong = await s.rest("POST", `/api/driver-trips/${trip.token}/close`, {
    stepId: crypto.randomUUID(),
    closingKm: 150,
    code,
  });
  expect(wrong.body.message).toBe("Wrong code. Attempts left: 4.");
  const again = await anonymous(`/api/driver-trips/${trip.token}`);
  expect(again.body).toMatchObject({ codeAttemptsLeft: 4, startedAt: expect.any(String) });

  const revoked = await s.rest("POST", `/api/driver-assignments/${trip.assignmentId}/link/revoke`, undefined, admin);
  expect(revoked.status).toBe(200);
  const refused = await anonymous(`/api/driver-trips/${trip.token}`);
  expect(refused).toMatchObject({
    status: 403,
    body: { message: "The office has withdrawn this link. Please ask them for a new one." },
  });
  expect(JSON.stringify(refused.body)).not.toContain("cache.trip@example.com");
  expect(s.app.reads.keys().some((k) => k.includes(trip.token))).toBe(false);
});

test("every public GET of the REST table is kept only when the allow-list names it", async () => {
  const ids: Record<string, string> = {
    buses: busId,
    bookings: trip.bookingId,
    drivers: trip.driverId,
    "driver-assignments": trip.assignmentId,
    "driver-trips": trip.token,
  };
  const gets = [...routes, openApiRoute].filter((r) => r.method === "get");
  const kept: string[] = [];
  for (const r of gets) {
    const path = r.path.replace(/\{\w+\}/g, () => ids[r.path.split("/")[2]] ?? crypto.randomUUID());
    const hits = s.app.reads.hits;
    await anonymous(path);
    const second = await anonymous(path);
    if (s.app.reads.hits > hits) kept.push(r.path);
    else expect(second.headers.get("etag") === null || !isSharedRestRead(r.path)).toBe(true);
  }
  // What was answered from the cache is exactly the allow-list's reads, and nothing else was stored.
  expect(kept.sort()).toEqual([...SHARED_REST_READS].sort());
  for (const key of s.app.reads.keys().filter((k) => k.startsWith("GET ")))
    expect(isSharedRestRead(key.split("\n")[1].split("?")[0])).toBe(true);
});

test("a GraphQL read is kept only when it reads the allow-list's fields alone", async () => {
  const post = (query: string, variables?: Record<string, unknown>) =>
    fetch(`${s.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query, variables }),
    }).then((r) => r.json());
  await post(`{ buses { id name blackouts { startDate } } }`);
  await post(`query($t: String!) { driverTrip(token: $t) { codeAttemptsLeft } }`, { t: trip.token });
  await post(`query($t: String!) { driverTrip(token: $t) { codeAttemptsLeft } }`, { t: trip.token });
  await post(`{ buses { id } driverTrip(token: "x") { codeAttemptsLeft } }`);
  const graphqlKeys = s.app.reads.keys().filter((k) => k.startsWith("POST "));
  expect(graphqlKeys.length).toBeGreaterThan(0);
  for (const key of graphqlKeys) {
    const body = JSON.parse(key.split("\n").slice(2).join("\n"));
    expect(isSharedGraphqlRead(body.query, body.operationName)).toBe(true);
  }
});

test("a bus's unavailable periods, part of its public read, show at once after staff add one", async () => {
  const read = () => anonymous(`/api/buses/${busId}/blackouts`);
  expect((await read()).body).toEqual([]);
  await read();
  const added = await s.rest(
    "POST",
    `/api/buses/${busId}/blackouts`,
    { startDate: inDays(20), endDate: inDays(21), reason: "Servicing" },
    admin,
  );
  expect(added.status).toBe(201);
  expect((await read()).body).toMatchObject([{ reason: "Servicing" }]);
});
