import styled from "styled-components";
import { formatNumber, useTranslation } from "../../i18n";
import type { MyBookingsQuery } from "../../gql/graphql";
import { Card } from "../../ui/Page";

const Stat = styled(Card)`
  padding: 1.2rem;
`;
const Stats = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  margin-bottom: 2rem;
  strong {
    display: block;
    font-size: 2rem;
    font-family: ${(p) => p.theme.font.heading};
    color: ${(p) => p.theme.color.maroon};
  }
`;

/** The customer's totals: bookings, confirmed, pending, and the distance travelled. */
export function DashboardStats({ list }: { list: MyBookingsQuery["myBookings"] }) {
  const { t } = useTranslation();
  const confirmed = list.filter((b) => b.status === "Confirmed").length;
  const pending = list.filter((b) => b.status === "Pending").length;
  const distance = list.reduce((sum, b) => sum + (b.distance ?? 0), 0);
  return (
    <Stats>
      <Stat>
        {t("dashboard.total")}
        <strong>{list.length}</strong>
      </Stat>
      <Stat>
        {t("dashboard.confirmed")}
        <strong>{confirmed}</strong>
      </Stat>
      <Stat>
        {t("dashboard.pending")}
        <strong>{pending}</strong>
      </Stat>
      <Stat>
        {t("dashboard.distance")}
        <strong>{formatNumber(distance)} km</strong>
      </Stat>
    </Stats>
  );
}
