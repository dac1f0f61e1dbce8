/** The payment ledger's GraphQL input and page types. */
import { Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";
import { Payment } from "./payment.entity";
import { PaymentOrder } from "./payment-order.entity";
import { PaymentKind, PaymentMethod } from "./payment-enums";

@InputType({ description: "A payment staff received by hand" })
export class RecordPaymentInput {
  @Field(() => PaymentMethod, { description: "upiManual, cash or bank" })
  method: PaymentMethod;

  @Field(() => Float, { description: "INR received" })
  amount: number;

  @Field({ description: "The UTR, the bank's reference or the cash receipt's number" })
  reference: string;

  @Field(() => String, { nullable: true, description: "The day received (India), YYYY-MM-DD; today when omitted" })
  receivedOn?: string | null;

  @Field(() => PaymentKind, {
    nullable: true,
    description:
      "What it pays: the advance while the agreed advance is not all received, else the balance, when omitted",
  })
  kind?: PaymentKind | null;
}

@InputType({ description: "Filters of the payments list (all optional): the days received, India's, and the method" })
export class PaymentFilter {
  @Field(() => String, { nullable: true, description: "Received on or after, YYYY-MM-DD; today when omitted" })
  from?: string | null;

  @Field(() => String, { nullable: true, description: "Received on or before, YYYY-MM-DD; `from` when omitted" })
  to?: string | null;

  @Field(() => PaymentMethod, { nullable: true })
  method?: PaymentMethod | null;
}

@ObjectType({ description: "What one method brought in over the days listed" })
export class MethodTotal {
  @Field(() => PaymentMethod)
  method: PaymentMethod;

  @Field(() => Int)
  count: number;

  @Field(() => Float, { description: "INR" })
  amount: number;
}

@ObjectType({ description: "The payments received over some days, newest first, keyset-paginated, with their totals" })
export class PaymentPage {
  @Field({ description: "The first day listed, YYYY-MM-DD" })
  from: string;

  @Field({ description: "The last day listed, YYYY-MM-DD" })
  to: string;

  @Field(() => [Payment])
  items: Payment[];

  @Field(() => Int, { description: "Payments matching the filter" })
  totalCount: number;

  @Field(() => Float, { description: "INR received over the days listed (every page's)" })
  total: number;

  @Field(() => [MethodTotal], { description: "The same by method" })
  byMethod: MethodTotal[];

  @Field(() => String, { nullable: true, description: "Pass as `after` for the next page; null on the last page" })
  nextCursor: string | null;
}

@ObjectType({ description: "What the browser needs to open the gateway's Checkout for an order" })
export class CheckoutOrder {
  @Field({ description: "The gateway's order id (order_…): Checkout's order_id" })
  orderId: string;

  @Field({ description: "The gateway's public key id: Checkout's key" })
  keyId: string;

  @Field(() => Int, { description: "Paise: Checkout's amount" })
  amountPaise: number;

  @Field(() => Float, { description: "INR" })
  amount: number;

  @Field({ description: "INR" })
  currency: string;

  @Field(() => PaymentKind)
  kind: PaymentKind;

  @Field({ description: "The customer's name, e-mail and phone, to prefill Checkout" })
  name: string;

  @Field()
  email: string;

  @Field()
  contact: string;

  @Field({ description: "Advance (or Balance) for BK-xxxx" })
  description: string;
}

@ObjectType({ description: "A payment link staff sent, and the WhatsApp message that shares it" })
export class SentPaymentLink {
  @Field(() => PaymentOrder)
  order: PaymentOrder;

  @Field(() => String, {
    nullable: true,
    description: "wa.me link with the message prefilled (null without a usable phone)",
  })
  whatsappLink: string | null;
}

@InputType({ description: "A refund staff make on a payment" })
export class RefundInput {
  @Field(() => Float, { description: "INR to return; at most what is left of the payment" })
  amount: number;

  @Field({ description: "Why (the cancellation policy, a goodwill refund, …)" })
  reason: string;
}

@ObjectType({ description: "What can be paid online now through the gateway" })
export class OnlinePayment {
  @Field(() => Float, { description: "INR" })
  amount: number;

  @Field(() => PaymentKind, { description: "The advance, or the balance once the advance is received" })
  kind: PaymentKind;
}

@ObjectType("RefundTier", {
  description: "Cancelled at least `daysBefore` days before departure: `percent` of what was paid is refunded",
})
export class RefundTierView {
  @Field(() => Int)
  daysBefore: number;

  @Field(() => Int)
  percent: number;
}

@InputType({ description: "One tier of the cancellation policy" })
export class RefundTierInput {
  @Field(() => Int)
  daysBefore: number;

  @Field(() => Int)
  percent: number;
}

@ObjectType({ description: "The cancellation policy's refund tiers, longest notice first" })
export class RefundPolicy {
  @Field(() => [RefundTierView])
  tiers: RefundTierView[];
}

@InputType({ description: "The cancellation policy's tiers (1 to 10, each of different days)" })
export class RefundPolicyInput {
  @Field(() => [RefundTierInput])
  tiers: RefundTierInput[];
}

@ObjectType({ description: "What the cancellation policy refunds on a booking today" })
export class PolicyRefundView {
  @Field(() => Int, { description: "Whole days from today (India) to departure; negative once departed" })
  daysBefore: number;

  @Field(() => Int, { nullable: true, description: "The tier met (its days); null: no tier applies" })
  tierDays: number | null;

  @Field(() => Int)
  percent: number;

  @Field(() => Float, { description: "INR received and not yet refunded" })
  refundable: number;

  @Field(() => Float, { description: "INR the policy refunds: its percent of what is refundable" })
  suggested: number;
}

@InputType({ description: "A refund of a booking by the cancellation policy, as staff confirm or change it" })
export class RefundBookingInput {
  @Field(() => Float, { nullable: true, description: "INR; the policy's suggestion when omitted" })
  amount?: number | null;

  @Field({ description: "Why (e.g. cancelled 10 days before departure: 75 % refunded)" })
  reason: string;
}

@ObjectType({
  description:
    "A payment needing staff's eye: held (not the amount asked), unmatched (for no order of ours) or a refund the gateway refused",
})
export class PaymentIssueView {
  @Field({ description: "held, unmatched or failedRefunds" })
  kind: string;

  @Field({ description: "The gateway's payment id (held, unmatched) or the refund's id (failed refunds)" })
  id: string;

  @Field(() => ID, { nullable: true })
  bookingId: string | null;

  @Field(() => String, { nullable: true, description: "BK-xxxx" })
  bookingReference: string | null;

  @Field(() => String, { nullable: true })
  customerName: string | null;

  @Field(() => Float, { description: "INR" })
  amount: number;

  @Field({ description: "The gateway's ids, and what a held payment's order asked" })
  detail: string;

  @Field()
  at: Date;
}
