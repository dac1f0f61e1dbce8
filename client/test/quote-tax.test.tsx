/**
 * The GST a quote shows is the one its invoice will carry, as the server decided and computed it: CGST and SGST
 * at half the rate each within the operator's state, one IGST row between states; on reverse charge the tax is
 * shown, not charged, with the invoice's own note, and the total is the server's (without the tax). The customer's
 * page (English and Hindi) and staff's builder (a Draft's summary) both say so.
 */
import type { MockedResponse } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { ThemeProvider } from "styled-components";
import { theme } from "../src/app/theme";
import { QuoteBuilder } from "../src/features/admin/bookings/QuoteBuilder";
import QuotePage from "../src/features/quote/QuotePage";
import { QuoteLines } from "../src/features/quote/QuoteLines";
import {
  CheckTokenDocument,
  CustomerQuoteDocument,
  StaffQuoteDocument,
  type CustomerQuoteQuery,
  type QuoteFieldsFragment,
  type StaffQuoteQuery,
} from "../src/gql/graphql";
import { addMessages, LanguageProvider } from "../src/i18n";
import hiPages from "../src/locales/hi.pages.json";

addMessages(hiPages, "hi");

/** Within the state: ₹20,000 taxable, ₹500 + ₹500, total ₹21,000. */
const intra: QuoteFieldsFragment = {
  id: "q1",
  bookingId: "b1",
  version: 1,
  state: "Sent",
  gstRate: 5,
  intraState: true,
  reverseCharge: false,
  placeOfSupply: "09",
  taxable: "20000.00",
  cgst: "500.00",
  sgst: "500.00",
  igst: "0.00",
  passThrough: "0.00",
  total: "21000.00",
  advance: "5250.00",
  advancePercent: 25,
  validUntil: "2026-12-31",
  inclusions: "",
  exclusions: "",
  notes: "",
  acceptedAt: null,
  acceptedByName: null,
  changeRequest: null,
  lines: [
    {
      position: 1,
      kind: "km",
      label: "Varanasi - Gaya - Varanasi",
      quantity: 800,
      unit: "25.00",
      amount: "20000.00",
      atActuals: false,
    },
  ],
};
/** Between states, to a body corporate on the 5 % scheme: IGST ₹1,000 shown, not charged; total ₹20,000. */
const interReverse: QuoteFieldsFragment = {
  ...intra,
  intraState: false,
  reverseCharge: true,
  placeOfSupply: "10",
  cgst: "0.00",
  sgst: "0.00",
  igst: "1000.00",
  total: "20000.00",
  advance: "5000.00",
};

const rowOf = (name: RegExp | string) => screen.getByRole("row", { name });
const withTheme = (ui: ReactNode) => <ThemeProvider theme={theme}>{ui}</ThemeProvider>;

describe("the quote's lines and totals", () => {
  test("within the state: CGST 2.5 % and SGST 2.5 %, no IGST, and no reverse-charge note", () => {
    render(withTheme(<QuoteLines q={intra} />));
    expect(rowOf(/CGST 2.5 %/)).toHaveTextContent("₹500.00");
    expect(rowOf(/SGST 2.5 %/)).toHaveTextContent("₹500.00");
    expect(screen.queryByText(/IGST/)).toBeNull();
    expect(screen.queryByText(/reverse charge/)).toBeNull();
    expect(rowOf(/^Total/)).toHaveTextContent("₹21,000.00");
  });

  test("between states: one IGST 5 % row and no CGST or SGST", () => {
    render(withTheme(<QuoteLines q={{ ...interReverse, reverseCharge: false, total: "21000.00" }} />));
    expect(rowOf(/IGST 5 %/)).toHaveTextContent("₹1,000.00");
    expect(screen.queryByText(/CGST|SGST/)).toBeNull();
    expect(screen.queryByText(/reverse charge/)).toBeNull();
    expect(rowOf(/^Total/)).toHaveTextContent("₹21,000.00");
  });

  test("on reverse charge the tax is shown as not charged, with the invoice's note, and the server's total", () => {
    render(withTheme(<QuoteLines q={interReverse} />));
    const igst = rowOf(/IGST 5 %/);
    expect(igst).toHaveTextContent("₹1,000.00");
    expect(igst).toHaveClass("not-charged");
    expect(
      screen.getByText(
        "The GST shown is payable by the recipient under reverse charge and is not included in the total.",
      ),
    ).toBeInTheDocument();
    expect(rowOf(/^Total/)).toHaveTextContent("₹20,000.00");
    expect(rowOf(/^Advance due on acceptance/)).toHaveTextContent("₹5,000.00");
  });

  test("in Hindi: the IGST row and the reverse-charge note in the invoice's Hindi words", () => {
    render(withTheme(<LanguageProvider value="hi">{<QuoteLines q={interReverse} />}</LanguageProvider>));
    expect(rowOf(/एकीकृत जीएसटी \(IGST\) 5 %/)).toHaveTextContent("₹1,000.00");
    expect(
      screen.getByText("दिखाया गया GST रिवर्स चार्ज के अंतर्गत प्राप्तकर्ता द्वारा देय है और कुल में शामिल नहीं है।"),
    ).toBeInTheDocument();
    expect(rowOf(/^कुल/)).toHaveTextContent("₹20,000.00");
  });
});

