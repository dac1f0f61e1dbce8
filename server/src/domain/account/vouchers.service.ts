import type { EntityManager } from "typeorm";
import { Booking } from "../booking/booking.entity";
import { BookingBilling, Invoice, InvoiceKind } from "../invoice/invoice.entity";
import { creditNoteTax } from "../invoice/gst";
import { taxOfSupply, treatmentOf } from "../invoice/tax-rule";
import type { TaxSettingsService } from "../invoice/tax-settings.service";
import { writeVoucher } from "../invoice/voucher-writer";
import type { PaymentDocuments } from "../shared/account-ports";
import type { ActivityActor } from "../shared/activity";
import type { Actor } from "../shared/actor";
import type { TaxNoteService } from "../invoice/tax-notes.service";
import type { Clock } from "../shared/clock";
import { type Paise, billTotals, taxableOfFare } from "../shared/money";
import type { StatementService } from "./statement.service";

/**
 * GST on advances: tax on an advance for a service is due when it is received, with a **receipt voucher**; an
 * advance returned before the invoice is reversed with a **refund voucher** (after the invoice, a credit note does
 * it). A registered operator (a GSTIN in Settings → Tax) issues one for each payment entered before the booking's
 * tax invoice, taxed as the invoice will be: the booking's accepted quote's rate (else the operator's scheme), the
 * place of supply and the heads of the one tax rule, the amount received taken as tax included (on reverse charge
 * the customer pays the tax apart: the whole amount is the taxable value). Money returned after the invoice is a
 * credit note for the part returned.
 */
export class VoucherService implements PaymentDocuments {
  constructor(
    private readonly statements: StatementService,
    private readonly taxSettings: TaxSettingsService,
    private readonly notes: TaxNoteService,
    private readonly clock: Clock,
  ) {}

  async received(
    m: EntityManager,
    payment: { id: string; bookingId: string; amountPaise: Paise },
    who: ActivityActor,
  ): Promise<void> {
    const facts = await this.facts(m, payment.bookingId);
    if (!facts) return;
    const { booking, billing, tax } = facts;
    const terms = await this.statements.terms(m, booking);
    const treatment = await taxOfSupply(
      m,
      { pickup: booking.pickupLocation, recipient: billing, rate: terms.quote?.treatment.rate ?? tax.scheme },
      tax,
    );
    const taxable = treatment.reverseCharge ? payment.amountPaise : taxableOfFare(payment.amountPaise, treatment);
    const totals = billTotals([{ amountPaise: taxable, taxable: true }], treatment);
    await writeVoucher(m, who, {
      ...{ kind: InvoiceKind.receiptVoucher, booking, billing, tax, treatment, paymentId: payment.id },
      amounts: { ...totals, totalPaise: payment.amountPaise },
      label: "Advance received",
      reason: null,
      at: this.clock.now(),
    });
  }

  async refunded(
    m: EntityManager,
    refund: { id: string; bookingId: string; paymentId: string; amountPaise: Paise },
    who: ActivityActor,
  ): Promise<void> {
    // After the invoice, a credit note for the part returned (a cancellation charge kept stays billed).
    if (await m.getRepository(Invoice).existsBy({ bookingId: refund.bookingId, kind: InvoiceKind.invoice })) {
      const actor = who && who.id ? (who as Actor) : undefined;
      await this.notes.creditRefund(m, refund.bookingId, refund.amountPaise, actor, "Refund of money received");
      return;
    }
    const facts = await this.facts(m, refund.bookingId);
    if (!facts) return;
    const repo = m.getRepository(Invoice);
    const receipt = await repo.findOneBy({ paymentId: refund.paymentId, kind: InvoiceKind.receiptVoucher });
    if (!receipt) return;
    // What the receipt voucher still holds after its earlier refund vouchers: no refund takes more.
    const earlier = await repo.findBy({ invoiceId: receipt.id, kind: InvoiceKind.refundVoucher });
    const less = (key: "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise" | "totalPaise") =>
      receipt[key] - earlier.reduce((sum, v) => sum + v[key], 0);
    const left = {
      ...{ taxablePaise: less("taxablePaise"), cgstPaise: less("cgstPaise") },
      ...{ sgstPaise: less("sgstPaise"), igstPaise: less("igstPaise") },
    };
    const amount = Math.min(refund.amountPaise, less("totalPaise"));
    if (amount <= 0) return;
    const treatment = { ...treatmentOf(receipt), placeOfSupply: receipt.placeOfSupply };
    const taxable =
      amount === less("totalPaise")
        ? left.taxablePaise
        : Math.min(left.taxablePaise, treatment.reverseCharge ? amount : taxableOfFare(amount, treatment));
    const heads = creditNoteTax(treatment, left, taxable);
    await writeVoucher(m, who, {
      ...{ kind: InvoiceKind.refundVoucher, booking: facts.booking, billing: facts.billing, tax: facts.tax },
      ...{ treatment, refundId: refund.id, invoiceId: receipt.id },
      amounts: { taxablePaise: taxable, ...heads, totalPaise: amount },
      label: `Advance refunded (receipt voucher ${receipt.number})`,
      reason: null,
      at: this.clock.now(),
    });
  }

  /** The booking, its billing details and the tax settings; null when no voucher is due (no GSTIN, or invoiced). */
  private async facts(m: EntityManager, bookingId: string) {
    const tax = await this.taxSettings.get(m);
    if (!tax.gstin) return null;
    if (await m.getRepository(Invoice).existsBy({ bookingId, kind: InvoiceKind.invoice })) return null;
    const booking = await m.getRepository(Booking).findOneByOrFail({ id: bookingId });
    const billing = await m.getRepository(BookingBilling).findOneBy({ bookingId });
    return { booking, billing, tax };
  }
}
