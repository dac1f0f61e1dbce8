import { MigrationInterface, QueryRunner } from "typeorm";

const BOOKING_KINDS = `'received', 'operator-new', 'confirmed', 'cancelled', 'pending', 'reminder', 'quote-sent', 'quote-accepted', 'quote-change'`;
const OTHER_KINDS = `'trip-code', 'password-reset', 'staff-invite', 'document-reminder'`;

/** The customer's confirmation of a quote they accepted: a new kind of message on a booking. */
export class QuoteConfirmedMail1797600000000 implements MigrationInterface {
  name = "QuoteConfirmedMail1797600000000";

  public async up(q: QueryRunner): Promise<void> {
    await this.kinds(q, `${BOOKING_KINDS}, 'quote-confirmed'`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "notification_messages" WHERE "kind" = 'quote-confirmed'`);
    await this.kinds(q, BOOKING_KINDS);
  }

  private async kinds(q: QueryRunner, bookingKinds: string): Promise<void> {
    await q.query(`ALTER TABLE "notification_messages" DROP CONSTRAINT "CHK_notification_kind"`);
    await q.query(`ALTER TABLE "notification_messages" DROP CONSTRAINT "CHK_notification_subject"`);
    await q.query(
      `ALTER TABLE "notification_messages" ADD CONSTRAINT "CHK_notification_kind" CHECK ("kind" IN (${bookingKinds}, ${OTHER_KINDS}))`,
    );
    await q.query(
      `ALTER TABLE "notification_messages" ADD CONSTRAINT "CHK_notification_subject" CHECK (("kind" IN (${bookingKinds}, 'trip-code')) = ("bookingId" IS NOT NULL) AND ("bookingId" IS NULL) = ("subjectId" IS NOT NULL))`,
    );
  }
}
