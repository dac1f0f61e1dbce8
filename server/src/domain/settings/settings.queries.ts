/**
 * The settings' hand-written SQL, kept out of the services: several setting rows in one query (read inside every
 * booking's transaction). No statement here writes or reads a whole entity row, so `columnCoverage` is empty.
 */
import type { EntityManager } from "typeorm";
import type { ColumnCoverage } from "../shared/query-columns";

/** The values of these setting keys (missing keys have no row). */
export function settingRows(m: EntityManager, keys: string[]): Promise<Array<{ key: string; value: unknown }>> {
  return m.query(`SELECT key, value FROM settings WHERE key = ANY($1)`, [keys]);
}

export const columnCoverage: ColumnCoverage[] = [];
