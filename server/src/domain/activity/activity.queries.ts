/**
 * The Activity screen's hand-written SQL: the retention's delete (entries are written by shared/activity.ts,
 * through shared/activity.queries.ts) and the names its entries' ids stand for. No statement here lists an entity's
 * columns.
 */
import type { DataSource, EntityManager } from "typeorm";
import type { ColumnCoverage } from "../shared/query-columns";

/** Deletes the entries older than `cutoff`; answers how many. */
export async function deleteActivityBefore(db: DataSource | EntityManager, cutoff: Date): Promise<number> {
  const r = await db.query(`DELETE FROM activity_log WHERE at < $1`, [cutoff]);
  return (r as [unknown, number])[1] ?? 0;
}

const NAMES_OF = `
  SELECT id::text AS id, name AS label FROM users WHERE id = ANY($1::uuid[])
  UNION ALL SELECT id::text, name FROM buses WHERE id = ANY($1::uuid[])
  UNION ALL SELECT id::text, name FROM drivers WHERE id = ANY($1::uuid[])
  UNION ALL SELECT id::text, name FROM destinations WHERE id = ANY($1::uuid[])
  UNION ALL SELECT id::text, 'BK-' || right(id::text, 4) FROM bookings WHERE id = ANY($1::uuid[])`;

/**
 * What people call the things these ids are, in one statement: a person's, a bus's, a driver's or a destination's
 * name, a booking's reference (BK- and the id's last 4 characters, as `bookingRef` writes it). Ids of nothing
 * found (deleted since) are not in the answer.
 */
export async function namesOf(db: DataSource | EntityManager, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = (await db.query(NAMES_OF, [ids])) as { id: string; label: string }[];
  return new Map(rows.map((r) => [r.id, r.label]));
}

export const columnCoverage: ColumnCoverage[] = [];
