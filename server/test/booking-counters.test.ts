/** The admin figures come from maintained counters; they must always equal a real count of the bookings. */
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

/** The counters kept per status and departure month, compared with a real count of the table. */
async function expectMonthsToMatchTheTable() {
  const counted = await s.db.query(`SELECT status, to_char(month, 'YYYY-MM') AS month, sum(bookings)::int AS n,
      round(sum(distance), 6)::float AS d FROM booking_counters GROUP BY 1, 2 HAVING sum(bookings) <> 0 ORDER BY 1, 2`);
  const real = await s.db.query(`SELECT status, to_char("departureDate", 'YYYY-MM') AS month, count(*)::int AS n,
      round(sum(coalesce(distance, 0)::numeric), 6)::float AS d FROM bookings GROUP BY 1, 2 ORDER BY 1, 2`);
  expect(counted).toEqual(real);
  const chart = await s.gql(`{ bookingsPerMonth { month total confirmed pending cancelled } }`, {}, token);
  expect(chart.errors).toBeUndefined();
  for (const m of chart.data.bookingsPerMonth) {
    const of = (status: string) => real.find((r: any) => r.month === m.month && r.status === status)?.n ?? 0;
    expect(m).toEqual({
      month: m.month,
      total: of("Pending") + of("Confirmed") + of("Cancelled"),
      confirmed: of("Confirmed"),
      pending: of("Pending"),
      cancelled: of("Cancelled"),
    });
  }
}

/** Bookings made by one INSERT ... SELECT (an import), spread over statuses, the next months and distances. */
const importBookings = (n: number, tag: string) => `
  INSERT INTO bookings (name, email, phone, "pickupLocation", destination, "departureDate", days, distance, status)
  SELECT '${tag} ' || g, '${tag}' || g || '@example.com', '+91 90000 00000', 'Varanasi', 'Agra',
    date_trunc('month', now())::date + (g % 150), 1, CASE WHEN g % 7 = 0 THEN NULL ELSE (g % 900) + 0.25 END,
    (ARRAY['Pending', 'Confirmed', 'Cancelled'])[1 + g % 3]
  FROM generate_series(1, ${n}) g`;

test("an import of thousands of bookings in one statement is counted exactly per status and month, and so are bulk moves and deletes", async () => {
  await s.db.query(importBookings(3000, "Import"));
  await expectStatsToMatchTheTable();
  await expectMonthsToMatchTheTable();
  // One statement moving many bookings between statuses and months, and one changing nothing counted.
  await s.db.query(`UPDATE bookings SET status = 'Cancelled', "departureDate" = "departureDate" + 40
    WHERE name LIKE 'Import %' AND status = 'Pending'`);
  await s.db.query(`UPDATE bookings SET notes = 'seen' WHERE name LIKE 'Import %'`);
  await expectStatsToMatchTheTable();
  await expectMonthsToMatchTheTable();
  await s.db.query(`DELETE FROM bookings WHERE name LIKE 'Import %' AND distance IS NULL`);
  await expectStatsToMatchTheTable();
  await expectMonthsToMatchTheTable();
  expect(await s.db.query(`SELECT * FROM booking_counter_deltas`)).toEqual([]);
});

test("a transaction of many statements, one rolled back to a savepoint, counts what it committed", async () => {
  await s.db.transaction(async (m) => {
    await m.query(importBookings(200, "Tx"));
    await m.query(`SAVEPOINT undo`);
    await m.query(importBookings(300, "Undone"));
    await m.query(`UPDATE bookings SET status = 'Confirmed' WHERE name LIKE 'Tx %'`);
    await m.query(`ROLLBACK TO SAVEPOINT undo`);
    for (let i = 0; i < 20; i++) await m.query(`DELETE FROM bookings WHERE name = 'Tx ${i + 1}'`);
    // Checked early by the caller, then more changes: both reach the counters.
    await m.query(`SET CONSTRAINTS ALL IMMEDIATE`);
    await m.query(`SET CONSTRAINTS ALL DEFERRED`);
    await m.query(`UPDATE bookings SET status = 'Cancelled' WHERE name LIKE 'Tx 3%'`);
  });
  expect((await s.db.query(`SELECT count(*)::int AS n FROM bookings WHERE name LIKE 'Undone %'`))[0].n).toBe(0);
  await expectStatsToMatchTheTable();
  await expectMonthsToMatchTheTable();
});

test("a filter's total by status and whole months comes from the counters and equals a real count", async () => {
  const from = (
    await s.db.query(`SELECT to_char(date_trunc('month', now()) + interval '1 month', 'YYYY-MM-DD') AS d`)
  )[0].d;
  const to = (
    await s.db.query(
      `SELECT to_char(date_trunc('month', now()) + interval '3 months' - interval '1 day', 'YYYY-MM-DD') AS d`,
    )
  )[0].d;
  const page = await s.gql(
    `query($f: BookingFilter) { bookingsPage(filter: $f, first: 1) { totalCount totalIsEstimate } }`,
    { f: { status: "Cancelled", from, to } },
    token,
  );
  const [real] = await s.db.query(
    `SELECT count(*)::int AS n FROM bookings WHERE status = 'Cancelled' AND "departureDate" BETWEEN $1 AND $2`,
    [from, to],
  );
  expect(real.n).toBeGreaterThan(0);
  expect(page.data.bookingsPage).toEqual({ totalCount: real.n, totalIsEstimate: false });
});
