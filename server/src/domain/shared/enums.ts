export enum Role {
  user = "user",
  admin = "admin",
}
export enum BusStatus {
  Available = "Available",
  InUse = "In Use",
  Maintenance = "Maintenance",
}
/** The languages a customer reads the site, e-mails and invoice in. */
export enum Language {
  en = "en",
  hi = "hi",
}
export enum BookingStatus {
  Pending = "Pending",
  Confirmed = "Confirmed",
  Cancelled = "Cancelled",
}

/** `"a" IN ('x', 'y')` for a CHECK constraint, from the enum itself (so the database guards the same list). */
export const sqlIn = (column: string, values: Record<string, string>) =>
  `"${column}" IN (${Object.values(values)
    .map((v) => `'${v}'`)
    .join(", ")})`;
