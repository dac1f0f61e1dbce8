import { useTranslation } from "../../i18n";
import { clashes, holds, STATUS_COLOR, type CalendarBooking } from "./calendar";
import { TripBar } from "./CalendarAdmin.styles";

/** One bus's bookings in its lane: a bar from departure through the last day (`returnDate`, inclusive), outlined red on a clash. */
export function CalendarBookingBars(props: {
  bookings: readonly CalendarBooking[];
  busId: string;
  dayIndex: (iso: string) => number;
  days: number;
}) {
  const { bookings, busId, dayIndex, days } = props;
  const { t } = useTranslation();
  return (
    <>
      {bookings
        .filter((b) => holds(b, busId))
        .map((b, k) => {
          const c = clashes(b, bookings, busId);
          return (
            <TripBar
              key={b.id}
              $from={Math.max(0, dayIndex(b.departureDate))}
              $to={Math.min(days, dayIndex(b.returnDate) + 1)}
              $days={days}
              $top={6 + (k % 2) * 2}
              $color={STATUS_COLOR[b.status]}
              $clash={c}
              title={`${b.reference} ${b.name} (${b.status})${c ? ` — ${t("admin.calendar.conflict")}` : ""}`}
            >
              {b.reference} {b.name}
            </TripBar>
          );
        })}
    </>
  );
}
