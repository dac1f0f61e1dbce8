/**
 * India's calendar on the client (app/calendar.ts): today by India's clock, days and months counted on the
 * calendar, a trip's last day, and a moment written in India's time on the staff screens (the activity log,
 * sessions, notes, messages, status history and customers' sign-up all read it the same way). The admin
 * calendar reads `returnDate` as the trip's last day, inclusive.
 */
import { render, screen } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import {
  addDays,
  addMonths,
  daysBetween,
  daysInMonth,
  firstOfMonth,
  formatDateTime,
  formatMonth,
  formatShortMonth,
  todayInIndia,
  tripLastDay,
} from "../src/app/calendar";
import { theme } from "../src/app/theme";
import { clashes, type CalendarBooking } from "../src/features/admin/calendar";
import { CalendarBookingBars } from "../src/features/admin/CalendarBookingBars";

test("today is India's date whatever the machine's clock says", () => {
  // 18:29 UTC is 23:59 in India; 18:30 UTC is already the next day there.
  expect(todayInIndia(new Date("2026-11-26T18:29:00Z"))).toBe("2026-11-26");
  expect(todayInIndia(new Date("2026-11-26T18:30:00Z"))).toBe("2026-11-27");
});

test("days and months are counted on the calendar", () => {
  expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
  expect(daysBetween("2026-12-01", "2026-12-31")).toBe(30);
  expect(daysBetween("2026-12-05", "2026-12-01")).toBe(-4);
  expect(firstOfMonth("2026-12-17")).toBe("2026-12-01");
  expect(addMonths("2026-12-17", 1)).toBe("2027-01-01");
  expect(addMonths("2026-01-31", -1)).toBe("2025-12-01");
  expect(daysInMonth("2024-02-10")).toBe(29);
  expect(daysInMonth("2026-12-01")).toBe(31);
});

test("a trip's last day: a 1-day trip returns the day it leaves, a 3-day trip leaving on the 1st on the 3rd", () => {
  expect(tripLastDay("2026-12-01", 1)).toBe("2026-12-01");
  expect(tripLastDay("2026-12-01", 3)).toBe("2026-12-03");
  expect(tripLastDay("2026-12-30", 3)).toBe("2027-01-01");
});

test("a moment is written in India's date and time", () => {
  // 19:00 UTC on the 26th is 00:30 on the 27th in India.
  expect(formatDateTime("2026-11-26T19:00:00Z")).toBe("27 Nov 2026, 12:30 am");
  expect(formatDateTime("2026-11-27T06:15:00.000Z")).toBe("27 Nov 2026, 11:45 am");
});

test("a month is written as the calendar's heading and the chart's label", () => {
  expect(formatMonth("2026-12-01")).toBe("December 2026");
  expect(formatShortMonth("2026-12")).toBe("Dec");
});

/** A booking as the calendar query answers it: `returnDate` is the last day, departure + days - 1. */
const trip = (
  id: string,
  departureDate: string,
  days: number,
  status = "Confirmed",
  bus = "bus-1",
): CalendarBooking => ({
  id,
  reference: `BK-${id}`,
  name: `Guest ${id}`,
  status,
  departureDate,
  returnDate: tripLastDay(departureDate, days),
  days,
  bus: { id: bus },
});

test("two trips of one bus clash when they share a day, the last day included", () => {
  const first = trip("a", "2026-12-01", 3); // 1st to 3rd
  const sameLastDay = trip("b", "2026-12-03", 2); // leaves on the 3rd: both use the bus that day
  const dayAfter = trip("c", "2026-12-04", 1);
  expect(clashes(first, [first, sameLastDay])).toBe(true);
  expect(clashes(sameLastDay, [first, sameLastDay])).toBe(true);
  expect(clashes(first, [first, dayAfter])).toBe(false);
  // One-day trips: the same day clashes, the next day does not.
  expect(clashes(trip("d", "2026-12-10", 1), [trip("e", "2026-12-10", 1)])).toBe(true);
  expect(clashes(trip("d", "2026-12-10", 1), [trip("e", "2026-12-11", 1)])).toBe(false);
  // Another bus, or a cancelled booking, never clashes.
  expect(clashes(first, [first, trip("f", "2026-12-02", 1, "Confirmed", "bus-2")])).toBe(false);
  expect(clashes(first, [first, trip("g", "2026-12-02", 1, "Cancelled")])).toBe(false);
});

test("a trip's bar covers its days, departure through the last day", () => {
  const month = "2026-12-01";
  render(
    <ThemeProvider theme={theme}>
      <CalendarBookingBars
        bookings={[trip("a", "2026-12-11", 3), trip("b", "2026-11-30", 2)]}
        busId="bus-1"
        dayIndex={(iso) => daysBetween(month, iso)}
        days={31}
      />
    </ThemeProvider>,
  );
  // The 11th to the 13th: three of the month's 31 days, from the 11th's column on.
  const bar = screen.getByText("BK-a Guest a");
  expect(bar.style.left).toBe(`${(10 / 31) * 100}%`);
  expect(bar.style.width).toBe(`${(3 / 31) * 100}%`);
  // Leaving the month before, it shows its day in this month only: the 1st.
  const earlier = screen.getByText("BK-b Guest b");
  expect(earlier.style.left).toBe("0%");
  expect(earlier.style.width).toBe(`${(1 / 31) * 100}%`);
});

test("a group's trip is on each of its vehicles' lanes and clashes through any of their buses", () => {
  const month = "2026-12-01";
  const group = { ...trip("grp", "2026-12-20", 2), vehicles: [{ busId: "bus-1" }, { busId: "bus-2" }] };
  const other = trip("oth", "2026-12-21", 1, "Confirmed", "bus-2");
  expect(clashes(group, [group, other])).toBe(true);
  expect(clashes(group, [group, other], "bus-1")).toBe(false);
  expect(clashes(other, [group, other])).toBe(true);
  render(
    <ThemeProvider theme={theme}>
      <CalendarBookingBars
        bookings={[group, other]}
        busId="bus-2"
        dayIndex={(iso) => daysBetween(month, iso)}
        days={31}
      />
    </ThemeProvider>,
  );
  // Vehicle 2's bus shows the group's bar beside the other booking's, both marked as a clash.
  expect(screen.getByText("BK-grp Guest grp")).toBeTruthy();
  expect(screen.getByText("BK-oth Guest oth")).toBeTruthy();
});
