/**
 * Who may do what: every GraphQL query, mutation and subscription (read from the schema), every
 * REST route (read from the OpenAPI document) and every download outside /api (read from the Express
 * router that holds them all, http/downloads.ts) is called as a guest, a user, another user and each
 * staff role (owner, manager, booking desk, dispatcher, accounts). Each row declares once what a guest,
 * the booking's owner, another user and staff allowed to call it get, and the permission staff need
 * (`needs`, one of a list): a staff role without it gets 403. An operation without a row fails the test.
 * A disabled staff account calls with the tokens it had, and gets what a guest gets.
 * Outcomes: "ok" (authorized: answered, or refused for its input), "401", "403", "404" (hidden).
 */
import crypto from "node:crypto";
import { getNamedType, isObjectType, type GraphQLField } from "graphql";
import { ROLE_PERMISSIONS, StaffRole } from "../src/domain/shared/permissions";
import { createSchema } from "../src/graphql/schema";
import { downloadsRouter, routesOf } from "../src/http/downloads";
import { openApiDocument } from "../src/rest/openapi";
import type { Services } from "../src/services";
import { PNG } from "./fixtures/foundation";
import { ADMIN, inDays, nextEvents, startServer, type TestServer } from "./harness";
import { todayInIndia } from "../src/domain/shared/calendar";

// Nine callers for each of some ninety operations.
jest.setTimeout(120_000);

type Outcome = "ok" | "401" | "403" | "404";
type Cells = [guest: Outcome, user: Outcome, other: Outcome, staff: Outcome];
type Needs = string | string[];
const STAFF = Object.values(StaffRole);
/** "disabled": a booking desk member the owner has disabled, calling with the tokens it had. */
const ROLES = ["guest", "user", "other", ...STAFF, "disabled"] as const;
type Role = (typeof ROLES)[number];

/**
 * The row's expected outcome for each caller: a staff role without the permission it needs gets 403;
 * a disabled account's tokens are worth a guest's.
 */
const expected = ({ cells, needs }: { cells: Cells; needs?: Needs }): Outcome[] => [
  ...cells.slice(0, 3),
  ...STAFF.map((r) =>
    !needs || [needs].flat().some((p) => (ROLE_PERMISSIONS[r] as readonly string[]).includes(p)) ? cells[3] : "403",
  ),
  cells[0],
];

interface Fixtures {
  busId: string;
  bookingA: string;
  userA: string;
  refreshA: string;
  unknown: string;
}
const u = () => crypto.randomBytes(4).toString("hex");
const bookingInput = (f: Fixtures, email: string) => ({
  pickupLocation: "Varanasi",
  destination: "Sarnath",
  departureDate: inDays(9),
  days: 1,
  busId: f.busId,
  name: "Matrix",
  email,
  phone: "+91 90000 88888",
});
const busInput = {
  name: "Matrix Bus",
  capacity: 20,
  status: "Available",
  description: "d",
  features: [],
  images: [],
  popularRoutes: [],
};
const driverInput = () => ({
  name: "Matrix Driver",
  phone: "+91 90000 77777",
  licenceNumber: `MATRIX-${u()}`,
  licenceValidUntil: inDays(900),
});
const destInput = { name: "Matrix Ghat", shortDescription: "s", description: "d", images: [] };
const settingsInput = {
  bookingPhones: ["+91 90000 12345"],
  whatsappContacts: [],
  email: "info@example.com",
  supportHours: "9-6",
  businessHours: "9-6",
  address: "Varanasi",
  mapLat: 25.3,
  mapLng: 83,
};

/** GraphQL: the variables of each operation, and who may call it. */
const GRAPHQL: Record<
  string,
  { vars?: (f: Fixtures, role: Role) => Record<string, unknown>; needs?: Needs; cells: Cells }
