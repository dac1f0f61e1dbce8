import { DataSource } from "typeorm";
import { Booking } from "../booking/booking.entity";
import type { BookingService } from "../booking/booking.service";
import QRCode from "qrcode";
import { upiLink } from "../booking/booking-money";
import { parseRupees } from "../quote/quote-pricing";
import type { PaymentSettingsService } from "../settings/payment-settings.service";
import type { TaxSettingsService } from "../settings/tax-settings.service";
import {
  type Actor,
  type ServicePolicies,
  can,
  isAdmin,
  needs,
  open,
  requireActor,
  requirePermission,
} from "../shared/actor";
import { recordActivity } from "../shared/activity";
import type { Clock } from "../shared/clock";
import { BookingStatus } from "../shared/enums";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";
import { Permission } from "../shared/permissions";
import { amountInWords } from "./amount-in-words";
import { financialYear, indiaDate } from "./financial-year";
import { invoiceTotals } from "./gst";
import { BookingBilling, Invoice, InvoiceKind } from "./invoice.entity";
import { invoiceLinesFor, placeOfSupplyFor } from "./invoice-lines";
import { documentNumber } from "./invoice-numbers";
import { creditedTotal, nextSequence } from "./invoice.queries";

/**
 * Issuing a booking's tax invoice and reading invoices and credit notes. Issuing freezes everything the
 * document prints (parties, lines, tax, number) in one transaction, numbered gap-free in its series and
 * financial year; nothing updates an issued document (the database refuses it too).
 */
export class InvoiceService {
  constructor(
    private readonly db: DataSource,
    private readonly bookings: BookingService,
    private readonly taxSettings: TaxSettingsService,
    private readonly payments: PaymentSettingsService,
    private readonly clock: Clock,
  ) {}

  /** Staff issue the invoice of a Confirmed booking (once). */
  async issue(actor: Actor | undefined, bookingId: unknown): Promise<Invoice> {
    const staff = requireActor(actor);
    if (!isUuid(bookingId)) throw new NotFoundError(msg("booking.notFound"));
    // Read before the transaction: a transaction never waits for a second connection of the pool.
    const tax = await this.taxSettings.get();
    try {
      return await this.db.transaction(async (m) => {
        const booking = await m
          .getRepository(Booking)
          .findOne({ where: { id: bookingId }, lock: { mode: "pessimistic_write" } });
        if (!booking) throw new NotFoundError(msg("booking.notFound"));
        const existing = await m.getRepository(Invoice).findOneBy({ bookingId, kind: InvoiceKind.invoice });
        if (existing) throw new ConflictError(msg("invoice.alreadyIssued", { number: existing.number }));
        if (booking.status !== BookingStatus.Confirmed) throw new ValidationError(msg("invoice.notConfirmed"));
        if (!tax.gstin) throw new ValidationError(msg("invoice.noGstin"));
        const lines = await invoiceLinesFor(m, booking, tax.sac, tax.scheme);
        if (!lines.length) throw new ValidationError(msg("invoice.nothingToInvoice"));
        const billing = await m.getRepository(BookingBilling).findOneBy({ bookingId });
        const placeOfSupply = await placeOfSupplyFor(
          m,
          { pickup: booking.pickupLocation, recipientGstin: billing?.gstin },
          tax.state,
        );
        const reverseCharge = tax.scheme === 5 && !!billing?.business && !!billing.gstin;
        const totals = invoiceTotals(lines, tax.scheme, placeOfSupply === tax.state, reverseCharge);
        const now = this.clock.now();
        const fy = financialYear(now);
        const series = tax.invoicePrefix;
        const sequence = await nextSequence(m, series, fy);
        const invoice = m.getRepository(Invoice).create({
          kind: InvoiceKind.invoice,
          number: documentNumber(series, fy, sequence),
          series,
          financialYear: fy,
          sequence,
          bookingId,
          invoiceId: null,
          issuedAt: now,
          issueDate: indiaDate(now),
          supplier: { name: tax.legalName, address: tax.address, gstin: tax.gstin, state: tax.state, business: true },
          recipient: {
            name: billing?.name ?? booking.name,
            address: billing?.address ?? "",
            gstin: billing?.gstin ?? null,
            state: billing?.gstin ? billing.gstin.slice(0, 2) : placeOfSupply,
            business: billing?.business ?? false,
          },
          placeOfSupply,
          sac: tax.sac,
          rate: totals.rate,
          intraState: totals.intraState,
          reverseCharge,
          lines,
          taxablePaise: totals.taxablePaise,
          nonTaxablePaise: totals.nonTaxablePaise,
          cgstPaise: totals.cgstPaise,
          sgstPaise: totals.sgstPaise,
          igstPaise: totals.igstPaise,
          taxPaise: totals.taxPaise,
          totalPaise: totals.totalPaise,
          amountInWords: amountInWords(totals.totalPaise),
          reason: null,
          issuedById: staff.id,
          issuedByName: staff.name ?? null,
        });
        await m.getRepository(Invoice).insert(invoice);
        await recordActivity(m, staff, {
          action: "issue",
          entity: "invoice",
          entityId: invoice.id,
          changes: { number: [null, invoice.number], bookingId: [null, bookingId], total: [null, invoice.total] },
        });
        return invoice;
      });
    } catch (e) {
      // Two issues of one booking at once: the partial unique index decides; the loser is told.
      if ((e as { code?: string; constraint?: string }).constraint === "UQ_invoices_one_per_booking") {
        const existing = await this.db.getRepository(Invoice).findOneBy({ bookingId, kind: InvoiceKind.invoice });
        throw new ConflictError(msg("invoice.alreadyIssued", { number: existing?.number ?? "" }));
      }
      throw e;
    }
  }

