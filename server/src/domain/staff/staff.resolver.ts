import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { type Context } from "../../graphql/context";
import { User } from "../auth/user.entity";
import { type Permission, StaffRole, permissionsOf } from "../shared/permissions";
import { PermissionScalar } from "../../graphql/permission-scalar";
import { InviteStaffInput, StaffMemberType, StaffRoleType } from "./staff.types";

/** What a staff account may do, for the admin UI to hide the rest (the services are what refuse). */
@Resolver(() => User)
export class UserPermissionsResolver {
  @FieldResolver(() => [PermissionScalar], {
    description: "The account's permissions (bookings.read, money.read, ...); none for customers",
  })
  permissions(@Root() user: User): readonly Permission[] {
    return permissionsOf(user.staffRole);
  }
}

/** The owner's Staff screen: staff accounts, invitations, roles, disabling. */
@Resolver()
export class StaffResolver {
  @Query(() => [StaffMemberType], { description: "Every staff account (owners)" })
  staffMembers(@Ctx() ctx: Context): Promise<StaffMemberType[]> {
    return ctx.services.staff.list(ctx.actor);
  }

  @Query(() => [StaffRoleType], { description: "Each staff role and its permissions (owners)" })
  staffRoles(@Ctx() ctx: Context): StaffRoleType[] {
    return ctx.services.staff.roles(ctx.actor);
  }

  @Mutation(() => StaffMemberType, {
    description: "Invites a staff member: creates the account and e-mails a set-password link that expires (owners)",
  })
  inviteStaff(@Arg("input") input: InviteStaffInput, @Ctx() ctx: Context): Promise<StaffMemberType> {
    return ctx.services.staff.invite(ctx.actor, input);
  }

  @Mutation(() => StaffMemberType, {
    description:
      "E-mails a pending member's invitation again with a fresh set-password link; earlier unused links stop working (owners)",
  })
  resendStaffInvite(@Arg("userId", () => ID) userId: string, @Ctx() ctx: Context): Promise<StaffMemberType> {
    return ctx.services.staff.resendInvite(ctx.actor, userId);
  }

  @Mutation(() => StaffMemberType, { description: "Changes a staff member's role (owners; not one's own)" })
  setStaffRole(
    @Arg("userId", () => ID) userId: string,
    @Arg("staffRole", () => StaffRole) staffRole: StaffRole,
    @Ctx() ctx: Context,
  ): Promise<StaffMemberType> {
    return ctx.services.staff.setRole(ctx.actor, userId, staffRole);
  }

  @Mutation(() => StaffMemberType, {
    description: "Disables a staff account: it cannot sign in and all its sessions end at once (owners)",
  })
  disableStaff(@Arg("userId", () => ID) userId: string, @Ctx() ctx: Context): Promise<StaffMemberType> {
    return ctx.services.staff.disable(ctx.actor, userId);
  }

  @Mutation(() => StaffMemberType, { description: "Lets a disabled staff account sign in again (owners)" })
  enableStaff(@Arg("userId", () => ID) userId: string, @Ctx() ctx: Context): Promise<StaffMemberType> {
    return ctx.services.staff.enable(ctx.actor, userId);
  }
}
