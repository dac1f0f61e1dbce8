import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A payment's reference (a UPI transfer's UTR, a bank transfer's reference, a cash receipt's number) names one
 * payment of its method: the same one typed twice is the same money recorded twice, refused by the database
 * even when two staff record it at the same moment.
 */
export class PaymentReferences1798100000000 implements MigrationInterface {
  name = "PaymentReferences1798100000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE UNIQUE INDEX "UQ_payments_reference" ON "payments" ("method", "reference") WHERE "reference" IS NOT NULL`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "UQ_payments_reference"`);
  }
}
