import { DataSource, type EntityManager, In } from "typeorm";
import type { LanguageService } from "../auth/language.service";
import { Booking } from "../booking/booking.entity";
import type { BookingService } from "../booking/booking.service";
import type { Balances } from "../shared/account-ports";
import { upiDueLink } from "../booking/booking-money";
import { upiQrPng } from "../print/upi-qr";
import type { PaymentSettingsService } from "../settings/payment-settings.service";
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
import { financialYear, indiaDate } from "../shared/calendar";
import { BookingStatus, Language } from "../shared/enums";
import type { Clock } from "../shared/clock";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";
import { type BilledAmount, type Paise, amountInWords, billTotals } from "../shared/money";
import { Permission } from "../shared/permissions";
import { BookingBilling, Invoice, InvoiceKind } from "./invoice.entity";
import { documentNumber } from "./invoice-numbers";
import { nextSequence } from "./invoice.queries";
import type { TaxSettingsValues } from "./tax-settings.service";
import type { SupplyTax } from "./tax-rule";
import { partiesOf } from "./voucher-writer";

/** Everything the PDF of a tax invoice, credit note or debit note prints. */
export interface InvoicePdfFacts {
  invoice: Invoice;
  language: Language;
  /** The invoice a note refers to (its number). */
  refersTo: string | null;
  /** An invoice's booking's balance, as every screen and document shows it (null on a note). */
  balancePaise: Paise | null;
  /** The UPI payment of what is due now (a PNG data URL and the amount), when a UPI ID is set and something is due. */
  upi: { qrPng: string; amountPaise: Paise } | null;
  /**
   * On an invoice: the booking's receipt vouchers (less their refund vouchers), whose tax was paid when the advance
   * came and which this invoice adjusts.
   */
  advances?: { numbers: string[]; taxPaise: Paise } | null;
}

/** A line of the supply the invoice bills (assembled by the account area: the booking's bill). */
export interface SuppliedLine extends BilledAmount {
  label: string;
  quantity: number;
  unitPaise: Paise;
}

/** What an issue freezes: the booking, who it is billed to, the operator, how the supply is taxed, its lines. */
export interface Supply {
  booking: Booking;
  billing: BookingBilling | null;
  tax: TaxSettingsValues;
  treatment: SupplyTax;
  lines: SuppliedLine[];
}

/**
 * Tax invoices as documents: writing one (everything it prints frozen in one row, numbered gap-free in its
 * series and financial year; nothing updates an issued document, the database refuses it too) and reading
 * invoices and their notes. What an invoice bills and how it is taxed is decided before (account/invoicing).
 */
export class InvoiceService {
  constructor(
    private readonly db: DataSource,
    private readonly bookings: BookingService,
    private readonly balances: Balances,
    private readonly payments: PaymentSettingsService,
    private readonly clock: Clock,
    private readonly languages: LanguageService,
  ) {}

