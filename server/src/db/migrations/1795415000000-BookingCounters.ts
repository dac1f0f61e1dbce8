import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The admin figures (bookings by status, total distance) and the unfiltered list's total
 * read a few maintained counter rows instead of counting a million bookings. Triggers keep them
 * exact in the same transaction as every insert, status/distance change, delete and truncate.
 * Counters are spread over 16 shards so concurrent bookings do not queue on one row; readers sum them.
 */
export class BookingCounters1795415000000 implements MigrationInterface {
  name = "BookingCounters1795415000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "booking_counters" ("shard" smallint NOT NULL, "status" character varying NOT NULL,
      "bookings" bigint NOT NULL DEFAULT 0, "distance" double precision NOT NULL DEFAULT 0, CONSTRAINT "PK_booking_counters" PRIMARY KEY ("shard", "status"))`);
    await queryRunner.query(`CREATE FUNCTION booking_counters_bump(s varchar, n int, d double precision) RETURNS void LANGUAGE sql AS $$
      INSERT INTO booking_counters AS c (shard, status, bookings, distance) VALUES (floor(random() * 16)::smallint, s, n, d)
      ON CONFLICT (shard, status) DO UPDATE SET bookings = c.bookings + EXCLUDED.bookings, distance = c.distance + EXCLUDED.distance
    $$`);
    await queryRunner.query(`CREATE FUNCTION booking_counters_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM booking_counters_bump(OLD.status, -1, -coalesce(OLD.distance, 0)); END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM booking_counters_bump(NEW.status, 1, coalesce(NEW.distance, 0)); END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`CREATE FUNCTION booking_counters_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN DELETE FROM booking_counters; RETURN NULL; END $$`);
    await queryRunner.query(
      `CREATE TRIGGER "TR_booking_counters_insert_delete" AFTER INSERT OR DELETE ON "bookings" FOR EACH ROW EXECUTE FUNCTION booking_counters_row()`,
    );
    await queryRunner.query(`CREATE TRIGGER "TR_booking_counters_update" AFTER UPDATE OF "status", "distance" ON "bookings" FOR EACH ROW
      WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.distance IS DISTINCT FROM NEW.distance) EXECUTE FUNCTION booking_counters_row()`);
    await queryRunner.query(
      `CREATE TRIGGER "TR_booking_counters_truncate" AFTER TRUNCATE ON "bookings" FOR EACH STATEMENT EXECUTE FUNCTION booking_counters_truncate()`,
    );
    await queryRunner.query(`INSERT INTO booking_counters (shard, status, bookings, distance)
      SELECT 0, status, count(*), coalesce(sum(distance), 0) FROM bookings GROUP BY status`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "TR_booking_counters_truncate" ON "bookings"`);
    await queryRunner.query(`DROP TRIGGER "TR_booking_counters_update" ON "bookings"`);
    await queryRunner.query(`DROP TRIGGER "TR_booking_counters_insert_delete" ON "bookings"`);
    await queryRunner.query(`DROP FUNCTION booking_counters_truncate()`);
    await queryRunner.query(`DROP FUNCTION booking_counters_row()`);
    await queryRunner.query(`DROP FUNCTION booking_counters_bump(varchar, int, double precision)`);
    await queryRunner.query(`DROP TABLE "booking_counters"`);
  }
}
