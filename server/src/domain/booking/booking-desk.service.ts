import QRCode from "qrcode";
import { DataSource, type EntityManager, IsNull, Not } from "typeorm";
import type { PaymentSettingsService, PaymentSettingsValues } from "../settings/payment-settings.service";
import { type Actor, type ServicePolicies, isAdmin, requireAdmin, open, needs } from "../shared/actor";
import { changesBetween, recordActivity } from "../shared/activity";
import { Permission } from "../shared/permissions";
import { BookingStatus } from "../shared/enums";
import { ConflictError, NotFoundError, ValidationError } from "../shared/errors";
import { msg } from "../shared/messages";
import { BOOKING_CHANGED, type EventBus } from "../shared/events";
import * as v from "../shared/validate";
import { Booking, BookingStatusChange } from "./booking.entity";
import type { BookingService } from "./booking.service";
import { upiDue, upiLink } from "./booking-money";
import { checkStatusMove } from "./booking-rules";

export interface FareForm {
  agreedFare?: unknown;
  advance?: unknown;
  advanceReceivedOn?: unknown;
}

/** What the customer pays next by UPI: the link their app opens and a QR code of the same link. */
export interface UpiPaymentValue {
  link: string;
  amount: number;
  /** "advance" until staff record the advance as received, then "balance". */
  purpose: "advance" | "balance";
  /** PNG data URL of a QR code of `link`. */
  qrPng: string;
}

/**
 * The front desk of a booking after it was requested: the fare and advance staff agreed by phone,
 * customers' cancellation requests and staff's answers, and the UPI payment the customer sees.
 * Nothing is priced here: the only sum is balance = fare - advance.
 */
export class BookingDesk {
  /**
   * Work other areas do on the transaction that changes a booking's agreed fare (before and after, ₹ or
   * null), with the booking's row locked: issue 29's credit note when an invoiced fare is reduced (a hook
   * may refuse the change by throwing).
   */
  readonly onFareChange: Array<
    (m: EntityManager, bookingId: string, before: number | null, after: number | null, actor: Actor) => Promise<void>
  > = [];

  constructor(
    private readonly db: DataSource,
    private readonly bookings: BookingService,
    private readonly payments: PaymentSettingsService,
    private readonly events: EventBus,
  ) {}

