import type { MockedResponse } from "@apollo/client/testing";
import { GraphQLError } from "graphql";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StaffAdmin } from "../src/features/admin/staff/StaffAdmin";
import { ResendStaffInvite, StaffMembers } from "../src/features/admin/staff/staff.documents";
import "../src/features/admin/messages";
import { renderApp } from "./render";
import { staffMember } from "./staff.fixtures";

const ravi = staffMember("ravi", "Ravi Desk", true);
const list = (
  members = [
    ravi,
    staffMember("asha", "Asha Owner", false),
    staffMember("meera", "Meera", true, "2026-11-21T10:00:00.000Z"),
  ],
): MockedResponse => ({
  request: { query: StaffMembers },
  result: { data: { staffMembers: members } },
});
const resendFor = (userId: string): MockedResponse["request"] => ({ query: ResendStaffInvite, variables: { userId } });

test("only a pending, active member has 'Resend invitation'; it sends the invitation again and says so", async () => {
  let sent = 0;
  renderApp(<StaffAdmin />, {
    mocks: [
      list(),
      {
        request: resendFor("ravi"),
        result: () => {
          sent++;
          return { data: { resendStaffInvite: { __typename: "StaffMemberType", id: "ravi", invitePending: true } } };
        },
      },
    ],
  });
  const row = await screen.findByRole("listitem", { name: "Ravi Desk" });
  // A member who has set a password, and a disabled one (still pending), have no such button.
  expect(
    within(screen.getByRole("listitem", { name: "Asha Owner" })).queryByRole("button", { name: "Resend invitation" }),
  ).toBeNull();
  expect(
    within(screen.getByRole("listitem", { name: "Meera" })).queryByRole("button", { name: "Resend invitation" }),
  ).toBeNull();
  expect(screen.getAllByRole("button", { name: "Resend invitation" })).toHaveLength(1);

  await userEvent.click(within(row).getByRole("button", { name: "Resend invitation" }));
  expect(await screen.findByText("Invitation sent again to ravi@example.com.")).toBeInTheDocument();
  expect(sent).toBe(1);
  expect(screen.queryByRole("alert")).toBeNull();
});

test("a refusal shows the server's message, and the list is read again", async () => {
  renderApp(<StaffAdmin />, {
    mocks: [
      list(),
      {
        request: resendFor("ravi"),
        result: {
          errors: [
            new GraphQLError("This member has already set their password.", {
              extensions: { code: "CONFLICT", messageKey: "staff.passwordSet" },
            }),
          ],
        },
      },
      // Ravi set a password meanwhile: read again, the row no longer offers a resend.
      list([staffMember("ravi", "Ravi Desk", false)]),
    ],
  });
  const row = await screen.findByRole("listitem", { name: "Ravi Desk" });
  await userEvent.click(within(row).getByRole("button", { name: "Resend invitation" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("This member has already set their password.");
  await waitFor(() => expect(within(row).queryByRole("button", { name: "Resend invitation" })).toBeNull());
  expect(within(row).queryByText("Invited")).toBeNull();
});
