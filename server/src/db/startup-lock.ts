import { Client } from "pg";

/**
 * The key of the session-level advisory lock under which an instance sets its database up (migrations,
 * then the seed). Any number of instances may start together on a new or an old database: one works,
 * the others wait for the lock, then find nothing left to do and start normally.
 */
export const STARTUP_LOCK_KEY = 7_140_301_052_024_001n;

/**
 * Runs `work` while holding the startup lock, taken on a connection of its own (never one of the
 * application's pool, so a pool of one cannot deadlock). The lock goes with the connection, so an
 * instance killed mid-migration releases it too.
 */
export async function underStartupLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const lock = new Client({ connectionString: databaseUrl, application_name: "kashi startup lock" });
  await lock.connect();
  try {
    await lock.query("SELECT pg_advisory_lock($1)", [STARTUP_LOCK_KEY.toString()]);
    return await work();
  } finally {
    await lock.end().catch(() => {});
  }
}
