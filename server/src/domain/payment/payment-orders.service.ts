import type { DataSource } from "typeorm";
import type { Config } from "../../config";
import { Booking } from "../booking/booking.entity";
import { dueNow } from "../booking/booking-money";
import { bookingRef } from "../booking/booking-rules";
import { validQuoteToken } from "../shared/quote-token";
import { recordActivity } from "../shared/activity";
import { type Actor, type ServicePolicies, can, isAdmin, needs, open, requireActor } from "../shared/actor";
import { daysBefore } from "../shared/calendar";
import type { Clock } from "../shared/clock";
import { BookingStatus } from "../shared/enums";
import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";
import { type Paise, formatInr, rupeesNumber } from "../shared/money";
import { Permission } from "../shared/permissions";
import { whatsappLink } from "../shared/phone";
import { PaymentOrder } from "./payment-order.entity";
import { OrderStatus, PaymentKind } from "./payment-enums";
import { GatewayError, type PaymentGateway } from "./razorpay-gateway";

/** An order made on the customer's page is reused while it waits, for this long (a second tap opens the same one). */
const REUSE_MS = 30 * 60_000;
/** A payment link stays good for a week. */
const LINK_DAYS = 7;

/** What the browser needs to open the gateway's Checkout for an order. */
export interface CheckoutOrder {
  /** The gateway's order id (Checkout's order_id). */
  orderId: string;
  keyId: string;
  amountPaise: Paise;
  /** INR. */
  amount: number;
  currency: "INR";
  kind: PaymentKind;
  name: string;
  email: string;
  contact: string;
  description: string;
}

/** A payment link sent by staff: its order, and the wa.me message that shares it. */
export interface SentLink {
  order: PaymentOrder;
  whatsappLink: string | null;
}

/**
 * Online payment requests: the gateway's order that the customer's page opens in Checkout (for the booking's
 * owner, a guest with the quote link's token, or staff with payments.write), and the payment link staff send.
 * Each asks for what is due now (the advance, then the balance), never on a cancelled booking. The webhook, not
 * the browser, then says whether it was paid (GatewayEvents).
 */
export class PaymentOrders {
  constructor(
    private readonly db: DataSource,
    private readonly config: Pick<Config, "jwtSecret">,
    private readonly gateway: PaymentGateway | null,
    private readonly clock: Clock,
  ) {}

  /** Whether online payment is set up (the keys are set). */
  enabled(): boolean {
    return !!this.gateway;
  }

  async createOrder(actor: Actor | undefined, bookingId: unknown, token?: unknown): Promise<CheckoutOrder> {
    const booking = await this.payable(actor, bookingId, token);
    const gateway = this.gateway!;
    const due = this.due(booking);
    const waiting = await this.db
      .getRepository(PaymentOrder)
      .findOne({ where: { bookingId: booking.id, status: OrderStatus.created }, order: { createdAt: "DESC" } });
    const fresh =
      waiting?.providerOrderId &&
      !waiting.providerLinkId &&
      waiting.kind === due.kind &&
      waiting.amountPaise === due.amountPaise &&
      this.clock.now().getTime() - waiting.createdAt.getTime() < REUSE_MS;
    const order = fresh
      ? waiting
      : await this.open(booking, due, actor, async (receipt) => {
          const made = await gateway.createOrder({
            amount: due.amountPaise,
            receipt,
            notes: { bookingId: booking.id, kind: due.kind },
          });
          return { providerOrderId: made.id };
        });
    return {
      orderId: order.providerOrderId!,
      keyId: gateway.keyId,
      amountPaise: order.amountPaise,
      amount: rupeesNumber(order.amountPaise),
      currency: "INR",
      kind: order.kind,
      name: booking.name,
      email: booking.email,
      contact: booking.phone,
      description: `${due.kind === PaymentKind.advance ? "Advance" : "Balance"} for ${bookingRef(booking.id)}`,
    };
  }

  /**
   * What the booking's reader can pay online now (its owner or staff: the caller checked the booking was theirs to
   * read): null without the gateway, on a cancelled booking, or with nothing due.
   */
  dueOnline(booking: Booking): { amountPaise: Paise; kind: PaymentKind } | null {
    if (!this.gateway || booking.status === BookingStatus.Cancelled) return null;
    const due = dueNow(booking);
    return (
      due && {
        amountPaise: due.amountPaise,
        kind: due.purpose === "advance" ? PaymentKind.advance : PaymentKind.balance,
      }
    );
  }

