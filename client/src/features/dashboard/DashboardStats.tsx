import styled from "styled-components";
import { formatNumber, useTranslation } from "../../i18n";
import type { MyBookingsQuery } from "../../gql/graphql";
import { Card } from "../../ui/Page";

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
      <Card style={{ padding: "1.2rem" }}>
        {t("dashboard.total")}
        <strong>{list.length}</strong>
      </Card>
      <Card style={{ padding: "1.2rem" }}>
        {t("dashboard.confirmed")}
        <strong>{confirmed}</strong>
      </Card>
      <Card style={{ padding: "1.2rem" }}>
        {t("dashboard.pending")}
        <strong>{pending}</strong>
      </Card>
      <Card style={{ padding: "1.2rem" }}>
        {t("dashboard.distance")}
        <strong>{formatNumber(distance)} km</strong>
      </Card>
    </Stats>
  );
}
