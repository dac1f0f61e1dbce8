import type { DataSource, EntityManager } from "typeorm";
import { Booking } from "../booking/booking.entity";
import { recordBookingChange } from "../booking/booking-history";
import type { MailQueue } from "../shared/mail-queue";
import { type Actor, type ServicePolicies, open } from "../shared/actor";
import type { Clock } from "../shared/clock";
import { BookingStatus, QuoteState } from "../shared/enums";
import { ConflictError, NotFoundError, ValidationError } from "../shared/errors";
import { BOOKING_CHANGED, type EventBus, type QuoteEventKind } from "../shared/events";
import { msg } from "../shared/messages";
import { recordActivity } from "../shared/activity";
import * as v from "../shared/validate";
import { lockBookingBuses, markAccepted, markDeclined, supersedeAccepted } from "./quote.queries";
import { Quote } from "./quote.entity";
import type { QuoteService } from "./quote.service";
import { tripEnd, tripLastDay } from "../shared/calendar";
import { type Paise, formatInr, rupeesNumber } from "../shared/money";
import { type TermsChange, plainChange } from "../shared/account-ports";

export interface AcceptForm {
  /** The e-mailed link's token (guests). */
  token?: unknown;
  /** The customer ticked the terms. */
  acceptTerms?: unknown;
  /** The version the customer read (optional): an older one is refused as superseded. */
  version?: unknown;
}

export interface ChangeRequestForm {
  token?: unknown;
  message?: unknown;
}

const inr = (p: Paise | null) => (p === null ? null : formatInr(p));
const logged = (p: Paise | null) => (p === null ? null : rupeesNumber(p));

/**
 * The customer's answer to a quote: accept it (the fare and advance then come from it) or ask for a
 * change. Both run with the booking's row locked; acceptance also locks the bus's row and re-checks
 * that the bus is still free, and the state moves by conditional UPDATEs (Sent -> Accepted/Declined),
 * so a double click or two tabs make one acceptance, whose answer both get.
 */
export class QuoteAcceptance {
  constructor(
    private readonly db: DataSource,
    private readonly quotes: QuoteService,
    private readonly notifications: MailQueue,
    private readonly events: EventBus,
    private readonly clock: Clock,
    private readonly terms: TermsChange = plainChange,
  ) {}

  async accept(actor: Actor | undefined, bookingId: unknown, form: AcceptForm, ip?: string): Promise<Quote> {
    const { booking } = await this.quotes.reader(actor, bookingId, form.token);
    const { id, event } = await this.db.transaction(async (m) => {
      const b = await this.lockBooking(m, booking.id);
      const quote = await this.answerable(m, b, form.version);
      if (quote.state === QuoteState.Accepted) return { id: quote.id, event: null }; // accepted already: the same answer again
      if (form.acceptTerms !== true) throw new ValidationError(msg("quote.termsRequired"));
      if (b.departureDate <= this.quotes.today()) throw new ValidationError(msg("quote.tripStarted"));
      await this.checkBusFree(m, b);
      const who = actor?.name ?? b.name;
      // The fare follows the quote by the one fare rule (after a tax invoice, a note for the difference).
      const move = await this.terms(m, b.id, actor, `Quote version ${quote.version} accepted`, async () => {
        await supersedeAccepted(m, b.id);
        const done = await markAccepted(m, quote.id, this.clock.now(), actor?.id ?? null, who, ip ?? null);
        if (!done) throw new ConflictError(msg("quote.superseded"));
      });
      const [, fare] = move.farePaise;
      const [, advance] = move.advancePaise;
      const received = b.advanceReceivedOn ? ` (received on ${b.advanceReceivedOn}, kept)` : "";
      await recordBookingChange(m, {
        bookingId: b.id,
        from: b.status,
        to: b.status,
        by: actor?.id ?? null,
        note: `Quote version ${quote.version} accepted by ${who}${ip ? ` from ${ip}` : ""}: fare ${inr(fare)}, advance ${inr(advance)}${received}${move.notes.length ? `; ${move.notes.join(", ")} issued` : ""}`,
      });
      await this.notifications.queueForQuote(m, b, "quote-accepted");
      await recordActivity(m, actor ?? { id: null, name: who }, {
        action: "quote accepted",
        entity: "quote",
        entityId: b.id,
        changes: {
          version: [quote.version, quote.version],
          state: [QuoteState.Sent, QuoteState.Accepted],
          // As the fare form logs them: rupee numbers.
          agreedFare: move.farePaise.map(logged) as [number | null, number | null],
          advance: move.advancePaise.map(logged) as [number | null, number | null],
          ...(move.notes.length && { notes: [null, move.notes] }),
        },
      });
      return { id: quote.id, event: "ACCEPTED" as const };
    });
    if (event) this.publish(booking, event);
    return this.quotes.load(id);
  }

