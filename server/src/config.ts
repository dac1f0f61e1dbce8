import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Every environment variable the server reads, parsed and validated in one place. */
export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /** Unset: an embedded PostgreSQL is started in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** Port of the embedded PostgreSQL (0 = pick a free one). */
  embeddedPgPort: number;
  jwtSecret: string;
  jwtIssuer: string;
  jwtAudience: string;
  /** Access token lifetime, seconds. */
  accessTokenTtl: number;
  /** Refresh token lifetime with "Remember me", seconds. */
  refreshTokenTtl: number;
  /** Refresh token lifetime without "Remember me", seconds. */
  refreshTokenShortTtl: number;
  adminLogin: string;
  adminPassword: string;
  redisUrl?: string;
  /**
   * What this deployment's channels and keys in Redis start with: the instances of one deployment share a
   * database, so its name (a Redis shared by two deployments, such as staging and production, keeps them apart).
   */
  redisPrefix: string;
  mapsApiKey?: string;
  /** Razorpay, when all three keys are set (RAZORPAY_KEY_ID, _KEY_SECRET, _WEBHOOK_SECRET); unset: UPI and manual payments only. */
  razorpay?: RazorpayConfig;
  /** The payment reconciler's interval, seconds; an order unpaid for 1.5 × this is asked about (PAYMENTS_RECONCILE_SECONDS). */
  paymentsReconcileSeconds: number;
  /** WhatsApp Business Cloud API, when its four keys are set; unset: WhatsApp messages land in DATA_DIR/outbox/whatsapp. */
  whatsapp?: WhatsAppConfig;
  /** MSG91 (DLT SMS), when MSG91_AUTH_KEY is set; unset: SMS land in DATA_DIR/outbox/sms. */
  msg91?: Msg91Config;
  smtpUrl?: string;
  mailFrom: string;
  /** Public base URL used in e-mailed links. */
  publicUrl: string;
  /** Where the built client lives. */
  clientDist: string;
  /** The client's server entry (built beside it), which renders the public pages. */
  clientServerEntry: string;
  /** Seed demo data (buses, destinations, settings) on start. */
  seed: boolean;
  /** Connections in the PostgreSQL pool of each server instance. */
  pgPoolSize: number;
  /** E-mail jobs: attempts after the first before a message is marked failed. */
  jobRetryLimit: number;
  /** Days the activity log keeps an entry (a daily job purges older ones). */
  activityRetentionDays: number;
  /** E-mail jobs: first retry delay, seconds (doubling with each attempt, at most an hour). */
  jobRetryDelaySeconds: number;
  /** How often an idle worker looks for jobs, seconds (at least 0.5). */
  jobPollSeconds: number;
  /** Run job workers in this process (false: this instance only enqueues; another one sends). */
  jobWorkers: boolean;
  /**
   * Tests only (NODE_ENV=test; refused otherwise): a file holding the milliseconds this process's clock is
   * ahead of real time, read at each "now", so a test moves the clock of server processes it started.
   */
  testClockFile?: string;
  /** Express `trust proxy`: which hops' X-Forwarded-For to believe, so req.ip is the client's address. */
  trustProxy: boolean | number | string[];
  /** Origins allowed to call /api and /graphql from a browser (CORS); none by default. */
  corsOrigins: string[];
  /** Attempts allowed per window (seconds), per IP and per account, for each throttled operation. */
  rateLimits: Record<RateLimitName, RateLimit>;
  /** GraphQL introspection (on by default except in production). */
  graphqlIntrospection: boolean;
  /** GraphQL errors carry stack traces (only when a developer asks: `npm run dev` or EXPOSE_STACK_TRACES=true). */
  exposeStackTraces: boolean;
  /** Log level of the structured (pino) logs. */
  logLevel: string;
  /** Daily backups to keep in DATA_DIR/backups (0: no daily backup). */
  backupKeep: number;
  /** When the daily backup runs: a cron expression, in India time. */
  backupSchedule: string;
  /** Where pg_dump and pg_restore are (unset: the PATH and /usr/lib/postgresql/<major>/bin). */
  pgBinDir?: string;
}

/** The payment gateway's keys and where its API is (a fake in tests and staging). */
export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** RAZORPAY_API_URL, default https://api.razorpay.com (no trailing slash). */
  apiUrl: string;
}

/** All three keys or none: half a configuration is refused at start, so a typo never leaves payments half on. */
function razorpay(env: NodeJS.ProcessEnv): RazorpayConfig | undefined {
  const keys = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET];
  if (keys.every((k) => !k)) return undefined;
  if (keys.some((k) => !k))
    throw new Error("RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are set together, or none");
  const apiUrl = (env.RAZORPAY_API_URL || "https://api.razorpay.com").replace(/\/+$/, "");
  if (!/^https?:\/\/[^/]+/.test(apiUrl)) throw new Error(`RAZORPAY_API_URL must be an http(s) URL, got "${apiUrl}"`);
  return {
    keyId: env.RAZORPAY_KEY_ID!,
    keySecret: env.RAZORPAY_KEY_SECRET!,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET!,
    apiUrl,
  };
}

