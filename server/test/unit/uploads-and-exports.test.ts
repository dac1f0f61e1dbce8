/** Pure rules of uploads, the CSV export and distances: image types by content, defused cells, road distances. */
import { bookingRow, safeCell } from "../../src/domain/booking/bookings-csv";
import type { Booking } from "../../src/domain/booking/booking.entity";
import { ROAD_FACTOR, placeKey } from "../../src/domain/place/place.service";
import { greatCircleKm } from "../../src/domain/place/km";
import { BookingStatus } from "../../src/domain/shared/enums";
import { PayloadTooLargeError } from "../../src/domain/shared/errors";
import { readLimited, sniffImage } from "../../src/domain/upload/upload.service";
import { Readable } from "node:stream";

describe("image types are read from the bytes, never the name", () => {
  test.each([
    ["png", "89504e470d0a1a0a0000", "image/png"],
    ["jpeg", "ffd8ffe000104a464946", "image/jpeg"],
    ["gif", Buffer.from("GIF89a....").toString("hex"), "image/gif"],
    ["webp", Buffer.from("RIFF\0\0\0\0WEBPVP8 ").toString("hex"), "image/webp"],
    ["html", Buffer.from("<script>x</script>").toString("hex"), null],
    ["empty", "", null],
  ])("%s", (_name, hex, mime) => {
    expect(sniffImage(Buffer.from(hex, "hex"))).toBe(mime);
  });

  test("reading stops at 5 MB with the spec's message", async () => {
    const small = await readLimited(Readable.from([Buffer.alloc(10), Buffer.alloc(10)]), 100);
    expect(small.length).toBe(20);
    await expect(readLimited(Readable.from([Buffer.alloc(60), Buffer.alloc(60)]), 100)).rejects.toThrow(
      PayloadTooLargeError,
    );
    await expect(readLimited(Readable.from([Buffer.alloc(100)]), 100)).rejects.toThrow(
      "Image size must be less than 5MB.",
    );
  });
});

describe("the CSV export", () => {
  test("a cell a spreadsheet would run as a formula stays text", () => {
    for (const risky of ["=1+1", "+91 98390", "-2", "@SUM(A1)", "\tx"]) expect(safeCell(risky)).toBe(`'${risky}`);
    expect(safeCell("Asha")).toBe("Asha");
    expect(safeCell(null)).toBe("");
  });

  test("a row shows the reference, distance with 2 decimals, and N/A for what is unknown", () => {
    const booking = {
      id: "3f2b8c1e-9d4a-4b7e-8f00-12345678abcd",
      name: "Asha",
      phone: "+91 98390 12345",
      email: "a@example.com",
      pickupLocation: "Varanasi",
      destination: "Sarnath",
      departureDate: "2026-03-05",
      days: 2,
      distance: 12.345,
      bus: null,
      status: BookingStatus.Pending,
      notes: null,
      createdAt: new Date("2026-03-01T10:00:00Z"),
    } as unknown as Booking;
    expect(bookingRow(booking)).toEqual([
      "BK-abcd",
      "Asha",
      "'+91 98390 12345",
      "a@example.com",
      "Varanasi",
      "Sarnath",
      "2026-03-05",
      "2",
      "12.35",
      "N/A",
      "Not specified",
      "Pending",
      "",
      "",
      "",
      "",
      "",
      "",
      "2026-03-01T10:00:00.000Z",
    ]);
  });

  test("passengers, the agreed fare, the advance and the balance (what is owed, as kept) have their columns", () => {
    const booking = {
      id: "3f2b8c1e-9d4a-4b7e-8f00-12345678abcd",
      name: "Asha",
      phone: "98390 12345",
      email: "a@example.com",
      pickupLocation: "Varanasi",
      destination: "Sarnath",
      departureDate: "2026-03-05",
      days: 2,
      distance: null,
      bus: { name: "Volvo" },
      status: BookingStatus.Confirmed,
      notes: null,
      passengers: 30,
      agreedFarePaise: 2_500_000,
      agreedAdvancePaise: 500_000,
      advanceReceivedOn: "2026-03-02",
      balancePaise: 2_000_000,
      cancelRequestedAt: null,
      createdAt: new Date("2026-03-01T10:00:00Z"),
    } as unknown as Booking;
    expect(bookingRow(booking).slice(9, 17)).toEqual([
      "Volvo",
      "30",
      "Confirmed",
      "25000.00",
      "5000.00",
      "2026-03-02",
      "20000.00",
      "",
    ]);
  });
});

describe("distances", () => {
  test("the place is the leading part of a formatted address", () => {
    expect(placeKey("Sarnath, Uttar Pradesh, India")).toBe("sarnath");
    expect(placeKey("  Bodh   Gaya ")).toBe("bodh gaya");
  });

  test("great-circle km between Varanasi and Prayagraj, and the road factor on top", () => {
    const km = greatCircleKm({ lat: 25.3176, lng: 82.9739 }, { lat: 25.4358, lng: 81.8463 });
    expect(km).toBeGreaterThan(110);
    expect(km).toBeLessThan(120);
    expect(ROAD_FACTOR).toBe(1.3);
  });
});
