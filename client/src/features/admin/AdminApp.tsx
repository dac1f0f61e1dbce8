import "./messages";
import type { ComponentType } from "react";
import { Route, Routes, useSearchParams } from "react-router";
import { useTranslation } from "../../i18n";
import { Panel } from "../../ui/Panel";
import { tabPanelProps, Tabs } from "../../ui/Tabs";
import NotFoundPage from "../notfound/NotFoundPage";
import { AdminShell } from "./AdminShell";
import { BookingsPage } from "./bookings/BookingsPage";
import { BookingsTab } from "./bookings/BookingsTab";
import { BusesAdmin } from "./BusesAdmin";
import { CalendarAdmin } from "./CalendarAdmin";
import { Charts } from "./Charts";
import { CustomersAdmin } from "./CustomersAdmin";
import { DestinationsAdmin } from "./DestinationsAdmin";
import { DriversAdmin } from "./drivers/DriversAdmin";
import { UnassignedTrips } from "./drivers/UnassignedTrips";
import { ADMIN_SECTIONS, useAdminTab, type AdminSection } from "./sections";
import { SettingsAdmin } from "./SettingsAdmin";

/** The sections that are one screen, the same as a tab of /admin and as a page of their own. */
const SCREENS = {
  buses: BusesAdmin,
  destinations: DestinationsAdmin,
  customers: CustomersAdmin,
  settings: SettingsAdmin,
  calendar: CalendarAdmin,
  drivers: DriversAdmin,
} satisfies Partial<Record<AdminSection, ComponentType>>;

function TabContent({ tab }: { tab: AdminSection }) {
  const { t } = useTranslation();
  if (tab === "dashboard")
    return (
      <>
        <Panel>
          <h2>{t("admin.tabs.dashboard")}</h2>
          <p style={{ margin: 0 }}>{t("admin.dashboardText")}</p>
        </Panel>
        <UnassignedTrips />
        <Charts />
      </>
    );
  if (tab === "bookings") return <BookingsTab />;
  const Screen = SCREENS[tab];
  return <Screen />;
}

/** /admin: the tab bar of the specification over the admin features. */
function AdminHome() {
  const { t } = useTranslation();
  const tab = useAdminTab();
  const [, setParams] = useSearchParams();
  const select = (key: AdminSection) => setParams(key === "dashboard" ? {} : { tab: key });
  return (
    <>
      <Tabs
        idPrefix="admin"
        label={t("admin.tabsLabel")}
        value={tab}
        onChange={select}
        items={ADMIN_SECTIONS.map((k) => ({ key: k, label: t(`admin.tabs.${k}`) }))}
      />
      <div {...tabPanelProps("admin", tab)} style={{ display: "grid", gap: "1.5rem", minWidth: 0 }}>
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
        <Route path="bookings" element={<BookingsPage />} />
        {Object.entries(SCREENS).map(([path, Screen]) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </AdminShell>
  );
}
