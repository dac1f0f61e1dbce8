import { recordActivity } from "../shared/activity";
import { DataSource, IsNull } from "typeorm";
import type { MailQueue } from "../shared/mail-queue";
import { open, type ServicePolicies } from "../shared/actor";
import { ValidationError } from "../shared/errors";
import { msg, text } from "../shared/messages";
import * as v from "../shared/validate";
import { User } from "./user.entity";
import { hashPassword, validatePassword } from "./passwords";
import type { SessionService } from "./session.service";
import { PasswordReset } from "./password-reset.entity";
import { sha256 } from "./tokens";
import { authEvent } from "../shared/log";

export const RESET_REQUESTED = text("auth.resetRequested");

/**
 * Forgot password: single-use, expiring links by e-mail; also how a guest's account sets its first password.
 * The e-mail is the password-reset kind of notification/mails/: queued here, its link made when it is sent.
 */
export class PasswordResetService {
  constructor(
    private readonly db: DataSource,
    private readonly notifications: MailQueue,
    private readonly sessions: SessionService,
  ) {}

  /**
   * Always answers the same neutral message, whether or not the account exists. For an account, the
   * e-mail is queued in the outbox on this request's transaction (nothing else changes until the link is used).
   */
  async request(emailInput: unknown): Promise<string> {
    const email = v.email(emailInput);
    authEvent("reset.requested", { login: email });
    await this.db.transaction(async (m) => {
      const user = await m
        .getRepository(User)
        .createQueryBuilder("u")
        .where("lower(u.email) = :email", { email })
        .getOne();
      if (user) await this.notifications.queueForAccount(m, "password-reset", user);
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
