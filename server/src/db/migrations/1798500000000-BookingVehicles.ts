import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A booking needs one or more vehicles, and the fleet may be short: vendors (partner operators) whose buses are
 * hired in. A vendor's vehicle is a row of `buses` with its `vendorId` (so its documents, blackouts and the
 * no-overlap rule are the fleet's own); the public fleet never lists one.
 *
 * `booking_vehicles` holds each vehicle of a booking: its seats, its bus (own or a vendor's), the vendor cost
 * agreed for a vendor's bus and whether the vendor was paid. The no-overlap rule moves from the booking to its
 * vehicles: an exclusion constraint refuses one bus on two overlapping Confirmed trips, whichever vehicle of
 * whichever booking it is; the blackout trigger moves with it. The first vehicle's bus is the booking's
 * `busId` (what existing clients read as `busType`): a trigger copies the booking's bus, dates and status onto
 * its vehicles (a vehicle with a bus seats what its bus seats), so confirming a booking confirms every vehicle in
 * the one statement, or none.
 * A driver's assignment names its vehicle (the first when not given), and each vehicle has its own trip (the
 * driver's link's steps, opening and closing km).
 */
export class BookingVehicles1798500000000 implements MigrationInterface {
  name = "BookingVehicles1798500000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "vendors" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "name" character varying NOT NULL,
      "gstin" character varying, "pan" character varying, "phone" character varying NOT NULL, "contactName" character varying,
      "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_vendors" PRIMARY KEY ("id"))`);
    await q.query(`CREATE UNIQUE INDEX "UQ_vendors_name" ON "vendors" (lower("name"))`);
    await q.query(`ALTER TABLE "buses" ADD "vendorId" uuid,
      ADD CONSTRAINT "FK_buses_vendor" FOREIGN KEY ("vendorId") REFERENCES "vendors"("id") ON DELETE RESTRICT`);
    await q.query(`CREATE INDEX "IDX_buses_vendor" ON "buses" ("vendorId") WHERE "vendorId" IS NOT NULL`);

    await q.query(`CREATE TABLE "booking_vehicles" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "bookingId" uuid NOT NULL,
      "position" integer NOT NULL, "seats" integer NOT NULL, "busId" uuid, "vendorCostPaise" bigint,
      "vendorPaidAt" TIMESTAMP WITH TIME ZONE, "vendorPaidReference" text, "vendorPaidById" uuid,
      "trip" daterange NOT NULL, "confirmed" boolean NOT NULL DEFAULT false,
      "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_booking_vehicles" PRIMARY KEY ("id"),
      CONSTRAINT "CHK_booking_vehicles_position" CHECK ("position" >= 1),
      CONSTRAINT "CHK_booking_vehicles_seats" CHECK ("seats" >= 1),
      CONSTRAINT "CHK_booking_vehicles_vendor_cost" CHECK ("vendorCostPaise" IS NULL OR "vendorCostPaise" >= 0),
      CONSTRAINT "CHK_booking_vehicles_paid" CHECK ("vendorPaidAt" IS NULL OR "vendorCostPaise" IS NOT NULL),
      CONSTRAINT "UQ_booking_vehicles_position" UNIQUE ("bookingId", "position") DEFERRABLE INITIALLY IMMEDIATE,
      CONSTRAINT "UQ_booking_vehicles_bus" UNIQUE ("bookingId", "busId"),
      CONSTRAINT "FK_booking_vehicles_booking" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_booking_vehicles_bus" FOREIGN KEY ("busId") REFERENCES "buses"("id") ON DELETE SET NULL,
      CONSTRAINT "FK_booking_vehicles_paid_by" FOREIGN KEY ("vendorPaidById") REFERENCES "users"("id") ON DELETE SET NULL,
      CONSTRAINT "EX_booking_vehicles_bus_overlap" EXCLUDE USING gist ("busId" WITH =, "trip" WITH &&)
        WHERE ("confirmed" AND "busId" IS NOT NULL))`);
    await q.query(`CREATE INDEX "IDX_booking_vehicles_bus" ON "booking_vehicles" ("busId") WHERE "busId" IS NOT NULL`);
    await q.query(`INSERT INTO "booking_vehicles" ("bookingId", "position", "seats", "busId", "trip", "confirmed")
      SELECT b."id", 1, COALESCE(bus."capacity", b."passengers", 1), b."busId",
        daterange(b."departureDate", b."departureDate" + b."days", '[)'), b."status" = 'Confirmed'
      FROM "bookings" b LEFT JOIN "buses" bus ON bus."id" = b."busId"`);

    // The booking's bus, dates and status onto its vehicles (a new booking gets its first vehicle).
    await q.query(`CREATE FUNCTION "bookings_sync_vehicles"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO "booking_vehicles" ("bookingId", "position", "seats", "busId", "trip", "confirmed")
            VALUES (NEW."id", 1, COALESCE((SELECT "capacity" FROM "buses" WHERE "id" = NEW."busId"), NEW."passengers", 1),
              NEW."busId", daterange(NEW."departureDate", NEW."departureDate" + NEW."days", '[)'), NEW."status" = 'Confirmed');
        ELSE
          UPDATE "booking_vehicles" SET
              "trip" = daterange(NEW."departureDate", NEW."departureDate" + NEW."days", '[)'),
              "confirmed" = NEW."status" = 'Confirmed',
              "busId" = CASE WHEN "position" = 1 THEN NEW."busId" ELSE "busId" END,
              "seats" = CASE WHEN "position" = 1 AND NEW."busId" IS DISTINCT FROM OLD."busId" AND NEW."busId" IS NOT NULL
                THEN (SELECT "capacity" FROM "buses" WHERE "id" = NEW."busId") ELSE "seats" END,
              "vendorCostPaise" = CASE WHEN "position" = 1 AND NEW."busId" IS DISTINCT FROM OLD."busId" THEN NULL
                ELSE "vendorCostPaise" END
            WHERE "bookingId" = NEW."id";
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER "TR_bookings_sync_vehicles" AFTER INSERT OR UPDATE OF "busId", "status", "departureDate", "days"
      ON "bookings" FOR EACH ROW EXECUTE FUNCTION "bookings_sync_vehicles"()`);

    // The rule moves to the vehicles: the booking's own constraint and blackout trigger go.
    await q.query(`ALTER TABLE "bookings" DROP CONSTRAINT "EX_bookings_confirmed_bus_overlap"`);
    await q.query(`DROP TRIGGER "TR_bookings_refuse_blackout" ON "bookings"`);
    await q.query(`DROP FUNCTION "bookings_refuse_blackout"()`);
    await q.query(`CREATE FUNCTION "booking_vehicles_refuse_blackout"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW."confirmed" AND NEW."busId" IS NOT NULL AND EXISTS (
          SELECT 1 FROM "bus_blackouts" b WHERE b."busId" = NEW."busId"
            AND daterange(b."startDate", b."endDate", '[]') && NEW."trip") THEN
          RAISE EXCEPTION 'bus % is unavailable on these dates', NEW."busId" USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'EX_bookings_bus_blackout';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER "TR_booking_vehicles_refuse_blackout" BEFORE INSERT OR UPDATE OF "confirmed", "busId", "trip"
      ON "booking_vehicles" FOR EACH ROW EXECUTE FUNCTION "booking_vehicles_refuse_blackout"()`);

    // A driver drives one vehicle of the booking; an assignment without one is the first vehicle's.
    await q.query(`ALTER TABLE "driver_assignments" ADD "vehicleId" uuid,
      ADD CONSTRAINT "FK_driver_assignments_vehicle" FOREIGN KEY ("vehicleId") REFERENCES "booking_vehicles"("id")`);
    await q.query(`UPDATE "driver_assignments" a SET "vehicleId" = v."id" FROM "booking_vehicles" v
      WHERE v."bookingId" = a."bookingId" AND v."position" = 1`);
    await q.query(`CREATE FUNCTION "fill_first_vehicle"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW."vehicleId" IS NULL THEN
          SELECT "id" INTO NEW."vehicleId" FROM "booking_vehicles" WHERE "bookingId" = NEW."bookingId" AND "position" = 1;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER "TR_driver_assignments_vehicle" BEFORE INSERT ON "driver_assignments"
      FOR EACH ROW EXECUTE FUNCTION "fill_first_vehicle"()`);
    await q.query(`ALTER TABLE "driver_assignments" ALTER "vehicleId" SET NOT NULL`);
    await q.query(`ALTER TABLE "driver_assignments" DROP CONSTRAINT "UQ_driver_assignments_seat",
      ADD CONSTRAINT "UQ_driver_assignments_seat" UNIQUE ("vehicleId", "seat")`);
    // Each vehicle its own trip (opening and closing km, the customer's code, what was collected) and steps.
    await q.query(`ALTER TABLE "bus_positions" DROP CONSTRAINT "FK_bus_positions_trip",
      ADD CONSTRAINT "FK_bus_positions_booking" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE`);
    await q.query(`ALTER TABLE "driver_trips" ADD "vehicleId" uuid`);
    await q.query(`UPDATE "driver_trips" t SET "vehicleId" = v."id" FROM "booking_vehicles" v
      WHERE v."bookingId" = t."bookingId" AND v."position" = 1`);
    await q.query(`ALTER TABLE "driver_trips" ALTER "vehicleId" SET NOT NULL, DROP CONSTRAINT "PK_driver_trips",
      ADD CONSTRAINT "PK_driver_trips" PRIMARY KEY ("vehicleId"),
      ADD CONSTRAINT "FK_driver_trips_vehicle" FOREIGN KEY ("vehicleId") REFERENCES "booking_vehicles"("id") ON DELETE CASCADE`);
    await q.query(`CREATE INDEX "IDX_driver_trips_booking" ON "driver_trips" ("bookingId")`);
    await q.query(`ALTER TABLE "driver_trip_steps" ADD "vehicleId" uuid`);
    await q.query(`UPDATE "driver_trip_steps" t SET "vehicleId" = v."id" FROM "booking_vehicles" v
      WHERE v."bookingId" = t."bookingId" AND v."position" = 1`);
    await q.query(`ALTER TABLE "driver_trip_steps" ALTER "vehicleId" SET NOT NULL,
      ADD CONSTRAINT "FK_driver_trip_steps_vehicle" FOREIGN KEY ("vehicleId") REFERENCES "booking_vehicles"("id") ON DELETE CASCADE`);
    // A trip or a step written without its vehicle is the first vehicle's (as an assignment's is).
    for (const table of ["driver_trips", "driver_trip_steps"])
      await q.query(`CREATE TRIGGER "TR_${table}_vehicle" BEFORE INSERT ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION "fill_first_vehicle"()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DELETE FROM "driver_trip_steps" s USING "booking_vehicles" v WHERE v."id" = s."vehicleId" AND v."position" > 1`,
    );
    await q.query(`ALTER TABLE "driver_trip_steps" DROP COLUMN "vehicleId"`);
    await q.query(
      `DELETE FROM "driver_trips" t USING "booking_vehicles" v WHERE v."id" = t."vehicleId" AND v."position" > 1`,
    );
    await q.query(`DROP INDEX "IDX_driver_trips_booking"`);
    await q.query(`ALTER TABLE "driver_trips" DROP CONSTRAINT "PK_driver_trips", DROP COLUMN "vehicleId",
      ADD CONSTRAINT "PK_driver_trips" PRIMARY KEY ("bookingId")`);
    await q.query(`ALTER TABLE "bus_positions" DROP CONSTRAINT "FK_bus_positions_booking",
      ADD CONSTRAINT "FK_bus_positions_trip" FOREIGN KEY ("bookingId") REFERENCES "driver_trips"("bookingId") ON DELETE CASCADE`);
    await q.query(`ALTER TABLE "driver_assignments" DROP CONSTRAINT "UQ_driver_assignments_seat"`);
    await q.query(
      `DELETE FROM "driver_assignments" a USING "booking_vehicles" v WHERE v."id" = a."vehicleId" AND v."position" > 1`,
    );
    await q.query(
      `ALTER TABLE "driver_assignments" ADD CONSTRAINT "UQ_driver_assignments_seat" UNIQUE ("bookingId", "seat")`,
    );
    await q.query(`DROP TRIGGER "TR_driver_assignments_vehicle" ON "driver_assignments"`);
    await q.query(`DROP FUNCTION "fill_first_vehicle"()`);
    await q.query(`ALTER TABLE "driver_assignments" DROP COLUMN "vehicleId"`);
    await q.query(`DROP TRIGGER "TR_booking_vehicles_refuse_blackout" ON "booking_vehicles"`);
    await q.query(`DROP FUNCTION "booking_vehicles_refuse_blackout"()`);
    await q.query(`CREATE FUNCTION "bookings_refuse_blackout"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW."status" = 'Confirmed' AND NEW."busId" IS NOT NULL AND EXISTS (
          SELECT 1 FROM "bus_blackouts" b WHERE b."busId" = NEW."busId"
            AND daterange(b."startDate", b."endDate", '[]') && daterange(NEW."departureDate", NEW."departureDate" + NEW."days", '[)')) THEN
          RAISE EXCEPTION 'bus % is unavailable on these dates', NEW."busId" USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'EX_bookings_bus_blackout';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER "TR_bookings_refuse_blackout" BEFORE INSERT OR UPDATE OF "status", "busId", "departureDate", "days"
      ON "bookings" FOR EACH ROW EXECUTE FUNCTION "bookings_refuse_blackout"()`);
    await q.query(`ALTER TABLE "bookings" ADD CONSTRAINT "EX_bookings_confirmed_bus_overlap" EXCLUDE USING gist
      ("busId" WITH =, daterange("departureDate", "departureDate" + "days", '[)') WITH &&) WHERE ("status" = 'Confirmed' AND "busId" IS NOT NULL)`);
    await q.query(`DROP TRIGGER "TR_bookings_sync_vehicles" ON "bookings"`);
    await q.query(`DROP FUNCTION "bookings_sync_vehicles"()`);
    await q.query(`DROP TABLE "booking_vehicles"`);
    await q.query(`ALTER TABLE "buses" DROP COLUMN "vendorId"`);
    await q.query(`DROP TABLE "vendors"`);
  }
}