  /** Staff record the agreed fare (INR), the advance and the day it was received; empty fields clear them. */
  async recordFare(actor: Actor | undefined, id: unknown, form: FareForm): Promise<Booking> {
    const staff = requireAdmin(actor);
    const booking = await this.bookings.get(actor, id);
    const blank = (x: unknown) => x === undefined || x === null || x === "";
    const agreedFare = blank(form.agreedFare) ? null : v.nonNegativeNumber(form.agreedFare, "Agreed fare", 10_000_000);
    const advance = blank(form.advance) ? null : v.nonNegativeNumber(form.advance, "Advance", 10_000_000);
    const advanceReceivedOn = blank(form.advanceReceivedOn)
      ? null
      : v.isoDate(form.advanceReceivedOn, "Advance received on");
    if (advance !== null && agreedFare === null)
      throw new ValidationError(msg("booking.fareBeforeAdvance"), { field: "agreedFare" });
    if (advance !== null && agreedFare !== null && advance > agreedFare)
      throw new ValidationError(msg("booking.advanceOverFare"), { field: "advance" });
    if (advanceReceivedOn && advance === null)
      throw new ValidationError(msg("booking.advanceMissing"), { field: "advance" });
    if (advanceReceivedOn && advanceReceivedOn > v.todayInIndia())
      throw new ValidationError(msg("booking.advanceInFuture"), { field: "advanceReceivedOn" });
    const money = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);
    const next = { agreedFare: money(agreedFare), advance: money(advance), advanceReceivedOn };
    await this.db.transaction(async (m) => {
      // The fare as it stands, locked: an issue of the invoice or another fare change waits for this one.
      const current = await m
        .getRepository(Booking)
        .findOneOrFail({ where: { id: booking.id }, lock: { mode: "pessimistic_write" } });
      if (current.agreedFare !== next.agreedFare)
        for (const hook of this.onFareChange) await hook(m, booking.id, current.agreedFare, next.agreedFare, staff);
      await m.getRepository(Booking).update({ id: booking.id }, next);
      const changes = changesBetween(current, next);
      if (Object.keys(changes).length)
        await recordActivity(m, actor, { action: "update", entity: "booking", entityId: booking.id, changes });
    });
    return this.changed(booking.id);
  }

  /** A customer asks to cancel their Pending or Confirmed booking before the trip starts; staff see it live. */
  async requestCancellation(actor: Actor | undefined, id: unknown, reason: unknown): Promise<Booking> {
    const booking = await this.bookings.get(actor, id);
    if (booking.status !== BookingStatus.Pending && booking.status !== BookingStatus.Confirmed)
      throw new ValidationError(msg("booking.cancelOnlyOpen"));
    if (booking.departureDate <= v.todayInIndia()) throw new ValidationError(msg("booking.cancelTripStarted"));
    if (booking.cancelRequestedAt) throw new ConflictError(msg("booking.cancelAlreadyAsked"));
    const text = v.optionalText(reason, "Reason", 1000);
    await this.db.transaction(async (m) => {
      // A conditional UPDATE: two requests at once make one.
      const r = await m
        .getRepository(Booking)
        .update(
          { id: booking.id, cancelRequestedAt: IsNull() },
          { cancelRequestedAt: new Date(), cancelReason: text, cancelDeclinedMessage: null },
        );
      if (!r.affected) throw new ConflictError(msg("booking.cancelAlreadyAsked"));
      await recordActivity(m, actor, {
        action: "cancellation requested",
        entity: "booking",
        entityId: booking.id,
        changes: changesBetween({ cancelReason: booking.cancelReason }, { cancelReason: text }),
      });
    });
    return this.changed(booking.id);
  }

  /** Staff accept a waiting request (status Cancelled, recorded with the reason) or decline it with a message. */
  async answerCancellation(actor: Actor | undefined, id: unknown, accept: unknown, message: unknown): Promise<Booking> {
    const staff = requireAdmin(actor);
    const booking = await this.bookings.get(actor, id);
    if (!booking.cancelRequestedAt) throw new ValidationError(msg("booking.noCancelRequest"));
    if (accept === true) {
      checkStatusMove(booking.status, BookingStatus.Cancelled);
      const note = ["Cancelled at the customer's request", booking.cancelReason].filter(Boolean).join(": ");
      await this.db.transaction(async (m) => {
        const r = await m
          .getRepository(Booking)
          .update(
            { id: booking.id, status: booking.status, cancelRequestedAt: Not(IsNull()) },
            { status: BookingStatus.Cancelled, cancelRequestedAt: null },
          );
        if (!r.affected) throw new ConflictError(msg("booking.noCancelRequest"));
        await m.getRepository(BookingStatusChange).insert({
          bookingId: booking.id,
          fromStatus: booking.status,
          toStatus: BookingStatus.Cancelled,
          changedById: staff.id,
          note,
        });
        await recordActivity(m, staff, {
          action: "cancellation accepted",
          entity: "booking",
          entityId: booking.id,
          changes: { status: [booking.status, BookingStatus.Cancelled] },
        });
        for (const hook of this.bookings.onCancel) await hook(m, booking.id, staff);
      });
    } else {
      const text = v.optionalText(message, "Message", 1000);
      if (!text) throw new ValidationError(msg("booking.declineNeedsMessage"), { field: "message" });
      await this.db.transaction(async (m) => {
        const r = await m
          .getRepository(Booking)
          .update(
            { id: booking.id, cancelRequestedAt: Not(IsNull()) },
            { cancelRequestedAt: null, cancelDeclinedMessage: text },
          );
        if (!r.affected) throw new ConflictError(msg("booking.noCancelRequest"));
        await recordActivity(m, staff, {
          action: "cancellation declined",
          entity: "booking",
          entityId: booking.id,
          changes: changesBetween(
            { cancelDeclinedMessage: booking.cancelDeclinedMessage },
            { cancelDeclinedMessage: text },
          ),
        });
      });
    }
    return this.changed(booking.id);
  }

  /** What the booking's owner (or staff) pays next by UPI; null without a UPI ID in Settings, a fare, or anything due. */
  async upiPayment(actor: Actor | undefined, booking: Booking): Promise<UpiPaymentValue | null> {
    if (!isAdmin(actor) && booking.ownerId !== actor?.id) return null;
    return upiFor(booking, await this.payments.get());
  }

  /** What is due next by UPI on a booking whose reader was already checked (a quote's guest with the e-mailed link). */
  async upiPaymentFor(booking: Booking): Promise<UpiPaymentValue | null> {
    return upiFor(booking, await this.payments.get());
  }

  private async changed(id: string): Promise<Booking> {
    const booking = await this.bookings.find(id);
    if (!booking) throw new NotFoundError(msg("booking.notFound"));
    this.events.publish(BOOKING_CHANGED, { kind: "UPDATED", bookingId: booking.id, ownerId: booking.ownerId });
    return booking;
  }
}

/** The UPI payment of a booking under these settings (also drawn on the invoice PDF). */
async function upiFor(booking: Booking, settings: PaymentSettingsValues): Promise<UpiPaymentValue | null> {
  const due = upiDue(booking);
  if (!due || !settings.upiId || !settings.upiPayee) return null;
  const link = upiLink(settings.upiId, settings.upiPayee, due.amount, booking.id);
  return { link, ...due, qrPng: await QRCode.toDataURL(link, { errorCorrectionLevel: "M", margin: 2, width: 300 }) };
}

export const BOOKING_DESK_POLICIES: ServicePolicies<BookingDesk> = {
  ...open("requestCancellation", "upiPayment", "upiPaymentFor"),
  ...needs(Permission.moneyWrite)("recordFare"),
  ...needs(Permission.bookingsWrite)("answerCancellation"),
};
