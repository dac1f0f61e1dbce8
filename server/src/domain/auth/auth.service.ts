import crypto from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { DataSource, EntityManager, IsNull } from "typeorm";
import type { Config } from "../../config";
import commonPasswords from "fxa-common-password-list";
import { requireActor, requireAdmin, type Actor, type ServicePolicies, open, adminOnly } from "../shared/actor";
import { Language, Role } from "../shared/enums";
import { ConflictError, NotFoundError, UnauthenticatedError, ValidationError, isUuid } from "../shared/errors";
import { authEvent } from "../shared/log";
import { msg, text } from "../shared/messages";
import * as v from "../shared/validate";
import { User } from "./user.entity";
import { RefreshToken } from "./refresh-token.entity";
import { AccessTokens, randomToken, sha256 } from "./tokens";

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

/** The register form as sent by either API. */
export interface Registration {
  name: unknown;
  email: unknown;
  mobileNo: unknown;
  username: unknown;
  password: unknown;
}

/** Login by e-mail or username; `remember: false` gives a shorter-lived refresh token. */
export interface Credentials {
  login: unknown;
  password: unknown;
  remember?: boolean | null;
}

export const INVALID_LOGIN = text("auth.invalidLogin");

export const hashPassword = (password: string) => hash(password, { algorithm: 2 /* argon2id */ });

/** The account rules the REST document publishes too. */
export const PASSWORD_MIN = 8;
export const USERNAME = /^[A-Za-z0-9_.-]{3,30}$/;

export function validatePassword(value: unknown): string {
  if (typeof value !== "string" || value === "")
    throw new ValidationError(msg("validation.required", { field: "Password" }), { field: "password" });
  if (value.length < PASSWORD_MIN)
    throw new ValidationError(msg("validation.tooShort", { field: "Password", min: PASSWORD_MIN }), {
      field: "password",
    });
  if (value.length > 200)
    throw new ValidationError(msg("validation.tooLong", { field: "Password", max: 200 }), { field: "password" });
  // ASVS 6.2: the most common passwords (Firefox Accounts' list) are refused.
  if (commonPasswords.test(value) || commonPasswords.test(value.toLowerCase()))
    throw new ValidationError(msg("auth.commonPassword"), { field: "password" });
  return value;
}

export function validateUsername(value: unknown): string {
  const name = v.requiredText(value, "Username", 30);
  if (!USERNAME.test(name)) throw new ValidationError(msg("auth.usernameFormat"), { field: "username" });
  return name;
}

