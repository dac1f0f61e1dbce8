import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { Client } from "pg";
import tar from "tar-stream";

/*
 * A consistent copy of a running PostgreSQL's data directory, taken the way pg_basebackup takes one:
 * pg_backup_start(), the files, pg_backup_stop(), then the write-ahead log written in between, in one
 * .tar.gz. The embedded PostgreSQL package ships no pg_dump (only initdb, pg_ctl and postgres), but the
 * server itself can do this; started on the extracted directory, PostgreSQL replays the log to the
 * moment the backup ended. It restores into a new data directory of the same major version.
 */

/** Directories whose contents PostgreSQL rebuilds at start (pg_basebackup leaves them out too). */
const EMPTY_DIRS = new Set([
  "pg_wal",
  "pg_replslot",
  "pg_stat_tmp",
  "pg_dynshmem",
  "pg_notify",
  "pg_serial",
  "pg_snapshots",
  "pg_subtrans",
]);
const SKIP_FILES = new Set([
  "postmaster.pid",
  "postmaster.opts",
  "backup_label",
  "backup_label.old",
  "tablespace_map",
  "pg_internal.init",
]);
const WAL_FILE = /^[0-9A-F]{24}$/;

/** Where a running postmaster of `dataDirectory` listens, from its postmaster.pid; undefined when none runs. */
export function runningPostmaster(dataDirectory: string): { port: number } | undefined {
  try {
    const lines = fs.readFileSync(path.join(dataDirectory, "postmaster.pid"), "utf8").split("\n");
    const pid = Number(lines[0]);
    process.kill(pid, 0);
    return { port: Number(lines[3]) };
  } catch {
    return undefined;
  }
}

async function walk(dir: string, rel: string, visit: (rel: string, isDir: boolean) => Promise<void>): Promise<void> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(path.join(dir, rel), { withFileTypes: true });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return; // dropped while we walked
    throw e;
  }
  for (const entry of entries) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      await visit(child, true);
      if (!EMPTY_DIRS.has(child)) await walk(dir, child, visit);
    } else if (entry.isFile() && !SKIP_FILES.has(entry.name) && !entry.name.startsWith(".s.PGSQL.")) {
      await visit(child, false);
    }
  }
}

/** Writes a consistent snapshot of the data directory `dataDirectory` (its server reached at `url`, as a superuser) to `file`. */
export async function snapshotDataDirectory(url: string, dataDirectory: string, file: string): Promise<void> {
  const client = new Client({ connectionString: url, application_name: "kashi backup" });
  await client.connect();
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip({ level: 6 }), fs.createWriteStream(file, { mode: 0o600 }));
  /** A file (its bytes) or, without a body, a directory. */
  const add = (name: string, body?: Buffer) =>
    new Promise<void>((resolve, reject) => {
      const done = (e?: Error | null) => (e ? reject(e) : resolve());
      if (body) pack.entry({ name, size: body.length, mode: 0o600 }, body, done);
      else pack.entry({ name, type: "directory", mode: 0o700 }, done);
    });
  try {
    // A temporary slot (gone with this session) keeps the log from the start on, however long the copy takes.
    await client.query("SELECT pg_create_physical_replication_slot($1, true, true)", [`kashi_backup_${process.pid}`]);
    const start = await client.query<{ wal: string }>(
      "SELECT pg_walfile_name(lsn) AS wal FROM pg_backup_start('kashi backup', true) AS lsn",
    );
    await walk(dataDirectory, "", async (rel, isDir) => {
      if (isDir) return add(rel);
      let body: Buffer;
      try {
        body = await fs.promises.readFile(path.join(dataDirectory, rel));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ENOENT") return; // a relation dropped meanwhile: the log drops it too
        throw e;
      }
      await add(rel, body);
    });
    const stop = await client.query<{ wal: string; labelfile: string; spcmapfile: string }>(
      "SELECT pg_walfile_name(lsn) AS wal, labelfile, spcmapfile FROM pg_backup_stop(false)",
    );
    const { labelfile, spcmapfile } = stop.rows[0];
    await add("backup_label", Buffer.from(labelfile));
    if (spcmapfile) await add("tablespace_map", Buffer.from(spcmapfile));
    // The log from the backup's start to its end, so the copy can be made consistent.
    const first = start.rows[0].wal;
    const last = stop.rows[0].wal;
    const wal = (await fs.promises.readdir(path.join(dataDirectory, "pg_wal")))
      .filter((f) => WAL_FILE.test(f) && f >= first && f <= last)
      .sort();
    if (!wal.includes(first) || !wal.includes(last))
      throw new Error(`the write-ahead log ${first}..${last} is missing`);
    for (const f of wal) await add(`pg_wal/${f}`, await fs.promises.readFile(path.join(dataDirectory, "pg_wal", f)));
    pack.finalize();
    await written;
  } catch (e) {
    pack.destroy(e as Error);
    await written.catch(() => {});
    throw e;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Unpacks a snapshot into `dataDirectory`, which must be missing or empty. `owner`: whom the files
 * belong to (as root, the unprivileged user PostgreSQL runs as).
 */
export async function extractSnapshot(
  file: string,
  dataDirectory: string,
  owner?: { uid: number; gid: number },
): Promise<void> {
  const own = (p: string) => owner && fs.chownSync(p, owner.uid, owner.gid);
  if (fs.existsSync(dataDirectory) && fs.readdirSync(dataDirectory).length)
    throw new Error(`${dataDirectory} is not empty: restore into a new DATA_DIR (or move this one aside first)`);
  fs.mkdirSync(dataDirectory, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDirectory, 0o700);
  own(dataDirectory);
  const extract = tar.extract();
  const done = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  done.catch(() => {}); // a broken file also ends the loop below with the error
  for await (const entry of extract) {
    const target = path.resolve(dataDirectory, entry.header.name);
    if (!target.startsWith(path.resolve(dataDirectory) + path.sep))
      throw new Error(`unsafe path in backup: ${entry.header.name}`);
    if (entry.header.type === "directory") {
      fs.mkdirSync(target, { recursive: true, mode: 0o700 });
      entry.resume();
    } else {
      await pipeline(entry, fs.createWriteStream(target, { mode: 0o600 }));
    }
    own(target);
  }
  await done;
  for (const dir of [...EMPTY_DIRS, "pg_wal/archive_status"]) {
    fs.mkdirSync(path.join(dataDirectory, dir), { recursive: true, mode: 0o700 });
    own(path.join(dataDirectory, dir));
  }
}
