import { type Actor, type Identity, type ServicePolicies, open } from "../shared/actor";
import { Language } from "../shared/enums";
import { NotFoundError } from "../shared/errors";
import { msg } from "../shared/messages";
import type { Quote } from "./quote.entity";
import type { QuoteService, QuoteTrip } from "./quote.service";
import type { QuoteSettingsService } from "../settings/quote-settings.service";

/** Everything a quote's PDF prints. */
export interface QuoteDocument {
  quote: Quote;
  trip: QuoteTrip;
  /** The operator's cancellation terms (Settings), as the quote page shows them. */
  terms: string;
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
  ) {}

  /** The quote's readers are QuoteService.reader's: staff who price quotes or read money, the owner, the link's token. */
  async of(who: Actor | Identity | undefined, bookingId: unknown, ask: QuoteDocumentAsk = {}): Promise<QuoteDocument> {
    // Only the account counts: with the link's token the quote opens whatever else the request's header says.
    const actor = who && "id" in who ? who : who?.actor;
    const versions = await this.quotes.versions(actor, bookingId, ask.token);
    const wanted = String(ask.version ?? versions[0]?.version);
    const quote = versions.find((q) => String(q.version) === wanted);
    if (!quote) throw new NotFoundError(msg("quote.notFound"));
    return {
      quote,
      trip: await this.quotes.tripOf(quote),
      terms: (await this.settings.get()).cancellationTerms,
      language: ask.lang === Language.hi ? Language.hi : Language.en,
    };
  }
}

/** Open: the reader is checked inside, by the quote's own rule. */
export const QUOTE_DOCUMENT_POLICIES: ServicePolicies<QuoteDocumentService> = open("of");
