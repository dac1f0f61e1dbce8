/**
 * The staff area's hand-written SQL, kept out of the services: staff accounts read as `StaffMember`s, the invitation's
 * insert (one statement, the e-mail's unique index deciding), and the row locks that keep an active
 * owner. `columnCoverage` tells the column-drift test which entity columns the insert lists.
 */
import type { DataSource, EntityManager } from "typeorm";
import { User } from "../auth/user.entity";
import { Role } from "../shared/enums";
import { StaffRole } from "../shared/permissions";
import type { ColumnCoverage } from "../shared/query-columns";

/** A staff account as the owner's screens show it. */
export interface StaffMember {
  id: string;
  name: string;
  email: string;
  staffRole: StaffRole;
  /** Invited, no password set yet. */
  invitePending: boolean;
  disabledAt: Date | null;
  createdAt: Date;
}

const MEMBER_COLUMNS = `id, name, email, "staffRole", "passwordHash" IS NULL AS "invitePending", "disabledAt", "createdAt"`;

export const INSERT_STAFF = `INSERT INTO users (name, email, role, "staffRole") VALUES ($1, $2, $3, $4)
           ON CONFLICT ((lower(email))) WHERE email <> '' DO NOTHING RETURNING ${MEMBER_COLUMNS}`;

/** Every staff account, by name. */
export function staffMembers(db: DataSource | EntityManager): Promise<StaffMember[]> {
  return db.query(`SELECT ${MEMBER_COLUMNS} FROM users WHERE role = 'admin' ORDER BY lower(name), id`);
}

/** A new staff account without a password; undefined when the e-mail has an account already. */
export async function insertStaffMember(
  m: EntityManager,
  name: string,
  email: string,
  staffRole: StaffRole,
): Promise<StaffMember | undefined> {
  const [member] = (await m.query(INSERT_STAFF, [name, email, Role.admin, staffRole])) as StaffMember[];
  return member;
}

/** Locks the active owners' rows (in id order); answers their ids. */
export async function lockActiveOwners(m: EntityManager): Promise<string[]> {
  return (
    (await m.query(
      `SELECT id FROM users WHERE "staffRole" = 'owner' AND "disabledAt" IS NULL ORDER BY id FOR UPDATE`,
    )) as Array<{ id: string }>
  ).map((o) => o.id);
}

/** A staff account, its row locked. */
export async function lockStaffMember(m: EntityManager, userId: string): Promise<StaffMember | undefined> {
  const [member] = (await m.query(`SELECT ${MEMBER_COLUMNS} FROM users WHERE id = $1 AND role = 'admin' FOR UPDATE`, [
    userId,
  ])) as StaffMember[];
  return member;
}

/** An account as a StaffMember (after a change). */
export async function staffMember(m: EntityManager, userId: string): Promise<StaffMember> {
  const [after] = (await m.query(`SELECT ${MEMBER_COLUMNS} FROM users WHERE id = $1`, [userId])) as StaffMember[];
  return after;
}

export async function setStaffRole(m: EntityManager, userId: string, role: StaffRole): Promise<void> {
  await m.query(`UPDATE users SET "staffRole" = $2, "updatedAt" = now() WHERE id = $1`, [userId, role]);
}

/** Disables an account and refuses its access tokens from now on (a new token version). */
export async function disableAccount(m: EntityManager, userId: string): Promise<void> {
  await m.query(
    `UPDATE users SET "disabledAt" = now(), "tokenVersion" = "tokenVersion" + 1, "updatedAt" = now() WHERE id = $1`,
    [userId],
  );
}

export async function enableAccount(m: EntityManager, userId: string): Promise<void> {
  await m.query(`UPDATE users SET "disabledAt" = NULL, "updatedAt" = now() WHERE id = $1`, [userId]);
}

export const columnCoverage: ColumnCoverage[] = [
  {
    name: "INSERT_STAFF",
    entity: User,
    sql: INSERT_STAFF,
    kind: "insert",
    // No password until the invitation is accepted; a customer's phone and the language are not asked of staff.
    leftOut: [
      "id",
      "mobileNo",
      "username",
      "passwordHash",
      "language",
      "disabledAt",
      "tokenVersion",
      "createdAt",
      "updatedAt",
    ],
  },
];
