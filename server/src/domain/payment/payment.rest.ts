/** A booking's payments over REST, with the schema they answer. */
import { Type } from "@sinclair/typebox";
import { toDoc } from "../../rest/documents";
import { dateTime, orNull, ref as refTo, strict, uuid } from "../../rest/json-schema";
import { errorRef, ok, query, refsTo, route, staff } from "../../rest/route";
import { bookingRef } from "../booking/booking-rules";
import { rupeesNumber } from "../shared/money";
import { PAYMENT_COLLECTIONS_POLICIES } from "./payment-collections.service";
import type { Payment as PaymentRow } from "./payment.entity";
import { MANUAL_METHODS, PAYMENT_POLICIES } from "./payment.service";
import { PaymentKind, PaymentMethod } from "./payment-enums";

const Payment = Type.Object(
  {
    _id: uuid,
    kind: Type.Union(
      Object.values(PaymentKind).map((k) => Type.Literal(k)),
      { description: "advance or balance" },
    ),
    method: Type.Union(
      Object.values(PaymentMethod).map((k) => Type.Literal(k)),
      { description: "razorpay, upi_manual, cash or bank" },
    ),
    amount: Type.Number({ description: "INR received" }),
    providerPaymentId: Type.String({
      description: "The gateway's payment id, or the product's own for one recorded by hand",
    }),
    reference: orNull<string>("string", "The UTR or other reference staff typed"),
    receivedOn: Type.String({ format: "date", description: "The day received (India)" }),
    recordedBy: Type.String({ description: "staff, driver or the gateway" }),
    bookingId: uuid,
    bookingReference: Type.String({ description: "The booking's reference, BK-xxxx" }),
    customerName: Type.String({ description: "The booking's customer" }),
    createdAt: dateTime,
  },
  strict,
);
const RecordPaymentRequest = Type.Object(
  {
    method: Type.Union(
      MANUAL_METHODS.map((k) => Type.Literal(k)),
      { description: "upi_manual, cash or bank" },
    ),
    amount: Type.Union([Type.Number(), Type.String()], { description: "INR received" }),
    reference: Type.String({ description: "The UTR, the bank's reference or the cash receipt's number" }),
    receivedOn: Type.Optional(orNull<string>("string", "The day received (India), YYYY-MM-DD; today when omitted")),
    kind: Type.Optional(
      Type.Union([...Object.values(PaymentKind).map((k) => Type.Literal(k)), Type.Null()], {
        description: "advance or balance; the advance while it is not all received, else the balance, when omitted",
      }),
    ),
  },
  strict,
);
const PaymentPage = Type.Object(
  {
    from: Type.String({ format: "date", description: "The first day listed" }),
    to: Type.String({ format: "date", description: "The last day listed" }),
    items: Type.Array(refTo("Payment", Payment)),
    totalCount: Type.Integer({ description: "Payments matching the filter" }),
    total: Type.Number({ description: "INR received over the days listed (every page's)" }),
    byMethod: Type.Array(
      Type.Object(
        {
          method: Type.Union(Object.values(PaymentMethod).map((k) => Type.Literal(k))),
          count: Type.Integer(),
          amount: Type.Number({ description: "INR" }),
        },
        strict,
      ),
    ),
    nextCursor: orNull<string>("string", "Pass as `after` for the next page; null on the last page"),
  },
  strict,
);
export const schemas = { Payment, RecordPaymentRequest, PaymentPage };
const { ref, list } = refsTo(schemas);

const paymentDoc = (p: PaymentRow) =>
  toDoc(Payment, p, { amount: p.amount, bookingReference: bookingRef(p.bookingId), customerName: p.booking.name });

export const routes = {
  listPayments: route("get", "/api/payments", staff(PAYMENT_COLLECTIONS_POLICIES, "page"), {
    summary:
      "The payments received over some days (today unless `from`/`to` say), newest first, with the days' totals by method (payments.read)",
    headers: [
      query("from", "Received on or after, YYYY-MM-DD (default today, India's)", false),
      query("to", "Received on or before, YYYY-MM-DD (default `from`)", false),
      query("method", "razorpay, upi_manual, cash or bank", false),
      query("first", "Page size, 1-100 (default 25)", false),
      query("after", "The previous page's nextCursor", false),
    ],
    ok: ok(200, "The page", ref("PaymentPage")),
    answers: { "400": errorRef("BadRequest") },
    handle: async ({ services, actor, req }) => {
      const { from, to, method, first, after } = req.query;
      const page = await services.collections.page(actor, { from, to, method }, first ?? 25, after ?? null);
      return {
        ...{ from: page.from, to: page.to, items: page.items.map(paymentDoc), totalCount: page.totalCount },
        total: rupeesNumber(page.totalPaise),
        byMethod: page.byMethod.map((t) => ({ method: t.method, count: t.count, amount: rupeesNumber(t.amountPaise) })),
        nextCursor: page.nextCursor,
      };
    },
  }),
  listBookingPayments: route("get", "/api/bookings/{id}/payments", staff(PAYMENT_POLICIES, "list"), {
    summary: "A booking's payments, oldest first: the advance received and what was collected on board (payments.read)",
    ok: ok(200, "The payments", list("Payment")),
    handle: async ({ services, actor, id }) => (await services.payments.list(actor, id)).map(paymentDoc),
  }),
  recordBookingPayment: route("post", "/api/bookings/{id}/payments", staff(PAYMENT_POLICIES, "record"), {
    body: ref("RecordPaymentRequest"),
    summary:
      "Records a payment received by hand (UPI with its UTR, cash, a bank transfer); the booking's balance follows (payments.write)",
    ok: ok(201, "The payment", ref("Payment")),
    handle: async ({ services, actor, id, body }) => paymentDoc(await services.payments.record(actor, id, body)),
  }),
};
