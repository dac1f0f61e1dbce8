/** What a customer pays next, read from the balance the account area keeps on the booking, and the upi://pay link. */
import { dueNow, upiDueLink } from "../../src/domain/booking/booking-money";
import { BookingStatus } from "../../src/domain/shared/enums";
import { upiLink } from "../../src/domain/shared/money";

const id = "3f2b8c1e-9d4a-4b7e-8f00-12345678abcd";
const b = (over: object) => ({
  id,
  status: BookingStatus.Confirmed,
  agreedAdvancePaise: 500_000,
  advanceReceivedOn: null,
  balancePaise: 2_500_000,
  ...over,
});

test("UPI asks for the advance until it is received, then the balance; nothing cancelled, settled or before a fare", () => {
  expect(dueNow(b({}))).toEqual({ amountPaise: 500_000, purpose: "advance" });
  expect(dueNow(b({ advanceReceivedOn: "2026-03-01", balancePaise: 2_000_000 }))).toEqual({
    amountPaise: 2_000_000,
    purpose: "balance",
  });
  expect(dueNow(b({ agreedAdvancePaise: null }))).toEqual({ amountPaise: 2_500_000, purpose: "balance" });
  expect(dueNow(b({ advanceReceivedOn: "2026-03-01", balancePaise: 0 }))).toBeNull();
  expect(dueNow(b({ status: BookingStatus.Cancelled }))).toBeNull();
  expect(dueNow(b({ agreedAdvancePaise: null, balancePaise: null }))).toBeNull();
});

test("an advance due is never asked beyond what is owed (a credit note took the rest off)", () => {
  expect(dueNow(b({ balancePaise: 300_000 }))).toEqual({ amountPaise: 300_000, purpose: "advance" });
});

test("the upi://pay link carries payee, amount with 2 decimals, INR and the booking reference", () => {
  expect(upiLink("kashi.coach@okaxis", "Kashi Coach Tours & Travels", 500_050, "BK-abcd")).toBe(
    "upi://pay?pa=kashi.coach@okaxis&pn=Kashi%20Coach%20Tours%20%26%20Travels&am=5000.50&cu=INR&tn=BK-abcd",
  );
  expect(upiDueLink(b({}), { upiId: "kashi.coach@okaxis", upiPayee: "Kashi" })?.link).toBe(
    "upi://pay?pa=kashi.coach@okaxis&pn=Kashi&am=5000.00&cu=INR&tn=BK-abcd",
  );
  expect(upiDueLink(b({}), { upiId: "", upiPayee: "Kashi" })).toBeNull();
});
