import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The driver's link and what the driver records on it: each assignment's link secret (a new
 * one withdraws the old link) and revocation; one trip record per booking (opening and closing km, the
 * customer's 4-digit code and wrong attempts, the amount collected); the steps, each once (stepId).
 */
export class DriverTrips1796310000000 implements MigrationInterface {
  name = "DriverTrips1796310000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "driver_assignments" ADD "linkNonce" character varying NOT NULL DEFAULT md5(random()::text || clock_timestamp()::text),
      ADD "linkRevokedAt" TIMESTAMP WITH TIME ZONE`);
    await q.query(`CREATE TABLE "driver_trips" ("bookingId" uuid NOT NULL, "startedAt" TIMESTAMP WITH TIME ZONE, "openingKm" integer,
      "startedById" uuid, "customerCode" character varying(4), "codeAttempts" integer NOT NULL DEFAULT 0,
      "closedAt" TIMESTAMP WITH TIME ZONE, "closingKm" integer, "amountCollected" numeric(12,2), "closedBy" character varying,
      CONSTRAINT "PK_driver_trips" PRIMARY KEY ("bookingId"),
      CONSTRAINT "CHK_driver_trips_km" CHECK ("openingKm" >= 0 AND ("closingKm" IS NULL OR "closingKm" >= "openingKm")),
      CONSTRAINT "CHK_driver_trips_closed" CHECK ("closedAt" IS NULL OR ("startedAt" IS NOT NULL AND "closingKm" IS NOT NULL)),
      CONSTRAINT "CHK_driver_trips_amount" CHECK ("amountCollected" IS NULL OR "amountCollected" >= 0),
      CONSTRAINT "FK_driver_trips_booking" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_driver_trips_driver" FOREIGN KEY ("startedById") REFERENCES "drivers"("id") ON DELETE RESTRICT)`);
    await q.query(`CREATE TABLE "driver_trip_steps" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "bookingId" uuid NOT NULL,
      "driverId" uuid, "stepId" uuid NOT NULL, "kind" character varying NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "km" integer, "stop" text, "expenseKind" character varying, "amount" numeric(12,2), "receiptUrl" character varying,
      CONSTRAINT "PK_driver_trip_steps" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_driver_trip_steps_step" UNIQUE ("bookingId", "stepId"),
      CONSTRAINT "CHK_driver_trip_steps_kind" CHECK ("kind" IN ('start', 'stop', 'expense', 'close')),
      CONSTRAINT "CHK_driver_trip_steps_expense" CHECK ("kind" <> 'expense' OR ("expenseKind" IN ('toll', 'parking', 'permit') AND "amount" > 0 AND "receiptUrl" IS NOT NULL)),
      CONSTRAINT "FK_driver_trip_steps_booking" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_driver_trip_steps_driver" FOREIGN KEY ("driverId") REFERENCES "drivers"("id") ON DELETE RESTRICT)`);
    await q.query(`CREATE INDEX "IDX_driver_trip_steps_booking" ON "driver_trip_steps" ("bookingId", "at")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "driver_trip_steps"`);
    await q.query(`DROP TABLE "driver_trips"`);
    await q.query(`ALTER TABLE "driver_assignments" DROP COLUMN "linkRevokedAt", DROP COLUMN "linkNonce"`);
  }
}
