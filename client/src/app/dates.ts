/**
 * Today's date by India's calendar (Asia/Kolkata), YYYY-MM-DD: the operator's calendar, by which the server
 * counts "today" for every rule (a departure not in the past, a trip already started, a document expired).
 * A browser elsewhere, or a test machine on UTC between 18:30 and midnight, would otherwise be a day behind.
 */
export const todayInIndia = (now = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);
