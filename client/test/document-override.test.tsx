/**
 * A confirmation refused for a lapsed vehicle document: the owner (documents.override) is asked
 * for a written reason in a dialog and the confirmation is sent again with it; staff without the override
 * read the refusal and are not asked (the server would refuse their reason with 403).
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
import { SetBookingStatusDocument } from "../src/gql/graphql";
import "../src/features/admin/messages";
import { OVERRIDE_TITLE, REASON, goAhead, lapse, overrideDialog, staffMe } from "./override.fixtures";

const REFUSAL =
  "Cannot confirm: the fitness certificate of Ganga Coach expires on Dec 8, 2026, before the trip ends on Dec 9, 2026.";
const PROMPT = "The owner may confirm anyway: write the reason (it is kept in the booking's history).";

const refused: MockedResponse = {
  request: { query: SetBookingStatusDocument, variables: { id: "k1", status: "Confirmed" } },
  result: lapse(REFUSAL, "document.lapseExpires"),
};
/** The second try, with the reason: answered with a message of its own, so the test sees it was sent. */
const withReason: MockedResponse = {
  request: { query: SetBookingStatusDocument, variables: { id: "k1", status: "Confirmed", overrideReason: REASON } },
  result: { errors: [new GraphQLError("Sent with the reason.")] },
};

function Row() {
  const { change, rowError, overrideDialog: dialog } = useBookingActions();
  const { ready } = usePermissions();
  if (!ready) return null;
  return (
    <>
      <button
        onClick={() => void change({ id: "k1", status: "Pending" } as unknown as BookingRowData, "Confirmed" as never)}
      >
        Confirm
      </button>
      {rowError && <p data-testid="row-error">{rowError}</p>}
      {dialog}
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
const owner = staffMe("owner", ["bookings.read", "bookings.confirm", "documents.override"]);

test("the owner is asked for a written reason and the confirmation goes again with it", async () => {
  show([owner, refused, withReason]);
  await userEvent.click(await screen.findByRole("button", { name: "Confirm" }));
  await goAhead(await overrideDialog(REFUSAL, PROMPT), REASON);
  expect(await screen.findByTestId("row-error")).toHaveTextContent("Sent with the reason.");
  expect(screen.queryByRole("dialog", { name: OVERRIDE_TITLE })).toBeNull();
});

test("the owner who cancels reads the refusal; nothing is sent again", async () => {
  show([owner, refused, withReason]);
  await userEvent.click(await screen.findByRole("button", { name: "Confirm" }));
  const dialog = await overrideDialog(REFUSAL, PROMPT);
  await goAhead(dialog, "   ");
  expect(dialog).toHaveTextContent("Write the reason to go ahead.");
  await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
  expect(screen.queryByRole("dialog", { name: OVERRIDE_TITLE })).toBeNull();
  expect(screen.getByTestId("row-error")).toHaveTextContent(REFUSAL);
});

test("a manager without the override reads the refusal and is not asked for a reason", async () => {
  show([staffMe("manager", ["bookings.read", "bookings.confirm", "documents.write"]), refused, withReason]);
  await userEvent.click(await screen.findByRole("button", { name: "Confirm" }));
  expect(await screen.findByTestId("row-error")).toHaveTextContent(REFUSAL);
  expect(screen.queryByRole("dialog", { name: OVERRIDE_TITLE })).toBeNull();
});
