import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Staff-side bookings and the trip's close-out. A phone enquiry's customer may have no e-mail yet: their
 * account's e-mail is empty, so the case-insensitive unique e-mail covers only accounts that have one. A
 * booking keeps when its trip was completed (the driver's close and every trip charge decided) and by whom.
 */
export class StaffBookingsCloseOut1797500000000 implements MigrationInterface {
  name = "StaffBookingsCloseOut1797500000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "UQ_users_email_lower"`);
    await q.query(`CREATE UNIQUE INDEX "UQ_users_email_lower" ON "users" (lower("email")) WHERE "email" <> ''`);
    await q.query(`ALTER TABLE "bookings" ADD "completedAt" TIMESTAMP WITH TIME ZONE`);
    await q.query(`ALTER TABLE "bookings" ADD "completedById" uuid`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "bookings" DROP COLUMN "completedById"`);
    await q.query(`ALTER TABLE "bookings" DROP COLUMN "completedAt"`);
    await q.query(`DROP INDEX "UQ_users_email_lower"`);
    await q.query(`CREATE UNIQUE INDEX "UQ_users_email_lower" ON "users" (lower("email"))`);
  }
}
