import type { MockedResponse } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import { theme } from "../src/app/theme";
import { StaffNotes } from "../src/features/admin/bookings/StaffNotes";
import { AddCustomerNoteDocument, StaffNotesDocument } from "../src/gql/graphql";
import { staffMe } from "./override.fixtures";
import "../src/features/admin/messages";

const note = (id: string, body: string) => ({
  __typename: "StaffNote" as const,
  id,
  body,
  author: "Admin",
  createdAt: "2026-11-20T09:30:00.000Z",
});

const show = (mocks: MockedResponse[], props: { bookingId?: string; customerId?: string }) =>
  render(
    // A member who may write notes (bookings.write, customers.write).
    <MockedProvider mocks={[staffMe("bookingDesk", ["bookings.read", "bookings.write", "customers.write"]), ...mocks]}>
      <ThemeProvider theme={theme}>
        <StaffNotes {...props} />
      </ThemeProvider>
    </MockedProvider>,
  );

test("staff read a booking's notes", async () => {
  show(
    [
      {
        request: { query: StaffNotesDocument, variables: { id: "b1", onBooking: true } },
        result: { data: { booking: { __typename: "Booking", id: "b1", staffNotes: [note("n1", "Called twice")] } } },
      },
    ],
    { bookingId: "b1" },
  );
  expect(await screen.findByText("Called twice")).toBeInTheDocument();
  expect(screen.getByRole("region", { name: "Staff notes" })).toBeInTheDocument();
});

test("staff add a note on a customer; the list is read again", async () => {
  const list = (notes: ReturnType<typeof note>[]): MockedResponse => ({
    request: { query: StaffNotesDocument, variables: { id: "c1", onBooking: false } },
    result: { data: { customerNotes: notes } },
  });
  show(
    [
      list([]),
      {
        request: { query: AddCustomerNoteDocument, variables: { id: "c1", body: "Prefers Hindi" } },
        result: { data: { addCustomerNote: { __typename: "StaffNote", id: "n2" } } },
      },
      list([note("n2", "Prefers Hindi")]),
    ],
    { customerId: "c1" },
  );
  expect(await screen.findByText("No notes yet.")).toBeInTheDocument();
  await userEvent.type(await screen.findByLabelText("Add a note"), "Prefers Hindi");
  await userEvent.click(screen.getByRole("button", { name: "Add note" }));
  expect(await screen.findByRole("listitem")).toHaveTextContent(/^Prefers HindiAdmin · /);
  expect(screen.getByLabelText("Add a note")).toHaveValue("");
});
