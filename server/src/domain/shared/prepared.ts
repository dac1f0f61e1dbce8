import type { Pool } from "pg";
import type { DataSource } from "typeorm";

/**
 * A hot read as a named prepared statement on TypeORM's own pg pool: PostgreSQL parses and
 * plans it once per connection instead of on every call, and the call skips TypeORM's query runner.
 * For single statements outside a transaction only; `name` must be unique per statement text.
 */
export async function preparedQuery<R>(db: DataSource, name: string, text: string, values: unknown[]): Promise<R[]> {
  const pool = (db.driver as unknown as { master: Pool }).master;
  return (await pool.query({ name, text, values })).rows as R[];
}
