import { DataSource } from "typeorm";
import type { Booking } from "../booking/booking.entity";
import type { BookingService } from "../booking/booking.service";
import type { TripPlanner } from "../booking/trip-planner.service";
import type { TaxSettingsService } from "../invoice/tax-settings.service";
import type { MailQueue } from "../shared/mail-queue";
import { type Actor, type ServicePolicies, needs, requireActor } from "../shared/actor";
import { changesBetween, recordActivity } from "../shared/activity";
import { addDays } from "../shared/calendar";
import type { Clock } from "../shared/clock";
import { BookingStatus, QuoteState } from "../shared/enums";
import { ConflictError, NotFoundError, ValidationError } from "../shared/errors";
import { BOOKING_CHANGED, type EventBus, type QuoteEventKind } from "../shared/events";
import { msg } from "../shared/messages";
import { Permission } from "../shared/permissions";
import * as v from "../shared/validate";
import { type QuoteForm, parseAdvance, parseLines, parseValidUntil } from "./quote-form";
import { prefillLines } from "./quote-pricing";
import { vehiclesOf } from "../booking/booking-vehicles.queries";
import { type DraftStart, copyOf, lineText, loggedTotals, retotal, writeQuote } from "./quote-writer";
import { Quote, QuoteLine } from "./quote.entity";
import { markDraftSent, nextQuoteVersion, supersedeSentBefore } from "./quote.queries";
import type { QuoteService } from "./quote.service";
import type { RateCardService } from "./rate-card.service";

/** A prepared quote is valid for a week unless staff choose another day. */
const DEFAULT_VALID_DAYS = 7;

/**
 * Staff's drafts of a booking's quote: prepare a Draft from the trip and the rate card, edit its lines (totals
 * always computed here, taxed as the one tax rule decides, so the heads are the invoice's), send it (frozen,
 * e-mailed, earlier versions superseded).
 */
