import type { DataSource } from "typeorm";
import { Booking } from "../booking/booking.entity";
import { type Actor, type ServicePolicies, needs, requireActor } from "../shared/actor";
import { NotFoundError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";
import { Permission } from "../shared/permissions";
import { Payment } from "./payment.entity";

/** The payment ledger as staff read it: a booking's payments, oldest first. */
export class PaymentService {
  constructor(private readonly db: DataSource) {}

  /** A booking's payments, by the day received, then as recorded. */
  async list(actor: Actor | undefined, bookingId: unknown): Promise<Payment[]> {
    requireActor(actor);
    if (!isUuid(bookingId) || !(await this.db.getRepository(Booking).existsBy({ id: bookingId })))
      throw new NotFoundError(msg("booking.notFound"));
    return this.db
      .getRepository(Payment)
      .find({ where: { bookingId }, order: { receivedOn: "ASC", createdAt: "ASC", id: "ASC" } });
  }
}

export const PAYMENT_POLICIES: ServicePolicies<PaymentService> = {
  ...needs(Permission.paymentsRead)("list"),
};
