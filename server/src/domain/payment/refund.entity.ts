import { Field, Float, ID, ObjectType } from "type-graphql";
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { PAISE_COLUMN, type Paise, rupeesNumber } from "../shared/money";
import { PaymentMethod, RefundStatus } from "./payment-enums";

/**
 * Money returned on a payment of the ledger: sent through the gateway (pending until it says processed or
 * failed) or paid back by hand (processed at once). `idempotencyKey` is unique: an automatic refund is asked for
 * once whoever asks (two instances, the reconciler), and the gateway gets the same key again on a retry.
 */
@ObjectType({ description: "Money returned on a payment" })
@Entity("refunds")
@Check("CHK_refunds_amount", `"amountPaise" > 0`)
@Check("CHK_refunds_status", `"status" IN ('pending', 'processed', 'failed')`)
export class Refund {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field(() => ID)
  @Index("IDX_refunds_booking")
  @Column("uuid")
  bookingId: string;

  @Field(() => ID, { description: "The payment returned on" })
  @Index("IDX_refunds_payment")
  @Column("uuid")
  paymentId: string;

  @Column("bigint", { transformer: PAISE_COLUMN })
  amountPaise: Paise;

  @Field(() => Float, { description: "INR returned" })
  get amount(): number {
    return rupeesNumber(this.amountPaise);
  }

  @Field(() => PaymentMethod, { description: "How it is returned: through the gateway, or by hand" })
  @Column("text")
  method: PaymentMethod;

  @Field(() => RefundStatus)
  @Column("text")
  status: RefundStatus;

  @Field(() => String, { nullable: true, description: "The gateway's refund id (rfnd_…)" })
  @Index("UQ_refunds_provider", { unique: true, where: `"providerRefundId" IS NOT NULL` })
  @Column("text", { nullable: true })
  providerRefundId: string | null;

  @Index("UQ_refunds_idempotency", { unique: true })
  @Column("text")
  idempotencyKey: string;

  @Field({ description: "Why: the cancellation policy, staff's reason, or the automatic refund's cause" })
  @Column("text")
  reason: string;

  @Field()
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  @Column("timestamptz", { nullable: true })
  processedAt: Date | null;
}
