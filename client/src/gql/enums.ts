/** A user's role */
export const Role = {
  User: 'user',
  Admin: 'admin'
} as const;

export type Role = typeof Role[keyof typeof Role];
/** A staff account's role: owner, manager, booking desk, dispatcher or accounts */
export const StaffRole = {
  Owner: 'owner',
  Manager: 'manager',
  BookingDesk: 'bookingDesk',
  Dispatcher: 'dispatcher',
  Accounts: 'accounts'
} as const;

export type StaffRole = typeof StaffRole[keyof typeof StaffRole];
export const BookingStatus = {
  Pending: 'Pending',
  Confirmed: 'Confirmed',
  Cancelled: 'Cancelled'
} as const;

export type BookingStatus = typeof BookingStatus[keyof typeof BookingStatus];
/** Available, In Use or Maintenance */
export const BusStatus = {
  Available: 'Available',
  InUse: 'InUse',
  Maintenance: 'Maintenance'
} as const;

export type BusStatus = typeof BusStatus[keyof typeof BusStatus];
export const BookingChangeKind = {
  Created: 'CREATED',
  Updated: 'UPDATED',
  Deleted: 'DELETED'
} as const;

export type BookingChangeKind = typeof BookingChangeKind[keyof typeof BookingChangeKind];