/**
 * Benchmark of the admin bookings list at scale: loads N bookings (default 1,000,000) into a scratch
 * database and times the first page, a deep page (by cursor), a filtered page and the stats.
 * Usage: npm run bench:bookings -w server [-- 1000000]   (DATABASE_URL or a throwaway embedded PostgreSQL)
 */
import path from "node:path";
import { databaseSettings } from "../src/config";
import { createDataSource } from "../src/db/data-source";
import { startEmbeddedPostgres } from "../src/db/embedded-postgres";
import { BookingReports } from "../src/domain/booking/booking-reports.service";
import { encodeCursor } from "../src/domain/booking/booking-rules";
import type { Actor } from "../src/domain/shared/actor";
import { BookingStatus, Role } from "../src/domain/shared/enums";

async function time<T>(label: string, fn: () => Promise<T>, runs = 5): Promise<T> {
  let result!: T;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    result = await fn();
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} median ${times[Math.floor(runs / 2)].toFixed(1)} ms  (min ${times[0].toFixed(1)}, max ${times[runs - 1].toFixed(1)})`,
  );
  return result;
}

async function main() {
  const n = Number(process.argv[2] || 1_000_000);
  const { databaseUrl } = databaseSettings();
  const embedded = databaseUrl ? undefined : await startEmbeddedPostgres(path.resolve(".data/pg-bench"));
  const ds = createDataSource(databaseUrl ?? embedded!.url);
  await ds.initialize();
  await ds.runMigrations();
  const [{ count }] = await ds.query(`SELECT count(*)::int AS count FROM bookings`);
  if (count < n) {
    console.log(`loading ${n - count} bookings...`);
    const t = Date.now();
    await ds.query(
      `INSERT INTO buses (name, capacity, status) SELECT 'Bench bus ' || g, 20 + g, 'Available' FROM generate_series(1, 10) g WHERE NOT EXISTS (SELECT 1 FROM buses)`,
    );
    // One statement, the counter triggers on (statement-level since issue 31: linear in the rows).
    await ds.query(
      `
      INSERT INTO bookings (name, email, phone, "pickupLocation", destination, "departureDate", days, distance, "busId", status, "createdAt")
      SELECT 'Customer ' || g, 'c' || g || '@example.com', '+91 90000 ' || lpad((g % 100000)::text, 5, '0'),
             'Varanasi', (ARRAY['Sarnath','Agra','Lucknow','Prayagraj','Ayodhya'])[1 + g % 5],
             date '2025-01-01' + (g % 900), 1 + g % 7, (g % 900)::float,
             (SELECT id FROM buses ORDER BY id OFFSET (g % 10) LIMIT 1),
             (ARRAY['Pending','Cancelled'])[1 + g % 2], now() - (g || ' seconds')::interval
      FROM generate_series($1::int + 1, $2::int) g`,
      [count, n],
    );
    await ds.query(`ANALYZE bookings`);
    console.log(`loaded in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  const reports = new BookingReports(ds);
  const staff: Actor = { id: "00000000-0000-4000-8000-000000000000", role: Role.admin, name: "Bench" };
  const first = await time("first page (25, newest first, with total)", () => reports.page(staff, {}, 25));
  void first;
  const [deep] = await ds.query(
    `SELECT "createdAt", id FROM bookings ORDER BY "createdAt" DESC, id DESC OFFSET 500000 LIMIT 1`,
  );
  const cursor = encodeCursor(deep);
  await time("deep page (after 500,000 rows, by cursor)", () => reports.page(staff, {}, 25, cursor));
  await time("filtered: status Pending + date range", () =>
    reports.page(staff, { status: BookingStatus.Pending, from: "2025-06-01", to: "2025-06-30" }, 25),
  );
  await time("search 'Customer 99999'", () => reports.page(staff, { search: "Customer 99999" }, 25), 3);
  await time("admin stats (aggregates)", () => reports.stats(staff));
  await ds.destroy();
  await embedded?.stop();
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
