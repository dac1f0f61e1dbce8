/**
 * A confirmation refused for a lapsed vehicle document (issue 28): the owner (documents.override) is asked
 * for a written reason and the confirmation is sent again with it; staff without the override read the
 * refusal and are not asked (the server would refuse their reason with 403).
 */
import type { MockedResponse } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { ThemeProvider } from "styled-components";
import { theme } from "../src/app/theme";
import { usePermissions } from "../src/app/RequireRole";
import type { BookingRowData } from "../src/features/admin/bookings/BookingRow";
import { useBookingActions } from "../src/features/admin/bookings/useBookingActions";
import { CheckTokenDocument, SetBookingStatusDocument } from "../src/gql/graphql";
import "../src/features/admin/messages";

const REFUSAL =
  "Cannot confirm: the fitness certificate of Ganga Coach expires on Dec 8, 2026, before the trip ends on Dec 9, 2026.";
const REASON = "Fitness test booked for the morning of departure";

const me = (staffRole: string, permissions: string[]): MockedResponse => ({
  request: { query: CheckTokenDocument },
  result: {
    data: { me: { __typename: "User", id: "u1", name: "Staff", role: "admin", staffRole, permissions } },
  },
});
const refused: MockedResponse = {
  request: { query: SetBookingStatusDocument, variables: { id: "k1", status: "Confirmed" } },
  result: {
    errors: [
      new GraphQLError(REFUSAL, {
        extensions: {
          code: "CONFLICT",
          messageKey: "document.lapseExpires",
          messageParams: {
            bus: "Ganga Coach",
            document: "fitness certificate",
            date: { date: "2026-12-08" },
            end: { date: "2026-12-09" },
          },
        },
      }),
    ],
  },
};
/** The second try, with the reason: answered with a message of its own, so the test sees it was sent. */
const withReason: MockedResponse = {
  request: { query: SetBookingStatusDocument, variables: { id: "k1", status: "Confirmed", overrideReason: REASON } },
  result: { errors: [new GraphQLError("Sent with the reason.")] },
};

function Row() {
  const { change, rowError } = useBookingActions();
  const { ready } = usePermissions();
  if (!ready) return null;
  return (
    <>
      <button
        onClick={() => void change({ id: "k1", status: "Pending" } as unknown as BookingRowData, "Confirmed" as never)}
      >
        Confirm
      </button>
      {rowError && <p role="alert">{rowError}</p>}
    </>
  );
}
const show = (mocks: MockedResponse[]) =>
  render(
    <MockedProvider mocks={mocks}>
      <ThemeProvider theme={theme}>
        <Row />
      </ThemeProvider>
    </MockedProvider>,
  );

let prompt: jest.SpyInstance;
beforeEach(() => {
  prompt = jest.spyOn(window, "prompt").mockReturnValue(REASON);
});
afterEach(() => prompt.mockRestore());

test("the owner is asked for a written reason and the confirmation goes again with it", async () => {
  show([me("owner", ["bookings.read", "bookings.confirm", "documents.override"]), refused, withReason]);
  await userEvent.click(await screen.findByRole("button", { name: "Confirm" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Sent with the reason.");
  expect(prompt).toHaveBeenCalledTimes(1);
  expect(prompt.mock.calls[0][0]).toContain(REFUSAL);
});

test("a manager without the override reads the refusal and is not asked for a reason", async () => {
  show([me("manager", ["bookings.read", "bookings.confirm", "documents.write"]), refused, withReason]);
  await userEvent.click(await screen.findByRole("button", { name: "Confirm" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(REFUSAL);
  expect(prompt).not.toHaveBeenCalled();
});
