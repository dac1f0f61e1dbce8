import { graphql } from "../../../gql";

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

/** The staff roles as the owner reads them. */
export const ROLE_LABELS = {
  owner: "Owner",
  manager: "Manager",
  bookingDesk: "Booking desk",
  dispatcher: "Dispatcher",
  accounts: "Accounts",
} as const;
export type StaffRoleKey = keyof typeof ROLE_LABELS;
