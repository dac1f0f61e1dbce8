import { Field, ObjectType } from "type-graphql";
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

/** What a consent is for: messages about the customer's trips, or offers (stored; no offers are sent yet). */
export const CONSENT_PURPOSES = ["transactional", "offers"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
/** Where a consent was given or withdrawn. */
export const CONSENT_SOURCES = ["booking", "account", "quote", "whatsapp-reply", "staff"] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");

/**
 * One answer of a customer about messages on a channel for a purpose: given or withdrawn, when, where and to
 * which wording. Never updated: the latest answer per (account, purpose, channel) is the one in force, and the
 * earlier ones stay as the record.
 */
@ObjectType({
  description: "A customer's answer about WhatsApp or SMS messages: given or withdrawn, when, where, to which wording",
})
@Entity("message_consents")
@Check("CHK_message_consents_purpose", `"purpose" IN (${list(CONSENT_PURPOSES)})`)
@Check("CHK_message_consents_channel", `"channel" IN ('whatsapp', 'sms')`)
@Check("CHK_message_consents_source", `"source" IN (${list(CONSENT_SOURCES)})`)
@Index("IDX_message_consents_user", ["userId", "purpose", "channel", "at"])
export class MessageConsent {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid")
  userId: string;

  @Field(() => String, { description: "transactional (messages about the customer's trips) or offers" })
  @Column("text")
  purpose: ConsentPurpose;

  @Field({ description: "whatsapp or sms" })
  @Column("text")
  channel: string;

  @Field({ description: "true: given; false: withdrawn" })
  @Column("boolean")
  granted: boolean;

  @Field(() => String, {
    description: "booking (the booking form), account, quote (the quote page), whatsapp-reply (STOP) or staff",
  })
  @Column("text")
  source: ConsentSource;

  @Field({ description: "The version of the consent wording the customer saw" })
  @Column("text")
  wordingVersion: string;

  @Field({ description: "When" })
  @CreateDateColumn({ type: "timestamptz" })
  at: Date;
}
