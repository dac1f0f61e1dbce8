import type { DataSource } from "typeorm";
import type { Config } from "./config";
import { ACCOUNT_POLICIES, AccountService } from "./domain/auth/account.service";
import { ADMIN_SEED_POLICIES, AdminSeedService } from "./domain/auth/admin-seed.service";
import { GUEST_ACCOUNT_POLICIES, GuestAccountService } from "./domain/auth/guest-account.service";
import { LANGUAGE_POLICIES, LanguageService } from "./domain/auth/language.service";
import { SESSION_POLICIES, SessionService } from "./domain/auth/session.service";
import { ACCESS_POLICIES, AccessService } from "./domain/auth/access.service";
import { STAFF_POLICIES, StaffService } from "./domain/staff/staff.service";
import { ACTIVITY_POLICIES, ActivityService } from "./domain/activity/activity.service";
import { PASSWORD_RESET_POLICIES, PasswordResetService } from "./domain/auth/password-reset.service";
import { BookingReports, REPORT_POLICIES } from "./domain/booking/booking-reports.service";
import { BookingFigures, FIGURES_POLICIES } from "./domain/booking/booking-figures.service";
import { BookingDocuments, BOOKING_DOCUMENT_POLICIES } from "./domain/booking/booking-documents.service";
import { MyBookings, MY_BOOKINGS_POLICIES } from "./domain/booking/my-bookings.service";
import { VehicleChecks } from "./domain/booking/vehicle-checks.service";
import { VEHICLE_ALLOCATION_POLICIES, VehicleAllocation } from "./domain/booking/vehicle-allocation.service";
import { BOOKING_STATUS_POLICIES, BookingStatusService } from "./domain/booking/booking-status.service";
import { BOOKING_POLICIES, BookingService } from "./domain/booking/booking.service";
import { STAFF_BOOKING_POLICIES, StaffBookingService } from "./domain/booking/staff-booking.service";
import { BUS_POLICIES, BusService } from "./domain/bus/bus.service";
import { BUS_DOCUMENT_POLICIES, BusDocumentService } from "./domain/bus-document/bus-document.service";
import { BUS_COMPLIANCE_POLICIES, BusComplianceService } from "./domain/booking/booking-compliance.service";
import { DOCUMENT_REMINDER_POLICIES, DocumentReminderService } from "./domain/bus-document/document-reminders.service";
import { BUS_AVAILABILITY_POLICIES, BusAvailabilityService } from "./domain/bus/bus-availability.service";
import { BOOKING_DESK_POLICIES, BookingDesk } from "./domain/booking/booking-desk.service";
import { PAYMENT_SETTINGS_POLICIES, PaymentSettingsService } from "./domain/settings/payment-settings.service";
import { STAFF_NOTE_POLICIES, StaffNoteService } from "./domain/staff-note/staff-note.service";
import { PAYMENT_POLICIES, PaymentService } from "./domain/payment/payment.service";
import { PAYMENT_COLLECTIONS_POLICIES, PaymentCollectionsService } from "./domain/payment/payment-collections.service";
import { PAYMENT_ORDER_POLICIES, PaymentOrders } from "./domain/payment/payment-orders.service";
import { GATEWAY_EVENT_POLICIES, GatewayEvents } from "./domain/payment/gateway-events.service";
import { REFUND_POLICIES, Refunds } from "./domain/payment/refunds.service";
import { PAYMENT_ISSUE_POLICIES, PaymentIssues } from "./domain/payment/payment-issues.service";
import { CANCELLATION_REFUND_POLICIES, CancellationRefunds } from "./domain/payment/cancellation-refunds.service";
import { RazorpayGateway } from "./domain/payment/razorpay-gateway";
import { VoucherService } from "./domain/account/vouchers.service";
import { CONTACT_POLICIES, ContactService } from "./domain/contact/contact.service";
import { CUSTOMER_POLICIES, CustomerService } from "./domain/customer/customer.service";
import { DESTINATION_POLICIES, DestinationService } from "./domain/destination/destination.service";
import { PLACE_POLICIES, PlaceService } from "./domain/place/place.service";
import { SETTINGS_POLICIES, SettingsService } from "./domain/settings/settings.service";
import { guard, type ServicePolicies } from "./domain/shared/actor";
import type { EventBus } from "./domain/shared/events";
import { UPLOAD_POLICIES, UploadService } from "./domain/upload/upload.service";
import { DRIVER_POLICIES, DriverService } from "./domain/driver/driver.service";
import { DRIVER_ASSIGNMENT_POLICIES, DriverAssignmentService } from "./domain/driver/driver-assignment.service";
import { DRIVER_TRIP_POLICIES, DriverTripService } from "./domain/driver/driver-trip.service";
import { DRIVER_LINK_POLICIES, DriverLinkService } from "./domain/driver/driver-link.service";
import { STAFF_TRIP_POLICIES, StaffTripService } from "./domain/driver/staff-trip.service";
import { BUS_POSITION_POLICIES, BusPositionService } from "./domain/driver/bus-position.service";
import { DUTY_SLIP_POLICIES, DutySlipService } from "./domain/driver/duty-slip.service";
import { TRIP_CHARGE_POLICIES, TripChargeService } from "./domain/driver/trip-charges.service";
import { DRIVER_ROSTER_POLICIES, DriverRosterService } from "./domain/driver/driver-roster.service";
import { DISPATCH_POLICIES, DispatchService } from "./domain/dispatch/dispatch.service";
import { Mailer } from "./mail/mailer";
import { NOTIFICATION_POLICIES, NotificationService } from "./domain/notification/notification.service";
import { MAIL_DELIVERY_POLICIES, MailDelivery } from "./domain/notification/mail-delivery.service";
import { MailComposer } from "./domain/notification/mail-composer.service";
import { MailLinks } from "./domain/notification/mail-links";
import { NotificationOutbox } from "./domain/notification/notification-outbox";
import { QUOTE_ACCEPTANCE_POLICIES, QuoteAcceptance } from "./domain/quote/quote-acceptance.service";
import { DOCUMENT_OVERVIEW_POLICIES, DocumentOverviewService } from "./domain/bus-document/document-overview.service";
import { BOOKING_BUS_POLICIES, BookingBusService } from "./domain/booking/booking-bus.service";
import { QUOTE_DRAFT_POLICIES, QuoteDrafts } from "./domain/quote/quote-drafts.service";
import { QUOTE_LINK_POLICIES, QuoteLinks } from "./domain/quote/quote-links.service";
import { QUOTE_POLICIES, QuoteService } from "./domain/quote/quote.service";
import { QUOTE_DOCUMENT_POLICIES, QuoteDocumentService } from "./domain/quote/quote-document.service";
import { RATE_CARD_POLICIES, RateCardService } from "./domain/quote/rate-card.service";
import { QUOTE_SETTINGS_POLICIES, QuoteSettingsService } from "./domain/settings/quote-settings.service";
import { TRIP_PLANNER_POLICIES, TripPlanner } from "./domain/booking/trip-planner.service";
import { type Clock, FileClock, systemClock } from "./domain/shared/clock";
import { TAX_SETTINGS_POLICIES, TaxSettingsService } from "./domain/invoice/tax-settings.service";
import { TAX_NOTE_POLICIES, TaxNoteService } from "./domain/invoice/tax-notes.service";
import { STATEMENT_POLICIES, StatementService } from "./domain/account/statement.service";
import { FARE_POLICIES, FareService } from "./domain/account/fare.service";
import { INVOICING_POLICIES, InvoicingService } from "./domain/account/invoicing.service";
import { CLOSE_OUT_POLICIES, CloseOutService } from "./domain/account/close-out.service";
import { MARGIN_POLICIES, MarginService } from "./domain/account/margin.service";
import { VENDOR_POLICIES, VendorService } from "./domain/vendor/vendor.service";
import { FARM_OUT_POLICIES, FarmOutService } from "./domain/vendor/farm-out.service";
import { VENDOR_PAYABLES_POLICIES, VendorPayablesService } from "./domain/vendor/vendor-payables.service";
import { RECEIPT_POLICIES, ReceiptService } from "./domain/account/receipt.service";
import type { TermsChange } from "./domain/shared/account-ports";
import { BILLING_POLICIES, BillingService } from "./domain/invoice/billing.service";
import { INVOICE_POLICIES, InvoiceService } from "./domain/invoice/invoice.service";
import { GSTR1_POLICIES, Gstr1Service } from "./domain/invoice/gstr1.service";
import type { JobQueue } from "./domain/shared/jobs";
import path from "node:path";
import { checkTemplates } from "./domain/messaging/message-templates";
import { CONSENT_POLICIES, Consents } from "./domain/messaging/consents.service";
import { CUSTOMER_MESSAGES_POLICIES, CustomerMessages } from "./domain/messaging/customer-messages.service";
import { CONVERSATION_POLICIES, Conversations } from "./domain/messaging/conversation.service";
import { MESSAGE_SETTINGS_POLICIES, MessageSettings } from "./domain/messaging/message-settings.service";
import { PHONE_DELIVERY_POLICIES, PhoneDelivery } from "./domain/messaging/phone-delivery.service";
import { PHONE_WEBHOOK_POLICIES, PhoneWebhooks } from "./domain/messaging/phone-webhooks.service";
import { PhoneComposer } from "./domain/messaging/phone-composer";
import { PhoneStatuses } from "./domain/messaging/phone-statuses";
import { PhoneOutbox } from "./domain/messaging/phone-outbox";
import { SmsOutbox, Msg91Sms } from "./domain/messaging/sms-client";
import { CloudWhatsApp, WhatsAppOutbox } from "./domain/messaging/whatsapp-client";
import { SMS_WEBHOOK_PATH, WHATSAPP_WEBHOOK_PATH, smsWebhookToken } from "./domain/messaging/webhook-paths";

