/**
 * Who among the operator's staff may do what: the written list of permissions and each staff role's
 * set of them, in one place. The service layer's gate (actor.ts, applied to every service method by
 * its policy table in services.ts) reads it; the admin UI reads an account's permissions to hide what
 * it cannot do (the server is what refuses). The README's roles table is this table in words.
 */
export enum StaffRole {
  owner = "owner",
  manager = "manager",
  bookingDesk = "booking_desk",
  dispatcher = "dispatcher",
  accounts = "accounts",
}

export enum Permission {
  /** Booking lists, a booking's view and history, the calendar, the dashboard's counts. */
  bookingsRead = "bookings.read",
  /** Booking status moves other than confirming, cancellation answers, notes, deleting, resending e-mails; booking for a customer. */
  bookingsWrite = "bookings.write",
  /** Moving a booking to Confirmed. */
  bookingsConfirm = "bookings.confirm",
  /** Which bus and driver take a trip. */
  bookingsAssign = "bookings.assign",
  /** Customers, their bookings and notes; contact messages. */
  customersRead = "customers.read",
  customersWrite = "customers.write",
  /** Pricing a quote. */
  quotesPrice = "quotes.price",
  /** Fares, advances, balances and revenue (null in every answer and export without it). */
  moneyRead = "money.read",
  /** Recording fares, advances and payments; completing a trip. */
  moneyWrite = "money.write",
  /** A booking's payments: the ledger of what was received, by whom, how and when. */
  paymentsRead = "payments.read",
  /** Recording a payment received by hand (UPI with its UTR, cash, a bank transfer). */
  paymentsWrite = "payments.write",
  /** Buses: add, edit, delete. */
  fleetWrite = "fleet.write",
  /** A bus's unavailable periods on the calendar. */
  calendarWrite = "calendar.write",
  drivers = "drivers.write",
  documents = "documents.write",
  /** Confirming a trip whose bus has a lapsed vehicle document, with a written reason (owners only). */
  documentsOverride = "documents.override",
  /** Destinations and site images. */
  contentWrite = "content.write",
  /** Figures and reports: bookings per month. */
  reportsRead = "reports.read",
  /** The site's contact settings and the notification settings. */
  settingsWrite = "settings.write",
  /** Payment and tax settings (UPI ID, payee, GSTIN). */
  taxesWrite = "taxes.write",
  /** Staff accounts: invite, role, disable, sessions. */
  staffManage = "staff.manage",
  /** The activity log. */
  activityRead = "activity.read",
}

const ALL = Object.values(Permission);
const P = Permission;

/** Each staff role's permissions. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  [StaffRole.owner]: ALL,
  [StaffRole.manager]: ALL.filter(
    (p) => p !== P.staffManage && p !== P.taxesWrite && p !== P.activityRead && p !== P.documentsOverride,
  ),
  [StaffRole.bookingDesk]: [
    P.bookingsRead,
    P.bookingsWrite,
    P.bookingsConfirm,
    P.bookingsAssign,
    P.customersRead,
    P.customersWrite,
    P.quotesPrice,
  ],
  [StaffRole.dispatcher]: [P.bookingsRead, P.bookingsAssign, P.calendarWrite, P.drivers, P.documents],
  [StaffRole.accounts]: [
    P.bookingsRead,
    P.customersRead,
    P.moneyRead,
    P.moneyWrite,
    P.paymentsRead,
    P.paymentsWrite,
    P.reportsRead,
  ],
};

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === "string" && (Object.values(StaffRole) as string[]).includes(value);

export const permissionsOf = (role: StaffRole | null | undefined): readonly Permission[] =>
  role ? ROLE_PERMISSIONS[role] : [];

/**
 * The fields of a booking that are money (null for staff without `money.read`): the stored paise (which the
 * API's rupee fields are read from) and the API's own names where an answer carries them as data.
 */
export const MONEY_FIELDS = [
  "agreedFarePaise",
  "agreedAdvancePaise",
  "balancePaise",
  "agreedFare",
  "advance",
  "advanceReceivedOn",
  "balance",
  "revenue",
  // A booking's vehicles hired in from vendors, and what they leave the operator.
  "vendorCost",
  "margin",
  "vendorCosts",
  "owed",
  "paid",
] as const;

/**
 * The money of a trip's candidate invoice lines (extra km, tolls, parking, permits): null for staff without
 * `money.read`, as a fare is. Named apart from MONEY_FIELDS because a quote's lines (read by the booking desk
 * with `quotes.price`) use the same names. The duty slip's amount to collect on board is not among them:
 * the dispatcher hands it to the driver.
 */
export const TRIP_CHARGE_MONEY_FIELDS = ["unitPaise", "amountPaise"] as const;
