import type { DataSource } from "typeorm";
import { SettingRow, type SettingsInput } from "./setting-row";
import { type Actor, type ServicePolicies, needs, open, requireActor } from "../shared/actor";
import { Permission } from "../shared/permissions";
import * as v from "../shared/validate";
import { Language } from "../shared/enums";
import { Batcher } from "../shared/batcher";

/** Where trips start and end (garage to garage), and the cancellation terms every quote shows. */
export interface QuoteSettingsValues {
  depot: string;
  cancellationTerms: string;
  /** The same terms in Hindi, for the Hindi quote page and PDF (empty: the English terms are shown). */
  cancellationTermsHi: string;
}

export const QUOTE_SETTINGS_DEFAULTS: QuoteSettingsValues = {
  depot: "Varanasi",
  cancellationTerms:
    "Cancelled 15 days or more before departure: the advance is refunded less 10 %. 7 to 14 days before: 50 % of the advance is refunded. Less than 7 days before: the advance is not refunded.",
  cancellationTermsHi:
    "रवानगी से 15 दिन या उससे पहले रद्द करने पर: अग्रिम राशि में से 10 % काटकर बाकी लौटाया जाता है। 7 से 14 दिन पहले: अग्रिम राशि का 50 % लौटाया जाता है। 7 दिन से कम पहले: अग्रिम राशि नहीं लौटाई जाती।",
};

/** The cancellation terms a reader in `language` is shown: the Hindi text on Hindi pages, when there is one. */
export const termsIn = (s: QuoteSettingsValues, language: Language): string =>
  language === Language.hi && s.cancellationTermsHi ? s.cancellationTermsHi : s.cancellationTerms;

const validate = (input: SettingsInput<QuoteSettingsValues>): QuoteSettingsValues => ({
  depot: v.requiredText(input.depot, "Depot", 200),
  cancellationTerms: v.optionalText(input.cancellationTerms, "Cancellation terms", 4000) ?? "",
  cancellationTermsHi: v.optionalText(input.cancellationTermsHi, "Cancellation terms (Hindi)", 4000) ?? "",
});

/** The `quotes` settings row (staff write; the depot and terms are read by trip distances and quotes). */
export class QuoteSettingsService {
  private readonly row = new SettingRow("quotes", QUOTE_SETTINGS_DEFAULTS, validate);

  constructor(private readonly db: DataSource) {}

  /**
   * The depot is read for every booking (its distance, garage to garage): reads that arrive while one is in flight
   * are answered together by the next one (Batcher), so under load one query serves many bookings where each
   * booking ran its own (a query, a pool checkout and a round trip per booking). Every read still sees the row as
   * it was after it was asked for: nothing is kept between reads.
   */
  private readonly reads = new Batcher<void, QuoteSettingsValues>(async (asks) => {
    const values = await this.row.read(this.db.manager);
    return asks.map(() => ({ ...values }));
  }, 1);

  async get(): Promise<QuoteSettingsValues> {
    return this.reads.submit(undefined);
  }

  async forStaff(actor: Actor | undefined): Promise<QuoteSettingsValues> {
    requireActor(actor);
    return this.get();
  }

  async save(actor: Actor | undefined, input: SettingsInput<QuoteSettingsValues>): Promise<QuoteSettingsValues> {
    // A client from before the Hindi terms sends none: they stay as they were.
    const hindi =
      input.cancellationTermsHi === undefined ? { cancellationTermsHi: (await this.get()).cancellationTermsHi } : {};
    return this.row.save(this.db, requireActor(actor), { ...input, ...hindi });
  }
}

export const QUOTE_SETTINGS_POLICIES: ServicePolicies<QuoteSettingsService> = {
  ...open("get"),
  ...needs(Permission.quotesPrice, Permission.settingsWrite)("forStaff"),
  ...needs(Permission.settingsWrite)("save"),
};
