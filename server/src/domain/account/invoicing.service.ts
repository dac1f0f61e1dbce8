import type { DataSource, EntityManager } from "typeorm";
import { Booking } from "../booking/booking.entity";
import { BookingBilling, Invoice, InvoiceKind } from "../invoice/invoice.entity";
import type { InvoiceService } from "../invoice/invoice.service";
import type { TaxSettingsService } from "../invoice/tax-settings.service";
import { taxOfSupply } from "../invoice/tax-rule";
import { type Actor, type ServicePolicies, needs, requireActor } from "../shared/actor";
import { ConflictError, NotFoundError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";
import { Permission } from "../shared/permissions";
import { billLines } from "./bill";
import { type BillTotals, billTotals } from "../shared/money";
import type { StatementService } from "./statement.service";

/**
 * Issuing a booking's tax invoice: it bills the booking's terms (the accepted quote's lines, or the agreed
 * fare as one "Bus hire" line, then the trip's approved charges) at the accepted quote's rate (else the
 * operator's), taxed as the one tax rule decides for the billing details and the pickup then; the invoice
 * area writes the document, numbered gap-free, on the same transaction.
 */
export class InvoicingService {
  constructor(
    private readonly db: DataSource,
    private readonly statements: StatementService,
    private readonly invoices: InvoiceService,
    private readonly taxSettings: TaxSettingsService,
  ) {}

  /** Staff issue the invoice of a Confirmed booking (once). */
  async issue(actor: Actor | undefined, bookingId: unknown): Promise<Invoice> {
    const staff = requireActor(actor);
    if (!isUuid(bookingId)) throw new NotFoundError(msg("booking.notFound"));
    try {
      return await this.db.transaction(async (m) =>
        this.invoices.write(m, staff, await this.draft(m, bookingId, true)),
      );
    } catch (e) {
      // Two issues of one booking at once: the partial unique index decides; the loser is told.
      if ((e as { constraint?: string }).constraint === "UQ_invoices_one_per_booking") {
        const existing = await this.db.getRepository(Invoice).findOneBy({ bookingId, kind: InvoiceKind.invoice });
        throw new ConflictError(msg("invoice.alreadyIssued", { number: existing?.number ?? "" }));
      }
      throw e;
    }
  }

  /** What issuing would bill now (nothing is written): the same lines and tax rule as `issue`. */
  async preview(actor: Actor | undefined, bookingId: unknown): Promise<InvoicePreview> {
    requireActor(actor);
    if (!isUuid(bookingId)) throw new NotFoundError(msg("booking.notFound"));
    const { booking, billing, treatment, lines } = await this.draft(this.db.manager, bookingId, false);
    return {
      recipient: billing?.name || booking.name,
      gstin: billing?.gstin ?? null,
      totals: billTotals(lines, treatment),
      reverseCharge: treatment.reverseCharge,
    };
  }

  /** The invoice's facts: the booking (locked to issue), its billing details, the tax settings, treatment and lines. */
  private async draft(m: EntityManager, bookingId: string, lock: boolean) {
    const booking = await m
      .getRepository(Booking)
      .findOne({ where: { id: bookingId }, ...(lock && { lock: { mode: "pessimistic_write" as const } }) });
    if (!booking) throw new NotFoundError(msg("booking.notFound"));
    const tax = await this.taxSettings.get(m);
    const billing = await m.getRepository(BookingBilling).findOneBy({ bookingId });
    const terms = await this.statements.terms(m, booking);
    const treatment = await taxOfSupply(
      m,
      { pickup: booking.pickupLocation, recipient: billing, rate: terms.quote?.treatment.rate ?? tax.scheme },
      tax,
    );
    return { booking, billing, tax, treatment, lines: billLines(terms, treatment) };
  }
}

/** The invoice issuing would write now, as staff confirm it: to whom, and its totals (integer paise). */
export interface InvoicePreview {
  recipient: string;
  gstin: string | null;
  totals: BillTotals;
  reverseCharge: boolean;
}

export const INVOICING_POLICIES: ServicePolicies<InvoicingService> = {
  ...needs(Permission.moneyWrite)("issue"),
  ...needs(Permission.moneyRead)("preview"),
};
