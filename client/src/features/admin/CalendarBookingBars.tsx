import { useTranslation } from "../../i18n";
import { clashes, STATUS_COLOR, type CalendarBooking } from "./calendar";
import { percent } from "../../ui/percent";

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
        .filter((b) => (b.bus?.id ?? "") === busId)
        .map((b, k) => {
          const from = Math.max(0, dayIndex(b.departureDate));
          const to = Math.min(days, dayIndex(b.returnDate) + 1);
          const c = clashes(b, bookings);
          return (
            <div
              key={b.id}
              className={`bar${c ? " clash" : ""}`}
              title={`${b.reference} ${b.name} (${b.status})${c ? ` — ${t("admin.calendar.conflict")}` : ""}`}
              style={{
                left: `${percent(from, days)}%`,
                width: `${percent(to - from, days)}%`,
                top: 6 + (k % 2) * 2,
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
