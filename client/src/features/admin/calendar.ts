/** Pure helpers of the admin's month calendar. */
export const STATUS_COLOR: Record<string, string> = { Pending: "#f29f05", Confirmed: "#1f7a3a", Cancelled: "#b9aca0" };

export interface CalendarBooking {
  id: string;
  reference: string;
  name: string;
  status: string;
  departureDate: string;
  /** The trip's last day (departure + days - 1), inclusive. */
  returnDate: string;
  days: number;
  bus?: { id: string } | null;
}

/**
 * A booking clashes when another live booking of the same bus shares a day with it (cancelled ones never clash):
 * both run from departure to last day inclusive, so one leaving on the other's last day clashes.
 */
export const clashes = (a: CalendarBooking, bookings: readonly CalendarBooking[]) =>
  a.status !== "Cancelled" &&
  bookings.some(
    (b) =>
      b.id !== a.id &&
      b.bus?.id === a.bus?.id &&
      b.status !== "Cancelled" &&
      a.departureDate <= b.returnDate &&
      b.departureDate <= a.returnDate,
  );
