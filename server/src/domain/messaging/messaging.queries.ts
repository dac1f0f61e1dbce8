/**
 * The messaging area's hand-written SQL: message rows written at most once (their unique keys), the delivery's
 * claim, the provider's statuses applied forward only, consents in force, the customer-service window and the
 * month's costs. Services call these; `columnCoverage` tells the column-drift test which columns each lists.
 */
import type { DataSource, EntityManager } from "typeorm";
import { SQL_INDIA_TIME_ZONE } from "../shared/calendar";
import type { ColumnCoverage } from "../shared/query-columns";
import { PhoneMessage, type PhoneState } from "./phone-message.entity";
import type { MessageConsent } from "./message-consent.entity";

type Db = DataSource | EntityManager;

export interface PhoneMessageRow {
  id: string;
  bookingId: string | null;
  subjectId: string | null;
  channel: string;
  template: string;
  language: string;
  recipient: string;
  tripVersion: number;
  occasion: string;
  state: PhoneState;
  error: string | null;
  jobId: string;
}

export const INSERT_PHONE_MESSAGE = `INSERT INTO phone_messages
  (id, "bookingId", "subjectId", channel, template, language, recipient, "tripVersion", occasion, state, error, "jobId")
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT DO NOTHING RETURNING id`;

/** One message, unless its key (booking, template, trip version, occasion, channel) is taken: answers whether it was written. */
export async function insertPhoneMessage(m: EntityManager, r: PhoneMessageRow): Promise<boolean> {
  const rows: unknown[] = await m.query(INSERT_PHONE_MESSAGE, [
    ...[r.id, r.bookingId, r.subjectId, r.channel, r.template, r.language, r.recipient],
    ...[r.tripVersion, r.occasion, r.state, r.error, r.jobId],
  ]);
  return rows.length > 0;
}

/** A message's order among the states: a report never moves it back (failed only before delivered). */
const RANK = `CASE state WHEN 'queued' THEN 0 WHEN 'sending' THEN 1 WHEN 'retrying' THEN 1 WHEN 'sent' THEN 2
  WHEN 'failed' THEN 3 WHEN 'delivered' THEN 4 WHEN 'read' THEN 5 ELSE 6 END`;
const RANK_OF = (p: string) =>
  `CASE ${p} WHEN 'sent' THEN 2 WHEN 'failed' THEN 3 WHEN 'delivered' THEN 4 WHEN 'read' THEN 5 END`;

/**
 * Claims a queued message for an attempt (counting it) and answers it, in one statement; null when it is
 * sent, skipped or reported on already.
 */
export async function claimPhoneMessage(db: Db, id: string): Promise<PhoneMessage | null> {
  const [claimed] = await db.query(
    `UPDATE phone_messages SET state = 'sending', attempts = attempts + 1
      WHERE id = $1 AND state IN ('queued', 'retrying', 'sending') RETURNING *`,
    [id],
  );
  return claimed.length ? Object.assign(new PhoneMessage(), claimed[0]) : null;
}

/**
 * A provider's status report, forward only and once: sent → delivered → read, failed (only before delivered);
 * a report behind the message's state, or the same again, changes nothing. The times fill in as they become
 * known (a read implies delivered). Answers the message when it moved (with its state before), else null.
 */
export async function applyStatus(
  m: EntityManager,
  providerMessageId: string,
  report: { state: "sent" | "delivered" | "read" | "failed"; at: Date; errorCode: number | null; error: string | null },
): Promise<(PhoneMessage & { before: PhoneState }) | null> {
  const [rows] = await m.query(
    `UPDATE phone_messages p SET state = $2,
        "sentAt" = COALESCE(p."sentAt", $3),
        "deliveredAt" = CASE WHEN $2 IN ('delivered', 'read') THEN COALESCE(p."deliveredAt", $3) ELSE p."deliveredAt" END,
        "readAt" = CASE WHEN $2 = 'read' THEN $3 ELSE p."readAt" END,
        "errorCode" = CASE WHEN $2 = 'failed' THEN $4 ELSE p."errorCode" END,
        error = CASE WHEN $2 = 'failed' THEN $5 ELSE p.error END
      FROM (SELECT id, state AS before FROM phone_messages WHERE "providerMessageId" = $1 FOR UPDATE) old
      WHERE p.id = old.id AND (${RANK.replace(/state/g, "old.before")}) < ${RANK_OF("$2::text")}
        AND NOT (old.before IN ('delivered', 'read') AND $2 = 'failed')
      RETURNING p.*, old.before`,
    [providerMessageId, report.state, report.at, report.errorCode, report.error],
  );
  return rows.length ? Object.assign(new PhoneMessage(), rows[0]) : null;
}

