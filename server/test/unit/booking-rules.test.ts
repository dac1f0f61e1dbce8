/** The pure rules of bookings: reference, trip dates, the status table, the clash message, page cursors. */
import {
  STATUS_MOVES,
  bookingRef,
  checkStatusMove,
  clashMessage,
  decodeCursor,
  encodeCursor,
  nextStatuses,
} from "../../src/domain/booking/booking-rules";
import { BookingStatus } from "../../src/domain/shared/enums";
import { ValidationError } from "../../src/domain/shared/errors";
import { addDays, displayDate, displayDateIn } from "../../src/domain/shared/calendar";

const ID = "3f2b8c1e-9d4a-4b7e-8f00-12345678abcd";

test("a booking is shown as BK- plus the last 4 characters of its id", () => {
  expect(bookingRef(ID)).toBe("BK-abcd");
});

test("a trip of N days from a date returns N days later, across months and leap days", () => {
  expect(addDays("2026-01-30", 3)).toBe("2026-02-02");
  expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
});

test("dates are shown in en-US short form, and in Hindi as India writes them", () => {
  expect(displayDate("2026-03-05")).toBe("Mar 5, 2026");
  expect(displayDateIn("en", "2026-12-31")).toBe("Dec 31, 2026");
  expect(displayDateIn("hi", "2026-12-08")).toBe("8 दिस॰ 2026");
  expect(displayDateIn("hi", "2028-02-29")).toBe("29 फ़र॰ 2028");
});

describe("the status table", () => {
  const all = Object.values(BookingStatus);

  test("lists every status, and only the other statuses as next ones", () => {
    expect(Object.keys(STATUS_MOVES).sort()).toEqual([...all].sort());
    for (const from of all) expect(nextStatuses(from)).not.toContain(from);
  });

  test("staff may move between the three statuses freely (spec §4)", () => {
    for (const from of all) for (const to of all) expect(() => checkStatusMove(from, to)).not.toThrow();
    expect(nextStatuses(BookingStatus.Pending)).toEqual([BookingStatus.Confirmed, BookingStatus.Cancelled]);
  });

  test("a move the table does not list is refused as bad input", () => {
    const original = STATUS_MOVES[BookingStatus.Cancelled];
    (STATUS_MOVES as Record<string, readonly BookingStatus[]>)[BookingStatus.Cancelled] = [BookingStatus.Pending];
    try {
      expect(() => checkStatusMove(BookingStatus.Cancelled, BookingStatus.Confirmed)).toThrow(ValidationError);
      expect(() => checkStatusMove(BookingStatus.Cancelled, BookingStatus.Confirmed)).toThrow(
        "A Cancelled booking cannot be set to Confirmed.",
      );
      expect(() => checkStatusMove(BookingStatus.Cancelled, BookingStatus.Cancelled)).not.toThrow();
    } finally {
      (STATUS_MOVES as Record<string, readonly BookingStatus[]>)[BookingStatus.Cancelled] = original;
    }
  });
});

describe("the clash message", () => {
  test("names the bus, the clashing booking, its customer and its days (last day inclusive)", () => {
    const message = clashMessage("Volvo 9400 Sleeper", {
      id: ID,
      name: "Meera Singh",
      departureDate: "2026-03-05",
      days: 3,
    });
    expect(message).toBe(
      "Cannot confirm: Volvo 9400 Sleeper is already booked by confirmed booking BK-abcd (Meera Singh) from Mar 5, 2026 to Mar 7, 2026.",
    );
  });

  test("a one-day trip starts and ends the same day; an unknown bus is 'this bus'", () => {
    expect(clashMessage(undefined, { id: ID, name: "X", departureDate: "2026-03-05", days: 1 })).toBe(
      "Cannot confirm: this bus is already booked by confirmed booking BK-abcd (X) from Mar 5, 2026 to Mar 5, 2026.",
    );
  });
});

describe("page cursors", () => {
  test("a cursor reads back as the row's createdAt and id", () => {
    const createdAt = new Date("2026-03-05T10:20:30.123Z");
    expect(decodeCursor(encodeCursor({ createdAt, id: ID }))).toEqual({ createdAt: createdAt.toISOString(), id: ID });
  });

  test.each([
    "",
    "garbage",
    Buffer.from("not-a-date|" + ID).toString("base64url"),
    Buffer.from("2026-03-05T00:00:00Z|x").toString("base64url"),
  ])("a forged cursor %p is bad input, never a database error", (cursor) => {
    expect(() => decodeCursor(cursor)).toThrow("Invalid page cursor.");
  });
});
