import { MigrationInterface, QueryRunner } from "typeorm";

/** The log of e-mails about bookings (each delivered by a pg-boss job) and reminder opt-outs. pg-boss keeps its own schema ("pgboss"), migrated by its start(). */
export class Notifications1795400000000 implements MigrationInterface {
  name = "Notifications1795400000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "notification_messages" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "bookingId" uuid NOT NULL, "kind" character varying NOT NULL, "recipient" character varying NOT NULL, "state" character varying NOT NULL DEFAULT 'queued', "attempts" integer NOT NULL DEFAULT '0', "error" text, "jobId" text, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sentAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "CHK_notification_kind" CHECK ("kind" IN ('received', 'operator-new', 'confirmed', 'cancelled', 'pending', 'reminder')), CONSTRAINT "CHK_notification_state" CHECK ("state" IN ('queued', 'sending', 'retrying', 'sent', 'failed', 'skipped')), CONSTRAINT "PK_notification_messages" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_notification_messages_booking" ON "notification_messages" ("bookingId") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_notification_reminder" ON "notification_messages" ("bookingId") WHERE "kind" = 'reminder'`,
    );
    await queryRunner.query(
      `ALTER TABLE "notification_messages" ADD CONSTRAINT "FK_notification_messages_booking" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "reminder_opt_outs" ("email" character varying NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_reminder_opt_outs" PRIMARY KEY ("email"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "reminder_opt_outs"`);
    await queryRunner.query(`DROP TABLE "notification_messages"`);
  }
}