> = {
  // queries
  me: { cells: ["401", "ok", "ok", "ok"] },
  busAvailability: { vars: () => ({ departureDate: inDays(9), days: 1 }), cells: ["ok", "ok", "ok", "ok"] },
  blackoutCalendar: {
    vars: () => ({ start: inDays(1), end: inDays(30) }),
    needs: "bookings.read",
    cells: ["401", "403", "403", "ok"],
  },
  paymentSettings: { needs: ["money.read", "taxes.write"], cells: ["401", "403", "403", "ok"] },
  taxSettings: { needs: ["money.read", "taxes.write"], cells: ["401", "403", "403", "ok"] },
  invoice: { vars: (f) => ({ id: f.unknown }), needs: "money.read", cells: ["401", "404", "404", "404"] },
  customerNotes: {
    vars: (f) => ({ customerId: f.userA }),
    needs: ["bookings.read", "customers.read"],
    cells: ["401", "403", "403", "ok"],
  },
  drivers: { needs: "bookings.read", cells: ["401", "403", "403", "ok"] },
  unassignedTrips: { needs: "bookings.read", cells: ["401", "403", "403", "ok"] },
  dispatchBoard: {
    vars: () => ({ from: inDays(0), days: 7 }),
    needs: "bookings.read",
    cells: ["401", "403", "403", "ok"],
  },
  dispatchOptions: {
    vars: (f) => ({ bookingId: f.bookingA }),
    needs: "bookings.read",
    cells: ["401", "403", "403", "ok"],
  },
  driverRoster: { vars: () => ({ token: "not-a-link" }), cells: ["404", "404", "404", "404"] },
  driverRosterLinks: { needs: "drivers.write", cells: ["401", "403", "403", "ok"] },
  driverTrip: { vars: () => ({ token: "not-a-link" }), cells: ["404", "404", "404", "404"] },
  driver: { needs: "bookings.read", vars: (f) => ({ id: f.unknown }), cells: ["401", "403", "403", "404"] },

  userSessions: { vars: (f) => ({ userId: f.userA }), needs: "staff.manage", cells: ["401", "403", "403", "ok"] },
  adminStats: { needs: "bookings.read", cells: ["401", "403", "403", "ok"] },
  bookingsPage: { vars: () => ({ first: 5 }), needs: "bookings.read", cells: ["401", "403", "403", "ok"] },
  bookingsPerMonth: { needs: "reports.read", cells: ["401", "403", "403", "ok"] },
  bookingCalendar: {
    vars: () => ({ start: inDays(0), end: inDays(30) }),
    needs: "bookings.read",
    cells: ["401", "403", "403", "ok"],
  },
  myBookings: { cells: ["401", "ok", "ok", "ok"] },
  myBookingsPage: { vars: () => ({ first: 5 }), cells: ["401", "ok", "ok", "ok"] },
  booking: { vars: (f) => ({ id: f.bookingA }), cells: ["401", "ok", "403", "ok"] },
  bookings: { needs: "bookings.read", cells: ["401", "403", "403", "ok"] },
  contactMessages: { needs: "customers.read", cells: ["401", "403", "403", "ok"] },
  notificationSettings: { cells: ["401", "403", "403", "ok"] },
  customers: { needs: "customers.read", cells: ["401", "403", "403", "ok"] },
  customerBookings: { vars: (f) => ({ id: f.userA }), needs: "customers.read", cells: ["401", "403", "403", "ok"] },
  buses: { cells: ["ok", "ok", "ok", "ok"] },
  bus: { vars: (f) => ({ id: f.busId }), cells: ["ok", "ok", "ok", "ok"] },
  destinations: { cells: ["ok", "ok", "ok", "ok"] },
  places: { vars: () => ({ search: "Sar" }), cells: ["ok", "ok", "ok", "ok"] },
  distance: { vars: () => ({ from: "Varanasi", to: "Sarnath" }), cells: ["ok", "ok", "ok", "ok"] },
  settings: { cells: ["ok", "ok", "ok", "ok"] },
  clientConfig: { cells: ["ok", "ok", "ok", "ok"] },
  // mutations
  register: {
    vars: () => ({
      input: {
        name: "M",
        email: `m${u()}@example.com`,
        mobileNo: "+91 90000 88881",
        username: `m${u()}`,
        password: "Quiet-River-Ghat-91",
      },
    }),
    cells: ["ok", "ok", "ok", "ok"],
  },
  login: {
    vars: () => ({ input: { login: ADMIN.login, password: "wrong-password" } }),
    cells: ["401", "401", "401", "401"],
  },
  refreshToken: { vars: () => ({ refreshToken: "not-a-token" }), cells: ["401", "401", "401", "401"] },
  requestPasswordReset: { vars: () => ({ email: "nobody@example.com" }), cells: ["ok", "ok", "ok", "ok"] },
  resetPassword: {
    vars: () => ({ token: "not-a-token", password: "Quiet-River-Ghat-91" }),
    cells: ["ok", "ok", "ok", "ok"],
  },
  logout: { vars: () => ({ refreshToken: null }), cells: ["ok", "ok", "ok", "ok"] },
  setMyLanguage: { vars: () => ({ language: "en" }), cells: ["401", "ok", "ok", "ok"] },
  createBooking: { vars: (f) => ({ input: bookingInput(f, `g${u()}@example.com`) }), cells: ["ok", "ok", "ok", "ok"] },
  setBookingStatus: {
    vars: (f) => ({ id: f.bookingA, status: "Pending" }),
    needs: "bookings.write",
    cells: ["401", "403", "403", "ok"],
  },
  deleteBooking: { vars: (f) => ({ id: f.unknown }), needs: "bookings.write", cells: ["401", "403", "403", "404"] },
  changeBookingBus: {
    vars: (f) => ({ id: f.unknown, busId: f.busId }),
    needs: "bookings.assign",
    cells: ["401", "403", "403", "404"],
  },
  submitContactMessage: {
    vars: () => ({
      input: { name: "M", email: "m@example.com", phone: "+91 90000 88882", subject: "Hi", message: "Hello there" },
    }),
    cells: ["ok", "ok", "ok", "ok"],
  },
  setContactMessageHandled: {
    vars: (f) => ({ id: f.unknown, handled: true }),
    needs: "customers.write",
    cells: ["401", "403", "403", "404"],
  },
  retryMessage: { vars: (f) => ({ id: f.unknown }), needs: "bookings.write", cells: ["401", "403", "403", "404"] },
  addBusBlackout: {
    vars: (f) => ({
      busId: f.busId,
      input: { startDate: inDays(400), endDate: inDays(401), reason: "Matrix service" },
    }),
    needs: "calendar.write",
    cells: ["401", "403", "403", "ok"],
  },
  removeBusBlackout: { vars: (f) => ({ id: f.unknown }), needs: "calendar.write", cells: ["401", "403", "403", "404"] },
  recordFare: {
    vars: (f) => ({ id: f.bookingA, input: { agreedFare: 5000 } }),
    needs: "money.write",
    cells: ["401", "403", "403", "ok"],
  },
  requestCancellation: { vars: (f) => ({ id: f.bookingA }), cells: ["401", "ok", "403", "ok"] },
  answerCancellation: {
    vars: (f) => ({ id: f.bookingA, accept: false }),
    needs: "bookings.write",
    cells: ["401", "403", "403", "ok"],
  },
  updatePaymentSettings: {
    vars: () => ({ input: { upiId: "", upiPayee: "", gstin: "" } }),
    needs: "taxes.write",
    cells: ["401", "403", "403", "ok"],
  },
  updateTaxSettings: { vars: () => ({ input: {} }), needs: "taxes.write", cells: ["401", "403", "403", "ok"] },
  saveBillingDetails: {
    vars: (f) => ({ bookingId: f.bookingA, input: { name: "Matrix Billing" } }),
    needs: ["money.write", "bookings.write"],
    cells: ["401", "ok", "403", "ok"],
  },
  issueInvoice: { vars: (f) => ({ bookingId: f.bookingA }), needs: "money.write", cells: ["401", "403", "403", "ok"] },
  issueCreditNote: {
    vars: (f) => ({ invoiceId: f.unknown, amount: "1.00", reason: "Matrix" }),
    needs: "money.write",
    cells: ["401", "403", "403", "404"],
  },
  addBookingNote: {
    vars: (f) => ({ bookingId: f.bookingA, body: "Matrix note" }),
    needs: ["bookings.write", "customers.write"],
    cells: ["401", "403", "403", "ok"],
  },
  addCustomerNote: {
    vars: (f) => ({ customerId: f.userA, body: "Matrix note" }),
    needs: ["bookings.write", "customers.write"],
    cells: ["401", "403", "403", "ok"],
  },

  updateNotificationSettings: {
    vars: () => ({
      input: {
        customerReceived: true,
        customerStatus: true,
        operatorNewBooking: true,
        reminders: true,
        operatorEmail: "",
      },
    }),
    needs: "settings.write",
    cells: ["401", "403", "403", "ok"],
  },
  createBus: { vars: () => ({ input: busInput }), needs: "fleet.write", cells: ["401", "403", "403", "ok"] },
  updateBus: {
    vars: (f) => ({ id: f.busId, input: busInput }),
    needs: "fleet.write",
    cells: ["401", "403", "403", "ok"],
  },
  deleteBus: { vars: (f) => ({ id: f.unknown }), needs: "fleet.write", cells: ["401", "403", "403", "404"] },
  createDestination: { vars: () => ({ input: destInput }), needs: "content.write", cells: ["401", "403", "403", "ok"] },
  updateDestination: {
    vars: (f) => ({ id: f.unknown, input: destInput }),
    needs: "content.write",
    cells: ["401", "403", "403", "404"],
  },
  deleteDestination: { vars: (f) => ({ id: f.unknown }), needs: "content.write", cells: ["401", "403", "403", "404"] },
  updateSettings: {
    vars: () => ({ input: settingsInput }),
    needs: "settings.write",
    cells: ["401", "403", "403", "ok"],
  },
  uploadImage: { needs: ["fleet.write", "content.write"], cells: ["401", "403", "403", "ok"] },
  activity: { needs: "activity.read", cells: ["401", "403", "403", "ok"] },
  staffMembers: { needs: "staff.manage", cells: ["401", "403", "403", "ok"] },
  staffRoles: { needs: "staff.manage", cells: ["401", "403", "403", "ok"] },
  inviteStaff: {
    vars: () => ({ input: { name: "Matrix Staff", email: `s${u()}@example.com`, staffRole: "manager" } }),
    needs: "staff.manage",
    cells: ["401", "403", "403", "ok"],
  },
  // an unknown member: the owner's call reaches the service (404); a pending member's resend is staff.test.ts's
  resendStaffInvite: {
    vars: (f) => ({ userId: f.unknown }),
    needs: "staff.manage",
    cells: ["401", "403", "403", "404"],
  },
  setStaffRole: {
    vars: (f) => ({ userId: f.unknown, staffRole: "manager" }),
    needs: "staff.manage",
    cells: ["401", "403", "403", "404"],
  },
  disableStaff: { vars: (f) => ({ userId: f.unknown }), needs: "staff.manage", cells: ["401", "403", "403", "404"] },
  enableStaff: { vars: (f) => ({ userId: f.unknown }), needs: "staff.manage", cells: ["401", "403", "403", "404"] },
  revokeUserSessions: {
    vars: (f) => ({ userId: f.unknown }),
    needs: "staff.manage",
    cells: ["401", "403", "403", "ok"],
  },
  // rate cards and quotes: a guest reads a quote only with the e-mailed link's token (403 without)
  rateCards: { needs: ["quotes.price", "settings.write"], cells: ["401", "403", "403", "ok"] },
  quoteSettings: { needs: ["quotes.price", "settings.write"], cells: ["401", "403", "403", "ok"] },
  saveQuoteSettings: {
    vars: () => ({ input: { depot: "Varanasi", cancellationTerms: "Matrix terms" } }),
    needs: "settings.write",
    cells: ["401", "403", "403", "ok"],
  },
  // A quote is money: staff read or answer it with quotes.price or money.read (not the dispatcher).
  quote: {
    vars: (f) => ({ bookingId: f.bookingA }),
    needs: ["quotes.price", "money.read"],
    cells: ["403", "ok", "403", "ok"],
  },
  quoteVersions: {
    vars: (f) => ({ bookingId: f.bookingA }),
    needs: ["quotes.price", "money.read"],
    cells: ["403", "ok", "403", "ok"],
  },
  saveRateCard: {
    vars: () => ({
      input: {
        name: "Matrix band",
        seatsFrom: 1,
        seatsTo: 2,
        perKm: "10",
        minKmPerDay: 0,
        driverAllowance: "0",
        nightHalt: "0",
        gstRate: 5,
      },
    }),
    needs: "settings.write",
    cells: ["401", "403", "403", "ok"],
  },
  prepareQuote: { vars: (f) => ({ bookingId: f.bookingA }), needs: "quotes.price", cells: ["401", "403", "403", "ok"] },
  updateQuoteLines: {
    vars: (f) => ({ bookingId: f.bookingA, input: { lines: [], validUntil: inDays(3) } }),
    needs: "quotes.price",
    cells: ["401", "403", "403", "ok"],
  },
  sendQuote: { vars: (f) => ({ bookingId: f.bookingA }), needs: "quotes.price", cells: ["401", "403", "403", "404"] },
  acceptQuote: {
    needs: ["quotes.price", "money.read"],
    vars: (f) => ({ bookingId: f.bookingA, input: { acceptTerms: true } }),
    cells: ["403", "404", "403", "404"],
  },
  requestQuoteChange: {
    needs: ["quotes.price", "money.read"],
    vars: (f) => ({ bookingId: f.bookingA, input: { message: "Matrix" } }),
    cells: ["403", "404", "403", "404"],
  },
  createDriver: { needs: "drivers.write", vars: () => ({ input: driverInput() }), cells: ["401", "403", "403", "ok"] },
  updateDriver: {
    needs: "drivers.write",
    vars: (f) => ({ id: f.unknown, input: { notes: "Matrix" } }),
    cells: ["401", "403", "403", "404"],
  },
  deleteDriver: { needs: "drivers.write", vars: (f) => ({ id: f.unknown }), cells: ["401", "403", "403", "404"] },
  assignDrivers: {
    needs: "drivers.write",
    vars: (f) => ({ bookingId: f.bookingA, driverIds: [] }),
    cells: ["401", "403", "403", "ok"],
  },
  driverStartTrip: {
    vars: () => ({ token: "not-a-link", input: { stepId: crypto.randomUUID(), openingKm: 1 } }),
    cells: ["404", "404", "404", "404"],
  },
  driverReachStop: {
    vars: () => ({ token: "not-a-link", input: { stepId: crypto.randomUUID(), stop: "Ghat" } }),
    cells: ["404", "404", "404", "404"],
  },
  driverCloseTrip: {
    vars: () => ({ token: "not-a-link", input: { stepId: crypto.randomUUID(), closingKm: 1, code: "0000" } }),
    cells: ["404", "404", "404", "404"],
  },
  driverSharePosition: {
    vars: () => ({ token: "not-a-link", input: { lat: 25.3, lon: 83 } }),
    cells: ["404", "404", "404", "404"],
  },
  // A file upload (sent as multipart, like uploadImage): the token decides, not the caller.
  driverAddExpense: { cells: ["404", "404", "404", "404"] },
  closeTripAsStaff: {
    needs: "drivers.write",

    vars: (f) => ({ bookingId: f.bookingA, input: { closingKm: 1 } }),
    cells: ["401", "403", "403", "ok"],
  },
  revokeDriverLink: {
    needs: "drivers.write",
    vars: (f) => ({ assignmentId: f.unknown }),
    cells: ["401", "403", "403", "404"],
  },
  createDriverRosterLink: {
    needs: "drivers.write",
    vars: (f) => ({ driverId: f.unknown }),
    cells: ["401", "403", "403", "404"],
  },
  revokeDriverRosterLink: {
    needs: "drivers.write",
    vars: (f) => ({ driverId: f.unknown }),
    cells: ["401", "403", "403", "404"],
  },
  renewDriverLink: {
    needs: "drivers.write",
    vars: (f) => ({ assignmentId: f.unknown }),
    cells: ["401", "403", "403", "404"],
  },
  saveDutySlip: {
    needs: "drivers.write",
    vars: (f) => ({ bookingId: f.bookingA, input: { reportingTime: "07:00" } }),
    cells: ["401", "403", "403", "ok"],
  },
  decideTripCharge: {
    needs: "money.write",
    vars: (f) => ({ bookingId: f.bookingA, source: "extra-km", approve: true }),
    cells: ["401", "403", "403", "ok"],
  },
  // Staff booking for a customer (refused for its unknown bus: nothing is stored).
  createBookingForCustomer: {
    needs: "bookings.write",
    vars: (f) => ({ input: { ...bookingInput(f, `matrix.${u()}@example.com`), busId: f.unknown } }),
    cells: ["401", "403", "403", "ok"],
  },
  tripSettlement: { needs: "money.read", vars: (f) => ({ bookingId: f.bookingA }), cells: ["401", "403", "403", "ok"] },
  payments: { needs: "payments.read", vars: (f) => ({ bookingId: f.bookingA }), cells: ["401", "403", "403", "ok"] },
  paymentsPage: { needs: "payments.read", cells: ["401", "403", "403", "ok"] },
  paymentOrders: {
    needs: "payments.read",
    vars: (f) => ({ bookingId: f.bookingA }),
    cells: ["401", "403", "403", "ok"],
  },
  refunds: { needs: "payments.read", vars: (f) => ({ bookingId: f.bookingA }), cells: ["401", "403", "403", "ok"] },
  // The owner, or staff with payments.write (refused here for want of the gateway's keys: authorized); hidden from others.
  createPaymentOrder: {
    needs: "payments.write",
    vars: (f) => ({ bookingId: f.bookingA }),
    cells: ["401", "ok", "404", "ok"],
  },
  sendPaymentLink: {
    needs: "payments.write",
    vars: (f) => ({ bookingId: f.bookingA }),
    cells: ["401", "403", "403", "ok"],
  },
  refundPayment: {
    needs: "payments.write",
    vars: (f) => ({ paymentId: f.unknown, input: { amount: 1, reason: "Matrix" } }),
    cells: ["401", "403", "403", "404"],
  },
  refundPolicy: { needs: ["payments.read", "settings.write"], cells: ["401", "403", "403", "ok"] },
  updateRefundPolicy: {
    needs: "settings.write",
    vars: () => ({ input: { tiers: [{ daysBefore: 0, percent: 0 }] } }),
    cells: ["401", "403", "403", "ok"],
  },
  cancellationRefund: {
    needs: "payments.read",
    vars: (f) => ({ bookingId: f.bookingA }),
    cells: ["401", "403", "403", "ok"],
  },
  // Nothing received on the booking: refused for its state (authorized).
  refundBooking: {
    needs: "payments.write",
    vars: (f) => ({ bookingId: f.bookingA, input: { reason: "Matrix" } }),
    cells: ["401", "403", "403", "ok"],
  },
  paymentIssues: { needs: "payments.read", vars: () => ({ kind: "held" }), cells: ["401", "403", "403", "ok"] },
  acceptHeldPayment: {
    needs: "payments.write",
    vars: () => ({ gatewayPaymentId: "pay_matrix" }),
    cells: ["401", "403", "403", "404"],
  },
  // Refused for its input (no fare agreed on the booking): authorized.
  recordPayment: {
    needs: "payments.write",
    vars: (f) => ({ bookingId: f.bookingA, input: { method: "cash", amount: 1, reference: `R ${u()}` } }),
    cells: ["401", "403", "403", "ok"],
  },
  // Refused for its state (the trip is not closed): authorized.
  completeTrip: { needs: "money.write", vars: (f) => ({ bookingId: f.bookingA }), cells: ["401", "403", "403", "ok"] },
  myConsents: { cells: ["401", "ok", "ok", "ok"] },
  setMyConsent: {
    vars: () => ({ input: { purpose: "offers", channel: "sms", granted: false } }),
    cells: ["401", "ok", "ok", "ok"],
  },
  // The booking's owner, or a guest with the quote link's token (none here): hidden from everyone else.
  setQuoteConsent: { vars: (f) => ({ bookingId: f.bookingA, granted: true }), cells: ["404", "ok", "404", "404"] },
  messageTemplates: { needs: "bookings.read", cells: ["401", "403", "403", "ok"] },
  messagingStatus: { needs: "bookings.read", cells: ["401", "403", "403", "ok"] },
  messageCosts: { needs: "reports.read", cells: ["401", "403", "403", "ok"] },
  setMessageTemplateEnabled: {
    needs: "settings.write",
    vars: () => ({ name: "request_received", enabled: true }),
    cells: ["401", "403", "403", "ok"],
  },
  // Refused for its input (the customer has not written: the window is closed): authorized.
  sendWhatsAppText: {
    needs: "bookings.write",
    vars: (f) => ({ bookingId: f.bookingA, text: "Matrix" }),
    cells: ["401", "403", "403", "ok"],
  },
  bookingMessageChanged: {
    needs: "bookings.read",
    vars: (f) => ({ bookingId: f.bookingA }),
    cells: ["401", "403", "403", "ok"],
  },
  invoicePreview: { needs: "money.read", vars: (f) => ({ bookingId: f.bookingA }), cells: ["401", "403", "403", "ok"] },
  // Vehicle documents: staff only.
  busDocuments: { needs: "bookings.read", vars: (f) => ({ busId: f.busId }), cells: ["401", "403", "403", "ok"] },
  documentOverview: { needs: "bookings.read", cells: ["401", "403", "403", "ok"] },
  documentExpiries: {
    needs: "bookings.read",
    vars: () => ({ from: inDays(0), until: inDays(30) }),
    cells: ["401", "403", "403", "ok"],
  },
  busCompliance: {
    needs: "bookings.read",

    vars: (f) => ({ busId: f.busId, from: inDays(1), until: inDays(2) }),
    cells: ["401", "403", "403", "ok"],
  },
  documentSettings: { needs: "bookings.read", cells: ["401", "403", "403", "ok"] },
  updateDocumentSettings: { needs: "settings.write", vars: () => ({ input: {} }), cells: ["401", "403", "403", "ok"] },
  uploadBusDocumentFile: { needs: "documents.write", cells: ["401", "403", "403", "ok"] },
  addBusDocument: {
    needs: "documents.write",

    vars: (f) => ({
      busId: f.busId,
      input: { type: "Other", number: `M-${u()}`, validFrom: inDays(0), validUntil: inDays(900) },
    }),
    cells: ["401", "403", "403", "ok"],
  },
  updateBusDocument: {
    needs: "documents.write",
    vars: (f) => ({ id: f.unknown, input: {} }),
    cells: ["401", "403", "403", "404"],
  },
  deleteBusDocument: {
    needs: "documents.write",
    vars: (f) => ({ id: f.unknown }),
    cells: ["401", "403", "403", "404"],
  },
  // a booking's vehicles, vendors and what they are owed
  vendors: { needs: "bookings.read", cells: ["401", "403", "403", "ok"] },
  vendor: { needs: "bookings.read", vars: (f) => ({ id: f.unknown }), cells: ["401", "403", "403", "404"] },
  vendorPayables: { needs: "money.read", cells: ["401", "403", "403", "ok"] },
  allocateVehicles: {
    needs: "fleet.write",
    vars: (f) => ({ bookingId: f.unknown, vehicles: [{ seats: 10 }] }),
    cells: ["401", "403", "403", "404"],
  },
  createVendor: {
    needs: "fleet.write",
    vars: () => ({ input: { name: `Matrix Vendor ${u()}`, phone: "+91 90000 66666" } }),
    cells: ["401", "403", "403", "ok"],
  },
  updateVendor: {
    needs: "fleet.write",
    vars: (f) => ({ id: f.unknown, input: { name: "Matrix Vendor", phone: "+91 90000 66666" } }),
    cells: ["401", "403", "403", "404"],
  },
  deleteVendor: { needs: "fleet.write", vars: (f) => ({ id: f.unknown }), cells: ["401", "403", "403", "404"] },
  addVendorVehicle: {
    needs: "fleet.write",
    vars: (f) => ({ vendorId: f.unknown, input: { registrationNumber: "UP65 MX 1", capacity: 20 } }),
    cells: ["401", "403", "403", "404"],
  },
  updateVendorVehicle: {
    needs: "fleet.write",
    vars: (f) => ({ id: f.unknown, input: { registrationNumber: "UP65 MX 1", capacity: 20 } }),
    cells: ["401", "403", "403", "404"],
  },
  removeVendorVehicle: { needs: "fleet.write", vars: (f) => ({ id: f.unknown }), cells: ["401", "403", "403", "404"] },
  markVendorPaid: {
    needs: "money.write",
    vars: (f) => ({ vehicleId: f.unknown, reference: "Matrix" }),
    cells: ["401", "403", "403", "404"],
  },
  // subscriptions
  bookingChanged: { cells: ["401", "403", "403", "ok"] },
  myBookingChanged: { cells: ["401", "ok", "ok", "ok"] },
};

