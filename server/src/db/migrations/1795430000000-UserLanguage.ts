import type { MigrationInterface, QueryRunner } from "typeorm";

/** A customer's language (English or Hindi): their e-mails and invoice follow it. */
export class UserLanguage1795430000000 implements MigrationInterface {
  name = "UserLanguage1795430000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "users" ADD "language" character varying NOT NULL DEFAULT 'en' CONSTRAINT "CHK_users_language" CHECK ("language" IN ('en', 'hi'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "language"`);
  }
}
