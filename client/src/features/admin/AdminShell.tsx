import { useQuery, useSubscription } from "@apollo/client/react";
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router-dom";
import styled from "styled-components";
import { formatNumber, useTranslation } from "../../app/i18n";
import { urls } from "../../app/urls";
import { useLogout } from "../../app/useLogout";
import { Button } from "../../ui/Button";
import { AdminStatsQuery, BookingChanged } from "./admin.documents";

const Frame = styled.div`
  min-height: 100vh; display: grid; grid-template-columns: 240px minmax(0, 1fr); background: #f7f1e6;
  @media (max-width: 900px) { grid-template-columns: 1fr; }
`;
const Side = styled.nav`
  background: ${(p) => p.theme.color.maroonDark}; color: #fff; padding: 1.2rem 0.9rem;
  .brand { display: flex; gap: 0.6rem; align-items: center; color: #fff; text-decoration: none; font-family: ${(p) => p.theme.font.heading}; font-size: 1.15rem; margin: 0 0.4rem 1.4rem; }
  ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.2rem; }
  a.item { display: block; color: #f3e6cc; text-decoration: none; padding: 0.65rem 0.8rem; border-radius: 10px; font-weight: 500; }
  a.item:hover { background: rgba(255,255,255,0.1); }
  a.item.active { background: ${(p) => p.theme.color.saffron}; color: ${(p) => p.theme.color.ink}; font-weight: 700; }
  @media (max-width: 900px) { ul { display: flex; overflow-x: auto; } .brand { margin-bottom: 0.6rem; } }
`;
const Head = styled.header`
  display: flex; align-items: center; justify-content: space-between; gap: 1rem; flex-wrap: wrap; padding: 1rem 1.5rem;
  background: #fff; border-bottom: 1px solid ${(p) => p.theme.color.line};
  h1 { font-size: 1.5rem; margin: 0; }
  div { display: flex; gap: 0.6rem; align-items: center; }
`;
const Cards = styled.div`
  display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); padding: 1.5rem 1.5rem 0;
  > div { background: #fff; border-radius: 14px; padding: 1.1rem 1.2rem; border: 1px solid ${(p) => p.theme.color.line}; }
  strong { display: block; font-size: 1.8rem; font-family: ${(p) => p.theme.font.heading}; color: ${(p) => p.theme.color.maroon}; }
`;
export const AdminMain = styled.main`
  padding: 1.5rem; display: grid; gap: 1.5rem; align-content: start;
`;

export const ADMIN_TABS = [
  ["dashboard", urls.admin.home],
  ["bookings", urls.admin.bookings],
  ["buses", urls.admin.buses],
  ["destinations", urls.admin.destinations],
  ["customers", urls.admin.customers],
  ["settings", urls.admin.settings],
  ["calendar", urls.admin.calendar],
] as const;

/** The four stat cards, from the server's aggregates; refreshed on every booking change. */
export function StatCards() {
  const { t } = useTranslation();
  const { data, refetch } = useQuery(AdminStatsQuery, { fetchPolicy: "cache-and-network" });
  useSubscription(BookingChanged, { onData: () => void refetch() });
  const s = data?.adminStats;
  return (
    <Cards aria-live="polite">
      <div>{t("admin.stats.total")}<strong>{s?.totalBookings ?? "–"}</strong></div>
      <div>{t("admin.stats.confirmed")}<strong>{s?.confirmedBookings ?? "–"}</strong></div>
      <div>{t("admin.stats.distance")}<strong>{s ? `${formatNumber(s.totalDistance)} km` : "–"}</strong></div>
      <div>{t("admin.stats.available")}<strong>{s?.availableBuses ?? "–"}</strong></div>
    </Cards>
  );
}

export function AdminShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Frame>
      <Side aria-label={t("admin.nav")}>
        <Link to={urls.admin.home} className="brand"><img src="/favicon.svg" alt="" width={32} height={32} />{t("brand")}</Link>
        <ul>
          {ADMIN_TABS.map(([key, to]) => (
            <li key={key}><NavLink to={to} end className="item">{t(`admin.tabs.${key}`)}</NavLink></li>
          ))}
        </ul>
      </Side>
      <div>
        <Head>
          <h1>{t("admin.welcome")}</h1>
          <div>
            <Link to={urls.home}>{t("admin.viewSite")}</Link>
            <Button type="button" $variant="secondary" onClick={() => void logout(urls.login)}>{t("admin.logout")}</Button>
          </div>
        </Head>
        <StatCards />
        <AdminMain>{children}</AdminMain>
      </div>
    </Frame>
  );
}
