/**
 * A customer's own bookings are never one unbounded answer. GraphQL `myBookings` answers the newest
 * MY_BOOKINGS_LIMIT (the dashboard's list), `myBookingsPage` pages through all of them with their total, and
 * REST's list of one's bookings streams every one (the same documents as before).
 */
import { Booking } from "../src/domain/booking/booking.entity";
import { bookingDoc } from "../src/domain/booking/booking.rest";
import { MY_BOOKINGS_LIMIT } from "../src/domain/booking/my-bookings.service";
import { startServer, type TestServer } from "./harness";

let s: TestServer;
let token: string;
let userId: string;
const many = MY_BOOKINGS_LIMIT + 7;
beforeAll(async () => {
  s = await startServer();
  const made = await s.gql(
    `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } auth { token } } }`,
    {
      i: {
        name: "Frequent Traveller",
        email: "frequent@example.com",
        phone: "+91 98390 12345",
        pickupLocation: "Varanasi",
        destination: "Sarnath",
        departureDate: "2031-03-01",
        days: 1,
        busId: (await s.db.query(`SELECT id FROM buses WHERE status = 'Available' ORDER BY name LIMIT 1`))[0].id,
      },
    },
  );
  expect(made.errors).toBeUndefined();
  token = made.data.createBooking.auth.token;
  [{ ownerId: userId }] = await s.db.query(`SELECT "ownerId" FROM bookings WHERE id = $1`, [
    made.data.createBooking.booking.id,
  ]);
  // The customer's other bookings, a millisecond apart, and another customer's (never shown to this one).
  await s.db.query(
    `INSERT INTO bookings (name, email, phone, "pickupLocation", destination, "departureDate", days, "ownerId", "createdAt")
     SELECT 'Frequent Traveller', 'frequent@example.com', '+91 98390 12345', 'Varanasi', 'Trip ' || g,
       date '2031-01-01' + g % 300, 1, CASE WHEN g % 10 = 0 THEN NULL ELSE $1::uuid END, now() - g * interval '1 millisecond'
     FROM generate_series(1, $2::int) g`,
    [userId, Math.ceil(((many - 1) * 10) / 9)],
  );
  const [{ n }] = await s.db.query(`SELECT count(*)::int AS n FROM bookings WHERE "ownerId" = $1`, [userId]);
  expect(n).toBeGreaterThanOrEqual(many);
});
afterAll(() => s.close());

const ownCount = async () =>
  (await s.db.query(`SELECT count(*)::int AS n FROM bookings WHERE "ownerId" = $1`, [userId]))[0].n as number;

test("myBookings answers the customer's newest bookings, at most MY_BOOKINGS_LIMIT of them", async () => {
  const q = await s.gql(`{ myBookings { id createdAt } }`, {}, token);
  expect(q.errors).toBeUndefined();
  const list = q.data.myBookings as Array<{ id: string; createdAt: string }>;
  expect(list).toHaveLength(MY_BOOKINGS_LIMIT);
  const newest: Array<{ id: string }> = await s.db.query(
    `SELECT id FROM bookings WHERE "ownerId" = $1 ORDER BY "createdAt" DESC, id DESC LIMIT $2`,
    [userId, MY_BOOKINGS_LIMIT],
  );
  expect(list.map((b) => b.id)).toEqual(newest.map((b) => b.id));
});

test("myBookingsPage reads every one of them page by page, with their total, and nobody else's", async () => {
  const n = await ownCount();
  const seen = new Set<string>();
  let after: string | null = null;
  let pages = 0;
  do {
    const q: { data?: any; errors?: unknown } = await s.gql(
      `query($after: String) { myBookingsPage(first: 100, after: $after) { totalCount totalIsEstimate nextCursor items { id } } }`,
      { after },
      token,
    );
    expect(q.errors).toBeUndefined();
    const page: {
      totalCount: number;
      totalIsEstimate: boolean;
      nextCursor: string | null;
      items: Array<{ id: string }>;
    } = q.data.myBookingsPage;
    expect(page.totalCount).toBe(n);
    expect(page.totalIsEstimate).toBe(false);
    for (const { id } of page.items) seen.add(id);
    after = page.nextCursor;
    pages++;
  } while (after);
  expect(seen.size).toBe(n);
  expect(pages).toBe(Math.ceil(n / 100));
  const [{ others }] = await s.db.query(
    `SELECT count(*)::int AS others FROM bookings WHERE id = ANY($1::uuid[]) AND "ownerId" IS DISTINCT FROM $2`,
    [[...seen], userId],
  );
  expect(others).toBe(0);
});

test("a page size out of range is clamped, a bad cursor refused with a clear message, a guest refused", async () => {
  const big = await s.gql(`{ myBookingsPage(first: 150) { items { id } } }`, {}, token);
  expect(big.errors).toBeUndefined();
  expect(big.data.myBookingsPage.items).toHaveLength(100);
  const bad = await s.gql(`{ myBookingsPage(after: "nonsense") { items { id } } }`, {}, token);
  expect(bad.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  const guest = await s.gql(`{ myBookingsPage { items { id } } }`);
  expect(guest.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
});

test("REST's list of one's own bookings streams all of them, the same documents as before", async () => {
  const res = await fetch(`${s.url}/api/bookings/user/userbooking`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
  const rows = await s.db.getRepository(Booking).find({
    where: { ownerId: userId },
    relations: { bus: true },
    order: { createdAt: "DESC", id: "DESC" },
  });
  const plans = await s.app.services.trips.plansFor(rows.map((b) => b.id));
  const before = JSON.stringify(rows.map((b) => bookingDoc(b, plans.get(b.id) ?? null)));
  expect(rows.length).toBe(await ownCount());
  expect(await res.text()).toBe(before);
});

test("REST's list of one's own bookings still refuses a request without a token", async () => {
  const res = await s.rest("GET", "/api/bookings/user/userbooking");
  expect(res.status).toBe(401);
  expect(res.body).toEqual({ message: "Not authenticated. Please log in." });
});
