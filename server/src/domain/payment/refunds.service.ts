import crypto from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import { Booking } from "../booking/booking.entity";
import { recordBookingChange } from "../booking/booking-history";
import type { Balances, PaymentDocuments } from "../shared/account-ports";
import { type ActivityActor, SYSTEM } from "../shared/activity";
import { type Actor, type ServicePolicies, can, isAdmin, needs, open, requireActor } from "../shared/actor";
import type { Clock } from "../shared/clock";
import { ConflictError, NotFoundError, ValidationError, isUuid } from "../shared/errors";
import { BOOKING_CHANGED, type EventBus } from "../shared/events";
import { JOB_SEND_REFUND, type JobQueue } from "../shared/jobs";
import { msg } from "../shared/messages";
import { formatInr, type Paise } from "../shared/money";
import { Permission } from "../shared/permissions";
import * as v from "../shared/validate";
import { Payment } from "./payment.entity";
import { PaymentMethod, RefundStatus } from "./payment-enums";
import { refundablePaise } from "./payment.queries";
import { Refund } from "./refund.entity";
import type { GatewayRefund, PaymentGateway } from "./razorpay-gateway";

/** A refund's state moves forward only: pending, then processed or failed. */
const SETTLED = [RefundStatus.processed, RefundStatus.failed];

/**
 * Money returned: a refund of a ledger payment, sent through the gateway (pending until the gateway says
 * processed or failed; asked once per idempotency key, by a job that may retry) or paid back by hand
 * (processed at once). Never more than is left of the payment, which the booking's row lock orders.
 */
