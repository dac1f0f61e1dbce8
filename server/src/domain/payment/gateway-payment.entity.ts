import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";
import { PAISE_COLUMN, type Paise } from "../shared/money";

/**
 * The gateway's payment as the product last learnt it, whichever way (a webhook, the reconciler): its state moves
 * forward only (created < authorized < captured < refunded; failed only before captured). A captured payment of
 * the order's amount is a row of the ledger (`paymentId`); one of another amount is held for staff.
 */
@Entity("gateway_payments")
@Check("CHK_gateway_payments_status", `"status" IN ('created', 'authorized', 'captured', 'refunded', 'failed')`)
export class GatewayPaymentRow {
  @PrimaryColumn("text")
  id: string;

  @Column("uuid")
  orderId: string;

  @Column("bigint", { transformer: PAISE_COLUMN })
  amountPaise: Paise;

  @Column("text")
  status: string;

  @Column("text", { nullable: true })
  method: string | null;

  /** The ledger's row once captured (null while authorized, failed or held). */
  @Column("uuid", { nullable: true })
  paymentId: string | null;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
