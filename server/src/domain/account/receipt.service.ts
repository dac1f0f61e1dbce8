import type { LanguageService } from "../auth/language.service";
import type { BookingDesk } from "../booking/booking-desk.service";
import type { Booking } from "../booking/booking.entity";
import type { BookingService } from "../booking/booking.service";
import type { TaxSettingsService } from "../invoice/tax-settings.service";
import type { Quote } from "../quote/quote.entity";
import type { QuoteService } from "../quote/quote.service";
import type { SettingsService, SiteSettingsValues } from "../settings/settings.service";
import { type Actor, type ServicePolicies, open } from "../shared/actor";
import type { Clock } from "../shared/clock";
import type { Language } from "../shared/enums";
import type { UpiPaymentValue } from "../booking/booking-desk.service";
import type { Statement, StatementService } from "./statement.service";
import type { Payment } from "../payment/payment.entity";
import { paymentsOf } from "../payment/payment.queries";
import type { DataSource } from "typeorm";

/** Everything the booking's receipt (its PDF confirmation) prints. */
export interface ReceiptFacts {
  booking: Booking;
  /** The customer's language (their account's), whoever downloads it. */
  language: Language;
  now: Date;
  settings: SiteSettingsValues;
  /** The operator's GSTIN (Settings → Tax, the one every document prints). */
  gstin: string | null;
  /** No GSTIN in Settings → Tax: the receipt says it is a bill of supply, not a tax invoice. */
  billOfSupply: boolean;
  statement: Statement;
  /** The accepted quote, when there is one: the receipt prints its lines. */
  quote: Quote | null;
  /** What is due now by UPI (as the booking page shows it), with its QR code. */
  upi: UpiPaymentValue | null;
  /** The booking's payments (the ledger's rows), by the day received. */
  payments: ReceiptPayment[];
}

/** A payment as the receipt prints it. */
export type ReceiptPayment = Pick<Payment, "method" | "amountPaise" | "reference" | "receivedOn">;

/** The receipt's facts in one call: its reader is the booking's owner or staff (BookingService.get). */
export class ReceiptService {
  constructor(
    private readonly bookings: BookingService,
    private readonly statements: StatementService,
    private readonly quotes: QuoteService,
    private readonly desk: BookingDesk,
    private readonly settings: SettingsService,
    private readonly taxSettings: TaxSettingsService,
    private readonly languages: LanguageService,
    private readonly clock: Clock,
    private readonly db: DataSource,
  ) {}

  async of(actor: Actor | undefined, bookingId: unknown): Promise<ReceiptFacts> {
    const booking = await this.bookings.get(actor, bookingId);
    const upi = await this.desk.upiPayment(actor, booking);
    return {
      booking,
      language: await this.languages.of(booking.ownerId),
      now: this.clock.now(),
      settings: await this.settings.get(),
      gstin: (await this.taxSettings.get()).gstin,
      billOfSupply: !(await this.taxSettings.get()).gstin,
      statement: await this.statements.statementOf(booking),
      quote: await this.quotes.acceptedFor(booking.id),
      upi,
      payments: await paymentsOf(this.db, booking.id),
    };
  }
}

/** The owner or staff, checked by BookingService.get inside. */
export const RECEIPT_POLICIES: ServicePolicies<ReceiptService> = open("of");
