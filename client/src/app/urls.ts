import { pathInLanguage, type Language } from "../i18n";

const enc = encodeURIComponent;

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
    /** Staff enter a booking for a customer (a phone call, a walk-in). */
    newBooking: "/admin/bookings/new",
    /** The bookings list with one booking's View open (`quote`: at its quote builder). */
    booking: (id: string, quote = false) => `/admin/bookings?view=${encodeURIComponent(id)}${quote ? "&quote=1" : ""}`,
    customers: "/admin/customers",
    destinations: "/admin/destinations",
    settings: "/admin/settings",
    calendar: "/admin/calendar",
    staff: "/admin/staff",
    activity: "/admin/activity",
    drivers: "/admin/drivers",
    dispatch: "/admin/dispatch",
    payments: "/admin/payments",
    /** Vendors (partner operators) with their buses, and what they are owed. */
    vendors: "/admin/vendors",
  },
} as const;

/**
 * The driver's page of a link's token in the driver's language, `/d/<token>` or `/hi/d/<token>`: a full path,
 * for the browser's own navigation (the page is drawn in the browser only, past the router's basename).
 */
export const driverPage = (token: string, language: Language) => pathInLanguage(`/d/${enc(token)}`, language);

/**
 * The files the server makes, by the paths its download routes answer (server/src/http/documents.ts): all but
 * the driver's slip need the Bearer token (app/download.ts). Paths the API hands over as data (a quote's
 * `pdfPath`, a duty slip's `slipPathEn`, a document scan's `fileUrl`, a receipt's `receiptUrl`) are used as given.
 */
export const downloads = {
  /** A booking's PDF confirmation (its owner or staff). */
  bookingPdf: (bookingId: string) => `/invoices/${enc(bookingId)}.pdf`,
  /** A tax invoice's or credit note's PDF, in `lang` when given (else the customer's language). */
  taxInvoicePdf: (invoiceId: string, lang?: Language) =>
    `/tax-invoices/${enc(invoiceId)}.pdf${lang ? `?lang=${lang}` : ""}`,
  /** One CSV of a month's GSTR-1 export ("2026-11", "b2b"). */
  gstr1Csv: (month: string, file: string) => `/exports/gstr1/${enc(month)}/${enc(file)}.csv`,
  /** The driver's duty slip through their link's token, in their language (no sign-in). */
  dutySlipByLink: (token: string, lang: Language) => `/duty-slips/link.pdf?token=${enc(token)}&lang=${lang}`,
  /** The admin list's bookings as CSV, filtered as the list is. */
  bookingsCsv: (filter: Partial<BookingFilter>) => `/exports/bookings.csv${filterQuery(filter)}`,
};