/** REST: `METHOD path` as the OpenAPI document writes it. */
const REST: Record<
  string,
  { id?: (f: Fixtures) => string; body?: (f: Fixtures) => unknown; needs?: Needs; cells: Cells }
> = {
  "GET /api/buses": { cells: ["ok", "ok", "ok", "ok"] },
  // A booking's vehicles: its owner and staff read them; staff with fleet.write allocate.
  "GET /api/bookings/{id}/vehicles": { id: (f) => f.bookingA, cells: ["401", "ok", "403", "ok"] },
  "PUT /api/bookings/{id}/vehicles": {
    id: (f) => f.unknown,
    body: () => ({ vehicles: [{ seats: 10 }] }),
    needs: "fleet.write",
    cells: ["401", "403", "403", "404"],
  },
  // Every staff member reads it; the figures are null without money.read.
  "GET /api/bookings/{id}/margin": {
    id: (f) => f.bookingA,
    needs: "bookings.read",
    cells: ["401", "403", "403", "ok"],
  },
  "GET /api/vendors": { needs: "bookings.read", cells: ["401", "403", "403", "ok"] },
  "POST /api/vendors": {
    needs: "fleet.write",
    body: () => ({ name: `Matrix Vendor ${u()}`, phone: "+91 90000 66666" }),
    cells: ["401", "403", "403", "ok"],
  },
  "GET /api/vendors/{id}": { needs: "bookings.read", id: (f) => f.unknown, cells: ["401", "403", "403", "404"] },
  "PUT /api/vendors/{id}": {
    needs: "fleet.write",
    id: (f) => f.unknown,
    body: () => ({ name: "Matrix Vendor", phone: "+91 90000 66666" }),
    cells: ["401", "403", "403", "404"],
  },
  "DELETE /api/vendors/{id}": { needs: "fleet.write", id: (f) => f.unknown, cells: ["401", "403", "403", "404"] },
  "GET /api/vendors/{id}/vehicles": {
    needs: "bookings.read",
    id: (f) => f.unknown,
    cells: ["401", "403", "403", "404"],
  },
  "POST /api/vendors/{id}/vehicles": {
    needs: "fleet.write",
    id: (f) => f.unknown,
    body: () => ({ registrationNumber: "UP65 MX 2", capacity: 20 }),
    cells: ["401", "403", "403", "404"],
  },
  "PUT /api/vendor-vehicles/{id}": {
    needs: "fleet.write",
    id: (f) => f.unknown,
    body: () => ({ registrationNumber: "UP65 MX 2", capacity: 20 }),
    cells: ["401", "403", "403", "404"],
  },
  "DELETE /api/vendor-vehicles/{id}": {
    needs: "fleet.write",
    id: (f) => f.unknown,
    cells: ["401", "403", "403", "404"],
  },
  "GET /api/vendor-payables": { needs: "money.read", cells: ["401", "403", "403", "ok"] },
  "POST /api/vendor-payables/{id}/paid": {
    needs: "money.write",
    id: (f) => f.unknown,
    body: () => ({ reference: "Matrix" }),
    cells: ["401", "403", "403", "404"],
  },

  "POST /api/bookings/{id}/cancellation-request": {
    id: (f) => f.bookingA,
    body: () => ({}),
    cells: ["401", "ok", "403", "ok"],
  },
  "POST /api/bookings/{id}/cancellation-answer": {
    id: (f) => f.bookingA,
    body: () => ({ accept: false }),
    needs: "bookings.write",
    cells: ["401", "403", "403", "ok"],
  },
  "PUT /api/bookings/{id}/fare": {
    id: (f) => f.bookingA,
    body: () => ({ agreedFare: 5000 }),
    needs: "money.write",
    cells: ["401", "403", "403", "ok"],
  },
  "GET /api/bookings/{id}/billing": { id: (f) => f.bookingA, cells: ["401", "ok", "403", "ok"] },
  "PUT /api/bookings/{id}/billing": {
    id: (f) => f.bookingA,
    body: () => ({ name: "Matrix Billing" }),
    needs: ["money.write", "bookings.write"],
    cells: ["401", "ok", "403", "ok"],
  },
  // Staff without money.read get an empty list.
  "GET /api/bookings/{id}/invoices": { id: (f) => f.bookingA, cells: ["401", "ok", "403", "ok"] },
  "POST /api/bookings/{id}/invoices": {
    id: (f) => f.bookingA,
    needs: "money.write",
    cells: ["401", "403", "403", "ok"],
  },
  "GET /api/tax/invoices/{id}": { id: (f) => f.unknown, needs: "money.read", cells: ["401", "404", "404", "404"] },
  "POST /api/tax/invoices/{id}/credit-notes": {
    id: (f) => f.unknown,
    body: () => ({ amount: "1.00", reason: "Matrix" }),
    needs: "money.write",
    cells: ["401", "403", "403", "404"],
  },
  "GET /api/tax/settings": { needs: ["money.read", "taxes.write"], cells: ["401", "403", "403", "ok"] },
  "PUT /api/tax/settings": { body: () => ({}), needs: "taxes.write", cells: ["401", "403", "403", "ok"] },
  "GET /api/payments": { needs: "payments.read", cells: ["401", "403", "403", "ok"] },
  "GET /api/bookings/{id}/payments": {
    id: (f) => f.bookingA,
    needs: "payments.read",
    cells: ["401", "403", "403", "ok"],
  },
  "POST /api/bookings/{id}/payments": {
    id: (f) => f.bookingA,
    body: () => ({ method: "cash", amount: 1, reference: `R ${u()}` }),
    needs: "payments.write",
    cells: ["401", "403", "403", "ok"],
  },
  "POST /api/bookings/{id}/payments/orders": {
    id: (f) => f.bookingA,
    body: () => ({}),
    needs: "payments.write",
    cells: ["401", "ok", "404", "ok"],
  },
  "GET /api/bookings/{id}/payments/orders": {
    id: (f) => f.bookingA,
    needs: "payments.read",
    cells: ["401", "403", "403", "ok"],
  },
  "POST /api/bookings/{id}/payments/links": {
    id: (f) => f.bookingA,
    needs: "payments.write",
    cells: ["401", "403", "403", "ok"],
  },
  "GET /api/bookings/{id}/payments/refunds": {
    id: (f) => f.bookingA,
    needs: "payments.read",
    cells: ["401", "403", "403", "ok"],
  },
  "POST /api/payments/{id}/refunds": {
    id: (f) => f.unknown,
    body: () => ({ amount: 1, reason: "Matrix" }),
    needs: "payments.write",
    cells: ["401", "403", "403", "404"],
  },
  "GET /api/auth/consents": { cells: ["401", "ok", "ok", "ok"] },
  "PUT /api/auth/consents": {
    body: () => ({ purpose: "offers", channel: "whatsapp", granted: false }),
    cells: ["401", "ok", "ok", "ok"],
  },
  "POST /api/bookings/{id}/quote/consent": {
    id: (f) => f.bookingA,
    body: () => ({ granted: true }),
    cells: ["404", "ok", "404", "404"],
  },
  "GET /api/bookings/{id}/consents": {
    id: (f) => f.bookingA,
    needs: "bookings.read",
    cells: ["401", "403", "403", "ok"],
  },
  "GET /api/customers/{id}/consents": {
    id: (f) => f.userA,
    needs: "customers.read",
    cells: ["401", "403", "403", "ok"],
  },
  "GET /api/bookings/{id}/phone-messages": {
    id: (f) => f.bookingA,
    needs: "bookings.read",
    cells: ["401", "403", "403", "ok"],
  },
  // Refused for its input (the window is closed): authorized.
  "POST /api/bookings/{id}/phone-messages": {
    id: (f) => f.bookingA,
    body: () => ({ text: "Matrix" }),
    needs: "bookings.write",
    cells: ["401", "403", "403", "ok"],
  },
  "GET /api/messages/templates": { needs: "bookings.read", cells: ["401", "403", "403", "ok"] },
  "PUT /api/messages/templates": {
    body: () => ({ name: "request_received", enabled: true }),
    needs: "settings.write",
    cells: ["401", "403", "403", "ok"],
  },
  "GET /api/messages/costs": { needs: "reports.read", cells: ["401", "403", "403", "ok"] },
  "GET /api/payments/refund-policy": { needs: ["payments.read", "settings.write"], cells: ["401", "403", "403", "ok"] },
  "PUT /api/payments/refund-policy": {
    body: () => ({ tiers: [{ daysBefore: 0, percent: 0 }] }),
    needs: "settings.write",
    cells: ["401", "403", "403", "ok"],
  },
  "GET /api/bookings/{id}/payments/cancellation-refund": {
    id: (f) => f.bookingA,
    needs: "payments.read",
    cells: ["401", "403", "403", "ok"],
  },
  "POST /api/bookings/{id}/payments/cancellation-refund": {
    id: (f) => f.bookingA,
    body: () => ({ reason: "Matrix" }),
    needs: "payments.write",
    cells: ["401", "403", "403", "ok"],
  },
  // Refused for its input (no kind): authorized.
  "GET /api/payments/issues": { needs: "payments.read", cells: ["401", "403", "403", "ok"] },
  "POST /api/payments/{id}/accept": {
    id: () => "pay_matrix",
    needs: "payments.write",
    cells: ["401", "403", "403", "404"],
  },
  "GET /api/bookings/{id}/staff-notes": {
    id: (f) => f.bookingA,
    needs: ["bookings.read", "customers.read"],
    cells: ["401", "403", "403", "ok"],
  },
  "POST /api/bookings/{id}/staff-notes": {
    id: (f) => f.bookingA,
    body: () => ({ body: "Matrix note" }),
    needs: ["bookings.write", "customers.write"],
    cells: ["401", "403", "403", "ok"],
  },
  "GET /api/bookings/{id}/drivers": {
    needs: "bookings.read",
    id: (f) => f.bookingA,
    cells: ["401", "403", "403", "ok"],
  },
  "PUT /api/bookings/{id}/drivers": {
    needs: "drivers.write",

    id: (f) => f.bookingA,
    body: () => ({ driverIds: [] }),
    cells: ["401", "403", "403", "ok"],
  },
  "GET /api/drivers": { needs: "bookings.read", cells: ["401", "403", "403", "ok"] },
  "GET /api/dispatch": { needs: "bookings.read", cells: ["401", "403", "403", "ok"] },
  "GET /api/bookings/{id}/dispatch-options": {
    needs: "bookings.read",
    id: (f) => f.bookingA,
    cells: ["401", "403", "403", "ok"],
  },
  "GET /api/driver-trips/{token}": { cells: ["404", "404", "404", "404"] },
  "POST /api/driver-trips/{token}/start": {
    body: () => ({ stepId: crypto.randomUUID(), openingKm: 1 }),
    cells: ["404", "404", "404", "404"],
  },
  "POST /api/driver-trips/{token}/stops": {
    body: () => ({ stepId: crypto.randomUUID(), stop: "Ghat" }),
    cells: ["404", "404", "404", "404"],
  },
  "POST /api/driver-trips/{token}/expenses": { cells: ["ok", "ok", "ok", "ok"] },
  "POST /api/driver-trips/{token}/close": {
    body: () => ({ stepId: crypto.randomUUID(), closingKm: 1, code: "0000" }),
    cells: ["404", "404", "404", "404"],
  },
  "POST /api/driver-trips/{token}/position": {
    body: () => ({ lat: 25.3, lon: 83 }),
    cells: ["404", "404", "404", "404"],
  },
  "GET /api/bookings/{id}/bus-position": {
    needs: "bookings.read",
    id: (f) => f.bookingA,
    cells: ["401", "ok", "403", "ok"],
  },
  "GET /api/bookings/{id}/trip": { needs: "bookings.read", id: (f) => f.bookingA, cells: ["401", "403", "403", "ok"] },
  "POST /api/bookings/{id}/trip/close": {
    needs: "drivers.write",

    id: (f) => f.bookingA,
    body: () => ({ closingKm: 1 }),
    cells: ["401", "403", "403", "ok"],
  },
  "GET /api/bookings/{id}/duty-slip": {
    needs: "bookings.read",
    id: (f) => f.bookingA,
    cells: ["401", "403", "403", "ok"],
  },
  "PUT /api/bookings/{id}/duty-slip": {
    needs: "drivers.write",
    id: (f) => f.bookingA,
    body: () => ({ collectOnBoard: false }),
    cells: ["401", "403", "403", "ok"],
  },
  "GET /api/bookings/{id}/trip-charges": {
    needs: "bookings.read",
    id: (f) => f.bookingA,
    cells: ["401", "403", "403", "ok"],
  },
  "POST /api/bookings/{id}/trip-charges/decide": {
    needs: "money.write",
    id: (f) => f.bookingA,
    body: () => ({ source: "extra-km", approve: true }),
    cells: ["401", "403", "403", "ok"],
  },
  "POST /api/bookings/for-customer": {
    needs: "bookings.write",
    body: (f) => ({ ...bookingInput(f, `matrix.${u()}@example.com`), busType: f.unknown }),
    cells: ["401", "403", "403", "ok"],
  },
  "GET /api/bookings/{id}/settlement": {
    needs: "money.read",
    id: (f) => f.bookingA,
    cells: ["401", "403", "403", "ok"],
  },
  "POST /api/bookings/{id}/complete": {
    needs: "money.write",
    id: (f) => f.bookingA,
    cells: ["401", "403", "403", "ok"],
  },
  "GET /api/driver-assignments/{id}/link": {
    needs: "drivers.write",
    id: (f) => f.unknown,
    cells: ["401", "403", "403", "404"],
  },
  "POST /api/driver-assignments/{id}/link/revoke": {
    needs: "drivers.write",
    id: (f) => f.unknown,
    cells: ["401", "403", "403", "404"],
  },
  "POST /api/driver-assignments/{id}/link/renew": {
    needs: "drivers.write",
    id: (f) => f.unknown,
    cells: ["401", "403", "403", "404"],
  },
  "POST /api/drivers": { needs: "drivers.write", body: () => driverInput(), cells: ["401", "403", "403", "ok"] },
  "GET /api/drivers/{id}": { needs: "bookings.read", id: (f) => f.unknown, cells: ["401", "403", "403", "404"] },
  "PUT /api/drivers/{id}": {
    needs: "drivers.write",

    id: (f) => f.unknown,
    body: () => ({ notes: "Matrix" }),
    cells: ["401", "403", "403", "404"],
  },
  "DELETE /api/drivers/{id}": { needs: "drivers.write", id: (f) => f.unknown, cells: ["401", "403", "403", "404"] },
  "GET /api/buses/{id}/blackouts": { id: (f) => f.busId, cells: ["ok", "ok", "ok", "ok"] },
  "POST /api/buses/{id}/blackouts": {
    id: (f) => f.busId,
    body: () => ({ startDate: inDays(402), endDate: inDays(403), reason: "Matrix" }),
    needs: "calendar.write",
    cells: ["401", "403", "403", "ok"],
  },

  "POST /api/buses": { body: () => busInput, needs: "fleet.write", cells: ["401", "403", "403", "ok"] },
  "GET /api/buses/{id}": { id: (f) => f.busId, cells: ["ok", "ok", "ok", "ok"] },
  "PUT /api/buses/{id}": {
    id: (f) => f.busId,
    body: () => busInput,
    needs: "fleet.write",
    cells: ["401", "403", "403", "ok"],
  },
  "DELETE /api/buses/{id}": { id: (f) => f.unknown, needs: "fleet.write", cells: ["401", "403", "403", "404"] },
  "GET /api/bookings": { needs: "bookings.read", cells: ["401", "403", "403", "ok"] },
  "POST /api/bookings": {
    body: (f) => ({ ...bookingInput(f, `r${u()}@example.com`), busType: f.busId }),
    cells: ["ok", "ok", "ok", "ok"],
  },
  "GET /api/bookings/user/userbooking": { cells: ["401", "ok", "ok", "ok"] },
  "PUT /api/bookings/{id}": {
    id: (f) => f.bookingA,
    body: () => ({ status: "Pending" }),
    needs: "bookings.write",
    cells: ["401", "403", "403", "ok"],
  },
  "PUT /api/bookings/{id}/bus": {
    id: (f) => f.unknown,
    body: (f) => ({ busId: f.busId }),
    needs: "bookings.assign",
    cells: ["401", "403", "403", "404"],
  },
  "DELETE /api/bookings/{id}": { id: (f) => f.unknown, needs: "bookings.write", cells: ["401", "403", "403", "404"] },
  "POST /api/auth/login": {
    body: () => ({ login: ADMIN.login, pswd: ADMIN.password }),
    cells: ["ok", "ok", "ok", "ok"],
  },
  "POST /api/auth/register": {
    body: () => ({
      name: "M",
      email: `r${u()}@example.com`,
      mobileNo: "+91 90000 88883",
      username: `r${u()}`,
      pswd: "Quiet-River-Ghat-91",
    }),
    cells: ["ok", "ok", "ok", "ok"],
  },
  "POST /api/auth/refresh-token": { body: (f) => ({ refreshToken: f.refreshA }), cells: ["ok", "ok", "ok", "ok"] },
  "GET /api/auth/user/auth-test": { cells: ["401", "ok", "ok", "ok"] },
  "GET /api/auth/protected-route": { cells: ["401", "ok", "ok", "ok"] },
  "POST /api/upload": { needs: ["fleet.write", "content.write"], cells: ["401", "403", "403", "ok"] },
  "GET /api/buses/{id}/documents": { needs: "bookings.read", id: (f) => f.busId, cells: ["401", "403", "403", "ok"] },
  "POST /api/buses/{id}/documents": {
    needs: "documents.write",

    id: (f) => f.busId,
    body: () => ({ type: "Other", number: `R-${u()}`, validFrom: inDays(0), validUntil: inDays(900) }),
    cells: ["401", "403", "403", "ok"],
  },
  "GET /api/buses/{id}/compliance": { needs: "bookings.read", id: (f) => f.busId, cells: ["401", "403", "403", "ok"] },
  "GET /api/documents": { needs: "bookings.read", cells: ["401", "403", "403", "ok"] },
  "POST /api/documents/files": { needs: "documents.write", cells: ["401", "403", "403", "ok"] },
  "GET /api/documents/{id}": { needs: "bookings.read", id: (f) => f.unknown, cells: ["401", "403", "403", "404"] },
  "PUT /api/documents/{id}": {
    needs: "documents.write",
    id: (f) => f.unknown,
    body: () => ({}),
    cells: ["401", "403", "403", "404"],
  },
  "DELETE /api/documents/{id}": { needs: "documents.write", id: (f) => f.unknown, cells: ["401", "403", "403", "404"] },
  "GET /api/openapi.json": { cells: ["ok", "ok", "ok", "ok"] },
  "GET /api/bookings/{id}/quote": {
    id: (f) => f.bookingA,
    needs: ["quotes.price", "money.read"],
    cells: ["403", "404", "403", "404"],
  },
  "GET /api/bookings/{id}/quote/versions": {
    id: (f) => f.bookingA,
    needs: ["quotes.price", "money.read"],
    cells: ["403", "ok", "403", "ok"],
  },
  "POST /api/bookings/{id}/quote/accept": {
    needs: ["quotes.price", "money.read"],
    id: (f) => f.bookingA,
    body: () => ({ acceptTerms: true }),
    cells: ["403", "404", "403", "404"],
  },
  "POST /api/bookings/{id}/quote/change-request": {
    needs: ["quotes.price", "money.read"],
    id: (f) => f.bookingA,
    body: () => ({ message: "Matrix" }),
    cells: ["403", "404", "403", "404"],
  },
  "POST /api/bookings/{id}/quote": { id: (f) => f.bookingA, needs: "quotes.price", cells: ["401", "403", "403", "ok"] },
  "PUT /api/bookings/{id}/quote": {
    id: (f) => f.bookingA,
    body: () => ({ lines: [], validUntil: inDays(3) }),
    needs: "quotes.price",
    cells: ["401", "403", "403", "ok"],
  },
  "POST /api/bookings/{id}/quote/send": {
    id: (f) => f.bookingA,
    needs: "quotes.price",
    cells: ["401", "403", "403", "404"],
  },
  "GET /api/rate-cards": { needs: ["quotes.price", "settings.write"], cells: ["401", "403", "403", "ok"] },
  "POST /api/rate-cards": {
    body: () => ({
      name: "Matrix band",
      seatsFrom: 3,
      seatsTo: 4,
      perKm: 10,
      minKmPerDay: 0,
      driverAllowance: 0,
      nightHalt: 0,
      gstRate: 5,
    }),
    needs: "settings.write",
    cells: ["401", "403", "403", "ok"],
  },
};

