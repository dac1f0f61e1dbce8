import { DataSource, type EntityManager } from "typeorm";
import type { Balances } from "../shared/account-ports";
import { type Actor, type ServicePolicies, needs, open, requireActor } from "../shared/actor";
import { receivedPaise } from "../payment/payment.queries";
import { treatmentOf } from "./tax-rule";
import { recordActivity } from "../shared/activity";
import { financialYear, indiaDate } from "../shared/calendar";
import type { Clock } from "../shared/clock";
import { NotFoundError, ValidationError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";
import {
  type GstRate,
  type Paise,
  type TaxHeads,
  amountInWords,
  formatInr,
  gstOn,
  parseRupees,
  taxableOfFare,
} from "../shared/money";
import { Permission } from "../shared/permissions";
import * as v from "../shared/validate";
import { creditNoteTax } from "./gst";
import { Invoice, InvoiceKind } from "./invoice.entity";
import { documentNumber } from "./invoice-numbers";
import { lockInvoiceNotes, notedValues, nextSequence } from "./invoice.queries";

/** What an invoice bills after its notes (debits added, credits taken off), in paise. */
type Remaining = TaxHeads & { taxablePaise: Paise; nonTaxablePaise: Paise };

/** The series of an invoice's notes: its own series with "/CN" or "/DN" ("KCT/CN/2026-27/0001"). */
const NOTE_SERIES = { [InvoiceKind.creditNote]: "CN", [InvoiceKind.debitNote]: "DN" } as const;
type NoteKind = keyof typeof NOTE_SERIES;

/**
 * Credit and debit notes: an issued invoice is never edited. What is taken off it (the whole when the booking
 * is cancelled, a reduction staff give as taxable value, a lower fare) is a credit note referring to it; what
 * is added (a higher fare, trip charges approved after it) is a debit note. Each kind is numbered gap-free in
 * its own series per financial year. The invoice's advisory lock orders concurrent notes of one invoice, so
 * together its credits never take more than it and its debits bill.
 */
export class TaxNoteService {
  constructor(
    private readonly db: DataSource,
    private readonly balances: Balances,
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
      const note = await this.write(m, staff, invoice, InvoiceKind.creditNote, left, paise, 0, why);
      await this.balances.refresh(m, invoice.bookingId);
      return note;
    });
  }

  /**
   * On the transaction that lowers what a booking bills after its invoice (the fare rule's): a credit note
   * for the difference, refused when more than the invoice still bills. Answers the note's number.
   */
  async credit(
    m: EntityManager,
    actor: Actor | undefined,
    invoiceId: string,
    taxablePaise: Paise,
    nonTaxablePaise: Paise,
    reason: string,
  ): Promise<string> {
    const invoice = await this.lockInvoice(m, invoiceId);
    const left = await this.remaining(m, invoice);
    if (taxablePaise > left.taxablePaise || nonTaxablePaise > left.nonTaxablePaise)
      throw new ValidationError(msg("invoice.creditTooLarge", { amount: formatInr(left.taxablePaise) }), {
        field: "agreedFare",
      });
    return (await this.write(m, actor, invoice, InvoiceKind.creditNote, left, taxablePaise, nonTaxablePaise, reason))
      .number;
  }

  /** On the transaction that raises what a booking bills after its invoice: a debit note for the difference. */
  async debit(
    m: EntityManager,
    actor: Actor | undefined,
    invoiceId: string,
    taxablePaise: Paise,
    nonTaxablePaise: Paise,
    reason: string,
  ): Promise<string> {
    const invoice = await this.lockInvoice(m, invoiceId);
    const left = await this.remaining(m, invoice);
    return (await this.write(m, actor, invoice, InvoiceKind.debitNote, left, taxablePaise, nonTaxablePaise, reason))
      .number;
  }

  /**
   * On the transaction that cancels a booking: a credit note for what its invoice still bills beyond what was
   * received (nothing when there is no invoice or nothing remains). The money received stays billed until it is
   * refunded (`creditRefund` then credits the part returned), so a cancellation charge kept stays taxed.
   */
  async creditOnCancel(m: EntityManager, bookingId: string, actor: Actor | undefined): Promise<void> {
    const found = await m.getRepository(Invoice).findOneBy({ bookingId, kind: InvoiceKind.invoice });
    if (!found) return;
    const invoice = await this.lockInvoice(m, found.id);
    const left = await this.remaining(m, invoice);
    const kept = Math.min(left.taxablePaise, this.taxableOf(invoice, Math.max(0, await receivedPaise(m, bookingId))));
    const taxablePaise = left.taxablePaise - kept;
    const { nonTaxablePaise } = left;
    if (taxablePaise <= 0 && nonTaxablePaise <= 0) return;
    const why = kept ? "Booking cancelled (what was received stays billed until refunded)" : "Booking cancelled";
    await this.write(m, actor, invoice, InvoiceKind.creditNote, left, taxablePaise, nonTaxablePaise, why);
    await this.balances.refresh(m, bookingId);
  }

  /**
   * On a refund's transaction once processed, after the booking's invoice: a credit note for the taxable value of
   * the money returned (at most what the invoice still bills). Answers its number; null when nothing is credited.
   */
  async creditRefund(
    m: EntityManager,
    bookingId: string,
    amountPaise: Paise,
    actor: Actor | undefined,
    reason: string,
  ): Promise<string | null> {
    const found = await m.getRepository(Invoice).findOneBy({ bookingId, kind: InvoiceKind.invoice });
    if (!found) return null;
    const invoice = await this.lockInvoice(m, found.id);
    const left = await this.remaining(m, invoice);
    const taxablePaise = Math.min(left.taxablePaise, this.taxableOf(invoice, amountPaise));
    if (taxablePaise <= 0) return null;
    const note = await this.write(m, actor, invoice, InvoiceKind.creditNote, left, taxablePaise, 0, reason);
    await this.balances.refresh(m, bookingId);
    return note.number;
  }

  /** The taxable value inside money paid under an invoice's treatment (all of it on reverse charge). */
  private taxableOf(invoice: Invoice, paidPaise: Paise): Paise {
    return invoice.reverseCharge ? paidPaise : taxableOfFare(paidPaise, treatmentOf(invoice));
  }

  /** The invoice, with its notes serialized: one advisory lock per invoice until the transaction ends. */
  private async lockInvoice(m: EntityManager, id: string): Promise<Invoice> {
    await lockInvoiceNotes(m, id);
    const invoice = await m.getRepository(Invoice).findOneBy({ id, kind: InvoiceKind.invoice });
    if (!invoice) throw new NotFoundError(msg("invoice.notFound"));
    return invoice;
  }

  /** What an invoice bills after its notes: taxable value, reimbursements and each tax head. */
  private async remaining(m: EntityManager, invoice: Invoice): Promise<Remaining> {
    const n = await notedValues(m, invoice.id);
    const left = (own: Paise, head: keyof typeof n.credit) => own + Number(n.debit[head]) - Number(n.credit[head]);
    return {
      taxablePaise: left(invoice.taxablePaise, "taxable"),
      nonTaxablePaise: left(invoice.nonTaxablePaise, "other"),
      cgstPaise: left(invoice.cgstPaise, "cgst"),
      sgstPaise: left(invoice.sgstPaise, "sgst"),
      igstPaise: left(invoice.igstPaise, "igst"),
    };
  }

  private async write(
    m: EntityManager,
    actor: Actor | undefined,
    invoice: Invoice,
    kind: NoteKind,
    left: Remaining,
    taxablePaise: Paise,
    nonTaxablePaise: Paise,
    reason: string,
  ): Promise<Invoice> {
    const treatment = { rate: invoice.rate as GstRate, intraState: invoice.intraState };
    const tax =
      kind === InvoiceKind.creditNote
        ? creditNoteTax(treatment, left, taxablePaise)
        : gstOn(taxablePaise, treatment.rate, treatment.intraState);
    const totalPaise = taxablePaise + (invoice.reverseCharge ? 0 : tax.taxPaise) + nonTaxablePaise;
    const now = this.clock.now();
    const fy = financialYear(now);
    const series = `${invoice.series}/${NOTE_SERIES[kind]}`;
    const sequence = await nextSequence(m, series, fy);
    const against = kind === InvoiceKind.creditNote ? "Credit" : "Debit";
    const line = (label: string, paise: Paise, taxable: boolean) => ({
      ...{ label, sac: invoice.sac, quantity: 1, unitPaise: paise, amountPaise: paise, taxable },
    });
    const note = m.getRepository(Invoice).create({
      ...{ kind, number: documentNumber(series, fy, sequence), series, financialYear: fy },
      ...{ sequence, bookingId: invoice.bookingId, invoiceId: invoice.id, issuedAt: now, issueDate: indiaDate(now) },
      ...{ supplier: invoice.supplier, recipient: invoice.recipient, placeOfSupply: invoice.placeOfSupply },
      ...{ sac: invoice.sac, rate: invoice.rate, intraState: invoice.intraState, reverseCharge: invoice.reverseCharge },
      lines: [
        ...(taxablePaise ? [line(`${against} against invoice ${invoice.number}: ${reason}`, taxablePaise, true)] : []),
        ...(nonTaxablePaise
          ? [line(`Reimbursements ${kind === InvoiceKind.creditNote ? "credited" : "added"}`, nonTaxablePaise, false)]
          : []),
      ],
      ...{ taxablePaise, nonTaxablePaise, ...tax, totalPaise, amountInWords: amountInWords(totalPaise), reason },
      ...{ issuedById: actor?.id ?? null, issuedByName: actor?.name ?? null },
    });
    await m.getRepository(Invoice).insert(note);
    await recordActivity(m, actor, {
      action: "issue",
      ...(kind === InvoiceKind.creditNote ? { entity: "credit-note" } : { entity: "debit-note" }),
      entityId: note.id,
      changes: { number: [null, note.number], invoice: [null, invoice.number], total: [null, note.total] },
    });
    return note;
  }
}

export const TAX_NOTE_POLICIES: ServicePolicies<TaxNoteService> = {
  ...needs(Permission.moneyWrite)("issue"),
  // Run on the transaction of a change already allowed: a cancellation (bookings.write), the fare rule's.
  ...needs(Permission.bookingsWrite)("creditOnCancel"),
  ...needs(Permission.moneyWrite)("credit", "debit"),
  // On a refund's transaction (payments.write, or the gateway's word): the server's own.
  ...open("creditRefund"),
};
