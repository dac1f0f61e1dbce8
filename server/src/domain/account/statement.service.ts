import type { DataSource, EntityManager } from "typeorm";
import { Booking } from "../booking/booking.entity";
import { approvedTripChargeLines } from "../driver/trip-charge-lines";
import { Invoice, InvoiceKind } from "../invoice/invoice.entity";
import { treatmentOf } from "../invoice/tax-rule";
import { Quote } from "../quote/quote.entity";
import { type ServicePolicies, open } from "../shared/actor";
import { type BillTotals, type GstRate, type Paise, type TaxTreatment } from "../shared/money";
import { receivedPaise } from "../payment/payment.queries";
import { type BillLine, type Terms, balanceOf, documentsTotal, termsTotal } from "./bill";
import { bookingsWithoutBalance } from "./account.queries";
import { QuoteState } from "../shared/enums";

/**
 * The treatment a fare agreed without a quote is read under. It never moves the figure: such a fare is what
 * the customer pays whatever its breakdown, and a taxable trip charge (extra km) comes only with a quote.
 */
const FARE_ONLY: TaxTreatment = { rate: 5, intraState: true, reverseCharge: false };

/** A booking's account as its receipt prints it. */
export interface Statement {
  /** What the terms bill (the accepted quote's lines, or the fare; the approved charges). */
  lines: BillLine[];
  totals: BillTotals | null;
  /**
   * The treatment `totals` are under, as the one tax rule decided it: the tax invoice's once issued, else the
   * accepted quote's (the heads its invoice will carry); null while a fare alone is agreed.
   */
  treatment: TaxTreatment | null;
  /** The tax documents' net total (invoice + debit notes − credit notes); null before the invoice. */
  invoicedPaise: Paise | null;
  /** What the payment ledger holds as received (the advance, what was collected on board, every payment). */
  receivedPaise: Paise;
  /** The balance (as kept on the booking's row). */
  balancePaise: Paise | null;
}

/**
 * What a booking owes, made in one place: its terms (the accepted quote or the agreed fare, the trip's
 * approved charges) or, once issued, its tax documents, less what was received. `refresh` keeps the figure
 * on the booking's row (`balancePaise`) on the transaction of every change that moves it, so every screen,
 * document and list reads the same figure.
 */
export class StatementService {
  constructor(private readonly db: DataSource) {}

  /** The terms a booking agreed, read on `m`: its fare, its accepted quote (lines and treatment), the approved charges. */
  async terms(m: EntityManager, booking: Pick<Booking, "id" | "agreedFarePaise">): Promise<Terms> {
    const quote = await m.getRepository(Quote).findOne({
      where: { bookingId: booking.id, state: QuoteState.Accepted },
      relations: { lines: true },
      order: { lines: { position: "ASC" } },
    });
    return {
      farePaise: booking.agreedFarePaise,
      quote: quote && {
        lines: quote.lines,
        treatment: { rate: quote.gstRate as GstRate, intraState: quote.intraState, reverseCharge: quote.reverseCharge },
      },
      charges: await approvedTripChargeLines(m, booking.id),
    };
  }

  /** A booking's account, read on `m`. */
  async statementOn(m: EntityManager, booking: Booking): Promise<Statement> {
    const terms = await this.terms(m, booking);
    const documents = await m.getRepository(Invoice).find({ where: { bookingId: booking.id } });
    const invoice = documents.find((d) => d.kind === InvoiceKind.invoice);
    // Once issued, the terms are read under the invoice's treatment, as the fare rule compares them.
    const treatment = invoice ? treatmentOf(invoice) : (terms.quote?.treatment ?? null);
    const bill = termsTotal(terms, treatment ?? FARE_ONLY);
    const invoicedPaise = documentsTotal(documents);
    const received = await receivedPaise(m, booking.id);
    return {
      lines: bill?.lines ?? [],
      totals: bill?.totals ?? null,
      treatment,
      invoicedPaise,
      receivedPaise: received,
      balancePaise: balanceOf(invoicedPaise ?? bill?.totals.totalPaise ?? null, received),
    };
  }

  /** A booking's account (its reader was checked by the caller). */
  async statementOf(booking: Booking): Promise<Statement> {
    return this.statementOn(this.db.manager, booking);
  }

  /** Makes the booking's balance again on `m` and keeps it on its row (nothing is written when it stands). */
  async refresh(m: EntityManager, bookingId: string): Promise<void> {
    const booking = await m.getRepository(Booking).findOneBy({ id: bookingId });
    if (!booking) return;
    const { balancePaise } = await this.statementOn(m, booking);
    if (balancePaise !== booking.balancePaise)
      await m.getRepository(Booking).update({ id: bookingId }, { balancePaise });
  }

  /**
   * At start: the bookings with a fare whose balance is missing (those the money migration could not make
   * in SQL: with a tax invoice, approved charges or money collected on board) get it. Answers how many.
   */
  async refreshMissing(): Promise<number> {
    const seen = new Set<string>();
    for (;;) {
      // A booking with a fare has a balance once refreshed; one met again (deleted meanwhile) ends the round.
      const ids = (await bookingsWithoutBalance(this.db, 200)).filter((id) => !seen.has(id));
      if (!ids.length) return seen.size;
      for (const id of ids) {
        seen.add(id);
        await this.db.transaction((m) => this.refresh(m, id));
      }
    }
  }
}

/** Internal: the fare rule, the tax documents and the trips ask for the figure on their own transactions. */
export const STATEMENT_POLICIES: ServicePolicies<StatementService> = open(
  "terms",
  "statementOn",
  "statementOf",
  "refresh",
  "refreshMissing",
);
