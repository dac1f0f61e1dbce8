import { MigrationInterface, QueryRunner } from "typeorm";

/** Trigram index so staff search over a million bookings stays fast. */
export class BookingSearch1795350000000 implements MigrationInterface {
  name = "BookingSearch1795350000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `CREATE INDEX "IDX_bookings_search" ON "bookings" USING gin (("name" || ' ' || "email" || ' ' || "phone" || ' ' || "pickupLocation" || ' ' || "destination") gin_trgm_ops)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_bookings_search"`);
  }
}
