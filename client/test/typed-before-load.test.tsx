/**
 * A settings form shows at once and fills when the saved values arrive. On a slow connection an operator types
 * before they do: what they typed is kept (and saved), the fields they did not touch fill from the server, and
 * once loaded the form follows the server (after a save it shows what the server keeps).
 */
import type { MockedResponse } from "@apollo/client/testing";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DocumentSettingsForm } from "../src/features/admin/documents/DocumentSettingsForm";
import { PaymentSettingsForm } from "../src/features/admin/PaymentSettingsForm";
import { AdminSettingsDocument, DocumentSettingsDocument, UpdatePaymentSettingsDocument } from "../src/gql/graphql";
import "../src/features/admin/messages";
import { renderApp } from "./render";

const LOAD_MS = 400;
const payments = (upiId: string | null, upiPayee: string | null) => ({
  __typename: "PaymentSettings" as const,
  upiId,
  upiPayee,
});
const adminSettings = (upiId: string | null, upiPayee: string | null): MockedResponse => ({
  request: { query: AdminSettingsDocument },
  result: {
    data: {
      notificationSettings: {
        __typename: "NotificationSettings",
        customerReceived: true,
        customerStatus: true,
        operatorNewBooking: true,
        reminders: true,
        operatorEmail: "",
      },
      paymentSettings: payments(upiId, upiPayee),
    },
  },
  delay: LOAD_MS,
});

test("the UPI ID typed before the payment settings arrive is kept and saved; the payee fills from the server", async () => {
  let sent: unknown;
  renderApp(<PaymentSettingsForm />, {
    mocks: [
      adminSettings(null, "Kashi Coach Tours"),
      {
        request: {
          query: UpdatePaymentSettingsDocument,
          variables: (v: Record<string, unknown>) => ((sent = v), true),
        },
        result: { data: { updatePaymentSettings: payments("kashicoach@okaxis", "Kashi Coach Tours") } },
      },
    ],
  });
  const upiId = screen.getByLabelText("UPI ID (VPA)");
  const payee = screen.getByLabelText("UPI payee name");
  await userEvent.type(upiId, "kashicoach@okaxis");
  // Still loading: the payee is empty; then the settings arrive.
  expect(payee).toHaveValue("");
  expect(await screen.findByDisplayValue("Kashi Coach Tours")).toBe(payee);
  expect(upiId).toHaveValue("kashicoach@okaxis");
  await userEvent.click(screen.getByRole("button", { name: "Save payment details" }));
  expect(await screen.findByText("Payment details saved.")).toBeInTheDocument();
  expect(sent).toEqual({ input: { upiId: "kashicoach@okaxis", upiPayee: "Kashi Coach Tours" } });
});

test("a required document type unticked before the settings arrive stays unticked; the others fill", async () => {
  renderApp(<DocumentSettingsForm />, {
    mocks: [
      {
        request: { query: DocumentSettingsDocument },
        result: {
          data: {
            documentSettings: {
              __typename: "DocumentSettings",
              requiredTypes: ["RC", "Insurance", "PUC"],
              reminderDays: [30, 7],
              reminderEmail: "fleet@example.com",
            },
          },
        },
        delay: LOAD_MS,
      },
    ],
  });
  // Ticked and unticked again while loading: the person's choice is "not required".
  const puc = screen.getByRole("checkbox", { name: "PUC certificate" });
  await userEvent.click(puc);
  await userEvent.click(puc);
  const email = screen.getByRole("textbox", { name: /e-mail/i });
  expect(await screen.findByDisplayValue("fleet@example.com")).toBe(email);
  expect(screen.getByRole("checkbox", { name: "Registration certificate (RC)" })).toBeChecked();
  expect(screen.getByRole("checkbox", { name: "Insurance" })).toBeChecked();
  expect(puc).not.toBeChecked();
  expect(screen.getByRole("textbox", { name: /Reminder days/ })).toHaveValue("30, 7");
});
