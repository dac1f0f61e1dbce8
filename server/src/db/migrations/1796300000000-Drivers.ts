import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Drivers and their assignments to Confirmed bookings. The database decides double duty: an
 * exclusion constraint (btree_gist, like the bus rule on bookings) refuses one driver on two overlapping
 * trips; a driver with trips cannot be deleted (foreign key RESTRICT); a booking that stops being
 * Confirmed releases its drivers (trigger), and the trip's dates follow the booking's.
 */
export class Drivers1796300000000 implements MigrationInterface {
  name = "Drivers1796300000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "drivers" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "name" character varying NOT NULL,
      "phone" character varying NOT NULL, "licenceNumber" character varying NOT NULL, "licenceValidUntil" date NOT NULL,
      "language" character varying NOT NULL DEFAULT 'hi', "languages" text NOT NULL DEFAULT '', "active" boolean NOT NULL DEFAULT true,
      "notes" text, "photoUrl" character varying, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "CHK_drivers_language" CHECK ("language" IN ('en', 'hi')), CONSTRAINT "PK_drivers" PRIMARY KEY ("id"))`);
    await q.query(`CREATE UNIQUE INDEX "UQ_drivers_licence" ON "drivers" (upper("licenceNumber"))`);
    await q.query(`CREATE TABLE "driver_assignments" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "bookingId" uuid NOT NULL,
      "driverId" uuid NOT NULL, "seat" integer NOT NULL, "trip" daterange NOT NULL, "assignedById" uuid,
      "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_driver_assignments" PRIMARY KEY ("id"), CONSTRAINT "CHK_driver_assignments_seat" CHECK ("seat" IN (1, 2)),
      CONSTRAINT "UQ_driver_assignments_seat" UNIQUE ("bookingId", "seat"),
      CONSTRAINT "UQ_driver_assignments_driver" UNIQUE ("bookingId", "driverId"),
      CONSTRAINT "FK_driver_assignments_booking" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_driver_assignments_driver" FOREIGN KEY ("driverId") REFERENCES "drivers"("id") ON DELETE RESTRICT,
      CONSTRAINT "FK_driver_assignments_by" FOREIGN KEY ("assignedById") REFERENCES "users"("id") ON DELETE SET NULL,
      CONSTRAINT "EX_driver_assignments_overlap" EXCLUDE USING gist ("driverId" WITH =, "trip" WITH &&))`);
    await q.query(`CREATE INDEX "IDX_driver_assignments_driver" ON "driver_assignments" ("driverId")`);
    // A booking that is no longer Confirmed frees its drivers; the trip's dates follow the booking's.
    await q.query(`CREATE FUNCTION "bookings_sync_driver_assignments"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW."status" <> 'Confirmed' THEN
          DELETE FROM "driver_assignments" WHERE "bookingId" = NEW."id";
        ELSIF NEW."departureDate" <> OLD."departureDate" OR NEW."days" <> OLD."days" THEN
          UPDATE "driver_assignments" SET "trip" = daterange(NEW."departureDate", NEW."departureDate" + NEW."days", '[)')
            WHERE "bookingId" = NEW."id";
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(
      `CREATE TRIGGER "TR_bookings_sync_driver_assignments" AFTER UPDATE OF "status", "departureDate", "days" ON "bookings" FOR EACH ROW EXECUTE FUNCTION "bookings_sync_driver_assignments"()`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "TR_bookings_sync_driver_assignments" ON "bookings"`);
    await q.query(`DROP FUNCTION "bookings_sync_driver_assignments"()`);
    await q.query(`DROP TABLE "driver_assignments"`);
    await q.query(`DROP TABLE "drivers"`);
  }
}
