/**
 * Redis stopping under load must not take the server down. A redis-server of this test's own (a spare
 * port; the machine's Redis is never touched), a real server process with REDIS_URL pointing at it, an
 * admin's live subscription: bookings keep being accepted while Redis is down (events are delivered
 * in-process), the process stays up, and events flow through Redis again once it is back.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { createClient } from "graphql-ws";
import Redis from "ioredis";
import WebSocket from "ws";
import { GENEROUS_LIMITS, inDays } from "./harness";
import { entryArgs, freePort, templateDatabase } from "./fixtures/processes";

function waitFor(child: ChildProcess, text: string, what: string): Promise<void> {
  let log = "";
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      log += d;
      if (log.includes(text)) resolve();
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`${what} exited ${code}:\n${log}`)));
  });
}

async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--daemonize", "no"],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  await waitFor(redis, "Ready to accept connections", "redis-server");
  return redis;
}

const gql = async (port: number, query: string, variables?: unknown, token?: string) =>
  (await (
    await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    })
  ).json()) as any;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test("Redis stopping under load: bookings keep working, the process survives, subscriptions resume when Redis returns", async () => {
  const db = await templateDatabase("redisfault");
  const [redisPort, port] = [await freePort(), await freePort()];
  let redis = await startRedis(redisPort);
  const server = spawn(process.execPath, entryArgs("main"), {
    cwd: path.resolve(__dirname, ".."),
    env: {
      ...process.env,
      ...GENEROUS_LIMITS,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: db.url,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      NODE_ENV: "test",
      JWT_SECRET: "redis-fault-secret-redis-fault-secret-42",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let exitCode: number | null = null;
  server.once("exit", (code) => (exitCode = code));
  try {
    await waitFor(server, "is running at", "server");
    const token = (
      await gql(
        port,
        `mutation { login(input: { login: "admin@kashicoachtours.in", password: "KashiAdmin@2005" }) { token } }`,
      )
    ).data.login.token;
    const seen: string[] = [];
    const ws = createClient({
      url: `ws://127.0.0.1:${port}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    ws.subscribe(
      { query: `subscription { bookingChanged { kind booking { name } } }` },
      {
        next: (v: any) => seen.push(v.data?.bookingChanged?.booking?.name),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    await sleep(500);
    const busId = (await gql(port, `{ buses { id } }`)).data.buses[0].id;
    const book = (name: string) =>
      gql(port, `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }`, {
        i: {
          pickupLocation: "Varanasi",
          destination: "Sarnath",
          departureDate: inDays(5),
          days: 1,
          busId,
          name,
          email: "fault@example.com",
          phone: "+91 90000 12345",
        },
      });
    // Bounded waits: a lost event fails the test instead of leaving it (and the server it started) hanging.
    const untilSeen = async (name: string) => {
      for (let i = 0; i < 300 && !seen.includes(name); i++) await sleep(100);
      expect(seen).toContain(name);
    };

    expect((await book("Before The Fault")).errors).toBeUndefined();
    await untilSeen("Before The Fault");

    // Stop Redis while bookings are in flight.
    const inFlight = Array.from({ length: 10 }, (_, i) => book(`During Fault ${i}`));
    redis.kill("SIGKILL");
    await once(redis, "exit");
    const during = await Promise.all([...inFlight, ...Array.from({ length: 10 }, (_, i) => book(`After Stop ${i}`))]);
    for (const r of during) expect(r.errors).toBeUndefined();
    await sleep(1500); // the crash used to come 0.3-0.4 s after the first booking
    expect(exitCode).toBeNull();
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    expect((await gql(port, `{ buses { id } }`)).data.buses.length).toBeGreaterThan(0);
    // This instance's subscribers still hear of bookings made while Redis is down.
    await untilSeen("After Stop 9");

    // Redis comes back: events flow through it again.
    redis = await startRedis(redisPort);
    const probe = new Redis(`redis://127.0.0.1:${redisPort}`);
    const throughRedis = new Set<string>();
    probe.on("message", (_c: string, m: string) => throughRedis.add(JSON.parse(m).bookingId));
    // The deployment's channels carry its database's name (config.redisPrefix).
    await probe.subscribe(`kashi:${new URL(db.url).pathname.slice(1)}:BOOKING_CHANGED`);
    let backThroughRedis = false;
    for (let n = 0; n < 100 && !backThroughRedis; n++) {
      const name = `After Return ${n}`;
      const made = await book(name);
      expect(made.errors).toBeUndefined();
      await untilSeen(name); // every booking reaches this instance's subscriber, however Redis is doing
      backThroughRedis = throughRedis.has(made.data.createBooking.booking.id);
      if (!backThroughRedis) await sleep(300);
    }
    expect(backThroughRedis).toBe(true);
    probe.disconnect();
    expect(exitCode).toBeNull();
    await ws.dispose();
  } finally {
    server.kill("SIGTERM");
    redis.kill("SIGKILL");
    if (exitCode === null) {
      const killer = setTimeout(() => server.kill("SIGKILL"), 10_000);
      await once(server, "exit");
      clearTimeout(killer);
    }
    await db.drop();
  }
}, 120_000);
