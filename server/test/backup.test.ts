/**
 * Backups that restore. On the one-machine default (embedded PostgreSQL in DATA_DIR): `npm run backup`
 * while the server runs, then `npm run restore FILE` into a new DATA_DIR, and the restored server shows
 * every booking, upload and setting the backup holds (and nothing made after it). With DATABASE_URL:
 * the daily job's pg_dump file restored into a new, empty database holds the same rows, and the job keeps
 * the last BACKUP_KEEP. The second needs a pg_dump as new as the server: the system PostgreSQL of
 * CI's DATABASE_URL run has one; the embedded PostgreSQL 18 of a default run is newer than Debian's.
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { backupDatabase, restoreBackup } from "../src/backup/backup";
import { findPgTool } from "../src/backup/pg-tools";
import { dailyBackup } from "../src/jobs/backup";
import { bookingInput, CREATE, PNG } from "./fixtures/foundation";
import { entryArgs, serverProcess, stopProcess, SERVER_DIR } from "./fixtures/processes";
import { ADMIN, startServer } from "./harness";

const JWT_SECRET = "backup-secret-backup-secret-backup-secret";
const PAYMENTS = `mutation($i: PaymentSettingsInput!) { updatePaymentSettings(input: $i) { upiId upiPayee } }`;

/** The environment of a process on the embedded PostgreSQL of `dataDir` (never the test run's DATABASE_URL). */
const embeddedEnv = (dataDir: string) => ({
  NODE_ENV: "test",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  REDIS_URL: "",
  JWT_SECRET,
});

const startProcess = (dataDir: string) => serverProcess(embeddedEnv(dataDir));
const stop = stopProcess;

/** Runs `npm run backup` / `npm run restore FILE`'s program; answers its output (throws on failure). */
function cli(dataDir: string, ...args: string[]): Promise<string> {
  const child = spawn(process.execPath, [...entryArgs("backup-cli"), ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...embeddedEnv(dataDir) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  return new Promise((resolve, reject) =>
    child.once("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`${args[0]} exited ${code}: ${out}`)))),
  );
}

async function gql(url: string, query: string, variables?: Record<string, unknown>, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: Array<{ message: string; extensions?: any }> };
}

async function upload(url: string, token: string): Promise<string> {
  const form = new FormData();
  form.append(
    "operations",
    JSON.stringify({ query: "mutation($file: Upload!) { uploadImage(file: $file) }", variables: { file: null } }),
  );
  form.append("map", JSON.stringify({ 0: ["variables.file"] }));
  form.append("0", new Blob([PNG]), "dot.png");
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "apollo-require-preflight": "true", authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as any;
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data.uploadImage;
}

/** A booking, an uploaded image and the payment settings, made through the API as staff and a customer would. */
async function business(url: string) {
  const token = (await gql(url, `mutation($i: LoginInput!) { login(input: $i) { token } }`, { i: ADMIN })).data.login
    .token;
  const busId = (await gql(url, `{ buses { id } }`)).data.buses[0].id;
  const input = bookingInput({ busId, name: "Restored Booking" });
  const booking = (await gql(url, CREATE, { i: input })).data.createBooking.booking.id as string;
  const image = await upload(url, token);
  const payments = { upiId: "kashicoach@okaxis", upiPayee: "Kashi Coach Tours" };
  expect((await gql(url, PAYMENTS, { i: payments }, token)).errors).toBeUndefined();
  return { token, busId, booking, image, payments };
}

/** A new DATA_DIR (open to the user "postgres" that the embedded server runs as when the tests run as root). */
const tmp = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `kashi-${name}-`));
  fs.chmodSync(dir, 0o755);
  return dir;
};

