import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * WhatsApp and SMS: the messages (at most one per booking, template, trip version, occasion and channel; the
 * provider's id unique), the customers' own WhatsApp messages (the 24-hour window), consent answers, and the
 * bookings' trip version, which a trigger moves on whenever the trip's dates or bus change, whatever changes them.
 */
export class PhoneMessages1798400000000 implements MigrationInterface {
  name = "PhoneMessages1798400000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "bookings" ADD "tripVersion" integer NOT NULL DEFAULT 1`);
    await q.query(`CREATE FUNCTION bookings_trip_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW."departureDate" IS DISTINCT FROM OLD."departureDate" OR NEW."days" IS DISTINCT FROM OLD."days"
           OR NEW."busId" IS DISTINCT FROM OLD."busId" THEN
          NEW."tripVersion" := OLD."tripVersion" + 1;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER "TRG_bookings_trip_version" BEFORE UPDATE OF "departureDate", "days", "busId"
      ON "bookings" FOR EACH ROW EXECUTE FUNCTION bookings_trip_version()`);

    await q.query(`CREATE TABLE "phone_messages" (
      "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
      "bookingId" uuid,
      "subjectId" uuid,
      "channel" text NOT NULL,
      "template" text,
      "body" text,
      "text" text,
      "language" text NOT NULL DEFAULT 'en',
      "recipient" text NOT NULL,
      "tripVersion" integer NOT NULL DEFAULT 1,
      "occasion" text NOT NULL DEFAULT '',
      "state" text NOT NULL DEFAULT 'queued',
      "errorCode" integer,
      "error" text,
      "providerMessageId" text,
      "pricingCategory" text,
      "cost" numeric(12,4),
      "attempts" integer NOT NULL DEFAULT 0,
      "jobId" uuid,
      "sentById" uuid,
      "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "sentAt" TIMESTAMP WITH TIME ZONE,
      "deliveredAt" TIMESTAMP WITH TIME ZONE,
      "readAt" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "CHK_phone_messages_channel" CHECK ("channel" IN ('whatsapp', 'sms')),
      CONSTRAINT "CHK_phone_messages_state" CHECK ("state" IN ('queued', 'sending', 'retrying', 'sent', 'delivered', 'read', 'failed', 'skipped')),
      CONSTRAINT "CHK_phone_messages_content" CHECK (("template" IS NULL) <> ("body" IS NULL)),
      CONSTRAINT "PK_phone_messages" PRIMARY KEY ("id"),
      CONSTRAINT "FK_phone_messages_booking" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE
    )`);
    await q.query(`CREATE INDEX "IDX_phone_messages_booking" ON "phone_messages" ("bookingId")`);
    await q.query(`CREATE UNIQUE INDEX "UQ_phone_messages_once" ON "phone_messages"
      ("bookingId", "template", "tripVersion", "occasion", "channel") WHERE "bookingId" IS NOT NULL AND "template" IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX "UQ_phone_messages_subject" ON "phone_messages"
      ("subjectId", "template", "channel") WHERE "subjectId" IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX "UQ_phone_messages_provider" ON "phone_messages"
      ("providerMessageId") WHERE "providerMessageId" IS NOT NULL`);
    // The month's costs (Settings → Messages).
    await q.query(`CREATE INDEX "IDX_phone_messages_created" ON "phone_messages" ("createdAt")`);

    // A status that overtook its send (Meta answers, then reports "sent" before the row has recorded the id).
    await q.query(`CREATE TABLE "phone_status_backlog" (
      "seq" BIGSERIAL NOT NULL,
      "providerMessageId" text NOT NULL,
      "report" jsonb NOT NULL,
      "receivedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_phone_status_backlog" PRIMARY KEY ("seq")
    )`);
    await q.query(`CREATE INDEX "IDX_phone_status_backlog_message" ON "phone_status_backlog" ("providerMessageId")`);
    await q.query(`CREATE TABLE "whatsapp_inbound" (
      "id" text NOT NULL,
      "phone" text NOT NULL,
      "text" text NOT NULL DEFAULT '',
      "receivedAt" TIMESTAMP WITH TIME ZONE NOT NULL,
      CONSTRAINT "PK_whatsapp_inbound" PRIMARY KEY ("id")
    )`);
    await q.query(`CREATE INDEX "IDX_whatsapp_inbound_phone" ON "whatsapp_inbound" ("phone", "receivedAt")`);

    await q.query(`CREATE TABLE "message_consents" (
      "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
      "userId" uuid NOT NULL,
      "purpose" text NOT NULL,
      "channel" text NOT NULL,
      "granted" boolean NOT NULL,
      "source" text NOT NULL,
      "wordingVersion" text NOT NULL,
      "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "CHK_message_consents_purpose" CHECK ("purpose" IN ('transactional', 'offers')),
      CONSTRAINT "CHK_message_consents_channel" CHECK ("channel" IN ('whatsapp', 'sms')),
      CONSTRAINT "CHK_message_consents_source" CHECK ("source" IN ('booking', 'account', 'quote', 'whatsapp-reply', 'staff')),
      CONSTRAINT "PK_message_consents" PRIMARY KEY ("id"),
      CONSTRAINT "FK_message_consents_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE
    )`);
    await q.query(
      `CREATE INDEX "IDX_message_consents_user" ON "message_consents" ("userId", "purpose", "channel", "at")`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "message_consents"`);
    await q.query(`DROP TABLE "whatsapp_inbound"`);
    await q.query(`DROP TABLE "phone_status_backlog"`);
    await q.query(`DROP TABLE "phone_messages"`);
    await q.query(`DROP TRIGGER "TRG_bookings_trip_version" ON "bookings"`);
    await q.query(`DROP FUNCTION bookings_trip_version()`);
    await q.query(`ALTER TABLE "bookings" DROP COLUMN "tripVersion"`);
  }
}
