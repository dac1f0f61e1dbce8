import { useQuery, useSubscription } from "@apollo/client/react";
import styled from "styled-components";
import { formatNumber, useTranslation } from "../../i18n";
import { PHONE } from "./AdminShell.styles";
import { BookingChanged } from "./bookings/bookings.documents";
import { AdminStatsQuery } from "./stats.documents";

const Cards = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  padding: 1.5rem 1.5rem 0;
  > div {
    background: #fff;
    border-radius: 14px;
    padding: 1.1rem 1.2rem;
    border: 1px solid ${(p) => p.theme.color.line};
    min-width: 0;
  }
  strong {
    display: block;
    font-size: 1.8rem;
    font-family: ${(p) => p.theme.font.heading};
    color: ${(p) => p.theme.color.maroon};
  }
  ${PHONE} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.6rem;
    padding: 1rem 1rem 0;
    strong {
      font-size: 1.4rem;
    }
  }
`;

/** The four stat cards, from the server's aggregates; refreshed on every booking change. */
export function StatCards() {
  const { t } = useTranslation();
  const { data, refetch } = useQuery(AdminStatsQuery, { fetchPolicy: "cache-and-network" });
  useSubscription(BookingChanged, { onData: () => void refetch() });
  const s = data?.adminStats;
  const cards = [
    [t("admin.stats.total"), s?.totalBookings],
    [t("admin.stats.confirmed"), s?.confirmedBookings],
    [t("admin.stats.distance"), s && `${formatNumber(s.totalDistance)} km`],
    [t("admin.stats.available"), s?.availableBuses],
  ] as const;
  return (
    <Cards aria-live="polite">
      {cards.map(([label, value]) => (
        <div key={label}>
          {label}
          <strong>{value ?? "–"}</strong>
        </div>
      ))}
    </Cards>
  );
}