interface Downloads {
  /** User A's Confirmed booking with a fare, a tax invoice and a sent quote. */
  bookingId: string;
  invoiceId: string;
  /** A vehicle document with a scan. */
  documentId: string;
  /** An uploaded image's path. */
  image: string;
  /** This month in India, YYYY-MM. */
  month: string;
}

/**
 * Downloads outside /api: `METHOD path` as the Express router holds it (http/downloads.ts), the URL each
 * caller asks for (a real object, so "ok" is a 200 with the file), and who may call it.
 */
const DOWNLOADS: Record<string, { url: (d: Downloads) => string; needs?: Needs; cells: Cells }> = {
  // Bus and destination images are public.
  "GET /uploads/:file": { url: (d) => d.image, cells: ["ok", "ok", "ok", "ok"] },
  // The booking's confirmation PDF: its owner, or staff who read bookings (the fare left out without money.read).
  "GET /invoices/:id.pdf": {
    url: (d) => `/invoices/${d.bookingId}.pdf`,
    needs: "bookings.read",
    cells: ["401", "ok", "403", "ok"],
  },
  // A quote is money; a guest reads it only with the e-mailed link's token.
  "GET /quotes/:id.pdf": {
    url: (d) => `/quotes/${d.bookingId}.pdf`,
    needs: ["quotes.price", "money.read"],
    cells: ["403", "ok", "403", "ok"],
  },
  "GET /tax-invoices/:id.pdf": {
    url: (d) => `/tax-invoices/${d.invoiceId}.pdf`,
    needs: "money.read",
    cells: ["401", "ok", "403", "ok"],
  },
  "GET /exports/gstr1/:month/:file.csv": {
    url: (d) => `/exports/gstr1/${d.month}/b2cs.csv`,
    needs: "money.read",
    cells: ["401", "403", "403", "ok"],
  },
  // The driver's link is the credential: no account opens it without one.
  "GET /duty-slips/link.pdf": {
    url: () => "/duty-slips/link.pdf?token=not-a-link",
    cells: ["404", "404", "404", "404"],
  },
  // The dispatcher prints the slip, with the amount the driver collects on board.
  "GET /duty-slips/:id.pdf": {
    url: (d) => `/duty-slips/${d.bookingId}.pdf?lang=en`,
    needs: "bookings.read",
    cells: ["401", "403", "403", "ok"],
  },
  // A vendor's farm-out sheet: staff who read bookings (the hire charge only with money.read).
  "GET /farm-out-sheets/:id.pdf": {
    url: () => `/farm-out-sheets/${crypto.randomUUID()}.pdf?lang=en`,
    needs: "bookings.read",
    cells: ["401", "403", "403", "404"],
  },
  "GET /exports/bookings.csv": {
    url: () => "/exports/bookings.csv",
    needs: "bookings.read",
    cells: ["401", "403", "403", "ok"],
  },
  "GET /files/bus-documents/:id": {
    url: (d) => `/files/bus-documents/${d.documentId}`,
    needs: "bookings.read",
    cells: ["401", "403", "403", "ok"],
  },
};

