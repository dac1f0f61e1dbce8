/**
 * Instances started at the same moment on one new database (a first `docker compose up --scale app=3`):
 * three real server processes on a brand-new empty database of the test run's PostgreSQL. Migrations and
 * seeding run under one advisory lock, so every process starts, and the database is set up exactly once.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { seedBuses, seedDestinations } from "../src/db/seed/data";
import { migrations } from "../src/db/migrations";
import { entryArgs } from "./fixtures/processes";

function start(databaseUrl: string, dataDir: string): { child: ChildProcess; ready: Promise<number> } {
  const child = spawn(process.execPath, entryArgs("main"), {
    cwd: path.resolve(__dirname, ".."),
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      REDIS_URL: "",
      SEED: "true",
      JWT_SECRET: "concurrent-start-secret-concurrent-start",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const ready = new Promise<number>((resolve, reject) => {
    child.stdout!.on("data", (d) => {
      log += d;
      const m = /running at http:\/\/localhost:(\d+)/.exec(log);
      if (m) resolve(Number(m[1]));
    });
    child.stderr!.on("data", (d) => (log += d));
    child.once("exit", (code) => reject(new Error(`a server exited (${code}) while starting:\n${log}`)));
  });
  return { child, ready };
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((r) =>
    child.exitCode !== null || child.signalCode !== null ? r() : child.once("exit", () => r()),
  );

test("three instances started at once on a new, empty database all start; migrations and the seed run once", async () => {
  const serverUrl = process.env.TEST_PG_SERVER_URL!;
  const dbName = `kashi_test_start_${crypto.randomBytes(4).toString("hex")}`;
  const adminUrl = serverUrl.replace(/\/[^/]*$/, "/postgres");
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`); // empty: not the migrated template
  await admin.end();
  const dbUrl = serverUrl.replace(/\/[^/]*$/, `/${dbName}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kashi-start-"));
  const procs = [0, 1, 2].map(() => start(dbUrl, dataDir));
  try {
    const ports = await Promise.all(procs.map((p) => p.ready));
    for (const port of ports) {
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      const buses = (await (await fetch(`http://127.0.0.1:${port}/api/buses`)).json()) as unknown[];
      expect(buses).toHaveLength(seedBuses.length);
    }
    const db = new Client({ connectionString: dbUrl });
    await db.connect();
    try {
      const count = async (sql: string) => Number((await db.query(sql)).rows[0].n);
      expect(await count(`SELECT count(*) AS n FROM migrations`)).toBe(migrations.length);
      expect(await count(`SELECT count(*) AS n FROM buses`)).toBe(seedBuses.length);
      expect(await count(`SELECT count(*) AS n FROM destinations`)).toBe(seedDestinations.length);
      expect(await count(`SELECT count(*) AS n FROM users WHERE role = 'admin'`)).toBe(1);
      expect(await count(`SELECT count(*) AS n FROM places`)).toBeGreaterThan(0);
    } finally {
      await db.end();
    }
  } finally {
    for (const p of procs) p.child.kill("SIGTERM");
    await Promise.all(procs.map((p) => stopped(p.child)));
    fs.rmSync(dataDir, { recursive: true, force: true });
    const a = new Client({ connectionString: adminUrl });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await a.end();
  }
}, 180_000);
