import type { MockedResponse } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { ThemeProvider } from "styled-components";
import { theme } from "../src/app/theme";
import { usePermissions } from "../src/app/RequireRole";
import { BookingBusChange } from "../src/features/admin/bookings/BookingBusChange";
import type { BookingRowData } from "../src/features/admin/bookings/BookingRow";
import { BusChoicesDocument, ChangeBookingBusDocument, CheckTokenDocument } from "../src/gql/graphql";
import "../src/features/admin/messages";
import { REASON, goAhead, lapse, overrideDialog, staffMe } from "./override.fixtures";
import type { Permission } from "../src/app/RequireRole";

const me = (permissions: Permission[]): MockedResponse => ({
  request: { query: CheckTokenDocument },
  result: {
    data: {
      me: { __typename: "User", id: "u1", name: "Desk", role: "admin", staffRole: "dispatcher", permissions },
    },
  },
});
const bus = (id: string, name: string, capacity: number, status: string) => ({
  __typename: "Bus" as const,
  id,
  name,
  capacity,
  status,
});
const buses: MockedResponse = {
  request: { query: BusChoicesDocument },
  result: {
    data: { buses: [bus("b1", "Ganga Coach", 40, "Available"), bus("b2", "Sarnath Mini", 20, "Maintenance")] },
  },
};
const booking = (status: string) =>
  ({ id: "k1", status, bus: { __typename: "Bus", id: "b1", name: "Ganga Coach" } }) as unknown as BookingRowData;

/** Says when the staff member's permissions have arrived, so that an absence means something. */
function PermissionsRead() {
  return usePermissions().ready ? <p>Permissions read</p> : null;
}

const show = (mocks: MockedResponse[], status: string) =>
  render(
    <MockedProvider mocks={mocks}>
      <ThemeProvider theme={theme}>
        <PermissionsRead />
        <BookingBusChange booking={booking(status)} />
      </ThemeProvider>
    </MockedProvider>,
  );

test("staff who assign buses choose another bus of the fleet for a Pending or Confirmed booking", async () => {
  show([me(["bookings.read", "bookings.assign"]), buses], "Confirmed");
  const choice = await screen.findByRole("combobox", { name: "New bus" });
  // The booking's own bus is not offered; each other bus shows its seats and state.
  expect(await screen.findByRole("option", { name: "Sarnath Mini (20 seats, Maintenance)" })).toBeInTheDocument();
  expect(screen.queryByRole("option", { name: /Ganga Coach/ })).toBeNull();
  expect(choice).toHaveValue("b2");
  expect(screen.getByRole("button", { name: "Change bus" })).toBeEnabled();
});

test("no Change bus without bookings.assign, nor on a Cancelled booking", async () => {
  const { unmount } = show([me(["bookings.read", "bookings.write"]), buses], "Pending");
  await screen.findByText("Permissions read");
  expect(screen.queryByRole("button", { name: "Change bus" })).toBeNull();
  unmount();
  show([me(["bookings.read", "bookings.assign"]), buses], "Cancelled");
  await screen.findByText("Permissions read");
  expect(screen.queryByRole("button", { name: "Change bus" })).toBeNull();
});

test("a change refused for a lapsed document: the owner goes ahead with a written reason", async () => {
  const refusal =
    "Cannot change the bus: the fitness certificate of Sarnath Mini expires on Dec 8, 2026, before the trip ends on Dec 9, 2026.";
  const change = { query: ChangeBookingBusDocument, variables: { id: "k1", busId: "b2" } };
  show(
    [
      staffMe("owner", ["bookings.read", "bookings.assign", "documents.override"]),
      buses,
      { request: change, result: lapse(refusal, "document.lapseExpires") },
      {
        request: { ...change, variables: { ...change.variables, overrideReason: REASON } },
        result: { errors: [new GraphQLError("Sent with the reason.")] },
      },
    ],
    "Confirmed",
  );
  await screen.findByRole("option", { name: "Sarnath Mini (20 seats, Maintenance)" });
  await userEvent.click(screen.getByRole("button", { name: "Change bus" }));
  const prompt = "The owner may change it anyway: write the reason (it is kept in the booking's history).";
  await goAhead(await overrideDialog(refusal, prompt), REASON);
  expect(await screen.findByRole("alert")).toHaveTextContent("Sent with the reason.");
});
