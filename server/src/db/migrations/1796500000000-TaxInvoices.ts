import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * GST tax invoices: a booking's billing details; invoices and credit notes (one table, `kind`),
 * frozen when issued (a trigger refuses UPDATE and DELETE); one invoice per booking; and the counters
 * that number each series gap-free per financial year (one row per series and year, taken with
 * INSERT ... ON CONFLICT DO UPDATE ... RETURNING in the transaction that writes the document).
 */
export class TaxInvoices1796500000000 implements MigrationInterface {
  name = "TaxInvoices1796500000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "booking_billing" ("bookingId" uuid NOT NULL, "name" text NOT NULL, "address" text NOT NULL DEFAULT '', "gstin" character varying(15), "business" boolean NOT NULL DEFAULT false, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_booking_billing" PRIMARY KEY ("bookingId"),
        CONSTRAINT "CHK_booking_billing_gstin" CHECK ("gstin" IS NULL OR "gstin" ~ '^[0-9]{2}[0-9A-Z]{13}$'),
        CONSTRAINT "FK_booking_billing_booking" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(
      `CREATE TABLE "invoice_counters" ("series" character varying NOT NULL, "financialYear" character varying(7) NOT NULL, "last" integer NOT NULL,
        CONSTRAINT "PK_invoice_counters" PRIMARY KEY ("series", "financialYear"), CONSTRAINT "CHK_invoice_counters_last" CHECK ("last" >= 1))`,
    );
    await queryRunner.query(
      `CREATE TABLE "invoices" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "kind" character varying NOT NULL, "number" character varying NOT NULL,
        "series" character varying NOT NULL, "financialYear" character varying(7) NOT NULL, "sequence" integer NOT NULL,
        "bookingId" uuid NOT NULL, "invoiceId" uuid, "issuedAt" TIMESTAMP WITH TIME ZONE NOT NULL, "issueDate" date NOT NULL,
        "supplier" jsonb NOT NULL, "recipient" jsonb NOT NULL, "placeOfSupply" character varying(2) NOT NULL, "sac" character varying NOT NULL,
        "rate" integer NOT NULL, "intraState" boolean NOT NULL, "reverseCharge" boolean NOT NULL, "lines" jsonb NOT NULL,
        "taxablePaise" bigint NOT NULL, "nonTaxablePaise" bigint NOT NULL, "cgstPaise" bigint NOT NULL, "sgstPaise" bigint NOT NULL,
        "igstPaise" bigint NOT NULL, "taxPaise" bigint NOT NULL, "totalPaise" bigint NOT NULL, "amountInWords" text NOT NULL,
        "reason" text, "issuedById" uuid, "issuedByName" text,
        CONSTRAINT "PK_invoices" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_invoices_number" UNIQUE ("number"),
        CONSTRAINT "UQ_invoices_sequence" UNIQUE ("series", "financialYear", "sequence"),
        CONSTRAINT "CHK_invoices_kind" CHECK ("kind" IN ('invoice', 'credit_note')),
        CONSTRAINT "CHK_invoices_refers" CHECK (("kind" = 'invoice') = ("invoiceId" IS NULL)),
        CONSTRAINT "CHK_invoices_rate" CHECK ("rate" IN (5, 12)),
        CONSTRAINT "CHK_invoices_sums" CHECK ("taxablePaise" >= 0 AND "taxPaise" = "cgstPaise" + "sgstPaise" + "igstPaise" AND "totalPaise" >= 0),
        CONSTRAINT "FK_invoices_booking" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE RESTRICT,
        CONSTRAINT "FK_invoices_invoice" FOREIGN KEY ("invoiceId") REFERENCES "invoices"("id") ON DELETE RESTRICT)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_invoices_one_per_booking" ON "invoices" ("bookingId") WHERE "kind" = 'invoice'`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_invoices_booking" ON "invoices" ("bookingId")`);
    await queryRunner.query(`CREATE INDEX "IDX_invoices_issue_date" ON "invoices" ("issueDate")`);
    await queryRunner.query(
      `CREATE FUNCTION invoices_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         RAISE EXCEPTION 'An issued invoice or credit note cannot be changed' USING ERRCODE = 'restrict_violation', CONSTRAINT = 'invoices_frozen';
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "TR_invoices_frozen" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION invoices_frozen()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "invoices"`);
    await queryRunner.query(`DROP FUNCTION invoices_frozen()`);
    await queryRunner.query(`DROP TABLE "invoice_counters"`);
    await queryRunner.query(`DROP TABLE "booking_billing"`);
  }
}
