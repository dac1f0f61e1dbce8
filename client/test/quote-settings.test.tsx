import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QuoteSettingsForm } from "../src/features/admin/QuoteSettingsForm";
import { AdminQuoteSettingsDocument, SaveQuoteSettingsDocument } from "../src/gql/graphql";
import "../src/features/admin/messages";
import { renderApp } from "./render";

const HINDI = "यात्रा से 7 दिन पहले तक अग्रिम वापस।";
const settings = (depot: string, cancellationTerms: string) => ({
  __typename: "QuoteSettings" as const,
  depot,
  cancellationTerms,
  cancellationTermsHi: HINDI,
});
const read = (depot: string, terms: string) => ({
  request: { query: AdminQuoteSettingsDocument },
  result: { data: { quoteSettings: settings(depot, terms) } },
});

test("Settings shows the saved depot and cancellation terms, and saves the edited ones", async () => {
  const input = {
    depot: "Sarnath",
    cancellationTerms: "Advance refunded up to 7 days before departure.",
    cancellationTermsHi: HINDI,
  };
  let saved = false;
  renderApp(<QuoteSettingsForm />, {
    mocks: [
      read("Varanasi", "50 % refund up to 48 hours before."),
      {
        request: { query: SaveQuoteSettingsDocument, variables: { input } },
        result: () => {
          saved = true;
          return { data: { saveQuoteSettings: settings(input.depot, input.cancellationTerms) } };
        },
      },
      read(input.depot, input.cancellationTerms),
    ],
  });
  const depot = screen.getByRole("textbox", { name: /^Depot \(where/ });
  const terms = screen.getByLabelText("Cancellation terms", { exact: true });
  expect(await screen.findByDisplayValue("Varanasi")).toBe(depot);
  expect(terms).toHaveValue("50 % refund up to 48 hours before.");
  expect(screen.getByLabelText(/Cancellation terms in Hindi/)).toHaveValue(HINDI);
  await userEvent.clear(depot);
  await userEvent.type(depot, "  Sarnath ");
  await userEvent.clear(terms);
  await userEvent.type(terms, input.cancellationTerms);
  await userEvent.click(screen.getByRole("button", { name: "Save depot and terms" }));
  expect(await screen.findByText("Depot and cancellation terms saved.")).toBeInTheDocument();
  expect(saved).toBe(true);
  // The saved settings are read again: the form shows what the server keeps (trimmed).
  await waitFor(() => expect(depot).toHaveValue("Sarnath"));
});

test("a refusal from the server stays in the form", async () => {
  renderApp(<QuoteSettingsForm />, {
    mocks: [
      read("Varanasi", ""),
      {
        request: {
          query: SaveQuoteSettingsDocument,
          variables: { input: { depot: "Varanasi", cancellationTerms: "x", cancellationTermsHi: HINDI } },
        },
        result: { errors: [{ message: "Cancellation terms must be at most 4000 characters." } as never] },
      },
    ],
  });
  await screen.findByDisplayValue("Varanasi");
  await userEvent.type(screen.getByLabelText("Cancellation terms", { exact: true }), "x");
  await userEvent.click(screen.getByRole("button", { name: "Save depot and terms" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Cancellation terms must be at most 4000 characters.");
});