/** The WhatsApp Business Cloud API: the number's id, the system user's token, the app's secret, the webhook's token. */
export interface WhatsAppConfig {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  /** WHATSAPP_API_URL, default https://graph.facebook.com/v21.0 (no trailing slash). */
  apiUrl: string;
}

/** MSG91's v5 API (Flow): the account's auth key and the DLT-registered sender id. */
export interface Msg91Config {
  authKey: string;
  sender: string;
  /** MSG91_API_URL, default https://control.msg91.com/api/v5 (no trailing slash). */
  apiUrl: string;
}

function apiUrl(name: string, value: string | undefined, fallback: string): string {
  const url = (value || fallback).replace(/\/+$/, "");
  if (!/^https?:\/\/[^/]+/.test(url)) throw new Error(`${name} must be an http(s) URL, got "${url}"`);
  return url;
}

/** All four keys or none, as with Razorpay: a typo never leaves WhatsApp half on. */
function whatsapp(env: NodeJS.ProcessEnv): WhatsAppConfig | undefined {
  const names = ["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_APP_SECRET", "WHATSAPP_VERIFY_TOKEN"];
  if (names.every((n) => !env[n])) return undefined;
  if (names.some((n) => !env[n])) throw new Error(`${names.join(", ")} are set together, or none`);
  return {
    token: env.WHATSAPP_TOKEN!,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!,
    appSecret: env.WHATSAPP_APP_SECRET!,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN!,
    apiUrl: apiUrl("WHATSAPP_API_URL", env.WHATSAPP_API_URL, "https://graph.facebook.com/v21.0"),
  };
}

function msg91(env: NodeJS.ProcessEnv): Msg91Config | undefined {
  if (!env.MSG91_AUTH_KEY) return undefined;
  if (!env.MSG91_SENDER || !/^[A-Z]{6}$/.test(env.MSG91_SENDER))
    throw new Error(
      `MSG91_SENDER must be the six-letter DLT sender id (header) with MSG91_AUTH_KEY, got "${env.MSG91_SENDER ?? ""}"`,
    );
  return {
    authKey: env.MSG91_AUTH_KEY,
    sender: env.MSG91_SENDER,
    apiUrl: apiUrl("MSG91_API_URL", env.MSG91_API_URL, "https://control.msg91.com/api/v5"),
  };
}

export interface RateLimit {
  points: number;
  seconds: number;
}
export type RateLimitName = "login" | "register" | "refresh" | "passwordReset" | "booking" | "contact" | "upload";

/** Defaults: generous for people, tight for scripts. "N/S" = N attempts per S seconds. */
export const DEFAULT_RATE_LIMITS: Record<RateLimitName, string> = {
  login: "10/900",
  register: "10/3600",
  refresh: "60/900",
  passwordReset: "5/3600",
  booking: "20/3600",
  contact: "5/3600",
  upload: "60/3600",
};

const RATE_LIMIT_ENV: Record<RateLimitName, string> = {
  login: "RATE_LIMIT_LOGIN",
  register: "RATE_LIMIT_REGISTER",
  refresh: "RATE_LIMIT_REFRESH",
  passwordReset: "RATE_LIMIT_PASSWORD_RESET",
  booking: "RATE_LIMIT_BOOKING",
  contact: "RATE_LIMIT_CONTACT",
  upload: "RATE_LIMIT_UPLOAD",
};

function rateLimit(name: string, value: string): RateLimit {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
  if (!m || Number(m[1]) < 1 || Number(m[2]) < 1)
    throw new Error(`${name} must look like "10/900" (attempts/seconds), got "${value}"`);
  return { points: Number(m[1]), seconds: Number(m[2]) };
}

function trustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === "") return ["loopback"];
  if (value === "true" || value === "false") return value === "true";
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
}

function cron(name: string, value: string): string {
  if (!/^\S+( \S+){4}$/.test(value.trim()))
    throw new Error(`${name} must be a cron expression of five fields (minute hour day month weekday), got "${value}"`);
  return value.trim();
}

export const DEV_ADMIN_LOGIN = "admin@kashicoachtours.in";
export const DEV_ADMIN_PASSWORD = "KashiAdmin@2005";

export const DEFAULT_PG_POOL_SIZE = 10;

