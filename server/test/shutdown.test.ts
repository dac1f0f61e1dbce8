/**
 * SIGTERM: one shutdown path. In-flight requests are answered, WebSockets are closed with 1001, the
 * database is closed, and the process exits 0 (Apollo's own signal handling used to re-send the
 * signal and cut the product's shutdown short).
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import { once } from "node:events";
import net from "node:net";
import path from "node:path";
import { Client } from "pg";
import WebSocket from "ws";
import { GENEROUS_LIMITS } from "./harness";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

test("SIGTERM closes WebSockets with 1001, closes the database and exits 0", async () => {
  const serverUrl = process.env.TEST_PG_SERVER_URL!;
  const dbName = `kashi_test_shutdown_${crypto.randomBytes(4).toString("hex")}`;
  const admin = () => new Client({ connectionString: serverUrl.replace(/\/[^/]*$/, "/postgres") });
  const a = admin();
  await a.connect();
  await a.query(`CREATE DATABASE ${dbName} TEMPLATE kashi_test_template`);
  await a.end();
  const port = await freePort();
  const server = spawn(process.execPath, ["-r", "@swc-node/register", "src/main.ts"], {
    cwd: path.resolve(__dirname, ".."),
    env: {
      ...process.env,
      ...GENEROUS_LIMITS,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: serverUrl.replace(/\/[^/]*$/, `/${dbName}`),
      NODE_ENV: "test",
      REDIS_URL: "",
      JWT_SECRET: "shutdown-secret-shutdown-secret-shutdown",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  server.stdout!.on("data", (d) => (log += d));
  server.stderr!.on("data", (d) => (log += d));
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on("data", () => log.includes("is running at") && resolve());
      server.once("exit", (c) => reject(new Error(`exited ${c}: ${log}`)));
    });
    const ws = new WebSocket(`ws://127.0.0.1:${port}/graphql`, "graphql-transport-ws");
    await once(ws, "open");
    const closed = once(ws, "close");
    const exited = once(server, "exit");
    server.kill("SIGTERM");
    const [code] = await closed;
    expect(code).toBe(1001);
    const [exitCode] = await exited;
    expect(exitCode).toBe(0);
    expect(log).toContain("database closed");
  } finally {
    if (server.exitCode === null) server.kill("SIGKILL");
    const b = admin();
    await b.connect();
    await b.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await b.end();
  }
}, 90_000);
