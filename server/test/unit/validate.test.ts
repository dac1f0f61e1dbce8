/** The shared input rules (domain/shared/validate.ts) and their messages, in the specification's words. */
import { ValidationError } from "../../src/domain/shared/errors";
import * as v from "../../src/domain/shared/validate";
import { todayInIndia } from "../../src/domain/shared/calendar";

const refused = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(ValidationError);
    return (e as Error).message;
  }
  throw new Error("was accepted");
};

describe("text", () => {
  test("required text is trimmed; blank or missing says '<label> is required.'", () => {
    expect(v.requiredText("  Sarnath ", "Destination")).toBe("Sarnath");
    expect(refused(() => v.requiredText("   ", "Destination"))).toBe("Destination is required.");
    expect(refused(() => v.requiredText(undefined, "Name"))).toBe("Name is required.");
    expect(refused(() => v.requiredText(42, "Name"))).toBe("Name is required.");
  });

  test("too long text names its limit", () => {
    expect(refused(() => v.requiredText("x".repeat(101), "Name", 100))).toBe("Name must be at most 100 characters.");
    expect(refused(() => v.optionalText("x".repeat(2001), "Notes"))).toBe("Notes must be at most 2000 characters.");
  });

  test("optional text: blank is null, anything but text is refused", () => {
    expect(v.optionalText("  ", "Notes")).toBeNull();
    expect(v.optionalText(null, "Notes")).toBeNull();
    expect(v.optionalText(" hi ", "Notes")).toBe("hi");
    expect(refused(() => v.optionalText(5, "Notes"))).toBe("Notes must be text.");
  });
});

describe("contact details", () => {
  test("e-mail addresses are lower-cased; a malformed one is refused", () => {
    expect(v.email(" Asha@Example.COM ")).toBe("asha@example.com");
    expect(refused(() => v.email("not-an-email"))).toBe("Please enter a valid email address.");
    expect(refused(() => v.email(""))).toBe("Email is required.");
  });

  test("phone numbers allow +, spaces, dashes and brackets, with at least 6 digits", () => {
    expect(v.phone("+91 98390 12345")).toBe("+91 98390 12345");
    expect(v.phone("(0542) 250-1234")).toBe("(0542) 250-1234");
    expect(refused(() => v.phone("12-34"))).toBe("Please enter a valid phone number.");
    expect(refused(() => v.phone("call me"))).toBe("Please enter a valid phone number.");
    expect(refused(() => v.phone("", "Mobile number"))).toBe("Mobile number is required.");
  });
});

describe("numbers and dates", () => {
  test("whole numbers accept numeric text (REST) and say their range", () => {
    expect(v.integer("35", "Capacity", 1, 500)).toBe(35);
    expect(v.integer(2, "Days", 1, 365)).toBe(2);
    expect(refused(() => v.integer(0, "Days", 1, 365))).toBe("Days must be between 1 and 365.");
    expect(refused(() => v.integer(1.5, "Days", 1, 365))).toBe("Days must be a whole number.");
    expect(refused(() => v.integer("two", "Days", 1, 365))).toBe("Days must be a whole number.");
  });

  test("non-negative numbers", () => {
    expect(v.nonNegativeNumber("12.5", "Route distance", 10000)).toBe(12.5);
    expect(refused(() => v.nonNegativeNumber(-1, "Route distance", 10000))).toBe(
      "Route distance must be a number between 0 and 10000.",
    );
  });

  test("dates are calendar dates; an ISO date-time is cut to its date; impossible dates are refused", () => {
    expect(v.isoDate("2026-03-05", "Departure date")).toBe("2026-03-05");
    expect(v.isoDate("2026-03-05T18:30:00.000Z", "Departure date")).toBe("2026-03-05");
    expect(refused(() => v.isoDate("05/03/2026", "Departure date"))).toBe(
      "Departure date must be a date (YYYY-MM-DD).",
    );
    expect(refused(() => v.isoDate("2026-02-30", "Departure date"))).toBe("Departure date must be a valid date.");
  });

  test("today is the operator's calendar day in India", () => {
    expect(todayInIndia(new Date("2026-01-01T19:00:00Z"))).toBe("2026-01-02");
    expect(todayInIndia(new Date("2026-01-01T18:00:00Z"))).toBe("2026-01-01");
  });
});

describe("choices and images", () => {
  test("one of a list names the allowed values", () => {
    expect(v.oneOf("In Use", ["Available", "In Use", "Maintenance"], "Status")).toBe("In Use");
    expect(refused(() => v.oneOf("Broken", ["Available", "In Use", "Maintenance"], "Status"))).toBe(
      "Status must be one of: Available, In Use, Maintenance.",
    );
  });

  test("image URLs: http(s) ending in an image type, or a path this server serves (spec §5 message)", () => {
    expect(v.imageUrl("https://example.com/coach.webp")).toBe("https://example.com/coach.webp");
    expect(v.imageUrl("/uploads/0b5c.png")).toBe("/uploads/0b5c.png");
    expect(v.imageUrl("/art/buses/volvo-1.svg")).toBe("/art/buses/volvo-1.svg");
    expect(refused(() => v.imageUrl("ftp://example.com/a.png"))).toBe(
      "Please enter a valid image URL (e.g., ending with .png, .jpg, etc.).",
    );
    expect(refused(() => v.imageUrl("https://example.com/page.html"))).toBe(v.IMAGE_URL_MESSAGE);
  });
});
