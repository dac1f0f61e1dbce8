import type { DataSource } from "typeorm";
import { bookingRef } from "../booking/booking-rules";
import { type Actor, type ServicePolicies, needs, requireActor } from "../shared/actor";
import { recordActivity } from "../shared/activity";
import { tripLastDay } from "../shared/calendar";
import { ConflictError, NotFoundError, ValidationError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";
import { rupeesText } from "../shared/money";
import { Permission } from "../shared/permissions";
import * as v from "../shared/validate";
import { type PayableRow, markPaid, payableRows } from "./vendor.queries";

/** A vendor's bus on a booking: what the vendor is owed for it, and whether it was paid. */
export interface Payable extends Omit<PayableRow, "days" | "vendorCostPaise"> {
  bookingRef: string;
  returnDate: string;
  vendorCost: string | null;
}
/** What one vendor is owed and was paid. */
export interface Owed {
  vendorId: string;
  vendorName: string;
  owed: string | null;
  paid: string | null;
}
/** The payables with their sums. */
export interface Payables {
  rows: Payable[];
  vendors: Owed[];
  owed: string | null;
  paid: string | null;
}

const rupees = (p: number | null) => (p === null ? null : rupeesText(p));

function payableOf(r: PayableRow): Payable {
  const { days, vendorCostPaise, ...rest } = r;
  return {
    ...rest,
    bookingRef: bookingRef(r.bookingId),
    returnDate: tripLastDay(r.departureDate, days),
    vendorCost: rupees(vendorCostPaise),
  };
}

/**
 * What the operator owes its vendors: each vendor's bus on a Confirmed booking with the cost agreed, summed per
 * vendor in paise (owed: not yet paid; paid), and the payment of one vehicle marked once with its reference.
 */
export class VendorPayablesService {
  constructor(private readonly db: DataSource) {}

  async payables(actor: Actor | undefined, vendorId?: unknown, unpaidOnly?: unknown): Promise<Payables> {
    requireActor(actor);
    const blank = vendorId === undefined || vendorId === null || vendorId === "";
    if (!blank && !isUuid(vendorId)) throw new NotFoundError(msg("vendor.notFound"));
    const rows = await payableRows(this.db.manager, {
      vendorId: blank ? null : (vendorId as string),
      unpaid: unpaidOnly === true || unpaidOnly === "true",
    });
    const vendors = new Map<string, { vendorId: string; vendorName: string; owed: number; paid: number }>();
    for (const r of rows) {
      const sum = vendors.get(r.vendorId) ?? { vendorId: r.vendorId, vendorName: r.vendorName, owed: 0, paid: 0 };
      if (r.vendorPaidAt) sum.paid += r.vendorCostPaise ?? 0;
      else sum.owed += r.vendorCostPaise ?? 0;
      vendors.set(r.vendorId, sum);
    }
    const sums = [...vendors.values()];
    return {
      rows: rows.map(payableOf),
      vendors: sums.map((s): Owed => ({ ...s, owed: rupees(s.owed), paid: rupees(s.paid) })),
      owed: rupees(sums.reduce((n, s) => n + s.owed, 0)),
      paid: rupees(sums.reduce((n, s) => n + s.paid, 0)),
    };
  }

  /** Marks one vehicle's vendor paid with the payment's reference (bank, UPI, cheque); once. */
  async markPaid(actor: Actor | undefined, vehicleId: unknown, reference: unknown): Promise<Payable> {
    const who = requireActor(actor);
    const written = v.requiredText(reference, "Reference", 100);
    return this.db.transaction(async (m) => {
      const [row] = isUuid(vehicleId) ? await payableRows(m, { vendorId: null, unpaid: false }, vehicleId) : [];
      if (!row) throw new NotFoundError(msg("vendor.vehicleNotFound"));
      if (row.vendorPaidAt)
        throw new ConflictError(msg("vendor.alreadyPaid", { reference: row.vendorPaidReference ?? "" }));
      if (row.vendorCostPaise === null) throw new ValidationError(msg("vendor.noCost"));
      if (!(await markPaid(m, row.vehicleId, written, who.id)))
        throw new ConflictError(msg("vendor.alreadyPaid", { reference: "" }));
      await recordActivity(m, who, {
        action: "vendor paid",
        entity: "booking",
        entityId: row.bookingId,
        changes: {
          vendorPaid: [null, `${row.vendorName}, vehicle ${row.position}: ${rupees(row.vendorCostPaise)} (${written})`],
        },
      });
      const [paid] = await payableRows(m, { vendorId: null, unpaid: false }, row.vehicleId);
      return payableOf(paid);
    });
  }
}

/** The payables are money: read with `money.read`, paid with `money.write`. */
export const VENDOR_PAYABLES_POLICIES: ServicePolicies<VendorPayablesService> = {
  ...needs(Permission.moneyRead)("payables"),
  ...needs(Permission.moneyWrite)("markPaid"),
};
