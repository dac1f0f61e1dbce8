import type { Pool } from "pg";
import { to as copyTo } from "pg-copy-streams";
import type { DataSource } from "typeorm";

/**
 * A `COPY (SELECT ... ORDER BY ...) TO STDOUT` statement's bytes, as they arrive from PostgreSQL (issue 31): chunks
 * of up to about 64 kB, never parsed into rows, read only as fast as the consumer takes them (backpressure reaches
 * the database connection). On TypeORM's own pg pool, one connection for the whole statement, in a read-only
 * transaction where sorts are disabled: COPY is planned for its total cost, and the planner would rather sort the
 * whole table (hundreds of MB spilled to disk before the first byte) than walk the index that has its order;
 * without a sort the first rows leave at once. Stopped early (the consumer returned: a client went away) or
 * failed, the connection is still in the middle of the COPY, so it is closed instead of going back to the pool.
 */
export async function* copyOut(db: DataSource, sql: string): AsyncGenerator<Buffer> {
  const pool = (db.driver as unknown as { master: Pool }).master;
  const client = await pool.connect();
  let finished = false;
  try {
    await client.query("BEGIN READ ONLY");
    await client.query("SET LOCAL enable_sort = off");
    for await (const chunk of client.query(copyTo(sql))) yield chunk as Buffer;
    await client.query("COMMIT");
    finished = true;
  } finally {
    client.release(!finished);
  }
}
