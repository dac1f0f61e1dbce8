/**
 * No request can exhaust the server's memory. GET /api/bookings streams every booking from the
 * database as PostgreSQL's COPY writes them (the same JSON array as before); GraphQL `bookings` refuses above 10,000 bookings and
 * names the paged query to use instead.
 */
import v8 from "node:v8";
import vm from "node:vm";
import { StaffRole } from "../src/domain/shared/permissions";
import { bookingDoc } from "../src/domain/booking/booking.rest";
import type { Actor } from "../src/domain/shared/actor";
import { Role } from "../src/domain/shared/enums";
import { startServer, type TestServer } from "./harness";

let s: TestServer;
let token: string;
let admin: Actor;
beforeAll(async () => {
  s = await startServer();
  const session = await s.login();
  token = session.token;
  admin = { id: session.userId, role: Role.admin, name: "Admin", staffRole: StaffRole.owner };
});
afterAll(() => s.close());

/** The live heap: what is still reachable after a full collection (garbage not yet collected is not held). */
v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;
const liveHeap = () => (gc(), process.memoryUsage().heapUsed);

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${s.url}${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });

test("for a small set the streamed answer is byte for byte the JSON array answered before", async () => {
  await s.db
    .query(`INSERT INTO bookings (name, email, phone, "pickupLocation", destination, "departureDate", days, distance, "busId", notes)
    SELECT 'Small ' || g, 'small' || g || '@example.com', '+91 98390 12345', 'Varanasi', 'Agra "Taj" \\ é',
      date '2030-01-01' + g, 1, CASE WHEN g % 2 = 0 THEN 12.5 END, (SELECT id FROM buses ORDER BY name LIMIT 1),
      CASE WHEN g % 3 = 0 THEN 'Line one' || chr(10) || 'हिंदी' END
    FROM generate_series(1, 30) g`);
  const before = JSON.stringify((await s.app.services.bookings.listAll(admin)).map((b) => bookingDoc(b)));
  const res = await get("/api/bookings");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(res.headers.get("content-encoding")).toBe("gzip");
  expect(await res.text()).toBe(before);
});

test("every field is written as before, odd values too: money, trip plans, a deleted bus, tiny and huge distances", async () => {
  const [bus] = await s.db.query(
    `INSERT INTO buses (name, capacity, status) VALUES ('Gone bus', 12, 'Available') RETURNING id`,
  );
  const rows: Array<{ id: string }> = await s.db.query(
    `INSERT INTO bookings (name, email, phone, "pickupLocation", destination, "departureDate", days, distance, "busId",
      status, notes, passengers, "agreedFarePaise", "agreedAdvancePaise", "balancePaise", "advanceReceivedOn",
      "cancelRequestedAt", "cancelReason", "cancelDeclinedMessage", "createdAt")
    SELECT 'Odd ' || g, 'odd' || g || '@example.com', '+91 98390 12345', E'Tab\there', E'Ctl \\u0001 \x01 "q" \\\\ 😀',
      date '2031-02-01' + g, 2, (ARRAY[0.00001, 12.5, 1e16, 'NaN', 123.456, 1.5e-7, 0.1 + 0.2, 1e-4])[g]::float8,
      CASE WHEN g % 2 = 0 THEN $1::uuid END, (ARRAY['Pending', 'Confirmed', 'Cancelled'])[1 + g % 3], E'two\nlines', g,
      CASE WHEN g % 3 <> 0 THEN 1250050 + 100 * g END, CASE WHEN g % 3 = 1 THEN 250025 END,
      -- the balance as the account area keeps it: the fare less the advance once received
      CASE WHEN g % 3 <> 0 THEN 1250050 + 100 * g - CASE WHEN g = 1 THEN 250025 ELSE 0 END END,
      CASE WHEN g = 1 THEN date '2030-12-01' END, CASE WHEN g < 3 THEN timestamptz '2030-01-01 10:00:00.123999+05:30' END,
      CASE WHEN g = 1 THEN 'Plans changed' END, CASE WHEN g = 2 THEN 'Trip is tomorrow' END,
      timestamptz '2031-01-01 00:00:00.99999+00' + g * interval '1 microsecond'
    FROM generate_series(1, 8) g RETURNING id`,
    [bus.id],
  );
  await s.db.query(
    `INSERT INTO booking_trip_plans ("bookingId", "tripType", stops) VALUES
      ($1, 'tour', '[{"place":"Sarnath","day":1,"time":null,"nightHalt":false},{"place":"Agra \\"Taj\\"","day":2,"time":"10:30","nightHalt":true}]'),
      ($2, 'one-way', '[]')`,
    [rows[0].id, rows[1].id],
  );
  await s.db.query(`DELETE FROM buses WHERE id = $1`, [bus.id]);
  const all = await s.app.services.bookings.listAll(admin);
  const plans = await s.app.services.trips.plansFor(all.map((b) => b.id));
  const before = JSON.stringify(all.map((b) => bookingDoc(b, plans.get(b.id) ?? null)));
  for (const odd of [`"distance":0.00001,`, `"distance":1.5e-7,`, `"distance":10000000000000000,`, `"distance":null,`])
    expect(before).toContain(odd);
  expect(before).toContain(
    `"agreedFare":12501.5,"advance":2500.25,"advanceReceivedOn":"2030-12-01","balance":10001.25,`,
  );
  expect(before).toContain(`"cancelRequestedAt":"2030-01-01T04:30:00.123Z"`);
  expect(before).toContain(`"busType":null`);
  expect(before).toContain(`"createdAt":"2031-01-01T00:00:00.999Z"`);
  expect(before).toContain(`Ctl \\u0001 \\u0001 \\"q\\" \\\\ 😀`);
  expect(before).toContain(`"stops":[{"place":"Sarnath"`);
  const res = await get("/api/bookings");
  expect(res.status).toBe(200);
  expect(await res.text()).toBe(before);
});