let s: TestServer;
let f: Fixtures;
const tokens: Partial<Record<Role, string>> = {};
const emails: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  s = await startServer();
  const reg = async (name: string) => {
    const email = `${name}.${u()}@example.com`;
    const r = await s.rest("POST", "/api/auth/register", {
      name,
      email,
      mobileNo: "+91 90000 88880",
      username: `${name}${u()}`,
      pswd: "Quiet-River-Ghat-91",
    });
    return { ...r.body, email };
  };
  const [a, b] = [await reg("matrixa"), await reg("matrixb")];
  tokens.user = a.token;
  tokens.other = b.token;
  for (const role of STAFF) {
    const member = await s.staff(role);
    tokens[role] = member.token;
    emails[role] = member.email;
  }
  const disabled = await s.staff(StaffRole.bookingDesk);
  const off = await s.gql(
    `mutation($u: ID!) { disableStaff(userId: $u) { id } }`,
    { u: disabled.userId },
    tokens.owner,
  );
  expect(off.errors).toBeUndefined();
  tokens.disabled = disabled.token;
  emails.disabled = disabled.email;
  emails.user = a.email;
  emails.other = b.email;
  const busId = (await s.gql(`{ buses { id } }`)).data.buses[0].id;
  const userA = (await s.rest("GET", "/api/auth/user/auth-test", undefined, a.token)).body._id;
  const made = await s.gql(
    `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }`,
    {
      i: {
        pickupLocation: "Varanasi",
        destination: "Sarnath",
        departureDate: inDays(9),
        days: 1,
        busId,
        name: "A",
        email: a.email,
        phone: "+91 90000 88889",
      },
    },
    a.token,
  );
  f = {
    busId,
    userA,
    bookingA: made.data.createBooking.booking.id,
    refreshA: a.refreshToken,
    unknown: crypto.randomUUID(),
  };
});
afterAll(() => s.close());

