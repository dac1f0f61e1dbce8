/**
 * The vehicle documents' hand-written SQL, kept out of the services: the reminders' sweep (one row per document,
 * validity and threshold, inserted once: the unique constraint decides), the documents' lock during a
 * confirmation, and the overview's counts. `columnCoverage` tells the column-drift test which entity
 * columns the insert lists.
 */
import type { DataSource, EntityManager } from "typeorm";
import type { ColumnCoverage } from "../shared/query-columns";
import { BusDocumentReminder } from "./bus-document.entity";

export const INSERT_REMINDERS = `INSERT INTO bus_document_reminders ("documentId", "validUntil", threshold)
         SELECT d.id, d."validUntil", t FROM bus_documents d CROSS JOIN unnest($2::int[]) AS t
          WHERE d."validUntil" >= $1::date AND d."validUntil" - $1::date <= t
         ON CONFLICT ON CONSTRAINT "UQ_bus_document_reminders" DO NOTHING
         RETURNING id, "documentId", "validUntil"::text AS "validUntil", threshold`;

/** Every threshold (days before expiry) each document has reached on `today` and not had yet; answers the new ones. */
export function insertDueReminders(
  m: EntityManager,
  today: string,
  reminderDays: number[],
): Promise<Array<{ id: string; documentId: string; validUntil: string; threshold: number }>> {
  return m.query(INSERT_REMINDERS, [today, reminderDays]);
}

/** Locks a bus's documents FOR SHARE (a confirmation and a change to them are decided one after the other). */
export async function lockBusDocuments(m: EntityManager, busId: string): Promise<void> {
  await m.query(`SELECT id FROM bus_documents WHERE "busId" = $1 FOR SHARE`, [busId]);
}

/** How many documents are valid beyond 30 days, expiring within 30 days, and expired, on `today` (as text). */
export async function documentCounts(
  db: DataSource,
  today: string,
): Promise<{ valid: string; expiring: string; expired: string }> {
  const [counts]: Array<{ valid: string; expiring: string; expired: string }> = await db.query(
    `SELECT count(*) FILTER (WHERE "validUntil" > $1::date + 30) AS valid,
              count(*) FILTER (WHERE "validUntil" BETWEEN $1::date AND $1::date + 30) AS expiring,
              count(*) FILTER (WHERE "validUntil" < $1::date) AS expired
         FROM bus_documents`,
    [today],
  );
  return counts;
}

export const columnCoverage: ColumnCoverage[] = [
  {
    name: "INSERT_REMINDERS",
    entity: BusDocumentReminder,
    sql: INSERT_REMINDERS,
    kind: "insert",
    leftOut: ["id", "sentAt"],
  },
];
