import type { DataSource } from "typeorm";
import { open, type Identity, type ServicePolicies } from "../shared/actor";
import { Role } from "../shared/enums";
import { authEvent } from "../shared/log";
import type { StaffRole } from "../shared/permissions";
import { preparedQuery } from "../shared/prepared";
import type { AccessTokens } from "./tokens";

/**
 * Who a request is, from its Authorization header: the one place a token becomes an actor, for
 * GraphQL (HTTP and WebSocket), REST and downloads alike. A staff token is checked against the account
 * on every request (one primary-key read): a disabled account, or a token older than the account's
 * last "end all sessions" (its `tokenVersion`), is refused at once on every instance, and the staff
 * role is the account's current one, not the one the token was issued with. A token naming its session
 * (the refresh token family it was bought by) is refused once that session is ended (signed out, revoked).
 */
export class AccessService {
  constructor(
    private readonly db: DataSource,
    readonly tokens: AccessTokens,
  ) {}

  async identify(header: unknown): Promise<Identity> {
    const identity = this.tokens.identify(header);
    const { actor } = identity;
    if (!actor || actor.role !== Role.admin) return identity;
    const [account] = await preparedQuery<{
      staffRole: StaffRole | null;
      disabled: boolean;
      tokenVersion: number;
      live: boolean;
    }>(
      this.db,
      "staff-access",
      `SELECT "staffRole", "disabledAt" IS NOT NULL AS disabled, "tokenVersion",
         ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.family = $2::uuid AND t."revokedAt" IS NULL)) AS live
       FROM users WHERE id = $1 AND role = 'admin'`,
      [actor.id, identity.sessionId ?? null],
    );
    if (!account?.staffRole || account.disabled || account.tokenVersion !== (identity.version ?? 0) || !account.live) {
      authEvent("authz.unauthenticated", {
        userId: actor.id,
        reason: !account
          ? "no such staff account"
          : account.disabled
            ? "account disabled"
            : account.live
              ? "sessions ended"
              : "session ended",
      });
      return { authError: "invalid" };
    }
    return { actor: { ...actor, staffRole: account.staffRole }, sessionId: identity.sessionId };
  }
}

/** A token is its own credential. */
export const ACCESS_POLICIES: ServicePolicies<AccessService> = { ...open("identify") };
