import { DataSource, SelectQueryBuilder } from "typeorm";
import { type Actor, type ServicePolicies, can, needs, requireActor } from "../shared/actor";
import { changesBetween, recordActivityRows } from "../shared/activity";
import { currentOrigin } from "../shared/request-context";
import { onceStarted } from "../shared/streamed-answer";
import { Permission } from "../shared/permissions";
import { type Clock, systemClock } from "../shared/clock";
import * as v from "../shared/validate";
import { Booking } from "./booking.entity";
import { BOOKING_STATUSES, decodeCursor, encodeCursor } from "./booking-rules";
import { type BookingSearch, searchBookings } from "./booking-search";
import { csvBytes } from "./bookings-csv";
import { bookingsRowEstimate, cappedMatches, countersMatching, plannedRows, sampledCount } from "./booking.queries";
import { addDays } from "../shared/calendar";

/** Where a keyset page starts: after this booking, newest first. */
type Cursor = { createdAt: string; id: string };

/**
 * A filter's total is counted exactly up to this many bookings; above it, it is an estimate (an exact count reads
 * every match, a million of them at worst).
 */
const EXACT_TOTAL_LIMIT = 10_000;
/** Rows read to estimate a larger total. */
const ESTIMATE_SAMPLE = 5_000;

export interface PageOfBookings {
  items: Booking[];
  totalCount: number;
  /** True when the total is the database's estimate (over EXACT_TOTAL_LIMIT by bus, search or part of a month). */
  totalIsEstimate: boolean;
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: string | null;
}

/**
 * Staff's list of bookings: a filter's page (keyset pagination, with its total) and its CSV export. The
 * filter's query is booking-search.ts; the dashboard's figures and the calendar are booking-figures.service.
 */
