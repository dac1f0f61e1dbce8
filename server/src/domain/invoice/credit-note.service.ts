import { DataSource, type EntityManager } from "typeorm";
import { type Actor, type ServicePolicies, needs, requireActor } from "../shared/actor";
import { recordActivity } from "../shared/activity";
import type { Clock } from "../shared/clock";
import { ConflictError, NotFoundError, ValidationError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";
import { Permission } from "../shared/permissions";
import * as v from "../shared/validate";
import { formatInr, parseRupees, type Paise } from "../quote/quote-pricing";
import { amountInWords } from "./amount-in-words";
import { financialYear, indiaDate } from "./financial-year";
import { creditNoteTax, type GstScheme, type TaxHeads, taxableFromInclusive } from "./gst";
import { Invoice, InvoiceKind } from "./invoice.entity";
import { documentNumber } from "./invoice-numbers";
import { creditedValues, lockInvoiceCredits, nextSequence } from "./invoice.queries";

/** What an invoice still charges after its credit notes, in paise. */
type Remaining = TaxHeads & { taxablePaise: Paise; nonTaxablePaise: Paise };

/** The series of an invoice's credit notes: its own series with "/CN" ("KCT/CN/2026-27/0001"). */
const creditSeries = (invoiceSeries: string) => `${invoiceSeries}/CN`;

/**
 * Credit notes: an issued invoice is never edited; what is taken off it (the whole when the booking is
 * cancelled, or a reduction staff give as taxable value) is a credit note referring to it, numbered in
 * its own series per financial year. The invoice's row lock orders concurrent credits of one invoice, so
 * together they never credit more than it charged.
 */
export class CreditNoteService {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Staff take `amount` (₹, taxable value) off an invoice, with a reason. */
  async issue(actor: Actor | undefined, invoiceId: unknown, amount: unknown, reason: unknown): Promise<Invoice> {
    const staff = requireActor(actor);
    if (!isUuid(invoiceId)) throw new NotFoundError(msg("invoice.notFound"));
    const paise = parseRupees(amount);
    if (!paise || paise <= 0) throw new ValidationError(msg("invoice.creditAmount"), { field: "amount" });
    const why = v.requiredText(reason, "Reason", 500);
    return this.db.transaction(async (m) => {
      const invoice = await this.lockInvoice(m, invoiceId);
      const left = await this.remaining(m, invoice);
      if (paise > left.taxablePaise)
        throw new ValidationError(msg("invoice.creditTooLarge", { amount: formatInr(left.taxablePaise) }), {
          field: "amount",
        });
      return this.write(m, staff, invoice, left, paise, 0, why);
    });
  }

  /**
   * On the transaction that changes a booking's agreed fare (GST included; ₹, null for none): with an issued
   * invoice, a lower fare is a credit note for the difference (the taxable value of the old fare less that of
   * the new one, as the invoice's "Bus hire" line reckons it), refused when more than remains un-credited; a
   * higher fare, or none, is refused (the invoice cannot be changed). Without an invoice, nothing.
   */
  async creditOnFareChange(
    m: EntityManager,
    bookingId: string,
    before: number | null,
    after: number | null,
    actor: Actor | undefined,
  ): Promise<void> {
    if (before === after) return;
    const found = await m.getRepository(Invoice).findOneBy({ bookingId, kind: InvoiceKind.invoice });
    if (!found) return;
    const beforePaise = before === null ? null : parseRupees(before.toFixed(2));
    const afterPaise = after === null ? null : parseRupees(after.toFixed(2));
    if (afterPaise === null || beforePaise === null || afterPaise > beforePaise)
      throw new ConflictError(msg("invoice.fareAfterInvoice", { number: found.number }), { field: "agreedFare" });
    const rate = found.rate as GstScheme;
    const paise = taxableFromInclusive(beforePaise, rate) - taxableFromInclusive(afterPaise, rate);
    if (paise <= 0) return;
    const invoice = await this.lockInvoice(m, found.id);
    const left = await this.remaining(m, invoice);
    if (paise > left.taxablePaise)
      throw new ValidationError(msg("invoice.creditTooLarge", { amount: formatInr(left.taxablePaise) }), {
        field: "agreedFare",
      });
    const reason = `Agreed fare reduced from ${formatInr(beforePaise)} to ${formatInr(afterPaise)}`;
    await this.write(m, actor, invoice, left, paise, 0, reason);
  }

  /**
   * On the transaction that cancels a booking: a credit note for all that remains un-credited on its
   * invoice (nothing when there is no invoice or nothing remains).
   */
  async creditOnCancel(m: EntityManager, bookingId: string, actor: Actor | undefined): Promise<void> {
    const found = await m.getRepository(Invoice).findOneBy({ bookingId, kind: InvoiceKind.invoice });
    if (!found) return;
    const invoice = await this.lockInvoice(m, found.id);
    const left = await this.remaining(m, invoice);
    if (left.taxablePaise <= 0 && left.nonTaxablePaise <= 0) return;
    await this.write(m, actor, invoice, left, left.taxablePaise, left.nonTaxablePaise, "Booking cancelled");
  }

  /** The invoice, with its credits serialized: one advisory lock per invoice until the transaction ends. */
  private async lockInvoice(m: EntityManager, id: string): Promise<Invoice> {
    await lockInvoiceCredits(m, id);
    const invoice = await m.getRepository(Invoice).findOneBy({ id, kind: InvoiceKind.invoice });
    if (!invoice) throw new NotFoundError(msg("invoice.notFound"));
    return invoice;
  }

  /** What an invoice still charges after its credit notes: taxable value, reimbursements and each tax head. */
  private async remaining(m: EntityManager, invoice: Invoice): Promise<Remaining> {
    const row = await creditedValues(m, invoice.id);
    return {
      taxablePaise: invoice.taxablePaise - Number(row.taxable),
      nonTaxablePaise: invoice.nonTaxablePaise - Number(row.other),
      cgstPaise: invoice.cgstPaise - Number(row.cgst),
      sgstPaise: invoice.sgstPaise - Number(row.sgst),
      igstPaise: invoice.igstPaise - Number(row.igst),
    };
  }

  private async write(
    m: EntityManager,
    actor: Actor | undefined,
    invoice: Invoice,
    left: Remaining,
    taxablePaise: Paise,
    nonTaxablePaise: Paise,
    reason: string,
  ): Promise<Invoice> {
    const tax = creditNoteTax({ rate: invoice.rate as GstScheme, intraState: invoice.intraState }, left, taxablePaise);
    const totalPaise = taxablePaise + (invoice.reverseCharge ? 0 : tax.taxPaise) + nonTaxablePaise;
    const now = this.clock.now();
    const fy = financialYear(now);
    const series = creditSeries(invoice.series);
    const sequence = await nextSequence(m, series, fy);
    const note = m.getRepository(Invoice).create({
      ...{ kind: InvoiceKind.creditNote, number: documentNumber(series, fy, sequence), series, financialYear: fy },
      ...{ sequence, bookingId: invoice.bookingId, invoiceId: invoice.id, issuedAt: now, issueDate: indiaDate(now) },
      ...{ supplier: invoice.supplier, recipient: invoice.recipient, placeOfSupply: invoice.placeOfSupply },
      ...{ sac: invoice.sac, rate: invoice.rate, intraState: invoice.intraState, reverseCharge: invoice.reverseCharge },
      lines: [
        {
          label: `Credit against invoice ${invoice.number}: ${reason}`,
          sac: invoice.sac,
          quantity: 1,
          unitPaise: taxablePaise,
          amountPaise: taxablePaise,
          taxable: true,
        },
        ...(nonTaxablePaise
          ? [
              {
                label: "Reimbursements credited",
                sac: invoice.sac,
                quantity: 1,
                unitPaise: nonTaxablePaise,
                amountPaise: nonTaxablePaise,
                taxable: false,
              },
            ]
          : []),
      ],
      ...{ taxablePaise, nonTaxablePaise, ...tax, totalPaise, amountInWords: amountInWords(totalPaise), reason },
      ...{ issuedById: actor?.id ?? null, issuedByName: actor?.name ?? null },
    });
    await m.getRepository(Invoice).insert(note);
    await recordActivity(m, actor, {
      action: "issue",
      entity: "credit-note",
      entityId: note.id,
      changes: { number: [null, note.number], invoice: [null, invoice.number], total: [null, note.total] },
    });
    return note;
  }
}

export const CREDIT_NOTE_POLICIES: ServicePolicies<CreditNoteService> = {
  ...needs(Permission.moneyWrite)("issue"),
  // Called by the booking's cancellation on its own transaction (not an API operation).
  ...needs(Permission.bookingsWrite)("creditOnCancel"),
  // Called by the fare's recording on its own transaction (money.write, as the fare itself).
  ...needs(Permission.moneyWrite)("creditOnFareChange"),
};
