import { useLocation, useSearchParams } from "react-router";
import { usePermissions, type Permission } from "../../app/RequireRole";
import { urls } from "../../app/urls";

/** The admin area's sections, in the order of the specification's tab bar (the calendar has a tab too). */
export const ADMIN_SECTIONS = [
  "dashboard",
  "bookings",
  "buses",
  "destinations",
  "customers",
  "settings",
  "calendar",
  "staff",
  "activity",
  "drivers",
  "dispatch",
  "payments",
  "vendors",
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const SECTION_URL: Record<AdminSection, string> = {
  dashboard: urls.admin.home,
  bookings: urls.admin.bookings,
  buses: urls.admin.buses,
  destinations: urls.admin.destinations,
  customers: urls.admin.customers,
  settings: urls.admin.settings,
  calendar: urls.admin.calendar,
  staff: urls.admin.staff,
  activity: urls.admin.activity,
  drivers: urls.admin.drivers,
  dispatch: urls.admin.dispatch,
  payments: urls.admin.payments,
  vendors: urls.admin.vendors,
};

/**
 * The permissions a section needs, any one of them (the server refuses the rest; the tabs hide them).
 * Customers are read with `customers.read`.
 * Settings opens for its site settings (`settings.write`) or for its Tax tab, which staff who read money
 * may read (`money.read`; only `taxes.write` saves it).
 */
export const SECTION_NEEDS: Partial<Record<AdminSection, readonly Permission[]>> = {
  customers: ["customers.read"],
  settings: ["settings.write", "money.read", "taxes.write"],
  staff: ["staff.manage"],
  activity: ["activity.read"],
  dispatch: ["bookings.read"],
  payments: ["payments.read"],
  vendors: ["bookings.read"],
};

/** The sections the signed-in staff member may open. */
export function useVisibleSections(): AdminSection[] {
  const { can } = usePermissions();
  return ADMIN_SECTIONS.filter((s) => !SECTION_NEEDS[s] || SECTION_NEEDS[s].some(can));
}

/** The open tab of /admin, kept in the URL (`?tab=bookings`) so a reload and the side navigation follow it. */
export function useAdminTab(): AdminSection {
  const [params] = useSearchParams();
  return ADMIN_SECTIONS.find((s) => s === params.get("tab")) ?? "dashboard";
}

/** The section shown: a section's own page, or the tab open on /admin. */
export function useAdminSection(): AdminSection {
  const { pathname } = useLocation();
  const tab = useAdminTab();
  if (pathname.replace(/\/$/, "") === urls.admin.home) return tab;
  return ADMIN_SECTIONS.find((s) => s !== "dashboard" && pathname.startsWith(SECTION_URL[s])) ?? "dashboard";
}
