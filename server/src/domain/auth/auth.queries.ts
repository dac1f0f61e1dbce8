/**
 * The auth area's hand-written SQL, kept out of the services: guests' password-less accounts and their sessions made
 * for a whole batch of bookings in one statement, and staff ending a user's sessions. Services call
 * these; `columnCoverage` tells the column-drift test which entity columns each statement lists.
 */
import type { DataSource, EntityManager } from "typeorm";
import type { Role } from "../shared/enums";
import type { ColumnCoverage } from "../shared/query-columns";
import { RefreshToken } from "./refresh-token.entity";
import { User } from "./user.entity";

/**
 * One account per guest row (`ON CONFLICT` on the e-mail: an existing account is left alone), and for
 * rows with `session` a refresh token of the new account, in one statement. Answers the accounts made.
 */
export const INSERT_GUEST_ACCOUNTS = `WITH x AS (
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::uuid[], $7::bool[])
           AS x(name, email, phone, language, hash, family, session)),
       u AS (
         INSERT INTO users (name, email, "mobileNo", role, language)
         SELECT name, email, phone, $8, language FROM x
         ON CONFLICT ((lower(email))) WHERE email <> '' DO NOTHING RETURNING id, lower(email) AS key),
       t AS (
         INSERT INTO refresh_tokens ("userId", "tokenHash", family, remember, "expiresAt")
         SELECT u.id, x.hash, x.family, true, $9 FROM u JOIN x ON lower(x.email) = u.key WHERE x.session)
       SELECT id, key FROM u`;

/** A guest's new account: its details, its refresh token's hash and family, and whether to store the token. */
export interface GuestAccountRow {
  name: string;
  email: string;
  phone: string;
  language: string;
  tokenHash: string;
  family: string;
  session: boolean;
}

/** Inserts the guests' accounts (and sessions); answers the ones created, by lower-case e-mail (`key`). */
export function insertGuestAccounts(
  m: EntityManager,
  rows: GuestAccountRow[],
  role: Role,
  expiresAt: Date,
): Promise<Array<{ id: string; key: string }>> {
  const column = <K extends keyof GuestAccountRow>(k: K) => rows.map((r) => r[k]);
  return m.query(INSERT_GUEST_ACCOUNTS, [
    ...[column("name"), column("email"), column("phone"), column("language")],
    ...[column("tokenHash"), column("family"), column("session")],
    ...[role, expiresAt],
  ]);
}

/** The accounts with these lower-case e-mails (a fresh snapshot), by lower-case e-mail (`key`). */
export function accountsByEmail(m: EntityManager, keys: string[]): Promise<Array<{ id: string; key: string }>> {
  return m.query(`SELECT id, lower(email) AS key FROM users WHERE lower(email) = ANY($1)`, [keys]);
}

/** Revokes a user's live refresh tokens: one family or, with `family` null, all. Answers the families ended. */
export function revokeSessions(
  db: DataSource | EntityManager,
  userId: string,
  family: string | null,
): Promise<Array<{ family: string }>> {
  return db.query(
    `WITH r AS (UPDATE refresh_tokens SET "revokedAt" = now()
         WHERE "userId" = $1 AND "revokedAt" IS NULL AND ($2::uuid IS NULL OR family = $2) RETURNING family)
       SELECT DISTINCT family FROM r ORDER BY family`,
    [userId, family],
  );
}

/** Refuses every access token issued to a user so far (staff tokens carry the version they were issued at). */
export async function bumpTokenVersion(m: EntityManager, userId: string): Promise<void> {
  await m.query(`UPDATE users SET "tokenVersion" = "tokenVersion" + 1 WHERE id = $1`, [userId]);
}

export const columnCoverage: ColumnCoverage[] = [
  {
    name: "INSERT_GUEST_ACCOUNTS (users)",
    entity: User,
    sql: INSERT_GUEST_ACCOUNTS,
    kind: "insert",
    // A guest's account has no username or password, is not staff and starts at token version 0.
    leftOut: ["id", "username", "passwordHash", "staffRole", "disabledAt", "tokenVersion", "createdAt", "updatedAt"],
  },
  {
    name: "INSERT_GUEST_ACCOUNTS (refresh_tokens)",
    entity: RefreshToken,
    sql: INSERT_GUEST_ACCOUNTS,
    kind: "insert",
    leftOut: ["id", "revokedAt", "createdAt"],
  },
];
