import type { MigrationInterface, QueryRunner } from "typeorm";

/** The activity log: who did what, when, from where, with each changed field's before and after. */
export class ActivityLog1796110000000 implements MigrationInterface {
  name = "ActivityLog1796110000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "activity_log" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "actorId" uuid,
      "actorName" character varying NOT NULL DEFAULT '',
      "address" character varying,
      "requestId" character varying,
      "action" character varying NOT NULL,
      "entity" character varying NOT NULL,
      "entityId" character varying,
      "changes" jsonb NOT NULL DEFAULT '{}',
      CONSTRAINT "PK_activity_log" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_activity_at" ON "activity_log" ("at")`);
    await queryRunner.query(`CREATE INDEX "IDX_activity_entity" ON "activity_log" ("entity", "entityId", "at")`);
    await queryRunner.query(`CREATE INDEX "IDX_activity_actor" ON "activity_log" ("actorId", "at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "activity_log"`);
  }
}
