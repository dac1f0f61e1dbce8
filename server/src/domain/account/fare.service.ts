import type { DataSource, EntityManager } from "typeorm";
import { Booking } from "../booking/booking.entity";
import type { BookingService } from "../booking/booking.service";
import { Invoice, InvoiceKind } from "../invoice/invoice.entity";
import type { TaxNoteService } from "../invoice/tax-notes.service";
import type { TaxSettingsService } from "../invoice/tax-settings.service";
import { treatmentOf } from "../invoice/tax-rule";
import { PAYMENT_KEYS, keepFormPayment, otherAdvancePayments } from "../payment/payment.queries";
import { PaymentKind, PaymentMethod } from "../payment/payment-enums";
import { Quote } from "../quote/quote.entity";
import type { FareMove } from "../shared/account-ports";
import { type Actor, type ServicePolicies, needs, open, requireActor } from "../shared/actor";
import { changesBetween, recordActivity } from "../shared/activity";
import { todayInIndia } from "../shared/calendar";
import type { Clock } from "../shared/clock";
import { ConflictError, NotFoundError, ValidationError } from "../shared/errors";
import { BOOKING_CHANGED, type EventBus } from "../shared/events";
import { msg } from "../shared/messages";
import { type Paise, billTotals, formatInr, rupeesNumber } from "../shared/money";
import { Permission } from "../shared/permissions";
import * as v from "../shared/validate";
import { type Terms, billLines } from "./bill";
import type { StatementService } from "./statement.service";
import { QuoteState } from "../shared/enums";

export interface FareForm {
  agreedFare?: unknown;
  advance?: unknown;
  advanceReceivedOn?: unknown;
}

/** The most a fare or an advance may be: ₹1 crore (written in rupees, as the refusal names it). */
const MAX_FARE_RUPEES = 10_000_000;
const blank = (x: unknown) => x === undefined || x === null || x === "";
/** An amount as the activity log has always written the fare form's: a rupee number. */
const logged = (p: Paise | null) => (p === null ? null : rupeesNumber(p));

/**
 * The one rule for a booking's fare, whichever path changes it: staff recording it, the customer accepting a
 * quote, staff deciding the trip's charges at close-out. Before the tax invoice the fare follows the accepted
 * quote (an advance already received stays as received, with its history); after it, what the booking bills
 * is compared before and after the change, under the invoice's own treatment: a lower bill is a credit note
 * for the difference and a higher one a debit note, or the change is refused when Settings → Tax say so. The
 * booking's balance is made again on the same transaction.
 */
