/** Online payments over REST: the Checkout order, the payment link, refunds. */
import { Type } from "@sinclair/typebox";
import { toDoc } from "../../rest/documents";
import { dateTime, orNull, strict, uuid } from "../../rest/json-schema";
import { errorRef, ok, query, refsTo, route, staff } from "../../rest/route";
import { PAYMENT_ORDER_POLICIES } from "./payment-orders.service";
import type { PaymentOrder as OrderRow } from "./payment-order.entity";
import type { Refund as RefundRow } from "./refund.entity";
import { REFUND_POLICIES } from "./refunds.service";
import { CANCELLATION_REFUND_POLICIES } from "./cancellation-refunds.service";
import { PAYMENT_ISSUE_POLICIES, type PaymentIssue as PaymentIssueValue } from "./payment-issues.service";
import { rupeesNumber } from "../shared/money";
import { OrderStatus, PaymentKind, PaymentMethod, RefundStatus } from "./payment-enums";

const literals = (values: string[], description: string) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    { description },
  );

const CheckoutOrder = Type.Object(
  {
    orderId: Type.String({ description: "The gateway's order id (order_…): Checkout's order_id" }),
    keyId: Type.String({ description: "The gateway's public key id: Checkout's key" }),
    amountPaise: Type.Integer({ description: "Paise: Checkout's amount" }),
    amount: Type.Number({ description: "INR" }),
    currency: Type.Literal("INR"),
    kind: literals(Object.values(PaymentKind), "advance or balance"),
    name: Type.String(),
    email: Type.String(),
    contact: Type.String(),
    description: Type.String({ description: "Advance (or Balance) for BK-xxxx" }),
  },
  strict,
);
const CreatePaymentOrderRequest = Type.Object(
  { token: Type.Optional(orNull<string>("string", "The quote link's token, for a guest")) },
  strict,
);
const PaymentOrder = Type.Object(
  {
    _id: uuid,
    bookingId: uuid,
    kind: literals(Object.values(PaymentKind), "advance or balance"),
    amount: Type.Number({ description: "INR asked" }),
    provider: Type.String({ description: "razorpay" }),
    providerOrderId: orNull<string>("string", "The gateway's order id"),
    providerLinkId: orNull<string>("string", "The payment link's id, when sent as a link"),
    linkUrl: orNull<string>("string", "The payment link the customer opens"),
    receipt: Type.String({ description: "Ours, as the gateway keeps it" }),
    status: literals(Object.values(OrderStatus), "created, paid, held or failed"),
    note: orNull<string>("string", "Why it is held or failed"),
    createdAt: dateTime,
    updatedAt: dateTime,
  },
  strict,
);
const SentPaymentLink = Type.Object(
  {
    order: PaymentOrder,
    whatsappLink: orNull<string>("string", "wa.me link with the message prefilled"),
  },
  strict,
);
const Refund = Type.Object(
  {
    _id: uuid,
    bookingId: uuid,
    paymentId: uuid,
    amount: Type.Number({ description: "INR returned" }),
    method: literals(Object.values(PaymentMethod), "razorpay (through the gateway), upi_manual, cash or bank"),
    status: literals(Object.values(RefundStatus), "pending, processed or failed"),
    providerRefundId: orNull<string>("string", "The gateway's refund id"),
    reason: Type.String(),
    createdAt: dateTime,
    processedAt: orNull<string>("string", "When the gateway (or staff) settled it", { format: "date-time" }),
  },
  strict,
);
const RefundRequest = Type.Object(
  {
    amount: Type.Union([Type.Number(), Type.String()], { description: "INR to return" }),
    reason: Type.String({ description: "Why" }),
  },
  strict,
);
const RefundPolicy = Type.Object(
  {
    tiers: Type.Array(
      Type.Object(
        {
          daysBefore: Type.Integer({ description: "Cancelled at least this many days before departure" }),
          percent: Type.Integer({ description: "Whole percent of what was paid that is refunded" }),
        },
        strict,
      ),
      { description: "Longest notice first" },
    ),
  },
  strict,
);
const CancellationRefund = Type.Object(
  {
    daysBefore: Type.Integer({ description: "Whole days from today (India) to departure; negative once departed" }),
    tierDays: orNull<number>("integer", "The tier met (its days); null: no tier applies"),
    percent: Type.Integer(),
    refundable: Type.Number({ description: "INR received and not yet refunded" }),
    suggested: Type.Number({ description: "INR the policy refunds" }),
  },
  strict,
);
const RefundBookingRequest = Type.Object(
  {
    amount: Type.Optional(
      Type.Union([Type.Number(), Type.String(), Type.Null()], { description: "INR; the policy's when omitted" }),
    ),
    reason: Type.String({ description: "Why" }),
  },
  strict,
);
const PaymentIssue = Type.Object(
  {
    kind: Type.String({ description: "held, unmatched or failedRefunds" }),
    id: Type.String({ description: "The gateway's payment id (held, unmatched) or the refund's id (failed refunds)" }),
    bookingId: orNull<string>("string", "The booking, when known"),
    bookingReference: orNull<string>("string", "BK-xxxx"),
    customerName: orNull<string>("string"),
    amount: Type.Number({ description: "INR" }),
    detail: Type.String({ description: "The gateway's ids, and what a held payment's order asked" }),
    at: dateTime,
  },
  strict,
);
export const schemas = {
  PaymentIssue,
  CheckoutOrder,
  CreatePaymentOrderRequest,
  PaymentOrder,
  SentPaymentLink,
  Refund,
  RefundRequest,
  RefundPolicy,
  CancellationRefund,
  RefundBookingRequest,
};
const { ref, list } = refsTo(schemas);

