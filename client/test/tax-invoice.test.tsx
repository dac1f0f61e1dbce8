import type { MockedResponse } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import { theme } from "../src/app/theme";
import { BookingTaxDocuments } from "../src/features/invoice/BookingTaxDocuments";
import { BookingInvoicesDocument, SaveBillingDetailsDocument } from "../src/gql/graphql";
import { addMessages } from "../src/i18n";
import pages from "../src/locales/en.pages.json";

addMessages(pages);

const billing = {
  __typename: "BookingBilling" as const,
  bookingId: "b1",
  name: "Gupta Tent House",
  address: "Lanka, Varanasi",
  gstin: null,
  business: false,
  bodyCorporate: false,
  stateCode: null,
};
const invoice = {
  __typename: "Invoice" as const,
  id: "i1",
  kind: "invoice",
  number: "KCT/2026-27/0007",
  issueDate: "2026-11-26",
  taxable: "20000.00",
  tax: "1000.00",
  total: "21000.00",
  reverseCharge: false,
  reason: null,
  invoiceId: null,
};
const read = (over: object): MockedResponse => ({
  request: { query: BookingInvoicesDocument, variables: { id: "b1" } },
  result: {
    data: {
      booking: { __typename: "Booking", id: "b1", status: "Confirmed", billing: null, invoices: [], ...over },
    },
  },
});
const show = (mocks: MockedResponse[]) =>
  render(
    <MockedProvider mocks={mocks}>
      <ThemeProvider theme={theme}>
        <BookingTaxDocuments bookingId="b1" />
      </ThemeProvider>
    </MockedProvider>,
  );

test("before the invoice is issued the customer saves their billing details", async () => {
  const saved = jest.fn(() => ({ data: { saveBillingDetails: billing } }));
  show([
    read({}),
    {
      request: {
        query: SaveBillingDetailsDocument,
        variables: {
          bookingId: "b1",
          input: {
            name: "Gupta Tent House",
            address: "Lanka, Varanasi",
            gstin: null,
            business: false,
            bodyCorporate: false,
          },
        },
      },
      result: saved,
    },
    read({ billing }),
  ]);
  await userEvent.type(await screen.findByLabelText("Billing name"), "Gupta Tent House");
  await userEvent.type(screen.getByLabelText("Billing address"), "Lanka, Varanasi");
  await userEvent.click(screen.getByRole("button", { name: "Save billing details" }));
  await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  expect(screen.queryByRole("alert")).toBeNull();
});

test("without a GSTIN the body-corporate box cannot be ticked; with one, the customer ticks it and it is saved", async () => {
  const registered = { ...billing, gstin: "09AAAFG1234A1Z5", business: true, bodyCorporate: true, stateCode: "09" };
  const saved = jest.fn(() => ({ data: { saveBillingDetails: registered } }));
  show([
    read({}),
    {
      request: {
        query: SaveBillingDetailsDocument,
        variables: {
          bookingId: "b1",
          input: { name: "Gupta LLP", address: null, gstin: "09AAAFG1234A1Z5", business: false, bodyCorporate: true },
        },
      },
      result: saved,
    },
    read({ billing: registered }),
  ]);
  const box = await screen.findByRole("checkbox", { name: "The customer is a company or an LLP (a body corporate)" });
  expect(box).toBeDisabled();
  expect(box).not.toBeChecked();
  expect(box).toHaveAccessibleDescription(/A GSTIN whose PAN is a company's says so itself/);
  await userEvent.type(screen.getByLabelText("Billing name"), "Gupta LLP");
  await userEvent.type(screen.getByLabelText("Customer GSTIN (optional)"), "09AAAFG1234A1Z5");
  expect(box).toBeEnabled();
  await userEvent.click(box);
  expect(box).toBeChecked();
  await userEvent.click(screen.getByRole("button", { name: "Save billing details" }));
  await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  expect(screen.queryByRole("alert")).toBeNull();
});

test("the billing details read back as a body corporate keep the box ticked", async () => {
  const registered = { ...billing, gstin: "09AAACG1234A1Z5", business: true, bodyCorporate: true, stateCode: "09" };
  show([read({ billing: registered })]);
  expect(
    await screen.findByRole("checkbox", { name: "The customer is a company or an LLP (a body corporate)" }),
  ).toBeChecked();
});

test("once issued, the customer sees the invoice with its number and a PDF download, and no form", async () => {
  show([read({ billing, invoices: [invoice] })]);
  expect(await screen.findByText("Your GST tax invoice has been issued.")).toBeInTheDocument();
  expect(screen.getByRole("listitem")).toHaveTextContent("Tax invoice KCT/2026-27/0007");
  expect(screen.getByRole("listitem")).toHaveTextContent("₹21,000.00");
  expect(screen.getByRole("button", { name: "Download PDF" })).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Save billing details" })).toBeNull();
});

test("the invoice's notes are named by kind: a credit note as such, a debit note as a debit note", async () => {
  const note = (kind: string, id: string, number: string, total: string) => ({
    ...invoice,
    ...{ id, kind, number, total, invoiceId: "i1", reason: "Fare changed" },
  });
  show([
    read({
      billing,
      invoices: [
        invoice,
        note("creditNote", "c1", "KCT/CN/2026-27/0001", "1050.00"),
        note("debitNote", "d1", "KCT/DN/2026-27/0001", "2100.00"),
      ],
    }),
  ]);
  const items = await screen.findAllByRole("listitem");
  expect(items.map((i) => i.querySelector("strong")?.textContent)).toEqual([
    "Tax invoice",
    "Credit note",
    "Debit note",
  ]);
  expect(items[2]).toHaveTextContent("Debit note KCT/DN/2026-27/0001");
  expect(items[2]).toHaveTextContent("₹2,100.00");
});
