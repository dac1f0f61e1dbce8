import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Rate cards (versioned by the day they apply from) and quotes (versions of a booking's price, lines in
 * integer paise), and the quote e-mails' kinds. One Draft and one Accepted quote per booking at most.
 */
export class Quotes1796000000000 implements MigrationInterface {
  name = "Quotes1796000000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "rate_cards" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "name" character varying NOT NULL, "busId" uuid, "seatsFrom" integer, "seatsTo" integer, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_rate_cards_band" CHECK ("seatsFrom" IS NULL OR "seatsTo" IS NULL OR ("seatsFrom" >= 1 AND "seatsTo" >= "seatsFrom")), CONSTRAINT "CHK_rate_cards_scope" CHECK ("busId" IS NOT NULL OR ("seatsFrom" IS NOT NULL AND "seatsTo" IS NOT NULL)), CONSTRAINT "PK_54c4a5c4872b2339d848e5d9eb5" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_rate_cards_bus" ON "rate_cards"  ("busId") WHERE "busId" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "rate_card_versions" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "rateCardId" uuid NOT NULL, "effectiveFrom" date NOT NULL, "perKmPaise" bigint NOT NULL, "minKmPerDay" integer NOT NULL, "driverAllowancePaise" bigint NOT NULL, "nightHaltPaise" bigint NOT NULL, "gstRate" integer NOT NULL, "inclusions" text NOT NULL DEFAULT '', "exclusions" text NOT NULL DEFAULT '', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_rate_card_versions_gst" CHECK ("gstRate" IN (5, 12)), CONSTRAINT "CHK_rate_card_versions_amounts" CHECK ("perKmPaise" >= 0 AND "perKmPaise" <= 100000 AND "minKmPerDay" >= 0 AND "minKmPerDay" <= 2000 AND "driverAllowancePaise" >= 0 AND "driverAllowancePaise" <= 1000000 AND "nightHaltPaise" >= 0 AND "nightHaltPaise" <= 1000000), CONSTRAINT "PK_a057eaf65fc998228f963ce44a2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_rate_card_versions_day" ON "rate_card_versions"  ("rateCardId", "effectiveFrom") `,
    );
    await queryRunner.query(
      `CREATE TABLE "quotes" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "bookingId" uuid NOT NULL, "version" integer NOT NULL, "state" character varying NOT NULL DEFAULT 'Draft', "rateCardVersionId" uuid, "gstRate" integer NOT NULL, "taxablePaise" bigint NOT NULL, "cgstPaise" bigint NOT NULL, "sgstPaise" bigint NOT NULL, "passThroughPaise" bigint NOT NULL, "totalPaise" bigint NOT NULL, "advancePaise" bigint NOT NULL, "advancePercent" integer, "validUntil" date NOT NULL, "inclusions" text NOT NULL DEFAULT '', "exclusions" text NOT NULL DEFAULT '', "notes" text NOT NULL DEFAULT '', "sentAt" TIMESTAMP WITH TIME ZONE, "acceptedAt" TIMESTAMP WITH TIME ZONE, "acceptedById" uuid, "acceptedByName" text, "acceptedFromIp" text, "changeRequest" text, "changeRequestedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_quotes_advance_percent" CHECK ("advancePercent" IS NULL OR ("advancePercent" >= 0 AND "advancePercent" <= 100)), CONSTRAINT "CHK_quotes_totals" CHECK ("totalPaise" >= 0 AND "advancePaise" >= 0 AND "advancePaise" <= "totalPaise"), CONSTRAINT "CHK_quotes_version" CHECK ("version" >= 1), CONSTRAINT "CHK_quotes_state" CHECK ("state" IN ('Draft', 'Sent', 'Accepted', 'Declined', 'Expired', 'Superseded')), CONSTRAINT "PK_99a0e8bcbcd8719d3a41f23c263" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_quotes_sent_valid" ON "quotes"  ("validUntil") WHERE "state" = 'Sent'`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_quotes_one_accepted" ON "quotes"  ("bookingId") WHERE "state" = 'Accepted'`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_quotes_one_draft" ON "quotes"  ("bookingId") WHERE "state" = 'Draft'`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_quotes_version" ON "quotes"  ("bookingId", "version") `);
    await queryRunner.query(
      `CREATE TABLE "quote_lines" ("quoteId" uuid NOT NULL, "position" integer NOT NULL, "kind" character varying NOT NULL, "label" text NOT NULL, "quantity" integer NOT NULL, "unitPaise" bigint, "atActuals" boolean NOT NULL DEFAULT false, CONSTRAINT "CHK_quote_lines_amounts" CHECK ("quantity" >= 0 AND ("unitPaise" IS NULL OR "unitPaise" >= 0) AND ("atActuals" OR "unitPaise" IS NOT NULL)), CONSTRAINT "CHK_quote_lines_kind" CHECK ("kind" IN ('km', 'driver', 'night-halt', 'toll', 'parking', 'permit', 'discount', 'other')), CONSTRAINT "PK_c8486675df7d4ed24b8412fc921" PRIMARY KEY ("quoteId", "position"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "rate_cards" ADD CONSTRAINT "FK_rate_cards_bus" FOREIGN KEY ("busId") REFERENCES "buses"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "rate_card_versions" ADD CONSTRAINT "FK_rate_card_versions_card" FOREIGN KEY ("rateCardId") REFERENCES "rate_cards"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "quotes" ADD CONSTRAINT "FK_quotes_booking" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "quote_lines" ADD CONSTRAINT "FK_quote_lines_quote" FOREIGN KEY ("quoteId") REFERENCES "quotes"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "booking_trip_plans" ("bookingId" uuid NOT NULL, "tripType" character varying NOT NULL, "stops" jsonb NOT NULL,
        CONSTRAINT "CHK_booking_trip_plans_type" CHECK ("tripType" IN ('one-way', 'round-trip', 'tour')),
        CONSTRAINT "PK_booking_trip_plans" PRIMARY KEY ("bookingId"),
        CONSTRAINT "FK_booking_trip_plans_booking" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(`ALTER TABLE "notification_messages" DROP CONSTRAINT "CHK_notification_kind"`);
    await queryRunner.query(
      `ALTER TABLE "notification_messages" ADD CONSTRAINT "CHK_notification_kind" CHECK ("kind" IN ('received', 'operator-new', 'confirmed', 'cancelled', 'pending', 'reminder', 'quote-sent', 'quote-accepted', 'quote-change'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "notification_messages" WHERE "kind" LIKE 'quote-%'`);
    await queryRunner.query(`ALTER TABLE "notification_messages" DROP CONSTRAINT "CHK_notification_kind"`);
    await queryRunner.query(
      `ALTER TABLE "notification_messages" ADD CONSTRAINT "CHK_notification_kind" CHECK ("kind" IN ('received', 'operator-new', 'confirmed', 'cancelled', 'pending', 'reminder'))`,
    );
    await queryRunner.query(`DROP TABLE "booking_trip_plans"`);
    await queryRunner.query(`DROP TABLE "quote_lines"`);
    await queryRunner.query(`DROP TABLE "quotes"`);
    await queryRunner.query(`DROP TABLE "rate_card_versions"`);
    await queryRunner.query(`DROP TABLE "rate_cards"`);
  }
}
