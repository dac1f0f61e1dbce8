import { MigrationInterface, QueryRunner } from "typeorm";

/** Idempotency keys of booking requests: a retried request answers the first booking, stores nothing twice. */
export class BookingIdempotencyKeys1795420000000 implements MigrationInterface {
  name = "BookingIdempotencyKeys1795420000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "booking_idempotency_keys" ("scopeHash" character varying NOT NULL, "requestHash" character varying NOT NULL, "bookingId" uuid NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_booking_idempotency_keys" PRIMARY KEY ("scopeHash"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "booking_idempotency_keys" ADD CONSTRAINT "FK_booking_idempotency_keys_booking" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_booking_idempotency_keys_booking" ON "booking_idempotency_keys" ("bookingId")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "booking_idempotency_keys"`);
  }
}
