import { DataSource } from "typeorm";
import type { Config } from "../../config";
import { open, type ServicePolicies } from "../shared/actor";
import { Role } from "../shared/enums";
import { StaffRole } from "../shared/permissions";
import { hashPassword, passwordMatches } from "./passwords";
import { User } from "./user.entity";

/** The seeded admin account from ADMIN_LOGIN / ADMIN_PASSWORD, an owner; its password follows the configuration. */
export class AdminSeedService {
  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
  ) {}

  async ensureAdmin(): Promise<void> {
    const users = this.db.getRepository(User);
    const { adminLogin, adminPassword } = this.config;
    const email = adminLogin.includes("@") ? adminLogin : `${adminLogin}@kashicoachtours.in`;
    const username = adminLogin.includes("@") ? "admin" : adminLogin;
    const existing = await users
      .createQueryBuilder("u")
      .addSelect("u.passwordHash")
      .where("lower(u.email) = :email", { email })
      .getOne();
    if (existing) {
      const patch: Partial<User> = {};
      if (!(await passwordMatches(existing.passwordHash, adminPassword)))
        patch.passwordHash = await hashPassword(adminPassword);
      if (existing.role !== Role.admin || existing.staffRole !== StaffRole.owner)
        Object.assign(patch, { role: Role.admin, staffRole: StaffRole.owner });
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
      staffRole: StaffRole.owner,
      passwordHash: await hashPassword(adminPassword),
    });
  }
}

/** Run by the server at start-up (db/seed), never through an API. */
export const ADMIN_SEED_POLICIES: ServicePolicies<AdminSeedService> = { ...open("ensureAdmin") };
