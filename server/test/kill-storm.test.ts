/**
 * SIGKILL in the middle of a storm of bookings: no acknowledged booking is lost, and a client that
 * retries every request (same Idempotency-Key) after the restart gets each booking exactly once,
 * whether or not the killed request had been stored.
 */
import type { ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import { once } from "node:events";
import { Client } from "pg";
import { inDays } from "./harness";
import { freePort, serverProcess, templateDatabase } from "./fixtures/processes";

/** The server on `port` (the same port again after a kill). */
const start = (port: number, databaseUrl: string): Promise<ChildProcess> =>
  serverProcess({
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    REDIS_URL: "",
    JWT_SECRET: "storm-secret-storm-secret-storm-secret-1",
  }).then((s) => s.child);

test("SIGKILL during a storm of bookings: nothing acknowledged is lost, retries with the same keys store each booking once", async () => {
  const database = await templateDatabase("storm");
  const dbUrl = database.url;
  const port = await freePort();
  let server = await start(port, dbUrl);
  const db = new Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const base = `http://127.0.0.1:${port}`;
    const busId = ((await (await fetch(`${base}/api/buses`)).json()) as any[])[0]._id;
    const N = 150;
    const requests = Array.from({ length: N }, (_, i) => ({
      key: crypto.randomUUID(),
      body: {
        pickupLocation: "Varanasi",
        destination: "Sarnath",
        departureDate: inDays(7),
        days: 1,
        busType: busId,
        name: `Storm ${i}`,
        email: "storm@example.com",
        phone: "+91 90000 99999",
      },
    }));
    const send = (r: (typeof requests)[number]) =>
      fetch(`${base}/api/bookings`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": r.key },
        body: JSON.stringify(r.body),
      })
        .then(async (res) => ({
          status: res.status,
          id: res.status === 201 ? ((await res.json()) as any)._id : undefined,
        }))
        .catch(() => ({ status: 0, id: undefined }));
    const acked = new Map<string, string>();
    const storm = requests.map((r) => send(r).then((a) => a.id && acked.set(r.key, a.id)));
    // Kill as soon as one is acknowledged, with the rest in flight (bookings that arrive together are
    // stored together, so a few acknowledgements can mean dozens at once).
    while (acked.size < 1) await new Promise((r) => setTimeout(r, 1));
    server.kill("SIGKILL");
    await Promise.all(storm);
    expect(acked.size).toBeLessThan(N);

    const stored = async () =>
      (await db.query(`SELECT id, name FROM bookings WHERE email = 'storm@example.com'`)).rows as Array<{
        id: string;
        name: string;
      }>;
    const afterKill = await stored();
    for (const id of acked.values()) expect(afterKill.map((b) => b.id)).toContain(id);

    server = await start(port, dbUrl);
    const retried = await Promise.all(requests.map(send));
    expect(retried.map((r) => r.status)).toEqual(requests.map(() => 201));
    for (const [key, id] of acked) expect(retried[requests.findIndex((r) => r.key === key)].id).toBe(id);
    const finalRows = await stored();
    expect(finalRows).toHaveLength(N);
    expect(new Set(finalRows.map((b) => b.name)).size).toBe(N);
  } finally {
    await db.end();
    if (server.exitCode === null && server.signalCode === null) {
      const exited = once(server, "exit");
      server.kill("SIGTERM");
      await exited;
    }
    await database.drop();
  }
}, 120_000);
