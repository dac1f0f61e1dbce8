import type { DataSource, SelectQueryBuilder } from "typeorm";
import { kmText } from "../place/km";
import type { Booking } from "./booking.entity";
import { rupeesText, sqlRupees } from "../shared/money";
import { bookingRef } from "./booking-rules";
import { csvLines } from "./booking.queries";

/** A cell a spreadsheet would run as a formula starts with one of these: prefix it so it stays text. */
export function safeCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export const CSV_COLUMNS = [
  "Booking",
  "Customer",
  "Phone",
  "Email",
  "Pickup location",
  "Destination",
  "Departure date",
  "Days",
  "Distance, garage to garage (km)",
  "Bus",
  "Passengers",
  "Status",
  "Agreed fare (INR)",
  "Advance (INR)",
  "Advance received on",
  "Balance (INR)",
  "Cancellation requested",
  "Notes",
  "Created",
];

/** A booking's cells as the export writes them (what the SQL below writes for each row, pinned by a test). */
export function bookingRow(b: Booking): string[] {
  return [
    bookingRef(b.id),
    b.name,
    b.phone,
    b.email,
    b.pickupLocation,
    b.destination,
    b.departureDate,
    String(b.days),
    b.distance === null ? "N/A" : kmText(b.distance),
    b.bus?.name ?? "N/A",
    b.passengers == null ? "Not specified" : String(b.passengers),
    b.status,
    b.agreedFarePaise == null ? "" : rupeesText(b.agreedFarePaise),
    b.agreedAdvancePaise == null ? "" : rupeesText(b.agreedAdvancePaise),
    b.advanceReceivedOn ?? "",
    b.balancePaise == null ? "" : rupeesText(b.balancePaise),
    b.cancelRequestedAt ? b.cancelRequestedAt.toISOString() : "",
    b.notes ?? "",
    b.createdAt.toISOString(),
  ].map(safeCell);
}

