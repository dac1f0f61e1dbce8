import type { Pool } from "pg";
import { to as copyTo } from "pg-copy-streams";
import type { DataSource } from "typeorm";
import { ServiceUnavailableError } from "./errors";

/** COPY statements streaming from each pool now. */
const streaming = new WeakMap<Pool, number>();
/**
 * How many of a pool's connections may stream at once: half (at least one). A streamed answer keeps its
 * connection for as long as its client takes to read it, so slow readers of big lists and exports must leave
 * the other half to every other request.
 */
export const streamsAllowed = (poolSize: number) => Math.max(1, Math.floor(poolSize / 2));

/**
 * A `COPY (SELECT ... ORDER BY ...) TO STDOUT` statement's bytes, as they arrive from PostgreSQL (so a million rows
 * pass in bounded memory): chunks of up to about 64 kB, never parsed into rows, read only as fast as the consumer takes
 * them (backpressure reaches the database connection). On TypeORM's own pg pool, one connection for the whole
 * statement, in a read-only transaction where sorts are disabled: COPY is planned for its total cost, and the planner
 * would rather sort the whole table (hundreds of MB spilled to disk before the first byte) than walk the index that has
 * its order; without a sort the first rows leave at once. Stopped early (the consumer returned: a client went away) or
 * failed, the connection is still in the middle of the COPY, so it is closed instead of going back to the pool. When
 * `streamsAllowed` statements already stream from the pool, it fails at once (before its first byte, so the request is
 * answered 503 with Retry-After) rather than take a connection the other requests need.
 */
export async function* copyOut(db: DataSource, sql: string): AsyncGenerator<Buffer> {
  const pool = (db.driver as unknown as { master: Pool }).master;
  const busy = streaming.get(pool) ?? 0;
  if (busy >= streamsAllowed(pool.options.max ?? 10)) throw new ServiceUnavailableError(5);
  streaming.set(pool, busy + 1);
  try {
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
  } finally {
    streaming.set(pool, (streaming.get(pool) ?? 1) - 1);
  }
}