export class Refunds {
  constructor(
    private readonly db: DataSource,
    private readonly gateway: PaymentGateway | null,
    private readonly queue: JobQueue,
    private readonly balances: Balances,
    private readonly documents: PaymentDocuments,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  /** A booking's refunds, oldest first (staff with payments.read). */
  async list(actor: Actor | undefined, bookingId: unknown): Promise<Refund[]> {
    requireActor(actor);
    if (!isUuid(bookingId)) throw new NotFoundError(msg("booking.notFound"));
    return this.db.getRepository(Refund).find({ where: { bookingId }, order: { createdAt: "ASC", id: "ASC" } });
  }

  /** A booking's refunds for whoever read the booking (its owner, or staff with payments.read; null for other staff). */
  async ofBooking(actor: Actor | undefined, booking: Booking): Promise<Refund[] | null> {
    const reader = requireActor(actor);
    if (isAdmin(reader) ? !can(reader, Permission.paymentsRead) : booking.ownerId !== reader.id) return null;
    return this.db
      .getRepository(Refund)
      .find({ where: { bookingId: booking.id }, order: { createdAt: "ASC", id: "ASC" } });
  }

  /**
   * Staff refund (part of) a payment with a reason: through the gateway for a gateway payment, else recorded as
   * paid back by hand. Refused above what is left of the payment (other refunds counted, but failed ones).
   */
  async refund(actor: Actor | undefined, paymentId: unknown, form: { amount?: unknown; reason?: unknown }) {
    const staff = requireActor(actor);
    if (!isUuid(paymentId)) throw new NotFoundError(msg("payment.paymentNotFound"));
    const amountPaise = v.amountPaise(form.amount, "Amount", 10_000_000);
    if (amountPaise <= 0) throw new ValidationError(msg("payment.refundTooMuch"), { field: "Amount" });
    if (typeof form.reason !== "string" || !form.reason.trim())
      throw new ValidationError(msg("payment.refundNeedsReason"), { field: "Reason" });
    const reason = v.requiredText(form.reason, "Reason", 300);
    const payment = await this.db.getRepository(Payment).findOneBy({ id: paymentId });
    if (!payment) throw new NotFoundError(msg("payment.paymentNotFound"));
    const refund = await this.db.transaction(async (m) => {
      const row = await this.open(m, payment, amountPaise, `staff:${crypto.randomUUID()}`, reason, {
        actor: staff,
        by: staff.id,
      });
      if (!row) throw new ConflictError(msg("payment.refundTooMuch"), { field: "Amount" });
      return row;
    });
    this.changed(payment.bookingId);
    return refund;
  }

  /**
   * A refund of `amountPaise` on `payment` opened on `m` (the booking's row locked first): a gateway payment's is
   * pending and queued for the gateway, another's processed at once. Null when the key was used already (the
   * same automatic refund asked twice) or when it is more than is left of the payment.
   */
  async open(
    m: EntityManager,
    payment: Payment,
    amountPaise: Paise,
    idempotencyKey: string,
    reason: string,
    who: { actor: ActivityActor; by: string | null } = { actor: SYSTEM, by: null },
  ): Promise<Refund | null> {
    const booking = await m
      .getRepository(Booking)
      .findOne({ where: { id: payment.bookingId }, lock: { mode: "pessimistic_write" } });
    if (!booking) throw new NotFoundError(msg("booking.notFound"));
    if (amountPaise > (await refundablePaise(m, payment.id))) return null;
    const online = payment.method === PaymentMethod.razorpay;
    const inserted = await m
      .createQueryBuilder()
      .insert()
      .into(Refund)
      .values({
        ...{ bookingId: payment.bookingId, paymentId: payment.id, amountPaise, method: payment.method },
        ...{ status: online ? RefundStatus.pending : RefundStatus.processed, idempotencyKey, reason },
        processedAt: online ? null : this.clock.now(),
      })
      .orIgnore()
      .returning(["id"])
      .execute();
    const id = (inserted.raw as Array<{ id: string }>)[0]?.id;
    if (!id) return null;
    if (online) await this.queue.enqueue(m, JOB_SEND_REFUND, [{ id: crypto.randomUUID(), data: { refundId: id } }]);
    // Paid back by hand: processed now, and before the invoice its refund voucher with it.
    else
      await this.documents.refunded(
        m,
        { id, bookingId: payment.bookingId, paymentId: payment.id, amountPaise },
        who.actor,
      );
    await this.balances.refresh(m, payment.bookingId);
    await recordBookingChange(
      m,
      {
        bookingId: booking.id,
        from: booking.status,
        to: booking.status,
        note: `Refund ${online ? "asked of Razorpay" : "paid back"}: ${formatInr(amountPaise)} of payment ${payment.reference ?? payment.providerPaymentId} (${reason})`,
        by: who.by,
      },
      {
        actor: who.actor,
        action: "refund",
        entity: "booking",
        changes: { refund: [null, `${formatInr(amountPaise)} ${reason}`] },
      },
    );
    return m.getRepository(Refund).findOneByOrFail({ id });
  }

  /**
   * The job: a pending refund asked of the gateway with its idempotency key (a retry after a crash asks again
   * with the same key and gets the same refund). Nothing for one already asked or settled.
   */
  async send(refundId: string): Promise<void> {
    const refund = await this.db.getRepository(Refund).findOneBy({ id: refundId });
    if (!refund || refund.providerRefundId || refund.status !== RefundStatus.pending || !this.gateway) return;
    const payment = await this.db.getRepository(Payment).findOneByOrFail({ id: refund.paymentId });
    const made = await this.gateway.refund(
      payment.providerPaymentId,
      { amount: refund.amountPaise, notes: { refundId: refund.id, bookingId: refund.bookingId } },
      refund.idempotencyKey,
    );
    await this.db.getRepository(Refund).update(
      { id: refund.id, providerRefundId: null as never },
      {
        providerRefundId: made.id,
      },
    );
    await this.apply(made);
  }

  /** The gateway's word on a refund (its webhook, the reconciler, its answer to `send`), forward only. */
  async apply(entity: GatewayRefund): Promise<string> {
    const notes = Array.isArray(entity.notes) ? {} : (entity.notes ?? {});
    const outcome = await this.db.transaction(async (m) => {
      const repo = m.getRepository(Refund);
      const refund =
        (await repo.findOne({ where: { providerRefundId: entity.id }, lock: { mode: "pessimistic_write" } })) ??
        (isUuid(notes.refundId)
          ? await repo.findOne({ where: { id: notes.refundId }, lock: { mode: "pessimistic_write" } })
          : null);
      if (!refund) return "unknown refund";
      if (!refund.providerRefundId) await repo.update({ id: refund.id }, { providerRefundId: entity.id });
      const next =
        entity.status === "processed"
          ? RefundStatus.processed
          : entity.status === "failed"
            ? RefundStatus.failed
            : null;
      if (!next || SETTLED.includes(refund.status)) return "no change";
      await repo.update({ id: refund.id }, { status: next, processedAt: this.clock.now() });
      if (next === RefundStatus.processed) await this.documents.refunded(m, refund, SYSTEM);
      const booking = await m.getRepository(Booking).findOneByOrFail({ id: refund.bookingId });
      await this.balances.refresh(m, refund.bookingId);
      await recordBookingChange(
        m,
        {
          bookingId: booking.id,
          from: booking.status,
          to: booking.status,
          note: `Refund ${next}: ${formatInr(refund.amountPaise)} (${entity.id})`,
          by: null,
        },
        { actor: SYSTEM, action: "refund", entity: "booking", changes: { refund: [refund.status, next] } },
      );
      return `refund ${next}`;
    });
    const refund = await this.db.getRepository(Refund).findOneBy({ providerRefundId: entity.id });
    if (refund) this.changed(refund.bookingId);
    return outcome;
  }

  private changed(bookingId: string): void {
    void this.db
      .getRepository(Booking)
      .findOneBy({ id: bookingId })
      .then((b) => b && this.events.publish(BOOKING_CHANGED, { kind: "UPDATED", bookingId, ownerId: b.ownerId }));
  }
}

export const REFUND_POLICIES: ServicePolicies<Refunds> = {
  ...needs(Permission.paymentsRead)("list"),
  ...needs(Permission.paymentsWrite)("refund"),
  // Given a booking already read through BookingService.get (its owner or staff), like PaymentService.ofBooking.
  ...open("ofBooking"),
  // The server's own, never an API's: the capture's automatic refund, the job, the webhook and the reconciler.
  ...open("open", "send", "apply"),
};
