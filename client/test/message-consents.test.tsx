import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MessageConsents } from "../src/features/dashboard/MessageConsents";
import { QuoteConsent } from "../src/features/quote/QuoteConsent";
import { graphql } from "../src/gql";
import { renderApp } from "./render";

const MyConsents = graphql(`
  query MyConsents {
    myConsents {
      ...ConsentFields
    }
  }
`);
const SetMyConsent = graphql(`
  mutation SetMyConsent($input: ConsentInput!) {
    setMyConsent(input: $input) {
      ...ConsentFields
    }
  }
`);
const SetQuoteConsent = graphql(`
  mutation SetQuoteConsent($bookingId: ID!, $granted: Boolean!, $token: String) {
    setQuoteConsent(bookingId: $bookingId, granted: $granted, token: $token) {
      channel
      granted
    }
  }
`);
const answer = (channel: string, granted: boolean, source: string) => ({
  __typename: "MessageConsent" as const,
  purpose: "transactional",
  channel,
  granted,
  source,
  wordingVersion: "2026-12-07",
  at: "2026-12-07T05:12:00.000Z",
});

test("the account page shows each answer in force with when, where and which wording, and changes one", async () => {
  const given = [answer("whatsapp", true, "booking"), answer("sms", true, "booking")];
  let saved = false;
  renderApp(<MessageConsents />, {
    mocks: [
      { request: { query: MyConsents }, result: { data: { myConsents: given } } },
      {
        request: {
          query: SetMyConsent,
          variables: { input: { purpose: "transactional", channel: "whatsapp", granted: false } },
        },
        result: () => {
          saved = true;
          return { data: { setMyConsent: [answer("whatsapp", false, "account"), given[1]] } };
        },
      },
    ],
  });
  const whatsapp = await screen.findByRole("switch", { name: "Trip updates on WhatsApp" });
  await waitFor(() => expect(whatsapp).toBeChecked());
  expect(screen.getAllByText("Agreed on Dec 7, 2026 (booking form, wording 2026-12-07)")).toHaveLength(2);
  expect(screen.getByRole("switch", { name: "Offers and new tours on WhatsApp" })).not.toBeChecked();
  expect(screen.getAllByText("Not agreed")).toHaveLength(2);
  await userEvent.click(whatsapp);
  await waitFor(() => expect(saved).toBe(true));
  expect(await screen.findByText("Stopped on Dec 7, 2026 (your account)")).toBeInTheDocument();
  expect(screen.getByRole("switch", { name: "Trip updates on WhatsApp" })).not.toBeChecked();
});

test("the quote page asks, and stops as easily, with the link's token", async () => {
  const call = (granted: boolean) => ({
    request: { query: SetQuoteConsent, variables: { bookingId: "b1", granted, token: "t0k" } },
    result: { data: { setQuoteConsent: [{ __typename: "MessageConsent" as const, channel: "whatsapp", granted }] } },
  });
  renderApp(<QuoteConsent bookingId="b1" token="t0k" />, { mocks: [call(true), call(false)] });
  await userEvent.click(screen.getByRole("button", { name: "Yes, send me updates" }));
  expect(await screen.findByText(/^You will get updates about this trip on WhatsApp/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Stop these messages" }));
  expect(await screen.findByText("We will not message you on WhatsApp or SMS about this trip.")).toBeInTheDocument();
});
