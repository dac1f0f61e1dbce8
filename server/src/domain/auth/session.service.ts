import crypto from "node:crypto";
import { DataSource, EntityManager, IsNull } from "typeorm";
import type { Config } from "../../config";
import { open, type Actor, type ServicePolicies, needs, requireActor } from "../shared/actor";
import { Permission } from "../shared/permissions";
import type { Role } from "../shared/enums";
import { NotFoundError, UnauthenticatedError, ValidationError, isUuid } from "../shared/errors";
import { authEvent } from "../shared/log";
import { recordActivity } from "../shared/activity";
import { SESSIONS_ENDED, noEvents, type EventBus } from "../shared/events";
import { msg } from "../shared/messages";
import { bumpTokenVersion, revokeSessions } from "./auth.queries";
import { RefreshToken } from "./refresh-token.entity";
import { AccessTokens, randomToken, sha256 } from "./tokens";
import { User } from "./user.entity";

/** A signed-in session: one refresh token family. */
export interface Session {
  id: string;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
  remember: boolean;
}

export interface AuthResult {
  token: string;
  refreshToken: string;
  role: Role;
  username: string | null;
  name: string;
  userId: string;
}

type Holder = Pick<User, "id" | "role" | "name" | "username"> & Partial<Pick<User, "staffRole" | "tokenVersion">>;

/**
 * Sessions: refresh tokens (stored hashed, one family per sign-in, rotated by GraphQL), the access
 * tokens they buy, and staff's view of a user's sessions.
 */
