import { DataSource, type EntityManager, Not } from "typeorm";
import type { Config } from "../../config";
import { Booking } from "../booking/booking.entity";
import type { BookingService } from "../booking/booking.service";
import { bookingRef } from "../booking/booking-rules";
import type { BookingDesk, UpiPaymentValue } from "../booking/booking-desk.service";
import type { TripPlan } from "../booking/trip-plan";
import type { TripPlanner } from "../booking/trip-planner.service";
import { type Actor, type ServicePolicies, isAdmin, open, requirePermission } from "../shared/actor";
import { SYSTEM, recordActivity } from "../shared/activity";
import { todayInIndia } from "../shared/calendar";
import type { Clock } from "../shared/clock";
import { QuoteState } from "../shared/enums";
import { ForbiddenError, NotFoundError, isUuid } from "../shared/errors";
import { BOOKING_CHANGED, type EventBus } from "../shared/events";
import { msg } from "../shared/messages";
import type { Paise } from "../shared/money";
import { Permission } from "../shared/permissions";
import { Quote } from "./quote.entity";
import { expireSentQuotes, latestQuoteStates } from "./quote.queries";
import { validQuoteToken } from "../shared/quote-token";

/** The trip a quote prices, for the quote page and the PDF. */
export interface QuoteTrip {
  reference: string;
  /** Who the quote is made out to: the booking's name. */
  customerName: string;
  pickupLocation: string;
  destination: string;
  departureDate: string;
  days: number;
  passengers: number | null;
  busName: string | null;
  distance: number | null;
  plan: TripPlan | null;
  /** What the booking still owes (its balance, as every screen shows it), once this quote is the accepted one. */
  balancePaise: Paise | null;
}

/**
 * Reading quotes: who may read a booking's quote (staff who price or account, its owner, the e-mailed link's
 * token), the versions they see, the states the lists show, the trip a quote prices and what is due on it, and
 * the expiry of sent quotes at their validity (the job, and every read, so a page never shows a stale Sent).
 * Drafts are QuoteDrafts' (quote-drafts.service.ts), the links QuoteLinks', the customer's answer QuoteAcceptance's.
 */
export class QuoteService {
  constructor(
    private readonly db: DataSource,
    private readonly config: Pick<Config, "jwtSecret">,
    private readonly bookings: BookingService,
    private readonly trips: TripPlanner,
    private readonly events: EventBus,
    private readonly clock: Clock,
    private readonly desk: () => BookingDesk,
  ) {}