  /** A booking's invoice and credit notes, oldest first: its owner, or staff (none for staff without `money.read`). */
  async forBooking(actor: Actor | undefined, bookingId: unknown): Promise<Invoice[]> {
    if (isAdmin(actor) && !can(actor, Permission.moneyRead)) return [];
    const booking = await this.bookings.get(actor, bookingId);
    return this.db.getRepository(Invoice).find({ where: { bookingId: booking.id }, order: { issuedAt: "ASC" } });
  }

  /** One invoice or credit note, for its booking's owner or staff with `money.read`. */
  async get(actor: Actor | undefined, id: unknown): Promise<Invoice> {
    const who = requireActor(actor);
    if (isAdmin(who)) requirePermission(who, Permission.moneyRead);
    const invoice = isUuid(id) ? await this.db.getRepository(Invoice).findOneBy({ id }) : null;
    if (!invoice) throw new NotFoundError(msg("invoice.notFound"));
    if (!isAdmin(who)) {
      const booking = await this.db.getRepository(Booking).findOneBy({ id: invoice.bookingId });
      if (booking?.ownerId !== who.id) throw new ForbiddenError(msg("booking.ownOnly"));
    }
    return invoice;
  }

  /**
   * What the PDF prints beside the document (same readers as `get`): the invoice a credit note refers to,
   * and for an invoice the UPI QR of what remains due (its total, less its credit notes and the advance
   * received), when a UPI ID is set.
   */
  async pdfOf(actor: Actor | undefined, id: unknown) {
    const invoice = await this.get(actor, id);
    const refersTo = invoice.invoiceId
      ? ((await this.db.getRepository(Invoice).findOneBy({ id: invoice.invoiceId }))?.number ?? null)
      : null;
    let upi: { qrPng: string; amountPaise: number } | null = null;
    const payments = await this.payments.get();
    if (invoice.kind === InvoiceKind.invoice && payments.upiId && payments.upiPayee) {
      const credited = await creditedTotal(this.db, invoice.id);
      const booking = await this.db.getRepository(Booking).findOneBy({ id: invoice.bookingId });
      const received =
        booking?.advanceReceivedOn && booking.advance ? (parseRupees(booking.advance.toFixed(2)) ?? 0) : 0;
      const due = invoice.totalPaise - Number(credited) - received;
      if (due > 0) {
        const link = upiLink(payments.upiId, payments.upiPayee, due / 100, invoice.bookingId);
        upi = {
          amountPaise: due,
          qrPng: await QRCode.toDataURL(link, { errorCorrectionLevel: "M", margin: 2, width: 300 }),
        };
      }
    }
    const owner = (await this.db.getRepository(Booking).findOneBy({ id: invoice.bookingId }))?.ownerId ?? null;
    return { invoice, refersTo, upi, ownerId: owner };
  }
}

export const INVOICE_POLICIES: ServicePolicies<InvoiceService> = {
  ...needs(Permission.moneyWrite)("issue"),
  // The owner of the booking, or staff with money.read (checked inside).
  ...open("forBooking", "get", "pdfOf"),
};