test("the customer's quote page reads the heads and reverse charge with the quote and shows them", async () => {
  const quote: CustomerQuoteQuery["quote"] = {
    ...interReverse,
    cancellationTerms: "No refund within 48 hours.",
    cancellationTermsHi: "48 घंटे के भीतर कोई वापसी नहीं।",
    pdfPath: "/quotes/q1.pdf?token=tk",
    pdfPathHi: "/quotes/q1.pdf?token=tk&lang=hi",
    trip: {
      reference: "BK-1a2b",
      pickupLocation: "Varanasi",
      destination: "Gaya",
      departureDate: "2026-12-20",
      days: 2,
      passengers: 30,
      busName: "Volvo 9400",
      plan: null,
    },
    upiPayment: null,
    onlinePayment: null,
  };
  const mock: MockedResponse = {
    request: { query: CustomerQuoteDocument, variables: { bookingId: "b1", token: "tk" } },
    result: { data: { quote: { __typename: "Quote", ...quote } } },
  };
  render(
    <MockedProvider mocks={[mock]}>
      {withTheme(
        <MemoryRouter initialEntries={["/bookings/b1/quote?token=tk"]}>
          <Routes>
            <Route path="/bookings/:id/quote" element={<QuotePage />} />
          </Routes>
        </MemoryRouter>,
      )}
    </MockedProvider>,
  );
  expect(await screen.findByRole("heading", { name: "Quote for BK-1a2b (version 1)" })).toBeInTheDocument();
  const table = screen.getByRole("table");
  expect(within(table).getByRole("row", { name: /IGST 5 %/ })).toHaveTextContent("₹1,000.00");
  expect(within(table).queryByText(/CGST/)).toBeNull();
  expect(within(table).getByText(/is payable by the recipient under reverse charge/)).toBeInTheDocument();
  expect(within(table).getByRole("row", { name: /^Total/ })).toHaveTextContent("₹20,000.00");
});

test("staff's Draft says which GST the invoice will carry, its place of supply and reverse charge", async () => {
  const quote: StaffQuoteQuery["quote"] = {
    ...interReverse,
    state: "Draft",
    changeRequestedAt: null,
    share: null,
  };
  const mocks: MockedResponse[] = [
    {
      request: { query: CheckTokenDocument },
      result: {
        data: {
          me: {
            __typename: "User",
            ...{ id: "u1", name: "Meera", role: "admin", staffRole: "manager" },
            permissions: ["bookings.read", "money.read", "quotes.price"],
          },
        },
      },
    },
    {
      request: { query: StaffQuoteDocument, variables: { bookingId: "b1" } },
      result: { data: { quote: { __typename: "Quote", ...quote } } },
    },
  ];
  render(<MockedProvider mocks={mocks}>{withTheme(<QuoteBuilder bookingId="b1" />)}</MockedProvider>);
  // The builder's live totals: a table of lines under column headings, each line's amount, the heads the server
  // decided (IGST shown; on reverse charge not in the total), the total and the advance.
  // Until the account's permissions arrive the builder shows the quote read-only (a table of its own): the
  // editable table is the one under the Description heading.
  const description = await screen.findByRole("columnheader", { name: "Description" });
  const lines = description.closest("table") as HTMLElement;
  expect(
    within(lines)
      .getAllByRole("columnheader")
      .map((h) => h.textContent),
  ).toEqual([...["Item", "Description", "Quantity", "Rate (₹)", "Amount", "Actions"]]);
  expect(within(lines).getByRole("option", { name: "Chargeable km", selected: true })).toBeInTheDocument();
  expect(within(lines).getByText("₹20,000.00")).toBeInTheDocument();
  const totals = screen.getByRole("region", { name: "Quote totals" });
  const amountOf = (label: string) => within(totals).getByText(label).nextElementSibling?.textContent;
  expect(amountOf("Taxable amount")).toBe("₹20,000.00");
  expect(amountOf("IGST 5 %")).toBe("₹1,000.00");
  expect(amountOf("Total")).toBe("₹20,000.00");
  expect(amountOf("Advance (25 %)")).toBe("₹5,000.00");
  expect(
    screen.getByText(
      "GST as the invoice will carry it: IGST 5 % (between states) · place of supply: state 10 · payable by the customer on reverse charge, not in the total.",
    ),
  ).toBeInTheDocument();
});
