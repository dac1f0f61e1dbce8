/**
 * The activity log's hand-written SQL (issue 30): entries written in one statement on the change's own
 * transaction (`recordActivity` in domain/shared/activity.ts), and the retention's delete.
 * `columnCoverage` tells the column-drift test which entity columns the insert lists.
 */
import type { DataSource, EntityManager } from "typeorm";
import type { ColumnCoverage } from "../shared/query-columns";
import { Activity } from "./activity.entity";

export const INSERT_ACTIVITY = `INSERT INTO activity_log ("actorId", "actorName", address, "requestId", action, entity, "entityId", changes)
     SELECT e."actorId", e."actorName", e.address, e."requestId", e.action, e.entity, e."entityId", e.changes
     FROM jsonb_to_recordset($1::jsonb) AS e("actorId" uuid, "actorName" text, address text, "requestId" text,
       action text, entity text, "entityId" text, changes jsonb)`;

/** One entry as the insert takes it. */
export interface ActivityInsertRow {
  actorId: string | null;
  actorName: string;
  address: string | null;
  requestId: string | null;
  entityId: string | null;
  changes: Record<string, [unknown, unknown]>;
  action: string;
  entity: string;
}

export async function insertActivity(m: EntityManager, rows: ActivityInsertRow[]): Promise<void> {
  await m.query(INSERT_ACTIVITY, [JSON.stringify(rows)]);
}

/** Deletes the entries older than `cutoff`; answers how many. */
export async function deleteActivityBefore(db: DataSource | EntityManager, cutoff: Date): Promise<number> {
  const r = await db.query(`DELETE FROM activity_log WHERE at < $1`, [cutoff]);
  return (r as [unknown, number])[1] ?? 0;
}

export const columnCoverage: ColumnCoverage[] = [
  { name: "INSERT_ACTIVITY", entity: Activity, sql: INSERT_ACTIVITY, kind: "insert", leftOut: ["id", "at"] },
];