const classify = (code: string | undefined): Outcome => {
  // A document the schema refuses never reaches the gate: a broken row here, not an outcome.
  if (code === "GRAPHQL_VALIDATION_FAILED") throw new Error("the row's document or variables do not match the schema");
  return code === "UNAUTHENTICATED" ? "401" : code === "FORBIDDEN" ? "403" : code === "NOT_FOUND" ? "404" : "ok";
};

async function gqlCell(
  field: GraphQLField<unknown, unknown>,
  kind: "query" | "mutation",
  role: Role,
): Promise<Outcome> {
  const row = GRAPHQL[field.name];
  const auth = tokens[role] ? { authorization: `Bearer ${tokens[role]}` } : {};
  const selection = isObjectType(getNamedType(field.type)) ? "{ __typename }" : "";
  if (field.name === "uploadImage" || field.name === "uploadBusDocumentFile" || field.name === "driverAddExpense") {
    const form = new FormData();
    const operation =
      field.name === "driverAddExpense"
        ? {
            query: `mutation($file: Upload!, $i: DriverExpenseInput!) { driverAddExpense(token: "not-a-link", input: $i, receipt: $file) { __typename } }`,
            variables: { file: null, i: { stepId: crypto.randomUUID(), kind: "toll", amount: 10 } },
          }
        : { query: `mutation($file: Upload!) { ${field.name}(file: $file) }`, variables: { file: null } };
    form.append("operations", JSON.stringify(operation));
    form.append("map", JSON.stringify({ 0: ["variables.file"] }));
    form.append("0", new Blob([Buffer.from("not an image")]), "x.png");
    const r = (await (
      await fetch(`${s.url}/graphql`, {
        method: "POST",
        headers: { "apollo-require-preflight": "true", ...auth },
        body: form,
      })
    ).json()) as any;
    return classify(r.errors?.[0]?.extensions?.code);
  }
  const vars = row.vars?.(f, role) ?? {};
  const decl = field.args
    .filter((a) => a.name in vars)
    .map((a) => `$${a.name}: ${a.type}`)
    .join(", ");
  const args = field.args
    .filter((a) => a.name in vars)
    .map((a) => `${a.name}: $${a.name}`)
    .join(", ");
  const query = `${kind}${decl ? `(${decl})` : ""} { ${field.name}${args ? `(${args})` : ""} ${selection} }`;
  const r = await s.gql(query, vars, tokens[role]);
  return classify(r.errors?.[0]?.extensions?.code);
}

