/**
 * A streamed list or export keeps one database connection for as long as its client takes to read it. At most
 * half of the pool's connections stream at once (copyOut's `streamsAllowed`), so slow readers of big downloads
 * cannot leave every other request waiting for a connection: one more download is answered 503 with
 * Retry-After (and records no export), the other requests go on, and downloads work again once one ends.
 */
import http from "node:http";
import { streamsAllowed } from "../src/domain/shared/copy-out";
import { startServer, type TestServer } from "./harness";

let s: TestServer;
let token: string;
beforeAll(async () => {
  // A pool of 2: one connection may stream.
  s = await startServer({ PG_POOL_SIZE: "2" });
  token = (await s.login()).token;
  // Far more than the kernel's socket buffers hold, so a reader that stops keeps the COPY waiting.
  await s.db
    .query(`INSERT INTO bookings (name, email, phone, "pickupLocation", destination, "departureDate", days, notes)
    SELECT 'Stream ' || g, 'stream' || g || '@example.com', '+91 98390 12345', 'Varanasi', 'Sarnath',
      date '2031-01-01' + g % 300, 1, repeat('A long note. ', 40)
    FROM generate_series(1, 60000) g`);
});
afterAll(() => s.close());

const get = (path: string) => fetch(`${s.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

/** Starts reading the whole list (no compression), takes its first bytes, then stops reading. */
function slowReader(): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${s.url}/api/bookings`, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      expect(res.statusCode).toBe(200);
      res.once("data", () => {
        res.pause();
        resolve(req);
      });
    });
    req.on("error", reject);
  });
}

test("half the pool streams at once, at least one connection", () => {
  expect([1, 2, 3, 10, 11].map(streamsAllowed)).toEqual([1, 1, 1, 5, 5]);
});

test("past the limit a download is refused with 503 and Retry-After, others go on, and it works again after", async () => {
  const reader = await slowReader();
  const exportsBefore = Number(
    (await s.db.query(`SELECT count(*) FROM activity_log WHERE action = 'export'`))[0].count,
  );

  const list = await get("/api/bookings");
  expect(list.status).toBe(503);
  expect(list.headers.get("retry-after")).toBe("5");
  expect(await list.json()).toEqual({
    message: "The service is briefly unavailable. Please try again in a few seconds.",
  });
  const csv = await get("/exports/bookings.csv");
  expect(csv.status).toBe(503);
  expect(csv.headers.get("retry-after")).toBe("5");
  // A refused export is not recorded as one.
  expect(Number((await s.db.query(`SELECT count(*) FROM activity_log WHERE action = 'export'`))[0].count)).toBe(
    exportsBefore,
  );

  // The pool's other connection still answers everything else.
  const page = await s.gql(`{ bookingsPage(first: 2) { items { id } } }`, {}, token);
  expect(page.errors).toBeUndefined();
  expect(page.data.bookingsPage.items).toHaveLength(2);

  // The slow reader goes away: its COPY ends and its connection is back, so downloads work again.
  reader.destroy();
  let again = await get("/exports/bookings.csv");
  for (let tries = 0; again.status === 503 && tries < 100; tries++) {
    await again.body?.cancel();
    await new Promise((r) => setTimeout(r, 50));
    again = await get("/exports/bookings.csv");
  }
  expect(again.status).toBe(200);
  expect((await again.text()).split("\n").length).toBeGreaterThan(60000);
});
