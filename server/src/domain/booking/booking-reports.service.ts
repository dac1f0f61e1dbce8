import { DataSource, SelectQueryBuilder } from "typeorm";
import { BookingStatus, BusStatus } from "../shared/enums";
import { type Actor, type ServicePolicies, can, requireAdmin, needs } from "../shared/actor";
import { changesBetween, recordActivityRows } from "../shared/activity";
import { currentOrigin } from "../shared/request-context";
import { Permission } from "../shared/permissions";
import { ValidationError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";
import { type Clock, systemClock } from "../shared/clock";
import * as v from "../shared/validate";
import { Booking } from "./booking.entity";
import { QuoteState } from "../quote/quote.entity";
import { BOOKING_STATUSES, addDays, decodeCursor, encodeCursor } from "./booking-rules";
import { csvBytes } from "./bookings-csv";
import {
  BOOKING_MEETS_DAYS,
  bookingsRowEstimate,
  busCounts,
  cappedMatches,
  counterTotals,
  countersMatching,
  countersPerMonth,
  plannedRows,
  sampledCount,
} from "./booking.queries";

/** Where a keyset page starts: after this booking, newest first. */
type Cursor = { createdAt: string; id: string };

/** Filters of the admin bookings list (all optional). */
export interface BookingSearch {
  status?: BookingStatus | null;
  /** Departure on or after, YYYY-MM-DD. */
  from?: string | null;
  /** Departure on or before, YYYY-MM-DD. */
  to?: string | null;
  busId?: string | null;
  /** Name, e-mail, phone, pickup or destination contains. */
  search?: string | null;
  /** The state of the booking's latest quote (Expired: Sent and past its validity), or None: no quote yet. */
  quote?: QuoteFilter | null;
  /** Only Confirmed trips with no driver assigned (issue 27). */
  unassigned?: boolean | null;
}

/** The quote filter's values: a quote state, or None for a booking without any quote. */
export const QuoteFilter = { ...QuoteState, None: "None" } as const;
export type QuoteFilter = (typeof QuoteFilter)[keyof typeof QuoteFilter];

/**
 * The state staff see of a booking's latest quote version (as QuoteService.statesFor computes it): a Sent
 * quote past its validity (`:today`, India's date) reads Expired. One index probe (UQ_quotes_version) per row.
 */
const LATEST_QUOTE_STATE = `(SELECT CASE WHEN q.state = 'Sent' AND q."validUntil" < :today THEN 'Expired' ELSE q.state END
  FROM quotes q WHERE q."bookingId" = b.id ORDER BY q.version DESC LIMIT 1)`;

/** A filter's total is counted exactly up to this many bookings; above it, it is an estimate (issue 31). */
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

/** Figures for the admin dashboard, computed by the database. */
export interface DashboardFigures {
  totalBookings: number;
  confirmedBookings: number;
  pendingBookings: number;
  cancelledBookings: number;
  totalDistance: number;
  availableBuses: number;
  totalBuses: number;
}

export interface MonthFigures {
  /** YYYY-MM. */
  month: string;
  total: number;
  confirmed: number;
  pending: number;
  cancelled: number;
}

/** What the admin search looks in: the expression of the trigram index IDX_bookings_search. */
const SEARCHED = `(b.name || ' ' || b.email || ' ' || b.phone || ' ' || b."pickupLocation" || ' ' || b.destination)`;

/**
 * The part of a search the trigram index is read for. Names and places share their trigrams with much of
 * the table ("Customer" is in every row of the benchmark), and a trigram found in most rows makes the index
 * read most of its pages; digits and "@" (phones, e-mails, numbers) are rare. So when the search has a
 * word of 3 or more characters with a digit or "@", the index is read for the longest such word, with the
 * space before it when it has one (a word start is more selective). Any part of the search matches
 * wherever the whole does, so the answer is the same; only the cost changes.
 */
export function selectiveFragment(search: string): string {
  const words = [...search.matchAll(/(^|\s)(\S*[\d@]\S*)/g)].filter((m) => m[2].length >= 3);
  if (!words.length) return search;
  const best = words.reduce((a, b) => (b[2].length > a[2].length ? b : a));
  return best[0];
}

/** The read side of bookings for staff: filters, keyset pagination, aggregates, export rows. */
export class BookingReports {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock = systemClock,
  ) {}

  private filtered(filter: BookingSearch = {}, withBus = true): SelectQueryBuilder<Booking> {
    const q = this.db.getRepository(Booking).createQueryBuilder("b");
    if (withBus) q.leftJoinAndSelect("b.bus", "bus");
    if (filter.status) q.andWhere("b.status = :status", { status: v.oneOf(filter.status, BOOKING_STATUSES, "Status") });
    if (filter.from) q.andWhere(`b."departureDate" >= :from`, { from: v.isoDate(filter.from, "From") });
    if (filter.to) q.andWhere(`b."departureDate" <= :to`, { to: v.isoDate(filter.to, "To") });
    if (filter.busId) {
      if (!isUuid(filter.busId)) throw new ValidationError(msg("booking.unknownBusFilter"));
      q.andWhere(`b."busId" = :busId`, { busId: filter.busId });
    }
    if (filter.quote) {
      const quote = v.oneOf(filter.quote, Object.values(QuoteFilter), "Quote");
      if (quote === QuoteFilter.None) q.andWhere(`NOT EXISTS (SELECT 1 FROM quotes q WHERE q."bookingId" = b.id)`);
      else q.andWhere(`${LATEST_QUOTE_STATE} = :quote`, { quote, today: v.todayInIndia(this.clock.now()) });
    }
    if (filter.unassigned)
      q.andWhere(
        `b.status = 'Confirmed' AND NOT EXISTS (SELECT 1 FROM "driver_assignments" a WHERE a."bookingId" = b.id)`,
      );
    const search = filter.search?.trim();
    if (search) {
      const like = (text: string) => `%${text.replace(/[%_\\]/g, "\\$&")}%`;
      const key = selectiveFragment(search);
      if (key === search) q.andWhere(`${SEARCHED} ILIKE :like`, { like: like(search) });
      else {
        // Issue 31: the trigram index (IDX_bookings_search) is read for the search's rarest-looking part
        // only; the whole search is then checked on the rows it found (`|| ''` keeps it out of the index).
        q.andWhere(`${SEARCHED} ILIKE :key`, { key: like(key) });
        q.andWhere(`(${SEARCHED} || '') ILIKE :like`, { like: like(search) });
      }
    }
    return q;
  }

  /** Keyset pagination on (createdAt, id), newest first: constant cost per page at any depth. */
  async page(
    actor: Actor | undefined,
    filter: BookingSearch = {},
    first = 25,
    after?: string | null,
  ): Promise<PageOfBookings> {
    requireAdmin(actor);
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
    const q = this.filtered(filter);
    if (cursor)
      q.andWhere(`(b."createdAt", b.id) < (:cAt::timestamptz, :cId::uuid)`, { cAt: cursor.createdAt, cId: cursor.id });
    return q.orderBy("b.createdAt", "DESC").addOrderBy("b.id", "DESC").limit(limit);
  }

  /**
   * Issue 31: the total of a filter made of a status and whole departure months (or nothing), summed from
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
    const generated = this.filtered(filter, false)
      .select(withPage ? `b.id, b."createdAt"` : "1")
      .getQueryAndParameters();
    const r = await cappedMatches(this.db, generated, EXACT_TOTAL_LIMIT, withPage ? { limit, cursor } : null);
    return r.n <= EXACT_TOTAL_LIMIT ? { n: r.n, ids: r.ids } : null;
  }

  /** The bookings (with their bus) of these ids, in this order. */
  private async byIds(ids: string[]): Promise<Booking[]> {
    if (!ids.length) return [];
    const rows = await this.filtered({}).where("b.id IN (:...ids)", { ids }).getMany();
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
      const generated = this.filtered(filter, false).select("count(*)::int", "n").getQueryAndParameters();
      n = ((await sampledCount(this.db, generated, percent)) * 100) / percent;
    } else {
      n = await plannedRows(this.db, this.filtered(filter, false).select("1").getQueryAndParameters());
    }
    const digits = 10 ** Math.max(0, String(Math.round(n)).length - 3);
    return Math.max(EXACT_TOTAL_LIMIT + 1, Math.round(n / digits) * digits);
  }

  async stats(actor: Actor | undefined): Promise<DashboardFigures> {
    requireAdmin(actor);
    // Issue 15: maintained counters (migration BookingCounters), not a count over every booking.
    const b = await counterTotals(this.db);
    const f = await busCounts(this.db, BusStatus.Available);
    return {
      totalBookings: b.total,
      confirmedBookings: b.confirmed,
      pendingBookings: b.pending,
      cancelledBookings: b.cancelled,
      totalDistance: Math.round(b.distance * 100) / 100,
      availableBuses: f.available,
      totalBuses: f.total,
    };
  }

  /** Bookings per departure month over the 12 months ending `months` from now. */
  async perMonth(actor: Actor | undefined): Promise<MonthFigures[]> {
    requireAdmin(actor);
    // Issue 31: from the counters kept per departure month and status (it counted a million bookings).
    const rows: MonthFigures[] = await countersPerMonth(this.db);
    return rows;
  }

  /** Bookings whose trip [departure, departure + days) meets the given range (calendar). */
  async between(actor: Actor | undefined, start: string, end: string): Promise<Booking[]> {
    requireAdmin(actor);
    const from = v.isoDate(start, "Start");
    const to = v.isoDate(end, "End");
    if (to < from) throw new ValidationError(msg("validation.endBeforeStart"));
    return this.db
      .getRepository(Booking)
      .createQueryBuilder("b")
      .leftJoinAndSelect("b.bus", "bus")
      .where(BOOKING_MEETS_DAYS, { from, to })
      .orderBy("b.departureDate", "ASC")
      .limit(2000)
      .getMany();
  }

  /**
   * The CSV export of every booking matching the filter, newest first, as bytes written by PostgreSQL as they
   * are consumed (`csvBytes`, issue 31): the header first, money cells empty for staff without `money.read`.
   * The filter is checked at once, so a bad one is refused before a download starts.
   */
  exportRows(actor: Actor | undefined, filter: BookingSearch = {}): AsyncIterable<Buffer> {
    const who = requireAdmin(actor);
    const text = csvBytes(this.db, this.filtered(filter, false), can(who, Permission.moneyRead));
    const origin = currentOrigin();
    const db = this.db;
    // The export is recorded (with its filter) as the download starts.
    return (async function* () {
      const changes = changesBetween({}, filter as Record<string, unknown>);
      await recordActivityRows(db.manager, [{ actor: who, origin, action: "export", entity: "bookings", changes }]);
      yield* text;
    })();
  }
}

/** The whole read side is for staff. */
export const REPORT_POLICIES: ServicePolicies<BookingReports> = {
  ...needs(Permission.bookingsRead)("page", "stats", "between", "exportRows"),
  ...needs(Permission.reportsRead)("perMonth"),
};