test("npm run backup while the server runs, npm run restore into a new DATA_DIR: every booking, upload and setting is back", async () => {
  const [before, after] = [tmp("backup-a"), tmp("backup-b")];
  let server = await startProcess(before);
  try {
    const made = await business(server.url);
    // Customers keep booking while the backup is taken: the copy is of one moment all the same.
    let backingUp = true;
    const during: string[] = [];
    const booking = (async () => {
      while (backingUp) {
        const r = await gql(server.url, CREATE, { i: bookingInput({ busId: made.busId, name: "During The Backup" }) });
        during.push(r.data.createBooking.booking.id);
      }
    })();
    const written = await cli(before, "backup").finally(() => (backingUp = false));
    await booking;
    const file = /Backup written: (\S+)/.exec(written)![1];
    expect(path.dirname(file)).toBe(path.join(before, "backups"));
    // Made after the backup: not in it.
    const later = (await gql(server.url, CREATE, { i: bookingInput({ busId: made.busId }) })).data.createBooking.booking
      .id as string;
    await stop(server.child);

    expect(await cli(after, "restore", file)).toMatch(/Restored .*: \d+ bookings, 1 uploads, \d+ settings/);
    server = await startProcess(after);
    const token = (await gql(server.url, `mutation($i: LoginInput!) { login(input: $i) { token } }`, { i: ADMIN })).data
      .login.token;
    const found = await gql(
      server.url,
      `query($id: ID!) { booking(id: $id) { id name } }`,
      { id: made.booking },
      token,
    );
    expect(found.data.booking).toEqual({ id: made.booking, name: "Restored Booking" });
    // Every restored booking was acknowledged (those made during the backup up to its moment), and the
    // database's own booking counters agree with the rows: one consistent moment, not a torn copy.
    const restored: string[] = [];
    for (let after: string | null = null, first = true; first || after; first = false) {
      const page: any = await gql(
        server.url,
        `query($after: String) { bookingsPage(first: 100, after: $after) { items { id } nextCursor } }`,
        { after },
        token,
      );
      restored.push(...page.data.bookingsPage.items.map((b: { id: string }) => b.id));
      after = page.data.bookingsPage.nextCursor;
    }
    expect(restored).toContain(made.booking);
    expect(restored.filter((id) => id !== made.booking).every((id) => during.includes(id))).toBe(true);
    const stats = await gql(server.url, `{ adminStats { totalBookings } }`, {}, token);
    expect(stats.data.adminStats.totalBookings).toBe(restored.length);
    const missing = await gql(server.url, `query($id: ID!) { booking(id: $id) { id } }`, { id: later }, token);
    expect(missing.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const image = await fetch(server.url + made.image);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    expect((await gql(server.url, `{ paymentSettings { upiId upiPayee } }`, {}, token)).data.paymentSettings).toEqual(
      made.payments,
    );
    // A restore never overwrites: the directory now holds a database.
    await stop(server.child);
    await expect(cli(after, "restore", file)).rejects.toThrow(/is not empty/);
  } finally {
    await stop(server.child);
    for (const dir of [before, after]) fs.rmSync(dir, { recursive: true, force: true });
  }
}, 180_000);

test("with DATABASE_URL: the daily job's pg_dump restores into a new, empty database with the same rows; it keeps the last BACKUP_KEEP", async () => {
  const serverUrl = process.env.TEST_PG_SERVER_URL!;
  const probe = new Client({ connectionString: serverUrl });
  await probe.connect();
  const major = Math.floor(Number((await probe.query("SHOW server_version_num")).rows[0].server_version_num) / 10000);
  await probe.end();
  const pgDump = await findPgTool("pg_dump", major).catch((e: Error) => e);
  if (pgDump instanceof Error) {
    if (process.env.CI && process.env.DATABASE_URL) throw pgDump;
    console.warn(`SKIPPED the DATABASE_URL backup test (CI runs it on its DATABASE_URL pass): ${pgDump.message}`);
    return;
  }
  const s = await startServer();
  const dataDir = tmp("backup-url");
  const target = `kashi_test_restore_${crypto.randomBytes(4).toString("hex")}`;
  const targetUrl = serverUrl.replace(/\/[^/]*$/, `/${target}`);
  const admin = new Client({ connectionString: serverUrl.replace(/\/[^/]*$/, "/postgres") });
  await admin.connect();
  try {
    await business(s.url);
    const config = { ...s.config, dataDir, backupKeep: 2 };
    const files = [];
    for (let i = 0; i < 3; i++) files.push(await dailyBackup({ db: s.db, config }));
    const kept = fs.readdirSync(path.join(dataDir, "backups")).sort();
    expect(kept).toEqual(files.slice(1).map((f) => path.basename(f)));
    // A backup made by hand is not the job's to delete.
    const manual = await backupDatabase({ url: s.config.databaseUrl! }, path.join(dataDir, "backups"));
    await dailyBackup({ db: s.db, config });
    expect(fs.existsSync(manual)).toBe(true);

    await admin.query(`CREATE DATABASE ${target}`);
    await restoreBackup(files[2], { url: targetUrl });
    const rows = async (url: string) => {
      const c = new Client({ connectionString: url });
      await c.connect();
      try {
        const q = async (sql: string) => (await c.query(sql)).rows;
        return {
          bookings: await q(`SELECT id, name, "departureDate", status FROM bookings ORDER BY id`),
          uploads: await q(`SELECT id, md5(data) AS data FROM uploads ORDER BY id`),
          settings: await q(`SELECT key, value FROM settings ORDER BY key`),
          users: await q(`SELECT id, email, "passwordHash" FROM users ORDER BY id`),
        };
      } finally {
        await c.end();
      }
    };
    const [source, restored] = [await rows(s.config.databaseUrl!), await rows(targetUrl)];
    expect(restored.bookings).toHaveLength(1);
    expect(restored.uploads).toHaveLength(1);
    expect(restored.settings.map((r) => r.key)).toContain("payments");
    expect(restored).toEqual(source);
    await expect(restoreBackup(files[2], { url: targetUrl })).rejects.toThrow(/not empty/);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
    await admin.end();
    await s.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);

test("the daily backup is scheduled at BACKUP_SCHEDULE, India time, made up once after a missed day; BACKUP_KEEP=0 turns it off", async () => {
  const schedule = (s: { db: { query(sql: string): Promise<unknown[]> } }) =>
    s.db.query(`SELECT cron, timezone, options FROM pgboss.schedule WHERE name = 'backup-database'`);
  const on = await startServer({ BACKUP_SCHEDULE: "15 3 * * *" });
  const off = await startServer({ BACKUP_KEEP: "0" });
  try {
    expect(await schedule(on)).toEqual([
      { cron: "15 3 * * *", timezone: "Asia/Kolkata", options: { tz: "Asia/Kolkata", missed: "once" } },
    ]);
    expect(await schedule(off)).toEqual([]);
  } finally {
    await on.close();
    await off.close();
  }
});
