/**
 * India's calendar, in one place. Every rule that compares days (a trip's days, "today", document expiry,
 * reminders, quote validity, invoice financial years) counts them as the operator does, in India
 * (Asia/Kolkata: UTC+05:30 all year, no daylight saving since 1945). Calendar dates are "YYYY-MM-DD" text;
 * day arithmetic is done on UTC midnights, so no time zone of the machine enters it. Pure.
 *
 * A trip: `days` counts the calendar days the customer has the bus. Its last day (what every screen and
 * document calls the return date) is departure + days − 1: a 1-day trip returns the day it leaves, a 3-day
 * trip leaving on the 1st returns on the 3rd. The trip holds its bus and drivers on [departure, departure +
 * days), the same days (trip-days.ts writes that range for SQL).
 */

/** The operator's time zone, for Intl and for PostgreSQL's `AT TIME ZONE`. */
export const INDIA_TIME_ZONE = "Asia/Kolkata";
/** The same as an SQL literal: `... AT TIME ZONE ${SQL_INDIA_TIME_ZONE}`. */
export const SQL_INDIA_TIME_ZONE = `'${INDIA_TIME_ZONE}'`;

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The calendar day in India of an instant, "YYYY-MM-DD" (arithmetic, not Intl: it runs on every booking). */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The calendar date an instant names as written in ISO form (its UTC date: a date sent as a date-time). */
export const isoDateOf = (at: Date): string => at.toISOString().slice(0, 10);

/** The instant `days` whole days (of 24 hours) before `now`. */
export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/** Today in India. */
export const todayInIndia = (now: Date = new Date()): string => indiaDate(now);

/** The instant a day begins in India (its midnight, IST). */
export const startOfIndiaDay = (date: string): Date => new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS);

/** The instant a day ends in India (the next day's midnight, IST). */
export const endOfIndiaDay = (date: string): Date => startOfIndiaDay(addDays(date, 1));

/** A calendar date plus whole days (negative: earlier). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** A trip's last day, the return date: departure + days − 1. */
export const tripLastDay = (departure: string, days: number): string => addDays(departure, days - 1);

/** The day after a trip's last day: the end of its half-open range [departure, departure + days). */
export const tripEnd = (departure: string, days: number): string => addDays(departure, days);

/** Whether a calendar date is a real one ("2026-02-30" is not). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** "2026-27" for any day from 1 April 2026 to 31 March 2027, India's financial year of a day or an instant. */
export function financialYear(at: Date | string): string {
  const day = typeof at === "string" ? at : indiaDate(at);
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The first day of a month "YYYY-MM" and the first day of the next (for "a month's invoices"); null when malformed. */
export function monthRange(month: string): { from: string; to: string } | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const next = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, "0")}`;
  return { from: `${month}-01`, to: `${next}-01` };
}

/** One formatter per language (a formatter is costly to make: the mails of every booking write dates). */
const DATE_FORMATS = {
  en: new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }),
  hi: new Intl.DateTimeFormat("hi-IN", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }),
};

/** A calendar date as each language writes it: "Dec 8, 2026" (en-US, as the site shows dates) / "8 दिस॰ 2026" (hi-IN). */
export const displayDateIn = (language: "en" | "hi", d: string): string =>
  DATE_FORMATS[language].format(new Date(`${d}T00:00:00Z`));

/** A calendar date in en-US short form, as the site shows them: "Mar 5, 2026". */
export const displayDate = (d: string): string => displayDateIn("en", d);
