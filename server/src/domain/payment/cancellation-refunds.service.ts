import crypto from "node:crypto";
import type { DataSource } from "typeorm";
import { Booking } from "../booking/booking.entity";
import { SettingRow, type SettingsInput } from "../settings/setting-row";
import { type Actor, type ServicePolicies, needs, requireActor } from "../shared/actor";
import { daysBetween, todayInIndia } from "../shared/calendar";
import type { Clock } from "../shared/clock";
import { ConflictError, NotFoundError, ValidationError, isUuid } from "../shared/errors";
import { BOOKING_CHANGED, type EventBus } from "../shared/events";
import { msg } from "../shared/messages";
import { type Paise, percentOf } from "../shared/money";
import { Permission } from "../shared/permissions";
import * as v from "../shared/validate";
import { Payment } from "./payment.entity";
import { PaymentMethod } from "./payment-enums";
import { refundablePaise } from "./payment.queries";
import { REFUND_POLICY_DEFAULTS, type RefundPolicyValues, tierFor, validRefundPolicy } from "./refund-policy";
import type { Refund } from "./refund.entity";
import type { Refunds } from "./refunds.service";

/** What the cancellation policy gives back on a booking now. */
export interface PolicyRefund {
  /** Whole days from today (India) to departure; negative once departed. */
  daysBefore: number;
  /** The tier met (its days), none when no tier applies. */
  tierDays: number | null;
  percent: number;
  /** What was received and is not yet refunded. */
  refundablePaise: Paise;
  /** The policy's share of it, rounded half up to the paisa. */
  suggestedPaise: Paise;
}

/**
 * Refunds by the cancellation policy: its tiers (a settings row, Settings → Cancellation policy), what they give
 * back on a booking today, and the refund staff confirm or change (with a reason), spread over the booking's
 * payments (online ones first, through the gateway; the newest first), never more than is left of them.
 */
export class CancellationRefunds {
  private readonly row = new SettingRow<RefundPolicyValues>("refund-policy", REFUND_POLICY_DEFAULTS, validRefundPolicy);

  constructor(
    private readonly db: DataSource,
    private readonly refunds: Refunds,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  async policy(actor: Actor | undefined): Promise<RefundPolicyValues> {
    requireActor(actor);
    return this.row.read(this.db.manager);
  }

  async savePolicy(actor: Actor | undefined, input: SettingsInput<RefundPolicyValues>): Promise<RefundPolicyValues> {
    return this.row.save(this.db, requireActor(actor), input);
  }

  /** What the policy refunds on a booking if refunded today. */
  async suggestion(actor: Actor | undefined, bookingId: unknown): Promise<PolicyRefund> {
    requireActor(actor);
    const booking = await this.existing(bookingId);
    const policy = await this.row.read(this.db.manager);
    const daysBefore = daysBetween(todayInIndia(this.clock.now()), booking.departureDate);
    const tier = tierFor(policy, daysBefore);
    const refundable = await this.refundable(booking.id);
    const percent = tier?.percent ?? 0;
    return {
      ...{ daysBefore, tierDays: tier?.daysBefore ?? null, percent },
      ...{ refundablePaise: refundable, suggestedPaise: percentOf(refundable, percent) },
    };
  }

  /**
   * Refunds `amount` (₹; the policy's suggestion when omitted) of a booking with a reason, over its payments on one
   * transaction: refused above what is left to refund.
   */
  async refundBooking(
    actor: Actor | undefined,
    bookingId: unknown,
    form: { amount?: unknown; reason?: unknown },
  ): Promise<Refund[]> {
    const staff = requireActor(actor);
    const booking = await this.existing(bookingId);
    const reason = v.requiredText(form.reason, "Reason", 300);
    const amountPaise =
      form.amount === undefined || form.amount === null || form.amount === ""
        ? (await this.suggestion(staff, booking.id)).suggestedPaise
        : v.amountPaise(form.amount, "Amount", 10_000_000);
    if (amountPaise <= 0) throw new ConflictError(msg("payment.nothingToRefund"), { field: "Amount" });
    const made = await this.db.transaction(async (m) => {
      await m.getRepository(Booking).findOne({ where: { id: booking.id }, lock: { mode: "pessimistic_write" } });
      const payments = (await m.getRepository(Payment).find({ where: { bookingId: booking.id } })).sort(
        (a, b) =>
          Number(b.method === PaymentMethod.razorpay) - Number(a.method === PaymentMethod.razorpay) ||
          b.receivedOn.localeCompare(a.receivedOn) ||
          b.createdAt.getTime() - a.createdAt.getTime(),
      );
      let left = amountPaise;
      const out: Refund[] = [];
      for (const payment of payments) {
        if (left <= 0) break;
        const part = Math.min(left, await refundablePaise(m, payment.id));
        if (part <= 0) continue;
        const key = `policy:${crypto.randomUUID()}`;
        const refund = await this.refunds.open(m, payment, part, key, reason, { actor: staff, by: staff.id });
        if (refund) out.push(refund);
        left -= part;
      }
      if (left > 0) throw new ValidationError(msg("payment.refundTooMuch"), { field: "Amount" });
      return out;
    });
    this.events.publish(BOOKING_CHANGED, { kind: "UPDATED", bookingId: booking.id, ownerId: booking.ownerId });
    return made;
  }

  private async refundable(bookingId: string): Promise<Paise> {
    const payments = await this.db.getRepository(Payment).find({ where: { bookingId } });
    let sum = 0;
    for (const p of payments) sum += await refundablePaise(this.db.manager, p.id);
    return sum;
  }

  private async existing(bookingId: unknown): Promise<Booking> {
    const booking = isUuid(bookingId) ? await this.db.getRepository(Booking).findOneBy({ id: bookingId }) : null;
    if (!booking) throw new NotFoundError(msg("booking.notFound"));
    return booking;
  }
}

export const CANCELLATION_REFUND_POLICIES: ServicePolicies<CancellationRefunds> = {
  ...needs(Permission.paymentsRead, Permission.settingsWrite)("policy"),
  ...needs(Permission.settingsWrite)("savePolicy"),
  ...needs(Permission.paymentsRead)("suggestion"),
  ...needs(Permission.paymentsWrite)("refundBooking"),
};
