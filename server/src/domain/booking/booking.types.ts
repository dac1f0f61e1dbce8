import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { AuthPayload } from "../auth/auth.types";
import { BookingStatus } from "../shared/enums";
import type { QuoteEventKind } from "../shared/events";
import type { DashboardFigures, MonthFigures } from "./booking-figures.service";
import type { PageOfBookings } from "./booking-reports.service";
import { type BookingSearch, QuoteFilter } from "./booking-search";
import { Booking } from "./booking.entity";
import type { BookingRequest } from "./booking-request.service";
import type { StaffBookingRequest } from "./staff-booking.service";

/** GraphQL types of bookings. Input rules live in the services (BookingService.validateRequest), not here. */
export enum BookingChangeKind {
  CREATED = "CREATED",
  UPDATED = "UPDATED",
  DELETED = "DELETED",
}
registerEnumType(BookingChangeKind, { name: "BookingChangeKind" });
registerEnumType(QuoteFilter, {
  name: "QuoteFilter",
  description: "A quote state (of the latest version; Expired: Sent and past its validity) or None: no quote",
});

@InputType({ description: "A stop after the pickup" })
export class TripStopInput {
  @Field({ description: "A place from the gazetteer or free text" }) place: string;
  @Field(() => Int, { nullable: true, description: "Day of the trip (1 = departure day)" }) day?: number | null;
  @Field(() => String, { nullable: true, description: "HH:MM" }) time?: string | null;
  @Field({ defaultValue: false }) nightHalt: boolean;
}

/** What happened to a booking's quote, as its live change tells staff. */
export enum QuoteEvent {
  PREPARED = "PREPARED",
  SENT = "SENT",
  ACCEPTED = "ACCEPTED",
  CHANGE_REQUESTED = "CHANGE_REQUESTED",
  EXPIRED = "EXPIRED",
}
registerEnumType(QuoteEvent, { name: "QuoteEvent", description: "What happened to a booking's quote" });
export const quoteEvent = (k: QuoteEventKind | undefined) => (k ? QuoteEvent[k] : null);

@InputType()
export class CreateBookingInput implements BookingRequest {
  @Field() pickupLocation: string;
  @Field() destination: string;
  @Field({ description: "YYYY-MM-DD" }) departureDate: string;
  @Field(() => Int) days: number;
  @Field(() => ID) busId: string;
  @Field() name: string;
  @Field() email: string;
  @Field() phone: string;
  @Field(() => String, { nullable: true }) notes?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: "Number of passengers (the wizard requires it; at most the bus's seats)",
  })
  passengers?: number | null;
  @Field(() => Int, {
    nullable: true,
    description:
      "How many buses like the chosen one the group needs (1 to 10, default 1); passengers at most their seats",
  })
  buses?: number | null;
  @Field(() => String, {
    nullable: true,
    description: "The language the guest booked in (en or hi, default en): a new guest account's e-mails follow it",
  })
  language?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "one-way, round-trip or tour; with stops, distance is the trip's km garage to garage",
  })
  tripType?: string | null;
  @Field(() => [TripStopInput], {
    nullable: true,
    description: "The stops after the pickup, in order (the last becomes the destination)",
  })
  stops?: TripStopInput[] | null;
  @Field(() => Boolean, {
    nullable: true,
    description:
      "The customer agrees to messages about this trip on WhatsApp and by SMS (the form's consent box; default false)",
  })
  messageConsent?: boolean | null;
}

