import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The payment ledger: one row per payment received on a booking (domain/payment). A booking's received total
 * is the sum of its rows. What was received before the ledger becomes its rows: each advance staff marked
 * received (a UPI transfer matched by hand, as the booking page asked for it) and what each closed trip's
 * driver collected on board (cash), under the ids the forms keep them by (payment.queries.ts PAYMENT_KEYS).
 */
export class PaymentLedger1798000000000 implements MigrationInterface {
  name = "PaymentLedger1798000000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "payments" (
      "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
      "bookingId" uuid NOT NULL,
      "kind" text NOT NULL,
      "method" text NOT NULL,
      "amountPaise" bigint NOT NULL,
      "providerPaymentId" text NOT NULL,
      "reference" text,
      "receivedOn" date NOT NULL,
      "recordedBy" text NOT NULL,
      "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_payments" PRIMARY KEY ("id"),
      CONSTRAINT "CHK_payments_method" CHECK ("method" IN ('razorpay', 'upi_manual', 'cash', 'bank')),
      CONSTRAINT "CHK_payments_kind" CHECK ("kind" IN ('advance', 'balance')),
      CONSTRAINT "CHK_payments_amount" CHECK ("amountPaise" > 0),
      CONSTRAINT "FK_payments_booking" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE
    )`);
    await q.query(`CREATE INDEX "IDX_payments_booking" ON "payments" ("bookingId")`);
    await q.query(`CREATE UNIQUE INDEX "UQ_payments_provider_payment" ON "payments" ("providerPaymentId")`);
    await q.query(`INSERT INTO "payments" ("bookingId", "providerPaymentId", kind, method, "amountPaise", "receivedOn", "recordedBy")
      SELECT id, 'advance:' || id, 'advance', 'upi_manual', "agreedAdvancePaise", "advanceReceivedOn", 'staff'
        FROM "bookings" WHERE "advanceReceivedOn" IS NOT NULL AND "agreedAdvancePaise" > 0`);
    await q.query(`INSERT INTO "payments" ("bookingId", "providerPaymentId", kind, method, "amountPaise", "receivedOn", "recordedBy")
      SELECT "bookingId", 'collected:' || "bookingId", 'balance', 'cash', round("amountCollected" * 100)::bigint,
             ("closedAt" AT TIME ZONE 'Asia/Kolkata')::date, coalesce("closedBy", 'driver')
        FROM "driver_trips" WHERE "closedAt" IS NOT NULL AND "amountCollected" > 0`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "payments"`);
  }
}
