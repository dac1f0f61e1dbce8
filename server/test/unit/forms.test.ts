/**
 * The forms' rules, applied by the services for both APIs (GraphQL passes arguments through): the bus
 * form, the destination form, registration and the site settings, with their messages.
 */
import type { DataSource } from "typeorm";
import { validatePassword, validateUsername } from "../../src/domain/auth/passwords";
import { BusService, parseFeatures } from "../../src/domain/bus/bus.service";
import { DestinationService } from "../../src/domain/destination/destination.service";
import { validateSettings } from "../../src/domain/settings/settings.service";
import { ValidationError } from "../../src/domain/shared/errors";

const noDatabase = {} as DataSource; // validation never reads it
const buses = new BusService(noDatabase);
const destinations = new DestinationService(noDatabase);

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(ValidationError);
    return (e as Error).message;
  }
  throw new Error("was accepted");
};

const busForm = {
  name: "Volvo 9600",
  capacity: "45",
  status: "In Use",
  description: "Sleeper coach",
  features: "AC, , WiFi ,Recliners",
  images: ["https://example.com/a.jpg", "/uploads/x.png"],
  lastMaintenance: "2026-01-10T00:00:00Z",
  popularRoutes: [{ from: "Varanasi", to: "Sarnath", duration: "1", distance: "12.5" }],
};

describe("the bus form", () => {
  test("REST's text is read as the form means it: seats as a number, features split on commas, dates cut to the day", () => {
    expect(buses.validate(busForm, false)).toEqual({
      name: "Volvo 9600",
      capacity: 45,
      status: "In Use",
      description: "Sleeper coach",
      features: ["AC", "WiFi", "Recliners"],
      images: ["https://example.com/a.jpg", "/uploads/x.png"],
      lastMaintenance: "2026-01-10",
      popularRoutes: [{ from: "Varanasi", to: "Sarnath", duration: 1, distance: 12.5, position: 0 }],
    });
  });

  test("a new bus without a status is Available; an update checks only what is sent", () => {
    expect(buses.validate({ ...busForm, status: "" }, false).status).toBe("Available");
    expect(buses.validate({ name: " New name " }, true)).toEqual({ name: "New name" });
  });

  test.each([
    [{ name: "" }, "Name is required."],
    [{ capacity: "" }, "Capacity is required."],
    [{ capacity: "0" }, "Capacity must be between 1 and 500."],
    [{ status: "Broken" }, "Status must be one of: Available, In Use, Maintenance."],
    [{ features: " , " }, "Features is required."],
    [{ images: ["https://example.com/page"] }, "Please enter a valid image URL (e.g., ending with .png, .jpg, etc.)."],
    [{ images: Array(21).fill("/uploads/x.png") }, "A bus can have at most 20 images."],
    [{ lastMaintenance: "" }, "Last maintenance is required."],
    [{ popularRoutes: [{ from: "Varanasi", to: "", duration: 1, distance: 2 }] }, "Route to is required."],
    [
      { popularRoutes: [{ from: "A", to: "B", duration: "", distance: 2 }] },
      "Route duration must be a number between 0 and 1000.",
    ],
  ])("%o is refused: %s", (change, message) => {
    expect(refusal(() => buses.validate({ ...busForm, ...change }, false))).toBe(message);
  });

  test("features arrive as a list or as comma-separated text", () => {
    expect(parseFeatures([" WiFi ", "", "AC"])).toEqual(["WiFi", "AC"]);
    expect(refusal(() => parseFeatures(42))).toBe("Features must be a list of text or comma-separated text.");
  });
});

describe("the destination form", () => {
  const form = {
    name: "Sarnath",
    shortDescription: "Where the Buddha taught",
    description: "…",
    images: ["https://a/1.jpg", "/art/d/2.svg", "http://b/3"],
  };

  test("exactly three image URLs (http(s), or a path this server serves)", () => {
    expect(destinations.validate(form).images).toEqual(form.images);
    expect(refusal(() => destinations.validate({ ...form, images: form.images.slice(0, 2) }))).toBe(
      "Exactly three image URLs are required.",
    );
    expect(refusal(() => destinations.validate({ ...form, images: ["https://a/1.jpg", "", "x"] }))).toBe(
      "Image URL 2 is required.",
    );
    expect(
      refusal(() =>
        destinations.validate({ ...form, images: ["https://a/1.jpg", "/art/2.svg", "javascript:alert(1)"] }),
      ),
    ).toBe("Image URL 3 must be a valid URL.");
  });
});

describe("registration", () => {
  test("usernames are 3-30 letters, digits, dots, dashes or underscores", () => {
    expect(validateUsername("ravi.k_2")).toBe("ravi.k_2");
    expect(refusal(() => validateUsername("r k"))).toBe(
      "Username must be 3-30 letters, digits, dots, dashes or underscores.",
    );
  });

  test("passwords are 8 to 200 characters", () => {
    expect(validatePassword("secret-pass")).toBe("secret-pass");
    expect(refusal(() => validatePassword(""))).toBe("Password is required.");
    expect(refusal(() => validatePassword("short"))).toBe("Password must be at least 8 characters.");
    expect(refusal(() => validatePassword("x".repeat(201)))).toBe("Password must be at most 200 characters.");
  });
});

describe("the site settings", () => {
  const settings = {
    bookingPhones: ["+91 98390 11111", "+91 98390 22222", "+91 98390 33333", "+91 98390 44444"],
    whatsappContacts: [
      { label: "Bookings", number: "+91 98390 11111" },
      { label: "Support", number: "919839022222" },
    ],
    email: "Desk@Example.com",
    supportHours: "9:00 AM - 9:00 PM daily",
    businessHours: "Monday-Sunday 9AM-10PM",
    address: "Varanasi",
    mapLat: "25.3176",
    mapLng: 82.9739,
  };

  test("WhatsApp numbers keep only their digits, as wa.me expects; coordinates are numbers", () => {
    const v = validateSettings(settings);
    expect(v.whatsappContacts).toEqual([
      { label: "Bookings", number: "919839011111" },
      { label: "Support", number: "919839022222" },
    ]);
    expect(v).toMatchObject({ email: "desk@example.com", mapLat: 25.3176, mapLng: 82.9739 });
  });

  test("the spec's counts: 4 booking phones and 2 WhatsApp contacts", () => {
    expect(refusal(() => validateSettings({ ...settings, bookingPhones: settings.bookingPhones.slice(1) }))).toBe(
      "Exactly 4 booking phone numbers are required.",
    );
    expect(refusal(() => validateSettings({ ...settings, whatsappContacts: [] }))).toBe(
      "Exactly 2 WhatsApp contacts are required.",
    );
    expect(refusal(() => validateSettings({ ...settings, mapLat: 91 }))).toBe(
      "Map latitude must be between -90 and 90.",
    );
  });
});
