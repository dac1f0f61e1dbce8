/**
 * The scaled-out deployment: two real server processes on one PostgreSQL and one Redis, behind a real
 * nginx running the proxy configuration that docker-compose.yml ships (deploy/nginx/kashi.conf: its
 * server block verbatim; only its upstream names these two local instances and its listen line a free
 * port). A subscriber whose WebSocket the proxy gives to one instance receives a booking that the proxy
 * gives to the other; the payment gateway's webhook, signed over the raw body, verifies through the proxy.
 *
 * Needs Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379) and nginx (Debian's nginx-light; .ci/run
 * installs it). Without either the test is skipped with a message, except in CI, where it fails.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { bookingInput, CREATE } from "./fixtures/foundation";
import { freePort, redisUp, serverProcess, stopProcess } from "./fixtures/processes";
import { ADMIN } from "./harness";
import { FakeRazorpay } from "./fixtures/fake-razorpay";

const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";
const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/bin/nginx", "/usr/bin/nginx"].find((f) =>
  fs.existsSync(f),
);
const SHIPPED = path.resolve(__dirname, "../../deploy/nginx/kashi.conf");

/** A routing key per instance: the test's upstream hashes on this header (the shipped one on nothing). */
const ROUTE = "x-test-route";

/** nginx with the shipped site, in front of `backends`, on `port`, in `dir`. */
async function startNginx(dir: string, port: number, backends: number[]): Promise<ChildProcess> {
  const shipped = fs.readFileSync(SHIPPED, "utf8");
  const upstream = `upstream app {\n    hash $http_${ROUTE.replace(/-/g, "_")};\n${backends
    .map((p) => `    server 127.0.0.1:${p} max_fails=2 fail_timeout=5s;\n`)
    .join("")}    keepalive 64;\n}`;
  const site = shipped
    .replace(/^upstream app \{[\s\S]*?^\}/m, upstream)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  expect(site).not.toBe(shipped);
  expect(site).toContain(`listen 127.0.0.1:${port};`);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `daemon off;\nworker_processes 1;\npid ${path.join(dir, "nginx.pid")};\nerror_log ${path.join(dir, "error.log")} warn;\n` +
      `events { worker_connections 1024; }\n` +
      `http {\n  access_log off;\n  ${temp("client_body")}\n  ${temp("proxy")}\n${site}\n}\n`,
  );
  const nginx = spawn(NGINX!, ["-e", path.join(dir, "error.log"), "-p", dir, "-c", path.join(dir, "nginx.conf")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  nginx.stderr!.on("data", (d) => (out += d));
  nginx.once("exit", (code) => {
    if (code)
      out += fs.existsSync(path.join(dir, "error.log")) ? fs.readFileSync(path.join(dir, "error.log"), "utf8") : "";
  });
  for (let i = 0; i < 100; i++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}): ${out}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return nginx;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not answer on ${port}: ${out}`);
}

test("two instances behind nginx: a booking made through one reaches a subscriber on the other", async () => {
  const missing = !(await redisUp(REDIS_URL)) ? `no Redis at ${REDIS_URL}` : !NGINX ? "no nginx installed" : "";
  if (missing) {
    if (process.env.CI) throw new Error(`CI must run the scale-out test: ${missing}`);
    console.warn(`SKIPPED the two-instances-behind-nginx test: ${missing} (apt-get install nginx-light; a Redis)`);
    return;
  }
  const serverUrl = process.env.TEST_PG_SERVER_URL!;
  const dbName = `kashi_test_scale_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: serverUrl.replace(/\/[^/]*$/, "/postgres") });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName} TEMPLATE kashi_test_template`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kashi-nginx-"));
  const env = (name: string) => ({
    DATABASE_URL: serverUrl.replace(/\/[^/]*$/, `/${dbName}`),
    REDIS_URL,
    TRUST_PROXY: "1",
    JWT_SECRET: "scale-out-secret-scale-out-secret-scale",
    // Each instance names itself in robots.txt's Sitemap line, so the test sees which one answered.
    PUBLIC_URL: `http://${name}.kashi.test`,
    ...razorpay.env(),
  });
  const procs: ChildProcess[] = [];
  let ws: ReturnType<typeof createClient> | undefined;
  // Both instances take online payments from one (fake) Razorpay, whose webhooks come through the proxy.
  const razorpay = await new FakeRazorpay().start();
  try {
    const a = await serverProcess(env("a"));
    procs.push(a.child);
    const b = await serverProcess(env("b"));
    procs.push(b.child);
    const port = await freePort();
    procs.push(
      await startNginx(
        dir,
        port,
        [a.url, b.url].map((u) => Number(new URL(u).port)),
      ),
    );
    const proxy = `http://127.0.0.1:${port}`;

    // Which routing key the proxy sends to which instance.
    const servedBy = async (key: string) => {
      const text = await (await fetch(`${proxy}/robots.txt`, { headers: { [ROUTE]: key } })).text();
      return /Sitemap: http:\/\/(\w)\.kashi\.test/.exec(text)![1];
    };
    const keys: Record<string, string> = {};
    for (let i = 0; i < 64 && !(keys.a && keys.b); i++) keys[await servedBy(`key-${i}`)] ??= `key-${i}`;
    expect(Object.keys(keys).sort()).toEqual(["a", "b"]);
    expect(await servedBy(keys.a)).toBe("a");
    expect(await servedBy(keys.b)).toBe("b");

    const gql = async (key: string, query: string, variables?: unknown, token?: string) =>
      (await (
        await fetch(`${proxy}/graphql`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            [ROUTE]: key,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ query, variables }),
        })
      ).json()) as any;
    // A token issued by A is good on B (one JWT_SECRET): the admin logs in through A, listens on B.
    const login = await gql(keys.a, `mutation($i: LoginInput!) { login(input: $i) { token } }`, { i: ADMIN });
    const routedToB = class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { [ROUTE]: keys.b } });
      }
    };
    ws = createClient({
      url: `${proxy.replace("http", "ws")}/graphql`,
      webSocketImpl: routedToB,
      connectionParams: { authorization: `Bearer ${login.data.login.token}` },
      retryAttempts: 0,
    });
    let subscribed!: () => void;
    const acknowledged = new Promise<void>((r) => (subscribed = r));
    ws.on("connected", () => subscribed());
    const received = new Promise<any>((resolve, reject) => {
      setTimeout(() => reject(new Error("the subscriber on B heard nothing of the booking made on A")), 20_000).unref();
      ws!.subscribe(
        { query: `subscription { bookingChanged { kind booking { id name } } }` },
        { next: (v) => resolve(v.data), error: reject, complete: () => {} },
      );
    });
    await acknowledged;
    await new Promise((r) => setTimeout(r, 500)); // the subscription reaches Redis

    const busId = (await gql(keys.a, `{ buses { id } }`)).data.buses[0].id;
    const made = await gql(keys.a, CREATE, { i: bookingInput({ busId, name: "Through The Proxy" }) });
    expect(made.errors).toBeUndefined();
    expect(await received).toEqual({
      bookingChanged: {
        kind: "CREATED",
        booking: { id: made.data.createBooking.booking.id, name: "Through The Proxy" },
      },
    });

    // The gateway's webhook through the shipped proxy (its compression on): the signature over the raw body still
    // holds, each event is stored once whichever instance it reaches, and the payment is entered once.
    const bookingId = made.data.createBooking.booking.id;
    const fare = await gql(
      keys.b,
      `mutation($id: ID!, $i: FareInput!) { recordFare(id: $id, input: $i) { id } }`,
      { id: bookingId, i: { agreedFare: 12000, advance: 3000 } },
      login.data.login.token,
    );
    expect(fare.errors).toBeUndefined();
    const order = await gql(
      keys.a,
      `mutation($b: ID!) { createPaymentOrder(bookingId: $b) { orderId } }`,
      { b: bookingId },
      made.data.createBooking.auth.token,
    );
    razorpay.webhookUrl = `${proxy}/api/payments/razorpay/webhook`;
    razorpay.switches.copies = 2;
    await razorpay.pay(order.data.createPaymentOrder.orderId);
    expect(razorpay.delivered.map((d) => d.status)).toEqual(Array(6).fill(200));
    const STATE = `query($id: ID!) { booking(id: $id) { advanceReceivedOn payments { method amount } } }`;
    for (;;) {
      const st = (await gql(keys.b, STATE, { id: bookingId }, login.data.login.token)).data.booking;
      if (st.advanceReceivedOn) {
        expect(st.payments).toEqual([{ method: "razorpay", amount: 3000 }]);
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    await ws?.dispose();
    await Promise.all(procs.map(stopProcess));
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dir, { recursive: true, force: true });
    await razorpay.close();
  }
}, 120_000);
