import type { MigrationInterface, QueryRunner } from "typeorm";

/** A destination's name and descriptions in Hindi (optional: Hindi pages fall back to English). */
export class DestinationHindi1795440000000 implements MigrationInterface {
  name = "DestinationHindi1795440000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "destinations" ADD "nameHi" character varying, ADD "shortDescriptionHi" text, ADD "descriptionHi" text`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "destinations" DROP COLUMN "descriptionHi", DROP COLUMN "shortDescriptionHi", DROP COLUMN "nameHi"`,
    );
  }
}
