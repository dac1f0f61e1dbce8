import "./messages";
import { useState } from "react";
import { useTranslation } from "../../app/i18n";
import { Route, Routes } from "react-router-dom";
import { tabPanelProps, Tabs } from "../../ui/Tabs";
import NotFoundPage from "../notfound/NotFoundPage";
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
      <Tabs idPrefix="admin" label={t("admin.nav")} value={tab} onChange={setTab} items={TABS.map((k) => ({ key: k, label: t(`admin.tabs.${k}`) }))} />
      <div {...tabPanelProps("admin", tab)} style={{ display: "grid", gap: "1.5rem" }}>
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
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </AdminShell>
  );
}