/** The one service layer; GraphQL resolvers and the REST shim both call into it. */
export function createServices(
  db: DataSource,
  config: Config,
  events: EventBus,
  queue: JobQueue,
  // Tests only: TEST_CLOCK_FILE, a clock moved from outside the process (config.ts refuses it unless NODE_ENV=test).
  clock: Clock = config.testClockFile ? new FileClock(config.testClockFile) : systemClock,
) {
  const sessions = new SessionService(db, config, events);
  const guestAccounts = new GuestAccountService(config, sessions);
  const places = new PlaceService(db);
  const mailer = new Mailer(config);
  const settings = new SettingsService(db, events);
  const links = new MailLinks(config);
  const outbox = new NotificationOutbox(queue);
  const notifications = new NotificationService(db, settings, outbox, links, clock);
  // WhatsApp and SMS beside the e-mails: the Cloud API and MSG91 when their keys are set, else DATA_DIR/outbox/….
  checkTemplates();
  const consents = new Consents(db, config, clock);
  const whatsapp = config.whatsapp
    ? new CloudWhatsApp(config.whatsapp)
    : new WhatsAppOutbox(path.join(config.dataDir, "outbox", "whatsapp"));
  const sms = config.msg91 ? new Msg91Sms(config.msg91) : new SmsOutbox(path.join(config.dataDir, "outbox", "sms"));
  const phoneOutbox = new PhoneOutbox(queue, (m) => settings.get(m));
  // What the areas below hand a change's messages to: its e-mails, and its WhatsApp message or SMS.
  const phoneStatuses = new PhoneStatuses(db, phoneOutbox, events, clock);
  const messages = new CustomerMessages(db, notifications, phoneOutbox, consents, phoneStatuses, clock);
  // The one holder of the mailer: every e-mail is a message of the outbox, sent by MailDelivery.
  const mailDelivery = new MailDelivery(db, mailer, new MailComposer(db, settings, links, clock), clock);
  const phoneComposer = new PhoneComposer(db, links);
  const availability = new BusAvailabilityService(db, events);
  const compliance = new BusComplianceService(db, places);
  const quoteSettings = new QuoteSettingsService(db);
  const trips = new TripPlanner(db, places, quoteSettings);
  const bookings = new BookingService(db, guestAccounts, events, messages, availability, trips, compliance);
  const paymentSettings = new PaymentSettingsService(db);
  const rateCards = new RateCardService(db, clock);
  const vehicleChecks = new VehicleChecks(availability, compliance);
  const bookingStatus = new BookingStatusService(db, bookings, events, messages, vehicleChecks);
  const desk = new BookingDesk(db, bookings, bookingStatus, paymentSettings, events);
  const taxSettings = new TaxSettingsService(db);
  // The account area decides a booking's money; the areas below it reach it through shared/account-ports.ts.
  const statements = new StatementService(db);
  const notes = new TaxNoteService(db, statements, clock);
  const fares = new FareService(db, bookings, statements, notes, taxSettings, events, clock);
  const terms: TermsChange = (m, bookingId, actor, reason, change) => fares.change(m, bookingId, actor, reason, change);
  bookingStatus.onCancel.push((m, bookingId, actor) => notes.creditOnCancel(m, bookingId, actor));
  const invoices = new InvoiceService(db, bookings, statements, paymentSettings, clock, new LanguageService(db));
  const quotes = new QuoteService(db, config, bookings, trips, events, clock, () => desk);
  // Online payments when the gateway's keys are set; without them, UPI and payments recorded by hand only.
  const gateway = config.razorpay ? new RazorpayGateway(config.razorpay) : null;
  // The GST vouchers of advances received and returned before the invoice (the account area's; a port below it).
  const vouchers = new VoucherService(statements, taxSettings, notes, clock);
  const refunds = new Refunds(db, gateway, queue, statements, vouchers, events, clock);
  const raw = {
    access: new AccessService(db, sessions.tokens),
    sessions,
    accounts: new AccountService(db, sessions),
    guestAccounts,
    languages: new LanguageService(db),
    adminSeed: new AdminSeedService(db, config),
    places,
    buses: new BusService(db, events),
    bookings,
    staffBookings: new StaffBookingService(db, guestAccounts, places, events, messages, availability, trips),
    bookingStatus,
    availability,
    desk,
    bookingBus: new BookingBusService(db, bookings, availability, compliance, events),
    vehicles: new VehicleAllocation(db, bookings, vehicleChecks, events),
    paymentSettings,
    staffNotes: new StaffNoteService(db),
    payments: new PaymentService(db, statements, vouchers, events, clock),
    collections: new PaymentCollectionsService(db, clock),
    paymentOrders: new PaymentOrders(db, config, gateway, clock),
    gatewayEvents: new GatewayEvents(db, gateway, queue, statements, vouchers, refunds, messages, events, clock),
    refunds,
    cancellationRefunds: new CancellationRefunds(db, refunds, events, clock),
    paymentIssues: new PaymentIssues(db, statements, vouchers, events, clock),
    drivers: new DriverService(db),
    driverAssignments: new DriverAssignmentService(db, events, compliance, messages),
    driverTrips: new DriverTripService(db, config, events, messages, clock, statements),
    driverLinks: new DriverLinkService(db, config, clock),
    driverRosters: new DriverRosterService(db, config, clock),
    dispatch: new DispatchService(db, clock, compliance),
    staffTrips: new StaffTripService(db, events, clock, statements),
    busPositions: new BusPositionService(db, config, bookings, clock),
    dutySlips: new DutySlipService(db, config, events, clock),
    tripCharges: new TripChargeService(db, events, terms),
    documents: new BusDocumentService(db, clock),
    documentOverview: new DocumentOverviewService(db, clock),
    compliance,
    documentReminders: new DocumentReminderService(db, settings, messages, clock),
    uploads: new UploadService(db),
    destinations: new DestinationService(db, events),
    settings,
    notifications,
    mailDelivery,
    messages,
    consents,
    phoneDelivery: new PhoneDelivery(db, whatsapp, sms, phoneComposer, phoneOutbox, phoneStatuses, events, clock),
    phoneWebhooks: new PhoneWebhooks(
      db,
      { whatsapp: config.whatsapp, smsToken: config.msg91 ? smsWebhookToken(config.msg91.authKey) : null },
      phoneStatuses,
      consents,
      clock,
    ),
    conversations: new Conversations(db, queue, events, clock),
    messageSettings: new MessageSettings(
      db,
      {
        whatsapp: whatsapp.live,
        sms: sms.live,
        whatsappWebhookUrl: `${config.publicUrl}${WHATSAPP_WEBHOOK_PATH}`,
        smsWebhookUrl: config.msg91
          ? `${config.publicUrl}${SMS_WEBHOOK_PATH}?token=${smsWebhookToken(config.msg91.authKey)}`
          : null,
      },
      clock,
    ),
    rateCards,
    quotes,
    quoteDrafts: new QuoteDrafts(db, quotes, bookings, rateCards, trips, messages, taxSettings, events, clock),
    quoteLinks: new QuoteLinks(config, bookings),
    quoteDocuments: new QuoteDocumentService(quotes, quoteSettings, taxSettings, settings),
    quoteSettings,
    trips,
    quoteAcceptance: new QuoteAcceptance(db, quotes, messages, events, clock, terms),
    reports: new BookingReports(db, clock),
    figures: new BookingFigures(db),
    bookingDocuments: new BookingDocuments(db),
    myBookings: new MyBookings(db),
    contact: new ContactService(db),
    customers: new CustomerService(db),
    passwordReset: new PasswordResetService(db, notifications, sessions),
    staff: new StaffService(db, notifications, sessions),
    activity: new ActivityService(db, config.activityRetentionDays),
    taxSettings,
    billing: new BillingService(db, bookings),
    invoices,
    notes,
    statements,
    fares,
    invoicing: new InvoicingService(db, statements, invoices, taxSettings),
    closeOut: new CloseOutService(db, statements, events, clock, messages),
    margins: new MarginService(db, statements),
    vendors: new VendorService(db, events),
    vendorPayables: new VendorPayablesService(db),
    farmOut: new FarmOutService(db),
    receipts: new ReceiptService(
      bookings,
      statements,
      quotes,
      desk,
      settings,
      taxSettings,
      new LanguageService(db),
      clock,
      db,
    ),
    gstr1: new Gstr1Service(db),
  };
  // Both APIs get each service behind its policy table: the one gate (domain/shared/actor.ts `guard`).
  const gated = Object.fromEntries(
    Object.entries(raw).map(([name, service]) => {
      const policies = SERVICE_POLICIES[name as ServiceName];
      return [name, policies ? guard(service as object, policies as ServicePolicies<object>) : service];
    }),
  ) as typeof raw;
  return { db, config, events, clock, ...gated };
}

