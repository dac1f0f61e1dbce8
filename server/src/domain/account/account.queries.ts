/**
 * The account area's hand-written SQL: the bookings whose balance is missing (a fare without a balance,
 * through the partial index `IDX_bookings_balance_missing`). No statement here reads or writes a whole entity
 * row, so `columnCoverage` is empty.
 */
import type { DataSource } from "typeorm";
import type { ColumnCoverage } from "../shared/query-columns";

/** Up to `limit` bookings with a fare and no balance. */
export async function bookingsWithoutBalance(db: DataSource, limit: number): Promise<string[]> {
  const rows: Array<{ id: string }> = await db.query(
    `SELECT id FROM bookings WHERE "agreedFarePaise" IS NOT NULL AND "balancePaise" IS NULL LIMIT $1`,
    [limit],
  );
  return rows.map((r) => r.id);
}

export const columnCoverage: ColumnCoverage[] = [];
