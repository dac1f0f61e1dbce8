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
  /** A group's vehicles: each vehicle's bus holds the trip too. */
  vehicles?: ReadonlyArray<{ busId?: string | null }>;
}

/** Whether a booking takes the bus (as its own bus or one of its vehicles'); "" is the lane of bookings without one. */
export const holds = (b: CalendarBooking, busId: string) =>
  (b.bus?.id ?? "") === busId || (!!busId && (b.vehicles ?? []).some((v) => v.busId === busId));

/**
 * A booking clashes when another live booking of the same bus shares a day with it (cancelled ones never clash):
 * both run from departure to last day inclusive, so one leaving on the other's last day clashes. A group clashes
 * through any of its vehicles' buses (`busId`: only through that one).
 */
export const clashes = (a: CalendarBooking, bookings: readonly CalendarBooking[], busId?: string) => {
  const buses = busId !== undefined ? [busId] : [a.bus?.id ?? "", ...(a.vehicles ?? []).map((v) => v.busId ?? "")];
  return (
    a.status !== "Cancelled" &&
    bookings.some(
      (b) =>
        b.id !== a.id &&
        buses.some((bus) => holds(a, bus) && holds(b, bus)) &&
        b.status !== "Cancelled" &&
        a.departureDate <= b.returnDate &&
        b.departureDate <= a.returnDate,
    )
  );
};
