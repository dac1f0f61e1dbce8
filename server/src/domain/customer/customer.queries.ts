/**
 * The customers' hand-written SQL, kept out of the services: the staff's customer list with each account's booking
 * figures, in one grouped query. No statement here writes or reads a whole entity row, so
 * `columnCoverage` is empty.
 */
import type { DataSource } from "typeorm";
import { Role } from "../shared/enums";
import type { ColumnCoverage } from "../shared/query-columns";

/** A customer account with its booking figures. */
export interface CustomerSummary {
  id: string;
  name: string;
  email: string;
  mobileNo: string;
  username: string | null;
  /** false for an account created by a guest's booking that has no password yet. */
  hasPassword: boolean;
  createdAt: Date;
  bookingCount: number;
  /** Departure date of the latest booking, YYYY-MM-DD. */
  lastBookingDate: string | null;
}

/** Customers (role user), newest first, at most `limit` (1..500); `search` in name, e-mail, phone or username. */
export function customerSummaries(
  db: DataSource,
  search: string | null | undefined,
  limit: number,
): Promise<CustomerSummary[]> {
  const params: unknown[] = [Role.user, Math.min(Math.max(limit, 1), 500)];
  let where = "";
  if (search?.trim()) {
    params.push(`%${search.trim().replace(/[%_\\]/g, "\\$&")}%`);
    where = `AND (u.name ILIKE $3 OR u.email ILIKE $3 OR u."mobileNo" ILIKE $3 OR u.username ILIKE $3)`;
  }
  return db.query(
    `SELECT u.id, u.name, u.email, u."mobileNo", u.username, u."createdAt", (u."passwordHash" IS NOT NULL) AS "hasPassword",
            count(b.id)::int AS "bookingCount", to_char(max(b."departureDate"), 'YYYY-MM-DD') AS "lastBookingDate"
       FROM users u LEFT JOIN bookings b ON b."ownerId" = u.id
      WHERE u.role = $1 ${where}
      GROUP BY u.id ORDER BY u."createdAt" DESC LIMIT $2`,
    params,
  );
}

export const columnCoverage: ColumnCoverage[] = [];
