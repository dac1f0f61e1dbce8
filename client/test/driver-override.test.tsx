/**
 * A driver assignment refused for a lapsed vehicle document (issue 28): the owner (documents.override) is
 * asked for a written reason and the assignment is sent again with it; staff without the override read the
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
import { BookingDrivers } from "../src/features/admin/drivers/BookingDrivers";
import { AssignDriversDocument, BookingDriversDocument, CheckTokenDocument } from "../src/gql/graphql";
import "../src/features/admin/messages";

const REFUSAL =
  "Cannot assign the driver: the fitness certificate of Ganga Coach expires on Dec 8, 2026, before the trip ends on Dec 9, 2026.";
const REASON = "Fitness test booked for the morning of departure";

const me = (staffRole: string, permissions: string[]): MockedResponse => ({
  request: { query: CheckTokenDocument },
  result: {
    data: { me: { __typename: "User", id: "u1", name: "Staff", role: "admin", staffRole, permissions } },
  },
});
const tripDrivers: MockedResponse = {
  request: { query: BookingDriversDocument, variables: { id: "k1" } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      booking: { __typename: "Booking", id: "k1", drivers: [], trip: null, duty: null, tripCharges: [] },
      drivers: [
        {
          __typename: "Driver",
          id: "d1",
          name: "Ramesh Yadav",
          phone: "+91 94150 11111",
          licenceNumber: "UP65 2030 0001",
          licenceValidUntil: "2034-01-01",
          language: "hi",
          languages: ["hi"],
          active: true,
          notes: null,
          photoUrl: null,
        },
      ],
    },
  },
};
const refused: MockedResponse = {
  request: { query: AssignDriversDocument, variables: { bookingId: "k1", driverIds: ["d1"] } },
  result: {
    errors: [
      new GraphQLError(REFUSAL, {
        extensions: {
          code: "CONFLICT",
          messageKey: "document.lapseAssignExpires",
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
  request: {
    query: AssignDriversDocument,
    variables: { bookingId: "k1", driverIds: ["d1"], overrideReason: REASON },
  },
  result: { errors: [new GraphQLError("Sent with the reason.")] },
};

function View() {
  return usePermissions().ready ? <BookingDrivers bookingId="k1" reference="KCT-K1" /> : null;
}
const show = (mocks: MockedResponse[]) =>
  render(
    // The View's live updates (a subscription) have no mock here: nothing arrives, which is what this needs.
    <MockedProvider mocks={mocks} showWarnings={false}>
      <ThemeProvider theme={theme}>
        <View />
      </ThemeProvider>
    </MockedProvider>,
  );
async function assignRamesh() {
  // Both seats offer the active drivers once they are read.
  await screen.findAllByRole("option", { name: "Ramesh Yadav" });
  await userEvent.selectOptions(screen.getByRole("combobox", { name: "Driver" }), "d1");
  await userEvent.click(screen.getByRole("button", { name: "Save drivers" }));
}

let prompt: jest.SpyInstance;
beforeEach(() => {
  prompt = jest.spyOn(window, "prompt").mockReturnValue(REASON);
});
afterEach(() => prompt.mockRestore());

test("the owner is asked for a written reason and the assignment goes again with it", async () => {
  show([me("owner", ["bookings.read", "drivers.write", "documents.override"]), tripDrivers, refused, withReason]);
  await assignRamesh();
  expect(await screen.findByRole("alert")).toHaveTextContent("Sent with the reason.");
  expect(prompt).toHaveBeenCalledTimes(1);
  expect(prompt.mock.calls[0][0]).toContain(REFUSAL);
  expect(prompt.mock.calls[0][0]).toContain("The owner may assign anyway");
});

test("the owner who gives no reason reads the refusal; nothing is sent again", async () => {
  prompt.mockReturnValue("  ");
  show([me("owner", ["bookings.read", "drivers.write", "documents.override"]), tripDrivers, refused, withReason]);
  await assignRamesh();
  expect(await screen.findByRole("alert")).toHaveTextContent(REFUSAL);
  expect(prompt).toHaveBeenCalledTimes(1);
});

test("a dispatcher without the override reads the refusal and is not asked for a reason", async () => {
  show([me("dispatcher", ["bookings.read", "drivers.write", "documents.write"]), tripDrivers, refused, withReason]);
  await assignRamesh();
  expect(await screen.findByRole("alert")).toHaveTextContent(REFUSAL);
  expect(prompt).not.toHaveBeenCalled();
});
