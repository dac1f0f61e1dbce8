import { Field, Float, ID, ObjectType } from "type-graphql";
import { Check, Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { Booking } from "../booking/booking.entity";
import { PAISE_COLUMN, type Paise, rupeesNumber } from "../shared/money";
import { PaymentKind, PaymentMethod } from "./payment-enums";

/**
 * One row of the payment ledger: money received on a booking. A booking's received total (and so its balance)
 * is the sum of its rows (account/statement.service.ts). `providerPaymentId` names each payment once, whoever
 * records it: a gateway's payment id, or for a payment recorded by hand an id of its own (PAYMENT_KEYS).
 */
@ObjectType({ description: "Money received on a booking: one row of the payment ledger (staff with money.read)" })
@Entity("payments")
@Check("CHK_payments_amount", `"amountPaise" > 0`)
@Check("CHK_payments_kind", `"kind" IN ('advance', 'balance')`)
@Check("CHK_payments_method", `"method" IN ('razorpay', 'upi_manual', 'cash', 'bank')`)
@Index("UQ_payments_reference", ["method", "reference"], { unique: true, where: `"reference" IS NOT NULL` })
export class Payment {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field(() => ID, { description: "The booking paid for" })
  @Index("IDX_payments_booking")
  @Column("uuid")
  bookingId: string;

  @ManyToOne(() => Booking, { onDelete: "CASCADE" })
  booking: Booking;

  @Field(() => PaymentKind)
  @Column("text")
  kind: PaymentKind;

  @Field(() => PaymentMethod)
  @Column("text")
  method: PaymentMethod;

  @Column("bigint", { transformer: PAISE_COLUMN })
  amountPaise: Paise;

  @Field(() => Float, { description: "INR received" })
  get amount(): number {
    return rupeesNumber(this.amountPaise);
  }

  @Field({ description: "The payment's id: the gateway's, or one of the product's own for a payment recorded by hand" })
  @Index("UQ_payments_provider_payment", { unique: true })
  @Column("text")
  providerPaymentId: string;

  @Field(() => String, { nullable: true, description: "The UTR or other reference staff typed; null when none" })
  @Column("text", { nullable: true })
  reference: string | null;

  @Field({ description: "The day the money was received (India), YYYY-MM-DD" })
  @Column("date")
  receivedOn: string;

  @Field({ description: "Who recorded it: staff (the fare form), driver or staff (closing the trip), or the gateway" })
  @Column("text")
  recordedBy: string;

  @Field()
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
