import { Field, Float, ID, ObjectType } from "type-graphql";
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from "typeorm";
import { PAISE_COLUMN, type Paise, rupeesNumber } from "../shared/money";
import { OrderStatus, PaymentKind } from "./payment-enums";

/**
 * A request for money on a booking: the gateway's order (Checkout) or payment link, for the advance or the
 * balance. It moves forward only: created -> paid, or created -> held (paid, but not the amount asked: staff
 * decide), or created -> failed (the gateway refused to create it). `receipt` is what the gateway keeps as ours
 * (BK-xxxx-advance-1), unique as Razorpay requires a payment link's reference to be.
 */
@ObjectType({ description: "A request for online payment on a booking: a gateway order or payment link" })
@Entity("payment_orders")
@Check("CHK_payment_orders_amount", `"amountPaise" > 0`)
@Check("CHK_payment_orders_kind", `"kind" IN ('advance', 'balance')`)
@Check("CHK_payment_orders_status", `"status" IN ('created', 'paid', 'held', 'failed')`)
@Check("CHK_payment_orders_provider", `"provider" IN ('razorpay')`)
export class PaymentOrder {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field(() => ID)
  @Index("IDX_payment_orders_booking")
  @Column("uuid")
  bookingId: string;

  @Field(() => PaymentKind)
  @Column("text")
  kind: PaymentKind;

  @Column("bigint", { transformer: PAISE_COLUMN })
  amountPaise: Paise;

  @Field(() => Float, { description: "INR asked" })
  get amount(): number {
    return rupeesNumber(this.amountPaise);
  }

  @Field({ description: "The gateway: razorpay" })
  @Column("text", { default: "razorpay" })
  provider: string;

  @Field(() => String, { nullable: true, description: "The gateway's order id (order_…)" })
  @Index("UQ_payment_orders_provider_order", { unique: true, where: `"providerOrderId" IS NOT NULL` })
  @Column("text", { nullable: true })
  providerOrderId: string | null;

  @Field(() => String, { nullable: true, description: "The payment link's id (plink_…), when sent as a link" })
  @Index("UQ_payment_orders_link", { unique: true, where: `"providerLinkId" IS NOT NULL` })
  @Column("text", { nullable: true })
  providerLinkId: string | null;

  @Field(() => String, { nullable: true, description: "The payment link the customer opens" })
  @Column("text", { nullable: true })
  linkUrl: string | null;

  @Field({ description: "Ours, as the gateway keeps it: BK-xxxx-advance-1" })
  @Index("UQ_payment_orders_receipt", { unique: true })
  @Column("text")
  receipt: string;

  @Field(() => OrderStatus)
  @Column("text", { default: OrderStatus.created })
  status: OrderStatus;

  @Field(() => String, { nullable: true, description: "Why it is held or failed" })
  @Column("text", { nullable: true })
  note: string | null;

  @Column("uuid", { nullable: true })
  createdBy: string | null;

  @Field()
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
