import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Concurrent bookings no longer queue on the counter rows. Each connection bumps its own shard
 * (its backend pid modulo 64, not a random one of 16), and the counter triggers run at commit (deferred
 * constraint triggers), so a counter row is locked for the commit only, not for the rest of the
 * booking's transaction. Readers still sum the shards; the counts stay exact in the same transaction.
 */
const rowTriggers = (kind: "CONSTRAINT TRIGGER" | "TRIGGER", timing: string) => [
  `CREATE ${kind} "TR_booking_counters_insert_delete" AFTER INSERT OR DELETE ON "bookings" ${timing}
    FOR EACH ROW EXECUTE FUNCTION booking_counters_row()`,
  `CREATE ${kind} "TR_booking_counters_update" AFTER UPDATE OF "status", "distance" ON "bookings" ${timing} FOR EACH ROW
    WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.distance IS DISTINCT FROM NEW.distance) EXECUTE FUNCTION booking_counters_row()`,
];
const bump = (
  shard: string,
) => `CREATE OR REPLACE FUNCTION booking_counters_bump(s varchar, n int, d double precision) RETURNS void LANGUAGE sql AS $$
  INSERT INTO booking_counters AS c (shard, status, bookings, distance) VALUES (${shard}, s, n, d)
  ON CONFLICT (shard, status) DO UPDATE SET bookings = c.bookings + EXCLUDED.bookings, distance = c.distance + EXCLUDED.distance
$$`;

export class BookingCountersAtCommit1795450000000 implements MigrationInterface {
  name = "BookingCountersAtCommit1795450000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "TR_booking_counters_update" ON "bookings"`);
    await q.query(`DROP TRIGGER "TR_booking_counters_insert_delete" ON "bookings"`);
    await q.query(bump("(pg_backend_pid() % 64)::smallint"));
    for (const sql of rowTriggers("CONSTRAINT TRIGGER", "DEFERRABLE INITIALLY DEFERRED")) await q.query(sql);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "TR_booking_counters_update" ON "bookings"`);
    await q.query(`DROP TRIGGER "TR_booking_counters_insert_delete" ON "bookings"`);
    await q.query(bump("floor(random() * 16)::smallint"));
    for (const sql of rowTriggers("TRIGGER", "")) await q.query(sql);
  }
}
