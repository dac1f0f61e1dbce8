import { STATUS_COLOR, type CalendarBooking } from "./calendar";
import { TripBar } from "./CalendarAdmin.styles";

/** A calendar booking with its drivers (the calendar's query reads them). */
type DriverCalendarBooking = CalendarBooking & { drivers?: ReadonlyArray<{ driver: { id: string } }> | null };

/**
 * One driver's trips in their lane (the Drivers view): a bar from departure through the last day (`returnDate`,
 * inclusive). The database never lets a driver's trips overlap, so a lane has no conflicts by construction.
 */
export function CalendarDriverBars(props: {
  bookings: readonly DriverCalendarBooking[];
  driverId: string;
  dayIndex: (iso: string) => number;
  days: number;
}) {
  const { bookings, driverId, dayIndex, days } = props;
  return (
    <>
      {bookings
        .filter((b) => b.drivers?.some((a) => a.driver.id === driverId))
        .map((b) => (
          <TripBar
            key={b.id}
            $from={Math.max(0, dayIndex(b.departureDate))}
            $to={Math.min(days, dayIndex(b.returnDate) + 1)}
            $days={days}
            $top={6}
            $color={STATUS_COLOR[b.status]}
            title={`${b.reference} ${b.name} (${b.status})`}
          >
            {b.reference} {b.name}
          </TripBar>
        ))}
    </>
  );
}
