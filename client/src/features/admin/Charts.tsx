import { useQuery, useSubscription } from "@apollo/client/react";
import styled from "styled-components";
import { useTranslation } from "../../i18n";
import { Panel } from "../../ui/Panel";
import { BookingChanged } from "./bookings/bookings.documents";
import { ChartLegend } from "./ChartLegend";
import { MonthlyChart } from "./MonthlyChart";
import { AdminStatsQuery, BookingsPerMonthQuery } from "./stats.documents";
import { StatusDonut } from "./StatusDonut";

const Two = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  @media (max-width: 1000px) {
    grid-template-columns: 1fr;
  }
  svg {
    display: block;
    width: 100%;
    max-width: 100%;
    height: auto;
  }
  svg.donut {
    max-width: 240px;
    margin: 0 auto;
  }
`;

/** Bookings per month (stacked by status) and a status donut, kept current as bookings change. */
export function Charts() {
  const { t } = useTranslation();
  const months = useQuery(BookingsPerMonthQuery, { fetchPolicy: "cache-and-network" });
  const stats = useQuery(AdminStatsQuery);
  useSubscription(BookingChanged, { onData: () => void months.refetch() });
  const s = stats.data?.adminStats;
  const parts = s
    ? ([
        ["confirmed", s.confirmedBookings],
        ["pending", s.pendingBookings],
        ["cancelled", s.cancelledBookings],
      ] as const)
    : [];
  return (
    <Two>
      <Panel>
        <h2>{t("admin.perMonth")}</h2>
        <MonthlyChart rows={months.data?.bookingsPerMonth ?? []} />
        <ChartLegend />
      </Panel>
      <Panel>
        <h2>{t("admin.byStatus")}</h2>
        <StatusDonut parts={parts} total={s?.totalBookings} />
        <ChartLegend />
      </Panel>
    </Two>
  );
}
