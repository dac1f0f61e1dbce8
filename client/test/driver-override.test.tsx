/**
 * A driver assignment refused for a lapsed vehicle document: the owner (documents.override) is
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
import { AssignDriversDocument, BookingDriversDocument } from "../src/gql/graphql";
import "../src/features/admin/messages";
import { OVERRIDE_TITLE, REASON, goAhead, lapse, overrideDialog, staffMe } from "./override.fixtures";

const REFUSAL =
  "Cannot assign the driver: the fitness certificate of Ganga Coach expires on Dec 8, 2026, before the trip ends on Dec 9, 2026.";
const PROMPT = "The owner may assign anyway: write the reason (it is kept in the booking's history).";

const tripDrivers: MockedResponse = {
  request: { query: BookingDriversDocument, variables: { id: "k1", withLinks: true } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      booking: {
        __typename: "Booking",
        id: "k1",
        vehicles: [
          { __typename: "BookingVehicle", id: "v1", position: 1, busName: "Ganga Coach", registrationNumber: null },
        ],
        drivers: [],
        trip: null,
        duty: null,
        tripCharges: [],
      },
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
  result: lapse(REFUSAL, "document.lapseAssignExpires"),
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

const owner = staffMe("owner", ["bookings.read", "drivers.write", "documents.override"]);

test("the owner is asked for a written reason and the assignment goes again with it", async () => {
  show([owner, tripDrivers, refused, withReason]);
  await assignRamesh();
  await goAhead(await overrideDialog(REFUSAL, PROMPT), REASON);
  expect(await screen.findByRole("alert")).toHaveTextContent("Sent with the reason.");
  expect(screen.queryByRole("dialog", { name: OVERRIDE_TITLE })).toBeNull();
});

test("the owner who gives no reason is asked again; on Cancel they read the refusal and nothing is sent again", async () => {
  show([owner, tripDrivers, refused, withReason]);
  await assignRamesh();
  const dialog = await overrideDialog(REFUSAL, PROMPT);
  await goAhead(dialog, "  ");
  expect(dialog).toHaveTextContent("Write the reason to go ahead.");
  await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(REFUSAL);
  expect(screen.queryByRole("dialog", { name: OVERRIDE_TITLE })).toBeNull();
});

test("a dispatcher without the override reads the refusal and is not asked for a reason", async () => {
  show([
    staffMe("dispatcher", ["bookings.read", "drivers.write", "documents.write"]),
    tripDrivers,
    refused,
    withReason,
  ]);
  await assignRamesh();
  expect(await screen.findByRole("alert")).toHaveTextContent(REFUSAL);
  expect(screen.queryByRole("dialog", { name: OVERRIDE_TITLE })).toBeNull();
});
