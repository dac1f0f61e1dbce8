import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * One money: a booking's fare and advance become integer paise (`numeric(12,2)` rupees times 100, exact:
 * every stored value keeps its two decimals), beside the balance the account area computes and keeps
 * (what is owed, read by every screen, document and list), and the advance no longer has to stay below the fare (a
 * re-quote accepted below an advance already received leaves it as received, to be returned). A quote
 * keeps the tax heads the invoice will carry (IGST between states, reverse charge) and the place of supply
 * they follow. Invoices gain debit notes (a fare raised after the invoice), in a series of their own, and a
 * booking's billing details say whether the recipient is a body corporate (reverse charge needs one).
 */
export class OneMoney1797300000000 implements MigrationInterface {
  name = "OneMoney1797300000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "bookings" ADD "agreedFarePaise" bigint, ADD "agreedAdvancePaise" bigint, ADD "balancePaise" bigint`,
    );
    // The balance as the fare and the advance received give it; a booking with more behind it (a tax invoice,
    // approved trip charges, money collected on board) is left without one, and the account area makes it
    // when the server starts (StatementService.refreshMissing, through the partial index below).
    await q.query(
      `UPDATE "bookings" SET "agreedFarePaise" = ("agreedFare" * 100)::bigint, "agreedAdvancePaise" = ("advance" * 100)::bigint,
          "balancePaise" = (("agreedFare" - CASE WHEN "advanceReceivedOn" IS NULL THEN 0 ELSE coalesce("advance", 0) END) * 100)::bigint
        WHERE "agreedFare" IS NOT NULL OR "advance" IS NOT NULL`,
    );
    await q.query(
      `UPDATE "bookings" b SET "balancePaise" = NULL WHERE "agreedFarePaise" IS NOT NULL AND (
          EXISTS (SELECT 1 FROM "invoices" i WHERE i."bookingId" = b.id)
          OR EXISTS (SELECT 1 FROM "driver_trip_charges" c WHERE c."bookingId" = b.id AND c.approved)
          OR EXISTS (SELECT 1 FROM "driver_trips" t WHERE t."bookingId" = b.id AND t."amountCollected" > 0))`,
    );
    await q.query(
      `CREATE INDEX "IDX_bookings_balance_missing" ON "bookings" ("id") WHERE "agreedFarePaise" IS NOT NULL AND "balancePaise" IS NULL`,
    );
    await q.query(`ALTER TABLE "bookings" DROP CONSTRAINT "CHK_bookings_fare"`);
    await q.query(`ALTER TABLE "bookings" DROP COLUMN "agreedFare", DROP COLUMN "advance"`);
    await q.query(
      `ALTER TABLE "bookings" ADD CONSTRAINT "CHK_bookings_fare" CHECK (("agreedFarePaise" IS NULL OR "agreedFarePaise" >= 0) AND ("agreedAdvancePaise" IS NULL OR ("agreedFarePaise" IS NOT NULL AND "agreedAdvancePaise" >= 0)))`,
    );

    await q.query(
      `ALTER TABLE "quotes" ADD "igstPaise" bigint NOT NULL DEFAULT 0, ADD "intraState" boolean NOT NULL DEFAULT true,
        ADD "reverseCharge" boolean NOT NULL DEFAULT false, ADD "placeOfSupply" character varying(2)`,
    );

    await q.query(`ALTER TABLE "invoices" DROP CONSTRAINT "CHK_invoices_kind"`);
    await q.query(
      `ALTER TABLE "invoices" ADD CONSTRAINT "CHK_invoices_kind" CHECK ("kind" IN ('invoice', 'credit_note', 'debit_note'))`,
    );

    // Reverse charge needs a body corporate recipient: a company's GSTIN says so (its PAN's fourth character is C).
    await q.query(`ALTER TABLE "booking_billing" ADD "bodyCorporate" boolean NOT NULL DEFAULT false`);
    await q.query(`UPDATE "booking_billing" SET "bodyCorporate" = true WHERE substr("gstin", 6, 1) = 'C'`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "booking_billing" DROP COLUMN "bodyCorporate"`);
    await q.query(`ALTER TABLE "invoices" DROP CONSTRAINT "CHK_invoices_kind"`);
    await q.query(
      `ALTER TABLE "invoices" ADD CONSTRAINT "CHK_invoices_kind" CHECK ("kind" IN ('invoice', 'credit_note'))`,
    );
    await q.query(
      `ALTER TABLE "quotes" DROP COLUMN "igstPaise", DROP COLUMN "intraState", DROP COLUMN "reverseCharge", DROP COLUMN "placeOfSupply"`,
    );
    await q.query(`DROP INDEX "IDX_bookings_balance_missing"`);
    await q.query(`ALTER TABLE "bookings" DROP CONSTRAINT "CHK_bookings_fare"`);
    await q.query(`ALTER TABLE "bookings" ADD "agreedFare" numeric(12,2), ADD "advance" numeric(12,2)`);
    await q.query(
      `UPDATE "bookings" SET "agreedFare" = "agreedFarePaise"::numeric / 100, "advance" = "agreedAdvancePaise"::numeric / 100`,
    );
    await q.query(
      `ALTER TABLE "bookings" DROP COLUMN "agreedFarePaise", DROP COLUMN "agreedAdvancePaise", DROP COLUMN "balancePaise"`,
    );
    await q.query(
      `ALTER TABLE "bookings" ADD CONSTRAINT "CHK_bookings_fare" CHECK (("agreedFare" IS NULL OR "agreedFare" >= 0) AND ("advance" IS NULL OR ("agreedFare" IS NOT NULL AND "advance" >= 0 AND "advance" <= "agreedFare")))`,
    );
  }
}