export class BookingReports {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock = systemClock,
  ) {}

  private search(filter: BookingSearch = {}, withBus = true): SelectQueryBuilder<Booking> {
    return searchBookings(this.db, this.clock, filter, withBus);
  }

  /** Keyset pagination on (createdAt, id), newest first: constant cost per page at any depth. */
  async page(
    actor: Actor | undefined,
    filter: BookingSearch = {},
    first = 25,
    after?: string | null,
  ): Promise<PageOfBookings> {
    requireActor(actor);
    return this.pageOf(filter, first, after);
  }

  private async pageOf(filter: BookingSearch, first: number, after?: string | null): Promise<PageOfBookings> {
    const limit = Math.min(Math.max(Math.trunc(first) || 25, 1), 100);
    const cursor = after ? decodeCursor(after) : null;
    const counters = this.fromCounters(filter);
    let rows: Booking[];
    let total: { totalCount: number; totalIsEstimate: boolean };
    if (counters) {
      let n: number;
      [n, rows] = await Promise.all([counters, this.rowsAfter(filter, limit + 1, cursor)]);
      total = { totalCount: n, totalIsEstimate: false };
    } else if (!filter.search?.trim()) {
      // The matching rows are counted up to EXACT_TOTAL_LIMIT + 1 (an index-only walk for a bus or dates),
      // beside the page.
      let few: Awaited<ReturnType<BookingReports["fewMatching"]>>;
      [few, rows] = await Promise.all([
        this.fewMatching(filter, limit + 1, cursor),
        this.rowsAfter(filter, limit + 1, cursor),
      ]);
      total = few
        ? { totalCount: few.n, totalIsEstimate: false }
        : { totalCount: await this.estimate(filter), totalIsEstimate: true };
    } else {
      // A search's count also gives the page when every match is there: its index is read once, not twice.
      const few = await this.fewMatching(filter, limit + 1, cursor);
      if (few?.ids) {
        rows = await this.byIds(few.ids);
        total = { totalCount: few.n, totalIsEstimate: false };
      } else {
        let n: number;
        [n, rows] = await Promise.all([this.estimate(filter), this.rowsAfter(filter, limit + 1, cursor)]);
        total = { totalCount: n, totalIsEstimate: true };
      }
    }
    const items = rows.slice(0, limit);
    return { items, ...total, nextCursor: rows.length > limit ? encodeCursor(items[items.length - 1]) : null };
  }

  /** Up to `limit` bookings matching the filter after the cursor, newest first (an index walk at any depth). */
  private rowsAfter(filter: BookingSearch, limit: number, cursor: Cursor | null): Promise<Booking[]> {
    return this.after(filter, limit, cursor).getMany();
  }

  private after(filter: BookingSearch, limit: number, cursor: Cursor | null) {
    const q = this.search(filter);
    if (cursor)
      q.andWhere(`(b."createdAt", b.id) < (:cAt::timestamptz, :cId::uuid)`, { cAt: cursor.createdAt, cId: cursor.id });
    return q.orderBy("b.createdAt", "DESC").addOrderBy("b.id", "DESC").limit(limit);
  }

  /**
   * The total of a filter made of a status and whole departure months (or nothing), summed from
   * the counters kept per status and month: exact, and a few hundred rows whatever the table's size.
   * Null for any other filter.
   */
  private fromCounters(filter: BookingSearch): Promise<number> | null {
    const from = filter.from ? v.isoDate(filter.from, "From") : null;
    const to = filter.to ? v.isoDate(filter.to, "To") : null;
    const status = filter.status ? v.oneOf(filter.status, BOOKING_STATUSES, "Status") : null;
    const wholeMonths = (!from || from.endsWith("-01")) && (!to || addDays(to, 1).endsWith("-01"));
    if (!wholeMonths || filter.busId || filter.quote || filter.unassigned || filter.search?.trim()) return null;
    return countersMatching(this.db, status, from, to);
  }

  /**
   * The number of the filter's matches when there are at most EXACT_TOTAL_LIMIT, and for a search the ids
   * of the page after the cursor, newest first. Null when there are more.
   */
  private async fewMatching(
    filter: BookingSearch,
    limit: number,
    cursor: Cursor | null,
  ): Promise<{ n: number; ids: string[] | null } | null> {
    const withPage = !!filter.search?.trim();
    const generated = this.search(filter, false)
      .select(withPage ? `b.id, b."createdAt"` : "1")
      .getQueryAndParameters();
    const r = await cappedMatches(this.db, generated, EXACT_TOTAL_LIMIT, withPage ? { limit, cursor } : null);
    return r.n <= EXACT_TOTAL_LIMIT ? { n: r.n, ids: r.ids } : null;
  }

  /** The bookings (with their bus) of these ids, in this order. */
  private async byIds(ids: string[]): Promise<Booking[]> {
    if (!ids.length) return [];
    const rows = await this.search({}).where("b.id IN (:...ids)", { ids }).getMany();
    const byId = new Map(rows.map((b) => [b.id, b]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * How many bookings match a filter that matches more than EXACT_TOTAL_LIMIT, to three significant
   * digits: the planner's estimate (from the table's statistics), or for a search, which statistics cannot
   * judge, a count in a sample of about ESTIMATE_SAMPLE rows of the table (TABLESAMPLE SYSTEM), scaled up.
   */
  private async estimate(filter: BookingSearch): Promise<number> {
    let n: number;
    if (filter.search?.trim()) {
      const rows = await bookingsRowEstimate(this.db);
      const percent = Math.min(100, (100 * ESTIMATE_SAMPLE) / rows);
      const generated = this.search(filter, false).select("count(*)::int", "n").getQueryAndParameters();
      n = ((await sampledCount(this.db, generated, percent)) * 100) / percent;
    } else {
      n = await plannedRows(this.db, this.search(filter, false).select("1").getQueryAndParameters());
    }
    const digits = 10 ** Math.max(0, String(Math.round(n)).length - 3);
    return Math.max(EXACT_TOTAL_LIMIT + 1, Math.round(n / digits) * digits);
  }

  /**
   * The CSV export of every booking matching the filter, newest first, as bytes written by PostgreSQL as they
   * are consumed (`csvBytes`: no row is held in JavaScript): the header first, money cells empty for staff
   * without `money.read`.
   * The filter is checked at once, so a bad one is refused before a download starts.
   */
  exportRows(actor: Actor | undefined, filter: BookingSearch = {}): AsyncIterable<Buffer> {
    const who = requireActor(actor);
    const text = csvBytes(this.db, this.search(filter, false), can(who, Permission.moneyRead));
    const origin = currentOrigin();
    const db = this.db;
    // The export is recorded (with its filter) as the download starts.
    const changes = changesBetween({}, filter as Record<string, unknown>);
    return onceStarted(text, () =>
      recordActivityRows(db.manager, [{ actor: who, origin, action: "export", entity: "bookings", changes }]),
    );
  }
}

/** The list is for staff. */
export const REPORT_POLICIES: ServicePolicies<BookingReports> = {
  ...needs(Permission.bookingsRead)("page", "exportRows"),
};
