import { Column, CreateDateColumn, Entity, PrimaryColumn } from "typeorm";

/**
 * A webhook event as the gateway sent it, stored once by its id (`x-razorpay-event-id`): a duplicate changes
 * nothing. A job applies it (`appliedAt`, `outcome`); the raw payload is kept for staff and for replays.
 */
@Entity("payment_events")
export class PaymentEvent {
  @PrimaryColumn("text")
  id: string;

  @Column("text")
  event: string;

  @Column("jsonb")
  payload: Record<string, unknown>;

  @CreateDateColumn({ type: "timestamptz" })
  receivedAt: Date;

  @Column("timestamptz", { nullable: true })
  appliedAt: Date | null;

  @Column("text", { nullable: true })
  outcome: string | null;
}
