import { graphql } from "../../../gql";
import { StaffRole } from "../../../gql/enums";

export const StaffMembers = graphql(`
  query StaffMembers {
    staffMembers {
      id
      name
      email
      staffRole
      invitePending
      disabledAt
      createdAt
    }
  }
`);
export const InviteStaff = graphql(`
  mutation InviteStaff($input: InviteStaffInput!) {
    inviteStaff(input: $input) {
      id
    }
  }
`);
export const ResendStaffInvite = graphql(`
  mutation ResendStaffInvite($userId: ID!) {
    resendStaffInvite(userId: $userId) {
      id
      invitePending
    }
  }
`);
export const SetStaffRole = graphql(`
  mutation SetStaffRole($userId: ID!, $staffRole: StaffRole!) {
    setStaffRole(userId: $userId, staffRole: $staffRole) {
      id
      staffRole
    }
  }
`);
export const DisableStaff = graphql(`
  mutation DisableStaff($userId: ID!) {
    disableStaff(userId: $userId) {
      id
      disabledAt
    }
  }
`);
export const EnableStaff = graphql(`
  mutation EnableStaff($userId: ID!) {
    enableStaff(userId: $userId) {
      id
      disabledAt
    }
  }
`);
export const ActivityLog = graphql(`
  query ActivityLog($filter: ActivityFilterInput) {
    activity(filter: $filter) {
      id
      at
      actorName
      address
      action
      entity
      entityId
      subject
      changes
    }
  }
`);
export const BookingActivityLog = graphql(`
  query BookingActivityLog($id: ID!) {
    booking(id: $id) {
      id
      activity {
        id
        at
        actorName
        action
        changes
      }
    }
  }
`);

/** The staff roles in the order the owner reads them; each one's label is `admin.staff.roles.<role>` in en.admin.json. */
export const STAFF_ROLES = Object.values(StaffRole);

export const StaffRolesQuery = graphql(`
  query StaffRoles {
    staffRoles {
      role
      permissions
    }
  }
`);
