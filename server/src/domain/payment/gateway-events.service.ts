import crypto from "node:crypto";
import type { DataSource } from "typeorm";
import { Booking } from "../booking/booking.entity";
import type { Balances, PaymentDocuments } from "../shared/account-ports";
import { SYSTEM } from "../shared/activity";
import { type ServicePolicies, open } from "../shared/actor";
import { daysBefore, todayInIndia } from "../shared/calendar";
import type { Clock } from "../shared/clock";
import type { MailQueue } from "../shared/mail-queue";
import { BookingStatus } from "../shared/enums";
import { ValidationError } from "../shared/errors";
import { BOOKING_CHANGED, type EventBus } from "../shared/events";
import { JOB_APPLY_PAYMENT_EVENT, type JobQueue } from "../shared/jobs";
import { log } from "../shared/log";
import { msg } from "../shared/messages";
import { GatewayPaymentRow } from "./gateway-payment.entity";
import { PaymentEvent } from "./payment-event.entity";
import { PaymentOrder } from "./payment-order.entity";
import { OrderStatus, PaymentMethod, RefundStatus } from "./payment-enums";
import { Payment } from "./payment.entity";
import { Refund } from "./refund.entity";
import { enterPayment } from "./payment-entry";
import { busTakenElsewhere } from "./payment.queries";
import type { GatewayPayment, GatewayRefund, PaymentGateway } from "./razorpay-gateway";
import type { Refunds } from "./refunds.service";

/** A gateway payment's states in the only order they may follow; failed is reachable only before captured. */
const RANK: Record<string, number> = { created: 0, authorized: 1, failed: 2, captured: 3, refunded: 4 };

/** The events the product acts on; any other is stored and answered 200, and does nothing. */
const PAYMENT_EVENTS = ["payment.authorized", "payment.captured", "payment.failed", "order.paid", "payment_link.paid"];
const REFUND_EVENTS = ["refund.processed", "refund.failed"];

/**
 * The gateway's word on payments, however it arrives: a webhook (verified against the raw body, stored once by its
 * event id, applied by a job) or the reconciler asking about orders still unpaid. Both go through one forward-only
 * state machine per gateway payment, under the order's row lock: events in any order, twice or at once on two
 * instances enter a captured payment in the ledger exactly once. A capture of the order's amount is entered (the
 * booking's advance or balance, its history, the customer's e-mail); another amount is held for staff; a capture
 * for a cancelled booking, or one whose bus another confirmed trip now holds, is refunded in full, once.
 */