  /** The latest quote a reader may see: staff every version (a Draft too), the customer the ones sent. */
  async view(actor: Actor | undefined, bookingId: unknown, token?: unknown): Promise<Quote | null> {
    return (await this.versions(actor, bookingId, token))[0] ?? null;
  }
  /** Every version the reader may see, newest first (earlier versions stay readable). */
  async versions(actor: Actor | undefined, bookingId: unknown, token?: unknown): Promise<Quote[]> {
    const { booking, staff } = await this.reader(actor, bookingId, token);
    await this.expireDue(booking.id);
    return this.db.getRepository(Quote).find({
      where: { bookingId: booking.id, ...(staff ? {} : { state: Not(QuoteState.Draft) }) },
      relations: { lines: true },
      order: { version: "DESC", lines: { position: "ASC" } },
    });
  }
  /**
   * The quote state each booking shows (the admin list's column, the customer's "Quote ready"): the latest
   * version for staff, the latest sent one for its customer; a Sent quote past its day reads Expired. One query.
   */
  async statesFor(bookingIds: readonly string[], staff: boolean): Promise<Array<QuoteState | null>> {
    const rows = await latestQuoteStates(this.db, bookingIds, staff);
    const today = this.today();
    const by = new Map(rows.map((r) => [r.bookingId, r]));
    return bookingIds.map((id) => {
      const r = by.get(id);
      if (!r) return null;
      return r.state === QuoteState.Sent && r.validUntil < today ? QuoteState.Expired : r.state;
    });
  }
  /** The accepted quote of a booking, if any (the invoice prints its lines). */
  async acceptedFor(bookingId: string): Promise<Quote | null> {
    const q = await this.db.getRepository(Quote).findOneBy({ bookingId, state: QuoteState.Accepted });
    return q && this.load(q.id);
  }
  /** The trip a quote prices (its reader was checked when the quote was read). */
  async tripOf(quote: Quote): Promise<QuoteTrip> {
    const b = await this.bookings.find(quote.bookingId);
    if (!b) throw new NotFoundError(msg("booking.notFound"));
    return {
      reference: bookingRef(b.id),
      customerName: b.name,
      ...{ pickupLocation: b.pickupLocation, destination: b.destination, departureDate: b.departureDate },
      ...{ days: b.days, passengers: b.passengers, busName: b.bus?.name ?? null, distance: b.distance },
      plan: await this.trips.planOf(b.id),
      balancePaise: quote.state === QuoteState.Accepted ? b.balancePaise : null,
    };
  }
  /** What the customer pays next by UPI once the quote is accepted (the advance, then the balance). */
  async paymentOf(quote: Quote): Promise<UpiPaymentValue | null> {
    if (quote.state !== QuoteState.Accepted) return null;
    const b = await this.bookings.find(quote.bookingId);
    return b ? this.desk().upiPaymentFor(b) : null;
  }
  /** The expiry job (and every read): sent quotes past their last valid day (India) become Expired. */
  async expireDue(bookingId?: string): Promise<number> {
    const rows = await this.db.transaction(async (m) => {
      const expired = await expireSentQuotes(m, this.today(), bookingId ?? null);
      // The server's own change (the expiry job, or the first read past the day): its entries are System's.
      for (const r of expired)
        await recordActivity(m, SYSTEM, {
          action: "quote expired",
          entity: "quote",
          entityId: r.bookingId,
          changes: { version: [r.version, r.version], state: [QuoteState.Sent, QuoteState.Expired] },
        });
      return expired;
    });
    for (const r of rows)
      this.events.publish(BOOKING_CHANGED, {
        kind: "UPDATED",
        bookingId: r.bookingId,
        ownerId: r.ownerId,
        quote: "EXPIRED",
      });
    return rows.length;
  }
  /**
   * Who reads a booking's quote: staff who price quotes or read money, the booking's owner, or a guest
   * holding the e-mailed link's token. Anyone else is refused (a guessed id opens nothing).
   */
  async reader(
    actor: Actor | undefined,
    bookingId: unknown,
    token: unknown,
  ): Promise<{ booking: Booking; staff: boolean }> {
    if (!isUuid(bookingId)) throw new NotFoundError(msg("booking.notFound"));
    const booking = await this.bookings.find(bookingId);
    if (!booking) throw new NotFoundError(msg("booking.notFound"));
    // A quote is money (its lines, total and advance): staff read it to price it or to account for it, and
    // a role with neither (the dispatcher) is refused, as it is the fare.
    if (isAdmin(actor)) {
      requirePermission(actor, Permission.quotesPrice, Permission.moneyRead);
      return { booking, staff: true };
    }
    if (actor && booking.ownerId === actor.id) return { booking, staff: false };
    if (validQuoteToken(this.config.jwtSecret, booking.id, token, this.clock.now())) return { booking, staff: false };
    if (actor && (token === undefined || token === null || token === ""))
      throw new ForbiddenError(msg("booking.ownOnly"));
    throw new ForbiddenError(msg("quote.linkInvalid"));
  }
  today(): string {
    return todayInIndia(this.clock.now());
  }
  async load(id: string, m: EntityManager = this.db.manager): Promise<Quote> {
    return m
      .getRepository(Quote)
      .findOneOrFail({ where: { id }, relations: { lines: true }, order: { lines: { position: "ASC" } } });
  }
}

/** Everybody reads through `reader` (checked inside); the expiry is the job's and every read's. */
export const QUOTE_POLICIES: ServicePolicies<QuoteService> = open(
  "view",
  "versions",
  "statesFor",
  "acceptedFor",
  "tripOf",
  "paymentOf",
  "expireDue",
  "reader",
  "today",
  "load",
);
