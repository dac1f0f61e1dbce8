import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * GST receipt and refund vouchers are tax documents of the `invoices` table (frozen like the others, numbered in
 * series of their own per financial year): a receipt voucher names the payment it was issued for (`paymentId`,
 * once each), a refund voucher the receipt voucher it reverses (`invoiceId`) and the refund (`refundId`, once).
 */
export class ReceiptVouchers1798300000000 implements MigrationInterface {
  name = "ReceiptVouchers1798300000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "invoices" ADD "paymentId" uuid`);
    await q.query(`ALTER TABLE "invoices" ADD "refundId" uuid`);
    await q.query(`ALTER TABLE "invoices" DROP CONSTRAINT "CHK_invoices_kind"`);
    await q.query(
      `ALTER TABLE "invoices" ADD CONSTRAINT "CHK_invoices_kind" CHECK ("kind" IN ('invoice', 'credit_note', 'debit_note', 'receipt_voucher', 'refund_voucher'))`,
    );
    await q.query(`ALTER TABLE "invoices" DROP CONSTRAINT "CHK_invoices_refers"`);
    await q.query(
      `ALTER TABLE "invoices" ADD CONSTRAINT "CHK_invoices_refers" CHECK (("kind" IN ('credit_note', 'debit_note', 'refund_voucher')) = ("invoiceId" IS NOT NULL))`,
    );
    await q.query(
      `ALTER TABLE "invoices" ADD CONSTRAINT "CHK_invoices_voucher_payment" CHECK (("kind" = 'receipt_voucher') = ("paymentId" IS NOT NULL) AND ("kind" = 'refund_voucher') = ("refundId" IS NOT NULL))`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "UQ_invoices_receipt_voucher" ON "invoices" ("paymentId") WHERE "paymentId" IS NOT NULL`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "UQ_invoices_refund_voucher" ON "invoices" ("refundId") WHERE "refundId" IS NOT NULL`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "invoices" DISABLE TRIGGER "TR_invoices_frozen"`);
    await q.query(`DELETE FROM "invoices" WHERE "kind" IN ('receipt_voucher', 'refund_voucher')`);
    await q.query(`ALTER TABLE "invoices" ENABLE TRIGGER "TR_invoices_frozen"`);
    await q.query(`DROP INDEX "UQ_invoices_refund_voucher"`);
    await q.query(`DROP INDEX "UQ_invoices_receipt_voucher"`);
    await q.query(`ALTER TABLE "invoices" DROP CONSTRAINT "CHK_invoices_voucher_payment"`);
    await q.query(`ALTER TABLE "invoices" DROP CONSTRAINT "CHK_invoices_refers"`);
    await q.query(
      `ALTER TABLE "invoices" ADD CONSTRAINT "CHK_invoices_refers" CHECK (("kind" = 'invoice') = ("invoiceId" IS NULL))`,
    );
    await q.query(`ALTER TABLE "invoices" DROP CONSTRAINT "CHK_invoices_kind"`);
    await q.query(
      `ALTER TABLE "invoices" ADD CONSTRAINT "CHK_invoices_kind" CHECK ("kind" IN ('invoice', 'credit_note', 'debit_note'))`,
    );
    await q.query(`ALTER TABLE "invoices" DROP COLUMN "refundId"`);
    await q.query(`ALTER TABLE "invoices" DROP COLUMN "paymentId"`);
  }
}