  /**
   * Writes the invoice of a Confirmed booking (once) on the issuing transaction, with the booking's row
   * locked by the caller; its balance is then made again from the invoice.
   */
  async write(m: EntityManager, staff: Actor, supply: Supply): Promise<Invoice> {
    const { booking, billing, tax, treatment, lines } = supply;
    const existing = await m.getRepository(Invoice).findOneBy({ bookingId: booking.id, kind: InvoiceKind.invoice });
    if (existing) throw new ConflictError(msg("invoice.alreadyIssued", { number: existing.number }));
    if (booking.status !== BookingStatus.Confirmed) throw new ValidationError(msg("invoice.notConfirmed"));
    if (!tax.gstin) throw new ValidationError(msg("invoice.noGstin"));
    if (!lines.length) throw new ValidationError(msg("invoice.nothingToInvoice"));
    const totals = billTotals(lines, treatment);
    const now = this.clock.now();
    const fy = financialYear(now);
    const series = tax.invoicePrefix;
    const sequence = await nextSequence(m, series, fy);
    const invoice = m.getRepository(Invoice).create({
      ...{ kind: InvoiceKind.invoice, number: documentNumber(series, fy, sequence), series, financialYear: fy },
      ...{ sequence, bookingId: booking.id, invoiceId: null, issuedAt: now, issueDate: indiaDate(now) },
      ...partiesOf(tax, billing, booking, treatment.placeOfSupply),
      ...{ placeOfSupply: treatment.placeOfSupply, sac: tax.sac, rate: treatment.rate },
      ...{ intraState: treatment.intraState, reverseCharge: treatment.reverseCharge },
      lines: lines.map((l) => ({
        ...{ label: l.label, sac: tax.sac, quantity: l.quantity, unitPaise: l.unitPaise },
        ...{ amountPaise: l.amountPaise, taxable: l.taxable },
      })),
      ...{ taxablePaise: totals.taxablePaise, nonTaxablePaise: totals.nonTaxablePaise },
      ...{ cgstPaise: totals.cgstPaise, sgstPaise: totals.sgstPaise, igstPaise: totals.igstPaise },
      ...{ taxPaise: totals.taxPaise, totalPaise: totals.totalPaise, amountInWords: amountInWords(totals.totalPaise) },
      ...{ reason: null, issuedById: staff.id, issuedByName: staff.name ?? null },
    });
    await m.getRepository(Invoice).insert(invoice);
    await recordActivity(m, staff, {
      action: "issue",
      entity: "invoice",
      entityId: invoice.id,
      changes: { number: [null, invoice.number], bookingId: [null, booking.id], total: [null, invoice.total] },
    });
    await this.balances.refresh(m, booking.id);
    return invoice;
  }

  /** A booking's invoice and its notes, oldest first: its owner, or staff (none for staff without `money.read`). */
  async forBooking(actor: Actor | undefined, bookingId: unknown): Promise<Invoice[]> {
    if (isAdmin(actor) && !can(actor, Permission.moneyRead)) return [];
    const booking = await this.bookings.get(actor, bookingId);
    return this.db.getRepository(Invoice).find({ where: { bookingId: booking.id }, order: { issuedAt: "ASC" } });
  }

  /** One invoice or note, for its booking's owner or staff with `money.read`. */
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
   * Everything the PDF of an invoice or note prints (same readers as `get`): the document, the invoice a note
   * refers to, and for an invoice its booking's balance and the UPI payment of what is due now, as every screen
   * shows them; in `lang` when it names one, else in the customer's language.
   */
  async pdfOf(actor: Actor | undefined, id: unknown, lang?: unknown): Promise<InvoicePdfFacts> {
    const invoice = await this.get(actor, id);
    const refersTo = invoice.invoiceId
      ? ((await this.db.getRepository(Invoice).findOneBy({ id: invoice.invoiceId }))?.number ?? null)
      : null;
    const booking = await this.db.getRepository(Booking).findOneByOrFail({ id: invoice.bookingId });
    const language = lang === Language.hi || lang === Language.en ? lang : await this.languages.of(booking.ownerId);
    if (invoice.kind !== InvoiceKind.invoice) return { invoice, language, refersTo, balancePaise: null, upi: null };
    const due = upiDueLink(booking, await this.payments.get());
    const upi = due && { amountPaise: due.amountPaise, qrPng: await upiQrPng(due.link) };
    const vouchers = await this.db.getRepository(Invoice).find({
      where: { bookingId: booking.id, kind: In([InvoiceKind.receiptVoucher, InvoiceKind.refundVoucher]) },
      order: { issuedAt: "ASC" },
    });
    const advances = vouchers.length
      ? {
          numbers: vouchers.filter((v) => v.kind === InvoiceKind.receiptVoucher).map((v) => v.number),
          taxPaise: vouchers.reduce(
            (t, v) => t + (v.kind === InvoiceKind.receiptVoucher ? v.taxPaise : -v.taxPaise),
            0,
          ),
        }
      : null;
    return { invoice, language, refersTo, balancePaise: booking.balancePaise, upi, advances };
  }
}

export const INVOICE_POLICIES: ServicePolicies<InvoiceService> = {
  // On the issuing transaction (account/invoicing checks money.write).
  ...needs(Permission.moneyWrite)("write"),
  // The owner of the booking, or staff with money.read (checked inside).
  ...open("forBooking", "get", "pdfOf"),
};
