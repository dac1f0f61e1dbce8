import type { DataSource } from "typeorm";
import type { Config } from "./config";
import { AUTH_POLICIES, AuthService } from "./domain/auth/auth.service";
import { PASSWORD_RESET_POLICIES, PasswordResetService } from "./domain/auth/password-reset.service";
import { BookingReports, REPORT_POLICIES } from "./domain/booking/booking-reports.service";
import { BOOKING_POLICIES, BookingService } from "./domain/booking/booking.service";
import { BUS_POLICIES, BusService } from "./domain/bus/bus.service";
import { BUS_DOCUMENT_POLICIES, BusDocumentService } from "./domain/bus-document/bus-document.service";
import { BUS_COMPLIANCE_POLICIES, BusComplianceService } from "./domain/bus-document/bus-compliance.service";
import { DOCUMENT_REMINDER_POLICIES, DocumentReminderService } from "./domain/bus-document/document-reminders.service";
import { BUS_AVAILABILITY_POLICIES, BusAvailabilityService } from "./domain/bus/bus-availability.service";
import { BOOKING_DESK_POLICIES, BookingDesk } from "./domain/booking/booking-desk.service";
import { PAYMENT_SETTINGS_POLICIES, PaymentSettingsService } from "./domain/settings/payment-settings.service";
import { STAFF_NOTE_POLICIES, StaffNoteService } from "./domain/staff-note/staff-note.service";
import { CONTACT_POLICIES, ContactService } from "./domain/contact/contact.service";
import { CUSTOMER_POLICIES, CustomerService } from "./domain/customer/customer.service";
import { DESTINATION_POLICIES, DestinationService } from "./domain/destination/destination.service";
import { PLACE_POLICIES, PlaceService } from "./domain/place/place.service";
import { SETTINGS_POLICIES, SettingsService } from "./domain/settings/settings.service";
import type { ServicePolicies } from "./domain/shared/actor";
import type { EventBus } from "./domain/shared/events";
import { UPLOAD_POLICIES, UploadService } from "./domain/upload/upload.service";
import { Mailer } from "./mail/mailer";
import { NOTIFICATION_POLICIES, NotificationService } from "./domain/notification/notification.service";
import { type Clock, systemClock } from "./domain/shared/clock";
import type { JobQueue } from "./domain/shared/jobs";

/** The one service layer; GraphQL resolvers and the REST shim both call into it. */
export function createServices(
  db: DataSource,
  config: Config,
  events: EventBus,
  queue: JobQueue,
  clock: Clock = systemClock,
) {
  const auth = new AuthService(db, config);
  const places = new PlaceService(db);
  const mailer = new Mailer(config);
  const settings = new SettingsService(db, events);
  const notifications = new NotificationService(db, config, mailer, settings, queue, clock);
  const availability = new BusAvailabilityService(db);
  const compliance = new BusComplianceService(db, places);
  const bookings = new BookingService(db, auth, places, events, notifications, availability, compliance);
  const paymentSettings = new PaymentSettingsService(db);
  return {
    db,
    config,
    events,
    auth,
    places,
    buses: new BusService(db, events),
    clock,
    bookings,
    availability,
    desk: new BookingDesk(db, bookings, paymentSettings, events),
    paymentSettings,
    staffNotes: new StaffNoteService(db),
    documents: new BusDocumentService(db, clock),
    compliance,
    documentReminders: new DocumentReminderService(db, config, mailer, settings, queue, clock),
    uploads: new UploadService(db),
    destinations: new DestinationService(db, events),
    settings,
    notifications,
    reports: new BookingReports(db),
    contact: new ContactService(db),
    customers: new CustomerService(db),
    mailer,
    passwordReset: new PasswordResetService(db, config, mailer, auth),
  };
}

export type Services = ReturnType<typeof createServices>;

type ServiceName = Exclude<keyof Services, "db" | "config" | "events" | "mailer" | "clock">;

/**
 * How every public method of every service is guarded, declared beside each service. The type checker
 * keeps each table complete (a new method without a declaration does not compile, nor does a new
 * service without a table); a unit test calls every "admin" method without an admin.
 */
export const SERVICE_POLICIES: { [K in ServiceName]: ServicePolicies<Services[K]> } = {
  auth: AUTH_POLICIES,
  passwordReset: PASSWORD_RESET_POLICIES,
  places: PLACE_POLICIES,
  buses: BUS_POLICIES,
  bookings: BOOKING_POLICIES,
  reports: REPORT_POLICIES,
  uploads: UPLOAD_POLICIES,
  destinations: DESTINATION_POLICIES,
  settings: SETTINGS_POLICIES,
  contact: CONTACT_POLICIES,
  customers: CUSTOMER_POLICIES,
  notifications: NOTIFICATION_POLICIES,
  availability: BUS_AVAILABILITY_POLICIES,
  desk: BOOKING_DESK_POLICIES,
  paymentSettings: PAYMENT_SETTINGS_POLICIES,
  staffNotes: STAFF_NOTE_POLICIES,
  documents: BUS_DOCUMENT_POLICIES,
  compliance: BUS_COMPLIANCE_POLICIES,
  documentReminders: DOCUMENT_REMINDER_POLICIES,
};