/** What a message cost, once the provider says it is billable (the first report with pricing sets it). */
export async function recordPricing(
  m: EntityManager,
  providerMessageId: string,
  category: string,
  cost: string,
): Promise<void> {
  await m.query(
    `UPDATE phone_messages SET "pricingCategory" = $2, cost = $3::numeric
      WHERE "providerMessageId" = $1 AND "pricingCategory" IS NULL`,
    [providerMessageId, category, cost],
  );
}

/** Whether a message with this provider id exists. */
export async function knownProviderId(m: EntityManager, providerMessageId: string): Promise<boolean> {
  const [row] = await m.query(`SELECT 1 FROM phone_messages WHERE "providerMessageId" = $1`, [providerMessageId]);
  return !!row;
}

/** The consents in force of an account: the latest answer per purpose and channel. */
export async function consentsOf(
  db: Db,
  userId: string,
): Promise<Array<Pick<MessageConsent, "purpose" | "channel" | "granted" | "source" | "wordingVersion" | "at">>> {
  return db.query(
    `SELECT DISTINCT ON (purpose, channel) purpose, channel, granted, source, "wordingVersion", at
       FROM message_consents WHERE "userId" = $1 ORDER BY purpose, channel, at DESC, id`,
    [userId],
  );
}

/** The accounts whose bookings use this phone number (its last ten digits): a STOP from it withdraws theirs. */
export async function accountsOfPhone(m: EntityManager, digits: string): Promise<string[]> {
  const rows: Array<{ ownerId: string }> = await m.query(
    `SELECT DISTINCT "ownerId" FROM bookings
      WHERE "ownerId" IS NOT NULL AND right(regexp_replace(phone, '\\D', '', 'g'), 10) = right($1, 10)`,
    [digits],
  );
  return rows.map((r) => r.ownerId);
}

/** The last time this number wrote to the operator on WhatsApp (its last ten digits), or null. */
export async function lastInbound(db: Db, digits: string): Promise<Date | null> {
  const [row] = await db.query(
    `SELECT max("receivedAt") AS at FROM whatsapp_inbound WHERE right(phone, 10) = right($1, 10)`,
    [digits],
  );
  return row?.at ? new Date(row.at) : null;
}

/** The messages of a month (India's calendar) per template and channel: how many, and what they cost. */
export async function monthCosts(
  db: Db,
  month: string,
): Promise<Array<{ template: string | null; channel: string; count: number; cost: string }>> {
  return db.query(
    `SELECT template, channel, count(*)::int AS count, COALESCE(sum(cost), 0)::numeric(12, 4)::text AS cost
       FROM phone_messages
      WHERE state NOT IN ('skipped', 'queued')
        AND ("createdAt" AT TIME ZONE ${SQL_INDIA_TIME_ZONE}) >= $1::date
        AND ("createdAt" AT TIME ZONE ${SQL_INDIA_TIME_ZONE}) < ($1::date + interval '1 month')
      GROUP BY template, channel ORDER BY template NULLS LAST, channel`,
    [`${month}-01`],
  );
}

export const columnCoverage: ColumnCoverage[] = [
  {
    name: "INSERT_PHONE_MESSAGE",
    entity: PhoneMessage,
    sql: INSERT_PHONE_MESSAGE,
    kind: "insert",
    leftOut: [
      ...["body", "text", "errorCode", "providerMessageId", "pricingCategory", "cost", "attempts", "sentById"],
      ...["createdAt", "sentAt", "deliveredAt", "readAt"],
    ],
  },
];

/** What deciding a booking's message needs: its phone, account, trip version and the account's language. */
export async function bookingForMessage(
  m: EntityManager,
  bookingId: string,
): Promise<{ phone: string; ownerId: string | null; tripVersion: number; language: string } | null> {
  const [row] = await m.query(
    `SELECT b.phone, b."ownerId", b."tripVersion", COALESCE(u.language, 'en') AS language
       FROM bookings b LEFT JOIN users u ON u.id = b."ownerId" WHERE b.id = $1`,
    [bookingId],
  );
  return row ? { ...row, language: row.language === "hi" ? "hi" : "en" } : null;
}

