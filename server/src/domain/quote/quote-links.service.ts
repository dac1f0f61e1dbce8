import type { Config } from "../../config";
import type { BookingService } from "../booking/booking.service";
import { type Actor, type ServicePolicies, needs, open, requireActor } from "../shared/actor";
import { QuoteState } from "../shared/enums";
import { Permission } from "../shared/permissions";
import { whatsappLink } from "../shared/phone";
import type { Quote } from "./quote.entity";
import { linkExpiry, quotePageUrl, quoteToken } from "../shared/quote-token";

/** What staff share with the customer once a quote is sent. */
export interface QuoteLinkValues {
  /** The customer's quote page, with the signed token a guest needs. */
  customerLink: string;
  /** wa.me link with the message prefilled (null without a usable phone number). */
  whatsappLink: string | null;
}

/** A quote's links: the customer's page with its token, the prefilled WhatsApp message, the PDF's download. */
export class QuoteLinks {
  constructor(
    private readonly config: Pick<Config, "jwtSecret" | "publicUrl">,
    private readonly bookings: BookingService,
  ) {}

  /** The quote's PDF for someone allowed to read it: a link with a token of its own (no header needed). */
  pdfPath(quote: Quote, hindi: boolean): string {
    const token = quoteToken(this.config.jwtSecret, quote.bookingId, linkExpiry(quote.validUntil));
    return `/quotes/${quote.bookingId}.pdf?version=${quote.version}&lang=${hindi ? "hi" : "en"}&token=${encodeURIComponent(token)}`;
  }
  /** The customer link and the prefilled WhatsApp message of a sent quote (staff). */
  async links(actor: Actor | undefined, quote: Quote): Promise<QuoteLinkValues | null> {
    requireActor(actor);
    if (quote.state === QuoteState.Draft) return null;
    const booking = await this.bookings.find(quote.bookingId);
    if (!booking) return null;
    const customerLink = this.customerLink(booking.id, quote.validUntil);
    const text = `Namaste ${booking.name}, your quote from Kashi Coach Tours (version ${quote.version}, ₹${quote.total}) is ready: ${customerLink}`;
    return { customerLink, whatsappLink: whatsappLink(booking.phone, text) };
  }
  /** The quote page with the token a guest needs (the e-mails and WhatsApp carry it). */
  customerLink(bookingId: string, validUntil: string, hindi = false): string {
    return quotePageUrl(this.config, bookingId, validUntil, hindi);
  }
}

/** The links are read by whoever reads the quote (QuoteService.reader: `quotes.price` or `money.read`). */
export const QUOTE_LINK_POLICIES: ServicePolicies<QuoteLinks> = {
  ...needs(Permission.quotesPrice, Permission.moneyRead)("links"),
  ...open("pdfPath", "customerLink"),
};
