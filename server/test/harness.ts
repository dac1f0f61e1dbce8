import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { createClient, type Client as WsClient } from "graphql-ws";
import WebSocket from "ws";
import type { DataSource } from "typeorm";
import { createApp, type App, type AppOptions } from "../src/app";
import { loadConfig, type Config } from "../src/config";
import { createDataSource } from "../src/db/data-source";
import { seed } from "../src/db/seed";
import { hashPassword } from "../src/domain/auth/passwords";
import type { StaffRole } from "../src/domain/shared/permissions";
import { todayInIndia } from "../src/domain/shared/calendar";

/** Rate limits far above what any test that is not about limits makes (those tests set tight ones). */
export const GENEROUS_LIMITS: Record<string, string> = Object.fromEntries(
  ["LOGIN", "REGISTER", "REFRESH", "PASSWORD_RESET", "BOOKING", "CONTACT", "UPLOAD"].map((k) => [
    `RATE_LIMIT_${k}`,
    "100000/60",
  ]),
);

export const ADMIN = { login: "admin@kashicoachtours.in", password: "KashiAdmin@2005" };

function withDb(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

export interface TestServer {
  url: string;
  app: App;
  db: DataSource;
  config: Config;
  gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<{ data?: T; errors?: Array<{ message: string; extensions?: Record<string, any> }>; status: number }>;
  rest(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any; headers: Headers }>;
  login(
    login?: string,
    password?: string,
  ): Promise<{ token: string; refreshToken: string; userId: string; role: string }>;
  /** A staff account of the given staff role, signed in (with its e-mail and password). */
  staff(
    staffRole: StaffRole,
    name?: string,
  ): Promise<{ token: string; refreshToken: string; userId: string; email: string; password: string }>;
  ws(token?: string): WsClient;
  /** Another server instance on the same database (a second process, or the same one after a restart). */
  peer(options?: AppOptions): Promise<{ app: App; listen(): Promise<string>; close(): Promise<void> }>;
  close(): Promise<void>;
}

/**
 * A real server on a free port over its own fresh database (cloned from the migrated template),
 * seeded like `npm start`, with a data folder of its own (.data/test/<database>: its outbox, uploads and
 * backups; removed when it closes) unless `env` names one.
 */
export async function startServer(env: Record<string, string> = {}, options: AppOptions = {}): Promise<TestServer> {
  const serverUrl = process.env.TEST_PG_SERVER_URL!;
  const dbName = `kashi_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: withDb(serverUrl, "postgres") });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName} TEMPLATE kashi_test_template`);
  await admin.end();
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: path.join(".data/test", dbName),
    DATABASE_URL: withDb(serverUrl, dbName),
    JWT_SECRET: "test-secret-test-secret-test-secret-0123456789",
    ...GENEROUS_LIMITS,
    ...env,
  } as NodeJS.ProcessEnv);
  const db = createDataSource(config.databaseUrl!, config.pgPoolSize);
  await db.initialize();
  await db.runMigrations({ transaction: "each" });
  const app = await createApp(config, db, options);
  await seed(db, app.services.adminSeed, config.seed);
  const port = await app.listen(0, "127.0.0.1");
  const url = `http://127.0.0.1:${port}`;
  const clients: WsClient[] = [];
  const peers: Array<() => Promise<void>> = [];

  const gql: TestServer["gql"] = async (query, variables, token) => {
    const res = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { ...((await res.json()) as object), status: res.status } as any;
  };
  const rest: TestServer["rest"] = async (method, path, body, token, headers = {}) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  return {
    url,
    app,
    db,
    config,
    gql,
    rest,
    async login(login = ADMIN.login, password = ADMIN.password) {
      const r = await gql(`mutation($i: LoginInput!) { login(input: $i) { token refreshToken userId role } }`, {
        i: { login, password },
      });
      if (!r.data) throw new Error(JSON.stringify(r.errors));
      return r.data.login;
    },
    async staff(staffRole, name = `Staff ${staffRole}`) {
      const email = `${staffRole.replace("_", "")}.${crypto.randomBytes(4).toString("hex")}@staff.example.com`;
      const password = "Quiet-River-Ghat-91";
      await db.query(
        `INSERT INTO users (name, email, role, "staffRole", "passwordHash") VALUES ($1, $2, 'admin', $3, $4)`,
        [name, email, staffRole, await hashPassword(password)],
      );
      return { ...(await (this as TestServer).login(email, password)), email, password };
    },
    ws(token) {
      const client = createClient({
        url: url.replace("http", "ws") + "/graphql",
        webSocketImpl: WebSocket,
        connectionParams: token ? { authorization: `Bearer ${token}` } : {},
        retryAttempts: 0,
      });
      clients.push(client);
      return client;
    },
    async peer(peerOptions = {}) {
      const peerDb = createDataSource(config.databaseUrl!);
      await peerDb.initialize();
      const peerApp = await createApp(config, peerDb, peerOptions);
      let closed = false;
      const close = async () => {
        if (closed) return;
        closed = true;
        await peerApp.close();
        await peerDb.destroy();
      };
      peers.push(close);
      let peerUrl: string | undefined;
      const listen = async () => (peerUrl ??= `http://127.0.0.1:${await peerApp.listen(0, "127.0.0.1")}`);
      return { app: peerApp, listen, close };
    },
    async close() {
      await Promise.all(clients.map((c) => c.dispose()));
      for (const close of peers) await close();
      await app.close();
      await db.destroy();
      const a = new Client({ connectionString: withDb(serverUrl, "postgres") });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await a.end();
      if (!env.DATA_DIR) fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** Collects the next `n` events of a subscription. */
export function nextEvents<T = any>(
  client: WsClient,
  query: string,
  n = 1,
  timeoutMs = 10000,
  /** Only the events this accepts count (others of the same subscription are left out). */
  accept: (event: T) => boolean = () => true,
): { ready: Promise<void>; events: Promise<T[]> } {
  const got: T[] = [];
  let readyResolve!: () => void;
  const ready = new Promise<void>((r) => (readyResolve = r));
  const events = new Promise<T[]>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`timed out waiting for ${n} event(s), got ${got.length}`)),
      timeoutMs,
    );
    const unsubscribe = client.subscribe<T>(
      { query },
      {
        next: (v) => {
          if (v.errors) {
            clearTimeout(timer);
            reject(Object.assign(new Error(v.errors[0].message), { errors: v.errors }));
            return;
          }
          if (!accept(v.data as T)) return;
          got.push(v.data as T);
          if (got.length >= n) {
            clearTimeout(timer);
            unsubscribe();
            resolve(got);
          }
        },
        error: (e) => {
          clearTimeout(timer);
          reject(Array.isArray(e) ? Object.assign(new Error(e[0].message), { errors: e }) : e);
        },
        complete: () => {},
      },
    );
    client.on("connected", () => setTimeout(readyResolve, 50));
  });
  return { ready, events };
}

/** A date `days` from today by India's calendar (the operator's, as the server counts it), YYYY-MM-DD. */
export const inDays = (days: number) => todayInIndia(new Date(Date.now() + days * 86400000));