  /** Staff send a payment link for what is due now: the gateway e-mails and texts it; WhatsApp shares it too. */
  async sendLink(actor: Actor | undefined, bookingId: unknown): Promise<SentLink> {
    const booking = await this.payable(actor, bookingId);
    const gateway = this.gateway!;
    const due = this.due(booking);
    const expireBy = Math.floor(daysBefore(this.clock.now(), -LINK_DAYS).getTime() / 1000);
    const order = await this.open(booking, due, actor, async (receipt) => {
      const link = await gateway.createPaymentLink({
        amount: due.amountPaise,
        reference_id: receipt,
        description: `${due.kind === PaymentKind.advance ? "Advance" : "Balance"} for ${bookingRef(booking.id)}`,
        customer: { name: booking.name, email: booking.email, contact: booking.phone },
        notes: { bookingId: booking.id, kind: due.kind },
        expire_by: expireBy,
      });
      return { providerLinkId: link.id, linkUrl: link.short_url, providerOrderId: link.order_id ?? null };
    });
    const text = `Namaste ${booking.name}, please pay ${formatInr(order.amountPaise)} (${due.kind}) for booking ${bookingRef(booking.id)} here: ${order.linkUrl}`;
    return { order, whatsappLink: whatsappLink(booking.phone, text) };
  }

  /** A booking's orders and links, newest first (staff with payments.read). */
  async list(actor: Actor | undefined, bookingId: unknown): Promise<PaymentOrder[]> {
    requireActor(actor);
    if (!isUuid(bookingId)) throw new NotFoundError(msg("booking.notFound"));
    return this.db.getRepository(PaymentOrder).find({ where: { bookingId }, order: { createdAt: "DESC" } });
  }

  /**
   * The order's row, numbered BK-xxxx-<kind>-<n> under the booking's lock (so two taps never share a number),
   * then made at the gateway; a refusal of the gateway leaves the row failed with its reason, and answers 409.
   */
  private async open(
    booking: Booking,
    due: { kind: PaymentKind; amountPaise: Paise },
    actor: Actor | undefined,
    make: (receipt: string) => Promise<Partial<PaymentOrder>>,
  ): Promise<PaymentOrder> {
    const order = await this.db.transaction(async (m) => {
      await m.getRepository(Booking).findOne({ where: { id: booking.id }, lock: { mode: "pessimistic_write" } });
      const n = await m.getRepository(PaymentOrder).countBy({ bookingId: booking.id, kind: due.kind });
      const row = await m.getRepository(PaymentOrder).save({
        bookingId: booking.id,
        kind: due.kind,
        amountPaise: due.amountPaise,
        receipt: `${bookingRef(booking.id)}-${booking.id.slice(0, 8)}-${due.kind}-${n + 1}`,
        createdBy: actor?.id ?? null,
      });
      await recordActivity(m, actor ?? { id: null, name: booking.name }, {
        action: "payment order",
        entity: "booking",
        entityId: booking.id,
        changes: { order: [null, `${row.receipt} ${formatInr(due.amountPaise)}`] },
      });
      return row;
    });
    try {
      const made = await make(order.receipt);
      await this.db.getRepository(PaymentOrder).update({ id: order.id }, made);
      return this.db.getRepository(PaymentOrder).findOneByOrFail({ id: order.id });
    } catch (e) {
      const reason = e instanceof GatewayError ? e.description : "unavailable";
      await this.db.getRepository(PaymentOrder).update({ id: order.id }, { status: OrderStatus.failed, note: reason });
      if (e instanceof GatewayError) throw new ConflictError(msg("payment.gatewayRefused", { reason }));
      throw e;
    }
  }

  private due(booking: Booking): { kind: PaymentKind; amountPaise: Paise } {
    if (booking.status === BookingStatus.Cancelled) throw new ConflictError(msg("payment.bookingCancelled"));
    const due = this.dueOnline(booking);
    if (!due) throw new ConflictError(msg("payment.nothingDue"));
    return due;
  }

  /**
   * The booking, for one who may pay on it: its owner, a guest with its quote link's token, or staff with
   * payments.write. Refused (409) when online payment is not set up.
   */
  private async payable(actor: Actor | undefined, bookingId: unknown, token?: unknown): Promise<Booking> {
    const booking = isUuid(bookingId) ? await this.db.getRepository(Booking).findOneBy({ id: bookingId }) : null;
    const byToken =
      !!booking && token != null && validQuoteToken(this.config.jwtSecret, booking.id, token, this.clock.now());
    if (!byToken) {
      const who = requireActor(actor);
      if (!booking) throw new NotFoundError(msg("booking.notFound"));
      if (isAdmin(who) ? !can(who, Permission.paymentsWrite) : booking.ownerId !== who.id)
        throw isAdmin(who) ? new ForbiddenError() : new NotFoundError(msg("booking.notFound"));
    }
    if (!booking) throw actor ? new NotFoundError(msg("booking.notFound")) : new UnauthenticatedError();
    if (!this.gateway) throw new ConflictError(msg("payment.gatewayOff"));
    return booking;
  }
}

export const PAYMENT_ORDER_POLICIES: ServicePolicies<PaymentOrders> = {
  // The owner, a guest with the quote link's token, or staff with payments.write: checked in `payable`.
  ...open("createOrder", "enabled"),
  // Given a booking (or an accepted quote's) its reader already read.
  ...open("dueOnline"),
  ...needs(Permission.paymentsWrite)("sendLink"),
  ...needs(Permission.paymentsRead)("list"),
};
