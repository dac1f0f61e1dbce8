/** The dispatch board's days (features/admin/dispatch/dispatch.ts): weeks from Monday, months, where a trip sits. */
import { boardRange, columns, dayHead, shiftRange, weekdayOf } from "../src/features/admin/dispatch/dispatch";

test("a week runs Monday to Sunday, whatever day it is asked for", () => {
  expect(weekdayOf("2026-12-07")).toBe(0); // a Monday
  expect(weekdayOf("2026-12-13")).toBe(6); // a Sunday
  expect(dayHead("2026-12-13")).toBe("Sun 13");
  expect(boardRange("week", "2026-12-13")).toEqual({ from: "2026-12-07", days: 7 });
  expect(boardRange("week", "2026-12-07")).toEqual({ from: "2026-12-07", days: 7 });
  expect(shiftRange("week", "2026-12-07", 1)).toBe("2026-12-14");
  expect(shiftRange("week", "2026-12-07", -1)).toBe("2026-11-30");
});

test("a month runs from its first day to its last", () => {
  expect(boardRange("month", "2026-12-13")).toEqual({ from: "2026-12-01", days: 31 });
  expect(boardRange("month", "2027-02-10")).toEqual({ from: "2027-02-01", days: 28 });
  expect(shiftRange("month", "2026-12-01", 1)).toBe("2027-01-01");
});

test("a trip takes the columns of its days on the board, cut at the board's edges", () => {
  // A week from Monday 7th: Sunday 13th is the 7th column; a trip from the 12th to the 15th is cut at Sunday.
  expect(columns("2026-12-07", 7, "2026-12-13", "2026-12-13")).toEqual([7, 8]);
  expect(columns("2026-12-07", 7, "2026-12-12", "2026-12-15")).toEqual([6, 8]);
  expect(columns("2026-12-07", 7, "2026-12-01", "2026-12-08")).toEqual([1, 3]);
  expect(columns("2026-12-07", 7, "2026-12-14", "2026-12-15")).toBeNull();
});
