/**
 * The notification area's hand-written SQL (issue 30): the outbox's rows written on the caller's
 * transaction (many in one `unnest` statement), the reminder's at-most-once insert, and the delivery's
 * claim. Services call these; `columnCoverage` tells the column-drift test which columns each lists.
 */
import type { DataSource, EntityManager } from "typeorm";
import type { ColumnCoverage } from "../shared/query-columns";
import { NotificationMessage } from "./notification-message.entity";

/** Message rows, one array per column (their ids and job ids chosen by the caller). */
export const INSERT_MESSAGES = `INSERT INTO notification_messages (id, "bookingId", kind, recipient, state, "jobId")
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::uuid[])`;

/** One booking's reminder, at most once (its unique index). */
export const INSERT_REMINDER = `INSERT INTO notification_messages ("bookingId", kind, recipient, state, "jobId") VALUES ($1, 'reminder', $2, 'queued', $3) ON CONFLICT DO NOTHING RETURNING id`;

export interface MessageRow {
  id: string;
  bookingId: string;
  kind: string;
  recipient: string;
  state: string;
  jobId: string;
}

export async function insertMessages(m: EntityManager, rows: MessageRow[]): Promise<void> {
  await m.query(INSERT_MESSAGES, [
    ...[rows.map((r) => r.id), rows.map((r) => r.bookingId), rows.map((r) => r.kind)],
    ...[rows.map((r) => r.recipient), rows.map((r) => r.state), rows.map((r) => r.jobId)],
  ]);
}

/** Answers the new reminder's id, or null when the booking already has one. */
export async function insertReminder(
  m: EntityManager,
  bookingId: string,
  recipient: string,
  jobId: string,
): Promise<string | null> {
  const inserted: Array<{ id: string }> = await m.query(INSERT_REMINDER, [bookingId, recipient, jobId]);
  return inserted.length ? inserted[0].id : null;
}

/** Puts a message back in line under a new job. */
export async function requeueMessage(m: EntityManager, messageId: string, jobId: string): Promise<void> {
  await m.query(`UPDATE notification_messages SET state = 'queued', "jobId" = $2 WHERE id = $1`, [messageId, jobId]);
}

/** Claims a message for sending (one more attempt): false when it was sent or skipped already. */
export async function claimMessage(db: DataSource | EntityManager, messageId: string): Promise<boolean> {
  // An UPDATE answers [rows, count] through TypeORM.
  const [claimed] = await db.query(
    `UPDATE notification_messages SET state = 'sending', attempts = attempts + 1 WHERE id = $1 AND state <> 'sent' AND state <> 'skipped' RETURNING id`,
    [messageId],
  );
  return claimed.length > 0;
}

/** An account's language, or undefined without the account. */
export async function languageOfUser(db: DataSource | EntityManager, userId: string): Promise<string | undefined> {
  const [row] = await db.query(`SELECT language FROM users WHERE id = $1`, [userId]);
  return row?.language;
}

export const columnCoverage: ColumnCoverage[] = [
  {
    name: "INSERT_MESSAGES",
    entity: NotificationMessage,
    sql: INSERT_MESSAGES,
    kind: "insert",
    leftOut: ["attempts", "error", "createdAt", "sentAt"],
  },
  {
    name: "INSERT_REMINDER",
    entity: NotificationMessage,
    sql: INSERT_REMINDER,
    kind: "insert",
    leftOut: ["id", "attempts", "error", "createdAt", "sentAt"],
  },
];
