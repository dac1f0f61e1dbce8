/**
 * What is owed is the server's `Booking.balance`: the tax invoice and its notes once issued (else the agreed fare
 * and the trip's approved charges) less what was received. The screens show it as "Balance due", never as the fare
 * less the advance: here a debit note of ₹1,050 makes it ₹21,050 on a ₹25,000 fare with ₹5,000 received.
 */
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { theme } from "../src/app/theme";
import { BookingFare as StaffBookingFare } from "../src/features/admin/bookings/BookingFare";
import type { BookingRowData } from "../src/features/admin/bookings/BookingRow";
import { BookingFare } from "../src/features/dashboard/BookingFare";
import { addMessages, LanguageProvider } from "../src/i18n";
import hiPages from "../src/locales/hi.pages.json";

addMessages(hiPages, "hi");

const owed = { agreedFare: 25000, advance: 5000, advanceReceivedOn: "2026-11-02", balance: 21050 };
const show = (ui: ReactNode) =>
  render(
    <MockedProvider>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </MockedProvider>,
  );

test("the customer sees the balance due as the server keeps it, not the fare less the advance", () => {
  show(<BookingFare b={{ ...owed, status: "Confirmed", upiPayment: null }} />);
  const term = screen.getByText("Balance due");
  expect(term.tagName).toBe("DT");
  expect(term.nextElementSibling).toHaveTextContent("₹21,050.00");
  expect(screen.queryByText("₹20,000.00")).toBeNull();
});

test("in Hindi the balance due reads बकाया राशि, as on the invoice and the quote", () => {
  show(
    <LanguageProvider value="hi">
      <BookingFare b={{ ...owed, status: "Confirmed", upiPayment: null }} />
    </LanguageProvider>,
  );
  expect(screen.getByText("बकाया राशि").nextElementSibling).toHaveTextContent("₹21,050.00");
});

test("staff see the same balance due under the fare and the advance", () => {
  show(<StaffBookingFare booking={{ id: "b1", ...owed } as BookingRowData} />);
  expect(screen.getByText("Balance due: INR 21,050.00")).toBeInTheDocument();
});
