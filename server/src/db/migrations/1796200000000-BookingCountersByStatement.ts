import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The booking counters and the admin list's indexes, for a table of a million bookings.
 *
 * 1. Counters per status AND departure month (the dashboard's chart and a month filter's total read them).
 *    `distance` becomes numeric, so the sums are exact too.
 * 2. Imports scale linearly. The per-row deferred triggers upserted the same counter row once per booking
 *    of a transaction, and each upsert walked the row's versions left by the previous ones: a statement of
 *    N rows cost O(N²). Now statement-level triggers with transition tables add ONE staged delta row per
 *    (status, month) that a statement changed, in `booking_counter_deltas` (no locks: every transaction
 *    inserts only its own rows). At commit a deferred constraint trigger on that table folds all of the
 *    transaction's deltas into `booking_counters` in one upsert, in key order, on the connection's shard
 *    (backend pid modulo 64): as before, a counter row is locked for the commit only, and two commits never
 *    wait on each other in opposite orders. A transaction-local setting (`kashi.booking_counters`) marks
 *    that deltas wait, so the other deferred events of the transaction return at once.
 *    The staging table is UNLOGGED: every committed state of it is empty (a transaction deletes its own
 *    deltas before it commits), so a crash that empties it loses nothing.
 * 3. Indexes for the admin list's filters in its order (status, bus; newest first), carrying the other
 *    filters' columns so that counting a combination reads the index only.
 */
const STAGE = `CREATE FUNCTION booking_counters_stage() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO booking_counter_deltas (status, month, bookings, distance)
        SELECT status, date_trunc('month', "departureDate")::date, count(*), sum(coalesce(distance, 0)::numeric)
        FROM new_rows GROUP BY 1, 2;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO booking_counter_deltas (status, month, bookings, distance)
        SELECT status, date_trunc('month', "departureDate")::date, -count(*), -sum(coalesce(distance, 0)::numeric)
        FROM old_rows GROUP BY 1, 2;
    ELSE
      -- Only rows whose status, month or distance changed count (-1 as they were, +1 as they are).
      INSERT INTO booking_counter_deltas (status, month, bookings, distance)
        SELECT status, date_trunc('month', "departureDate")::date, sum(n), sum(n * coalesce(distance, 0)::numeric)
        FROM (
          SELECT *, 1 AS n FROM (SELECT id, status, "departureDate", distance FROM new_rows
            EXCEPT ALL SELECT id, status, "departureDate", distance FROM old_rows) AS added
          UNION ALL
          SELECT *, -1 AS n FROM (SELECT id, status, "departureDate", distance FROM old_rows
            EXCEPT ALL SELECT id, status, "departureDate", distance FROM new_rows) AS removed
        ) AS changed
        GROUP BY 1, 2 HAVING sum(n) <> 0 OR sum(n * coalesce(distance, 0)::numeric) <> 0;
    END IF;
    IF FOUND THEN PERFORM set_config('kashi.booking_counters', 'pending', true); END IF;
    RETURN NULL;
  END $$`;

const FLUSH = `CREATE FUNCTION booking_counters_flush() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF current_setting('kashi.booking_counters', true) IS DISTINCT FROM 'pending' THEN RETURN NULL; END IF;
    PERFORM set_config('kashi.booking_counters', '', true);
    WITH d AS (DELETE FROM booking_counter_deltas WHERE xact = pg_current_xact_id() RETURNING status, month, bookings, distance)
    INSERT INTO booking_counters AS c (shard, status, month, bookings, distance)
      SELECT (pg_backend_pid() % 64)::smallint, status, month, sum(bookings), sum(distance) FROM d
      GROUP BY status, month HAVING sum(bookings) <> 0 OR sum(distance) <> 0 ORDER BY status, month
      ON CONFLICT (status, month, shard) DO UPDATE
        SET bookings = c.bookings + EXCLUDED.bookings, distance = c.distance + EXCLUDED.distance;
    RETURN NULL;
  END $$`;

const STATEMENT_TRIGGERS = [
  `CREATE TRIGGER "TR_booking_counters_insert" AFTER INSERT ON "bookings" REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION booking_counters_stage()`,
  `CREATE TRIGGER "TR_booking_counters_delete" AFTER DELETE ON "bookings" REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION booking_counters_stage()`,
  `CREATE TRIGGER "TR_booking_counters_update" AFTER UPDATE ON "bookings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION booking_counters_stage()`,
];

const INDEXES = [
  `CREATE INDEX "IDX_bookings_status_created" ON "bookings" ("status", "createdAt", "id") INCLUDE ("busId", "departureDate")`,
  `CREATE INDEX "IDX_bookings_bus_created" ON "bookings" ("busId", "createdAt", "id") INCLUDE ("status", "departureDate")`,
];

