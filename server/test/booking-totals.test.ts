/**
 * The admin list's totals at scale (a million bookings). Status and whole months are exact from the counters; other
 * filters are counted exactly up to 10,000 matches and estimated (and marked so) above; a search reads
 * its trigram index for its rarest-looking part and still answers exactly what the whole search matches.
 */
import { firstBusIdOf } from "./fixtures/foundation";
import { startServer, type TestServer } from "./harness";

let s: TestServer;
let token: string;
let busId: string;
beforeAll(async () => {
  s = await startServer();
  token = (await s.login()).token;
  busId = await firstBusIdOf(s);
  // 12,000 bookings of one bus (one statement, as an import would), then 60 sharing a name and a number.
  await s.db.query(
    `INSERT INTO bookings (name, email, phone, "pickupLocation", destination, "departureDate", days, "busId", status, "createdAt")
     SELECT 'Bulk ' || g, 'bulk' || g || '@example.com', '+91 90000 00000', 'Varanasi', 'Agra',
       date '2030-01-01' + (g % 300), 1, $1, (ARRAY['Pending', 'Cancelled'])[1 + g % 2], now() - g * interval '1 second'
     FROM generate_series(1, 12000) g`,
    [busId],
  );
  await s.db.query(
    `INSERT INTO bookings (name, email, phone, "pickupLocation", destination, "departureDate", days, status, "createdAt")
     SELECT 'Meera Patel', 'meera.98390.' || g || '@example.com', '+91 98390 ' || lpad(g::text, 5, '0'), 'Varanasi', 'Sarnath',
       date '2030-02-01' + g, 1, 'Pending', now() - g * interval '1 millisecond'
     FROM generate_series(1, 60) g`,
  );
  await s.db.query(`ANALYZE bookings`);
});
afterAll(() => s.close());

const PAGE = `query($f: BookingFilter, $after: String) { bookingsPage(filter: $f, first: 25, after: $after) {
  totalCount totalIsEstimate nextCursor items { id name } } }`;

async function everyPage(filter: Record<string, unknown>) {
  const ids: string[] = [];
  const pages: any[] = [];
  let after: string | null = null;
  do {
    const r: any = await s.gql(PAGE, { f: filter, after }, token);
    expect(r.errors).toBeUndefined();
    pages.push(r.data.bookingsPage);
    ids.push(...r.data.bookingsPage.items.map((b: any) => b.id));
    after = r.data.bookingsPage.nextCursor;
  } while (after && pages.length < 10);
  return { ids, pages };
}

test("a search with a number is exact, paged newest first, and finds what the whole search matches", async () => {
  const { ids, pages } = await everyPage({ search: "patel MEERA.98390" });
  const real = await s.db.query(
    `SELECT id FROM bookings WHERE (name || ' ' || email || ' ' || phone || ' ' || "pickupLocation" || ' ' || destination)
     ILIKE '%patel meera.98390%' ORDER BY "createdAt" DESC, id DESC`,
  );
  expect(real).toHaveLength(60);
  expect(ids).toEqual(real.map((r: any) => r.id));
  expect(pages.map((p) => [p.totalCount, p.totalIsEstimate])).toEqual([
    [60, false],
    [60, false],
    [60, false],
  ]);
  // The rare part alone (" meera.98390") is in every one of them: the whole search decides.
  expect((await everyPage({ search: "Bulk meera.98390" })).pages[0]).toMatchObject({ totalCount: 0, items: [] });
});

test("a bus with more than 10,000 bookings answers an estimate, marked; a narrower filter of it is exact", async () => {
  const [{ n }] = await s.db.query(`SELECT count(*)::int AS n FROM bookings WHERE "busId" = $1`, [busId]);
  const r = await s.gql(PAGE, { f: { busId } }, token);
  expect(r.errors).toBeUndefined();
  expect(r.data.bookingsPage.totalIsEstimate).toBe(true);
  expect(r.data.bookingsPage.totalCount).toBeGreaterThan(10_000);
  expect(Math.abs(r.data.bookingsPage.totalCount - n)).toBeLessThan(n * 0.3);
  expect(r.data.bookingsPage.items).toHaveLength(25);

  const narrow = { busId, from: "2030-03-05", to: "2030-03-09" };
  const [real] = await s.db.query(
    `SELECT count(*)::int AS n FROM bookings WHERE "busId" = $1 AND "departureDate" BETWEEN '2030-03-05' AND '2030-03-09'`,
    [busId],
  );
  const { ids, pages } = await everyPage(narrow);
  expect(pages[0]).toMatchObject({ totalCount: real.n, totalIsEstimate: false });
  expect(ids).toHaveLength(real.n);
});

test("a search matching more than 10,000 bookings answers an estimate from a sample, marked", async () => {
  const r = await s.gql(PAGE, { f: { search: "bulk" } }, token);
  expect(r.errors).toBeUndefined();
  expect(r.data.bookingsPage).toMatchObject({ totalIsEstimate: true });
  expect(r.data.bookingsPage.totalCount).toBeGreaterThan(10_000);
  expect(Math.abs(r.data.bookingsPage.totalCount - 12_000)).toBeLessThan(12_000 * 0.3);
  expect(r.data.bookingsPage.items.every((b: any) => b.name.startsWith("Bulk "))).toBe(true);
});

test("the status and whole-month totals stay exact at any size", async () => {
  const r = await s.gql(PAGE, { f: { status: "Cancelled", from: "2030-01-01", to: "2030-06-30" } }, token);
  const [real] = await s.db.query(
    `SELECT count(*)::int AS n FROM bookings WHERE status = 'Cancelled' AND "departureDate" BETWEEN '2030-01-01' AND '2030-06-30'`,
  );
  expect(real.n).toBeGreaterThan(3_000);
  expect(r.data.bookingsPage).toMatchObject({ totalCount: real.n, totalIsEstimate: false });
});