export class GatewayEvents {
  constructor(
    private readonly db: DataSource,
    private readonly gateway: PaymentGateway | null,
    private readonly queue: JobQueue,
    private readonly balances: Balances,
    private readonly documents: PaymentDocuments,
    private readonly refunds: Refunds,
    private readonly notifications: MailQueue,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  /**
   * The webhook: refused (400, nothing stored) unless the signature is the webhook secret's over these very
   * bytes; stored once by the event's id (a duplicate answers as the first did and does nothing more), and
   * applied by a job queued on the same transaction.
   */
  async receive(rawBody: Buffer, signature: unknown, eventId: unknown): Promise<"stored" | "duplicate"> {
    if (!this.gateway || !this.gateway.webhookSigned(rawBody, signature))
      throw new ValidationError(msg("payment.badSignature"));
    let body: { event?: unknown; payload?: unknown };
    try {
      body = JSON.parse(rawBody.toString("utf8"));
    } catch {
      throw new ValidationError(msg("payment.badSignature"));
    }
    const event = typeof body.event === "string" ? body.event.slice(0, 100) : "";
    // Razorpay names each event in x-razorpay-event-id; without one, the body's digest stands for it.
    const id =
      typeof eventId === "string" && /^[\w.-]{1,100}$/.test(eventId)
        ? eventId
        : `sha256:${crypto.createHash("sha256").update(rawBody).digest("hex")}`;
    return this.db.transaction(async (m) => {
      const inserted = await m
        .createQueryBuilder()
        .insert()
        .into(PaymentEvent)
        .values({ id, event, payload: (body.payload ?? {}) as never })
        .orIgnore()
        .returning(["id"])
        .execute();
      if (!(inserted.raw as unknown[]).length) return "duplicate";
      await this.queue.enqueue(m, JOB_APPLY_PAYMENT_EVENT, [{ id: crypto.randomUUID(), data: { eventId: id } }]);
      return "stored";
    });
  }

  /** The job: one stored event through the state machine; its outcome kept on its row. */
  async apply(eventId: string): Promise<void> {
    const row = await this.db.getRepository(PaymentEvent).findOneBy({ id: eventId });
    if (!row || row.appliedAt) return;
    const payload = row.payload as {
      payment?: { entity?: GatewayPayment };
      order?: { entity?: { id?: string } };
      refund?: { entity?: GatewayRefund };
    };
    let outcome = "ignored";
    if (PAYMENT_EVENTS.includes(row.event) && payload.payment?.entity)
      outcome = await this.applyPayment(payload.payment.entity, payload.order?.entity?.id);
    else if (REFUND_EVENTS.includes(row.event) && payload.refund?.entity)
      outcome = await this.refunds.apply(payload.refund.entity);
    if (outcome === "unknown order") log.warn({ eventId, event: row.event }, "payment event for an unknown order");
    await this.db.getRepository(PaymentEvent).update({ id: eventId }, { appliedAt: this.clock.now(), outcome });
  }

  /**
   * The reconciler (every PAYMENTS_RECONCILE_SECONDS): orders still unpaid after 1.5 × that are asked about, and
   * their payments go through the same state machine; refunds still pending are sent or asked about. A webhook
   * endpoint that was down loses nothing. Orders older than a week are let be (their links have expired).
   */
  async reconcile(intervalSeconds: number): Promise<number> {
    if (!this.gateway) return 0;
    const now = this.clock.now().getTime();
    const olderThan = new Date(now - intervalSeconds * 1500);
    const waiting = await this.db
      .getRepository(PaymentOrder)
      .createQueryBuilder("o")
      .where(`o.status = 'created' AND o."providerOrderId" IS NOT NULL`)
      .andWhere(`o."createdAt" < :olderThan AND o."createdAt" > :weekAgo`, {
        olderThan,
        weekAgo: daysBefore(this.clock.now(), 7),
      })
      .orderBy(`o."createdAt"`, "ASC")
      .limit(100)
      .getMany();
    let paid = 0;
    for (const order of waiting)
      for (const payment of await this.gateway.orderPayments(order.providerOrderId!))
        if ((await this.applyPayment(payment, order.providerOrderId!)) === "captured") paid++;
    await this.pendingRefunds(olderThan);
    return paid;
  }

  /** Refunds the gateway has not settled: asked again (never asked) or asked about. */
  private async pendingRefunds(olderThan: Date): Promise<void> {
    const pending = await this.db
      .getRepository(Refund)
      .createQueryBuilder("r")
      .where("r.status = :pending AND r.method = :online AND r.createdAt < :olderThan", {
        pending: RefundStatus.pending,
        online: PaymentMethod.razorpay,
        olderThan,
      })
      .orderBy("r.createdAt", "ASC")
      .limit(100)
      .getMany();
    for (const refund of pending) {
      if (!refund.providerRefundId) await this.refunds.send(refund.id);
      else {
        const payment = await this.db.getRepository(Payment).findOneByOrFail({ id: refund.paymentId });
        await this.refunds.apply(await this.gateway!.fetchRefund(payment.providerPaymentId, refund.providerRefundId));
      }
    }
  }

  /**
   * One gateway payment's state, forward only, under its order's row lock. Answers what happened: "unknown
   * order", "no change", "authorized", "failed", "held", "captured" (entered in the ledger).
   */
  async applyPayment(p: GatewayPayment, orderHint?: string): Promise<string> {
    const providerOrderId = p.order_id ?? orderHint;
    if (!providerOrderId || typeof p.id !== "string") return "unknown order";
    let refundFor: string | null = null;
    const result = await this.db.transaction(async (m) => {
      const order = await m
        .getRepository(PaymentOrder)
        .findOne({ where: { providerOrderId }, lock: { mode: "pessimistic_write" } });
      if (!order) return { outcome: "unknown order" };
      const repo = m.getRepository(GatewayPaymentRow);
      const known = await repo.findOneBy({ id: p.id });
      const status = p.status === "refunded" ? "captured" : p.status;
      const from = RANK[known?.status ?? "created"] ?? 0;
      const to = RANK[status];
      const forward = to !== undefined && (!known || to > from) && !(status === "failed" && from >= RANK.captured);
      if (!forward) return { outcome: "no change", order };
      await repo.upsert(
        { id: p.id, orderId: order.id, amountPaise: p.amount, status, method: p.method ?? null },
        { conflictPaths: ["id"] },
      );
      if (status !== "captured") return { outcome: status, order };
      if (p.amount !== order.amountPaise || (p.currency && p.currency !== "INR")) {
        const note = `Paid ${p.amount} paise (${p.currency}) against an order of ${order.amountPaise}: held for staff`;
        await m.getRepository(PaymentOrder).update({ id: order.id }, { status: OrderStatus.held, note });
        log.warn({ orderId: order.id, paymentId: p.id }, "payment amount differs from its order: held");
        return { outcome: "held", order };
      }
      const booking = await m
        .getRepository(Booking)
        .findOne({ where: { id: order.bookingId }, lock: { mode: "pessimistic_write" } });
      if (!booking) return { outcome: "unknown order" };
      const receivedOn = todayInIndia(new Date((p.created_at || this.clock.now().getTime() / 1000) * 1000));
      const payment = await enterPayment(
        m,
        { balances: this.balances, documents: this.documents },
        booking,
        {
          ...{ id: crypto.randomUUID(), kind: order.kind, method: PaymentMethod.razorpay, amountPaise: p.amount },
          ...{ reference: null, providerPaymentId: p.id, receivedOn, recordedBy: "gateway" },
        },
        { actor: SYSTEM, by: null, refuseOverpayment: false },
      );
      await repo.update({ id: p.id }, { paymentId: payment.id });
      await m.getRepository(PaymentOrder).update({ id: order.id }, { status: OrderStatus.paid });
      // Money for a trip that can no longer run goes back, in full and once (the key is the payment's).
      const cancelled = booking.status === BookingStatus.Cancelled;
      if (cancelled || (await busTakenElsewhere(m, booking.id))) {
        const why = cancelled ? "the booking was cancelled" : "the bus is no longer free";
        await this.refunds.open(m, payment, payment.amountPaise, `auto:${p.id}`, `Automatic refund: ${why}`);
        refundFor = booking.id;
      } else await this.notifications.queueForPayment(m, booking, payment.id);
      return { outcome: "captured", order, booking };
    });
    if ("order" in result && result.order && result.outcome !== "no change") {
      const booking = await this.db.getRepository(Booking).findOneBy({ id: result.order.bookingId });
      if (booking)
        this.events.publish(BOOKING_CHANGED, { kind: "UPDATED", bookingId: booking.id, ownerId: booking.ownerId });
    }
    if (refundFor) log.info({ bookingId: refundFor, paymentId: p.id }, "captured payment refunded automatically");
    return result.outcome;
  }
}

export const GATEWAY_EVENT_POLICIES: ServicePolicies<GatewayEvents> = {
  // The webhook proves itself by its signature; the rest is the server's own (the job and the reconciler).
  ...open("receive", "apply", "reconcile", "applyPayment"),
};
