import { type DataSource, IsNull } from "typeorm";
import { PasswordReset } from "./password-reset.entity";
import { randomToken, sha256 } from "./tokens";
import { User } from "./user.entity";

/** How long a "Forgot password" link works. */
export const RESET_LINK_HOURS = 1;
/** How long an invitation's set-password link works. */
export const INVITE_LINK_HOURS = 72;

/**
 * Makes a set-password link for an account when its e-mail is being sent (the reset page's token: no
 * secret waits in the outbox). With the account's unused links and its row locked, those links (an earlier
 * e-mail's, whichever kind) are spent before the new one's hash is stored, so only the newest e-mail's link
 * works however many were sent. Answers null, making nothing, when the account is gone or `applies` says
 * it no longer gets one (e.g. an invitation to a member who has set a password since).
 */
export async function issueSetPasswordLink(
  db: DataSource,
  userId: string,
  hours: number,
  applies: (account: User) => boolean,
): Promise<{ account: User; token: string } | null> {
  const token = randomToken();
  return db.transaction(async (m) => {
    const links = m.getRepository(PasswordReset);
    // The account's unused links first, then the account's row: the order in which setting a password locks
    // them (the link, then the account), so the two never wait for each other in a circle.
    await links.find({
      select: { id: true },
      where: { userId, usedAt: IsNull() },
      lock: { mode: "pessimistic_write" },
    });
    const account = await m
      .getRepository(User)
      .createQueryBuilder("u")
      .addSelect("u.passwordHash")
      .where("u.id = :userId", { userId })
      .setLock("pessimistic_write")
      .getOne();
    if (!account || !applies(account)) return null;
    await links.update({ userId, usedAt: IsNull() }, { usedAt: new Date() });
    await links.insert({
      userId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + hours * 3600 * 1000),
      usedAt: null,
    });
    return { account, token };
  });
}
