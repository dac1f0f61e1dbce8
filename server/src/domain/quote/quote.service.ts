import { DataSource, type EntityManager, Not } from "typeorm";
import type { Config } from "../../config";
import { Booking } from "../booking/booking.entity";
import type { BookingService } from "../booking/booking.service";
import { bookingRef } from "../booking/booking-rules";
import type { BookingDesk, UpiPaymentValue } from "../booking/booking-desk.service";
import type { NotificationService } from "../notification/notification.service";
import {
  type Actor,
  type ServicePolicies,
  isAdmin,
  needs,
  open,
  requireAdmin,
  requirePermission,
} from "../shared/actor";
import { Permission } from "../shared/permissions";
import type { Clock } from "../shared/clock";
import { BookingBilling } from "../invoice/invoice.entity";
import type { TaxSettingsService } from "../invoice/tax-settings.service";
import { taxOfSupply } from "../invoice/tax-rule";
import { BookingStatus } from "../shared/enums";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError, isUuid } from "../shared/errors";
import { BOOKING_CHANGED, type EventBus, type QuoteEventKind } from "../shared/events";
import { msg } from "../shared/messages";
import { SYSTEM, changesBetween, recordActivity } from "../shared/activity";
import * as v from "../shared/validate";
import { type QuoteForm, parseAdvance, parseLines, parseValidUntil } from "./quote-form";
import { type QuoteLineValue, advanceOf, computeTotals, prefillLines, taxableOf } from "./quote-pricing";
import { Quote, QuoteLine, QuoteState } from "./quote.entity";
import {
  expireSentQuotes,
  latestQuoteStates,
  markDraftSent,
  nextQuoteVersion,
  supersedeSentBefore,
} from "./quote.queries";
import { linkExpiry, quotePageUrl, quoteToken, validQuoteToken } from "./quote-token";
import type { RateCardService } from "./rate-card.service";
import type { TripPlan } from "./trip-plan";
import type { TripPlanner } from "./trip-planner.service";
import { addDays, todayInIndia } from "../shared/calendar";
import { formatInr, type GstRate, type Paise } from "../shared/money";

/** A prepared quote is valid for a week unless staff choose another day. */
const DEFAULT_VALID_DAYS = 7;

/** What staff share with the customer once a quote is sent. */
/** The trip a quote prices, for the quote page and the PDF. */
export interface QuoteTrip {
  reference: string;
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

export interface QuoteLinks {
  /** The customer's quote page, with the signed token a guest needs. */
  customerLink: string;
  /** wa.me link with the message prefilled (null without a usable phone number). */
  whatsappLink: string | null;
}

/**
 * Quotes (the staff side and the customer's read): prepare a Draft from the trip and the rate card,
 * edit its lines (totals always computed here), send it (frozen, e-mailed, earlier versions superseded),
 * expire it at its validity. Acceptance and change requests are QuoteAcceptance's.
 */
export class QuoteService {
  constructor(
    private readonly db: DataSource,
    private readonly config: Pick<Config, "jwtSecret" | "publicUrl">,
    private readonly bookings: BookingService,
    private readonly rateCards: RateCardService,
    private readonly trips: TripPlanner,
    private readonly notifications: NotificationService,
    private readonly events: EventBus,
    private readonly clock: Clock,
    private readonly desk: () => BookingDesk,
    private readonly taxSettings: TaxSettingsService,
  ) {}

