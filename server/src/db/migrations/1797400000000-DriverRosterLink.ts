import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A driver's roster link: one signed link per driver listing their upcoming duties. The link carries this
 * secret; a new one replaces the old link and null withdraws it (the old link then answers "no longer valid").
 */
export class DriverRosterLink1797400000000 implements MigrationInterface {
  name = "DriverRosterLink1797400000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "drivers" ADD "rosterNonce" character varying`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "drivers" DROP COLUMN "rosterNonce"`);
  }
}
