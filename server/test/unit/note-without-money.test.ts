/** A booking's history notes as staff without money.read read them: no amount, the rest of the note kept. */
import { noteWithoutMoney } from "../../src/domain/booking/booking-history";

test.each([
  [
    "Quote version 2 accepted by Asha Verma from 10.0.0.1: fare ₹71,505.00, advance ₹17,876.25 (received on 2026-12-01, kept); KCT/DN/2026-27/0001 issued",
    "Quote version 2 accepted by Asha Verma from 10.0.0.1; KCT/DN/2026-27/0001 issued",
  ],
  ["Quote version 1 accepted by Asha Verma: fare null, advance null", "Quote version 1 accepted by Asha Verma"],
  [
    "Trip closed by Ramesh: closing km 1200 (200 km), ₹5,000.00 collected",
    "Trip closed by Ramesh: closing km 1200 (200 km)",
  ],
  ["Trip closed by staff: closing km 1200, ₹0.00 collected", "Trip closed by staff: closing km 1200"],
  ["Ramesh paid toll ₹145.50 (receipt /uploads/r.png)", "Ramesh paid toll (receipt /uploads/r.png)"],
  ["Bus changed from Volvo to Tata.", "Bus changed from Volvo to Tata."],
  [
    "Cancelled at the customer's request: plans changed, sorry",
    "Cancelled at the customer's request: plans changed, sorry",
  ],
])("%s", (note, expected) => {
  expect(noteWithoutMoney(note)).toBe(expected);
});
