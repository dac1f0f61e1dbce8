/**
 * The activity log's insert: entries written in one statement on the change's own transaction
 * (`recordActivity` in activity.ts). `columnCoverage` tells the column-drift test which columns it lists.
 */
import type { EntityManager } from "typeorm";
import { Activity } from "./activity.entity";
import type { ColumnCoverage } from "./query-columns";

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

export const columnCoverage: ColumnCoverage[] = [
  { name: "INSERT_ACTIVITY", entity: Activity, sql: INSERT_ACTIVITY, kind: "insert", leftOut: ["id", "at"] },
];