@InputType({ description: "A booking staff enter for a customer (a phone call, a walk-in)" })
export class StaffBookingInput implements StaffBookingRequest {
  @Field(() => ID, {
    nullable: true,
    description: "The customer's account, when staff found it (by phone or e-mail); its e-mail is the booking's",
  })
  customerId?: string | null;
  @Field() pickupLocation: string;
  @Field() destination: string;
  @Field({ description: "YYYY-MM-DD" }) departureDate: string;
  @Field(() => Int) days: number;
  @Field(() => ID) busId: string;
  @Field(() => String, { nullable: true, description: "Default: the found customer's name" }) name?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Optional for a phone enquiry: the customer gets the booking e-mail, and can claim the account, once it has one",
  })
  email?: string | null;
  @Field(() => String, { nullable: true, description: "Default: the found customer's phone" }) phone?: string | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
  @Field(() => Int, { nullable: true, description: "Number of passengers (at most the bus's seats)" })
  passengers?: number | null;
  @Field(() => Int, { nullable: true, description: "How many buses like the chosen one (1 to 10, default 1)" })
  buses?: number | null;
  @Field(() => String, { nullable: true, description: "A new customer's language (en or hi, default en)" })
  language?: string | null;
  @Field(() => String, { nullable: true, description: "one-way, round-trip or tour" }) tripType?: string | null;
  @Field(() => [TripStopInput], { nullable: true }) stops?: TripStopInput[] | null;
}

@ObjectType()
export class CreateBookingPayload {
  @Field(() => Booking) booking: Booking;
  @Field(() => AuthPayload, {
    nullable: true,
    description: "Set when the booking created a guest's account: the guest is now logged in",
  })
  auth: AuthPayload | null;
}

@ObjectType({ description: "A booking was created, changed or deleted" })
export class BookingChange {
  @Field(() => BookingChangeKind) kind: BookingChangeKind;
  @Field(() => ID) bookingId: string;
  @Field(() => Booking, { nullable: true, description: "The booking now; null when it was deleted" })
  booking: Booking | null;
  @Field(() => QuoteEvent, { nullable: true, description: "Set when the change was to the booking's quote" })
  quote?: QuoteEvent | null;
}

@InputType({ description: "Filters of the admin bookings list (all optional)" })
export class BookingFilter implements BookingSearch {
  @Field(() => BookingStatus, { nullable: true }) status?: BookingStatus | null;
  @Field(() => String, { nullable: true, description: "Departure on or after, YYYY-MM-DD" }) from?: string | null;
  @Field(() => String, { nullable: true, description: "Departure on or before, YYYY-MM-DD" }) to?: string | null;
  @Field(() => ID, { nullable: true }) busId?: string | null;
  @Field(() => String, { nullable: true, description: "Name, e-mail, phone, pickup or destination contains" }) search?:
    string | null;
  @Field(() => QuoteFilter, { nullable: true, description: "The state of the latest quote, or None: no quote yet" })
  quote?: QuoteFilter | null;
  @Field(() => Boolean, { nullable: true, description: "Only Confirmed trips with no driver assigned" })
  unassigned?: boolean | null;
}

@ObjectType()
export class BookingPage implements PageOfBookings {
  @Field(() => [Booking]) items: Booking[];
  @Field(() => Int, { description: "Bookings matching the filter" }) totalCount: number;
  @Field({
    description:
      "True when totalCount is the database's estimate: a filter by bus, search or part of a month matching more than 10,000 bookings (status and whole months are always exact)",
  })
  totalIsEstimate: boolean;
  @Field(() => String, { nullable: true, description: "Pass as `after` for the next page; null on the last page" })
  nextCursor: string | null;
}

@ObjectType({ description: "Figures for the admin dashboard, computed by the database" })
export class AdminStats implements DashboardFigures {
  @Field(() => Int) totalBookings: number;
  @Field(() => Int) confirmedBookings: number;
  @Field(() => Int) pendingBookings: number;
  @Field(() => Int) cancelledBookings: number;
  @Field(() => Float, { description: "Sum of the bookings' km, garage to garage" }) totalDistance: number;
  @Field(() => Int, { description: "Buses with status Available" }) availableBuses: number;
  @Field(() => Int) totalBuses: number;
}

@ObjectType()
export class MonthCount implements MonthFigures {
  @Field({ description: "YYYY-MM" }) month: string;
  @Field(() => Int) total: number;
  @Field(() => Int) confirmed: number;
  @Field(() => Int) pending: number;
  @Field(() => Int) cancelled: number;
}