  /** "Prepare quote": the open Draft, or a new version pre-filled from the trip and the bus's rate card. */
  async prepare(actor: Actor | undefined, bookingId: unknown): Promise<Quote> {
    const who = requireAdmin(actor);
    const booking = await this.bookings.get(actor, bookingId);
    if (booking.status === BookingStatus.Cancelled) throw new ValidationError(msg("quote.bookingCancelled"));
    const draft = await this.latest(booking.id, QuoteState.Draft);
    if (draft) return draft;
    if (!booking.bus) throw new ValidationError(msg("quote.noBus"));
    const today = this.today();
    const rate = await this.rateCards.versionFor(this.db.manager, booking.bus, today);
    if (!rate) throw new ValidationError(msg("quote.noRateCard", { bus: booking.bus.name }));
    const plan = await this.trips.planOf(booking.id);
    const lines = prefillLines(rate, {
      km: plan ? booking.distance : (await this.trips.measure(booking.pickupLocation, booking.destination, null)).km,
      days: booking.days,
      nights: plan ? plan.stops.filter((s) => s.nightHalt).length : booking.days - 1,
    });
    try {
      await this.db.transaction(async (m) => {
        const next = await nextQuoteVersion(m, booking.id);
        const written = await this.write(m, booking, {
          ...{ bookingId: booking.id, version: next, state: QuoteState.Draft, rateCardVersionId: rate.id },
          ...{ gstRate: rate.gstRate, inclusions: rate.inclusions, exclusions: rate.exclusions, notes: "" },
          validUntil: addDays(today, DEFAULT_VALID_DAYS),
          lines,
          advance: null,
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
    const who = requireAdmin(actor);
    const booking = await this.bookings.get(actor, bookingId);
    const lines = parseLines(form.lines);
    const advance = parseAdvance(form);
    const validUntil = parseValidUntil(form.validUntil, this.today());
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
      const after = await this.write(m, booking, { ...draft, ...texts, validUntil, lines, advance }, draft.id);
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
    const who = requireAdmin(actor);
    const booking = await this.bookings.get(actor, bookingId);
    if (booking.status === BookingStatus.Cancelled) throw new ValidationError(msg("quote.bookingCancelled"));
    const today = this.today();
    const sent = await this.db.transaction(async (m) => {
      // The heads are decided again as the quote leaves: the billing details may have changed since it was edited.
      const draft = await m
        .getRepository(Quote)
        .findOne({ where: { bookingId: booking.id, state: QuoteState.Draft }, lock: { mode: "pessimistic_write" } });
      if (draft) await this.retotal(m, booking, draft);
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
    return this.load(sent);
  }

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

  /** The quote's PDF for someone allowed to read it: a link with a token of its own (no header needed). */
  pdfPath(quote: Quote, hindi: boolean): string {
    const token = quoteToken(this.config.jwtSecret, quote.bookingId, linkExpiry(quote.validUntil));
    return `/quotes/${quote.bookingId}.pdf?version=${quote.version}&lang=${hindi ? "hi" : "en"}&token=${encodeURIComponent(token)}`;
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

  /** The customer link and the prefilled WhatsApp message of a sent quote (staff). */
  async links(actor: Actor | undefined, quote: Quote): Promise<QuoteLinks | null> {
    requireAdmin(actor);
    if (quote.state === QuoteState.Draft) return null;
    const booking = await this.bookings.find(quote.bookingId);
    if (!booking) return null;
    const customerLink = this.customerLink(booking.id, quote.validUntil);
    const digits = booking.phone.replace(/\D/g, "");
    const phone = digits.length === 10 ? `91${digits}` : digits.length >= 11 ? digits : null;
    const text = `Namaste ${booking.name}, your quote from Kashi Coach Tours (version ${quote.version}, ₹${quote.total}) is ready: ${customerLink}`;
    return { customerLink, whatsappLink: phone ? `https://wa.me/${phone}?text=${encodeURIComponent(text)}` : null };
  }

  /** The quote page with the token a guest needs (the e-mails and WhatsApp carry it). */
  customerLink(bookingId: string, validUntil: string, hindi = false): string {
    return quotePageUrl(this.config, bookingId, validUntil, hindi);
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

  private async latest(bookingId: string, state: QuoteState): Promise<Quote | null> {
    const q = await this.db.getRepository(Quote).findOneBy({ bookingId, state });
    return q && this.load(q.id);
  }

  private async whyNoDraft(bookingId: string): Promise<Error> {
    const any = await this.db.getRepository(Quote).existsBy({ bookingId });
    return any ? new ConflictError(msg("quote.notDraft")) : new NotFoundError(msg("quote.noDraft"));
  }

  /**
   * Writes a quote's row and its lines with totals computed from the lines (the one place totals are made),
   * taxed as the one tax rule decides for the booking's pickup and billing details (its heads are the ones
   * the invoice will carry).
   */
  private async write(
    m: EntityManager,
    booking: Pick<Booking, "id" | "pickupLocation">,
    q: Pick<
      Quote,
      | "bookingId"
      | "version"
      | "state"
      | "rateCardVersionId"
      | "gstRate"
      | "inclusions"
      | "exclusions"
      | "notes"
      | "validUntil"
    > & {
      lines: QuoteLineValue[];
      advance: ReturnType<typeof parseAdvance>;
    },
    id?: string,
  ): Promise<LoggedQuote> {
    const priced = await this.priced(m, booking, q.gstRate as GstRate, q.lines, q.advance);
    const row = {
      ...{ bookingId: q.bookingId, version: q.version, state: q.state, rateCardVersionId: q.rateCardVersionId },
      ...{
        gstRate: q.gstRate,
        inclusions: q.inclusions,
        exclusions: q.exclusions,
        notes: q.notes,
        validUntil: q.validUntil,
      },
      ...priced,
      advancePercent: q.advance && "percent" in q.advance ? q.advance.percent : null,
    };
    const quoteId = id ?? ((await m.getRepository(Quote).insert(row)).identifiers[0].id as string);
    if (id) await m.getRepository(Quote).update({ id }, row);
    await m.getRepository(QuoteLine).insert(q.lines.map((l, i) => ({ ...l, quoteId, position: i + 1 })));
    return { ...loggedTotals(row), lines: q.lines.map(lineText) };
  }

  /** A Draft's totals made again under the tax rule as it stands (a send: the billing details may have changed). */
  private async retotal(m: EntityManager, booking: Pick<Booking, "id" | "pickupLocation">, draft: Quote) {
    const lines = await m.getRepository(QuoteLine).find({ where: { quoteId: draft.id }, order: { position: "ASC" } });
    const advance = draft.advancePercent !== null ? { percent: draft.advancePercent } : { paise: draft.advancePaise };
    await m
      .getRepository(Quote)
      .update({ id: draft.id }, await this.priced(m, booking, draft.gstRate as GstRate, lines, advance));
  }

  /** Totals, heads and advance of lines at a rate, for this booking's supply. */
  private async priced(
    m: EntityManager,
    booking: Pick<Booking, "id" | "pickupLocation">,
    rate: GstRate,
    lines: readonly QuoteLineValue[],
    advance: ReturnType<typeof parseAdvance>,
  ) {
    const billing = await m.getRepository(BookingBilling).findOneBy({ bookingId: booking.id });
    const tax = await taxOfSupply(
      m,
      { pickup: booking.pickupLocation, recipient: billing, rate },
      await this.taxSettings.get(m),
    );
    if (taxableOf(lines) < 0) throw new ValidationError(msg("quote.discountTooLarge"));
    const totals = computeTotals(lines, tax);
    const advancePaise = advanceOf(totals.totalPaise, advance);
    if (advancePaise > totals.totalPaise) throw new ValidationError(msg("quote.advance"));
    return {
      ...{ taxablePaise: totals.taxablePaise, cgstPaise: totals.cgstPaise, sgstPaise: totals.sgstPaise },
      ...{ igstPaise: totals.igstPaise, passThroughPaise: totals.passThroughPaise, totalPaise: totals.totalPaise },
      ...{ intraState: tax.intraState, reverseCharge: tax.reverseCharge, placeOfSupply: tax.placeOfSupply },
      advancePaise,
    };
  }

  private publish(b: Booking, quote: QuoteEventKind) {
    this.events.publish(BOOKING_CHANGED, { kind: "UPDATED", bookingId: b.id, ownerId: b.ownerId, quote });
  }
}

/** What the activity log keeps of a quote's money: rupees as text (exact), and each line as one text. */
interface LoggedQuote {
  total: string;
  advance: string;
  lines: string[];
}

function loggedTotals(q: Pick<Quote, "totalPaise" | "advancePaise">): Omit<LoggedQuote, "lines"> {
  return { total: formatInr(q.totalPaise), advance: formatInr(q.advancePaise) };
}

function lineText(l: Pick<QuoteLineValue, "label" | "quantity" | "unitPaise">): string {
  return `${l.label}: ${l.unitPaise === null ? "at actuals" : `${l.quantity} x ${formatInr(l.unitPaise)}`}`;
}

export const QUOTE_POLICIES: ServicePolicies<QuoteService> = {
  ...needs(Permission.quotesPrice)("prepare", "updateLines", "send", "links"),
  ...open(
    "view",
    "versions",
    "customerLink",
    "expireDue",
    "reader",
    "today",
    "load",
    "tripOf",
    "paymentOf",
    "statesFor",
    "pdfPath",
    "acceptedFor",
  ),
};
