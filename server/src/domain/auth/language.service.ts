import { DataSource } from "typeorm";
import { open, requireActor, type Actor, type ServicePolicies } from "../shared/actor";
import { Language } from "../shared/enums";
import * as v from "../shared/validate";
import { User } from "./user.entity";
import { recordActivity } from "../shared/activity";

/** The language an account reads its e-mails and invoices in (English or Hindi). */
export class LanguageService {
  constructor(private readonly db: DataSource) {}

  /** The signed-in customer's language (English or Hindi): their e-mails and invoice follow it. */
  async set(actor: Actor | undefined, value: unknown): Promise<Language> {
    const me = requireActor(actor);
    const language = v.oneOf(value, Object.values(Language), "Language");
    await this.db.transaction(async (m) => {
      const before = await m
        .getRepository(User)
        .findOne({ select: { id: true, language: true }, where: { id: me.id }, lock: { mode: "pessimistic_write" } });
      await m.getRepository(User).update({ id: me.id }, { language });
      if (before && before.language !== language)
        await recordActivity(m, me, {
          action: "update",
          entity: "account",
          entityId: me.id,
          changes: { language: [before.language, language] },
        });
    });
    return language;
  }

  /** An account's language (English when there is no account): what its e-mails and invoices are written in. */
  async of(userId: string | null | undefined): Promise<Language> {
    if (!userId) return Language.en;
    const row = await this.db.getRepository(User).findOne({ where: { id: userId }, select: { language: true } });
    return row?.language ?? Language.en;
  }
}

/** Each caller sets only their own language; reading one is for the services' e-mails and documents. */
export const LANGUAGE_POLICIES: ServicePolicies<LanguageService> = { ...open("set", "of") };
