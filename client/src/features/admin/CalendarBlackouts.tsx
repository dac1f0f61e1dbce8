import { useQuery } from "@apollo/client/react";
import { useTranslation } from "../../i18n";
import { graphql } from "../../gql";

const BlackoutCalendar = graphql(`
  query BlackoutCalendar($start: String!, $end: String!) {
    blackoutCalendar(start: $start, end: $end) {
      id
      busId
      startDate
      endDate
      reason
    }
  }
`);

/** The buses' unavailable periods meeting the month shown. */
export function useCalendarBlackouts(start: string, end: string) {
  const { data } = useQuery(BlackoutCalendar, { variables: { start, end }, fetchPolicy: "cache-and-network" });
  return data?.blackoutCalendar ?? [];
}

type Blackout = ReturnType<typeof useCalendarBlackouts>[number];

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
          const from = Math.max(0, dayIndex(b.startDate));
          const to = Math.min(days, dayIndex(b.endDate) + 1);
          const label = `${t("admin.desk.unavailable")}: ${b.reason}`;
          return (
            <div
              key={b.id}
              className="blackout"
              role="note"
              title={`${label} (${b.startDate} – ${b.endDate})`}
              style={{ left: `${(from / days) * 100}%`, width: `${((to - from) / days) * 100}%` }}
            >
              {label}
            </div>
          );
        })}
    </>
  );
}
