/** Configuration: every environment variable is read and checked in src/config.ts. */
import { databaseSettings, loadConfig } from "../../src/config";

const base = { NODE_ENV: "test", DATA_DIR: "/nonexistent", JWT_SECRET: "unit-secret-unit-secret-unit-secret-0123" };
const load = (env: Record<string, string>) => loadConfig({ ...base, ...env } as NodeJS.ProcessEnv);

test("defaults: port 4000, a pool of 10, seeding on, links to localhost", () => {
  const c = load({});
  expect(c).toMatchObject({
    port: 4000,
    pgPoolSize: 10,
    seed: true,
    publicUrl: "http://localhost:4000",
    databaseUrl: undefined,
  });
  expect(c.mailFrom).toBe("Kashi Coach Tours <bookings@kashicoachtours.in>");
});

test("PG_POOL_SIZE, MAIL_FROM, PUBLIC_URL and SEED are read", () => {
  const c = load({
    PG_POOL_SIZE: "25",
    MAIL_FROM: "Desk <desk@example.com>",
    PUBLIC_URL: "https://kashi.example/",
    SEED: "false",
  });
  expect(c).toMatchObject({
    pgPoolSize: 25,
    mailFrom: "Desk <desk@example.com>",
    publicUrl: "https://kashi.example",
    seed: false,
  });
  expect(databaseSettings({ DATABASE_URL: "postgres://db/kashi", PG_POOL_SIZE: "4" } as NodeJS.ProcessEnv)).toEqual({
    databaseUrl: "postgres://db/kashi",
    pgPoolSize: 4,
  });
});

test("bad numbers and unsafe production settings refuse to start, naming the variable", () => {
  expect(() => load({ PG_POOL_SIZE: "lots" })).toThrow('PG_POOL_SIZE must be a non-negative integer, got "lots"');
  expect(() => load({ PG_POOL_SIZE: "0" })).toThrow("PG_POOL_SIZE must be at least 1");
  expect(() => load({ PORT: "-1" })).toThrow("PORT must be a non-negative integer");
  expect(() => load({ JWT_SECRET: "short" })).toThrow("JWT_SECRET must be at least 32 characters");
  expect(() => loadConfig({ NODE_ENV: "production", ADMIN_PASSWORD: "x".repeat(20) } as NodeJS.ProcessEnv)).toThrow(
    "JWT_SECRET is required",
  );
  expect(() => loadConfig({ NODE_ENV: "production", JWT_SECRET: base.JWT_SECRET } as NodeJS.ProcessEnv)).toThrow(
    "ADMIN_PASSWORD must be set",
  );
});

