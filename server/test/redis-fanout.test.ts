/**
 * Several server instances: two real server processes on two ports, one PostgreSQL, the Redis of
 * this machine (REDIS_URL, default redis://127.0.0.1:6379). A subscriber on one receives a booking
 * made on the other. Without a reachable Redis the test is skipped locally and fails in CI.
 */
import type { ChildProcess } from "node:child_process";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { loadConfig } from "../src/config";
import { createAppPubSub } from "../src/graphql/pubsub";
import { inDays } from "./harness";
import { freePort, redisUp, serverProcess, templateDatabase } from "./fixtures/processes";

const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";

const startProcess = (port: number, databaseUrl: string): Promise<ChildProcess> =>
  serverProcess({
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    JWT_SECRET: "fanout-secret-fanout-secret-fanout-secret",
  }).then((s) => s.child);

const gql = async (port: number, query: string, variables?: unknown, token?: string) =>
  (await (
    await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    })
  ).json()) as any;

test("with REDIS_URL, a booking made on one instance reaches a subscriber on another", async () => {
  if (!(await redisUp(REDIS_URL))) {
    if (process.env.CI) throw new Error(`Redis is required in CI at ${REDIS_URL}`);
    console.warn(`skipped: no Redis at ${REDIS_URL}`);
    return;
  }
  const db = await templateDatabase("fanout");
  const dbUrl = db.url;
  const [portA, portB] = [await freePort(), await freePort()];
  const procs: ChildProcess[] = [];
  try {
    procs.push(await startProcess(portA, dbUrl));
    procs.push(await startProcess(portB, dbUrl));
    const login = await gql(
      portA,
      `mutation { login(input: { login: "admin@kashicoachtours.in", password: "KashiAdmin@2005" }) { token } }`,
    );
    const client = createClient({
      url: `ws://127.0.0.1:${portA}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${login.data.login.token}` },
      retryAttempts: 0,
    });
    const received = new Promise<any>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no event through Redis")), 20_000);
      client.subscribe(
        { query: `subscription { bookingChanged { kind booking { name } } }` },
        {
          next: (v) => {
            clearTimeout(timer);
            resolve(v.data);
          },
          error: reject,
          complete: () => {},
        },
      );
    });
    await new Promise((r) => setTimeout(r, 500)); // let the subscription reach Redis
    const busId = (await gql(portB, `{ buses { id } }`)).data.buses[0].id;
    const made = await gql(portB, `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }`, {
      i: {
        pickupLocation: "Varanasi",
        destination: "Sarnath",
        departureDate: inDays(5),
        days: 1,
        busId,
        name: "Across Instances",
        email: "fanout@example.com",
        phone: "+91 90000 12345",
      },
    });
    expect(made.errors).toBeUndefined();
    expect(await received).toEqual({ bookingChanged: { kind: "CREATED", booking: { name: "Across Instances" } } });
    await client.dispose();

    // B's cached public reads (GraphQL and REST) go when a bus is renamed on A.
    const names = async () => [
      (await gql(portB, `{ buses { id name } }`)).data.buses.map((b: { name: string }) => b.name),
      ((await (await fetch(`http://127.0.0.1:${portB}/api/buses`)).json()) as Array<{ name: string }>).map(
        (b) => b.name,
      ),
    ];
    await names();
    expect((await names()).flat()).not.toContain("Renamed Across Instances"); // now answered from B's cache
    const renamed = await gql(
      portA,
      `mutation($id: ID!) { updateBus(id: $id, input: { name: "Renamed Across Instances" }) { id } }`,
      { id: busId },
      login.data.login.token,
    );
    expect(renamed.errors).toBeUndefined();
    let seen = await names();
    for (let i = 0; i < 50 && !seen.every((list) => list.includes("Renamed Across Instances")); i++) {
      await new Promise((r) => setTimeout(r, 100)); // the event travels through Redis
      seen = await names();
    }
    expect(seen[0]).toContain("Renamed Across Instances");
    expect(seen[1]).toContain("Renamed Across Instances");
  } finally {
    for (const p of procs) p.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    await db.drop();
  }
}, 120_000);

test("two deployments sharing one Redis hear only their own events (channels carry the database's name)", async () => {
  if (!(await redisUp(REDIS_URL))) {
    if (process.env.CI) throw new Error(`Redis is required in CI at ${REDIS_URL}`);
    console.warn(`skipped: no Redis at ${REDIS_URL}`);
    return;
  }
  const prefixOf = (db: string) => loadConfig({ DATABASE_URL: `postgres://x@127.0.0.1/${db}` } as never).redisPrefix;
  const tag = Math.random().toString(36).slice(2, 8);
  const [production, productionPeer, staging] = [`prod_${tag}`, `prod_${tag}`, `staging_${tag}`].map((db) =>
    createAppPubSub(REDIS_URL, () => undefined, prefixOf(db)),
  );
  const heard = (bus: typeof production) => {
    const ids: string[] = [];
    const it = bus.pubSub.subscribe("BOOKING_CHANGED")[Symbol.asyncIterator]();
    const pump = (async () => {
      for (let r = await it.next(); !r.done; r = await it.next())
        ids.push((r.value as { bookingId: string }).bookingId);
    })();
    return { ids, stop: async () => (await it.return?.(), await pump) };
  };
  const [peer, other] = [heard(productionPeer), heard(staging)];
  try {
    // Each subscriber's channel reaches Redis before the first event (the peer hears it through Redis only).
    for (let i = 0; i < 100 && !peer.ids.length; i++) {
      production.events.publish("BOOKING_CHANGED", { bookingId: `b${i}`, kind: "CREATED" } as never);
      await new Promise((r) => setTimeout(r, 50));
    }
    staging.events.publish("BOOKING_CHANGED", { bookingId: "staging-only", kind: "CREATED" } as never);
    production.events.publish("BOOKING_CHANGED", { bookingId: "last", kind: "CREATED" } as never);
    for (let i = 0; i < 100 && !peer.ids.includes("last"); i++) await new Promise((r) => setTimeout(r, 20));
    for (let i = 0; i < 100 && !other.ids.includes("staging-only"); i++) await new Promise((r) => setTimeout(r, 20));
    expect(peer.ids).toContain("last");
    expect(peer.ids).not.toContain("staging-only");
    expect(other.ids).toEqual(["staging-only"]);
  } finally {
    await Promise.all([peer.stop(), other.stop()]);
    await Promise.all([production, productionPeer, staging].map((b) => b.close()));
  }
}, 60_000);