/** A header cell as csv-stringify quotes it: with a comma, a quote, LF or CR, in quotes, its quotes doubled. */
const headerCell = (name: string) => (/[",\r\n]/.test(name) ? `"${name.replace(/"/g, '""')}"` : name);

/**
 * The export's first bytes: a BOM (so spreadsheets read Hindi names right) and the header line, as csv-stringify
 * wrote them.
 */
const CSV_HEAD = Buffer.from(`\ufeff${CSV_COLUMNS.map(headerCell).join(",")}\n`);

/**
 * The CSV export written by PostgreSQL, as the JSON list is (booking.queries.ts `bookingDocumentLines`):
 * each row's line is text made by the query, the whole export one `COPY ... TO STDOUT` whose bytes are passed on
 * as they arrive (`copyOut`), so JavaScript never holds a row, as a string or an object. The bytes are those
 * `bookingRow` through csv-stringify wrote (the stream test compares them on awkward data): `safe` is
 * `safeCell`, `cell` csv-stringify's quoting (a cell with a comma, a quote, LF or CR is quoted, its quotes
 * doubled), instants as toISOString, money as rupeesText of the paise columns (`sqlRupees`: numeric with two decimals).
 * The distance is kmText of a double (its toFixed(2)), computed exactly: its integer part (split in two halves that int8 holds)
 * and its fraction (a whole number of 2^-60 from 2^-8 on: the double's last bit is no smaller) as numeric, rounded
 * half up; below 2^-8 it is 0.00, from 1e21 on and NaN/Infinity JavaScript's String (PostgreSQL writes the same);
 * a negative one is "-" and its absolute value's, as toFixed.
 */
const safe = (x: string) =>
  `(CASE WHEN left(${x}, 1) IN ('=', '+', '-', '@', E'\\t', E'\\r') THEN '''' || ${x} ELSE ${x} END)`;
const cell = (x: string) =>
  `(CASE WHEN ${x} ~ E'[",\\n\\r]' THEN '"' || replace(${safe(x)}, '"', '""') || '"' ELSE ${safe(x)} END)`;
const instant = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const join = (cells: string[]) => cells.join(` || ',' || `);
/** abs(distance) (from 2^-8 to 1e21) as the exact numeric it is: integer part in two halves, fraction in 2^-60s. */
const ABS = `abs(b.distance)`;
const HALF = `trunc(trunc(${ABS}) / 4294967296::float8)`;
const EXACT = `(${HALF}::int8::numeric * 4294967296 + (trunc(${ABS}) - ${HALF} * 4294967296::float8)::int8::numeric
  + ((${ABS} - trunc(${ABS})) * 1152921504606846976::float8)::int8::numeric * 0.000000000000000000867361737988403547205962240695953369140625)`;
const DISTANCE = `CASE WHEN b.distance IS NULL THEN 'N/A'
  WHEN b.distance IN ('NaN', 'Infinity', '-Infinity') OR ${ABS} >= 1e21::float8 THEN b.distance::text
  ELSE (CASE WHEN b.distance < 0 THEN '-' ELSE '' END)
    || (CASE WHEN ${ABS} < 0.00390625::float8 THEN '0.00' ELSE round(${EXACT}, 2)::text END) END`;
/** A row's line, without its line break (COPY ends each row with one). */
const line = (withMoney: boolean) =>
  join([
    `'BK-' || right(b.id::text, 4)`,
    cell("b.name"),
    cell("b.phone"),
    cell("b.email"),
    cell(`b."pickupLocation"`),
    cell("b.destination"),
    `b."departureDate"::text`,
    "b.days::text",
    safe(`(${DISTANCE})`),
    cell(`coalesce(bus.name, 'N/A')`),
    `coalesce(b.passengers::text, 'Not specified')`,
    cell("b.status"),
    withMoney ? `coalesce(${sqlRupees(`b."agreedFarePaise"`)}::text, '')` : "''",
    withMoney ? `coalesce(${sqlRupees(`b."agreedAdvancePaise"`)}::text, '')` : "''",
    withMoney ? `coalesce(b."advanceReceivedOn"::text, '')` : "''",
    withMoney ? `coalesce(${sqlRupees(`b."balancePaise"`)}::text, '')` : "''",
    `coalesce(${instant(`b."cancelRequestedAt"`)}, '')`,
    cell(`coalesce(b.notes, '')`),
    instant(`b."createdAt"`),
  ]);

/**
 * The export's bytes, header first, for the bookings `query` selects (the admin list's filter, with the bus not
 * joined). The first chunk is read before the header is given, so a failing read fails before the download
 * starts.
 */
export async function* csvBytes(
  db: DataSource,
  query: SelectQueryBuilder<Booking>,
  withMoney: boolean,
): AsyncGenerator<Buffer> {
  const statement = query
    .leftJoin("b.bus", "bus")
    .select(line(withMoney), "line")
    .orderBy("b.createdAt", "DESC")
    .addOrderBy("b.id", "DESC")
    .getQueryAndParameters();
  const lines = unescaped(csvLines(db, statement))[Symbol.asyncIterator]();
  let next = await lines.next();
  try {
    yield CSV_HEAD;
    for (; !next.done; next = await lines.next()) yield next.value;
  } finally {
    // Stopped early (the client went away): the COPY is closed with it.
    if (!next.done) await lines.return?.(undefined);
  }
}

/** What COPY's text format writes after a backslash, and the byte it stands for. */
const UNESCAPE: Record<number, number> = Object.fromEntries(
  [..."bfnrtv\\"].map((c, i) => [c.charCodeAt(0), [8, 12, 10, 13, 9, 11, 92][i]]),
);
const BACKSLASH = 0x5c;

/**
 * COPY's text format undone, in place: it writes a backslash, a line break, a carriage return, a tab (and \b, \f,
 * \v) inside a value as a backslash and a letter; its own row ends (raw line breaks) are the CSV's. A backslash
 * that ends a chunk is completed by the next one's first byte.
 */
async function* unescaped(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let pending = false;
  for await (const chunk of chunks) {
    if (chunk.length === 0) continue;
    if (!pending && chunk.indexOf(BACKSLASH) === -1) {
      yield chunk;
      continue;
    }
    let read = 0;
    let write = 0;
    if (pending) {
      chunk[0] = UNESCAPE[chunk[0]] ?? chunk[0];
      read = write = 1;
      pending = false;
    }
    for (;;) {
      const at = chunk.indexOf(BACKSLASH, read);
      const end = at === -1 ? chunk.length : at;
      if (write !== read) chunk.copyWithin(write, read, end);
      write += end - read;
      if (at === -1) break;
      if (at + 1 === chunk.length) {
        pending = true;
        break;
      }
      chunk[write++] = UNESCAPE[chunk[at + 1]] ?? chunk[at + 1];
      read = at + 2;
    }
    if (write > 0) yield chunk.subarray(0, write);
  }
}
