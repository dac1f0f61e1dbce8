/** The admin bookings list's filter, kept in the page's query string so a filtered view can be linked and reloaded. */
export interface BookingFilter {
  status: string;
  from: string;
  to: string;
  busId: string;
  search: string;
  /** A quote state of the latest version, or None (no quote). */
  quote: string;
  /** "true": only Confirmed trips with no driver. */
  unassigned: string;
}
const FILTER_KEYS = ["status", "from", "to", "busId", "search", "quote", "unassigned"] as const;

/** The query string of a filter: empty values left out (`?status=Pending&search=asha`). */
function filterQuery(filter: Partial<BookingFilter>): string {
  const q = new URLSearchParams(FILTER_KEYS.filter((k) => filter[k]).map((k) => [k, filter[k]!]));
  return q.size ? `?${q}` : "";
}

export function filterFrom(search: URLSearchParams): BookingFilter {
  return Object.fromEntries(FILTER_KEYS.map((k) => [k, search.get(k) ?? ""])) as unknown as BookingFilter;
}

/** Typed URL builders: routes in one place. */
export const urls = {
  home: "/",
  buses: "/buses",
  bus: (id: string) => `/buses/${encodeURIComponent(id)}`,
  booking: "/booking",
  bookingWithBus: (id: string) => `/booking?bus=${encodeURIComponent(id)}`,
  book: "/book",
  csvExport: (filter: Partial<BookingFilter>) => `/exports/bookings.csv${filterQuery(filter)}`,
  login: "/login",
  register: "/register",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  about: "/about",
  contact: "/contact",
  dashboard: "/dashboard",
  bookingDetail: (id: string) => `/dashboard/bookings/${encodeURIComponent(id)}`,
  quote: (id: string) => `/bookings/${encodeURIComponent(id)}/quote`,
  admin: {
    home: "/admin",
    buses: "/admin/buses",
    bookings: "/admin/bookings",
    customers: "/admin/customers",
    destinations: "/admin/destinations",
    settings: "/admin/settings",
    calendar: "/admin/calendar",
    staff: "/admin/staff",
    activity: "/admin/activity",
    drivers: "/admin/drivers",
  },
} as const;
