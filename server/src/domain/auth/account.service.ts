import { DataSource } from "typeorm";
import { open, requireActor, type Actor, type ServicePolicies } from "../shared/actor";
import { Role } from "../shared/enums";
import { ConflictError, NotFoundError, UnauthenticatedError, ValidationError } from "../shared/errors";
import { recordActivity } from "../shared/activity";
import { authEvent } from "../shared/log";
import { msg, text } from "../shared/messages";
import * as v from "../shared/validate";
import { hashPassword, passwordMatches, validatePassword, validateUsername } from "./passwords";
import type { AuthResult, SessionService } from "./session.service";
import { User } from "./user.entity";

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

/** Accounts with a password: registration (always a customer), sign-in, and the signed-in user's own record. */
export class AccountService {
  constructor(
    private readonly db: DataSource,
    private readonly sessions: SessionService,
  ) {}

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
      await this.db.transaction(async (m) => {
        await m.getRepository(User).insert(user);
        await recordActivity(m, user, { action: "register", entity: "account", entityId: user.id });
      });
    } catch (e) {
      // A concurrent registration won the unique index race.
      if ((e as { code?: string }).code === "23505") throw new ConflictError(msg("auth.accountExists"));
      throw e;
    }
    authEvent("register.ok", { userId: user.id });
    return this.sessions.issue(user, true);
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
    if (!user || !(await passwordMatches(user.passwordHash, input.password))) {
      authEvent("login.failed", { login, userId: user?.id, reason: !user ? "unknown account" : "wrong password" });
      await recordActivity(this.db.manager, user && { id: user.id, name: user.name }, {
        action: "sign-in failed",
        entity: "account",
        entityId: user?.id ?? null,
        changes: { login: [null, login] },
      });
      throw new UnauthenticatedError(msg("auth.invalidLogin"));
    }
    if (user.disabledAt) {
      authEvent("login.failed", { login, userId: user.id, reason: "account disabled" });
      throw new UnauthenticatedError(msg("auth.accountDisabled"));
    }
    authEvent("login.ok", { userId: user.id, role: user.role });
    return this.db.transaction(async (m) => {
      await recordActivity(m, user, { action: "sign-in", entity: "account", entityId: user.id });
      return this.sessions.issue(user, input.remember !== false, m);
    });
  }

  async me(actor: Actor | undefined): Promise<User> {
    const user = await this.db.getRepository(User).findOneBy({ id: requireActor(actor).id });
    if (!user) throw new NotFoundError(msg("auth.userNotFound"));
    return user;
  }
}

/** Open to everybody: each method checks its own credentials (the form, the password, the actor). */
export const ACCOUNT_POLICIES: ServicePolicies<AccountService> = {
  ...open("register", "login", "me"),
};
