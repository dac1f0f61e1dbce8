/**
 * A settings form shows at once, but takes no typing until its saved values arrive (on a slow connection their
 * arrival used to replace what an operator had typed, which was then saved empty); then it shows them, and
 * what is typed is what is saved. `useDraft` itself keeps a field changed before the values arrive, and follows
 * the server once they have (after a save it shows what the server keeps).
 */
import type { MockedResponse } from "@apollo/client/testing";
import { act, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DocumentSettingsForm } from "../src/features/admin/documents/DocumentSettingsForm";
import { PaymentSettingsForm } from "../src/features/admin/PaymentSettingsForm";
import { AdminSettingsDocument, DocumentSettingsDocument, UpdatePaymentSettingsDocument } from "../src/gql/graphql";
import "../src/features/admin/messages";
import { useDraft } from "../src/ui/formState";
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

test("the payment form takes no typing until the saved settings arrive; then what is typed is saved", async () => {
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
  expect(upiId).toBeDisabled();
  expect(screen.getByRole("button", { name: "Save payment details" })).toBeDisabled();
  expect(await screen.findByDisplayValue("Kashi Coach Tours")).toBe(payee);
  expect(upiId).toBeEnabled();
  await userEvent.type(upiId, "kashicoach@okaxis");
  await userEvent.click(screen.getByRole("button", { name: "Save payment details" }));
  expect(await screen.findByText("Payment details saved.")).toBeInTheDocument();
  expect(sent).toEqual({ input: { upiId: "kashicoach@okaxis", upiPayee: "Kashi Coach Tours" } });
});

test("the vehicle document settings take no ticks until they arrive, then show the saved ones", async () => {
  renderApp(<DocumentSettingsForm />, {
    mocks: [
      {
        request: { query: DocumentSettingsDocument },
        result: {
          data: {
            documentSettings: {
              __typename: "DocumentSettings",
              requiredTypes: ["RC", "Insurance"],
              reminderDays: [30, 7],
              reminderEmail: "fleet@example.com",
            },
          },
        },
        delay: LOAD_MS,
      },
    ],
  });
  const puc = screen.getByRole("checkbox", { name: "PUC certificate" });
  expect(puc).toBeDisabled();
  const email = screen.getByRole("textbox", { name: /e-mail/i });
  expect(await screen.findByDisplayValue("fleet@example.com")).toBe(email);
  expect(screen.getByRole("checkbox", { name: "Registration certificate (RC)" })).toBeChecked();
  expect(screen.getByRole("checkbox", { name: "Insurance" })).toBeChecked();
  expect(puc).not.toBeChecked();
  expect(puc).toBeEnabled();
  expect(screen.getByRole("textbox", { name: /Reminder days/ })).toHaveValue("30, 7");
});

test("useDraft: a field changed before the saved values arrive keeps what was typed; later values replace the draft", () => {
  const empty = { upiId: "", upiPayee: "" };
  const { result, rerender } = renderHook(({ saved }: { saved?: typeof empty }) => useDraft(empty, saved), {
    initialProps: {},
  });
  act(() => result.current.field("upiId").onChange({ target: { value: "typed@okaxis" } }));
  rerender({ saved: { upiId: "", upiPayee: "Kashi Coach Tours" } });
  expect(result.current.draft).toEqual({ upiId: "typed@okaxis", upiPayee: "Kashi Coach Tours" });
  // Once loaded, new values from the server (the answer to a save) replace the draft.
  rerender({ saved: { upiId: "saved@okaxis", upiPayee: "Kashi Coach Tours" } });
  expect(result.current.draft).toEqual({ upiId: "saved@okaxis", upiPayee: "Kashi Coach Tours" });
});
