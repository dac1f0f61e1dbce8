import type { DataSource } from "typeorm";
import type { Config } from "./config";
import { AuthService } from "./domain/auth/auth.service";
import { PasswordResetService } from "./domain/auth/password-reset.service";
import { BookingReports } from "./domain/booking/booking-reports.service";
import { BookingService } from "./domain/booking/booking.service";
import { ContactService } from "./domain/contact/contact.service";
import { Mailer } from "./domain/mail/mailer";
import { CustomerService } from "./domain/user/customer.service";
import { BusService } from "./domain/bus/bus.service";
import { DestinationService } from "./domain/destination/destination.service";
import { PlaceService } from "./domain/place/place.service";
import { SettingsService } from "./domain/settings/settings.service";
import type { EventBus } from "./domain/shared/events";
import { UploadService } from "./domain/upload/upload.service";

/** The one service layer; GraphQL resolvers and the REST shim both call into it. */
export function createServices(db: DataSource, config: Config, events: EventBus) {
  const auth = new AuthService(db, config);
  const places = new PlaceService(db);
  const mailer = new Mailer(config);
  return {
    db,
    config,
    events,
    auth,
    places,
    buses: new BusService(db),
    bookings: new BookingService(db, auth, places, events),
    uploads: new UploadService(db),
    destinations: new DestinationService(db),
    settings: new SettingsService(db),
    reports: new BookingReports(db),
    contact: new ContactService(db),
    customers: new CustomerService(db),
    mailer,
    passwordReset: new PasswordResetService(db, config, mailer, auth),
  };
}

export type Services = ReturnType<typeof createServices>;
