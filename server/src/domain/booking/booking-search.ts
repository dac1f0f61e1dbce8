/** The filter of staff's bookings list (its page, total and export) as a query. */
import type { DataSource, SelectQueryBuilder } from "typeorm";
import type { Clock } from "../shared/clock";
import { BookingStatus, QuoteState } from "../shared/enums";
import { ValidationError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";
import * as v from "../shared/validate";
import { todayInIndia } from "../shared/calendar";
import { Booking } from "./booking.entity";
import { BOOKING_STATUSES } from "./booking-rules";

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
  /** Only Confirmed trips with no driver assigned. */
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

/** The bookings matching a filter (checked: a bad value is refused), with their bus unless `withBus` is false. */
export function searchBookings(
  db: DataSource,
  clock: Clock,
  filter: BookingSearch = {},
  withBus = true,
): SelectQueryBuilder<Booking> {
  const q = db.getRepository(Booking).createQueryBuilder("b");
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
    else q.andWhere(`${LATEST_QUOTE_STATE} = :quote`, { quote, today: todayInIndia(clock.now()) });
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
      // The trigram index (IDX_bookings_search) is read for the search's rarest-looking part only (a name or
      // a place matches much of a million rows); the whole search is then checked on the rows it found
      // (`|| ''` keeps it out of the index).
      q.andWhere(`${SEARCHED} ILIKE :key`, { key: like(key) });
      q.andWhere(`(${SEARCHED} || '') ILIKE :like`, { like: like(search) });
    }
  }
  return q;
}
