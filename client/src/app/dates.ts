/** India Standard Time is UTC+05:30 all year (no daylight saving since 1945). */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * Today's date by India's calendar (Asia/Kolkata), YYYY-MM-DD: the operator's calendar, by which the server
 * counts "today" for every rule (a departure not in the past, a trip already started, a document expired).
 * A browser elsewhere, or a test machine on UTC between 18:30 and midnight, would otherwise be a day behind.
 * Arithmetic, as on the server, not Intl: building a time-zone formatter loads the browser's zone data, a
 * long task on a slow phone while the booking wizard hydrates.
 */
export const todayInIndia = (now = new Date()) => new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
