import type { MockedResponse } from "@apollo/client/testing";
import { screen } from "@testing-library/react";
import { DutySlip } from "../src/features/admin/drivers/DutySlip";
import { CheckTokenDocument } from "../src/gql/graphql";
import { renderApp } from "./render";
import type { Permission } from "../src/app/RequireRole";

/**
 * A booking's duty slip shows each role only what it may do: the dispatcher (drivers.write, no money)
 * edits the slip but is not offered the invoice lines' Approve / Reject (money.write); Accounts decide the
 * lines but read the slip's fields only; the Owner does both.
 */
const me = (staffRole: string, permissions: Permission[]): MockedResponse => ({
  request: { query: CheckTokenDocument },
  result: { data: { me: { __typename: "User", id: "u1", name: "Meera", role: "admin", staffRole, permissions } } },
});
const slip = (
  <DutySlip
    bookingId="b1"
    reference="KCT-0001"
    duty={{
      reportingTime: "06:30",
      driverNotes: "",
      collectOnBoard: false,
      slipPathEn: "/a.pdf",
      slipPathHi: "/b.pdf",
    }}
    charges={[{ source: "toll:1", description: "Toll: Mohania plaza", amountPaise: null, approved: null }]}
    onChange={() => undefined}
  />
);

test("the dispatcher edits the slip and sees the invoice lines without Approve or Reject", async () => {
  renderApp(slip, { mocks: [me("dispatcher", ["bookings.read", "drivers.write"])], path: "/admin" });
  expect(await screen.findByRole("button", { name: "Save duty slip" })).toBeEnabled();
  expect(screen.getByLabelText("Reporting time")).toBeEnabled();
  expect(screen.getByText(/Toll: Mohania plaza/)).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
  expect(screen.queryByRole("button", { name: "Reject" })).toBeNull();
});

test("Accounts decide the invoice lines and read the slip without changing it", async () => {
  renderApp(slip, { mocks: [me("accounts", ["bookings.read", "money.read", "money.write"])], path: "/admin" });
  expect(await screen.findByRole("button", { name: "Approve" })).toBeEnabled();
  expect(screen.getByRole("button", { name: "Reject" })).toBeEnabled();
  expect(screen.getByLabelText("Reporting time")).toBeDisabled();
  expect(screen.queryByRole("button", { name: "Save duty slip" })).toBeNull();
});

test("the Owner does both", async () => {
  renderApp(slip, {
    mocks: [me("owner", ["bookings.read", "drivers.write", "money.read", "money.write"])],
    path: "/admin",
  });
  expect(await screen.findByRole("button", { name: "Approve" })).toBeEnabled();
  expect(screen.getByRole("button", { name: "Save duty slip" })).toBeEnabled();
});
