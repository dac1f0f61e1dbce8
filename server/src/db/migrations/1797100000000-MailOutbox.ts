import { MigrationInterface, QueryRunner } from "typeorm";

const BOOKING_KINDS = `'received', 'operator-new', 'confirmed', 'cancelled', 'pending', 'reminder', 'quote-sent', 'quote-accepted', 'quote-change'`;

/**
 * Every e-mail goes through the outbox: `notification_messages` also carries messages that are not about a
 * booking. `bookingId` may be null; `subjectId` names what such a message is about (an account for the
 * password reset and the staff invitation, a `bus_document_reminders` row for a document's expiry
 * reminder); the trip code names its booking. `channel` is how it is sent (e-mail only yet). A document
 * reminder is queued at most once (its unique index), like a booking's trip reminder. Jobs of the kinds these
 * messages replace (send-staff-invite, driver-trip-code, send-document-reminder) are turned into messages by
 * the first start after this migration (jobs/retired-jobs.ts), which needs the job queue running.
 */
export class MailOutbox1797100000000 implements MigrationInterface {
  name = "MailOutbox1797100000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "notification_messages" ALTER COLUMN "bookingId" DROP NOT NULL`);
    await q.query(`ALTER TABLE "notification_messages" ADD "subjectId" uuid`);
    await q.query(`ALTER TABLE "notification_messages" ADD "channel" character varying NOT NULL DEFAULT 'email'`);
    await q.query(`ALTER TABLE "notification_messages" DROP CONSTRAINT "CHK_notification_kind"`);
    await q.query(
      `ALTER TABLE "notification_messages" ADD CONSTRAINT "CHK_notification_kind" CHECK ("kind" IN (${BOOKING_KINDS}, 'trip-code', 'password-reset', 'staff-invite', 'document-reminder'))`,
    );
    await q.query(
      `ALTER TABLE "notification_messages" ADD CONSTRAINT "CHK_notification_channel" CHECK ("channel" IN ('email'))`,
    );
    await q.query(
      `ALTER TABLE "notification_messages" ADD CONSTRAINT "CHK_notification_subject" CHECK (("kind" IN (${BOOKING_KINDS}, 'trip-code')) = ("bookingId" IS NOT NULL) AND ("bookingId" IS NULL) = ("subjectId" IS NOT NULL))`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "UQ_notification_document_reminder" ON "notification_messages" ("subjectId") WHERE "kind" = 'document-reminder'`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "notification_messages" WHERE "kind" NOT IN (${BOOKING_KINDS})`);
    await q.query(`DROP INDEX "UQ_notification_document_reminder"`);
    await q.query(`ALTER TABLE "notification_messages" DROP CONSTRAINT "CHK_notification_subject"`);
    await q.query(`ALTER TABLE "notification_messages" DROP CONSTRAINT "CHK_notification_channel"`);
    await q.query(`ALTER TABLE "notification_messages" DROP CONSTRAINT "CHK_notification_kind"`);
    await q.query(
      `ALTER TABLE "notification_messages" ADD CONSTRAINT "CHK_notification_kind" CHECK ("kind" IN (${BOOKING_KINDS}))`,
    );
    await q.query(`ALTER TABLE "notification_messages" DROP COLUMN "channel"`);
    await q.query(`ALTER TABLE "notification_messages" DROP COLUMN "subjectId"`);
    await q.query(`ALTER TABLE "notification_messages" ALTER COLUMN "bookingId" SET NOT NULL`);
  }
}
