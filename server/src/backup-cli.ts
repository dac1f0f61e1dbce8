/**
 * `npm run backup` and `npm run restore FILE` (in a built image: `node server/dist/backup-cli.js backup`).
 * With DATABASE_URL: pg_dump / pg_restore of that database. Without it: the embedded PostgreSQL in
 * DATA_DIR/pg, running (the server is up) or started for the occasion.
 */
import "reflect-metadata";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { backupDatabase, backupKind, backupsDirectory, restoreBackup } from "./backup/backup";
import { runningPostmaster } from "./backup/snapshot";
import { embeddedPgDirectory, loadConfig } from "./config";
import { EMBEDDED_DB_NAME, startEmbeddedPostgres } from "./db/embedded-postgres";

const config = loadConfig();
const pgDir = embeddedPgDirectory(config.dataDir);

/** Runs `work` against the embedded server of DATA_DIR: the running one, or one started (and stopped) for it. */
async function withEmbedded<T>(work: (url: string) => Promise<T>, mayCreate: boolean): Promise<T> {
  const running = runningPostmaster(pgDir);
  if (running) return work(`postgres://postgres:postgres@127.0.0.1:${running.port}/${EMBEDDED_DB_NAME}`);
  if (!mayCreate && !fs.existsSync(path.join(pgDir, "PG_VERSION")))
    throw new Error(`there is no database in ${pgDir} (set DATA_DIR, or DATABASE_URL for a PostgreSQL server)`);
  const pg = await startEmbeddedPostgres(pgDir, config.embeddedPgPort);
  try {
    return await work(pg.url);
  } finally {
    await pg.stop();
  }
}

/** As root, the embedded PostgreSQL runs as the user "postgres" (embedded-postgres creates it): its files must be its own. */
function postgresOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  try {
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    execFileSync("groupadd", ["postgres"]);
    execFileSync("useradd", ["-g", "postgres", "postgres"]);
    return { uid: id("-u"), gid: id("-g") };
  }
}

async function summary(url: string): Promise<string> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM bookings) AS bookings, (SELECT count(*) FROM uploads) AS uploads,
              (SELECT count(*) FROM settings) AS settings`,
    );
    return `${rows[0].bookings} bookings, ${rows[0].uploads} uploads, ${rows[0].settings} settings`;
  } finally {
    await client.end();
  }
}

async function backup(): Promise<void> {
  const dir = backupsDirectory(config.dataDir);
  const file = config.databaseUrl
    ? await backupDatabase({ url: config.databaseUrl }, dir, { pgBinDir: config.pgBinDir })
    : await withEmbedded((url) => backupDatabase({ url, dataDirectory: pgDir }, dir), false);
  console.log(`Backup written: ${file} (${Math.round(fs.statSync(file).size / 1024)} kB)`);
}

async function restore(file: string | undefined): Promise<void> {
  if (!file) throw new Error("usage: npm run restore FILE (a backup from DATA_DIR/backups)");
  const from = path.resolve(file);
  if (!fs.existsSync(from)) throw new Error(`no such file: ${from}`);
  let restored: string;
  if (config.databaseUrl) {
    await restoreBackup(from, { url: config.databaseUrl }, { pgBinDir: config.pgBinDir });
    restored = await summary(config.databaseUrl);
  } else if (backupKind(from) === "snapshot") {
    if (runningPostmaster(pgDir)) throw new Error(`the database in ${pgDir} is running: stop the server first`);
    await restoreBackup(from, { dataDirectory: pgDir, owner: postgresOwner() });
    // Started once, PostgreSQL replays the log up to the end of the backup; the next start is an ordinary one.
    restored = await withEmbedded(summary, false);
  } else {
    restored = await withEmbedded(async (url) => {
      await restoreBackup(from, { url }, { pgBinDir: config.pgBinDir });
      return summary(url);
    }, true);
  }
  console.log(`Restored ${from}: ${restored}`);
}

const [command, arg] = process.argv.slice(2);
(command === "backup"
  ? backup()
  : command === "restore"
    ? restore(arg)
    : Promise.reject(new Error("usage: backup | restore FILE"))
)
  .then(() => process.exit(0))
  .catch((e) => {
    console.error(`${command ?? "backup"} failed: ${(e as Error).message}`);
    process.exit(1);
  });
