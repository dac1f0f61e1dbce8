import { DataSource } from "typeorm";
import { Booking } from "../booking/booking.entity";
import { type Actor, type ServicePolicies, requireAdmin, needs } from "../shared/actor";
import { Permission } from "../shared/permissions";
import { Role } from "../shared/enums";
import { NotFoundError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";

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

export class CustomerService {
  constructor(private readonly db: DataSource) {}

  /** Customers (role user), newest first; search by name, e-mail or phone. */
  async list(actor: Actor | undefined, search?: string | null, limit = 200): Promise<CustomerSummary[]> {
    requireAdmin(actor);
    const params: unknown[] = [Role.user, Math.min(Math.max(limit, 1), 500)];
    let where = "";
    if (search?.trim()) {
      params.push(`%${search.trim().replace(/[%_\\]/g, "\\$&")}%`);
      where = `AND (u.name ILIKE $3 OR u.email ILIKE $3 OR u."mobileNo" ILIKE $3 OR u.username ILIKE $3)`;
    }
    const rows = await this.db.query(
      `SELECT u.id, u.name, u.email, u."mobileNo", u.username, u."createdAt", (u."passwordHash" IS NOT NULL) AS "hasPassword",
              count(b.id)::int AS "bookingCount", to_char(max(b."departureDate"), 'YYYY-MM-DD') AS "lastBookingDate"
         FROM users u LEFT JOIN bookings b ON b."ownerId" = u.id
        WHERE u.role = $1 ${where}
        GROUP BY u.id ORDER BY u."createdAt" DESC LIMIT $2`,
      params,
    );
    return rows;
  }

  async bookings(actor: Actor | undefined, customerId: unknown): Promise<Booking[]> {
    requireAdmin(actor);
    if (!isUuid(customerId)) throw new NotFoundError(msg("customer.notFound"));
    return this.db
      .getRepository(Booking)
      .find({ where: { ownerId: customerId }, relations: { bus: true }, order: { departureDate: "DESC" } });
  }
}

/** Customer records are for staff only. */
export const CUSTOMER_POLICIES: ServicePolicies<CustomerService> = {
  ...needs(Permission.customersRead)("list", "bookings"),
};
