/** The only sums of the product: balance = fare - advance, what is due next by UPI, and the upi://pay link. */
import { balanceOf, upiDue, upiLink } from "../../src/domain/booking/booking-money";
import { BookingStatus } from "../../src/domain/shared/enums";

const id = "3f2b8c1e-9d4a-4b7e-8f00-12345678abcd";
const b = (over: object) => ({
  id,
  status: BookingStatus.Confirmed,
  agreedFare: 25000,
  advance: 5000,
  advanceReceivedOn: null,
  ...over,
});

test("the balance is the fare minus the advance; nothing before a fare is agreed", () => {
  expect(balanceOf({ agreedFare: 25000, advance: 5000 })).toBe(20000);
  expect(balanceOf({ agreedFare: 25000, advance: null })).toBe(25000);
  expect(balanceOf({ agreedFare: null, advance: null })).toBeNull();
});

test("UPI asks for the advance until it is received, then the balance; nothing for a cancelled booking or without a fare", () => {
  expect(upiDue(b({}))).toEqual({ amount: 5000, purpose: "advance" });
  expect(upiDue(b({ advanceReceivedOn: "2026-03-01" }))).toEqual({ amount: 20000, purpose: "balance" });
  expect(upiDue(b({ advance: null }))).toEqual({ amount: 25000, purpose: "balance" });
  expect(upiDue(b({ advance: 25000, advanceReceivedOn: "2026-03-01" }))).toBeNull();
  expect(upiDue(b({ status: BookingStatus.Cancelled }))).toBeNull();
  expect(upiDue(b({ agreedFare: null, advance: null }))).toBeNull();
});

test("the upi://pay link carries payee, amount with 2 decimals, INR and the booking reference", () => {
  expect(upiLink("kashi.coach@okaxis", "Kashi Coach Tours & Travels", 5000, id)).toBe(
    "upi://pay?pa=kashi.coach@okaxis&pn=Kashi%20Coach%20Tours%20%26%20Travels&am=5000.00&cu=INR&tn=BK-abcd",
  );
});
