/**
 * GST's receipt and refund vouchers as rows of `invoices` (frozen like every tax document): an advance received
 * before the invoice, and an advance returned before it. Each is numbered gap-free in a series of its own per
 * financial year (`<prefix>/RV/2026-27/0001`, `<prefix>/RF/...`) on the caller's transaction, so a voucher exists
 * exactly when the payment or refund it is for does. What it taxes is the account area's decision.
 */
import type { EntityManager } from "typeorm";
import { bookingRef } from "../booking/booking-rules";
import type { Booking } from "../booking/booking.entity";
import type { ActivityActor } from "../shared/activity";
import { recordActivity } from "../shared/activity";
import { financialYear, indiaDate } from "../shared/calendar";
import { type Paise, type TaxHeads, amountInWords, rupeesText } from "../shared/money";
import { type BookingBilling, Invoice, InvoiceKind, type InvoicePartyValue } from "./invoice.entity";
import { documentNumber } from "./invoice-numbers";
import { nextSequence } from "./invoice.queries";
import type { SupplyTax } from "./tax-rule";

/** The operator's tax registration as its documents print it (Settings → Tax). */
interface OperatorTax {
  legalName: string;
  address: string;
  gstin: string | null;
  state: string;
  sac: string;
  invoicePrefix: string;
}

/** The operator and the customer as a tax document freezes them. */
export function partiesOf(
  tax: OperatorTax,
  billing: BookingBilling | null,
  booking: Pick<Booking, "name">,
  placeOfSupply: string,
): { supplier: InvoicePartyValue; recipient: InvoicePartyValue } {
  return {
    supplier: { name: tax.legalName, address: tax.address, gstin: tax.gstin, state: tax.state, business: true },
    recipient: {
      name: billing?.name ?? booking.name,
      address: billing?.address ?? "",
      gstin: billing?.gstin ?? null,
      state: billing?.gstin ? billing.gstin.slice(0, 2) : placeOfSupply,
      business: billing?.business ?? false,
    },
  };
}

export interface VoucherSpec {
  kind: InvoiceKind.receiptVoucher | InvoiceKind.refundVoucher;
  booking: Booking;
  billing: BookingBilling | null;
  tax: OperatorTax;
  treatment: SupplyTax;
  /** The taxable value and its heads; `totalPaise` is the money received or returned. */
  amounts: TaxHeads & { taxablePaise: Paise; taxPaise: Paise; totalPaise: Paise };
  label: string;
  /** A receipt voucher's payment; a refund voucher's refund and the receipt voucher it reverses. */
  paymentId?: string;
  refundId?: string;
  invoiceId?: string;
  reason: string | null;
  at: Date;
}

/** Writes the voucher on `m` with its number, and its activity entry. */
export async function writeVoucher(m: EntityManager, who: ActivityActor, v: VoucherSpec): Promise<Invoice> {
  const fy = financialYear(v.at);
  const series = `${v.tax.invoicePrefix}/${v.kind === InvoiceKind.receiptVoucher ? "RV" : "RF"}`;
  const sequence = await nextSequence(m, series, fy);
  const { booking, treatment, amounts } = v;
  const voucher = m.getRepository(Invoice).create({
    ...{ kind: v.kind, number: documentNumber(series, fy, sequence), series, financialYear: fy, sequence },
    ...{ bookingId: booking.id, invoiceId: v.invoiceId ?? null, paymentId: v.paymentId ?? null },
    ...{ refundId: v.refundId ?? null, issuedAt: v.at, issueDate: indiaDate(v.at) },
    ...partiesOf(v.tax, v.billing, booking, treatment.placeOfSupply),
    ...{ placeOfSupply: treatment.placeOfSupply, sac: v.tax.sac, rate: treatment.rate },
    ...{ intraState: treatment.intraState, reverseCharge: treatment.reverseCharge },
    lines: [
      {
        ...{ label: `${v.label} (${bookingRef(booking.id)})`, sac: v.tax.sac, quantity: 1 },
        ...{ unitPaise: amounts.taxablePaise, amountPaise: amounts.taxablePaise, taxable: true },
      },
    ],
    ...{ taxablePaise: amounts.taxablePaise, nonTaxablePaise: 0, cgstPaise: amounts.cgstPaise },
    ...{ sgstPaise: amounts.sgstPaise, igstPaise: amounts.igstPaise, taxPaise: amounts.taxPaise },
    ...{ totalPaise: amounts.totalPaise, amountInWords: amountInWords(amounts.totalPaise) },
    ...{ reason: v.reason, issuedById: who?.id ?? null, issuedByName: who?.name ?? null },
  });
  await m.getRepository(Invoice).insert(voucher);
  await recordActivity(m, who, {
    action: "issue",
    entity: v.kind === InvoiceKind.receiptVoucher ? "receipt-voucher" : "refund-voucher",
    entityId: voucher.id,
    changes: {
      number: [null, voucher.number],
      bookingId: [null, booking.id],
      total: [null, rupeesText(voucher.totalPaise)],
    },
  });
  return voucher;
}
