import { DataSource, SelectQueryBuilder } from "typeorm";
import { BookingStatus, BusStatus } from "../shared/enums";
import { type Actor, type ServicePolicies, requireAdmin, needs } from "../shared/actor";
import { changesBetween, recordActivityRows } from "../shared/activity";
import { currentOrigin } from "../shared/request-context";
import { Permission } from "../shared/permissions";
import { ValidationError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";
import * as v from "../shared/validate";
import { Booking } from "./booking.entity";
import { BOOKING_STATUSES, decodeCursor, encodeCursor } from "./booking-rules";

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
}

export interface PageOfBookings {
  items: Booking[];
  totalCount: number;
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

/** One count column per booking status (confirmed, pending, cancelled), from the enum rather than a copy of it. */
const countsByStatus = (b: string) =>
  BOOKING_STATUSES.map((s) => `count(${b}.id) FILTER (WHERE ${b}.status = '${s}')::int AS ${s.toLowerCase()}`).join(
    ", ",
  );

/** The same columns from the maintained counters (migration BookingCounters). */
const countersByStatus = BOOKING_STATUSES.map(
  (s) => `coalesce(sum(bookings) FILTER (WHERE status = '${s}'), 0)::int AS ${s.toLowerCase()}`,
).join(", ");

/** The read side of bookings for staff: filters, keyset pagination, aggregates, export rows. */
export class BookingReports {
  constructor(private readonly db: DataSource) {}

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
    const search = filter.search?.trim();
    if (search) {
      const like = `%${search.replace(/[%_\\]/g, "\\$&")}%`;
      // Matches the trigram index IDX_bookings_search.
      q.andWhere(
        `(b.name || ' ' || b.email || ' ' || b.phone || ' ' || b."pickupLocation" || ' ' || b.destination) ILIKE :like`,
        { like },
      );
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
    const q = this.filtered(filter);
    // Issue 15: the unfiltered total comes from the maintained counters (a count of a million rows took ~100 ms).
    const unfiltered = !filter.status && !filter.from && !filter.to && !filter.busId && !filter.search?.trim();
    const totalCount = unfiltered
      ? Number((await this.db.query(`SELECT coalesce(sum(bookings), 0)::int AS n FROM booking_counters`))[0].n)
      : await this.filtered(filter, false).getCount();
    if (after) {
      const c = decodeCursor(after);
      q.andWhere(`(b."createdAt", b.id) < (:cAt::timestamptz, :cId::uuid)`, { cAt: c.createdAt, cId: c.id });
    }
    const rows = await q
      .orderBy("b.createdAt", "DESC")
      .addOrderBy("b.id", "DESC")
      .limit(limit + 1)
      .getMany();
    const items = rows.slice(0, limit);
    return { items, totalCount, nextCursor: rows.length > limit ? encodeCursor(items[items.length - 1]) : null };
  }

  async stats(actor: Actor | undefined): Promise<DashboardFigures> {
    requireAdmin(actor);
    // Issue 15: maintained counters (migration BookingCounters), not a count over every booking.
    const [b] = await this.db.query(`SELECT coalesce(sum(bookings), 0)::int AS total, ${countersByStatus},
        coalesce(sum(distance), 0)::float AS distance FROM booking_counters`);
    const [f] = await this.db.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = $1)::int AS available FROM buses`,
      [BusStatus.Available],
    );
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
    const rows: MonthFigures[] = await this.db.query(`
      WITH months AS (
        SELECT to_char(d, 'YYYY-MM') AS month FROM generate_series(date_trunc('month', now()) - interval '8 months', date_trunc('month', now()) + interval '3 months', interval '1 month') d
      )
      SELECT m.month, count(b.id)::int AS total, ${countsByStatus("b")}
      FROM months m LEFT JOIN bookings b ON to_char(b."departureDate", 'YYYY-MM') = m.month
      GROUP BY m.month ORDER BY m.month`);
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
      .where(
        `daterange(b."departureDate", b."departureDate" + b.days, '[)') && daterange(:from::date, :to::date, '[]')`,
        { from, to },
      )
      .orderBy("b.departureDate", "ASC")
      .limit(2000)
      .getMany();
  }

  /**
   * Every booking matching the filter, newest first, read in pages as it is consumed (the CSV export).
   * The filter is checked at once, so a bad one is refused before a download starts.
   */
  exportRows(actor: Actor | undefined, filter: BookingSearch = {}): AsyncIterable<Booking> {
    const who = requireAdmin(actor);
    this.filtered(filter);
    const origin = currentOrigin();
    const each = this.each(filter);
    const db = this.db;
    // The export is recorded (with its filter) as the download starts.
    return (async function* () {
      const changes = changesBetween({}, filter as Record<string, unknown>);
      await recordActivityRows(db.manager, [{ actor: who, origin, action: "export", entity: "bookings", changes }]);
      yield* each;
    })();
  }

  private async *each(filter: BookingSearch, batch = 1000): AsyncGenerator<Booking> {
    let after: string | null = null;
    do {
      const page = await this.pageOf(filter, Math.min(batch, 100), after);
      yield* page.items;
      after = page.nextCursor;
    } while (after);
  }
}

/** The whole read side is for staff. */
export const REPORT_POLICIES: ServicePolicies<BookingReports> = {
  ...needs(Permission.bookingsRead)("page", "stats", "between", "exportRows"),
  ...needs(Permission.reportsRead)("perMonth"),
};
