import type { MockedResponse } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ActivityAdmin } from "../src/features/admin/staff/ActivityAdmin";
import { StaffAdmin } from "../src/features/admin/staff/StaffAdmin";
import { ActivityLog, InviteStaff, StaffMembers } from "../src/features/admin/staff/staff.documents";
import { renderApp } from "./render";
import { staffMember } from "./staff.fixtures";

const staffList = (): MockedResponse => ({
  request: { query: StaffMembers },
  result: {
    data: {
      staffMembers: [staffMember("ravi", "Ravi Desk", true), staffMember("meera", "Meera", false, "2026-11-21")],
    },
  },
});
const ROLE_NAMES = ["Owner", "Manager", "Booking desk", "Dispatcher", "Accounts"];
/** A text looked up by a key the locale files lack shows the key itself: none may reach the screen. */
const noKeysShown = () => expect(document.body.textContent).not.toMatch(/admin\.(staff|activity)\./);

test("the Staff screen reads its texts from en.admin.json: the form, the roles, a member's row and the sent message", async () => {
  const input = { name: "Asha", email: "asha@example.com", staffRole: "dispatcher" };
  renderApp(<StaffAdmin />, {
    mocks: [
      staffList(),
      {
        request: { query: InviteStaff, variables: { input } },
        result: { data: { inviteStaff: { __typename: "StaffMemberType", id: "asha" } } },
      },
      staffList(),
    ],
  });
  expect(screen.getByRole("heading", { name: "Invite a staff member" })).toBeInTheDocument();
  expect(screen.getByRole("heading", { name: "Staff" })).toBeInTheDocument();
  const role = screen.getByLabelText("Staff role");
  expect(
    within(role)
      .getAllByRole("option")
      .map((o) => o.textContent),
  ).toEqual(ROLE_NAMES);

  const ravi = await screen.findByRole("listitem", { name: "Ravi Desk" });
  expect(within(ravi).getByText("Invited")).toBeInTheDocument();
  expect(within(ravi).getByRole("button", { name: "Disable" })).toBeInTheDocument();
  expect(within(ravi).getByRole("button", { name: "Sessions" })).toBeInTheDocument();
  const raviRole = within(ravi).getByRole("combobox", { name: "Role of Ravi Desk" });
  expect(raviRole).toHaveDisplayValue("Booking desk");
  expect(
    within(raviRole)
      .getAllByRole("option")
      .map((o) => o.textContent),
  ).toEqual(ROLE_NAMES);
  const meera = screen.getByRole("listitem", { name: "Meera" });
  expect(within(meera).getByText("Disabled")).toBeInTheDocument();
  expect(within(meera).getByRole("button", { name: "Enable" })).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText("Name"), input.name);
  await userEvent.type(screen.getByLabelText("Email"), input.email);
  await userEvent.selectOptions(role, "dispatcher");
  await userEvent.click(screen.getByRole("button", { name: "Send invitation" }));
  expect(await screen.findByRole("status")).toHaveTextContent("Invitation sent to asha@example.com.");
  noKeysShown();
});

test("an invitation that fails without a server message says so in the form's words", async () => {
  const input = { name: "Asha", email: "asha@example.com", staffRole: "bookingDesk" };
  renderApp(<StaffAdmin />, {
    mocks: [staffList(), { request: { query: InviteStaff, variables: { input } }, error: new Error("offline") }],
  });
  await userEvent.type(screen.getByLabelText("Name"), input.name);
  await userEvent.type(screen.getByLabelText("Email"), input.email);
  await userEvent.click(screen.getByRole("button", { name: "Send invitation" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong. Please try again.");
});

test("the Activity screen reads its heading, filters, columns and empty state from en.admin.json", async () => {
  const entry = {
    __typename: "Activity" as const,
    id: "1",
    at: "2026-11-27T02:11:00.000Z",
    actorName: "Admin",
    address: null,
    action: "update",
    entity: "bus",
    entityId: "b1",
    changes: { capacity: [49, 31] },
  };
  renderApp(<ActivityAdmin />, {
    mocks: [
      staffList(),
      { request: { query: ActivityLog, variables: { filter: {} } }, result: { data: { activity: [entry] } } },
      {
        request: { query: ActivityLog, variables: { filter: { actorId: "ravi" } } },
        result: { data: { activity: [] } },
      },
    ],
  });
  expect(screen.getByRole("heading", { name: "Activity" })).toBeInTheDocument();
  expect(screen.getByLabelText("Person")).toHaveDisplayValue("Everyone");
  expect(screen.getByLabelText("Entity")).toHaveDisplayValue("All");
  expect(screen.getByLabelText("From")).toHaveAttribute("type", "date");
  expect(screen.getByLabelText("To")).toHaveAttribute("type", "date");
  expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
    "When",
    "Who",
    "Did",
    "To",
    "Changes",
    "Address",
  ]);
  const row = (await screen.findByRole("cell", { name: "update" })).closest("tr")!;
  expect(within(row).getByText("capacity: 49 → 31")).toBeInTheDocument();
  expect(within(row).getByRole("cell", { name: "—" })).toBeInTheDocument();

  await userEvent.selectOptions(
    await screen.findByLabelText("Person"),
    await screen.findByRole("option", { name: "Ravi Desk" }),
  );
  expect(await screen.findByText("No activity matches these filters.")).toBeInTheDocument();
  noKeysShown();
});
