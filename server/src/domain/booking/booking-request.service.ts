import type { BusAvailabilityService } from "../bus/bus-availability.service";
import { parseTripPlan } from "./trip-plan";
import { Language } from "../shared/enums";
import { ValidationError, isUuid } from "../shared/errors";
import { msg } from "../shared/messages";
import * as v from "../shared/validate";
import { todayInIndia } from "../shared/calendar";

/** The most buses a customer's request may ask for (a larger group is a call to the office). */
export const MAX_REQUESTED_BUSES = 10;

const blank = (value: unknown) => value === undefined || value === null || value === "";

/** The booking request payload (spec §3) as sent by either API; every field is checked by validateRequest. */
export interface BookingRequest {
  pickupLocation?: unknown;
  destination?: unknown;
  departureDate?: unknown;
  days?: unknown;
  busId?: unknown;
  name?: unknown;
  email?: unknown;
  phone?: unknown;
  notes?: unknown;
  /** Optional for old REST clients; the wizard always sends it. */
  passengers?: unknown;
  /** How many buses like the chosen one the group asks for (1 to 10; default 1). */
  buses?: unknown;
  /** The language the guest booked in (en or hi); a new guest account reads its e-mails in it. */
  language?: unknown;
  /** The trip plan (optional): one-way, round-trip or tour, and the stops after the pickup (the last is the destination). */
  tripType?: unknown;
  stops?: unknown;
  /** The consent box (optional): messages about the trip on WhatsApp and by SMS. true, "true", "on" or "1" tick it. */
  messageConsent?: unknown;
}

/** A booking request's fields once every rule has passed: what the insert stores. */
export type CheckedRequest = Awaited<ReturnType<BookingRequestCheck["check"]>>["data"];

/** The rules a booking request must meet before anything is stored, the same for GraphQL and REST. */
export class BookingRequestCheck {
  constructor(private readonly availability: BusAvailabilityService) {}

  /**
   * Every rule of the booking form (spec section 5), plus: the date is not in the past and the bus
   * exists. Answers the checked fields, the bus it found (create attaches it instead of reloading the
   * booking), the guest's language and the trip plan. `emailOptional`: staff booking for a customer.
   */
  async check(input: BookingRequest, options: { emailOptional?: boolean } = {}) {
    const pickupLocation = v.requiredText(input.pickupLocation, "Pickup location", 300);
    const planned = !(input.destination ?? "") && Array.isArray(input.stops) && input.stops.length > 0;
    const destination = planned ? "" : v.requiredText(input.destination, "Destination", 300);
    const departureDate = v.isoDate(input.departureDate, "Departure date");
    if (departureDate < todayInIndia()) throw new ValidationError(msg("booking.pastDate"), { field: "departureDate" });
    if (input.days === undefined || input.days === null || input.days === "")
      throw new ValidationError(msg("validation.required", { field: "Days" }), { field: "days" });
    const days = v.integer(input.days, "Days", 1, 365);
    const plan = parseTripPlan(input, days);
    if (input.busId === undefined || input.busId === null || input.busId === "")
      throw new ValidationError(msg("booking.selectBus"), { field: "busType" });
    const trip = isUuid(input.busId) ? await this.availability.busForTrip(input.busId, departureDate, days) : null;
    if (!trip) throw new ValidationError(msg("booking.busNotFound"), { field: "busType" });
    const { bus } = trip;
    const buses = blank(input.buses) ? 1 : v.integer(input.buses, "Buses", 1, MAX_REQUESTED_BUSES);
    const passengers = await this.availability.checkTrip(trip, departureDate, days, input.passengers, buses);
    const name = v.requiredText(input.name, "Name", 100);
    // Staff taking a phone enquiry may leave the e-mail out (the customer has none yet); a given one is checked.
    const email = options.emailOptional && blank(input.email) ? "" : v.email(input.email);
    const phone = v.phone(input.phone);
    const notes = v.optionalText(input.notes, "Notes", 2000);
    const language =
      input.language === undefined || input.language === null || input.language === ""
        ? Language.en
        : v.oneOf(input.language, Object.values(Language), "Language");
    const messageConsent = consentBox(input.messageConsent);
    return {
      messageConsent,
      data: {
        pickupLocation,
        // With a plan, the destination is its last stop (what old clients read as "destination").
        destination: plan ? plan.stops[plan.stops.length - 1].place : destination,
        ...{ departureDate, days, busId: bus.id, name, email, phone, notes, passengers },
      },
      bus,
      buses,
      language,
      plan,
    };
  }
}

/** The booking form's consent box as GraphQL (a Boolean), JSON or a form post sends it; anything else is refused. */
function consentBox(value: unknown): boolean {
  if (value === undefined || value === null || value === "" || value === false || value === "false") return false;
  if (value === true || value === "true" || value === "on" || value === "1") return true;
  throw new ValidationError(msg("messaging.consentAnswer"), { field: "messageConsent" });
}
