/** A staff member as the Staff screen's list reads it (the two Staff screen tests share it). */
export const staffMember = (id: string, name: string, invitePending: boolean, disabledAt: string | null = null) => ({
  __typename: "StaffMemberType" as const,
  id,
  name,
  email: `${id}@example.com`,
  staffRole: "bookingDesk" as const,
  invitePending,
  disabledAt,
  createdAt: "2026-11-20T09:30:00.000Z",
});
