import { Field, ID, Int, ObjectType } from "type-graphql";
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from "typeorm";
import { Booking } from "../booking/booking.entity";

/** How a message to a phone goes. */
export const PHONE_CHANNELS = ["whatsapp", "sms"] as const;
export type PhoneChannel = (typeof PHONE_CHANNELS)[number];

/**
 * A message's states, forward only: queued (waiting for the worker), sending, retrying (a rate limit or the
 * provider away; another attempt is due), then what the provider reports: sent, delivered, read; failed (with
 * its error code) or skipped (not sent, with the reason: no consent, no valid number, the subject gone).
 */
export const PHONE_STATES = [
  "queued",
  "sending",
  "retrying",
  "sent",
  "delivered",
  "read",
  "failed",
  "skipped",
] as const;
export type PhoneState = (typeof PHONE_STATES)[number];

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");

/**
 * One WhatsApp message or SMS: a template about a booking (or, to the operator, about a document reminder),
 * or staff's free-text reply. Written on the transaction of the change that causes it, sent by a job, then
 * moved forward by the provider's status reports. At most one per (booking, template, trip version, occasion,
 * channel): the trip version changes when the trip's dates or bus change; the occasion tells apart what may
 * come more than once in one trip version (a quote's version, a payment, a driver).
 */
@ObjectType({ description: "A WhatsApp message or SMS about a booking" })
@Entity("phone_messages")
@Check("CHK_phone_messages_channel", `"channel" IN (${list(PHONE_CHANNELS)})`)
@Check("CHK_phone_messages_state", `"state" IN (${list(PHONE_STATES)})`)
@Check("CHK_phone_messages_content", `("template" IS NULL) <> ("body" IS NULL)`)
@Index("UQ_phone_messages_once", ["bookingId", "template", "tripVersion", "occasion", "channel"], {
  unique: true,
  where: `"bookingId" IS NOT NULL AND "template" IS NOT NULL`,
})
@Index("UQ_phone_messages_subject", ["subjectId", "template", "channel"], {
  unique: true,
  where: `"subjectId" IS NOT NULL`,
})
@Index("UQ_phone_messages_provider", ["providerMessageId"], { unique: true, where: `"providerMessageId" IS NOT NULL` })
export class PhoneMessage {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Index()
  @Column("uuid", { nullable: true })
  bookingId: string | null;

  @ManyToOne(() => Booking, { onDelete: "CASCADE" })
  booking?: Booking;

  /** A message not about a booking: the `bus_document_reminders` row it reminds of. */
  @Column("uuid", { nullable: true })
  subjectId: string | null;

  @Field(() => String, { description: "whatsapp or sms" })
  @Column("text")
  channel: PhoneChannel;

  @Field(() => String, {
    nullable: true,
    description: "The template's name (Settings → Messages); null: staff's free-text reply",
  })
  @Column("text", { nullable: true })
  template: string | null;

  /** A free-text reply's words (a template's are filled in `text` when sent). */
  @Column("text", { nullable: true })
  body: string | null;

  @Field(() => String, { nullable: true, description: "The words sent, once sent" })
  @Column("text", { nullable: true })
  text: string | null;

  @Field({ description: "en or hi" })
  @Column("text", { default: "en" })
  language: string;

  @Field({ description: "The phone number, digits with the country code" })
  @Column("text")
  recipient: string;

  @Column("int", { default: 1 })
  tripVersion: number;

  @Column("text", { default: "" })
  occasion: string;

  @Field(() => String, { description: "queued, sending, retrying, sent, delivered, read, failed or skipped" })
  @Column("text", { default: "queued" })
  state: PhoneState;

  @Field(() => Int, {
    nullable: true,
    description: "The provider's error code (131026: the number is not on WhatsApp)",
  })
  @Column("int", { nullable: true })
  errorCode: number | null;

  @Field(() => String, { nullable: true, description: "Why it failed or was skipped" })
  @Column("text", { nullable: true })
  error: string | null;

  /** WhatsApp's message id (wamid…) or MSG91's request id. */
  @Column("text", { nullable: true })
  providerMessageId: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The pricing category the provider charged (utility, service, …)",
  })
  @Column("text", { nullable: true })
  pricingCategory: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'What it cost, INR as exact decimal text (e.g. "0.1150"), once the provider reports it',
  })
  @Column("numeric", { precision: 12, scale: 4, nullable: true })
  cost: string | null;

  @Field(() => Int)
  @Column("int", { default: 0 })
  attempts: number;

  @Column("uuid", { nullable: true })
  jobId: string | null;

  /** Who wrote a free-text reply. */
  @Column("uuid", { nullable: true })
  sentById: string | null;

  @Field()
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  @Column("timestamptz", { nullable: true })
  sentAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column("timestamptz", { nullable: true })
  deliveredAt: Date | null;

  @Field(() => Date, { nullable: true })
  @Column("timestamptz", { nullable: true })
  readAt: Date | null;
}

/** A message a customer sent the operator's WhatsApp number: it opens the 24-hour window for free-text replies. */
@Entity("whatsapp_inbound")
@Index("IDX_whatsapp_inbound_phone", ["phone", "receivedAt"])
export class WhatsAppInbound {
  /** WhatsApp's message id (a duplicate delivery of the webhook is one row). */
  @PrimaryColumn("text")
  id: string;

  @Column("text")
  phone: string;

  @Column("text", { default: "" })
  text: string;

  @Column("timestamptz")
  receivedAt: Date;
}

/** A provider's status that arrived before its message's row recorded the provider's id: applied once it does. */
@Entity("phone_status_backlog")
export class PhoneStatusBacklog {
  @PrimaryGeneratedColumn("increment", { type: "bigint" })
  seq: string;

  @Index("IDX_phone_status_backlog_message")
  @Column("text")
  providerMessageId: string;

  @Column("jsonb")
  report: object;

  @CreateDateColumn({ type: "timestamptz" })
  receivedAt: Date;
}
