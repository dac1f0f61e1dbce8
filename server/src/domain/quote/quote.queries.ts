/**
 * The quote area's hand-written SQL, kept out of the services: the trip plans of a batch of new bookings, in the
 * bookings' insert transaction (one `unnest` statement), and the quotes' state moves, each a conditional
 * UPDATE so that the database decides a race (send, supersede, accept, decline, expire), with the
 * acceptance's check that the bus is still free. `columnCoverage` tells the column-drift test which
 * entity columns the insert lists.
 */
import type { DataSource, EntityManager } from "typeorm";
import type { ColumnCoverage } from "../shared/query-columns";
import { blackoutDays, daysBetween, overlaps } from "../shared/trip-days";
import { type QuoteState } from "../shared/enums";

/** The booking's next quote version. */
export async function nextQuoteVersion(m: EntityManager, bookingId: string): Promise<number> {
  const [{ next }] = await m.query(`SELECT coalesce(max(version), 0) + 1 AS next FROM quotes WHERE "bookingId" = $1`, [
    bookingId,
  ]);
  return next;
}

/** Draft -> Sent when still valid on `today`; answers the sent quote's id and version (none: no such draft). */
export async function markDraftSent(
  m: EntityManager,
  bookingId: string,
  today: string,
  now: Date,
): Promise<Array<{ id: string; version: number }>> {
  const [rows] = await m.query(
    `UPDATE quotes SET state = 'Sent', "sentAt" = $3, "updatedAt" = now()
         WHERE "bookingId" = $1 AND state = 'Draft' AND "validUntil" >= $2 RETURNING id, version`,
    [bookingId, today, now],
  );
  return rows;
}

/** The booking's Sent quotes older than `version` become Superseded; answers their versions. */
export async function supersedeSentBefore(m: EntityManager, bookingId: string, version: number): Promise<number[]> {
  const [rows]: [Array<{ version: number }>, number] = await m.query(
    `UPDATE quotes SET state = 'Superseded', "updatedAt" = now() WHERE "bookingId" = $1 AND state = 'Sent' AND version < $2
       RETURNING version`,
    [bookingId, version],
  );
  return rows.map((r) => r.version);
}

/** The latest quote's state and validity per booking (Drafts only for `staff`). */
export function latestQuoteStates(
  db: DataSource,
  bookingIds: readonly string[],
  staff: boolean,
): Promise<Array<{ bookingId: string; state: QuoteState; validUntil: string }>> {
  return db.query(
    `SELECT DISTINCT ON ("bookingId") "bookingId", state, "validUntil"::text AS "validUntil" FROM quotes
       WHERE "bookingId" = ANY($1::uuid[]) AND ($2 OR state <> 'Draft') ORDER BY "bookingId", version DESC`,
    [bookingIds, staff],
  );
}

/** Sent quotes past their validity on `today` (of one booking, or all) become Expired; answers them with their bookings. */
export async function expireSentQuotes(
  m: EntityManager,
  today: string,
  bookingId: string | null,
): Promise<Array<{ bookingId: string; ownerId: string | null; version: number; validUntil: string }>> {
  const [rows] = await m.query(
    `UPDATE quotes q SET state = 'Expired', "updatedAt" = now() FROM bookings b
       WHERE b.id = q."bookingId" AND q.state = 'Sent' AND q."validUntil" < $1 AND ($2::uuid IS NULL OR q."bookingId" = $2)
       RETURNING q."bookingId", b."ownerId", q.version, q."validUntil"::text AS "validUntil"`,
    [today, bookingId],
  );
  return rows;
}

/** The booking's Accepted quote (an earlier acceptance) becomes Superseded. */
export async function supersedeAccepted(m: EntityManager, bookingId: string): Promise<void> {
  await m.query(
    `UPDATE quotes SET state = 'Superseded', "updatedAt" = now() WHERE "bookingId" = $1 AND state = 'Accepted'`,
    [bookingId],
  );
}

/** Sent -> Accepted, recording who, when and from where; false when the quote is no longer Sent. */
export async function markAccepted(
  m: EntityManager,
  quoteId: string,
  at: Date,
  byId: string | null,
  byName: string,
  ip: string | null,
): Promise<boolean> {
  const [done] = await m.query(
    `UPDATE quotes SET state = 'Accepted', "acceptedAt" = $2, "acceptedById" = $3, "acceptedByName" = $4, "acceptedFromIp" = $5, "updatedAt" = now()
         WHERE id = $1 AND state = 'Sent' RETURNING id`,
    [quoteId, at, byId, byName, ip],
  );
  return done.length > 0;
}

/** Sent -> Declined with the customer's change request; false when the quote is no longer Sent. */
export async function markDeclined(m: EntityManager, quoteId: string, message: string, at: Date): Promise<boolean> {
  const [done] = await m.query(
    `UPDATE quotes SET state = 'Declined', "changeRequest" = $2, "changeRequestedAt" = $3, "updatedAt" = now()
       WHERE id = $1 AND state = 'Sent' RETURNING id`,
    [quoteId, message, at],
  );
  return done.length > 0;
}

/** Locks the bus's row; answers its name. */
/**
 * The booking's buses (its vehicles'), locked in the order of their ids, each with whether another booking that
 * is Confirmed or has an accepted quote holds it on [start, end) (as any of its vehicles), or an unavailable
 * period does. A vehicle without a bus answers nothing.
 */
export async function lockBookingBuses(
  m: EntityManager,
  bookingId: string,
  start: string,
  end: string,
): Promise<Array<{ id: string; name: string; taken: boolean }>> {
  const buses: Array<{ id: string; name: string }> = await m.query(
    `SELECT bus.id, bus.name FROM buses bus
      WHERE bus.id IN (SELECT "busId" FROM booking_vehicles WHERE "bookingId" = $1)
      ORDER BY bus.id FOR UPDATE OF bus`,
    [bookingId],
  );
  const answers = [];
  for (const bus of buses) {
    const [busy] = await m.query(
      `SELECT 1 FROM booking_vehicles v JOIN bookings o ON o.id = v."bookingId"
          WHERE v."busId" = $1 AND o.id <> $2 AND o.status <> 'Cancelled'
            AND ${overlaps("v.trip", daysBetween("$3::date", "$4::date"))}
            AND (o.status = 'Confirmed' OR EXISTS (SELECT 1 FROM quotes q WHERE q."bookingId" = o.id AND q.state = 'Accepted'))
         UNION ALL
         SELECT 1 FROM bus_blackouts x
          WHERE x."busId" = $1 AND ${overlaps(blackoutDays("x"), daysBetween("$3::date", "$4::date"))}
         LIMIT 1`,
      [bus.id, bookingId, start, end],
    );
    answers.push({ ...bus, taken: !!busy });
  }
  return answers;
}

export const columnCoverage: ColumnCoverage[] = [];
