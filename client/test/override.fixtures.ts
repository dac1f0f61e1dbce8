/**
 * What the owner's override tests share: the signed-in staff member, a refusal for a lapsed
 * vehicle document, and the owner's answer in the override dialog.
 */
import type { MockedResponse } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { CheckTokenDocument } from "../src/gql/graphql";
import type { Permission } from "../src/app/RequireRole";

export const REASON = "Fitness test booked for the morning of departure";
export const OVERRIDE_TITLE = "Go ahead despite the vehicle documents?";

export const staffMe = (staffRole: string, permissions: Permission[]): MockedResponse => ({
  request: { query: CheckTokenDocument },
  result: {
    data: { me: { __typename: "User", id: "u1", name: "Staff", role: "admin", staffRole, permissions } },
  },
});

/** The server's refusal: the fitness certificate of Ganga Coach lapses before the trip ends. */
export const lapse = (message: string, messageKey: string) => ({
  errors: [
    new GraphQLError(message, {
      extensions: {
        code: "CONFLICT",
        messageKey,
        messageParams: {
          bus: "Ganga Coach",
          document: "fitness certificate",
          date: { date: "2026-12-08" },
          end: { date: "2026-12-09" },
        },
      },
    }),
  ],
});

/** The override dialog, once it shows; it names the refusal and asks for the reason with `prompt`. */
export async function overrideDialog(refusal: string, prompt: string) {
  const dialog = await screen.findByRole("dialog", { name: OVERRIDE_TITLE });
  expect(dialog).toHaveTextContent(refusal);
  within(dialog).getByRole("textbox", { name: prompt });
  return dialog;
}

/** The owner writes `reason` and goes ahead. */
export async function goAhead(dialog: HTMLElement, reason: string) {
  if (reason) await userEvent.type(within(dialog).getByRole("textbox"), reason);
  await userEvent.click(within(dialog).getByRole("button", { name: "Go ahead with this reason" }));
}
