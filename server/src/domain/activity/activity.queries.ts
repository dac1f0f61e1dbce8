/**
 * The Activity screen's hand-written SQL: the retention's delete (entries are written by shared/activity.ts,
 * through shared/activity.queries.ts). No statement here lists an entity's columns.
 */
import type { DataSource, EntityManager } from "typeorm";
import type { ColumnCoverage } from "../shared/query-columns";

/** Deletes the entries older than `cutoff`; answers how many. */
export async function deleteActivityBefore(db: DataSource | EntityManager, cutoff: Date): Promise<number> {
  const r = await db.query(`DELETE FROM activity_log WHERE at < $1`, [cutoff]);
  return (r as [unknown, number])[1] ?? 0;
}

export const columnCoverage: ColumnCoverage[] = [];
