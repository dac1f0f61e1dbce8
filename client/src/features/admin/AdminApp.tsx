import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Route, Routes } from "react-router-dom";
import styled from "styled-components";
import { AdminShell } from "./AdminShell";
import { BookingsTable, Panel } from "./BookingsTable";
import { BusesAdmin } from "./BusesAdmin";
import { CalendarAdmin } from "./CalendarAdmin";
import { Charts } from "./Charts";
import { CustomersAdmin } from "./CustomersAdmin";
import { DestinationsAdmin } from "./DestinationsAdmin";
import { SettingsAdmin } from "./SettingsAdmin";

const TABS = ["dashboard", "bookings", "buses", "destinations", "customers", "settings", "calendar"] as const;
type Tab = (typeof TABS)[number];
const TabBar = styled.div`
  display: flex; gap: 0.3rem; flex-wrap: wrap; background: #fff; border-radius: 999px; padding: 4px; border: 1px solid ${(p) => p.theme.color.line}; width: fit-content; max-width: 100%;
  button { min-height: 40px; padding: 0 1rem; border: 0; border-radius: 999px; background: none; cursor: pointer; font-weight: 600; color: ${(p) => p.theme.color.ink}; }
  button[aria-selected="true"] { background: ${(p) => p.theme.color.maroon}; color: #fff; }
`;

function TabContent({ tab }: { tab: Tab }) {
  const { t } = useTranslation();
  switch (tab) {
    case "dashboard":
      return (
        <>
          <Panel><h2>{t("admin.tabs.dashboard")}</h2><p style={{ margin: 0 }}>{t("admin.dashboardText")}</p></Panel>
          <Charts />
        </>
      );
    case "bookings": return <BookingsTable mode="tab" />;
    case "buses": return <BusesAdmin />;
    case "destinations": return <DestinationsAdmin />;
    case "customers": return <CustomersAdmin />;
    case "settings": return <SettingsAdmin />;
    case "calendar": return <CalendarAdmin />;
  }
}

/** /admin: the tab bar of the specification over the admin features. */
function AdminHome() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>("dashboard");
  return (
    <>
      <TabBar role="tablist" aria-label={t("admin.nav")}>
        {TABS.map((k) => (
          <button key={k} type="button" role="tab" id={`admin-tab-${k}`} aria-selected={tab === k} aria-controls="admin-tabpanel" onClick={() => setTab(k)}>{t(`admin.tabs.${k}`)}</button>
        ))}
      </TabBar>
      <div id="admin-tabpanel" role="tabpanel" aria-labelledby={`admin-tab-${tab}`} style={{ display: "grid", gap: "1.5rem" }}>
        <TabContent tab={tab} />
      </div>
    </>
  );
}

export default function AdminApp() {
  return (
    <AdminShell>
      <Routes>
        <Route index element={<AdminHome />} />
        <Route path="bookings" element={<BookingsTable mode="page" />} />
        <Route path="buses" element={<BusesAdmin />} />
        <Route path="customers" element={<CustomersAdmin />} />
        <Route path="destinations" element={<DestinationsAdmin />} />
        <Route path="settings" element={<SettingsAdmin />} />
        <Route path="calendar" element={<CalendarAdmin />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </AdminShell>
  );
}
