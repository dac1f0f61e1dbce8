import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A customer's bookings in the order they are read (newest first), so `myBookingsPage` and the
 * streamed REST list of one's own bookings walk an index at any depth instead of sorting all of them.
 */
export class MyBookingsIndex1797000000000 implements MigrationInterface {
  name = "MyBookingsIndex1797000000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_bookings_owner_created" ON "bookings" ("ownerId", "createdAt", "id")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_bookings_owner_created"`);
  }
}
