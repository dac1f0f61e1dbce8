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
  mapsApiKey?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Public base URL used in e-mailed links. */
  publicUrl: string;
  /** Where the built client lives. */
  clientDist: string;
  /** Seed demo data (buses, destinations, settings) on start. */
  seed: boolean;
  /** Max upload size in bytes (spec: 5MB). */
  maxUploadBytes: number;
}

export const DEV_ADMIN_LOGIN = "admin@kashicoachtours.in";
export const DEV_ADMIN_PASSWORD = "KashiAdmin@2005";

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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV === "production" ? "production" : env.NODE_ENV === "test" ? "test" : "development";
  const dataDir = path.resolve(env.DATA_DIR || "./.data");
  const production = nodeEnv === "production";

  if (production && !env.JWT_SECRET) throw new Error("JWT_SECRET is required when NODE_ENV=production");
  if (production && (!env.ADMIN_PASSWORD || env.ADMIN_PASSWORD === DEV_ADMIN_PASSWORD))
    throw new Error("ADMIN_PASSWORD must be set to a non-default value when NODE_ENV=production");
  if (env.JWT_SECRET && env.JWT_SECRET.length < 32) throw new Error("JWT_SECRET must be at least 32 characters");

  const port = int("PORT", env.PORT, 4000);
  return {
    env: nodeEnv,
    port,
    host: env.HOST || "0.0.0.0",
    databaseUrl: env.DATABASE_URL || undefined,
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
    mapsApiKey: env.MAPS_API_KEY || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "Kashi Coach Tours <bookings@kashicoachtours.in>",
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ""),
    clientDist: path.resolve(env.CLIENT_DIST || path.join(__dirname, "../../client/dist")),
    seed: env.SEED !== "false",
    maxUploadBytes: 5 * 1024 * 1024,
  };
}
