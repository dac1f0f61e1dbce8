import { useQuery, useSubscription } from "@apollo/client/react";
import { useEffect } from "react";
import { toast } from "../../ui/toast";
import { Link, useNavigate } from "react-router-dom";
import styled from "styled-components";
import { isUnauthenticated } from "../../app/errors";
import { formatDate, formatNumber, useTranslation } from "../../app/i18n";
import { clearSession, useSession } from "../../app/session";
import { urls } from "../../app/urls";
import { useLogout } from "../../app/useLogout";
import { Button, LinkButton } from "../../ui/Button";
import { ErrorText } from "../../ui/Field";
import { Card, Container, PageHeader, Section, Skeleton } from "../../ui/Layout";
import { MyBookingChanged, MyBookings } from "./dashboard.documents";
import { bookingRef } from "./format";
import { StatusBadge } from "./StatusBadge";

const Stats = styled.div`
  display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); margin-bottom: 2rem;
  strong { display: block; font-size: 2rem; font-family: ${(p) => p.theme.font.heading}; color: ${(p) => p.theme.color.maroon}; }
`;
const Table = styled.table`
  width: 100%; border-collapse: collapse; background: #fff;
  th, td { text-align: left; padding: 0.75rem; border-bottom: 1px solid ${(p) => p.theme.color.line}; }
  th { background: ${(p) => p.theme.color.sand}; font-size: 0.9rem; }
  @media (max-width: 700px) {
    thead { display: none; }
    tr { display: block; border-bottom: 2px solid ${(p) => p.theme.color.line}; padding: 0.5rem 0; }
    td { display: flex; justify-content: space-between; gap: 1rem; border: 0; padding: 0.35rem 0.75rem; }
    td::before { content: attr(data-label); font-weight: 600; color: ${(p) => p.theme.color.muted}; }
  }
`;
const Bar = styled.div`
  display: flex; gap: 0.75rem; flex-wrap: wrap; justify-content: space-between; align-items: center; margin-bottom: 1.5rem;
  div { display: flex; gap: 0.6rem; flex-wrap: wrap; }
`;

export default function DashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const logout = useLogout();
  const { data, loading, error, refetch } = useQuery(MyBookings, { fetchPolicy: "cache-and-network" });
  useSubscription(MyBookingChanged, { onData: () => void refetch() });

  useEffect(() => {
    if (error && isUnauthenticated(error)) {
      clearSession();
      toast.error(t("common.sessionExpired"));
      navigate(urls.login, { replace: true });
    }
  }, [error, navigate, t]);

  const list = data?.myBookings ?? [];
  const confirmed = list.filter((b) => b.status === "Confirmed").length;
  const pending = list.filter((b) => b.status === "Pending").length;
  const distance = list.reduce((sum, b) => sum + (b.distance ?? 0), 0);

  return (
    <>
      <PageHeader>
        <Container>
          <h1>{t("dashboard.welcome", { name: session.name || t("dashboard.guest") })}</h1>
        </Container>
      </PageHeader>
      <Section>
        <Container>
          <Bar>
            <LinkButton to={urls.booking}>{t("dashboard.bookNew")}</LinkButton>
            <div>
              <LinkButton to={urls.home} $variant="secondary">{t("dashboard.home")}</LinkButton>
              <Button type="button" $variant="secondary" onClick={() => void logout(urls.login)}>{t("dashboard.logout")}</Button>
            </div>
          </Bar>
          <Stats>
            <Card style={{ padding: "1.2rem" }}>{t("dashboard.total")}<strong>{list.length}</strong></Card>
            <Card style={{ padding: "1.2rem" }}>{t("dashboard.confirmed")}<strong>{confirmed}</strong></Card>
            <Card style={{ padding: "1.2rem" }}>{t("dashboard.pending")}<strong>{pending}</strong></Card>
            <Card style={{ padding: "1.2rem" }}>{t("dashboard.distance")}<strong>{formatNumber(distance)} km</strong></Card>
          </Stats>
          <h2>{t("dashboard.myBookings")}</h2>
          {error && !isUnauthenticated(error) && <ErrorText role="alert">{t("dashboard.loadError")}</ErrorText>}
          {loading && !data && <Skeleton $h="160px" />}
          {data && list.length === 0 && <p>{t("dashboard.empty")}</p>}
          {list.length > 0 && (
            <Table>
              <thead>
                <tr>
                  <th>{t("dashboard.cols.id")}</th><th>{t("dashboard.cols.destination")}</th><th>{t("dashboard.cols.date")}</th>
                  <th>{t("dashboard.cols.duration")}</th><th>{t("dashboard.cols.bus")}</th><th>{t("dashboard.cols.status")}</th><th>{t("dashboard.cols.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((b) => (
                  <tr key={b.id}>
                    <td data-label={t("dashboard.cols.id")}>{bookingRef(b.id)}</td>
                    <td data-label={t("dashboard.cols.destination")}>{b.destination}</td>
                    <td data-label={t("dashboard.cols.date")}>{formatDate(b.departureDate)}</td>
                    <td data-label={t("dashboard.cols.duration")}>{t("dashboard.days", { count: b.days })}</td>
                    <td data-label={t("dashboard.cols.bus")}>{b.bus?.name ?? t("common.unknown")}</td>
                    <td data-label={t("dashboard.cols.status")}><StatusBadge $status={b.status}>{b.status}</StatusBadge></td>
                    <td data-label={t("dashboard.cols.actions")}><Link to={urls.bookingDetail(b.id)} aria-label={`${t("common.viewDetails")} ${bookingRef(b.id)}`}>{t("common.viewDetails")}</Link></td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Container>
      </Section>
    </>
  );
}
