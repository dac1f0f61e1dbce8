/** Who an account is: a customer or the operator's staff. */
export enum Role {
  user = "user",
  admin = "admin",
}
/** A bus's state, as staff set it in the fleet form. */
export enum BusStatus {
  Available = "Available",
  InUse = "In Use",
  Maintenance = "Maintenance",
}
/** A booking request's state; staff move it between the three (booking-rules.ts). */
export enum BookingStatus {
  Pending = "Pending",
  Confirmed = "Confirmed",
  Cancelled = "Cancelled",
}
/** The languages a customer reads the site, e-mails and invoice in. */
export enum Language {
  en = "en",
  hi = "hi",
}

/** A quote's own state, beside the booking's status (which stays Pending / Confirmed / Cancelled). */
export enum QuoteState {
  Draft = "Draft",
  Sent = "Sent",
  Accepted = "Accepted",
  Declined = "Declined",
  Expired = "Expired",
  Superseded = "Superseded",
}

/** `"a" IN ('x', 'y')` for a CHECK constraint, from the enum itself (so the database guards the same list). */
export const sqlIn = (column: string, values: Record<string, string>) =>
  `"${column}" IN (${Object.values(values)
    .map((v) => `'${v}'`)
    .join(", ")})`;
