import { Field, ID, Int, ObjectType } from "type-graphql";
import { DataSource } from "typeorm";
import { Booking } from "../booking/booking.entity";
import { Role } from "../shared/enums";
import { NotFoundError, isUuid } from "../shared/errors";

@ObjectType({ description: "A customer account with its booking figures" })
export class Customer {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() email: string;
  @Field() mobileNo: string;
  @Field(() => String, { nullable: true }) username: string | null;
  @Field({ description: "false for an account created by a guest's booking that has no password yet" }) hasPassword: boolean;
  @Field() createdAt: Date;
  @Field(() => Int) bookingCount: number;
  @Field(() => String, { nullable: true, description: "Departure date of the latest booking, YYYY-MM-DD" }) lastBookingDate: string | null;
}

export class CustomerService {
  constructor(private readonly db: DataSource) {}

  /** Customers (role user), newest first; search by name, e-mail or phone. */
  async list(search?: string | null, limit = 200): Promise<Customer[]> {
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
    return rows.map((r: Customer) => Object.assign(new Customer(), r));
  }

  async bookings(customerId: unknown): Promise<Booking[]> {
    if (!isUuid(customerId)) throw new NotFoundError("Customer not found.");
    return this.db.getRepository(Booking).find({ where: { ownerId: customerId }, relations: { bus: true }, order: { departureDate: "DESC" } });
  }
}
