import type { AdminCalendarQuery } from "../../gql/graphql";
import { useTranslation } from "../../i18n";
import { BlackoutBar } from "./CalendarAdmin.styles";

type Blackout = AdminCalendarQuery["blackoutCalendar"][number];

/** A bus lane's unavailable periods, drawn as hatched bars behind its bookings (both days inclusive). */
export function BlackoutBars({
  blackouts,
  busId,
  dayIndex,
  days,
}: {
  blackouts: Blackout[];
  busId: string;
  dayIndex: (iso: string) => number;
  days: number;
}) {
  const { t } = useTranslation();
  return (
    <>
      {blackouts
        .filter((b) => b.busId === busId)
        .map((b) => {
          const label = `${t("admin.desk.unavailable")}: ${b.reason}`;
          return (
            <BlackoutBar
              key={b.id}
              $from={Math.max(0, dayIndex(b.startDate))}
              $to={Math.min(days, dayIndex(b.endDate) + 1)}
              $days={days}
              role="note"
              title={`${label} (${b.startDate} – ${b.endDate})`}
            >
              {label}
            </BlackoutBar>
          );
        })}
    </>
  );
}
