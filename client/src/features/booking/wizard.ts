/** The booking wizard's form values and its pure step-validity rules (spec section 5). */
export interface BookingForm {
  pickupLocation: string;
  destination: string;
  departureDate: string;
  days: string;
  busId: string;
  name: string;
  email: string;
  phone: string;
  notes: string;
  passengers: string;
  /** How many buses like the chosen one the group needs (1 to MAX_BUSES). */
  buses: string;
  /** Stops after the destination ("Add a stop"); none for the simple case (one destination, no plan sent). */
  stops: Array<{ place: string; day: string; nightHalt: boolean }>;
  destinationNightHalt: boolean;
  tripType: TripType;
  /** The consent box: messages about the trip on WhatsApp and by SMS (never ticked for the customer). */
  messageConsent: boolean;
}
export const TRIP_TYPES = ["round-trip", "one-way", "tour"] as const;
export type TripType = (typeof TRIP_TYPES)[number];
export const emptyBooking: BookingForm = {
  pickupLocation: "",
  destination: "",
  departureDate: "",
  days: "1",
  busId: "",
  name: "",
  email: "",
  phone: "",
  notes: "",
  passengers: "",
  buses: "1",
  stops: [],
  destinationNightHalt: false,
  tripType: "round-trip",
  messageConsent: false,
};

/** The most buses one request may ask for (the server's limit too). */
export const MAX_BUSES = 10;

/** The number of buses asked for, or null when it is not a whole number from 1 to MAX_BUSES. */
export function busCount(v: Pick<BookingForm, "buses">): number | null {
  const n = Number(v.buses);
  return Number.isInteger(n) && n >= 1 && n <= MAX_BUSES ? n : null;
}

/** More passengers than the chosen buses seat, `seats` each (the server refuses such a request too). */
export function tooManyForBus(v: Pick<BookingForm, "passengers" | "buses">, seats: number | undefined) {
  return seats !== undefined && Number(v.passengers) > seats * (busCount(v) ?? 1);
}

/** How many buses of `seats` each a group of `passengers` needs. */
export const busesNeeded = (passengers: number, seats: number) => Math.ceil(passengers / seats);

/**
 * Step 1 is valid when pickup, destination and date are filled, days >= 1, passengers >= 1 and a bus is chosen
 * (spec section 5), 1 to MAX_BUSES of them, whose `seats` each hold the passengers together.
 */
export function step1Valid(v: BookingForm, seats?: number) {
  const group = Number(v.passengers);
  return (
    Number.isInteger(group) &&
    group >= 1 &&
    !tooManyForBus(v, seats) &&
    v.pickupLocation.trim() !== "" &&
    v.destination.trim() !== "" &&
    v.departureDate !== "" &&
    Number(v.days) >= 1 &&
    busCount(v) !== null &&
    Number.isInteger(Number(v.days)) &&
    v.busId !== "" &&
    v.stops.every((s) => s.place.trim() !== "" && Number.isInteger(Number(s.day)) && Number(s.day) >= 1)
  );
}
export function step2Valid(v: BookingForm) {
  return v.name.trim() !== "" && v.email.trim() !== "" && v.phone.trim() !== "";
}

/** The createBooking input from the form's values (texts trimmed, numbers parsed, empty notes as null). */
/** The booking request as the API takes it; `language` is the page's (a new guest account reads e-mails in it). */
export function bookingInput(v: BookingForm, language = "en") {
  return {
    pickupLocation: v.pickupLocation.trim(),
    destination: v.destination.trim(),
    departureDate: v.departureDate,
    days: Number(v.days),
    busId: v.busId,
    name: v.name.trim(),
    email: v.email.trim(),
    phone: v.phone.trim(),
    notes: v.notes.trim() || null,
    passengers: Number(v.passengers),
    buses: Number(v.buses),
    language,
    // Sent only when ticked (a staff booking's input has no such field).
    ...(v.messageConsent && { messageConsent: true }),
    // A plan only when the customer added stops: the destination is then the first stop, the last becomes the booking's destination.
    ...(v.stops.length > 0 && {
      tripType: v.tripType,
      stops: [
        { place: v.destination.trim(), day: 1, nightHalt: v.destinationNightHalt },
        ...v.stops.map((s) => ({ place: s.place.trim(), day: Number(s.day), nightHalt: s.nightHalt })),
      ],
    }),
  };
}