// Four times the GraphQL list's limit: enough for an answer held whole (as a string, or as rows) to stand out
// from the chunks in flight by several times the bound below.
describe("at 40,000 bookings", () => {
  beforeAll(async () => {
    // One statement (the counter triggers are statement-level: this stays linear).
    await s.db.query(`INSERT INTO bookings (name, email, phone, "pickupLocation", destination, "departureDate", days,
        distance, "busId", status, notes, "createdAt")
      SELECT 'Customer ' || g, 'c' || g || '@example.com', '+91 90000 ' || lpad((g % 100000)::text, 5, '0'),
        'Varanasi', 'Agra', date '2030-01-01' + (g % 600), 1 + g % 7, (g % 900)::float,
        (SELECT id FROM buses ORDER BY name LIMIT 1), (ARRAY['Pending', 'Cancelled'])[1 + g % 2],
        'A note long enough to make each booking a realistic size in the answer, as staff write them.',
        now() - g * interval '1 millisecond'
      FROM generate_series(1, 40000) g`);
  }, 600_000);

  test("GET /api/bookings streams them all with the server's heap bounded, and /healthz answers meanwhile", async () => {
    const [{ n }] = await s.db.query(`SELECT count(*)::int AS n FROM bookings`);
    // The server runs in this process: its live heap is sampled (a full collection each time) while it answers.
    const baseline = liveHeap();
    let peak = baseline;
    // Uncompressed, as curl asks (a compressed answer streams the same way: the small set's test).
    const res = await get("/api/bookings", { "accept-encoding": "identity" });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let bytes = 0;
    let elements = 0;
    let tail = "";
    let health: number | undefined;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // Sampled at every megabyte read: however fast or slow the answer comes, its whole length is watched.
      if (Math.floor((bytes + value.length) / 2 ** 20) > Math.floor(bytes / 2 ** 20)) peak = Math.max(peak, liveHeap());
      bytes += value.length;
      // Count the bookings as they pass (one "pickupLocation" each), without keeping the answer.
      const text = tail + decoder.decode(value, { stream: true });
      elements += text.split(`"pickupLocation":`).length - 1;
      tail = text.slice(-16); // shorter than the marker: nothing counted twice, nothing split unseen
      if (health === undefined && bytes > 1_000_000) health = (await fetch(`${s.url}/healthz`)).status;
    }
    expect(health).toBe(200);
    expect(elements).toBe(n);
    expect(bytes).toBeGreaterThan(n * 300);
    const grew = (peak - baseline) / 2 ** 20;
    console.log(`heap grew ${grew.toFixed(0)} MB while streaming ${n} bookings`);
    // The answer is over 12 MB of JSON (checked above) and its rows several times that as objects; the server passes
    // COPY's bytes through (never a row as a string or an object), so what is alive is the chunks in flight, under 1 MB.
    expect(grew).toBeLessThan(6);
  }, 600_000);

  test("GraphQL bookings is refused with 413 and names the paged query to use instead", async () => {
    const res = await fetch(`${s.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: `{ bookings { id name } }` }),
    });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(body.errors[0].extensions.code).toBe("PAYLOAD_TOO_LARGE");
    expect(body.errors[0].message).toBe(
      "There are more than 10000 bookings, too many for one answer. Read them page by page with bookingsPage(first, after), or download them all from GET /exports/bookings.csv.",
    );
    const page = await s.gql(`{ bookingsPage(first: 3) { totalCount items { id } } }`, {}, token);
    expect(page.data.bookingsPage.items).toHaveLength(3);
  });
});
