/**
 * The notification area's hand-written SQL, kept out of the services: the outbox's rows written on the caller's
 * transaction (many in one `unnest` statement), the reminder's at-most-once insert, the delivery's
 * claim, and the reads that find a message's recipient or language. Services call these; `columnCoverage`
 * tells the column-drift test which columns each lists.
 */
import type { DataSource, EntityManager } from "typeorm";
import type { ColumnCoverage } from "../shared/query-columns";
import { NotificationMessage } from "./notification-message.entity";

/** Message rows, one array per column (their ids and job ids chosen by the caller). */
export const INSERT_MESSAGES = `INSERT INTO notification_messages (id, "bookingId", "subjectId", kind, recipient, state, "jobId")
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::uuid[])`;

/** One booking's reminder, at most once (its unique index). */
export const INSERT_REMINDER = `INSERT INTO notification_messages ("bookingId", kind, recipient, state, "jobId") VALUES ($1, 'reminder', $2, 'queued', $3) ON CONFLICT DO NOTHING RETURNING id`;

export interface MessageRow {
  id: string;
  bookingId: string | null;
  subjectId: string | null;
  kind: string;
  recipient: string;
  state: string;
  jobId: string;
}

export async function insertMessages(m: EntityManager, rows: MessageRow[]): Promise<void> {
  await m.query(INSERT_MESSAGES, [
    ...[rows.map((r) => r.id), rows.map((r) => r.bookingId), rows.map((r) => r.subjectId), rows.map((r) => r.kind)],
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

/**
 * Claims a message for an attempt (one not sent or skipped yet, counting the attempt) and answers it, in one
 * statement; null when it is done already.
 */
export async function claimMessage(
  db: DataSource | EntityManager,
  messageId: string,
): Promise<NotificationMessage | null> {
  // An UPDATE answers [rows, count] through TypeORM.
  const [claimed] = await db.query(
    `UPDATE notification_messages SET state = 'sending', attempts = attempts + 1
      WHERE id = $1 AND state <> 'sent' AND state <> 'skipped' RETURNING *`,
    [messageId],
  );
  return claimed.length > 0 ? Object.assign(new NotificationMessage(), claimed[0]) : null;
}

/** An account's language, or undefined without the account. */
export async function languageOfUser(db: DataSource | EntityManager, userId: string): Promise<string | undefined> {
  const [row] = await db.query(`SELECT language FROM users WHERE id = $1`, [userId]);
  return row?.language;
}

/** The language of the account an address belongs to (the e-mail compared as the unique index does), or undefined. */
export async function languageOfAddress(db: DataSource | EntityManager, email: string): Promise<string | undefined> {
  const [row] = await db.query(`SELECT language FROM users WHERE lower(email) = lower($1)`, [email]);
  return row?.language;
}

/** An account's address, or undefined without the account. */
export async function emailOfUser(m: EntityManager, userId: string): Promise<string | undefined> {
  const [row] = await m.query(`SELECT email FROM users WHERE id = $1`, [userId]);
  return row?.email;
}

/** A booking's customer address, or undefined without the booking. */
export async function emailOfBooking(m: EntityManager, bookingId: string): Promise<string | undefined> {
  const [row] = await m.query(`SELECT email FROM bookings WHERE id = $1`, [bookingId]);
  return row?.email;
}

/** The reminder row of a document, valid-until and threshold, or undefined. */
export async function documentReminderId(
  m: EntityManager,
  reminder: { documentId: string; validUntil: string; threshold: number },
): Promise<string | undefined> {
  const [row] = await m.query(
    `SELECT id FROM bus_document_reminders WHERE "documentId" = $1 AND "validUntil" = $2::date AND threshold = $3`,
    [reminder.documentId, reminder.validUntil, reminder.threshold],
  );
  return row?.id;
}

export const columnCoverage: ColumnCoverage[] = [
  {
    name: "INSERT_MESSAGES",
    entity: NotificationMessage,
    sql: INSERT_MESSAGES,
    kind: "insert",
    // channel: the column's default, e-mail (the only channel yet).
    leftOut: ["channel", "attempts", "error", "createdAt", "sentAt"],
  },
  {
    name: "INSERT_REMINDER",
    entity: NotificationMessage,
    sql: INSERT_REMINDER,
    kind: "insert",
    leftOut: ["id", "subjectId", "channel", "attempts", "error", "createdAt", "sentAt"],
  },
];
