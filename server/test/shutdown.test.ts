/**
 * SIGTERM: one shutdown path. In-flight requests are answered, WebSockets are closed with 1001, the
 * database is closed, and the process exits 0 (Apollo's own signal handling used to re-send the
 * signal and cut the product's shutdown short).
 */
import { once } from "node:events";
import WebSocket from "ws";
import { serverOnOwnDatabase } from "./fixtures/processes";

test("SIGTERM closes WebSockets with 1001, closes the database and exits 0", async () => {
  const {
    child: server,
    url,
    output,
    drop,
  } = await serverOnOwnDatabase("shutdown", {
    JWT_SECRET: "shutdown-secret-shutdown-secret-shutdown",
  });
  try {
    const ws = new WebSocket(`${url.replace("http", "ws")}/graphql`, "graphql-transport-ws");
    await once(ws, "open");
    const closed = once(ws, "close");
    const exited = once(server, "exit");
    server.kill("SIGTERM");
    const [code] = await closed;
    expect(code).toBe(1001);
    const [exitCode] = await exited;
    expect(exitCode).toBe(0);
    expect(output()).toContain("database closed");
  } finally {
    if (server.exitCode === null) server.kill("SIGKILL");
    await drop();
  }
}, 90_000);
