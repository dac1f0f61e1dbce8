import { recordActivity } from "../shared/activity";
import { DataSource, IsNull } from "typeorm";
import type { Config } from "../../config";
import type { Mailer } from "../../mail/mailer";
import { open, type ServicePolicies } from "../shared/actor";
import { Language } from "../shared/enums";
import { ValidationError } from "../shared/errors";
import { msg, text } from "../shared/messages";
import * as v from "../shared/validate";
import { User } from "./user.entity";
import { hashPassword, validatePassword } from "./passwords";
import type { SessionService } from "./session.service";
import { PasswordReset } from "./password-reset.entity";
import { randomToken, sha256 } from "./tokens";
import { authEvent } from "../shared/log";

export const RESET_REQUESTED = text("auth.resetRequested");
const RESET_TTL_MS = 60 * 60 * 1000;

/** Forgot password: single-use, expiring links by e-mail; also how a guest's account sets its first password. */
export class PasswordResetService {
  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly mailer: Mailer,
    private readonly sessions: SessionService,
  ) {}

  /** Always answers the same neutral message, whether or not the account exists. */
  async request(emailInput: unknown): Promise<string> {
    const email = v.email(emailInput);
    authEvent("reset.requested", { login: email });
    const user = await this.db
      .getRepository(User)
      .createQueryBuilder("u")
      .where("lower(u.email) = :email", { email })
      .getOne();
    if (!user) return RESET_REQUESTED;
    const token = randomToken();
    await this.db.getRepository(PasswordReset).insert({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
      usedAt: null,
    });
    const hindi = user.language === Language.hi;
    // The link opens the reset page in the account's language.
    const link = `${this.config.publicUrl}${hindi ? "/hi" : ""}/reset-password?token=${encodeURIComponent(token)}`;
    await this.mailer.send({
      to: user.email,
      ...(hindi
        ? {
            subject: "काशी कोच टूर्स: अपना पासवर्ड नया बनाएँ",
            text: [
              `नमस्ते ${user.name},`,
              "",
              "आपके काशी कोच टूर्स खाते का नया पासवर्ड बनाने का अनुरोध हमें मिला है।",
              "अपना पासवर्ड चुनने के लिए एक घंटे के भीतर यह लिंक खोलें:",
              "",
              link,
              "",
              "अगर यह अनुरोध आपने नहीं भेजा, तो इस ईमेल को अनदेखा कर दें; आपका पासवर्ड जैसा है वैसा ही रहेगा।",
              "",
              "काशी कोच टूर्स, वाराणसी",
            ].join("\n"),
          }
        : {
            subject: "Reset your Kashi Coach Tours password",
            text: [
              `Namaste ${user.name},`,
              "",
              "We received a request to set a new password for your Kashi Coach Tours account.",
              "Open this link within one hour to choose your password:",
              "",
              link,
              "",
              "If you did not ask for this, you can ignore this e-mail; your password stays as it is.",
              "",
              "Kashi Coach Tours, Varanasi",
            ].join("\n"),
          }),
    });
    return RESET_REQUESTED;
  }

  /** Sets the new password, spends the link and signs the account out everywhere. */
  async reset(token: unknown, password: unknown): Promise<boolean> {
    if (typeof token !== "string" || token === "") throw new ValidationError(msg("auth.resetInvalid"));
    const newPassword = validatePassword(password);
    const passwordHash = await hashPassword(newPassword);
    await this.db
      .transaction(async (m) => {
        const row = await m
          .getRepository(PasswordReset)
          .findOne({ where: { tokenHash: sha256(token), usedAt: IsNull() }, lock: { mode: "pessimistic_write" } });
        if (!row || row.expiresAt.getTime() <= Date.now()) throw new ValidationError(msg("auth.resetInvalid"));
        await m.getRepository(PasswordReset).update({ id: row.id }, { usedAt: new Date() });
        await m.getRepository(User).update({ id: row.userId }, { passwordHash });
        await this.sessions.revokeAllFor(row.userId, m);
        const user = await m
          .getRepository(User)
          .findOne({ select: { id: true, name: true }, where: { id: row.userId } });
        await recordActivity(
          m,
          { id: row.userId, name: user?.name ?? "" },
          {
            action: "password set",
            entity: "account",
            entityId: row.userId,
          },
        );
        authEvent("reset.used", { userId: row.userId });
        return row.userId;
      })
      .then((userId) => this.sessions.ended(userId));
    return true;
  }
}

/** Anybody may ask for a reset link; the link's token is the credential. */
export const PASSWORD_RESET_POLICIES: ServicePolicies<PasswordResetService> = {
  ...open("request", "reset"),
};