export class FareService {
  constructor(
    private readonly db: DataSource,
    private readonly bookings: BookingService,
    private readonly statements: StatementService,
    private readonly notes: TaxNoteService,
    private readonly taxSettings: TaxSettingsService,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  /** Staff record the agreed fare (INR), the advance and the day it was received; empty fields clear them. */
  async recordFare(actor: Actor | undefined, id: unknown, form: FareForm): Promise<Booking> {
    const staff = requireActor(actor);
    const booking = await this.bookings.get(actor, id);
    const agreedFarePaise = blank(form.agreedFare)
      ? null
      : v.amountPaise(form.agreedFare, "Agreed fare", MAX_FARE_RUPEES);
    const advancePaise = blank(form.advance) ? null : v.amountPaise(form.advance, "Advance", MAX_FARE_RUPEES);
    const advanceReceivedOn = blank(form.advanceReceivedOn)
      ? null
      : v.isoDate(form.advanceReceivedOn, "Advance received on");
    if (advancePaise !== null && agreedFarePaise === null)
      throw new ValidationError(msg("booking.fareBeforeAdvance"), { field: "agreedFare" });
    if (advancePaise !== null && agreedFarePaise !== null && advancePaise > agreedFarePaise)
      throw new ValidationError(msg("booking.advanceOverFare"), { field: "advance" });
    if (advanceReceivedOn && advancePaise === null)
      throw new ValidationError(msg("booking.advanceMissing"), { field: "advance" });
    if (advanceReceivedOn && advanceReceivedOn > todayInIndia(this.clock.now()))
      throw new ValidationError(msg("booking.advanceInFuture"), { field: "advanceReceivedOn" });
    const next = { agreedFarePaise, agreedAdvancePaise: advancePaise, advanceReceivedOn };
    await this.db.transaction(async (m) => {
      const accepted = await m.getRepository(Quote).findOneBy({ bookingId: booking.id, state: QuoteState.Accepted });
      if (accepted && agreedFarePaise !== accepted.totalPaise)
        throw new ConflictError(msg("booking.fareFromQuote", { version: accepted.version }), { field: "agreedFare" });
      const current = await lockBooking(m, booking.id);
      const invoice = await m.getRepository(Invoice).findOneBy({ bookingId: booking.id, kind: InvoiceKind.invoice });
      if (invoice && agreedFarePaise === null)
        throw new ConflictError(msg("invoice.fareCleared", { number: invoice.number }), { field: "agreedFare" });
      // The advance received is a payment of the ledger: the form's own row, kept as the form says (removed when
      // cleared), unless staff recorded the advance as payments of its own (then the day is theirs).
      const ledgerAdvance = await otherAdvancePayments(m, booking.id, PAYMENT_KEYS.advance(booking.id));
      if (ledgerAdvance.paise > 0 && advanceReceivedOn !== current.advanceReceivedOn)
        throw new ConflictError(msg("booking.advanceInLedger"), { field: "advanceReceivedOn" });
      const move = await this.change(m, booking.id, staff, "Agreed fare changed", async () => {
        await m.getRepository(Booking).update({ id: booking.id }, next);
        await keepFormPayment(
          m,
          booking.id,
          PAYMENT_KEYS.advance(booking.id),
          advanceReceivedOn && advancePaise !== null && ledgerAdvance.paise === 0
            ? {
                kind: PaymentKind.advance,
                method: PaymentMethod.upiManual,
                amountPaise: advancePaise,
                receivedOn: advanceReceivedOn,
                recordedBy: "staff",
              }
            : null,
        );
      });
      const changes = changesBetween(
        {
          agreedFare: logged(current.agreedFarePaise),
          advance: logged(current.agreedAdvancePaise),
          advanceReceivedOn: current.advanceReceivedOn,
        },
        { agreedFare: logged(agreedFarePaise), advance: logged(advancePaise), advanceReceivedOn },
      );
      if (Object.keys(changes).length)
        await recordActivity(m, actor, {
          action: "update",
          entity: "booking",
          entityId: booking.id,
          changes: { ...changes, ...(move.notes.length && { notes: [null, move.notes] }) },
        });
    });
    const saved = await this.bookings.find(booking.id);
    if (!saved) throw new NotFoundError(msg("booking.notFound"));
    this.events.publish(BOOKING_CHANGED, { kind: "UPDATED", bookingId: saved.id, ownerId: saved.ownerId });
    return saved;
  }

  /**
   * The fare rule around a change of a booking's terms, on the caller's transaction (`TermsChange`): the
   * booking's row locked; `change` made; the fare set from the accepted quote; after a tax invoice, the
   * difference in what the booking bills issued as a note (or refused); the balance made again.
   */
  async change(
    m: EntityManager,
    bookingId: string,
    actor: Actor | undefined,
    reason: string,
    change: () => Promise<void>,
  ): Promise<FareMove> {
    const before = await lockBooking(m, bookingId);
    const termsBefore = await this.statements.terms(m, before);
    await change();
    const after = await this.followQuote(m, await lockBooking(m, bookingId));
    const invoice = await m.getRepository(Invoice).findOneBy({ bookingId, kind: InvoiceKind.invoice });
    const notes = invoice
      ? await this.noteDifference(m, actor, invoice, termsBefore, await this.statements.terms(m, after), reason)
      : [];
    await this.statements.refresh(m, bookingId);
    return {
      farePaise: [before.agreedFarePaise, after.agreedFarePaise],
      advancePaise: [before.agreedAdvancePaise, after.agreedAdvancePaise],
      notes,
    };
  }

  /**
   * Before the tax invoice the fare follows the accepted quote: its total, and its advance unless an advance
   * was already received (what was received stays as it was received).
   */
  private async followQuote(m: EntityManager, booking: Booking): Promise<Booking> {
    const accepted = await m.getRepository(Quote).findOneBy({ bookingId: booking.id, state: QuoteState.Accepted });
    if (!accepted || accepted.totalPaise === booking.agreedFarePaise) return booking;
    const advancePaise = booking.advanceReceivedOn ? booking.agreedAdvancePaise : accepted.advancePaise;
    await m
      .getRepository(Booking)
      .update({ id: booking.id }, { agreedFarePaise: accepted.totalPaise, agreedAdvancePaise: advancePaise });
    return { ...booking, agreedFarePaise: accepted.totalPaise, agreedAdvancePaise: advancePaise } as Booking;
  }

  /** After the invoice: what the terms bill before and after, under the invoice's treatment; the difference as notes. */
  private async noteDifference(
    m: EntityManager,
    actor: Actor | undefined,
    invoice: Invoice,
    before: Terms,
    after: Terms,
    reason: string,
  ): Promise<string[]> {
    const treatment = treatmentOf(invoice);
    const was = billTotals(billLines(before, treatment), treatment);
    const is = billTotals(billLines(after, treatment), treatment);
    const taxable = is.taxablePaise - was.taxablePaise;
    const other = is.nonTaxablePaise - was.nonTaxablePaise;
    if (!taxable && !other) return [];
    if ((await this.taxSettings.get(m)).afterInvoice === "refuse")
      throw new ConflictError(msg("invoice.fareAfterInvoice", { number: invoice.number }), { field: "agreedFare" });
    const why = `${reason}: billed ${formatInr(was.totalPaise)} before, ${formatInr(is.totalPaise)} now`;
    const numbers: string[] = [];
    if (taxable < 0 || other < 0)
      numbers.push(await this.notes.credit(m, actor, invoice.id, Math.max(0, -taxable), Math.max(0, -other), why));
    if (taxable > 0 || other > 0)
      numbers.push(await this.notes.debit(m, actor, invoice.id, Math.max(0, taxable), Math.max(0, other), why));
    return numbers;
  }
}

/** The booking's row, locked until the transaction ends (a change of its terms, an issue, another fare: one at a time). */
async function lockBooking(m: EntityManager, id: string): Promise<Booking> {
  const booking = await m.getRepository(Booking).findOne({ where: { id }, lock: { mode: "pessimistic_write" } });
  if (!booking) throw new NotFoundError(msg("booking.notFound"));
  return booking;
}

export const FARE_POLICIES: ServicePolicies<FareService> = {
  ...needs(Permission.moneyWrite)("recordFare"),
  // The rule around a change a caller was already allowed to make (a quote accepted, a charge decided).
  ...open("change"),
};