const issueDoc = ({ amountPaise, at, ...rest }: PaymentIssueValue) => ({
  ...rest,
  amount: rupeesNumber(amountPaise),
  at: at.toISOString(),
});
const orderDoc = (o: OrderRow) => toDoc(PaymentOrder, o, { amount: o.amount });
const refundDoc = (r: RefundRow) => toDoc(Refund, r, { amount: r.amount });

export const routes = {
  createPaymentOrder: route("post", "/api/bookings/{id}/payments/orders", "guest", {
    body: ref("CreatePaymentOrderRequest"),
    summary:
      "An online payment of what is due now through the gateway's Checkout: the booking's owner, a guest with the quote link's token, or staff with payments.write. The webhook confirms it",
    ok: ok(201, "What Checkout needs", ref("CheckoutOrder")),
    answers: { "409": errorRef("Conflict") },
    handle: async ({ services, actor, id, body }) => services.paymentOrders.createOrder(actor, id, body.token),
  }),
  listPaymentOrders: route("get", "/api/bookings/{id}/payments/orders", staff(PAYMENT_ORDER_POLICIES, "list"), {
    summary: "A booking's online payment orders and links, newest first (payments.read)",
    ok: ok(200, "The orders", list("PaymentOrder")),
    handle: async ({ services, actor, id }) => (await services.paymentOrders.list(actor, id)).map(orderDoc),
  }),
  sendPaymentLink: route("post", "/api/bookings/{id}/payments/links", staff(PAYMENT_ORDER_POLICIES, "sendLink"), {
    summary: "Sends the customer a payment link for what is due now (payments.write)",
    ok: ok(201, "The link", ref("SentPaymentLink")),
    answers: { "409": errorRef("Conflict") },
    handle: async ({ services, actor, id }) => {
      const sent = await services.paymentOrders.sendLink(actor, id);
      return { order: orderDoc(sent.order), whatsappLink: sent.whatsappLink };
    },
  }),
  listBookingRefunds: route("get", "/api/bookings/{id}/payments/refunds", staff(REFUND_POLICIES, "list"), {
    summary: "A booking's refunds, oldest first (payments.read)",
    ok: ok(200, "The refunds", list("Refund")),
    handle: async ({ services, actor, id }) => (await services.refunds.list(actor, id)).map(refundDoc),
  }),
  refundPayment: route("post", "/api/payments/{id}/refunds", staff(REFUND_POLICIES, "refund"), {
    body: ref("RefundRequest"),
    summary:
      "Refunds (part of) a payment: through the gateway for an online payment, else recorded as paid back; never more than is left of it (payments.write)",
    ok: ok(201, "The refund", ref("Refund")),
    answers: { "409": errorRef("Conflict") },
    handle: async ({ services, actor, id, body }) => refundDoc(await services.refunds.refund(actor, id, body)),
  }),
  getRefundPolicy: route("get", "/api/payments/refund-policy", staff(CANCELLATION_REFUND_POLICIES, "policy"), {
    summary: "The cancellation policy's refund tiers (payments.read or settings.write)",
    ok: ok(200, "The tiers", ref("RefundPolicy")),
    handle: ({ services, actor }) => services.cancellationRefunds.policy(actor),
  }),
  saveRefundPolicy: route("put", "/api/payments/refund-policy", staff(CANCELLATION_REFUND_POLICIES, "savePolicy"), {
    body: ref("RefundPolicy"),
    summary: "Saves the cancellation policy's refund tiers: 1 to 10, each of different days (settings.write)",
    ok: ok(200, "The tiers as saved", ref("RefundPolicy")),
    handle: ({ services, actor, body }) => services.cancellationRefunds.savePolicy(actor, body),
  }),
  getCancellationRefund: route(
    "get",
    "/api/bookings/{id}/payments/cancellation-refund",
    staff(CANCELLATION_REFUND_POLICIES, "suggestion"),
    {
      summary: "What the cancellation policy refunds on a booking if refunded today (payments.read)",
      ok: ok(200, "The policy's refund", ref("CancellationRefund")),
      handle: async ({ services, actor, id }) => {
        const r = await services.cancellationRefunds.suggestion(actor, id);
        return {
          ...{ daysBefore: r.daysBefore, tierDays: r.tierDays, percent: r.percent },
          ...{ refundable: rupeesNumber(r.refundablePaise), suggested: rupeesNumber(r.suggestedPaise) },
        };
      },
    },
  ),
  refundBooking: route(
    "post",
    "/api/bookings/{id}/payments/cancellation-refund",
    staff(CANCELLATION_REFUND_POLICIES, "refundBooking"),
    {
      body: ref("RefundBookingRequest"),
      summary:
        "Refunds a booking by the cancellation policy (or the amount given), with a reason, over its payments (payments.write)",
      ok: ok(201, "The refunds made", list("Refund")),
      answers: { "409": errorRef("Conflict") },
      handle: async ({ services, actor, id, body }) =>
        (await services.cancellationRefunds.refundBooking(actor, id, body)).map(refundDoc),
    },
  ),
  listPaymentIssues: route("get", "/api/payments/issues", staff(PAYMENT_ISSUE_POLICIES, "list"), {
    summary:
      "What needs staff's eye: `kind` held (paid, not the amount asked), unmatched (for no order of ours) or failedRefunds (payments.read)",
    headers: [query("kind", "held, unmatched or failedRefunds")],
    ok: ok(200, "The payments or refunds", list("PaymentIssue")),
    answers: { "400": errorRef("BadRequest") },
    handle: async ({ services, actor, req }) =>
      (await services.paymentIssues.list(actor, req.query.kind)).map(issueDoc),
  }),
  acceptHeldPayment: route("post", "/api/payments/{id}/accept", staff(PAYMENT_ISSUE_POLICIES, "acceptHeld"), {
    summary:
      "Accepts a held payment (its gateway id): entered in the ledger for its booking as paid; answers those still held (payments.write)",
    ok: ok(200, "The payments still held", list("PaymentIssue")),
    answers: { "409": errorRef("Conflict") },
    handle: async ({ services, actor, id }) => (await services.paymentIssues.acceptHeld(actor, id)).map(issueDoc),
  }),
};
