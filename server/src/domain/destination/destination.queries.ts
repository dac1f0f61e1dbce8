/**
 * The destinations' hand-written SQL, kept out of the services: the place a new destination takes at the end of the
 * list. No statement here writes or reads a whole entity row, so `columnCoverage` is empty.
 */
import type { DataSource, EntityManager } from "typeorm";
import type { ColumnCoverage } from "../shared/query-columns";

/** One past the largest `order` (0 for the first destination). */
export async function nextDestinationOrder(db: DataSource | EntityManager): Promise<number> {
  const [{ next }] = await db.query(`SELECT coalesce(max("order"), -1) + 1 AS next FROM destinations`);
  return next;
}

export const columnCoverage: ColumnCoverage[] = [];
