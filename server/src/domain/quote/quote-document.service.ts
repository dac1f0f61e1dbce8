import { type Actor, type Identity, type ServicePolicies, open } from "../shared/actor";
import { Language } from "../shared/enums";
import { NotFoundError } from "../shared/errors";
import { msg } from "../shared/messages";
import type { Quote } from "./quote.entity";
import { termsIn } from "../settings/quote-settings.service";
import type { QuoteService, QuoteTrip } from "./quote.service";
import type { QuoteSettingsService } from "../settings/quote-settings.service";
import type { SettingsService } from "../settings/settings.service";
import type { TaxSettingsService } from "../invoice/tax-settings.service";

/** Who quotes: the operator as Settings → Tax names it (the GSTIN invoices carry) and its first booking phone. */
export interface QuoteOperator {
  name: string;
  address: string;
  phone: string | null;
  gstin: string | null;
}

/** Everything a quote's PDF prints. */
export interface QuoteDocument {
  quote: Quote;
  trip: QuoteTrip;
  /** The operator's cancellation terms (Settings) in the document's language, as the quote page shows them. */
  terms: string;
  operator: QuoteOperator;
  language: Language;
}

/** Which quote a download asks for: a version (else the latest the reader may see), the link's token, a language. */
export interface QuoteDocumentAsk {
  version?: unknown;
  token?: unknown;
  lang?: unknown;
}

/** A quote's PDF facts in one call, for the quote's readers only (QuoteService.reader decides). */
export class QuoteDocumentService {
  constructor(
    private readonly quotes: QuoteService,
    private readonly settings: QuoteSettingsService,
    private readonly taxSettings: Pick<TaxSettingsService, "get">,
    private readonly site: Pick<SettingsService, "get">,
  ) {}

  /** The quote's readers are QuoteService.reader's: staff who price quotes or read money, the owner, the link's token. */
  async of(who: Actor | Identity | undefined, bookingId: unknown, ask: QuoteDocumentAsk = {}): Promise<QuoteDocument> {
    // Only the account counts: with the link's token the quote opens whatever else the request's header says.
    const actor = who && "id" in who ? who : who?.actor;
    const versions = await this.quotes.versions(actor, bookingId, ask.token);
    const wanted = String(ask.version ?? versions[0]?.version);
    const quote = versions.find((q) => String(q.version) === wanted);
    if (!quote) throw new NotFoundError(msg("quote.notFound"));
    const language = ask.lang === Language.hi ? Language.hi : Language.en;
    const [tax, site] = [await this.taxSettings.get(), await this.site.get()];
    return {
      quote,
      trip: await this.quotes.tripOf(quote),
      terms: termsIn(await this.settings.get(), language),
      operator: { name: tax.legalName, address: tax.address, phone: site.bookingPhones[0] ?? null, gstin: tax.gstin },
      language,
    };
  }
}

/** Open: the reader is checked inside, by the quote's own rule. */
export const QUOTE_DOCUMENT_POLICIES: ServicePolicies<QuoteDocumentService> = open("of");
