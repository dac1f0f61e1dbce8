import { Field, ID, Int, ObjectType } from "type-graphql";
import { Check, Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { Booking } from "../booking/booking.entity";

export const MESSAGE_KINDS = [
  "received",
  "operator-new",
  "confirmed",
  "cancelled",
  "pending",
  "reminder",
  "quote-sent",
  "quote-accepted",
  "quote-change",
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
/** queued: waiting for the worker; retrying: the mail server failed, another attempt is due; failed: gave up (admins may retry). */
const DELIVERY_STATES = ["queued", "sending", "retrying", "sent", "failed", "skipped"] as const;

/** One e-mail about a booking: written in the same transaction as the change that causes it, then delivered by a job. */
@ObjectType({ description: "An e-mail sent (or being sent) about a booking" })
@Entity("notification_messages")
@Check("CHK_notification_kind", `"kind" IN (${MESSAGE_KINDS.map((k) => `'${k}'`).join(", ")})`)
@Check("CHK_notification_state", `"state" IN (${DELIVERY_STATES.map((k) => `'${k}'`).join(", ")})`)
@Index("UQ_notification_reminder", ["bookingId"], { unique: true, where: `"kind" = 'reminder'` })
export class NotificationMessage {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Index()
  @Column("uuid")
  bookingId: string;

  @ManyToOne(() => Booking, { onDelete: "CASCADE" })
  booking?: Booking;

  @Field({
    description:
      "received, operator-new, confirmed, cancelled, pending, reminder, quote-sent, quote-accepted or quote-change",
  })
  @Column()
  kind: string;

  @Field({ description: "The recipient's address" })
  @Column()
  recipient: string;

  @Field({ description: "queued, sending, retrying, sent, failed or skipped" })
  @Column({ default: "queued" })
  state: string;

  @Field(() => Int)
  @Column("int", { default: 0 })
  attempts: number;

  @Field(() => String, { nullable: true, description: "The last delivery error" })
  @Column("text", { nullable: true })
  error: string | null;

  @Column("text", { nullable: true })
  jobId: string | null;

  @Field()
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  @Column("timestamptz", { nullable: true })
  sentAt: Date | null;
}

/** An address that asked for no more trip reminders (one-click unsubscribe). */
@Entity("reminder_opt_outs")
export class ReminderOptOut {
  @Column({ primary: true })
  email: string;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