  /** "Ask for a change": the quote becomes Declined with the customer's message, which staff see live and by mail. */
  async requestChange(actor: Actor | undefined, bookingId: unknown, form: ChangeRequestForm): Promise<Quote> {
    const { booking } = await this.quotes.reader(actor, bookingId, form.token);
    const message = v.requiredText(form.message, "Message", 1000);
    const id = await this.db.transaction(async (m) => {
      const b = await this.lockBooking(m, booking.id);
      const quote = await this.answerable(m, b);
      if (quote.state === QuoteState.Accepted) throw new ConflictError(msg("quote.alreadyAccepted"));
      if (!(await markDeclined(m, quote.id, message, this.clock.now()))) throw new ConflictError(msg("quote.declined"));
      await this.notifications.queueForQuote(m, b, "quote-change");
      await recordActivity(m, actor ?? { id: null, name: b.name }, {
        action: "quote change requested",
        entity: "quote",
        entityId: b.id,
        changes: {
          version: [quote.version, quote.version],
          state: [QuoteState.Sent, QuoteState.Declined],
          changeRequest: [null, message],
        },
      });
      return quote.id;
    });
    this.publish(booking, "CHANGE_REQUESTED");
    return this.quotes.load(id);
  }

  /** Events go out after the commit (a subscriber reading the booking sees the change). */
  private publish(b: Booking, quote: QuoteEventKind) {
    this.events.publish(BOOKING_CHANGED, { kind: "UPDATED", bookingId: b.id, ownerId: b.ownerId, quote });
  }

  private async lockBooking(m: EntityManager, id: string): Promise<Booking> {
    const b = await m.getRepository(Booking).findOne({ where: { id }, lock: { mode: "pessimistic_write" } });
    if (!b) throw new NotFoundError(msg("booking.notFound"));
    return b;
  }

  /** The latest sent version, if the customer may still answer it (an accepted one answers itself). */
  private async answerable(m: EntityManager, b: Booking, version?: unknown): Promise<Quote> {
    if (b.status === BookingStatus.Cancelled) throw new ValidationError(msg("quote.bookingCancelled"));
    const [latest] = await m
      .getRepository(Quote)
      .createQueryBuilder("q")
      .where(`q."bookingId" = :id AND q.state <> 'Draft'`, { id: b.id })
      .orderBy("q.version", "DESC")
      .limit(1)
      .getMany();
    if (!latest) throw new NotFoundError(msg("quote.notFound"));
    if (version !== undefined && version !== null && Number(version) !== latest.version)
      throw new ConflictError(msg("quote.superseded"));
    if (latest.state === QuoteState.Accepted) return latest;
    if (latest.state === QuoteState.Declined) throw new ConflictError(msg("quote.declined"));
    if (latest.state === QuoteState.Superseded) throw new ConflictError(msg("quote.superseded"));
    if (latest.state === QuoteState.Expired || latest.validUntil < this.quotes.today())
      throw new ValidationError(msg("quote.expired", { date: { date: latest.validUntil } }));
    return latest;
  }

  /**
   * Every bus of the booking's vehicles must still be free for the trip: no other Confirmed booking or accepted
   * quote of the bus overlapping it, and no unavailable period. The buses' rows are locked first, in one order,
   * so two acceptances sharing a bus are decided one after the other. The first vehicle needs its bus.
   */
  private async checkBusFree(m: EntityManager, b: Booking): Promise<void> {
    if (!b.busId) throw new ValidationError(msg("quote.noBus"));
    const buses = await lockBookingBuses(m, b.id, b.departureDate, tripEnd(b.departureDate, b.days));
    const busy = buses.find((bus) => bus.taken);
    if (busy)
      throw new ConflictError(
        msg("quote.busTaken", {
          bus: busy.name,
          from: { date: b.departureDate },
          to: { date: tripLastDay(b.departureDate, b.days) },
        }),
      );
  }
}

export const QUOTE_ACCEPTANCE_POLICIES: ServicePolicies<QuoteAcceptance> = open("accept", "requestChange");
