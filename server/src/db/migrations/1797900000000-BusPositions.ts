import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The bus's last position on a started trip, as the driver's phone shared it (with the driver's consent):
 * one row per trip, replaced by each new position. It is gone when the trip closes (the trigger below, on
 * whoever closes it: the driver or staff) or when its booking is deleted; a periodic job drops any older
 * than two days.
 */
export class BusPositions1797900000000 implements MigrationInterface {
  name = "BusPositions1797900000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "bus_positions" (
      "bookingId" uuid NOT NULL,
      "lat" double precision NOT NULL,
      "lon" double precision NOT NULL,
      "accuracyM" double precision,
      "recordedAt" TIMESTAMP WITH TIME ZONE NOT NULL,
      CONSTRAINT "PK_bus_positions" PRIMARY KEY ("bookingId"),
      CONSTRAINT "CHK_bus_positions_lat" CHECK ("lat" BETWEEN -90 AND 90),
      CONSTRAINT "CHK_bus_positions_lon" CHECK ("lon" BETWEEN -180 AND 180),
      CONSTRAINT "CHK_bus_positions_accuracy" CHECK ("accuracyM" IS NULL OR "accuracyM" >= 0),
      CONSTRAINT "FK_bus_positions_trip" FOREIGN KEY ("bookingId") REFERENCES "driver_trips"("bookingId") ON DELETE CASCADE
    )`);
    await q.query(`CREATE INDEX "IDX_bus_positions_recorded" ON "bus_positions" ("recordedAt")`);
    await q.query(`CREATE FUNCTION bus_positions_forget_on_close() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM "bus_positions" WHERE "bookingId" = NEW."bookingId";
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER "TR_driver_trips_forget_position" AFTER UPDATE OF "closedAt" ON "driver_trips"
      FOR EACH ROW WHEN (NEW."closedAt" IS NOT NULL) EXECUTE FUNCTION bus_positions_forget_on_close()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "TR_driver_trips_forget_position" ON "driver_trips"`);
    await q.query(`DROP FUNCTION bus_positions_forget_on_close()`);
    await q.query(`DROP TABLE "bus_positions"`);
  }
}
