import { Field, ID, InputType, ObjectType } from "type-graphql";
import { type Permission, StaffRole } from "../shared/permissions";
import { PermissionScalar } from "../../graphql/permission-scalar";
import type { Invitation, StaffMember } from "./staff.service";

/** GraphQL types of staff accounts. Input rules live in StaffService, not here. */
@ObjectType({ description: "A staff account, as the owner's Staff screen lists it" })
export class StaffMemberType implements StaffMember {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() email: string;
  @Field(() => StaffRole) staffRole: StaffRole;
  @Field({ description: "Invited; no password set yet" }) invitePending: boolean;
  @Field(() => Date, { nullable: true, description: "When the account was disabled; null while active" })
  disabledAt: Date | null;
  @Field() createdAt: Date;
}

@ObjectType({ description: "A staff role and what it may do (the role table the server's gate reads)" })
export class StaffRoleType {
  @Field(() => StaffRole) role: StaffRole;
  @Field(() => [PermissionScalar]) permissions: readonly Permission[];
}

@InputType({ description: "Who to invite: a set-password link goes to the e-mail" })
export class InviteStaffInput implements Invitation {
  @Field() name: string;
  @Field() email: string;
  @Field(() => StaffRole) staffRole: StaffRole;
}
