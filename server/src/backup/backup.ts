import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { Client } from "pg";
import { findPgTool } from "./pg-tools";
import { extractSnapshot, snapshotDataDirectory } from "./snapshot";

const run = promisify(execFile);

/**
 * What to back up or restore into. With DATABASE_URL: the database at `url`, dumped by pg_dump in its
 * custom format (`.dump`) and restored by pg_restore. With the embedded PostgreSQL: also its data
 * directory, copied as a consistent snapshot (`.tar.gz`, see snapshot.ts), since that package ships no
 * pg_dump; `url` then reaches its server as the superuser.
 */
export interface BackupSource {
  url: string;
  dataDirectory?: string;
}

export type BackupKind = "dump" | "snapshot";

export const backupsDirectory = (dataDir: string) => path.join(dataDir, "backups");

const DAILY = /^kashi-daily-.+\.(dump|tar\.gz)$/;

async function serverMajor(url: string): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v");
    return Math.floor(Number(rows[0].v) / 10000);
  } finally {
    await client.end();
  }
}

/**
 * Writes one consistent backup into `dir` and answers its path. The file appears under its final name
 * only once complete (it is written as `.partial` first), so a backup interrupted half-way is never
 * mistaken for one. Daily ones are named `kashi-daily-<time>` (pruneDailyBackups keeps the last N),
 * others `kashi-<time>`.
 */
export async function backupDatabase(
  source: BackupSource,
  dir: string,
  options: { pgBinDir?: string; daily?: boolean } = {},
): Promise<string> {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(
    dir,
    `kashi-${options.daily ? "daily-" : ""}${stamp}.${source.dataDirectory ? "tar.gz" : "dump"}`,
  );
  const partial = `${file}.partial`;
  try {
    if (source.dataDirectory) {
      await snapshotDataDirectory(source.url, source.dataDirectory, partial);
    } else {
      const pgDump = await findPgTool("pg_dump", await serverMajor(source.url), options.pgBinDir);
      // One snapshot of the whole database (pg_dump's own transaction), compressed, restorable table by table.
      const { dbname, env } = connection(source.url);
      await run(pgDump.path, ["--format=custom", "--file", partial, "--dbname", dbname], { env });
    }
    fs.renameSync(partial, file);
    return file;
  } catch (e) {
    fs.rmSync(partial, { force: true });
    throw e;
  }
}

/** Deletes all but the newest `keep` daily backups in `dir`; answers the names it deleted. Other backups stay. */
export function pruneDailyBackups(dir: string, keep: number): string[] {
  if (!fs.existsSync(dir)) return [];
  const daily = fs
    .readdirSync(dir)
    .filter((f) => DAILY.test(f))
    .sort()
    .reverse();
  const old = daily.slice(keep);
  for (const f of old) fs.rmSync(path.join(dir, f), { force: true });
  return old;
}

/** What a backup file holds, from its first bytes: pg_dump's custom format, or a gzipped snapshot. */
export function backupKind(file: string): BackupKind {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, "r");
  try {
    fs.readSync(fd, head, 0, 5, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString("latin1") === "PGDMP") return "dump";
  if (head[0] === 0x1f && head[1] === 0x8b) return "snapshot";
  throw new Error(`${file} is not a backup of Kashi Coach Tours (neither a pg_dump custom-format file nor a snapshot)`);
}

/** pg_dump's and pg_restore's connection: the URL without its password, which goes in their environment (not in `ps`). */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  return { dbname: u.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Refuses a database that already has tables: a restore goes into an empty one. */
async function assertEmpty(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    if (Number(rows[0].n) > 0)
      throw new Error(`the database to restore into is not empty (${rows[0].n} tables): create an empty one first`);
  } finally {
    await client.end();
  }
}

/**
 * Restores a pg_dump file into the empty database at `target.url`, or unpacks a snapshot into the empty
 * data directory `target.dataDirectory` (its server must not be running: start it afterwards).
 */
export async function restoreBackup(
  file: string,
  target: { url?: string; dataDirectory?: string; owner?: { uid: number; gid: number } },
  options: { pgBinDir?: string } = {},
): Promise<BackupKind> {
  const kind = backupKind(file);
  if (kind === "snapshot") {
    if (!target.dataDirectory)
      throw new Error(
        `${path.basename(file)} is a snapshot of an embedded database's directory: restore it with DATABASE_URL unset (into an empty DATA_DIR)`,
      );
    await extractSnapshot(file, target.dataDirectory, target.owner);
    return kind;
  }
  if (!target.url) throw new Error("no database to restore into");
  await assertEmpty(target.url);
  const pgRestore = await findPgTool("pg_restore", 0, options.pgBinDir);
  const { dbname, env } = connection(target.url);
  await run(
    pgRestore.path,
    [
      "--no-owner",
      "--no-privileges",
      "--no-comments",
      "--exit-on-error",
      "--single-transaction",
      "--dbname",
      dbname,
      file,
    ],
    { env },
  );
  return kind;
}
