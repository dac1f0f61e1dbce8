import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The duty slip and what it feeds: per booking, what staff add to the driver's slip (reporting
 * time, notes for the driver, "collect on board"); and the trip's candidate invoice lines staff decided on
 * (extra km over the accepted quote, each recorded expense), one row per candidate, approved or rejected.
 */
export class DriverDutySlips1796600000000 implements MigrationInterface {
  name = "DriverDutySlips1796600000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "driver_duties" ("bookingId" uuid NOT NULL, "reportingTime" character varying(5),
      "driverNotes" text, "collectOnBoard" boolean NOT NULL DEFAULT false,
      "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_driver_duties" PRIMARY KEY ("bookingId"),
      CONSTRAINT "CHK_driver_duties_time" CHECK ("reportingTime" IS NULL OR "reportingTime" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      CONSTRAINT "FK_driver_duties_booking" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE)`);
    await q.query(`CREATE TABLE "driver_trip_charges" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "bookingId" uuid NOT NULL,
      "source" character varying NOT NULL, "description" text NOT NULL, "quantity" integer NOT NULL, "unitPaise" bigint NOT NULL,
      "amountPaise" bigint NOT NULL, "approved" boolean NOT NULL, "decidedById" uuid,
      "decidedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_driver_trip_charges" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_driver_trip_charges_source" UNIQUE ("bookingId", "source"),
      CONSTRAINT "CHK_driver_trip_charges_amount" CHECK ("quantity" > 0 AND "unitPaise" > 0 AND "amountPaise" = "quantity" * "unitPaise"),
      CONSTRAINT "FK_driver_trip_charges_booking" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_driver_trip_charges_user" FOREIGN KEY ("decidedById") REFERENCES "users"("id") ON DELETE SET NULL)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "driver_trip_charges"`);
    await q.query(`DROP TABLE "driver_duties"`);
  }
}
