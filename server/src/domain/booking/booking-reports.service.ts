import { Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";
import { DataSource, SelectQueryBuilder } from "typeorm";
import { BookingStatus, BusStatus } from "../shared/enums";
import { ValidationError, isUuid } from "../shared/errors";
import * as v from "../shared/validate";
import { Booking } from "./booking.entity";

@InputType({ description: "Filters of the admin bookings list (all optional)" })
export class BookingFilter {
  @Field(() => BookingStatus, { nullable: true }) status?: BookingStatus | null;
  @Field(() => String, { nullable: true, description: "Departure on or after, YYYY-MM-DD" }) from?: string | null;
  @Field(() => String, { nullable: true, description: "Departure on or before, YYYY-MM-DD" }) to?: string | null;
  @Field(() => ID, { nullable: true }) busId?: string | null;
  @Field(() => String, { nullable: true, description: "Name, e-mail, phone, pickup or destination contains" }) search?: string | null;
}

@ObjectType()
export class BookingPage {
  @Field(() => [Booking]) items: Booking[];
  @Field(() => Int, { description: "Bookings matching the filter" }) totalCount: number;
  @Field(() => String, { nullable: true, description: "Pass as `after` for the next page; null on the last page" }) nextCursor: string | null;
}

@ObjectType({ description: "Figures for the admin dashboard, computed by the database" })
export class AdminStats {
  @Field(() => Int) totalBookings: number;
  @Field(() => Int) confirmedBookings: number;
  @Field(() => Int) pendingBookings: number;
  @Field(() => Int) cancelledBookings: number;
  @Field(() => Float, { description: "Sum of booking distances, km" }) totalDistance: number;
  @Field(() => Int, { description: "Buses with status Available" }) availableBuses: number;
  @Field(() => Int) totalBuses: number;
}

@ObjectType()
export class MonthCount {
  @Field({ description: "YYYY-MM" }) month: string;
  @Field(() => Int) total: number;
  @Field(() => Int) confirmed: number;
  @Field(() => Int) pending: number;
  @Field(() => Int) cancelled: number;
}

const enc = (b: Pick<Booking, "createdAt" | "id">) => Buffer.from(`${b.createdAt.toISOString()}|${b.id}`).toString("base64url");
function dec(cursor: string): { createdAt: string; id: string } {
  const [createdAt, id] = Buffer.from(cursor, "base64url").toString().split("|");
  if (!createdAt || !isUuid(id) || Number.isNaN(Date.parse(createdAt))) throw new ValidationError("Invalid page cursor.");
  return { createdAt, id };
}

/** The read side of bookings for staff: filters, keyset pagination, aggregates, export rows. */
export class BookingReports {
  constructor(private readonly db: DataSource) {}

  filtered(filter: BookingFilter = {}, withBus = true): SelectQueryBuilder<Booking> {
    const q = this.db.getRepository(Booking).createQueryBuilder("b");
    if (withBus) q.leftJoinAndSelect("b.bus", "bus");
    if (filter.status) q.andWhere("b.status = :status", { status: v.oneOf(filter.status, Object.values(BookingStatus), "Status") });
    if (filter.from) q.andWhere(`b."departureDate" >= :from`, { from: v.isoDate(filter.from, "From") });
    if (filter.to) q.andWhere(`b."departureDate" <= :to`, { to: v.isoDate(filter.to, "To") });
    if (filter.busId) {
      if (!isUuid(filter.busId)) throw new ValidationError("Unknown bus.");
      q.andWhere(`b."busId" = :busId`, { busId: filter.busId });
    }
    const search = filter.search?.trim();
    if (search) {
      const like = `%${search.replace(/[%_\\]/g, "\\$&")}%`;
      // Matches the trigram index IDX_bookings_search.
      q.andWhere(`(b.name || ' ' || b.email || ' ' || b.phone || ' ' || b."pickupLocation" || ' ' || b.destination) ILIKE :like`, { like });
    }
    return q;
  }

  /** Keyset pagination on (createdAt, id), newest first: constant cost per page at any depth. */
  async page(filter: BookingFilter = {}, first = 25, after?: string | null): Promise<BookingPage> {
    const limit = Math.min(Math.max(Math.trunc(first) || 25, 1), 100);
    const q = this.filtered(filter);
    const totalCount = await this.filtered(filter, false).getCount();
    if (after) {
      const c = dec(after);
      q.andWhere(`(b."createdAt", b.id) < (:cAt::timestamptz, :cId::uuid)`, { cAt: c.createdAt, cId: c.id });
    }
    const rows = await q.orderBy("b.createdAt", "DESC").addOrderBy("b.id", "DESC").limit(limit + 1).getMany();
    const items = rows.slice(0, limit);
    return { items, totalCount, nextCursor: rows.length > limit ? enc(items[items.length - 1]) : null };
  }

  async stats(): Promise<AdminStats> {
    const [b] = await this.db.query(`SELECT count(*)::int AS total,
        count(*) FILTER (WHERE status = 'Confirmed')::int AS confirmed,
        count(*) FILTER (WHERE status = 'Pending')::int AS pending,
        count(*) FILTER (WHERE status = 'Cancelled')::int AS cancelled,
        coalesce(sum(distance), 0)::float AS distance FROM bookings`);
    const [f] = await this.db.query(`SELECT count(*)::int AS total, count(*) FILTER (WHERE status = $1)::int AS available FROM buses`, [BusStatus.Available]);
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
  async perMonth(): Promise<MonthCount[]> {
    const rows: Array<{ month: string; total: number; confirmed: number; pending: number; cancelled: number }> = await this.db.query(`
      WITH months AS (
        SELECT to_char(d, 'YYYY-MM') AS month FROM generate_series(date_trunc('month', now()) - interval '8 months', date_trunc('month', now()) + interval '3 months', interval '1 month') d
      )
      SELECT m.month,
        count(b.id)::int AS total,
        count(b.id) FILTER (WHERE b.status = 'Confirmed')::int AS confirmed,
        count(b.id) FILTER (WHERE b.status = 'Pending')::int AS pending,
        count(b.id) FILTER (WHERE b.status = 'Cancelled')::int AS cancelled
      FROM months m LEFT JOIN bookings b ON to_char(b."departureDate", 'YYYY-MM') = m.month
      GROUP BY m.month ORDER BY m.month`);
    return rows;
  }

  /** Bookings whose trip [departure, departure + days) meets the given range (calendar). */
  async between(start: string, end: string): Promise<Booking[]> {
    const from = v.isoDate(start, "Start");
    const to = v.isoDate(end, "End");
    if (to < from) throw new ValidationError("End must not be before start.");
    return this.db
      .getRepository(Booking)
      .createQueryBuilder("b")
      .leftJoinAndSelect("b.bus", "bus")
      .where(`daterange(b."departureDate", b."departureDate" + b.days, '[)') && daterange(:from::date, :to::date, '[]')`, { from, to })
      .orderBy("b.departureDate", "ASC")
      .limit(2000)
      .getMany();
  }

  /** Every booking matching the filter, newest first, in batches (for the CSV export). */
  async *each(filter: BookingFilter = {}, batch = 1000): AsyncGenerator<Booking> {
    let after: string | null = null;
    do {
      const page = await this.page(filter, Math.min(batch, 100), after);
      yield* page.items;
      after = page.nextCursor;
    } while (after);
  }
}