test("hardening settings: TRUST_PROXY, CORS_ORIGINS, RATE_LIMIT_*, introspection, stack traces, log level", () => {
  const d = load({});
  expect(d).toMatchObject({
    trustProxy: ["loopback"],
    corsOrigins: [],
    graphqlIntrospection: true,
    exposeStackTraces: false,
    logLevel: "silent",
  });
  expect(d.rateLimits.login).toEqual({ points: 10, seconds: 900 });
  expect(load({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
  expect(load({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
  expect(load({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).trustProxy).toEqual(["loopback", "10.0.0.0/8"]);
  expect(load({ CORS_ORIGINS: "https://a.example/, https://b.example" }).corsOrigins).toEqual([
    "https://a.example",
    "https://b.example",
  ]);
  expect(load({ RATE_LIMIT_BOOKING: "3/60" }).rateLimits.booking).toEqual({ points: 3, seconds: 60 });
  expect(() => load({ RATE_LIMIT_LOGIN: "lots" })).toThrow(
    'RATE_LIMIT_LOGIN must look like "10/900" (attempts/seconds), got "lots"',
  );
  expect(() => load({ RATE_LIMIT_LOGIN: "0/60" })).toThrow("RATE_LIMIT_LOGIN must look like");
  const prod = loadConfig({
    NODE_ENV: "production",
    JWT_SECRET: base.JWT_SECRET,
    ADMIN_PASSWORD: "x".repeat(20),
  } as NodeJS.ProcessEnv);
  expect(prod.graphqlIntrospection).toBe(false);
  expect(
    loadConfig({
      NODE_ENV: "production",
      JWT_SECRET: base.JWT_SECRET,
      ADMIN_PASSWORD: "x".repeat(20),
      GRAPHQL_INTROSPECTION: "true",
    } as NodeJS.ProcessEnv).graphqlIntrospection,
  ).toBe(true);
  expect(load({ EXPOSE_STACK_TRACES: "true", LOG_LEVEL: "debug" })).toMatchObject({
    exposeStackTraces: true,
    logLevel: "debug",
  });
});

test("job queue settings: defaults, read, and a bad number refused", () => {
  expect(load({})).toMatchObject({ jobRetryLimit: 5, jobRetryDelaySeconds: 30, jobPollSeconds: 2, jobWorkers: true });
  expect(load({ JOB_WORKERS: "false" }).jobWorkers).toBe(false);
  expect(load({ JOB_RETRY_LIMIT: "2", JOB_RETRY_DELAY_SECONDS: "5", JOB_POLL_SECONDS: "0.5" })).toMatchObject({
    jobRetryLimit: 2,
    jobRetryDelaySeconds: 5,
    jobPollSeconds: 0.5,
  });
  expect(load({ JOB_POLL_SECONDS: "0.1" }).jobPollSeconds).toBe(0.5);
  expect(() => load({ JOB_RETRY_LIMIT: "many" })).toThrow('JOB_RETRY_LIMIT must be a non-negative integer, got "many"');
});

test("backup settings: seven daily backups at 02:30 by default; BACKUP_KEEP, BACKUP_SCHEDULE and PG_BIN_DIR are read and checked", () => {
  expect(load({})).toMatchObject({ backupKeep: 7, backupSchedule: "30 2 * * *", pgBinDir: undefined });
  expect(
    load({ BACKUP_KEEP: "0", BACKUP_SCHEDULE: "0 4 * * 0", PG_BIN_DIR: "/usr/lib/postgresql/16/bin" }),
  ).toMatchObject({ backupKeep: 0, backupSchedule: "0 4 * * 0", pgBinDir: "/usr/lib/postgresql/16/bin" });
  expect(() => load({ BACKUP_KEEP: "-1" })).toThrow('BACKUP_KEEP must be a non-negative integer, got "-1"');
  expect(() => load({ BACKUP_SCHEDULE: "daily" })).toThrow(
    'BACKUP_SCHEDULE must be a cron expression of five fields (minute hour day month weekday), got "daily"',
  );
});

test("the activity log's retention: a year by default, read, and a bad number refused", () => {
  expect(load({}).activityRetentionDays).toBe(365);
  expect(load({ ACTIVITY_RETENTION_DAYS: "90" }).activityRetentionDays).toBe(90);
  expect(() => load({ ACTIVITY_RETENTION_DAYS: "-1" })).toThrow(
    'ACTIVITY_RETENTION_DAYS must be a non-negative integer, got "-1"',
  );
});

test("TEST_CLOCK_FILE (a clock tests move) is honoured with NODE_ENV=test only; anywhere else the server refuses to start", () => {
  expect(load({ TEST_CLOCK_FILE: "/tmp/clock" }).testClockFile).toBe("/tmp/clock");
  expect(load({}).testClockFile).toBeUndefined();
  const refused = "TEST_CLOCK_FILE moves the server's clock and is refused unless NODE_ENV=test";
  expect(() => load({ NODE_ENV: "development", TEST_CLOCK_FILE: "/tmp/clock" })).toThrow(refused);
  expect(() =>
    loadConfig({
      ...base,
      NODE_ENV: "production",
      ADMIN_PASSWORD: "a-long-production-password",
      TEST_CLOCK_FILE: "/tmp/clock",
    } as NodeJS.ProcessEnv),
  ).toThrow(refused);
});