export class QuoteDrafts {
  constructor(
    private readonly db: DataSource,
    private readonly quotes: QuoteService,
    private readonly bookings: BookingService,
    private readonly rateCards: RateCardService,
    private readonly trips: TripPlanner,
    private readonly notifications: MailQueue,
    private readonly taxSettings: TaxSettingsService,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  /**
   * "Prepare quote": the open Draft; else a new version starting from the last one (its lines, discount, advance
   * and wording: staff change what the customer asked for, not the whole quote again); else the first version,
   * pre-filled from the trip and the bus's rate card.
   */
  async prepare(actor: Actor | undefined, bookingId: unknown): Promise<Quote> {
    const who = requireActor(actor);
    const booking = await this.bookings.get(actor, bookingId);
    if (booking.status === BookingStatus.Cancelled) throw new ValidationError(msg("quote.bookingCancelled"));
    const draft = await this.latest(booking.id, QuoteState.Draft);
    if (draft) return draft;
    const today = this.quotes.today();
    const start = (await this.lastVersion(booking.id)) ?? (await this.fromRateCard(booking, today));
    try {
      await this.db.transaction(async (m) => {
        const next = await nextQuoteVersion(m, booking.id);
        const written = await writeQuote(m, await this.taxSettings.get(m), booking, {
          ...{ bookingId: booking.id, version: next, state: QuoteState.Draft, ...start },
          validUntil: addDays(today, DEFAULT_VALID_DAYS),
        });
        await recordActivity(m, who, {
          action: "quote prepared",
          entity: "quote",
          entityId: booking.id,
          changes: changesBetween({}, { version: Number(next), state: QuoteState.Draft, ...written }),
        });
      });
    } catch (e) {
      // Prepared twice at once: the one Draft the database allows (UQ_quotes_one_draft) is the answer.
      if ((e as { code?: string }).code !== "23505") throw e;
    }
    this.publish(booking, "PREPARED");
    return (await this.latest(booking.id, QuoteState.Draft))!;
  }
  /** Replaces the Draft's lines, validity, advance and texts; totals are computed here, never sent by the client. */
  async updateLines(actor: Actor | undefined, bookingId: unknown, form: QuoteForm): Promise<Quote> {
    const who = requireActor(actor);
    const booking = await this.bookings.get(actor, bookingId);
    const lines = parseLines(form.lines);
    const advance = parseAdvance(form);
    const validUntil = parseValidUntil(form.validUntil, this.quotes.today());
    const texts = {
      inclusions: v.optionalText(form.inclusions, "Inclusions", 2000) ?? "",
      exclusions: v.optionalText(form.exclusions, "Exclusions", 2000) ?? "",
      notes: v.optionalText(form.notes, "Notes", 2000) ?? "",
    };
    await this.db.transaction(async (m) => {
      const draft = await m
        .getRepository(Quote)
        .findOne({ where: { bookingId: booking.id, state: QuoteState.Draft }, lock: { mode: "pessimistic_write" } });
      if (!draft) throw await this.whyNoDraft(booking.id);
      const before = await m
        .getRepository(QuoteLine)
        .find({ where: { quoteId: draft.id }, order: { position: "ASC" } });
      await m.getRepository(QuoteLine).delete({ quoteId: draft.id });
      const after = await writeQuote(
        m,
        await this.taxSettings.get(m),
        booking,
        { ...draft, ...texts, validUntil, lines, advance },
        draft.id,
      );
      const changes = changesBetween(
        { ...draft, ...loggedTotals(draft), lines: before.map(lineText) },
        { ...texts, validUntil, ...after },
        ["validUntil", "inclusions", "exclusions", "notes", "lines", "total", "advance"],
      );
      if (Object.keys(changes).length)
        await recordActivity(m, who, {
          action: "quote edited",
          entity: "quote",
          entityId: booking.id,
          changes: { version: [draft.version, draft.version], ...changes },
        });
    });
    this.publish(booking, "PREPARED");
    return (await this.latest(booking.id, QuoteState.Draft))!;
  }
  /**
   * "Send quote": freezes the Draft as sent (a conditional UPDATE, so two sends make one), supersedes
   * the versions sent before it, and queues the customer's e-mail with the link, in one transaction.
   */
  async send(actor: Actor | undefined, bookingId: unknown): Promise<Quote> {
    const who = requireActor(actor);
    const booking = await this.bookings.get(actor, bookingId);
    if (booking.status === BookingStatus.Cancelled) throw new ValidationError(msg("quote.bookingCancelled"));
    const today = this.quotes.today();
    const sent = await this.db.transaction(async (m) => {
      // The heads are decided again as the quote leaves: the billing details may have changed since it was edited.
      const draft = await m
        .getRepository(Quote)
        .findOne({ where: { bookingId: booking.id, state: QuoteState.Draft }, lock: { mode: "pessimistic_write" } });
      if (draft) await retotal(m, await this.taxSettings.get(m), booking, draft);
      const rows = await markDraftSent(m, booking.id, today, this.clock.now());
      if (!rows.length) {
        const draft = await m.getRepository(Quote).findOneBy({ bookingId: booking.id, state: QuoteState.Draft });
        throw draft ? new ValidationError(msg("quote.validUntilPast")) : await this.whyNoDraft(booking.id);
      }
      const superseded = await supersedeSentBefore(m, booking.id, rows[0].version);
      await this.notifications.queueForQuote(m, booking, "quote-sent");
      await recordActivity(m, who, {
        action: "quote sent",
        entity: "quote",
        entityId: booking.id,
        changes: {
          version: [rows[0].version, rows[0].version],
          state: [QuoteState.Draft, QuoteState.Sent],
          ...(superseded.length && { superseded: [null, superseded] }),
        },
      });
      return rows[0].id as string;
    });
    this.publish(booking, "SENT");
    return this.quotes.load(sent);
  }
  /**
   * The first version's start: the trip's lines priced by the bus's rate card in force today. A group in several
   * vehicles gets each vehicle's lines, named by the vehicle and priced by its bus's card (or, for a vehicle without
   * a bus yet, the card of its seats).
   */
  private async fromRateCard(booking: Booking, today: string): Promise<DraftStart> {
    if (!booking.bus) throw new ValidationError(msg("quote.noBus"));
    const plan = await this.trips.planOf(booking.id);
    const trip = {
      km: plan ? booking.distance : (await this.trips.measure(booking.pickupLocation, booking.destination, null)).km,
      days: booking.days,
      nights: plan ? plan.stops.filter((s) => s.nightHalt).length : booking.days - 1,
    };
    const vehicles = await vehiclesOf(this.db.manager, [booking.id]);
    const priced = [];
    for (const v of vehicles) {
      const name = v.busName ?? `${v.seats} seats`;
      const bus = { id: v.busId, capacity: v.busCapacity ?? v.seats };
      const rate = await this.rateCards.versionFor(this.db.manager, bus, today);
      if (!rate) throw new ValidationError(msg("quote.noRateCard", { bus: name }));
      priced.push({ name, position: v.position, rate });
    }
    const first = priced[0].rate;
    const lines =
      priced.length === 1
        ? prefillLines(first, trip)
        : priced.flatMap(({ name, position, rate }) =>
            prefillLines(rate, trip).map((l) => ({ ...l, label: `Vehicle ${position} (${name}): ${l.label}` })),
          );
    const texts = { inclusions: first.inclusions, exclusions: first.exclusions, notes: "" };
    return { rateCardVersionId: first.id, gstRate: first.gstRate, ...texts, lines, advance: null };
  }
  private async lastVersion(bookingId: string): Promise<DraftStart | null> {
    const last = await this.db
      .getRepository(Quote)
      .findOne({ where: { bookingId }, relations: { lines: true }, order: { version: "DESC" } });
    return last && copyOf(last);
  }
  private async latest(bookingId: string, state: QuoteState): Promise<Quote | null> {
    const q = await this.db.getRepository(Quote).findOneBy({ bookingId, state });
    return q && this.quotes.load(q.id);
  }
  private async whyNoDraft(bookingId: string): Promise<Error> {
    const any = await this.db.getRepository(Quote).existsBy({ bookingId });
    return any ? new ConflictError(msg("quote.notDraft")) : new NotFoundError(msg("quote.noDraft"));
  }
  private publish(b: Booking, quote: QuoteEventKind) {
    this.events.publish(BOOKING_CHANGED, { kind: "UPDATED", bookingId: b.id, ownerId: b.ownerId, quote });
  }
}

export const QUOTE_DRAFT_POLICIES: ServicePolicies<QuoteDrafts> = {
  ...needs(Permission.quotesPrice)("prepare", "updateLines", "send"),
};
