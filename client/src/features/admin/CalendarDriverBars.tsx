import { STATUS_COLOR, type CalendarBooking } from "./calendar";
import { percent } from "../../ui/percent";

/** A calendar booking with its drivers (the calendar's query reads them). */
type DriverCalendarBooking = CalendarBooking & { drivers?: ReadonlyArray<{ driver: { id: string } }> | null };

/**
 * One driver's trips in their lane (the Drivers view): a bar from departure through the last day (`returnDate`, inclusive). The
 * database never lets a driver's trips overlap, so a lane has no conflicts by construction.
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
        .map((b) => {
          const from = Math.max(0, dayIndex(b.departureDate));
          const to = Math.min(days, dayIndex(b.returnDate) + 1);
          return (
            <div
              key={b.id}
              className="bar"
              title={`${b.reference} ${b.name} (${b.status})`}
              style={{
                left: `${percent(from, days)}%`,
                width: `${percent(to - from, days)}%`,
                top: 6,
                background: STATUS_COLOR[b.status],
              }}
            >
              {b.reference} {b.name}
            </div>
          );
        })}
    </>
  );
}
