import crypto from "node:crypto";
import type { DataSource } from "typeorm";
import { Booking } from "../booking/booking.entity";
import { bookingRef } from "../booking/booking-rules";
import type { Balances, PaymentDocuments } from "../shared/account-ports";
import { type Actor, type ServicePolicies, needs, requireActor } from "../shared/actor";
import { todayInIndia } from "../shared/calendar";
import type { Clock } from "../shared/clock";
import { ConflictError, NotFoundError } from "../shared/errors";
import { BOOKING_CHANGED, type EventBus } from "../shared/events";
import { msg } from "../shared/messages";
import type { Paise } from "../shared/money";
import { Permission } from "../shared/permissions";
import * as v from "../shared/validate";
import { GatewayPaymentRow } from "./gateway-payment.entity";
import { PaymentEvent } from "./payment-event.entity";
import { PaymentOrder } from "./payment-order.entity";
import { OrderStatus, PaymentMethod, RefundStatus } from "./payment-enums";
import { enterPayment } from "./payment-entry";
import { Refund } from "./refund.entity";

/** What needs staff's eye on the Payments page. */
export const ISSUE_KINDS = ["held", "unmatched", "failedRefunds"] as const;
export type IssueKind = (typeof ISSUE_KINDS)[number];

/** One thing to look at: money held, money the gateway took for no order of ours, or a refund the gateway refused. */
export interface PaymentIssue {
  kind: IssueKind;
  /** The gateway's payment id (held, unmatched) or the refund's id (failed refunds). */
  id: string;
  bookingId: string | null;
  bookingReference: string | null;
  customerName: string | null;
  amountPaise: Paise;
  /** The gateway's ids and, for a held payment, what was asked. */
  detail: string;
  at: Date;
}

/**
 * Admin → Payments, "Needs attention": payments held (paid, but not the amount their order asked), payments the
 * gateway reported for orders that are not ours (unmatched: its webhook's events, kept), and refunds the gateway
 * refused; and a held payment accepted by staff, entered in the ledger as it was paid.
 */
export class PaymentIssues {
  constructor(
    private readonly db: DataSource,
    private readonly balances: Balances,
    private readonly documents: PaymentDocuments,
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  async list(actor: Actor | undefined, kind: unknown): Promise<PaymentIssue[]> {
    requireActor(actor);
    const which = v.oneOf(kind, ISSUE_KINDS, "Show");
    if (which === "failedRefunds") {
      const rows = await this.db.getRepository(Refund).find({
        where: { status: RefundStatus.failed },
        order: { createdAt: "DESC" },
        take: 200,
      });
      return Promise.all(
        rows.map(async (r) => ({
          ...(await this.bookingOf(r.bookingId)),
          ...{ kind: which, id: r.id, amountPaise: r.amountPaise, at: r.processedAt ?? r.createdAt },
          detail: `${r.providerRefundId ?? "not sent"} · ${r.reason}`,
        })),
      );
    }
    if (which === "held") {
      const orders = await this.db.getRepository(PaymentOrder).find({
        where: { status: OrderStatus.held },
        order: { updatedAt: "DESC" },
        take: 200,
      });
      const held = await Promise.all(
        orders.map(async (o) => {
          const paid = await this.db.getRepository(GatewayPaymentRow).findBy({ orderId: o.id });
          return paid
            .filter((p) => p.status === "captured" && !p.paymentId)
            .map(async (p) => ({
              ...(await this.bookingOf(o.bookingId)),
              ...{ kind: which, id: p.id, amountPaise: p.amountPaise, at: p.updatedAt },
              detail: `${o.providerOrderId ?? o.receipt} asked ${o.amountPaise} paise`,
            }));
        }),
      );
      return Promise.all(held.flat());
    }
    const unknown = await this.db.getRepository(PaymentEvent).find({
      where: { outcome: "unknown order" },
      order: { receivedAt: "DESC" },
      take: 200,
    });
    return unknown.map((e) => {
      const p = (e.payload as { payment?: { entity?: { id?: string; order_id?: string; amount?: number } } }).payment
        ?.entity;
      return {
        ...{ kind: which, id: String(p?.id ?? e.id), bookingId: null, bookingReference: null, customerName: null },
        ...{
          amountPaise: Number(p?.amount ?? 0),
          detail: `${e.event} · ${p?.order_id ?? "no order"}`,
          at: e.receivedAt,
        },
      };
    });
  }

  /** Staff accept a held payment: entered in the ledger for its booking as paid (it may then leave a balance or more). */
  async acceptHeld(actor: Actor | undefined, gatewayPaymentId: unknown): Promise<PaymentIssue[]> {
    const staff = requireActor(actor);
    const id = typeof gatewayPaymentId === "string" ? gatewayPaymentId : "";
    const row = id ? await this.db.getRepository(GatewayPaymentRow).findOneBy({ id }) : null;
    if (!row) throw new NotFoundError(msg("payment.paymentNotFound"));
    const bookingId = await this.db.transaction(async (m) => {
      const order = await m
        .getRepository(PaymentOrder)
        .findOne({ where: { id: row.orderId }, lock: { mode: "pessimistic_write" } });
      const current = await m.getRepository(GatewayPaymentRow).findOneBy({ id });
      if (!order || order.status !== OrderStatus.held || current?.paymentId || current?.status !== "captured")
        throw new ConflictError(msg("payment.notHeld"));
      const booking = await m
        .getRepository(Booking)
        .findOne({ where: { id: order.bookingId }, lock: { mode: "pessimistic_write" } });
      if (!booking) throw new NotFoundError(msg("booking.notFound"));
      const payment = await enterPayment(
        m,
        { balances: this.balances, documents: this.documents },
        booking,
        {
          ...{
            id: crypto.randomUUID(),
            kind: order.kind,
            method: PaymentMethod.razorpay,
            amountPaise: row.amountPaise,
          },
          ...{
            reference: null,
            providerPaymentId: id,
            receivedOn: todayInIndia(this.clock.now()),
            recordedBy: "staff",
          },
        },
        { actor: staff, by: staff.id, refuseOverpayment: false },
      );
      await m.getRepository(GatewayPaymentRow).update({ id }, { paymentId: payment.id });
      await m.getRepository(PaymentOrder).update({ id: order.id }, { status: OrderStatus.paid });
      return booking.id;
    });
    const booking = await this.db.getRepository(Booking).findOneByOrFail({ id: bookingId });
    this.events.publish(BOOKING_CHANGED, { kind: "UPDATED", bookingId, ownerId: booking.ownerId });
    return this.list(staff, "held");
  }

  private async bookingOf(bookingId: string) {
    const b = await this.db.getRepository(Booking).findOneBy({ id: bookingId });
    return { bookingId, bookingReference: bookingRef(bookingId), customerName: b?.name ?? null };
  }
}

export const PAYMENT_ISSUE_POLICIES: ServicePolicies<PaymentIssues> = {
  ...needs(Permission.paymentsRead)("list"),
  ...needs(Permission.paymentsWrite)("acceptHeld"),
};
