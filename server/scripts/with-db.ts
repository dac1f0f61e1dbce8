/**
 * Runs a command with DATABASE_URL pointing at a migrated database: the one in DATABASE_URL, or a
 * throwaway embedded PostgreSQL in .data/pg-tools. Used by `npm run migration:generate -w server`.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { databaseSettings } from "../src/config";
import { createDataSource } from "../src/db/data-source";
import { startEmbeddedPostgres } from "../src/db/embedded-postgres";
import { underStartupLock } from "../src/db/startup-lock";

async function main() {
  const [cmd, ...args] = process.argv.slice(2);
  if (!cmd) throw new Error("usage: with-db <command> [args...]");
  const { databaseUrl } = databaseSettings();
  const embedded = databaseUrl ? undefined : await startEmbeddedPostgres(path.resolve(".data/pg-tools"));
  const url = databaseUrl ?? embedded!.url;
  const ds = createDataSource(url);
  await ds.initialize();
  // Under the servers' startup lock: `npm run migration:run` beside running instances never races them.
  await underStartupLock(url, () => ds.runMigrations({ transaction: "each" }));
  await ds.destroy();
  const res = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, DATABASE_URL: url } });
  await embedded?.stop();
  process.exit(res.status ?? 1);
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
