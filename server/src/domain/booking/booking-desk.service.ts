import { DataSource, IsNull, Not } from "typeorm";
import { type Actor, type ServicePolicies, isAdmin, open, needs, requireActor } from "../shared/actor";
import { upiQrPng } from "../print/upi-qr";
import type { PaymentSettingsService } from "../settings/payment-settings.service";
import { type Paise, rupeesNumber } from "../shared/money";
import { upiDueLink } from "./booking-money";
import { changesBetween, recordActivity } from "../shared/activity";
import { Permission } from "../shared/permissions";
import { BookingStatus } from "../shared/enums";
import { ConflictError, NotFoundError, ValidationError } from "../shared/errors";
import { msg } from "../shared/messages";
import { BOOKING_CHANGED, type EventBus } from "../shared/events";
import * as v from "../shared/validate";
import { todayInIndia } from "../shared/calendar";
import { Booking } from "./booking.entity";
import type { BookingService } from "./booking.service";
import type { BookingStatusService } from "./booking-status.service";
import { recordBookingChange } from "./booking-history";
import { checkStatusMove } from "./booking-rules";

/**
 * The front desk of a booking after it was requested: customers' cancellation requests and staff's answers,
 * and the UPI payment the customer sees (what is due now, from the balance the account area keeps).
 */
export class BookingDesk {
  constructor(
    private readonly db: DataSource,
    private readonly bookings: BookingService,
    private readonly statuses: BookingStatusService,
    private readonly payments: PaymentSettingsService,
    private readonly events: EventBus,
  ) {}

  /** A customer asks to cancel their Pending or Confirmed booking before the trip starts; staff see it live. */
  async requestCancellation(actor: Actor | undefined, id: unknown, reason: unknown): Promise<Booking> {
    const booking = await this.bookings.get(actor, id);
    if (booking.status !== BookingStatus.Pending && booking.status !== BookingStatus.Confirmed)
      throw new ValidationError(msg("booking.cancelOnlyOpen"));
    if (booking.departureDate <= todayInIndia()) throw new ValidationError(msg("booking.cancelTripStarted"));
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
    const staff = requireActor(actor);
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
        await recordBookingChange(
          m,
          { bookingId: booking.id, from: booking.status, to: BookingStatus.Cancelled, note, by: staff.id },
          {
            actor: staff,
            action: "cancellation accepted",
            entity: "booking",
            changes: { status: [booking.status, BookingStatus.Cancelled] },
          },
        );
        for (const hook of this.statuses.onCancel) await hook(m, booking.id, staff);
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

  /** What the booking's owner (or staff) pays next by UPI; null without a UPI ID in Settings or anything due. */
  async upiPayment(actor: Actor | undefined, booking: Booking): Promise<UpiPaymentValue | null> {
    if (!isAdmin(actor) && booking.ownerId !== actor?.id) return null;
    return this.upiPaymentFor(booking);
  }

  /** What is due next by UPI on a booking whose reader was already checked (a quote's guest with the e-mailed link). */
  async upiPaymentFor(booking: Booking): Promise<UpiPaymentValue | null> {
    const due = upiDueLink(booking, await this.payments.get());
    if (!due) return null;
    const { link, amountPaise, purpose } = due;
    return { link, amount: rupeesNumber(amountPaise), amountPaise, purpose, qrPng: await upiQrPng(link) };
  }

  private async changed(id: string): Promise<Booking> {
    const booking = await this.bookings.find(id);
    if (!booking) throw new NotFoundError(msg("booking.notFound"));
    this.events.publish(BOOKING_CHANGED, { kind: "UPDATED", bookingId: booking.id, ownerId: booking.ownerId });
    return booking;
  }
}

/** What the customer pays next by UPI: the link their app opens and a QR code of the same link. */
export interface UpiPaymentValue {
  link: string;
  /** INR (the API's field has always been a number). */
  amount: number;
  amountPaise: Paise;
  /** "advance" until staff record the advance as received, then "balance". */
  purpose: "advance" | "balance";
  /** PNG data URL of a QR code of `link`. */
  qrPng: string;
}

export const BOOKING_DESK_POLICIES: ServicePolicies<BookingDesk> = {
  ...open("requestCancellation", "upiPayment", "upiPaymentFor"),
  ...needs(Permission.bookingsWrite)("answerCancellation"),
};
