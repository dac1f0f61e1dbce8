import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Staff roles: every staff account (role admin) has a staff role, and only staff have one; the
 * admins there already are owners. `disabledAt` ends a staff account; `tokenVersion` grows when its
 * sessions must end (access tokens carry it).
 */
export class StaffRoles1796100000000 implements MigrationInterface {
  name = "StaffRoles1796100000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "users" ADD "staffRole" character varying CONSTRAINT "CHK_users_staff_role"
         CHECK ("staffRole" IN ('owner', 'manager', 'booking_desk', 'dispatcher', 'accounts'))`,
    );
    await queryRunner.query(`ALTER TABLE "users" ADD "disabledAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "users" ADD "tokenVersion" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`UPDATE "users" SET "staffRole" = 'owner' WHERE role = 'admin'`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "CHK_users_staff" CHECK ((role = 'admin') = ("staffRole" IS NOT NULL))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_users_staff" ON "users" ("staffRole") WHERE "staffRole" IS NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_users_staff"`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_staff"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "tokenVersion"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "disabledAt"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "staffRole"`);
  }
}
