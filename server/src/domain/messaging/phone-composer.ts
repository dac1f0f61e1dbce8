import { type DataSource, IsNull, Not } from "typeorm";
import { Booking } from "../booking/booking.entity";
import { bookingRef } from "../booking/booking-rules";
import { dueNow } from "../booking/booking-money";
import { BusDocument, BusDocumentReminder } from "../bus-document/bus-document.entity";
import { DOCUMENT_NAMES } from "../bus-document/compliance";
import { DriverDuty } from "../driver/driver-duty.entity";
import { DriverTripRecord } from "../driver/driver-trip.entity";
import { Driver } from "../driver/driver.entity";
import type { MailLinks } from "../notification/mail-links";
import { Payment } from "../payment/payment.entity";
import { Quote } from "../quote/quote.entity";
import { displayDateIn } from "../shared/calendar";
import { BookingStatus, Language, QuoteState } from "../shared/enums";
import { formatInr } from "../shared/money";
import type { PhoneMessage } from "./phone-message.entity";
import type { TemplateName } from "./message-templates";

/**
 * A parameter as WhatsApp accepts it: one line, no tabs, at most four spaces in a row, never empty (Meta refuses
 * an empty parameter: "—" stands in), at most 1,000 characters.
 */
export const asParameter = (value: string | null | undefined): string =>
  String(value ?? "")
    .replace(/[\r\n\t]+/g, " ")
    .replace(/ {4,}/g, "   ")
    .trim()
    .slice(0, 1000) || "—";

/**
 * The composing job of WhatsApp and SMS: a template's parameters read from what the message is about when it
 * is sent (so a reminder says the trip's current pickup), or null when it no longer applies (the booking
 * cancelled before its confirmation went, the trip closed before its code went, a document renewed).
 */
export class PhoneComposer {
  constructor(
    private readonly db: DataSource,
    private readonly links: MailLinks,
  ) {}

  async parameters(message: PhoneMessage): Promise<string[] | null> {
    const template = message.template as TemplateName;
    if (template === "document_expiring") return this.document(message.subjectId!);
    const b = await this.db
      .getRepository(Booking)
      .findOne({ where: { id: message.bookingId! }, relations: { bus: true } });
    if (!b) return null;
    const language = message.language === Language.hi ? Language.hi : Language.en;
    const ref = bookingRef(b.id);
    const date = (d: string) => displayDateIn(language, d);
    const live = b.status !== BookingStatus.Cancelled;
    const page = this.links.page(language, `/dashboard/bookings/${b.id}`);
    const values = await (async (): Promise<Array<string | null> | null> => {
      switch (template) {
        case "request_received":
          return [b.name, ref, b.destination, date(b.departureDate)];
        case "quote_ready":
        case "advance_due": {
          const quote = await this.db.getRepository(Quote).findOne({
            where: { bookingId: b.id, state: Not(QuoteState.Draft) },
            order: { version: "DESC" },
          });
          if (!quote || !live) return null;
          const link = this.links.quotePage(language, b.id, quote.validUntil);
          if (template === "quote_ready") return [b.name, ref, link, date(quote.validUntil)];
          const due = dueNow(b);
          return due ? [b.name, ref, formatInr(due.amountPaise), link] : null;
        }
        case "payment_received": {
          const payment = await this.db.getRepository(Payment).findOneBy({ id: message.occasion });
          if (!payment) return null;
          return [b.name, formatInr(payment.amountPaise), ref, formatInr(Math.max(0, b.balancePaise ?? 0))];
        }
        case "trip_confirmed":
          return b.status === BookingStatus.Confirmed ? [b.name, ref, date(b.departureDate), b.pickupLocation] : null;
        case "trip_reminder":
          return b.status === BookingStatus.Confirmed ? [b.name, ref, date(b.departureDate), b.pickupLocation] : null;
        case "bus_driver_details": {
          const driver = await this.db.getRepository(Driver).findOneBy({ id: message.occasion });
          const duty = await this.db.getRepository(DriverDuty).findOneBy({ bookingId: b.id });
          if (!driver || b.status !== BookingStatus.Confirmed) return null;
          const bus = b.bus?.registrationNumber ?? b.bus?.name ?? null;
          return [ref, bus, driver.name, driver.phone, duty?.reportingTime ?? date(b.departureDate), b.pickupLocation];
        }
        case "trip_started": {
          const record = await this.db
            .getRepository(DriverTripRecord)
            .findOneBy({ bookingId: b.id, closedAt: IsNull(), customerCode: Not(IsNull()) });
          return record?.customerCode && !record.closedAt ? [b.name, ref, record.customerCode] : null;
        }
        case "trip_closed":
          return [b.name, ref, page];
        default:
          return null;
      }
    })();
    return values && values.map(asParameter);
  }

  /** The operator's reminder of a document, while it is as it was when the reminder came due. */
  private async document(reminderId: string): Promise<string[] | null> {
    const reminder = await this.db.getRepository(BusDocumentReminder).findOneBy({ id: reminderId });
    const document = reminder
      ? await this.db
          .getRepository(BusDocument)
          .findOne({ where: { id: reminder.documentId }, relations: { bus: true } })
      : null;
    if (!reminder || !document || document.validUntil !== reminder.validUntil) return null;
    const bus = document.bus?.registrationNumber ?? document.bus?.name ?? "";
    return [bus, DOCUMENT_NAMES[document.type], displayDateIn(Language.en, document.validUntil)].map(asParameter);
  }
}