/**
 * A subscription: refused at once, or it delivers the next booking the caller makes (a booking's messages: the
 * next WhatsApp reply staff send on booking A, inside the window its customer's message opened).
 */
async function subscriptionCell(name: string, role: Role): Promise<Outcome> {
  const client = s.ws(tokens[role]);
  const onBooking = name === "bookingMessageChanged";
  return new Promise<Outcome>((resolve, reject) => {
    let done = false;
    const finish = (o: Outcome) => {
      if (done) return;
      done = true;
      resolve(o);
    };
    client.subscribe(
      {
        query: onBooking
          ? `subscription { ${name}(bookingId: "${f.bookingA}") { id } }`
          : `subscription { ${name} { kind } }`,
      },
      {
        next: (v: any) => finish(v.errors ? classify(v.errors[0].extensions?.code) : "ok"),
        error: (e: any) => finish(classify(Array.isArray(e) ? e[0]?.extensions?.code : e?.extensions?.code)),
        complete: () => undefined,
      },
    );
    if (role === "guest") return;
    // Once connected, give the subscription a moment to register, then make a booking it should see.
    client.on("connected", () => setTimeout(book, 300));
    const book = () => {
      if (done) return;
      if (onBooking) return void replyOnBookingA().catch(reject);
      s.gql(
        `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }`,
        { i: bookingInput(f, emails[role]!) },
        tokens[role],
      )
        .then((r) => (r.errors ? reject(new Error(`${name} as ${role}: ${JSON.stringify(r.errors)}`)) : undefined))
        .catch(reject);
    };
  });
}

/** Staff's WhatsApp reply on booking A, its customer having written first (the window open). */
async function replyOnBookingA() {
  await s.db.query(
    `INSERT INTO whatsapp_inbound (id, phone, text, "receivedAt") VALUES ('wamid.matrix', '919000088889', 'Hi', now())
     ON CONFLICT DO NOTHING`,
  );
  const r = await s.gql(
    `mutation($b: ID!) { sendWhatsAppText(bookingId: $b, text: "Matrix") { id } }`,
    { b: f.bookingA },
    tokens.owner,
  );
  if (r.errors) throw new Error(`sendWhatsAppText: ${JSON.stringify(r.errors)}`);
}

test("every GraphQL operation has a declared row, and every cell answers as declared", async () => {
  const schema = await createSchema();
  const ops = [
    ...Object.values(schema.getQueryType()!.getFields()).map((x) => ({ field: x, kind: "query" as const })),
    ...Object.values(schema.getMutationType()!.getFields()).map((x) => ({ field: x, kind: "mutation" as const })),
    ...Object.values(schema.getSubscriptionType()!.getFields()).map((x) => ({
      field: x,
      kind: "subscription" as const,
    })),
  ];
  expect(ops.map((o) => o.field.name).filter((n) => !(n in GRAPHQL))).toEqual([]);
  expect(Object.keys(GRAPHQL).filter((n) => !ops.some((o) => o.field.name === n))).toEqual([]);
  const actual: Record<string, Outcome[]> = {};
  for (const { field, kind } of ops) {
    actual[field.name] = [];
    for (const role of ROLES) {
      actual[field.name].push(
        kind === "subscription" ? await subscriptionCell(field.name, role) : await gqlCell(field, kind, role),
      );
    }
  }
  const want = Object.fromEntries(Object.entries(GRAPHQL).map(([k, v]) => [k, expected(v)]));
  expect(Object.keys(want).filter((k) => JSON.stringify(want[k]) !== JSON.stringify(actual[k]))).toEqual([]);
  expect(actual).toEqual(want);
});

test("every REST route has a declared row, and every cell answers as declared", async () => {
  const ops = Object.entries(openApiDocument.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
  );
  expect(ops.filter((o) => !(o in REST))).toEqual([]);
  expect(Object.keys(REST).filter((o) => !ops.includes(o))).toEqual([]);
  const actual: Record<string, Outcome[]> = {};
  for (const op of ops) {
    const [method, path] = op.split(" ");
    const row = REST[op];
    actual[op] = [];
    for (const role of ROLES) {
      const url = path.replace("{id}", row.id?.(f) ?? "");
      const r = await s.rest(method, url, row.body?.(f), tokens[role]);
      actual[op].push(r.status === 401 ? "401" : r.status === 403 ? "403" : r.status === 404 ? "404" : "ok");
    }
  }
  const want = Object.fromEntries(Object.entries(REST).map(([k, v]) => [k, expected(v)]));
  expect(Object.keys(want).filter((k) => JSON.stringify(want[k]) !== JSON.stringify(actual[k]))).toEqual([]);
  expect(actual).toEqual(want);
});

