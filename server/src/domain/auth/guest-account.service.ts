import crypto from "node:crypto";
import type { EntityManager } from "typeorm";
import type { Config } from "../../config";
import { open, type ServicePolicies } from "../shared/actor";
import { Language, Role } from "../shared/enums";
import type { AuthResult, SessionService } from "./session.service";
import { randomToken, sha256 } from "./tokens";
import { accountsByEmail, insertGuestAccounts } from "./auth.queries";

export interface Guest {
  name: string;
  email: string;
  phone: string;
  language: Language;
  session: boolean;
}

/** The password-less customer accounts that guests' bookings create (PRODUCT.md §6). */
export class GuestAccountService {
  constructor(
    private readonly config: Config,
    private readonly sessions: SessionService,
  ) {}

  /**
   * The accounts guests' bookings belong to, one per guest in order: the one with that e-mail, or else
   * a new password-less customer account, created (and, with `session`, logged in: its refresh token
   * stored) in one statement for the whole batch. Runs on the bookings' transaction `m`. One e-mail is
   * one account: guests racing with it, or sharing it within the batch, get the same account, and only
   * the first guest of a new account receives its tokens.
   */
  async accountsFor(m: EntityManager, guests: Guest[]): Promise<Array<{ id: string; auth: AuthResult | null }>> {
    if (!guests.length) return [];
    // One row per e-mail, in e-mail order: concurrent batches take the unique index's locks in one order.
    const firsts = new Map<string, Guest>();
    for (const g of guests) if (!firsts.has(g.email.toLowerCase())) firsts.set(g.email.toLowerCase(), g);
    const rows = [...firsts.values()]
      .sort((a, b) => (a.email.toLowerCase() < b.email.toLowerCase() ? -1 : 1))
      .map((g) => ({ ...g, refreshToken: randomToken() }));
    const created = await insertGuestAccounts(
      m,
      rows.map((r) => ({ ...r, tokenHash: sha256(r.refreshToken), family: crypto.randomUUID() })),
      Role.user,
      new Date(Date.now() + this.config.refreshTokenTtl * 1000),
    );
    const ids = new Map(created.map((r) => [r.key, r.id]));
    const missing = rows.map((r) => r.email.toLowerCase()).filter((key) => !ids.has(key));
    // Accounts that already existed (or that a concurrent booking has just committed): a fresh snapshot.
    if (missing.length) for (const r of await accountsByEmail(m, missing)) ids.set(r.key, r.id);
    const tokens = new Map(rows.map((r) => [r.email.toLowerCase(), r.refreshToken]));
    return guests.map((g) => {
      const key = g.email.toLowerCase();
      const id = ids.get(key)!;
      const isNew = created.some((c) => c.key === key) && firsts.get(key) === g;
      const user = { id, role: Role.user, name: g.name, username: null };
      return { id, auth: isNew && g.session ? this.sessions.result(user, tokens.get(key)!) : null };
    });
  }
}

/** Called by the booking service inside its transaction; the booking's own rules decide. */
export const GUEST_ACCOUNT_POLICIES: ServicePolicies<GuestAccountService> = { ...open("accountsFor") };
