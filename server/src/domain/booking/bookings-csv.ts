import { stringify } from "csv-stringify";
import type { Booking } from "./booking.entity";
import { balanceOf } from "./booking-money";
import { bookingRef } from "./booking-rules";

/** A cell a spreadsheet would run as a formula starts with one of these: prefix it so it stays text. */
export function safeCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export const CSV_COLUMNS = [
  "Booking",
  "Customer",
  "Phone",
  "Email",
  "Pickup location",
  "Destination",
  "Departure date",
  "Days",
  "Distance (km)",
  "Bus",
  "Passengers",
  "Status",
  "Agreed fare (INR)",
  "Advance (INR)",
  "Advance received on",
  "Balance (INR)",
  "Cancellation requested",
  "Notes",
  "Created",
];

export function bookingRow(b: Booking): string[] {
  return [
    bookingRef(b.id),
    b.name,
    b.phone,
    b.email,
    b.pickupLocation,
    b.destination,
    b.departureDate,
    String(b.days),
    b.distance === null ? "N/A" : b.distance.toFixed(2),
    b.bus?.name ?? "N/A",
    b.passengers == null ? "Not specified" : String(b.passengers),
    b.status,
    b.agreedFare == null ? "" : b.agreedFare.toFixed(2),
    b.advance == null ? "" : b.advance.toFixed(2),
    b.advanceReceivedOn ?? "",
    b.agreedFare == null ? "" : balanceOf(b)!.toFixed(2),
    b.cancelRequestedAt ? b.cancelRequestedAt.toISOString() : "",
    b.notes ?? "",
    b.createdAt.toISOString(),
  ].map(safeCell);
}

/** Streams bookings as CSV (UTF-8 with BOM so spreadsheets read Hindi names right). */
export function bookingsCsv(rows: AsyncIterable<Booking>) {
  const csv = stringify({ header: true, columns: CSV_COLUMNS, bom: true });
  (async () => {
    try {
      for await (const b of rows) if (!csv.write(bookingRow(b))) await new Promise((r) => csv.once("drain", r));
      csv.end();
    } catch (e) {
      csv.destroy(e as Error);
    }
  })();
  return csv;
}
