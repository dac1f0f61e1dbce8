import { BusDocument, BusDocumentFile, BusDocumentReminder } from "../domain/bus-document/bus-document.entity";
import { PasswordReset } from "../domain/auth/password-reset.entity";
import { RefreshToken } from "../domain/auth/refresh-token.entity";
import { Booking, BookingStatusChange } from "../domain/booking/booking.entity";
import { BookingVehicle } from "../domain/booking/booking-vehicle.entity";
import { Vendor } from "../domain/vendor/vendor.entity";
import { BookingIdempotencyKey } from "../domain/booking/idempotency-key.entity";
import { Bus, PopularRoute } from "../domain/bus/bus.entity";
import { ContactMessage } from "../domain/contact/contact-message.entity";
import { Destination } from "../domain/destination/destination.entity";
import { NotificationMessage, ReminderOptOut } from "../domain/notification/notification-message.entity";
import { Place } from "../domain/place/place.entity";
import { Setting } from "../domain/settings/setting.entity";
import { Upload } from "../domain/upload/upload.entity";
import { User } from "../domain/auth/user.entity";
import { BusBlackout } from "../domain/bus/bus-blackout.entity";
import { StaffNote } from "../domain/staff-note/staff-note.entity";
import { Payment } from "../domain/payment/payment.entity";
import { PaymentOrder } from "../domain/payment/payment-order.entity";
import { PaymentEvent } from "../domain/payment/payment-event.entity";
import { PhoneMessage, PhoneStatusBacklog, WhatsAppInbound } from "../domain/messaging/phone-message.entity";
import { MessageConsent } from "../domain/messaging/message-consent.entity";
import { GatewayPaymentRow } from "../domain/payment/gateway-payment.entity";
import { Refund } from "../domain/payment/refund.entity";
import { Quote, QuoteLine } from "../domain/quote/quote.entity";
import { TripPlan } from "../domain/booking/trip-plan";
import { RateCard, RateCardVersion } from "../domain/quote/rate-card.entity";
import { Driver, DriverAssignment } from "../domain/driver/driver.entity";
import { DriverTripRecord, DriverTripStep } from "../domain/driver/driver-trip.entity";
import { DriverDuty, TripCharge } from "../domain/driver/driver-duty.entity";
import { BusPositionRecord } from "../domain/driver/bus-position.entity";
import { Activity } from "../domain/shared/activity.entity";
import { BookingBilling, Invoice } from "../domain/invoice/invoice.entity";

export const entities = [
  Activity,
  User,
  RefreshToken,
  PasswordReset,
  Bus,
  PopularRoute,
  Booking,
  BookingStatusChange,
  BookingVehicle,
  Vendor,
  BookingIdempotencyKey,
  Destination,
  Upload,
  ContactMessage,
  Setting,
  Place,
  NotificationMessage,
  ReminderOptOut,
  BusBlackout,
  StaffNote,
  Payment,
  PaymentOrder,
  PaymentEvent,
  PhoneMessage,
  PhoneStatusBacklog,
  WhatsAppInbound,
  MessageConsent,
  GatewayPaymentRow,
  Refund,
  RateCard,
  RateCardVersion,
  Quote,
  QuoteLine,
  TripPlan,
  Driver,
  DriverAssignment,
  DriverTripRecord,
  DriverTripStep,
  BusPositionRecord,
  DriverDuty,
  TripCharge,
  BusDocument,
  BusDocumentFile,
  BusDocumentReminder,
  BookingBilling,
  Invoice,
];