export class AuthService {
  readonly tokens: AccessTokens;

  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
  ) {
    this.tokens = new AccessTokens(config);
  }

  async register(input: Registration): Promise<AuthResult> {
    const name = v.requiredText(input.name, "Name", 100);
    const email = v.email(input.email);
    const mobileNo = v.phone(input.mobileNo, "Mobile number");
    const username = validateUsername(input.username);
    const password = validatePassword(input.password);
    const users = this.db.getRepository(User);
    if (await users.createQueryBuilder("u").where("lower(u.email) = :email", { email }).getExists())
      throw new ConflictError(msg("auth.emailTaken"));
    if (await users.createQueryBuilder("u").where("lower(u.username) = lower(:username)", { username }).getExists())
      throw new ConflictError(msg("auth.usernameTaken"));
    const user = users.create({
      name,
      email,
      mobileNo,
      username,
      role: Role.user,
      passwordHash: await hashPassword(password),
    });
    try {
      await users.insert(user);
    } catch (e) {
      // A concurrent registration won the unique index race.
      if ((e as { code?: string }).code === "23505") throw new ConflictError(msg("auth.accountExists"));
      throw e;
    }
    authEvent("register.ok", { userId: user.id });
    return this.issue(user, true);
  }

  async login(input: Credentials): Promise<AuthResult> {
    const login = v.requiredText(input.login, "Login", 254);
    if (typeof input.password !== "string" || input.password === "")
      throw new ValidationError(msg("validation.required", { field: "Password" }), { field: "password" });
    const user = await this.db
      .getRepository(User)
      .createQueryBuilder("u")
      .addSelect("u.passwordHash")
      .where("lower(u.email) = lower(:login) OR lower(u.username) = lower(:login)", { login })
      .getOne();
    // Verify against a dummy hash when the user is unknown, so timing does not reveal accounts.
    const stored = user?.passwordHash ?? DUMMY_HASH;
    const ok = await verify(stored, input.password).catch(() => false);
    if (!user || !user.passwordHash || !ok) {
      authEvent("login.failed", { login, userId: user?.id, reason: !user ? "unknown account" : "wrong password" });
      throw new UnauthenticatedError(msg("auth.invalidLogin"));
    }
    authEvent("login.ok", { userId: user.id, role: user.role });
    return this.issue(user, input.remember !== false);
  }

  /** Issues an access token and a new refresh token (a new family). */
  async issue(
    user: Pick<User, "id" | "role" | "name" | "username">,
    remember: boolean,
    manager?: EntityManager,
  ): Promise<AuthResult> {
    const refreshToken = randomToken();
    await this.storeRefresh(manager ?? this.db.manager, user.id, refreshToken, crypto.randomUUID(), remember);
    return this.result(user, refreshToken);
  }

  /**
   * The accounts guests' bookings belong to, one per guest in order: the one with that e-mail, or else
   * a new password-less customer account, created (and, with `session`, logged in: its refresh token
   * stored) in one statement for the whole batch. Runs on the bookings' transaction `m`. One e-mail is
   * one account: guests racing with it, or sharing it within the batch, get the same account, and only
   * the first guest of a new account receives its tokens.
   */
  async accountsForGuests(
    m: EntityManager,
    guests: Array<{ name: string; email: string; phone: string; language: Language; session: boolean }>,
  ): Promise<Array<{ id: string; auth: AuthResult | null }>> {
    if (!guests.length) return [];
    // One row per e-mail, in e-mail order: concurrent batches take the unique index's locks in one order.
    const firsts = new Map<string, (typeof guests)[number]>();
    for (const g of guests) if (!firsts.has(g.email.toLowerCase())) firsts.set(g.email.toLowerCase(), g);
    const rows = [...firsts.values()]
      .sort((a, b) => (a.email.toLowerCase() < b.email.toLowerCase() ? -1 : 1))
      .map((g) => ({ ...g, refreshToken: randomToken() }));
    const column = <K extends keyof (typeof rows)[number]>(k: K) => rows.map((r) => r[k]);
    const created: Array<{ id: string; key: string }> = await m.query(
      `WITH x AS (
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::uuid[], $7::bool[])
           AS x(name, email, phone, language, hash, family, session)),
       u AS (
         INSERT INTO users (name, email, "mobileNo", role, language)
         SELECT name, email, phone, $8, language FROM x
         ON CONFLICT ((lower(email))) DO NOTHING RETURNING id, lower(email) AS key),
       t AS (
         INSERT INTO refresh_tokens ("userId", "tokenHash", family, remember, "expiresAt")
         SELECT u.id, x.hash, x.family, true, $9 FROM u JOIN x ON lower(x.email) = u.key WHERE x.session)
       SELECT id, key FROM u`,
      [
        ...[column("name"), column("email"), column("phone"), column("language")],
        ...[rows.map((r) => sha256(r.refreshToken)), rows.map(() => crypto.randomUUID()), column("session")],
        ...[Role.user, new Date(Date.now() + this.config.refreshTokenTtl * 1000)],
      ],
    );
    const ids = new Map(created.map((r) => [r.key, r.id]));
    const missing = rows.map((r) => r.email.toLowerCase()).filter((key) => !ids.has(key));
    // Accounts that already existed (or that a concurrent booking has just committed): a fresh snapshot.
    if (missing.length)
      for (const r of await m.query(`SELECT id, lower(email) AS key FROM users WHERE lower(email) = ANY($1)`, [
        missing,
      ]))
        ids.set(r.key, r.id);
    const tokens = new Map(rows.map((r) => [r.email.toLowerCase(), r.refreshToken]));
    return guests.map((g) => {
      const key = g.email.toLowerCase();
      const id = ids.get(key)!;
      const isNew = created.some((c) => c.key === key) && firsts.get(key) === g;
      const user = { id, role: Role.user, name: g.name, username: null };
      return { id, auth: isNew && g.session ? this.result(user, tokens.get(key)!) : null };
    });
  }

  private result(user: Pick<User, "id" | "role" | "name" | "username">, refreshToken: string): AuthResult {
    const actor: Actor = { id: user.id, role: user.role, name: user.name };
    return {
      token: this.tokens.sign(actor),
      refreshToken,
      role: user.role,
      username: user.username,
      name: user.name,
      userId: user.id,
    };
  }

  private async storeRefresh(m: EntityManager, userId: string, token: string, family: string, remember: boolean) {
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
      if (!user) throw new UnauthenticatedError(msg("auth.invalidRefresh"));
      if (!rotate) return this.result(user, refreshToken);
      await repo.update({ id: row.id }, { revokedAt: new Date() });
      const next = randomToken();
      await this.storeRefresh(m, user.id, next, row.family, row.remember);
      return this.result(user, next);
    });
    if (outcome === "reused") {
      authEvent("refresh.reuse_detected", { reason: "a spent refresh token was presented; its family is revoked" });
      throw new UnauthenticatedError(msg("auth.invalidRefresh"));
    }
    return outcome;
  }

  /** Revokes the refresh token's family (logout). Unknown tokens are ignored. */
  async logout(refreshToken: unknown): Promise<boolean> {
    if (typeof refreshToken !== "string" || refreshToken === "") return true;
    const row = await this.db.getRepository(RefreshToken).findOneBy({ tokenHash: sha256(refreshToken) });
    if (row)
      await this.db
        .getRepository(RefreshToken)
        .update({ family: row.family, revokedAt: IsNull() }, { revokedAt: new Date() });
    return true;
  }

  async revokeAllFor(userId: string, m: EntityManager = this.db.manager) {
    await m.getRepository(RefreshToken).update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** A user's signed-in sessions (refresh token families still valid), newest first. Staff only. */
  async sessions(actor: Actor | undefined, userId: string): Promise<Session[]> {
    requireAdmin(actor);
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

  /** Signs a user out: one session (its family) or, without `sessionId`, all of them. Staff only. Answers how many were revoked. */
  async revokeSessions(actor: Actor | undefined, userId: string, sessionId?: string | null): Promise<number> {
    requireAdmin(actor);
    if (!isUuid(userId) || (sessionId != null && !isUuid(sessionId)))
      throw new NotFoundError(msg("auth.sessionNotFound"));
    const where = { userId, revokedAt: IsNull(), ...(sessionId ? { family: sessionId } : {}) };
    const families = await this.db
      .getRepository(RefreshToken)
      .createQueryBuilder("t")
      .select("DISTINCT t.family", "family")
      .where(`t.userId = :userId AND t.revokedAt IS NULL${sessionId ? " AND t.family = :sessionId" : ""}`, {
        userId,
        sessionId,
      })
      .getRawMany();
    await this.db.getRepository(RefreshToken).update(where, { revokedAt: new Date() });
    return families.length;
  }

  async me(actor: Actor | undefined): Promise<User> {
    const user = await this.db.getRepository(User).findOneBy({ id: requireActor(actor).id });
    if (!user) throw new NotFoundError(msg("auth.userNotFound"));
    return user;
  }

  /** The signed-in customer's language (English or Hindi): their e-mails and invoice follow it. */
  async setLanguage(actor: Actor | undefined, value: unknown): Promise<Language> {
    const { id } = requireActor(actor);
    const language = v.oneOf(value, Object.values(Language), "Language");
    await this.db.getRepository(User).update({ id }, { language });
    return language;
  }

  /** An account's language (English when there is no account): what its e-mails and invoices are written in. */
  async languageOf(userId: string | null | undefined): Promise<Language> {
    if (!userId) return Language.en;
    const row = await this.db.getRepository(User).findOne({ where: { id: userId }, select: { language: true } });
    return row?.language ?? Language.en;
  }

  /** The seeded admin account from ADMIN_LOGIN / ADMIN_PASSWORD; its password follows the configuration. */
  async ensureAdmin(): Promise<void> {
    const users = this.db.getRepository(User);
    const email = this.config.adminLogin.includes("@")
      ? this.config.adminLogin
      : `${this.config.adminLogin}@kashicoachtours.in`;
    const username = this.config.adminLogin.includes("@") ? "admin" : this.config.adminLogin;
    const existing = await users
      .createQueryBuilder("u")
      .addSelect("u.passwordHash")
      .where("lower(u.email) = :email", { email })
      .getOne();
    if (existing) {
      const same = existing.passwordHash
        ? await verify(existing.passwordHash, this.config.adminPassword).catch(() => false)
        : false;
      const patch: Partial<User> = {};
      if (!same) patch.passwordHash = await hashPassword(this.config.adminPassword);
      if (existing.role !== Role.admin) patch.role = Role.admin;
      if (Object.keys(patch).length) await users.update({ id: existing.id }, patch);
      return;
    }
    const taken = await users
      .createQueryBuilder("u")
      .where("lower(u.username) = lower(:username)", { username })
      .getExists();
    await users.insert({
      name: "Admin",
      email,
      mobileNo: "",
      username: taken ? null : username,
      role: Role.admin,
      passwordHash: await hashPassword(this.config.adminPassword),
    });
  }
}

const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$e5Jn7COa+NOFjXH/MXa1BQ$NUe0ty+/XvTaNH4d7IOwg12e6GWCInQzhsDterPC2VQ";

/** Accounts and tokens are open to everybody: each method checks its own credentials (password, refresh token, actor). */
export const AUTH_POLICIES: ServicePolicies<AuthService> = {
  ...open(
    "register",
    "login",
    "issue",
    "accountsForGuests",
    "refresh",
    "logout",
    "revokeAllFor",
    "me",
    "setLanguage",
    "languageOf",
    "ensureAdmin",
  ),
  ...adminOnly("sessions", "revokeSessions"),
};
