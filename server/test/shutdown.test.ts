/**
 * SIGTERM: one shutdown path. In-flight requests are answered, WebSockets are closed with 1001, the
 * database is closed, and the process exits 0 (Apollo's own signal handling used to re-send the
 * signal and cut the product's shutdown short).
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import WebSocket from "ws";
import { GENEROUS_LIMITS } from "./harness";
import { freePort, templateDatabase } from "./fixtures/processes";

test("SIGTERM closes WebSockets with 1001, closes the database and exits 0", async () => {
  const db = await templateDatabase("shutdown");
  const port = await freePort();
  const server = spawn(process.execPath, ["-r", "@swc-node/register", "src/main.ts"], {
    cwd: path.resolve(__dirname, ".."),
    env: {
      ...process.env,
      ...GENEROUS_LIMITS,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: db.url,
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
    await db.drop();
  }
}, 90_000);
