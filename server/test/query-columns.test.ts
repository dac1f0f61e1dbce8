/**
 * The column-drift test. The hand-written statements of the query modules
 * (`src/domain/<area>/<area>.queries.ts`) name their columns themselves; TypeORM's metadata knows the
 * entities'. An entity that gains a column fails here until every INSERT and SELECT of its table that a
 * query module declares (`columnCoverage`) lists it, or names it among the columns it leaves out.
 */
import fs from "node:fs";
import path from "node:path";
import type { DataSource } from "typeorm";
import { createDataSource } from "../src/db/data-source";
import type { ColumnCoverage } from "../src/domain/shared/query-columns";
import { TEMPLATE_DB, withDb } from "./global-setup";
import { columnCoverage as accountQueries } from "../src/domain/account/account.queries";
import { columnCoverage as activityQueries } from "../src/domain/activity/activity.queries";
import { columnCoverage as sharedActivityQueries } from "../src/domain/shared/activity.queries";
import { columnCoverage as authQueries } from "../src/domain/auth/auth.queries";
import { columnCoverage as busDocumentQueries } from "../src/domain/bus-document/bus-document.queries";
import { columnCoverage as bookingQueries } from "../src/domain/booking/booking.queries";
import { columnCoverage as busQueries } from "../src/domain/bus/bus.queries";
import { columnCoverage as customerQueries } from "../src/domain/customer/customer.queries";
import { columnCoverage as destinationQueries } from "../src/domain/destination/destination.queries";
import { columnCoverage as driverQueries } from "../src/domain/driver/driver.queries";
import { columnCoverage as invoiceQueries } from "../src/domain/invoice/invoice.queries";
import { columnCoverage as notificationQueries } from "../src/domain/notification/notification.queries";
import { columnCoverage as settingsQueries } from "../src/domain/settings/settings.queries";
import { columnCoverage as staffQueries } from "../src/domain/staff/staff.queries";
import { columnCoverage as quoteQueries } from "../src/domain/quote/quote.queries";
import { columnCoverage as paymentQueries } from "../src/domain/payment/payment.queries";
import { columnCoverage as messagingQueries } from "../src/domain/messaging/messaging.queries";
import { columnCoverage as vehicleQueries } from "../src/domain/booking/booking-vehicles.queries";
import { columnCoverage as vendorQueries } from "../src/domain/vendor/vendor.queries";

/** Every query module, by its path under src/domain (a new one fails the first test until it is listed here). */
const MODULES: Record<string, ColumnCoverage[]> = {
  "account/account.queries.ts": accountQueries,
  "activity/activity.queries.ts": activityQueries,
  "shared/activity.queries.ts": sharedActivityQueries,
  "auth/auth.queries.ts": authQueries,
  "booking/booking.queries.ts": bookingQueries,
  "booking/booking-vehicles.queries.ts": vehicleQueries,
  "bus/bus.queries.ts": busQueries,
  "bus-document/bus-document.queries.ts": busDocumentQueries,
  "customer/customer.queries.ts": customerQueries,
  "destination/destination.queries.ts": destinationQueries,
  "driver/driver.queries.ts": driverQueries,
  "invoice/invoice.queries.ts": invoiceQueries,
  "notification/notification.queries.ts": notificationQueries,
  "payment/payment.queries.ts": paymentQueries,
  "messaging/messaging.queries.ts": messagingQueries,
  "quote/quote.queries.ts": quoteQueries,
  "settings/settings.queries.ts": settingsQueries,
  "staff/staff.queries.ts": staffQueries,
  "vendor/vendor.queries.ts": vendorQueries,
};
const coverage = Object.values(MODULES).flat();

const unquote = (c: string) => c.trim().replace(/^"(.*)"$/, "$1");

/** The columns a statement names for `table` (its INSERT's list) or for `alias` (every `alias.column`). */
function namedColumns(c: ColumnCoverage, table: string): string[] | undefined {
  if (c.kind === "insert") {
    for (const [, t, list] of c.sql.matchAll(/INSERT INTO\s+("?[\w.]+"?)\s*\(([^)]*)\)/g))
      if (unquote(t) === table) return list.split(",").map(unquote);
    return undefined;
  }
  const alias = c.alias!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return [...c.sql.matchAll(new RegExp(`\\b${alias}\\.("?)(\\w+)\\1`, "g"))].map((m) => m[2]);
}

/** What is wrong between a statement and its entity's columns: [] when it lists every one. */
function drift(c: ColumnCoverage, table: string, columns: string[]): string[] {
  const named = namedColumns(c, table);
  if (!named) return [`${c.name}: no INSERT INTO ${table} (...) in its text`];
  const leftOut = c.leftOut ?? [];
  const problems: string[] = [];
  for (const col of columns)
    if (!named.includes(col) && !leftOut.includes(col))
      problems.push(`${c.name}: ${table}."${col}" is neither listed nor left out`);
  for (const col of [...leftOut, ...(c.kind === "insert" ? named : [])])
    if (!columns.includes(col)) problems.push(`${c.name}: ${table} has no column "${col}"`);
  for (const col of leftOut) if (named.includes(col)) problems.push(`${c.name}: "${col}" is both listed and left out`);
  return problems;
}

let ds: DataSource;
beforeAll(async () => {
  // Metadata only: the migrated template database is read, never written.
  ds = createDataSource(withDb(process.env.TEST_PG_SERVER_URL!, TEMPLATE_DB), 1);
  await ds.initialize();
});
afterAll(() => ds?.destroy());

const columnsOf = (entity: ColumnCoverage["entity"]) => {
  const meta = ds.getMetadata(entity);
  return { table: meta.tableName, columns: meta.columns.map((col) => col.databaseName) };
};

test("every query module is checked here", () => {
  const domain = path.resolve(__dirname, "../src/domain");
  const found = (fs.readdirSync(domain, { recursive: true }) as string[])
    .filter((f) => f.endsWith(".queries.ts"))
    .map((f) => f.split(path.sep).join("/"))
    .sort();
  expect(found).toEqual(Object.keys(MODULES).sort());
});

test.each(coverage.map((c) => [c.name, c] as const))("%s lists every column of its entity", (_name, c) => {
  const { table, columns } = columnsOf(c.entity);
  expect(drift(c, table, columns)).toEqual([]);
});

test("a column an INSERT or a SELECT does not list is reported (as when an entity gains one)", () => {
  const insert = coverage.find((c) => c.name === "INSERT_BOOKINGS (bookings)")!;
  const { table, columns } = columnsOf(insert.entity);
  expect(drift(insert, table, [...columns, "seatMap"])).toEqual([
    `INSERT_BOOKINGS (bookings): bookings."seatMap" is neither listed nor left out`,
  ]);
  const select = coverage.find((c) => c.name === "BUSES_FOR_TRIPS")!;
  const bus = columnsOf(select.entity);
  expect(drift(select, bus.table, [...bus.columns, "wheelchairLift"])).toEqual([
    `${select.name}: buses."wheelchairLift" is neither listed nor left out`,
  ]);
});
