import type { DataSource, SelectQueryBuilder } from "typeorm";
import type { Booking } from "./booking.entity";
import { balanceOf } from "./booking-money";
import { bookingRef } from "./booking-rules";
import { csvLineGroups } from "./booking.queries";

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
  "Distance (km)",
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
    b.distance === null ? "N/A" : b.distance.toFixed(2),
    b.bus?.name ?? "N/A",
    b.passengers == null ? "Not specified" : String(b.passengers),
    b.status,
    b.agreedFare == null ? "" : b.agreedFare.toFixed(2),
    b.advance == null ? "" : b.advance.toFixed(2),
    b.advanceReceivedOn ?? "",
    b.agreedFare == null ? "" : balanceOf(b)!.toFixed(2),
    b.cancelRequestedAt ? b.cancelRequestedAt.toISOString() : "",
    b.notes ?? "",
    b.createdAt.toISOString(),
  ].map(safeCell);
}

/**
 * The export's first bytes: a BOM (so spreadsheets read Hindi names right) and the header line, as csv-stringify
 * wrote them (no column name needs quotes).
 */
const CSV_HEAD = `\ufeff${CSV_COLUMNS.join(",")}\n`;

/**
 * Issue 31: the CSV export written by PostgreSQL, as the JSON list is (booking-documents.service.ts): each row's
 * line is text made by the query, lines joined into one string per GROUP rows, read BATCH rows at a time by
 * keyset cursor on (createdAt, id), so JavaScript holds one batch of strings and never a Booking object. The
 * bytes are those `bookingRow` through csv-stringify wrote (the stream test compares them on awkward data):
 * `safe` is `safeCell`, `cell` csv-stringify's quoting (a cell with a comma, a quote, LF or CR is quoted, its
 * quotes doubled), instants as toISOString, money as toFixed(2) of numeric(12,2) (its text), the balance
 * numeric too. A distance is toFixed(2) of a double: PostgreSQL rounds its shortest decimal text the same way
 * unless that text ends in a tie at the third decimal (x.xx5), the value is 1e9 or more (or in exponent form),
 * or is not finite: such a row comes back as its own group, split around the distance, which JavaScript writes.
 */
const safe = (x: string) =>
  `(CASE WHEN left(${x}, 1) IN ('=', '+', '-', '@', E'\\t', E'\\r') THEN '''' || ${x} ELSE ${x} END)`;
const cell = (x: string) =>
  `(CASE WHEN ${x} ~ E'[",\\n\\r]' THEN '"' || replace(${safe(x)}, '"', '""') || '"' ELSE ${safe(x)} END)`;
const instant = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const ODD_DISTANCE = `(b.distance IS NOT NULL AND (b.distance >= 1e9 OR b.distance::text !~ '^[0-9]+(\\.[0-9]*)?$'
  OR b.distance::text ~ '\\.[0-9][0-9]5$'))`;
const join = (cells: string[]) => cells.join(` || ',' || `);
/** The line's cells before the distance (with the comma after them). */
const PRE = `${join([
  `'BK-' || right(b.id::text, 4)`,
  cell("b.name"),
  cell("b.phone"),
  cell("b.email"),
  cell(`b."pickupLocation"`),
  cell("b.destination"),
  `b."departureDate"::text`,
  "b.days::text",
])} || ','`;
const DISTANCE = `CASE WHEN b.distance IS NULL THEN 'N/A' WHEN ${ODD_DISTANCE} THEN '' ELSE round(b.distance::text::numeric, 2)::text END`;
/** The line's cells after the distance (with the comma before them and the line's end). */
const post = (withMoney: boolean) =>
  `',' || ${join([
    cell(`coalesce(bus.name, 'N/A')`),
    `coalesce(b.passengers::text, 'Not specified')`,
    cell("b.status"),
    withMoney ? `coalesce(b."agreedFare"::text, '')` : "''",
    withMoney ? `coalesce(b.advance::text, '')` : "''",
    withMoney ? `coalesce(b."advanceReceivedOn"::text, '')` : "''",
    withMoney ? `coalesce((b."agreedFare" - coalesce(b.advance, 0))::text, '')` : "''",
    `coalesce(${instant(`b."cancelRequestedAt"`)}, '')`,
    cell(`coalesce(b.notes, '')`),
    instant(`b."createdAt"`),
  ])} || E'\\n'`;

/** Where the cursor's values go in the statement's parameters. */
const [AT, ID] = ["csv-cursor-at", "csv-cursor-id"];
/** Rows read per query, and lines joined per string (as the JSON list: a few dozen strings per batch). */
const BATCH = 250;
const GROUP = 50;

/** Consecutive lines (or, with an odd distance, one line's two parts) and the group's last row's cursor. */
type Group = {
  lines: string;
  pre: string | null;
  post: string | null;
  odd: number | null;
  rows: number;
  at: string;
  id: string;
};

/**
 * The export as text, header first, for the bookings `query` selects (the admin list's filter, with the bus not
 * joined): `query(after)` gives a fresh builder, with a condition for rows after the cursor when there is one.
 * The first batch is read before the header is given, so a failing read fails before the download starts.
 */
export async function* csvText(
  db: DataSource,
  query: () => SelectQueryBuilder<Booking>,
  withMoney: boolean,
  batch = BATCH,
): AsyncGenerator<string> {
  // The two statements (the first batch, and a batch after a cursor) are built once: a builder per batch made
  // a few hundred kB of garbage each time.
  const statement = (cursor: boolean) => {
    const q = query()
      .leftJoin("b.bus", "bus")
      .select(PRE, "pre")
      .addSelect(DISTANCE, "dist")
      .addSelect(post(withMoney), "post")
      .addSelect(`CASE WHEN ${ODD_DISTANCE} THEN b.distance END`, "odd")
      .addSelect(`b."createdAt"::text`, "at")
      .addSelect("b.id", "id")
      .addSelect(`row_number() OVER (ORDER BY b."createdAt" DESC, b.id DESC)`, "n");
    if (cursor) q.andWhere(`(b."createdAt", b.id) < (:csvAt::timestamptz, :csvId::uuid)`, { csvAt: AT, csvId: ID });
    const [sql, params] = q
      .orderBy("b.createdAt", "DESC")
      .addOrderBy("b.id", "DESC")
      .limit(batch)
      .getQueryAndParameters();
    return {
      sql,
      params,
      at: params.lastIndexOf(AT),
      id: params.lastIndexOf(ID),
    };
  };
  const first = statement(false);
  const next = statement(true);
  let after: [string, string] | null = null;
  let head = CSV_HEAD;
  for (;;) {
    const params = after ? [...next.params] : first.params;
    if (after) [params[next.at], params[next.id]] = after;
    const groups: Group[] = await csvLineGroups(db, after ? next.sql : first.sql, params, GROUP);
    let rows = 0;
    for (const g of groups) {
      rows += g.rows;
      const text = g.odd === null ? g.lines : g.pre! + safeCell(g.odd.toFixed(2)) + g.post!;
      yield head + text;
      head = "";
    }
    if (head) yield head;
    if (rows < batch) return;
    // The cursor carries the last row's time as the database wrote it (to the microsecond).
    const last = groups[groups.length - 1];
    after = [last.at, last.id];
  }
}
