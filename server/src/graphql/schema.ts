import "reflect-metadata";
import { BusDocumentResolver } from "../domain/bus-document/bus-document.resolver";
import type { GraphQLSchema } from "graphql";
import { buildSchema } from "type-graphql";
import { AuthResolver } from "../domain/auth/auth.resolver";
import { StaffResolver, UserPermissionsResolver } from "../domain/staff/staff.resolver";
import { ActivityResolver } from "../domain/activity/activity.resolver";
import { SessionResolver } from "../domain/auth/session.resolver";
import { BookingAdminResolver, BookingStatusChangeResolver } from "../domain/booking/booking-admin.resolver";
import { BookingResolver } from "../domain/booking/booking.resolver";
import { StaffBookingResolver } from "../domain/booking/staff-booking.resolver";
import { ContactResolver } from "../domain/contact/contact.resolver";
import { CustomerResolver } from "../domain/customer/customer.resolver";
import { BusResolver } from "../domain/bus/bus.resolver";
import { DestinationAdminResolver, DestinationResolver } from "../domain/destination/destination.resolver";
import { PlaceResolver } from "../domain/place/place.resolver";
import { SettingsResolver } from "../domain/settings/settings.resolver";
import { UploadResolver } from "../domain/upload/upload.resolver";
import { BusAvailabilityResolver, BusBlackoutResolver } from "../domain/bus/bus-availability.resolver";
import { BookingDeskResolver } from "../domain/booking/booking-desk.resolver";
import { BookingVehicleResolver } from "../domain/booking/booking-vehicle.resolver";
import { VendorResolver } from "../domain/vendor/vendor.resolver";
import { AccountResolver } from "../domain/account/account.resolver";
import { CloseOutResolver } from "../domain/account/close-out.resolver";
import { PaymentSettingsResolver } from "../domain/settings/payment-settings.resolver";
import { BookingStaffNotesResolver, StaffNoteResolver } from "../domain/staff-note/staff-note.resolver";
import { BookingPaymentsResolver, PaymentResolver } from "../domain/payment/payment.resolver";
import { BookingRefundsResolver, PaymentGatewayResolver } from "../domain/payment/payment-gateway.resolver";
import "./enums";
import { ClientConfigResolver } from "./client-config.resolver";
import { BookingInvoicesResolver, InvoiceResolver } from "../domain/invoice/invoice.resolver";
import { createAppPubSub, type AppPubSub } from "./pubsub";

import { BookingMessagesResolver } from "../domain/notification/notification.resolver";
import { BookingPhoneMessagesResolver, CustomerConsentsResolver } from "../domain/messaging/messaging.resolver";
import { BookingQuoteResolver, QuoteResolver } from "../domain/quote/quote.resolver";
import { TripPlanResolver } from "../domain/booking/trip-plan.resolver";
import { BookingDriversResolver, DriverResolver } from "../domain/driver/driver.resolver";
import {
  BookingTripResolver,
  DriverAssignmentLinkResolver,
  DriverTripResolver,
} from "../domain/driver/driver-trip.resolver";
import { BookingDutyResolver, DutySlipResolver } from "../domain/driver/duty-slip.resolver";
import { BusPositionResolver } from "../domain/driver/bus-position.resolver";
import { DriverRosterResolver } from "../domain/driver/driver-roster.resolver";
import { DispatchResolver } from "../domain/dispatch/dispatch.resolver";
export const resolvers = [
  AuthResolver,
  SessionResolver,
  UserPermissionsResolver,
  StaffResolver,
  ActivityResolver,
  BusResolver,
  BookingResolver,
  StaffBookingResolver,
  BookingAdminResolver,
  BookingStatusChangeResolver,
  ContactResolver,
  CustomerResolver,
  DestinationResolver,
  DestinationAdminResolver,
  SettingsResolver,
  BookingMessagesResolver,
  BookingPhoneMessagesResolver,
  CustomerConsentsResolver,
  QuoteResolver,
  TripPlanResolver,
  BookingQuoteResolver,
  ClientConfigResolver,
  PlaceResolver,
  UploadResolver,
  BusAvailabilityResolver,
  BusBlackoutResolver,
  AccountResolver,
  CloseOutResolver,
  BookingDeskResolver,
  BookingVehicleResolver,
  VendorResolver,
  PaymentSettingsResolver,
  StaffNoteResolver,
  BookingStaffNotesResolver,
  PaymentResolver,
  BookingPaymentsResolver,
  BookingRefundsResolver,
  PaymentGatewayResolver,
  DriverResolver,
  BookingDriversResolver,
  DriverTripResolver,
  DriverAssignmentLinkResolver,
  BookingTripResolver,
  BookingDutyResolver,
  DutySlipResolver,
  BusDocumentResolver,
  InvoiceResolver,
  BookingInvoicesResolver,
  BusPositionResolver,
  DriverRosterResolver,
  DispatchResolver,
] as const;

/** Builds the schema from the TypeGraphQL classes, with the server's pub/sub. */
export function createSchema(pubSub: AppPubSub = createAppPubSub().pubSub, emitPath?: string): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    pubSub,
    // Input rules live in the services (domain/shared/validate.ts), so GraphQL and REST apply the same ones.
    validate: false,
    // In declaration order: enums list their values as declared (Pending, Confirmed, Cancelled), and the client's generated lists follow.
    emitSchemaFile: emitPath ? { path: emitPath, sortedSchema: false } : false,
  });
}