export class SessionService {
  readonly tokens: AccessTokens;

  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
    private readonly events: EventBus = noEvents,
  ) {
    this.tokens = new AccessTokens(config);
  }

  /** Issues an access token and a new refresh token (a new family). */
  async issue(user: Holder, remember: boolean, manager?: EntityManager): Promise<AuthResult> {
    const refreshToken = randomToken();
    const family = crypto.randomUUID();
    await this.store(manager ?? this.db.manager, user.id, refreshToken, family, remember);
    return this.result(user, refreshToken, family);
  }

  /**
   * The answer of a sign-in: a new access token beside the given refresh token. `sessionId` (its family)
   * goes into the access token, so that ending that session also closes the live subscriptions it opened.
   */
  result(user: Holder, refreshToken: string, sessionId?: string): AuthResult {
    const actor: Actor = { id: user.id, role: user.role, name: user.name, staffRole: user.staffRole ?? null };
    return {
      token: this.tokens.sign(actor, user.tokenVersion ?? 0, sessionId),
      refreshToken,
      role: user.role,
      username: user.username,
      name: user.name,
      userId: user.id,
    };
  }

  private async store(m: EntityManager, userId: string, token: string, family: string, remember: boolean) {
    const ttl = remember ? this.config.refreshTokenTtl : this.config.refreshTokenShortTtl;
    await m.getRepository(RefreshToken).insert({
      userId,
      tokenHash: sha256(token),
      family,
      remember,
      expiresAt: new Date(Date.now() + ttl * 1000),
      revokedAt: null,
    });
  }

  /**
   * Exchanges a refresh token for a new access token. With `rotate` (GraphQL) the presented token is
   * spent and a new one answered; presenting a spent token again revokes its whole family. Without
   * (the REST call of the specification, which answers only `token`) the refresh token stays valid.
   */
  async refresh(refreshToken: unknown, rotate: boolean): Promise<AuthResult> {
    if (typeof refreshToken !== "string" || refreshToken === "")
      throw new ValidationError(msg("auth.refreshTokenRequired"));
    const outcome = await this.db.transaction(async (m) => {
      const repo = m.getRepository(RefreshToken);
      const row = await repo.findOne({
        where: { tokenHash: sha256(refreshToken) },
        lock: { mode: "pessimistic_write" },
      });
      if (!row) throw new UnauthenticatedError(msg("auth.invalidRefresh"));
      if (row.revokedAt) {
        // Reuse of a spent token: someone else may hold the family. Revoke it all (committed, then refuse).
        await repo.update({ family: row.family, revokedAt: IsNull() }, { revokedAt: new Date() });
        return "reused" as const;
      }
      if (row.expiresAt.getTime() <= Date.now()) throw new UnauthenticatedError(msg("auth.invalidRefresh"));
      const user = await m.getRepository(User).findOneBy({ id: row.userId });
      if (!user || user.disabledAt) throw new UnauthenticatedError(msg("auth.invalidRefresh"));
      if (!rotate) return this.result(user, refreshToken, row.family);
      await repo.update({ id: row.id }, { revokedAt: new Date() });
      const next = randomToken();
      await this.store(m, user.id, next, row.family, row.remember);
      return this.result(user, next, row.family);
    });
    if (outcome === "reused") {
      authEvent("refresh.reuse_detected", { reason: "a spent refresh token was presented; its family is revoked" });
      throw new UnauthenticatedError(msg("auth.invalidRefresh"));
    }
    return outcome;
  }

  /** Revokes the refresh token's family (logout; its staff access tokens are refused from then on). Unknown tokens are ignored. */
  async logout(refreshToken: unknown): Promise<boolean> {
    if (typeof refreshToken !== "string" || refreshToken === "") return true;
    const repo = this.db.getRepository(RefreshToken);
    const row = await repo.findOneBy({ tokenHash: sha256(refreshToken) });
    if (row) {
      await repo.update({ family: row.family, revokedAt: IsNull() }, { revokedAt: new Date() });
      // The session's live subscriptions close too, on every instance.
      this.ended(row.userId, row.family);
    }
    return true;
  }

  async revokeAllFor(userId: string, m: EntityManager = this.db.manager) {
    await m.getRepository(RefreshToken).update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** A user's signed-in sessions (refresh token families still valid), newest first. Staff only. */
  async list(actor: Actor | undefined, userId: string): Promise<Session[]> {
    requireActor(actor);
    if (!isUuid(userId)) throw new NotFoundError(msg("auth.userNotFound"));
    const rows = await this.db
      .getRepository(RefreshToken)
      .createQueryBuilder("t")
      .select("t.family", "id")
      .addSelect("min(t.createdAt)", "createdAt")
      .addSelect("max(t.createdAt)", "lastUsedAt")
      .addSelect("max(t.expiresAt)", "expiresAt")
      .addSelect("bool_or(t.remember)", "remember")
      .where("t.userId = :userId AND t.revokedAt IS NULL AND t.expiresAt > now()", { userId })
      .groupBy("t.family")
      .orderBy(`"lastUsedAt"`, "DESC")
      .getRawMany<Session>();
    return rows.map((r) => ({
      ...r,
      createdAt: new Date(r.createdAt),
      lastUsedAt: new Date(r.lastUsedAt),
      expiresAt: new Date(r.expiresAt),
    }));
  }

  /**
   * Signs a user out: one session (its family) or, without `sessionId`, all of them (the account's token
   * version grows too, so a staff member's access tokens are refused at once). Staff only. Recorded in
   * the activity log; every instance closes the live subscriptions of the ended sessions. Answers how many
   * were revoked.
   */
  async revoke(actor: Actor | undefined, userId: string, sessionId?: string | null): Promise<number> {
    const who = requireActor(actor);
    if (!isUuid(userId) || (sessionId != null && !isUuid(sessionId)))
      throw new NotFoundError(msg("auth.sessionNotFound"));
    const families = await this.db.transaction(async (m) => {
      const revoked = await revokeSessions(m, userId, sessionId ?? null);
      if (sessionId == null) await bumpTokenVersion(m, userId);
      if (revoked.length || sessionId == null)
        await recordActivity(m, who, {
          action: "sessions ended",
          entity: "session",
          entityId: userId,
          changes: { sessions: [revoked.map((r) => r.family), []] },
        });
      return revoked.map((r) => r.family);
    });
    this.ended(userId, sessionId ?? null);
    return families.length;
  }

  /** Tells every instance that a user's sessions (one, or null: all) ended: their live subscriptions close. */
  ended(userId: string, sessionId: string | null = null): void {
    this.events.publish(SESSIONS_ENDED, { userId, sessionId });
  }
}

/** Refresh tokens are their own credential; staff alone list and end someone's sessions. */
export const SESSION_POLICIES: ServicePolicies<SessionService> = {
  ...open("issue", "result", "refresh", "logout", "revokeAllFor", "ended"),
  ...needs(Permission.staffManage)("list", "revoke"),
};
