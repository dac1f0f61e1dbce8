/** A booking's payments over REST, with the schema they answer. */
import { Type } from "@sinclair/typebox";
import { toDoc } from "../../rest/documents";
import { dateTime, orNull, strict, uuid } from "../../rest/json-schema";
import { ok, refsTo, route, staff } from "../../rest/route";
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
export const schemas = { Payment, RecordPaymentRequest };
const { ref, list } = refsTo(schemas);

const paymentDoc = (p: PaymentRow) => toDoc(Payment, p, { amount: p.amount });

export const routes = {
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
