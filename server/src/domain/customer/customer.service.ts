import { DataSource } from "typeorm";
import { Booking } from "../booking/booking.entity";
import { type Actor, type ServicePolicies, needs, requireActor } from "../shared/actor";
import { Permission } from "../shared/permissions";
import { NotFoundError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";
import { type CustomerSummary, customerSummaries } from "./customer.queries";

export type { CustomerSummary };

export class CustomerService {
  constructor(private readonly db: DataSource) {}

  /** Customers (role user), newest first; search by name, e-mail or phone. */
  async list(actor: Actor | undefined, search?: string | null, limit = 200): Promise<CustomerSummary[]> {
    requireActor(actor);
    const rows = await customerSummaries(this.db, search, limit);
    return rows;
  }

  async bookings(actor: Actor | undefined, customerId: unknown): Promise<Booking[]> {
    requireActor(actor);
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