export class BookingCountersByStatement1796200000000 implements MigrationInterface {
  name = "BookingCountersByStatement1796200000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "TR_booking_counters_update" ON "bookings"`);
    await q.query(`DROP TRIGGER "TR_booking_counters_insert_delete" ON "bookings"`);
    await q.query(`DROP FUNCTION booking_counters_row()`);
    await q.query(`DROP FUNCTION booking_counters_bump(varchar, int, double precision)`);
    // The counters are rebuilt from the table; no booking may change meanwhile.
    await q.query(`LOCK TABLE "bookings" IN SHARE MODE`);
    await q.query(`DROP TABLE "booking_counters"`);
    await q.query(`CREATE TABLE "booking_counters" ("shard" smallint NOT NULL, "status" character varying NOT NULL,
      "month" date NOT NULL, "bookings" bigint NOT NULL DEFAULT 0, "distance" numeric NOT NULL DEFAULT 0,
      CONSTRAINT "PK_booking_counters" PRIMARY KEY ("status", "month", "shard"))`);
    await q.query(`INSERT INTO booking_counters (shard, status, month, bookings, distance)
      SELECT 0, status, date_trunc('month', "departureDate")::date, count(*), coalesce(sum(distance), 0)::numeric
      FROM bookings GROUP BY 2, 3`);
    await q.query(`CREATE UNLOGGED TABLE "booking_counter_deltas" ("xact" xid8 NOT NULL DEFAULT pg_current_xact_id(),
      "status" character varying NOT NULL, "month" date NOT NULL, "bookings" bigint NOT NULL, "distance" numeric NOT NULL)`);
    await q.query(STAGE);
    await q.query(FLUSH);
    for (const sql of STATEMENT_TRIGGERS) await q.query(sql);
    await q.query(`CREATE CONSTRAINT TRIGGER "TR_booking_counters_flush" AFTER INSERT ON "booking_counter_deltas"
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION booking_counters_flush()`);
    // A truncate empties the counters and what the transaction staged before it.
    await q.query(`CREATE OR REPLACE FUNCTION booking_counters_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN DELETE FROM booking_counters; DELETE FROM booking_counter_deltas WHERE xact = pg_current_xact_id(); RETURN NULL; END $$`);
    for (const sql of INDEXES) await q.query(sql);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_bookings_bus_created"`);
    await q.query(`DROP INDEX "IDX_bookings_status_created"`);
    for (const name of ["insert", "delete", "update"])
      await q.query(`DROP TRIGGER "TR_booking_counters_${name}" ON "bookings"`);
    await q.query(`CREATE OR REPLACE FUNCTION booking_counters_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN DELETE FROM booking_counters; RETURN NULL; END $$`);
    await q.query(`DROP TABLE "booking_counter_deltas"`);
    await q.query(`DROP FUNCTION booking_counters_flush()`);
    await q.query(`DROP FUNCTION booking_counters_stage()`);
    await q.query(`LOCK TABLE "bookings" IN SHARE MODE`);
    await q.query(`DROP TABLE "booking_counters"`);
    await q.query(`CREATE TABLE "booking_counters" ("shard" smallint NOT NULL, "status" character varying NOT NULL,
      "bookings" bigint NOT NULL DEFAULT 0, "distance" double precision NOT NULL DEFAULT 0, CONSTRAINT "PK_booking_counters" PRIMARY KEY ("shard", "status"))`);
    await q.query(`INSERT INTO booking_counters (shard, status, bookings, distance)
      SELECT 0, status, count(*), coalesce(sum(distance), 0) FROM bookings GROUP BY status`);
    await q.query(`CREATE FUNCTION booking_counters_bump(s varchar, n int, d double precision) RETURNS void LANGUAGE sql AS $$
      INSERT INTO booking_counters AS c (shard, status, bookings, distance) VALUES ((pg_backend_pid() % 64)::smallint, s, n, d)
      ON CONFLICT (shard, status) DO UPDATE SET bookings = c.bookings + EXCLUDED.bookings, distance = c.distance + EXCLUDED.distance
    $$`);
    await q.query(`CREATE FUNCTION booking_counters_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM booking_counters_bump(OLD.status, -1, -coalesce(OLD.distance, 0)); END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM booking_counters_bump(NEW.status, 1, coalesce(NEW.distance, 0)); END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE CONSTRAINT TRIGGER "TR_booking_counters_insert_delete" AFTER INSERT OR DELETE ON "bookings"
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION booking_counters_row()`);
    await q.query(`CREATE CONSTRAINT TRIGGER "TR_booking_counters_update" AFTER UPDATE OF "status", "distance" ON "bookings"
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
      WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.distance IS DISTINCT FROM NEW.distance) EXECUTE FUNCTION booking_counters_row()`);
  }
}
