/**
 * India's calendar on the client, in one place: the operator's calendar, by which the server counts "today" for
 * every rule (a departure not in the past, a trip already started, a document expired), so a browser elsewhere,
 * or a test machine on UTC between 18:30 and midnight, is never a day behind. Dates are "YYYY-MM-DD" strings,
 * counted by arithmetic on UTC midnights (no time zone is involved in a calendar date). A calendar date is
 * written by i18n's `formatDate` (the page's language); a moment by `formatDateTime` here, in India's time.
 */
export const INDIA_TIME_ZONE = "Asia/Kolkata";
/** India Standard Time is UTC+05:30 all year (no daylight saving since 1945). */
const IST_OFFSET_MS = 330 * 60_000;
/** A day's length in milliseconds. */
export const DAY_MS = 86_400_000;

const midnight = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Today's date by India's calendar, YYYY-MM-DD. Arithmetic, as on the server, not Intl: building a time-zone
 * formatter loads the browser's zone data, a long task on a slow phone while the booking wizard hydrates.
 */
export const todayInIndia = (now = new Date()): string => dateOf(now.getTime() + IST_OFFSET_MS);

/** The date `n` days after `isoDate` (before it when `n` is negative). */
export const addDays = (isoDate: string, n: number): string => dateOf(midnight(isoDate) + n * DAY_MS);

/**
 * A trip's last day: departure + days - 1 (a 1-day trip returns the day it leaves; a 3-day trip leaving on the
 * 1st returns on the 3rd). `Booking.returnDate` and the driver's `returnDate` are this day.
 */
export const tripLastDay = (departure: string, days: number): string => addDays(departure, days - 1);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((midnight(to) - midnight(from)) / DAY_MS);

/** The first day of `isoDate`'s month. */
export const firstOfMonth = (isoDate: string): string => `${isoDate.slice(0, 7)}-01`;

/** The first day of the month `n` months after `isoDate`'s. */
export function addMonths(isoDate: string, n: number): string {
  const first = new Date(midnight(firstOfMonth(isoDate)));
  first.setUTCMonth(first.getUTCMonth() + n);
  return dateOf(first.getTime());
}

/** How many days `isoDate`'s month has. */
export const daysInMonth = (isoDate: string): number => daysBetween(firstOfMonth(isoDate), addMonths(isoDate, 1));

/** Each Intl formatter is built on first use: building one loads the browser's locale and zone data. */
const built = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, options: Intl.DateTimeFormatOptions, locale = "en-US") {
  let f = built.get(key);
  if (!f) built.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

/**
 * A moment on the staff screens, in India's time whatever the viewer's machine says (the operator's clock), e.g.
 * "27 Nov 2026, 7:46 pm". The admin area is English-only.
 */
export const formatDateTime = (iso: string): string =>
  formatter("moment", { dateStyle: "medium", timeStyle: "short", timeZone: INDIA_TIME_ZONE }, "en-IN").format(
    new Date(iso),
  );

/** A month of the admin's calendar, "December 2026". */
export const formatMonth = (isoDate: string): string =>
  formatter("month", { month: "long", year: "numeric", timeZone: "UTC" }).format(midnight(firstOfMonth(isoDate)));

/** A month's short name, "Dec" (the admin's bookings-per-month chart). */
export const formatShortMonth = (isoDate: string): string =>
  formatter("shortMonth", { month: "short", timeZone: "UTC" }).format(midnight(firstOfMonth(isoDate)));
