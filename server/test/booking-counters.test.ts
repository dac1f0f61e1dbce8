/** Issue 15: the admin figures come from maintained counters; they must always equal a real count of the bookings. */
import { bookingInput, CREATE, firstBusIdOf } from "./fixtures/foundation";
import { startServer, type TestServer } from "./harness";

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startServer();
  token = (await s.login()).token;
});
afterAll(() => s.close());

const STATS = `{ adminStats { totalBookings confirmedBookings pendingBookings cancelledBookings totalDistance } bookingsPage(first: 1) { totalCount } }`;

async function expectStatsToMatchTheTable() {
  const r = await s.gql(STATS, {}, token);
  expect(r.errors).toBeUndefined();
  const [real] = await s.db.query(`SELECT count(*)::int AS total,
      count(*) FILTER (WHERE status = 'Confirmed')::int AS confirmed, count(*) FILTER (WHERE status = 'Pending')::int AS pending,
      count(*) FILTER (WHERE status = 'Cancelled')::int AS cancelled, coalesce(sum(distance), 0)::float AS distance FROM bookings`);
  expect(r.data.adminStats).toEqual({
    totalBookings: real.total,
    confirmedBookings: real.confirmed,
    pendingBookings: real.pending,
    cancelledBookings: real.cancelled,
    totalDistance: Math.round(real.distance * 100) / 100,
  });
  expect(r.data.bookingsPage.totalCount).toBe(real.total);
  return r.data.adminStats;
}

test("figures follow every booking created, moved between statuses and deleted", async () => {
  const before = await expectStatsToMatchTheTable();
  const busId = await firstBusIdOf(s);
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const r = await s.gql(CREATE, { i: bookingInput({ busId, departureDate: `2099-0${i + 1}-10` }) });
    expect(r.errors).toBeUndefined();
    ids.push(r.data.createBooking.booking.id);
  }
  const afterCreate = await expectStatsToMatchTheTable();
  expect(afterCreate.totalBookings).toBe(before.totalBookings + 3);
  expect(afterCreate.totalDistance).toBeGreaterThan(before.totalDistance);

  const setStatus = `mutation($id: ID!, $s: BookingStatus!) { setBookingStatus(id: $id, status: $s) { id } }`;
  expect((await s.gql(setStatus, { id: ids[0], s: "Confirmed" }, token)).errors).toBeUndefined();
  expect((await s.gql(setStatus, { id: ids[1], s: "Cancelled" }, token)).errors).toBeUndefined();
  const moved = await expectStatsToMatchTheTable();
  expect(moved.confirmedBookings).toBe(afterCreate.confirmedBookings + 1);
  expect(moved.cancelledBookings).toBe(afterCreate.cancelledBookings + 1);

  expect((await s.gql(`mutation($id: ID!) { deleteBooking(id: $id) }`, { id: ids[2] }, token)).errors).toBeUndefined();
  const deleted = await expectStatsToMatchTheTable();
  expect(deleted.totalBookings).toBe(before.totalBookings + 2);
});

test("concurrent bookings are all counted", async () => {
  const busId = await firstBusIdOf(s);
  const before = await expectStatsToMatchTheTable();
  const results = await Promise.all(
    Array.from({ length: 20 }, () => s.gql(CREATE, { i: bookingInput({ busId, departureDate: "2099-06-01" }) })),
  );
  for (const r of results) expect(r.errors).toBeUndefined();
  const after = await expectStatsToMatchTheTable();
  expect(after.totalBookings).toBe(before.totalBookings + 20);
});

test("counters are bumped at commit: a booking rolled back counts nothing, two moves in one transaction count once", async () => {
  const busId = await firstBusIdOf(s);
  const before = await expectStatsToMatchTheTable();
  const r = await s.gql(CREATE, { i: bookingInput({ busId, departureDate: "2099-07-01" }) });
  const id = r.data.createBooking.booking.id;
  await s.db
    .transaction(async (m) => {
      await m.query(`INSERT INTO bookings (name, email, phone, "pickupLocation", destination, "departureDate", days)
        VALUES ('Rolled back', 'rb@example.com', '+91 90000 00000', 'Varanasi', 'Agra', '2099-07-02', 1)`);
      throw new Error("rollback");
    })
    .catch(() => undefined);
  await s.db.transaction(async (m) => {
    await m.query(`UPDATE bookings SET status = 'Cancelled' WHERE id = $1`, [id]);
    await m.query(`UPDATE bookings SET status = 'Confirmed', distance = 42 WHERE id = $1`, [id]);
  });
  const after = await expectStatsToMatchTheTable();
  expect(after.totalBookings).toBe(before.totalBookings + 1);
  expect(after.confirmedBookings).toBe(before.confirmedBookings + 1);
  expect(after.cancelledBookings).toBe(before.cancelledBookings);
});
