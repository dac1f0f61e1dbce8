import { DataSource } from "typeorm";
import type { BookingService } from "../booking/booking.service";
import { parseGstin } from "./tax-settings.service";
import { gstinOfCompany } from "./tax-rule";
import { type Actor, type ServicePolicies, isAdmin, open, requirePermission } from "../shared/actor";
import { changesBetween, recordActivity } from "../shared/activity";
import { ConflictError } from "../shared/errors";
import { msg } from "../shared/messages";
import { Permission } from "../shared/permissions";
import * as v from "../shared/validate";
import { BookingBilling, Invoice, InvoiceKind } from "./invoice.entity";
import { lockBookingRow } from "./invoice.queries";

export interface BillingForm {
  name?: unknown;
  address?: unknown;
  gstin?: unknown;
  business?: unknown;
  bodyCorporate?: unknown;
}

/**
 * A booking's billing details (who the invoice is made out to): the booking's owner and staff set them
 * until the invoice is issued; the issue reads them on its own transaction.
 */
export class BillingService {
  constructor(
    private readonly db: DataSource,
    private readonly bookings: BookingService,
  ) {}

  /** The details, or null when none were given (the invoice then uses the booking's name). */
  async get(actor: Actor | undefined, bookingId: unknown): Promise<BookingBilling | null> {
    const booking = await this.bookings.get(actor, bookingId);
    return this.db.getRepository(BookingBilling).findOneBy({ bookingId: booking.id });
  }

  async save(actor: Actor | undefined, bookingId: unknown, form: BillingForm): Promise<BookingBilling> {
    if (isAdmin(actor)) requirePermission(actor, Permission.moneyWrite, Permission.bookingsWrite);
    const booking = await this.bookings.get(actor, bookingId);
    const name = v.requiredText(form.name, "Billing name", 200);
    const address = v.optionalText(form.address, "Billing address", 500) ?? "";
    const gstin = parseGstin(form.gstin, "gstin");
    const business = gstin !== null || form.business === true;
    // Only a registered recipient can pay on reverse charge; a company's GSTIN says so itself, an LLP says it.
    const bodyCorporate = gstin !== null && (form.bodyCorporate === true || gstinOfCompany(gstin));
    return this.db.transaction(async (m) => {
      // The booking row's lock orders this save against an issue of the same booking.
      await lockBookingRow(m, booking.id);
      const issued = await m.getRepository(Invoice).findOneBy({ bookingId: booking.id, kind: InvoiceKind.invoice });
      if (issued) throw new ConflictError(msg("invoice.billingLocked"));
      const repo = m.getRepository(BookingBilling);
      const before = await repo.findOneBy({ bookingId: booking.id });
      const next = { name, address, gstin, business, bodyCorporate };
      await repo.upsert({ bookingId: booking.id, ...next }, ["bookingId"]);
      const changes = changesBetween(before ?? {}, next);
      if (Object.keys(changes).length)
        await recordActivity(m, actor, { action: "update", entity: "billing", entityId: booking.id, changes });
      return repo.findOneByOrFail({ bookingId: booking.id });
    });
  }
}

/** The booking's owner or staff (the service checks which booking and which staff permission). */
export const BILLING_POLICIES: ServicePolicies<BillingService> = {
  ...open("get", "save"),
};
