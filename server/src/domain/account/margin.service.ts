import type { DataSource } from "typeorm";
import type { Booking } from "../booking/booking.entity";
import { type Actor, type ServicePolicies, can, needs } from "../shared/actor";
import { rupeesText } from "../shared/money";
import { Permission } from "../shared/permissions";
import { vendorCostsOf } from "../vendor/vendor.queries";
import type { StatementService } from "./statement.service";

/** A booking's margin, exact rupee text. */
export interface Margin {
  price: string;
  vendorCosts: string;
  margin: string;
}

/**
 * What a booking leaves the operator once its hired-in buses are paid for: the price (the taxable value its terms
 * bill, GST and reimbursements at cost aside) less the vendor costs agreed, exact in paise. Null before a price
 * is agreed, and to anyone without `money.read`.
 */
export class MarginService {
  constructor(
    private readonly db: DataSource,
    private readonly statements: StatementService,
  ) {}

  async margin(actor: Actor | undefined, booking: Booking): Promise<Margin | null> {
    // A field of the booking: null (not a refusal) for whoever may not read money, so one query serves every role.
    if (!can(actor, Permission.moneyRead)) return null;
    const statement = await this.statements.statementOf(booking);
    const costs = await vendorCostsOf(this.db.manager, booking.id);
    if (!statement.totals) return null;
    const price = statement.totals.taxablePaise;
    return { price: rupeesText(price), vendorCosts: rupeesText(costs), margin: rupeesText(price - costs) };
  }
}

/** Staff who read bookings; the method answers null to those without `money.read`. */
export const MARGIN_POLICIES: ServicePolicies<MarginService> = needs(Permission.bookingsRead)("margin");
