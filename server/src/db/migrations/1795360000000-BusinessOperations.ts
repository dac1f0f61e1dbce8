import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * What the operator runs a day of business on: passengers, agreed fare and advance, customers'
 * cancellation requests, bus blackout periods (refused by the database for Confirmed bookings, like the
 * exclusion constraint between Confirmed bookings), staff notes, and a note on each status change.
 */
export class BusinessOperations1795360000000 implements MigrationInterface {
  name = "BusinessOperations1795360000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "bookings" ADD "passengers" integer, ADD "agreedFare" numeric(12,2), ADD "advance" numeric(12,2), ADD "advanceReceivedOn" date,
      ADD "cancelRequestedAt" TIMESTAMP WITH TIME ZONE, ADD "cancelReason" text, ADD "cancelDeclinedMessage" text`);
    await q.query(
      `ALTER TABLE "bookings" ADD CONSTRAINT "CHK_bookings_passengers" CHECK ("passengers" IS NULL OR "passengers" >= 1)`,
    );
    await q.query(
      `ALTER TABLE "bookings" ADD CONSTRAINT "CHK_bookings_fare" CHECK (("agreedFare" IS NULL OR "agreedFare" >= 0) AND ("advance" IS NULL OR ("agreedFare" IS NOT NULL AND "advance" >= 0 AND "advance" <= "agreedFare")))`,
    );
    await q.query(`ALTER TABLE "booking_status_changes" ADD "note" text`);
    await q.query(`CREATE TABLE "bus_blackouts" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "busId" uuid NOT NULL, "startDate" date NOT NULL, "endDate" date NOT NULL, "reason" character varying NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "CHK_bus_blackouts_dates" CHECK ("endDate" >= "startDate"), CONSTRAINT "PK_bus_blackouts" PRIMARY KEY ("id"),
      CONSTRAINT "FK_bus_blackouts_bus" FOREIGN KEY ("busId") REFERENCES "buses"("id") ON DELETE CASCADE)`);
    await q.query(
      `CREATE INDEX "IDX_bus_blackouts_bus" ON "bus_blackouts" USING gist ("busId", daterange("startDate", "endDate", '[]'))`,
    );
    // A Confirmed booking may not meet a blackout of its bus; raised as an exclusion violation like a clash between bookings.
    await q.query(`CREATE FUNCTION "bookings_refuse_blackout"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW."status" = 'Confirmed' AND NEW."busId" IS NOT NULL AND EXISTS (
          SELECT 1 FROM "bus_blackouts" b WHERE b."busId" = NEW."busId"
            AND daterange(b."startDate", b."endDate", '[]') && daterange(NEW."departureDate", NEW."departureDate" + NEW."days", '[)')) THEN
          RAISE EXCEPTION 'bus % is unavailable on these dates', NEW."busId" USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'EX_bookings_bus_blackout';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(
      `CREATE TRIGGER "TR_bookings_refuse_blackout" BEFORE INSERT OR UPDATE OF "status", "busId", "departureDate", "days" ON "bookings" FOR EACH ROW EXECUTE FUNCTION "bookings_refuse_blackout"()`,
    );
    await q.query(`CREATE TABLE "staff_notes" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "bookingId" uuid, "customerId" uuid, "authorId" uuid, "body" text NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "CHK_staff_notes_target" CHECK (("bookingId" IS NULL) <> ("customerId" IS NULL)), CONSTRAINT "PK_staff_notes" PRIMARY KEY ("id"),
      CONSTRAINT "FK_staff_notes_booking" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_staff_notes_customer" FOREIGN KEY ("customerId") REFERENCES "users"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_staff_notes_author" FOREIGN KEY ("authorId") REFERENCES "users"("id") ON DELETE SET NULL)`);
    await q.query(`CREATE INDEX "IDX_staff_notes_booking" ON "staff_notes" ("bookingId")`);
    await q.query(`CREATE INDEX "IDX_staff_notes_customer" ON "staff_notes" ("customerId")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "staff_notes"`);
    await q.query(`DROP TRIGGER "TR_bookings_refuse_blackout" ON "bookings"`);
    await q.query(`DROP FUNCTION "bookings_refuse_blackout"()`);
    await q.query(`DROP TABLE "bus_blackouts"`);
    await q.query(`ALTER TABLE "booking_status_changes" DROP COLUMN "note"`);
    await q.query(
      `ALTER TABLE "bookings" DROP CONSTRAINT "CHK_bookings_fare", DROP CONSTRAINT "CHK_bookings_passengers"`,
    );
    await q.query(`ALTER TABLE "bookings" DROP COLUMN "passengers", DROP COLUMN "agreedFare", DROP COLUMN "advance", DROP COLUMN "advanceReceivedOn",
      DROP COLUMN "cancelRequestedAt", DROP COLUMN "cancelReason", DROP COLUMN "cancelDeclinedMessage"`);
  }
}
