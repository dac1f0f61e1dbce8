/**
 * The CSV export is written by PostgreSQL in one COPY (bookings-csv.ts `csvBytes`), with the bytes the
 * export wrote before: each booking's `bookingRow` through csv-stringify (BOM, header, quoting), money empty for
 * staff without money.read, the admin list's filters, and the export recorded in the activity log.
 */
import { stringify } from "csv-stringify";
import type { Booking } from "../src/domain/booking/booking.entity";
import { CSV_COLUMNS, bookingRow } from "../src/domain/booking/bookings-csv";
import { type Actor, withoutMoney } from "../src/domain/shared/actor";
import { Role } from "../src/domain/shared/enums";
import { StaffRole } from "../src/domain/shared/permissions";
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

/** The export as JavaScript wrote it before the COPY: entities through csv-stringify. */
async function oldCsv(bookings: Booking[]): Promise<string> {
  const csv = stringify({ header: true, columns: CSV_COLUMNS, bom: true });
  const done = (async () => {
    let text = "";
    for await (const chunk of csv) text += (chunk as Buffer).toString("utf8");
    return text;
  })();
  for (const b of bookings) csv.write(bookingRow(b));
  csv.end();
  return done;
}

const download = async (query = "", as = token, headers: Record<string, string> = {}) => {
  const res = await fetch(`${s.url}/exports/bookings.csv${query}`, {
    headers: { authorization: `Bearer ${as}`, ...headers },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
  // The bytes as sent (a TextDecoder would drop the BOM).
  return Buffer.from(await res.arrayBuffer()).toString("utf8");
};

test("with no booking the export is the BOM and the header line, as before", async () => {
  const empty = await oldCsv([]);
  expect(empty.startsWith("\ufeffBooking,Customer,")).toBe(true);
  expect(await download("?search=nothing-matches-this")).toBe(empty);
});

describe("on awkward data", () => {
  beforeAll(async () => {
    const [bus] = await s.db.query(
      `INSERT INTO buses (name, capacity, status) VALUES ('Gone, "old" bus', 12, 'Available') RETURNING id`,
    );
    const [kept] = await s.db.query(
      `INSERT INTO buses (name, capacity, status) VALUES ('=Volvo "9400"', 45, 'Available') RETURNING id`,
    );
    // 600 plain bookings (over two batches of the writer and many of its groups) around 24 awkward ones.
    await s.db.query(
      `INSERT INTO bookings (name, email, phone, "pickupLocation", destination, "departureDate", days, distance,
        "busId", status, notes, "createdAt")
      SELECT 'Plain ' || g, 'plain' || g || '@example.com', '+91 98390 12345', 'Varanasi', 'Sarnath',
        date '2030-01-01' + g, 1 + g % 5, CASE WHEN g % 4 = 0 THEN NULL ELSE (g % 900) / 4.0 END, $1::uuid,
        (ARRAY['Pending', 'Cancelled'])[1 + g % 2], CASE WHEN g % 7 = 0 THEN 'Call first' END,
        timestamptz '2031-01-01 00:00:00+00' - g * interval '1 second' + interval '123 microseconds'
      FROM generate_series(1, 600) g`,
      [kept.id],
    );
    await s.db.query(
      `INSERT INTO bookings (name, email, phone, "pickupLocation", destination, "departureDate", days, distance,
        "busId", status, notes, passengers, "agreedFarePaise", "agreedAdvancePaise", "balancePaise", "advanceReceivedOn",
        "cancelRequestedAt", "createdAt")
      SELECT (ARRAY['Asha "Ji", Verma', E'two\\nlines', E'carriage\\rreturn', '=SUM(A1)', '+91 call', '-minus',
          '@at', E'\\ttab', 'आशा शर्मा', 'quote " only', 'comma, only', 'plain'])[1 + g % 12],
        'odd' || g || '@example.com', (ARRAY['+91 98390 12345', '98390 12345'])[1 + g % 2],
        (ARRAY['Dashashwamedh "Ghat"', 'वाराणसी', E'a\\r\\nb'])[1 + g % 3], 'Agra, "Taj" \\ é',
        date '2031-02-01' + g, 2,
        (ARRAY[0.125, 1.005, 2.675, 1e9, 1e16, 1.5e-7, 0.1 + 0.2, 123.456, 0.375, 999999999.995, 12.5, 0, 1e-4,
          4.445, 'NaN', 'Infinity', 7, 1.115, 1e21, 5e-3, 0.995, 2.5, 33.3333, 6.675])[g]::float8,
        CASE WHEN g % 3 = 0 THEN $1::uuid WHEN g % 3 = 1 THEN $2::uuid END,
        (ARRAY['Pending', 'Confirmed', 'Cancelled'])[1 + g % 3],
        (ARRAY[NULL, E'Line one\\nहिंदी', 'with, comma', '"quoted"', '-2 seats', ''])[1 + g % 6],
        CASE WHEN g % 2 = 0 THEN g END, CASE WHEN g % 3 <> 0 THEN 1250050 + 100 * g END,
        CASE WHEN g % 3 = 1 THEN 250025 END,
        CASE WHEN g % 3 <> 0 THEN 1250050 + 100 * g - CASE WHEN g % 15 = 1 THEN 250025 ELSE 0 END END,
        CASE WHEN g % 5 = 1 THEN date '2030-12-01' END,
        CASE WHEN g % 4 = 0 THEN timestamptz '2030-01-01 10:00:00.123999+05:30' END,
        timestamptz '2031-01-01 00:00:00+00' - (g * 25) * interval '1 second' + g * interval '1 microsecond'
      FROM generate_series(1, 24) g`,
      [bus.id, kept.id],
    );
    await s.db.query(`DELETE FROM buses WHERE id = $1`, [bus.id]);
  });

  test("the export is byte for byte what csv-stringify wrote from the bookings", async () => {
    const all = await s.app.services.bookings.listAll(admin);
    expect(all.length).toBeGreaterThan(600);
    const before = await oldCsv(all);
    for (const cell of [`"Asha ""Ji"", Verma"`, `"two\nlines"`, `"carriage\rreturn"`, `'=SUM(A1)`, `'-minus`])
      expect(before).toContain(cell);
    for (const distance of [",0.13,", ",1.00,", ",2.67,", ",1e+21,", ",NaN,", ",10000000000000000.00,"])
      expect(before).toContain(distance);
    expect(await download()).toBe(before);
    // Uncompressed too, as curl and spreadsheets' importers ask.
    expect(await download("", token, { "accept-encoding": "identity" })).toBe(before);
  });

  test("staff without money.read get the money cells empty, as before", async () => {
    const desk = await s.staff(StaffRole.bookingDesk);
    const all = withoutMoney(await s.app.services.bookings.listAll(admin));
    expect(await download("", desk.token)).toBe(await oldCsv(all));
  });

  test("filters keep their meaning: status, search, Unassigned; the export is in the activity log", async () => {
    const all = await s.app.services.bookings.listAll(admin);
    expect(await download("?status=Cancelled")).toBe(await oldCsv(all.filter((b) => b.status === "Cancelled")));
    expect(await download("?search=Ji")).toBe(await oldCsv(all.filter((b) => b.name.includes("Ji"))));
    const confirmed = all.filter((b) => b.status === "Confirmed");
    const [driver] = await s.db.query(`INSERT INTO drivers (name, phone, "licenceNumber", "licenceValidUntil")
      VALUES ('Ravi', '+91 90000 00001', 'UP65 2020 0001', '2040-01-01') RETURNING id`);
    await s.db.query(
      `INSERT INTO driver_assignments ("bookingId", "driverId", seat, trip) VALUES ($1, $2, 1, '[2031-02-02,2031-02-04)')`,
      [confirmed[0].id, driver.id],
    );
    expect(await download("?unassigned=true")).toBe(await oldCsv(confirmed.slice(1)));
    const [entry] = await s.db.query(
      `SELECT action, entity, changes FROM activity_log WHERE action = 'export' ORDER BY at DESC LIMIT 1`,
    );
    expect(entry).toMatchObject({ action: "export", entity: "bookings" });
    expect(JSON.stringify(entry.changes)).toContain("unassigned");
  });

  test("a bad filter is refused with a 400 before the download starts", async () => {
    const res = await fetch(`${s.url}/exports/bookings.csv?from=yesterday`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/json");
  });
});
