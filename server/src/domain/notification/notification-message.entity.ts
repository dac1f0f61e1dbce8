import { Field, ID, Int, ObjectType } from "type-graphql";
import { Check, Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { Booking } from "../booking/booking.entity";

/**
 * Every kind of message, and what it is about, which says where its row names its subject: a booking
 * (`bookingId`), the trip started on a booking (`bookingId`), an account (`subjectId`: the user's id) or a
 * vehicle document's expiry reminder (`subjectId`: the `bus_document_reminders` row, which names the
 * document, the valid-until it was due for and the threshold). Delivery reads the subject from there.
 */
export const MESSAGE_SUBJECTS = {
  received: "booking",
  "operator-new": "booking",
  confirmed: "booking",
  cancelled: "booking",
  pending: "booking",
  reminder: "booking",
  "quote-sent": "booking",
  "quote-accepted": "booking",
  "quote-change": "booking",
  "quote-confirmed": "booking",
  "payment-received": "booking",
  "trip-code": "trip",
  "password-reset": "account",
  "staff-invite": "account",
  "document-reminder": "document-reminder",
} as const;
export type MessageKind = keyof typeof MESSAGE_SUBJECTS;
export type MessageSubject = (typeof MESSAGE_SUBJECTS)[MessageKind];
/** The kinds of messages about one subject. */
export type KindsAbout<S extends MessageSubject> = {
  [K in MessageKind]: (typeof MESSAGE_SUBJECTS)[K] extends S ? K : never;
}[MessageKind];

const MESSAGE_KINDS = Object.keys(MESSAGE_SUBJECTS) as MessageKind[];
/** The kinds whose row names a booking: staff see them on the booking. */
const ON_A_BOOKING = MESSAGE_KINDS.filter((k) => ["booking", "trip"].includes(MESSAGE_SUBJECTS[k]));
/** queued: waiting for the worker; retrying: the mail server failed, another attempt is due; failed: gave up (admins may retry). */
const DELIVERY_STATES = ["queued", "sending", "retrying", "sent", "failed", "skipped"] as const;
/** How a message is sent. E-mail only for now; a WhatsApp or SMS message will be a row of another channel. */
const CHANNELS = ["email"] as const;
const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");

/**
 * One message: written in the same transaction as the change that causes it, then delivered by a job. A
 * message on a booking names it (and goes with it); any other names its subject in `subjectId`.
 */
@ObjectType({ description: "An e-mail sent (or being sent) about a booking" })
@Entity("notification_messages")
@Check("CHK_notification_kind", `"kind" IN (${list(MESSAGE_KINDS)})`)
@Check("CHK_notification_state", `"state" IN (${list(DELIVERY_STATES)})`)
@Check("CHK_notification_channel", `"channel" IN (${list(CHANNELS)})`)
@Check(
  "CHK_notification_subject",
  `("kind" IN (${list(ON_A_BOOKING)})) = ("bookingId" IS NOT NULL) AND ("bookingId" IS NULL) = ("subjectId" IS NOT NULL)`,
)
@Index("UQ_notification_reminder", ["bookingId"], { unique: true, where: `"kind" = 'reminder'` })
@Index("UQ_notification_document_reminder", ["subjectId"], { unique: true, where: `"kind" = 'document-reminder'` })
export class NotificationMessage {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Index()
  @Column("uuid", { nullable: true })
  bookingId: string | null;

  @ManyToOne(() => Booking, { onDelete: "CASCADE" })
  booking?: Booking;

  /** What a message not on a booking is about (see MESSAGE_SUBJECTS); no foreign key: a subject gone is skipped. */
  @Column("uuid", { nullable: true })
  subjectId: string | null;

  @Field({
    description:
      "received, operator-new, confirmed, cancelled, pending, reminder, quote-sent, quote-accepted, quote-change, quote-confirmed (the customer's confirmation of their acceptance), payment-received (an online payment the gateway confirmed) or trip-code (the customer's code closing the trip)",
  })
  @Column()
  kind: string;

  @Column({ default: "email" })
  channel: string;

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