export type Services = ReturnType<typeof createServices>;

type ServiceName = Exclude<keyof Services, "db" | "config" | "events" | "clock">;

/**
 * How every public method of every service is guarded, declared beside each service. The type checker
 * keeps each table complete (a new method without a declaration does not compile, nor does a new
 * service without a table); a unit test calls every "admin" method without an admin.
 */
export const SERVICE_POLICIES: { [K in ServiceName]: ServicePolicies<Services[K]> } = {
  access: ACCESS_POLICIES,
  sessions: SESSION_POLICIES,
  accounts: ACCOUNT_POLICIES,
  guestAccounts: GUEST_ACCOUNT_POLICIES,
  languages: LANGUAGE_POLICIES,
  adminSeed: ADMIN_SEED_POLICIES,
  passwordReset: PASSWORD_RESET_POLICIES,
  places: PLACE_POLICIES,
  buses: BUS_POLICIES,
  bookings: BOOKING_POLICIES,
  staffBookings: STAFF_BOOKING_POLICIES,
  bookingStatus: BOOKING_STATUS_POLICIES,
  reports: REPORT_POLICIES,
  figures: FIGURES_POLICIES,
  bookingDocuments: BOOKING_DOCUMENT_POLICIES,
  myBookings: MY_BOOKINGS_POLICIES,
  uploads: UPLOAD_POLICIES,
  destinations: DESTINATION_POLICIES,
  settings: SETTINGS_POLICIES,
  contact: CONTACT_POLICIES,
  customers: CUSTOMER_POLICIES,
  mailDelivery: MAIL_DELIVERY_POLICIES,
  messages: CUSTOMER_MESSAGES_POLICIES,
  consents: CONSENT_POLICIES,
  phoneDelivery: PHONE_DELIVERY_POLICIES,
  phoneWebhooks: PHONE_WEBHOOK_POLICIES,
  conversations: CONVERSATION_POLICIES,
  messageSettings: MESSAGE_SETTINGS_POLICIES,
  rateCards: RATE_CARD_POLICIES,
  quoteSettings: QUOTE_SETTINGS_POLICIES,
  trips: TRIP_PLANNER_POLICIES,
  quotes: QUOTE_POLICIES,
  quoteDrafts: QUOTE_DRAFT_POLICIES,
  quoteLinks: QUOTE_LINK_POLICIES,
  quoteDocuments: QUOTE_DOCUMENT_POLICIES,
  quoteAcceptance: QUOTE_ACCEPTANCE_POLICIES,
  notifications: NOTIFICATION_POLICIES,
  availability: BUS_AVAILABILITY_POLICIES,
  desk: BOOKING_DESK_POLICIES,
  bookingBus: BOOKING_BUS_POLICIES,
  vehicles: VEHICLE_ALLOCATION_POLICIES,
  paymentSettings: PAYMENT_SETTINGS_POLICIES,
  staffNotes: STAFF_NOTE_POLICIES,
  payments: PAYMENT_POLICIES,
  collections: PAYMENT_COLLECTIONS_POLICIES,
  paymentOrders: PAYMENT_ORDER_POLICIES,
  gatewayEvents: GATEWAY_EVENT_POLICIES,
  refunds: REFUND_POLICIES,
  cancellationRefunds: CANCELLATION_REFUND_POLICIES,
  paymentIssues: PAYMENT_ISSUE_POLICIES,
  staff: STAFF_POLICIES,
  drivers: DRIVER_POLICIES,
  driverAssignments: DRIVER_ASSIGNMENT_POLICIES,
  driverTrips: DRIVER_TRIP_POLICIES,
  driverLinks: DRIVER_LINK_POLICIES,
  driverRosters: DRIVER_ROSTER_POLICIES,
  dispatch: DISPATCH_POLICIES,
  staffTrips: STAFF_TRIP_POLICIES,
  busPositions: BUS_POSITION_POLICIES,
  dutySlips: DUTY_SLIP_POLICIES,
  tripCharges: TRIP_CHARGE_POLICIES,
  documents: BUS_DOCUMENT_POLICIES,
  documentOverview: DOCUMENT_OVERVIEW_POLICIES,
  compliance: BUS_COMPLIANCE_POLICIES,
  documentReminders: DOCUMENT_REMINDER_POLICIES,
  activity: ACTIVITY_POLICIES,
  taxSettings: TAX_SETTINGS_POLICIES,
  billing: BILLING_POLICIES,
  invoices: INVOICE_POLICIES,
  notes: TAX_NOTE_POLICIES,
  statements: STATEMENT_POLICIES,
  fares: FARE_POLICIES,
  invoicing: INVOICING_POLICIES,
  closeOut: CLOSE_OUT_POLICIES,
  margins: MARGIN_POLICIES,
  vendors: VENDOR_POLICIES,
  vendorPayables: VENDOR_PAYABLES_POLICIES,
  farmOut: FARM_OUT_POLICIES,
  receipts: RECEIPT_POLICIES,
  gstr1: GSTR1_POLICIES,
};