describe("money fields are null for staff without money.read, in both APIs, the export and live updates", () => {
  const sees = (role: StaffRole) => (ROLE_PERMISSIONS[role] as readonly string[]).includes("money.read");
  let id: string;
  const tag = `money${u()}`;
  const name = `Money ${tag}`;
  beforeAll(async () => {
    const made = await s.gql(`mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }`, {
      i: { ...bookingInput(f, `money${u()}@example.com`), name },
    });
    id = made.data.createBooking.booking.id;
    const fare = await s.gql(
      `mutation($id: ID!) { recordFare(id: $id, input: { agreedFare: 12500.5, advance: 2500, advanceReceivedOn: "${inDays(0)}" }) { agreedFare } }`,
      { id },
      tokens.owner,
    );
    expect(fare.data.recordFare.agreedFare).toBe(12500.5);
  });

  test.each(STAFF)("%s", async (role) => {
    const money = sees(role);
    const q = await s.gql(
      `query($id: ID!) { booking(id: $id) { agreedFare advance advanceReceivedOn balance }
         bookingsPage(first: 50) { items { id agreedFare advance balance } } }`,
      { id },
      tokens[role],
    );
    expect(q.errors).toBeUndefined();
    expect(q.data.booking).toEqual(
      money
        ? { agreedFare: 12500.5, advance: 2500, advanceReceivedOn: inDays(0), balance: 10000.5 }
        : { agreedFare: null, advance: null, advanceReceivedOn: null, balance: null },
    );
    const item = q.data.bookingsPage.items.find((b: { id: string }) => b.id === id);
    expect(item).toEqual({
      id,
      agreedFare: money ? 12500.5 : null,
      advance: money ? 2500 : null,
      balance: money ? 10000.5 : null,
    });
    const list = await s.rest("GET", "/api/bookings", undefined, tokens[role]);
    const doc = list.body.find((b: { _id: string }) => b._id === id);
    expect([doc.agreedFare, doc.advance, doc.balance]).toEqual(money ? [12500.5, 2500, 10000.5] : [null, null, null]);
    const csv = await fetch(`${s.url}/exports/bookings.csv?search=${tag}`, {
      headers: { authorization: `Bearer ${tokens[role]}` },
    });
    expect(csv.status).toBe(200);
    const rows = (await csv.text()).trim().split("\n");
    expect(rows).toHaveLength(2);
    const row = rows[1];
    expect(row.includes("12500.50")).toBe(money);
    expect(row.includes("10000.50")).toBe(money);
  });

  test("a live update carries the fare to staff who see money, and null to those who do not", async () => {
    const watch = (role: StaffRole) =>
      nextEvents(s.ws(tokens[role]), `subscription { bookingChanged { bookingId booking { agreedFare } } }`, 1);
    const owner = watch(StaffRole.owner);
    const desk = watch(StaffRole.bookingDesk);
    await Promise.all([owner.ready, desk.ready]);
    await s.gql(
      `mutation($id: ID!) { recordFare(id: $id, input: { agreedFare: 13000 }) { id } }`,
      { id },
      tokens.owner,
    );
    const [[o], [d]] = await Promise.all([owner.events, desk.events]);
    expect(o.bookingChanged.booking.agreedFare).toBe(13000);
    expect(d.bookingChanged.booking.agreedFare).toBeNull();
  });

  test("a quote is money: staff without quotes.price or money.read (the dispatcher) cannot read it, nor its PDF", async () => {
    const card = await s.gql(
      `mutation($i: RateCardInput!) { saveRateCard(input: $i) { card { id } } }`,
      {
        i: {
          name: "Money card",
          busId: f.busId,
          effectiveFrom: inDays(-5),
          perKm: "65",
          minKmPerDay: 300,
          driverAllowance: "300",
          nightHalt: "500",
          gstRate: 5,
        },
      },
      tokens.owner,
    );
    expect(card.errors).toBeUndefined();
    for (const step of ["prepareQuote", "sendQuote"])
      expect(
        (await s.gql(`mutation($b: ID!) { ${step}(bookingId: $b) { id } }`, { b: id }, tokens.owner)).errors,
      ).toBeUndefined();
    for (const role of STAFF) {
      const reads = (ROLE_PERMISSIONS[role] as readonly string[]).some(
        (p) => p === "quotes.price" || p === "money.read",
      );
      const q = await s.gql(`query($b: ID!) { quote(bookingId: $b) { total } }`, { b: id }, tokens[role]);
      const rest = await s.rest("GET", `/api/bookings/${id}/quote`, undefined, tokens[role]);
      const pdf = await fetch(`${s.url}/quotes/${id}.pdf`, { headers: { authorization: `Bearer ${tokens[role]}` } });
      await pdf.arrayBuffer();
      expect([role, q.errors?.[0].extensions?.code ?? q.data.quote.total, rest.status, pdf.status]).toEqual(
        reads ? [role, expect.stringMatching(/^\d+\.00$/), 200, 200] : [role, "FORBIDDEN", 403, 403],
      );
    }
    expect(STAFF.filter((r) => !(ROLE_PERMISSIONS[r] as readonly string[]).includes("money.read"))).toContain(
      StaffRole.dispatcher,
    );
  });

  test("a trip charge's amounts are money (null without money.read, in GraphQL and REST); the duty slip's amount to collect on board stays for the dispatcher", async () => {
    // The trip closed with a toll paid on the way: one line offered for the invoice.
    await s.db.query(
      `INSERT INTO driver_trips ("bookingId", "startedAt", "openingKm", "closedAt", "closingKm", "closedBy")
       VALUES ($1, now() - interval '1 day', 1000, now(), 1200, 'staff')`,
      [id],
    );
    await s.db.query(
      `INSERT INTO driver_trip_steps ("bookingId", "stepId", kind, "expenseKind", amount, "receiptUrl")
       VALUES ($1, $2, 'expense', 'toll', 145.50, '/uploads/matrix-receipt.png')`,
      [id, crypto.randomUUID()],
    );
    expect((await s.rest("PUT", `/api/bookings/${id}/duty-slip`, { collectOnBoard: true }, tokens.owner)).status).toBe(
      200,
    );
    const { balance } = (await s.gql(`query($id: ID!) { booking(id: $id) { balance } }`, { id }, tokens.owner)).data
      .booking;
    expect(balance).toBeGreaterThan(0);
    for (const role of STAFF) {
      const money = sees(role);
      const line = {
        source: expect.stringMatching(/^expense:/),
        quantity: 1,
        unitPaise: money ? 14550 : null,
        amountPaise: money ? 14550 : null,
      };
      const q = await s.gql(
        `query($id: ID!) { booking(id: $id) { tripCharges { source quantity unitPaise amountPaise }
           duty { collectOnBoard amountToCollectPaise } } }`,
        { id },
        tokens[role],
      );
      expect(q.errors).toBeUndefined();
      expect([role, q.data.booking.tripCharges]).toEqual([role, [line]]);
      const rest = await s.rest("GET", `/api/bookings/${id}/trip-charges`, undefined, tokens[role]);
      expect(rest.status).toBe(200);
      expect([role, rest.body]).toEqual([role, [expect.objectContaining(line)]]);
      // The driver collects the balance on board: the dispatcher hands the slip over, so it shows the amount.
      const duty = await s.rest("GET", `/api/bookings/${id}/duty-slip`, undefined, tokens[role]);
      const expectedDuty = { collectOnBoard: true, amountToCollectPaise: Math.round(balance * 100) };
      expect([role, q.data.booking.duty]).toEqual([role, expectedDuty]);
      expect([role, duty.body]).toEqual([role, expect.objectContaining(expectedDuty)]);
    }
  });
});

test("every download outside /api has a declared row, and every cell answers as declared", async () => {
  // User A's Confirmed booking with a sent quote, a fare and a tax invoice.
  const card = await s.gql(
    `mutation($i: RateCardInput!) { saveRateCard(input: $i) { card { id } } }`,
    {
      i: {
        name: "Downloads card",
        busId: f.busId,
        effectiveFrom: inDays(-6),
        perKm: "60",
        minKmPerDay: 250,
        driverAllowance: "300",
        nightHalt: "500",
        gstRate: 5,
      },
    },
    tokens.owner,
  );
  // The money block above saved this bus's card already when it ran (a bus has one card; run alone, it has none).
  expect(card.errors?.[0].extensions?.messageKey ?? "saved").toMatch(/^(saved|rateCard\.busTaken)$/);
  const made = await s.gql(
    `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }`,
    { i: bookingInput(f, emails.user!) },
    tokens.user,
  );
  const bookingId: string = made.data.createBooking.booking.id;
  for (const step of ["prepareQuote", "sendQuote"])
    expect(
      (await s.gql(`mutation($b: ID!) { ${step}(bookingId: $b) { id } }`, { b: bookingId }, tokens.owner)).errors,
    ).toBeUndefined();
  expect((await s.rest("PUT", `/api/bookings/${bookingId}/fare`, { agreedFare: 21000 }, tokens.owner)).status).toBe(
    200,
  );
  await s.db.query(`UPDATE bookings SET status = 'Confirmed' WHERE id = $1`, [bookingId]);
  expect((await s.rest("PUT", "/api/tax/settings", { gstin: "09AAACK1234A1Z8" }, tokens.owner)).status).toBe(200);
  const invoice = await s.rest("POST", `/api/bookings/${bookingId}/invoices`, undefined, tokens.owner);
  expect(invoice.status).toBe(201);
  // An uploaded image, and a vehicle document with a scan.
  const multipart = async (url: string, form: FormData, headers: Record<string, string> = {}) =>
    (await (
      await fetch(`${s.url}${url}`, {
        method: "POST",
        headers: { authorization: `Bearer ${tokens.owner}`, ...headers },
        body: form,
      })
    ).json()) as any;
  const imageForm = new FormData();
  imageForm.append(
    "operations",
    JSON.stringify({ query: "mutation($file: Upload!) { uploadImage(file: $file) }", variables: { file: null } }),
  );
  imageForm.append("map", JSON.stringify({ 0: ["variables.file"] }));
  imageForm.append("0", new Blob([PNG]), "dot.png");
  const image: string = (await multipart("/graphql", imageForm, { "apollo-require-preflight": "true" })).data
    .uploadImage;
  const scanForm = new FormData();
  scanForm.append("file", new Blob([Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n")]), "rc.pdf");
  const { fileId } = await multipart("/api/documents/files", scanForm);
  const document = await s.rest(
    "POST",
    `/api/buses/${f.busId}/documents`,
    { type: "Other", number: `D-${u()}`, validFrom: inDays(0), validUntil: inDays(900), fileId },
    tokens.owner,
  );
  expect(document.status).toBe(201);
  const d: Downloads = {
    bookingId,
    invoiceId: invoice.body._id,
    documentId: document.body._id,
    image,
    month: todayInIndia().slice(0, 7),
  };

  // The routes as Express holds them: a download added without a row fails here.
  const ops = routesOf(downloadsRouter({} as Services));
  expect(ops.filter((o) => !(o in DOWNLOADS))).toEqual([]);
  expect(Object.keys(DOWNLOADS).filter((o) => !ops.includes(o))).toEqual([]);
  const actual: Record<string, Outcome[]> = {};
  for (const op of ops) {
    actual[op] = [];
    for (const role of ROLES) {
      const r = await fetch(`${s.url}${DOWNLOADS[op].url(d)}`, {
        headers: tokens[role] ? { authorization: `Bearer ${tokens[role]}` } : {},
      });
      await r.arrayBuffer();
      // "ok" is the file itself; any other answer (400, 500) is written as its status and fails the row.
      actual[op].push(r.status === 200 ? "ok" : (String(r.status) as Outcome));
    }
  }
  const want = Object.fromEntries(Object.entries(DOWNLOADS).map(([k, v]) => [k, expected(v)]));
  expect(Object.keys(want).filter((k) => JSON.stringify(want[k]) !== JSON.stringify(actual[k]))).toEqual([]);
  expect(actual).toEqual(want);
});
