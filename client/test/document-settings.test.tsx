/**
 * Settings → Vehicle documents: the required types and reminder days as saved, sent back as
 * numbers; days that are not whole numbers from 1 to 365 are refused in the form's own words, and nothing
 * is sent.
 */
import type { MockedResponse } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { ThemeProvider } from "styled-components";
import { theme } from "../src/app/theme";
import { DocumentSettingsForm, parseReminderDays } from "../src/features/admin/documents/DocumentSettingsForm";
import { DocumentSettingsDocument, UpdateDocumentSettingsDocument } from "../src/gql/graphql";

const settings: MockedResponse = {
  request: { query: DocumentSettingsDocument },
  result: {
    data: {
      documentSettings: {
        __typename: "DocumentSettings",
        requiredTypes: ["RC", "Insurance", "Fitness", "PUC", "RoadTax", "Permit"],
        reminderDays: [30, 14, 7, 1],
        reminderEmail: "",
      },
    },
  },
  maxUsageCount: 5,
};
/** The save the test expects (PUC unticked, days 60, 7): answered with a message so the test sees it was sent. */
const saved: MockedResponse = {
  request: {
    query: UpdateDocumentSettingsDocument,
    variables: {
      input: {
        requiredTypes: ["RC", "Insurance", "Fitness", "RoadTax", "Permit"],
        reminderDays: [60, 7],
        reminderEmail: "",
      },
    },
  },
  result: { errors: [new GraphQLError("Sent: 60, 7 without PUC.")] },
};

const REMINDER_DAYS_INVALID =
  "Reminder days must be whole numbers from 1 to 365, separated by commas (for example 30, 14, 7, 1).";

const show = (mocks: MockedResponse[]) =>
  render(
    <MockedProvider mocks={mocks}>
      <ThemeProvider theme={theme}>
        <DocumentSettingsForm />
      </ThemeProvider>
    </MockedProvider>,
  );

test("reminder days: whole numbers from 1 to 365, comma-separated", () => {
  expect(parseReminderDays("30, 14,7 ,1")).toEqual([30, 14, 7, 1]);
  expect(parseReminderDays("")).toEqual([]);
  for (const bad of ["30, abc", "0", "400", "7.5", "-1", "1e2"]) expect(parseReminderDays(bad)).toBeNull();
});

test("the saved settings are shown; bad reminder days are refused in words, then a good save is sent", async () => {
  show([settings, saved]);
  const days = screen.getByLabelText("Reminder days before expiry (comma-separated)");
  await screen.findByDisplayValue("30, 14, 7, 1");
  expect(screen.getByRole("checkbox", { name: "PUC certificate" })).toBeChecked();
  await userEvent.clear(days);
  await userEvent.type(days, "30, abc");
  await userEvent.click(screen.getByRole("button", { name: "Save document settings" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(REMINDER_DAYS_INVALID);

  await userEvent.click(screen.getByRole("checkbox", { name: "PUC certificate" }));
  await userEvent.clear(days);
  await userEvent.type(days, "60, 7");
  await userEvent.click(screen.getByRole("button", { name: "Save document settings" }));
  expect(await screen.findByText("Sent: 60, 7 without PUC.")).toBeInTheDocument();
  expect(screen.queryByText(REMINDER_DAYS_INVALID)).toBeNull();
});
