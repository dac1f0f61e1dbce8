import { DataSource, EntityManager } from "typeorm";
import type { SessionService } from "../auth/session.service";
import type { MailQueue } from "../shared/mail-queue";
import { needs, type Actor, type ServicePolicies, requireActor } from "../shared/actor";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";
import { changesBetween, recordActivity } from "../shared/activity";
import { Permission, ROLE_PERMISSIONS, StaffRole, isStaffRole } from "../shared/permissions";
import * as v from "../shared/validate";
import {
  disableAccount,
  enableAccount,
  insertStaffMember,
  lockActiveOwners,
  lockStaffMember,
  setStaffRole,
  staffMember,
  staffMembers,
  type StaffMember,
} from "./staff.queries";

export type { StaffMember };

export interface Invitation {
  name: unknown;
  email: unknown;
  staffRole: unknown;
}

/**
 * The owner's staff accounts: invitations (a set-password link by e-mail, the outbox's staff-invite kind),
 * staff roles, disabling (every session ends at once: refresh tokens revoked, access tokens refused by
 * their version). There is always an active owner: demotions and disablings lock the owners' rows.
 */
export class StaffService {
  constructor(
    private readonly db: DataSource,
    private readonly notifications: MailQueue,
    private readonly sessions: SessionService,
  ) {}

  /** Each staff role and its permissions, from the one role table (the invitation form explains them). */
  roles(actor: Actor | undefined): { role: StaffRole; permissions: readonly Permission[] }[] {
    requireActor(actor);
    return Object.values(StaffRole).map((role) => ({ role, permissions: ROLE_PERMISSIONS[role] }));
  }

  async list(actor: Actor | undefined): Promise<StaffMember[]> {
    requireActor(actor);
    return staffMembers(this.db);
  }

  /** Creates the account (no password yet) and queues its invitation in the same transaction. */
  async invite(actor: Actor | undefined, input: Invitation): Promise<StaffMember> {
    requireActor(actor);
    const name = v.requiredText(input.name, "Name", 100);
    const email = v.email(input.email);
    const staffRole = roleOf(input.staffRole);
    try {
      return await this.db.transaction(async (m) => {
        const member = await insertStaffMember(m, name, email, staffRole);
        if (!member) throw new ConflictError(msg("auth.emailTaken"));
        await recordActivity(m, actor, {
          action: "invite",
          entity: "staff",
          entityId: member.id,
          changes: changesBetween({}, { name, email, staffRole }),
        });
        await this.notifications.queueForAccount(m, "staff-invite", member);
        return member;
      });
    } catch (e) {
      if ((e as { code?: string }).code === "23505") throw new ConflictError(msg("auth.emailTaken"));
      throw e;
    }
  }

  /**
   * Sends a pending member's invitation again (the first e-mail expired or was lost): one activity entry and one
   * queued invitation e-mail, in one transaction on the member's locked row. Refused for a member who has set a
   * password (they use "Forgot password") and for a disabled one (enable first). The e-mail's link is made when
   * it is sent, and withdraws the member's earlier unused links (auth/set-password-link.ts): the newest e-mail
   * is the one that works. A GraphQL request may ask for it once (graphql/limits.ts), so one request queues one
   * e-mail.
   */
  async resendInvite(actor: Actor | undefined, userId: unknown): Promise<StaffMember> {
    const me = requireActor(actor);
    if (typeof userId !== "string" || !isUuid(userId)) throw new NotFoundError(msg("staff.notFound"));
    return this.db.transaction(async (m) => {
      const member = await lockStaffMember(m, userId);
      if (!member) throw new NotFoundError(msg("staff.notFound"));
      if (!member.invitePending) throw new ConflictError(msg("staff.passwordSet"));
      if (member.disabledAt) throw new ConflictError(msg("staff.disabledInvite"));
      await recordActivity(m, me, { action: "resend-invite", entity: "staff", entityId: member.id });
      await this.notifications.queueForAccount(m, "staff-invite", member);
      return member;
    });
  }

  /** Changes a member's staff role; nobody changes their own, and the last active owner stays an owner. */
  async setRole(actor: Actor | undefined, userId: unknown, staffRole: unknown): Promise<StaffMember> {
    const me = requireActor(actor);
    const role = roleOf(staffRole);
    return this.change(me, userId, "role", async (m, member, owners) => {
      if (member.staffRole === StaffRole.owner && role !== StaffRole.owner) lastOwnerCheck(member, owners);
      await setStaffRole(m, member.id, role);
    });
  }

  /** Disables a member: they cannot sign in, and every session ends at once (refresh tokens and access tokens). */
  async disable(actor: Actor | undefined, userId: unknown): Promise<StaffMember> {
    const me = requireActor(actor);
    return this.change(me, userId, "account", async (m, member, owners) => {
      if (member.disabledAt) return;
      if (member.staffRole === StaffRole.owner) lastOwnerCheck(member, owners);
      await disableAccount(m, member.id);
      await this.sessions.revokeAllFor(member.id, m);
    }).then((member) => {
      // After the commit: every instance closes the member's live subscriptions.
      this.sessions.ended(member.id);
      return member;
    });
  }

  /** Lets a disabled member sign in again (their old sessions stay ended). */
  async enable(actor: Actor | undefined, userId: unknown): Promise<StaffMember> {
    const me = requireActor(actor);
    return this.change(me, userId, "account", async (m, member) => {
      await enableAccount(m, member.id);
    });
  }

  /**
   * One change to one member, in a transaction holding the active owners' rows (FOR UPDATE, in id
   * order), so two owners demoting or disabling each other at once cannot leave none.
   */
  private async change(
    me: Actor,
    userId: unknown,
    what: "role" | "account",
    apply: (m: EntityManager, member: StaffMember, owners: string[]) => Promise<void>,
  ): Promise<StaffMember> {
    if (typeof userId !== "string" || !isUuid(userId)) throw new NotFoundError(msg("staff.notFound"));
    if (userId === me.id) throw new ForbiddenError(msg(what === "role" ? "staff.ownRole" : "staff.ownAccount"));
    return this.db.transaction(async (m) => {
      const owners = await lockActiveOwners(m);
      const member = await lockStaffMember(m, userId);
      if (!member) throw new NotFoundError(msg("staff.notFound"));
      await apply(m, member, owners);
      const after = await staffMember(m, userId);
      const changes = changesBetween(member, after, ["staffRole", "disabledAt"]);
      if (Object.keys(changes).length)
        await recordActivity(m, me, { action: "update", entity: "staff", entityId: member.id, changes });
      return after;
    });
  }
}

function roleOf(value: unknown): StaffRole {
  if (!isStaffRole(value)) throw new ValidationError(msg("staff.unknownRole"), { field: "staffRole" });
  return value;
}

function lastOwnerCheck(member: StaffMember, activeOwners: string[]): void {
  if (activeOwners.filter((id) => id !== member.id).length === 0) throw new ConflictError(msg("staff.lastOwner"));
}

/** The owner's screen: staff.manage. */
export const STAFF_POLICIES: ServicePolicies<StaffService> = {
  ...needs(Permission.staffManage)("list", "roles", "invite", "resendInvite", "setRole", "disable", "enable"),
};