/** Confirmed trips leaving today or tomorrow (India) without a WhatsApp reminder for their trip version yet. */
export async function remindersDue(db: Db, now: Date): Promise<Array<{ id: string; departureDate: string }>> {
  return db.query(
    `SELECT b.id, to_char(b."departureDate", 'YYYY-MM-DD') AS "departureDate" FROM bookings b
      WHERE b.status = 'Confirmed'
        AND b."departureDate" BETWEEN ($1::timestamptz AT TIME ZONE ${SQL_INDIA_TIME_ZONE})::date
                                  AND ($1::timestamptz AT TIME ZONE ${SQL_INDIA_TIME_ZONE})::date + 1
        AND NOT EXISTS (SELECT 1 FROM phone_messages p WHERE p."bookingId" = b.id AND p.template = 'trip_reminder'
                          AND p."tripVersion" = b."tripVersion")`,
    [now],
  );
}

/** Confirmed trips leaving today or tomorrow with a driver whose details have not gone for this trip version. */
export async function crewDue(
  db: Db,
  now: Date,
): Promise<Array<{ id: string; departureDate: string; driverId: string }>> {
  return db.query(
    `SELECT b.id, to_char(b."departureDate", 'YYYY-MM-DD') AS "departureDate", a."driverId" FROM bookings b
       JOIN driver_assignments a ON a."bookingId" = b.id AND a.seat = 1
      WHERE b.status = 'Confirmed'
        AND b."departureDate" BETWEEN ($1::timestamptz AT TIME ZONE ${SQL_INDIA_TIME_ZONE})::date
                                  AND ($1::timestamptz AT TIME ZONE ${SQL_INDIA_TIME_ZONE})::date + 1
        AND NOT EXISTS (SELECT 1 FROM phone_messages p WHERE p."bookingId" = b.id AND p.template = 'bus_driver_details'
                          AND p."tripVersion" = b."tripVersion" AND p.occasion = a."driverId"::text)`,
    [now],
  );
}

/** The booking's latest quote version that is not a draft (0 without one). */
export async function lastQuoteVersion(m: EntityManager, bookingId: string): Promise<number> {
  const [row] = await m.query(
    `SELECT max(version) AS version FROM quotes WHERE "bookingId" = $1 AND state <> 'Draft'`,
    [bookingId],
  );
  return Number(row?.version ?? 0);
}

/** A status whose message is not known yet, kept until the delivery records its id. */
export async function holdStatus(m: EntityManager, providerMessageId: string, report: object): Promise<void> {
  await m.query(`INSERT INTO phone_status_backlog ("providerMessageId", report) VALUES ($1, $2::jsonb)`, [
    providerMessageId,
    JSON.stringify(report),
  ]);
}

/** Takes (deletes and answers) the held statuses of a message, in the order they arrived. */
export async function takeHeldStatuses(db: Db, providerMessageId: string): Promise<object[]> {
  const rows: Array<{ report: object }> = await db.query(
    `WITH taken AS (DELETE FROM phone_status_backlog WHERE "providerMessageId" = $1 RETURNING report, seq)
     SELECT report FROM taken ORDER BY seq`,
    [providerMessageId],
  );
  return rows.map((r) => r.report);
}

/** Removes held statuses received before `before`; answers how many. */
export async function purgeHeldStatuses(db: Db, before: Date): Promise<number> {
  const [, count] = await db.query(`DELETE FROM phone_status_backlog WHERE "receivedAt" < $1`, [before]);
  return Number(count ?? 0);
}

/** Serialises the reports of one provider message id until the transaction ends. */
export async function lockProviderId(m: EntityManager, providerMessageId: string): Promise<void> {
  await m.query(`SELECT pg_advisory_xact_lock(hashtext('phone-status:' || $1))`, [providerMessageId]);
}

/** Whether an account with this id exists. */
export async function accountExists(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.query(`SELECT 1 FROM users WHERE id = $1`, [userId]);
  return !!row;
}