function int(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

/** A dev JWT secret generated once and kept in DATA_DIR, so sessions survive restarts. */
function devJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, "jwt-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = crypto.randomBytes(48).toString("base64url");
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** Where the embedded PostgreSQL keeps its data (used when DATABASE_URL is unset). */
export const embeddedPgDirectory = (dataDir: string) => path.join(dataDir, "pg");

/** What the database connection needs; also read alone by the TypeORM CLI (src/db/data-source.ts). */
export function databaseSettings(env: NodeJS.ProcessEnv = process.env): { databaseUrl?: string; pgPoolSize: number } {
  const pgPoolSize = int("PG_POOL_SIZE", env.PG_POOL_SIZE, DEFAULT_PG_POOL_SIZE);
  if (pgPoolSize < 1) throw new Error(`PG_POOL_SIZE must be at least 1, got "${env.PG_POOL_SIZE}"`);
  return { databaseUrl: env.DATABASE_URL || undefined, pgPoolSize };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV === "production" ? "production" : env.NODE_ENV === "test" ? "test" : "development";
  const dataDir = path.resolve(env.DATA_DIR || "./.data");
  const production = nodeEnv === "production";

  if (production && !env.JWT_SECRET) throw new Error("JWT_SECRET is required when NODE_ENV=production");
  if (production && (!env.ADMIN_PASSWORD || env.ADMIN_PASSWORD === DEV_ADMIN_PASSWORD))
    throw new Error("ADMIN_PASSWORD must be set to a non-default value when NODE_ENV=production");
  if (env.JWT_SECRET && env.JWT_SECRET.length < 32) throw new Error("JWT_SECRET must be at least 32 characters");

  if (env.TEST_CLOCK_FILE && nodeEnv !== "test")
    throw new Error("TEST_CLOCK_FILE moves the server's clock and is refused unless NODE_ENV=test");

  const port = int("PORT", env.PORT, 4000);
  return {
    env: nodeEnv,
    port,
    host: env.HOST || "0.0.0.0",
    ...databaseSettings(env),
    dataDir,
    embeddedPgPort: int("EMBEDDED_PG_PORT", env.EMBEDDED_PG_PORT, 0),
    jwtSecret: env.JWT_SECRET || devJwtSecret(dataDir),
    jwtIssuer: "kashi-coach-tours",
    jwtAudience: "kashi-coach-tours-api",
    accessTokenTtl: int("ACCESS_TOKEN_TTL", env.ACCESS_TOKEN_TTL, 15 * 60),
    refreshTokenTtl: int("REFRESH_TOKEN_TTL", env.REFRESH_TOKEN_TTL, 30 * 24 * 3600),
    refreshTokenShortTtl: int("REFRESH_TOKEN_SHORT_TTL", env.REFRESH_TOKEN_SHORT_TTL, 12 * 3600),
    adminLogin: (env.ADMIN_LOGIN || DEV_ADMIN_LOGIN).trim().toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || DEV_ADMIN_PASSWORD,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: `kashi:${(env.DATABASE_URL && new URL(env.DATABASE_URL).pathname.slice(1)) || "kashi"}:`,
    mapsApiKey: env.MAPS_API_KEY || undefined,
    razorpay: razorpay(env),
    paymentsReconcileSeconds: Math.max(1, int("PAYMENTS_RECONCILE_SECONDS", env.PAYMENTS_RECONCILE_SECONDS, 600)),
    whatsapp: whatsapp(env),
    msg91: msg91(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "Kashi Coach Tours <bookings@kashicoachtours.in>",
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ""),
    clientDist: path.resolve(env.CLIENT_DIST || path.join(__dirname, "../../client/dist")),
    clientServerEntry: path.resolve(
      env.CLIENT_DIST || path.join(__dirname, "../../client/dist"),
      "../dist-server/entry-server.js",
    ),
    seed: env.SEED !== "false",
    trustProxy: trustProxy(env.TRUST_PROXY),
    corsOrigins: (env.CORS_ORIGINS || "")
      .split(",")
      .map((o) => o.trim().replace(/\/$/, ""))
      .filter(Boolean),
    rateLimits: Object.fromEntries(
      (Object.keys(DEFAULT_RATE_LIMITS) as RateLimitName[]).map((k) => [
        k,
        rateLimit(RATE_LIMIT_ENV[k], env[RATE_LIMIT_ENV[k]] || DEFAULT_RATE_LIMITS[k]),
      ]),
    ) as Record<RateLimitName, RateLimit>,
    graphqlIntrospection: env.GRAPHQL_INTROSPECTION ? env.GRAPHQL_INTROSPECTION === "true" : !production,
    exposeStackTraces: env.EXPOSE_STACK_TRACES === "true",
    logLevel: env.LOG_LEVEL || (nodeEnv === "test" ? "silent" : "info"),
    jobRetryLimit: int("JOB_RETRY_LIMIT", env.JOB_RETRY_LIMIT, 5),
    activityRetentionDays: int("ACTIVITY_RETENTION_DAYS", env.ACTIVITY_RETENTION_DAYS, 365),
    jobRetryDelaySeconds: Math.max(1, int("JOB_RETRY_DELAY_SECONDS", env.JOB_RETRY_DELAY_SECONDS, 30)),
    jobPollSeconds: Math.max(0.5, Number(env.JOB_POLL_SECONDS) || 2),
    jobWorkers: env.JOB_WORKERS !== "false",
    testClockFile: nodeEnv === "test" && env.TEST_CLOCK_FILE ? path.resolve(env.TEST_CLOCK_FILE) : undefined,
    backupKeep: int("BACKUP_KEEP", env.BACKUP_KEEP, 7),
    backupSchedule: cron("BACKUP_SCHEDULE", env.BACKUP_SCHEDULE || "30 2 * * *"),
    pgBinDir: env.PG_BIN_DIR || undefined,
  };
}
