import "./messages";
import type { ComponentType } from "react";
import { Route, Routes, useSearchParams } from "react-router";
import { useTranslation } from "../../i18n";
import { Panel } from "../../ui/Panel";
import { tabPanelProps, Tabs } from "../../ui/Tabs";
import NotFoundPage from "../notfound/NotFoundPage";
import { usePermissions } from "../../app/RequireRole";
import { AdminShell } from "./AdminShell";
import { BookingsPage } from "./bookings/BookingsPage";
import { StaffBookingPage } from "./bookings/StaffBookingPage";
import { BookingsTab } from "./bookings/BookingsTab";
import { BusesAdmin } from "./BusesAdmin";
import { CalendarAdmin } from "./CalendarAdmin";
import { Charts } from "./Charts";
import { Gstr1Export } from "./Gstr1Export";
import { CustomersAdmin } from "./CustomersAdmin";
import { DestinationsAdmin } from "./DestinationsAdmin";
import { DocumentsCard } from "./documents/DocumentsCard";
import { useAdminTab, useVisibleSections, type AdminSection } from "./sections";
import { StaffAdmin } from "./staff/StaffAdmin";
import { ActivityAdmin } from "./staff/ActivityAdmin";
import { DriversAdmin } from "./drivers/DriversAdmin";
import { DispatchAdmin } from "./dispatch/DispatchAdmin";
import { PaymentsAdmin } from "./payments/PaymentsAdmin";
import { VendorsAdmin } from "./vendors/VendorsAdmin";
import { UnassignedTrips } from "./drivers/UnassignedTrips";
import { SettingsAdmin } from "./SettingsAdmin";
import styled from "styled-components";

/** The sections that are one screen, the same as a tab of /admin and as a page of their own. */
const SCREENS = {
  buses: BusesAdmin,
  destinations: DestinationsAdmin,
  customers: CustomersAdmin,
  settings: SettingsAdmin,
  calendar: CalendarAdmin,
  staff: StaffAdmin,
  activity: ActivityAdmin,
  drivers: DriversAdmin,
  dispatch: DispatchAdmin,
  payments: PaymentsAdmin,
  vendors: VendorsAdmin,
} satisfies Partial<Record<AdminSection, ComponentType>>;

const Lead = styled.p`
  margin: 0;
`;
/** The open tab's panels, one under the other. */
const TabBody = styled.div`
  display: grid;
  gap: 1.5rem;
  min-width: 0;
`;

function TabContent({ tab }: { tab: AdminSection }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  if (tab === "dashboard")
    return (
      <>
        <Panel>
          <h2>{t("admin.tabs.dashboard")}</h2>
          <Lead>{t("admin.dashboardText")}</Lead>
        </Panel>
        <UnassignedTrips />
        {can("reports.read") && <Charts />}
        {can("money.read") && <Gstr1Export />}
        <DocumentsCard />
      </>
    );
  if (tab === "bookings") return <BookingsTab />;
  const Screen = SCREENS[tab];
  return <Screen />;
}

/** A section's own page, for staff whose role may open it (others see the not-found page). */
function Allowed({ section, screen: Screen }: { section: AdminSection; screen: ComponentType }) {
  const sections = useVisibleSections();
  const { ready } = usePermissions();
  if (!ready) return null;
  return sections.includes(section) ? <Screen /> : <NotFoundPage />;
}

/** /admin: the tab bar of the specification over the admin features. */
function AdminHome() {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const sections = useVisibleSections();
  const asked = useAdminTab();
  const tab = sections.includes(asked) ? asked : "dashboard";
  const select = (key: AdminSection) => setParams(key === "dashboard" ? {} : { tab: key });
  return (
    <>
      <Tabs
        idPrefix="admin"
        label={t("admin.tabsLabel")}
        value={tab}
        onChange={select}
        items={sections.map((k) => ({ key: k, label: t(`admin.tabs.${k}`) }))}
      />
      <TabBody {...tabPanelProps("admin", tab)}>
        <TabContent tab={tab} />
      </TabBody>
    </>
  );
}

export default function AdminApp() {
  return (
    <AdminShell>
      <Routes>
        <Route index element={<AdminHome />} />
        <Route path="bookings" element={<BookingsPage />} />
        <Route path="bookings/new" element={<StaffBookingPage />} />
        {Object.entries(SCREENS).map(([path, Screen]) => (
          <Route key={path} path={path} element={<Allowed section={path as AdminSection} screen={Screen} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </AdminShell>
  );
}
