import { ApolloLink } from "@apollo/client";
import { MockLink, MockSubscriptionLink, type MockedResponse } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { getMainDefinition } from "@apollo/client/utilities";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "react-hot-toast";
import { ThemeProvider } from "styled-components";
import type { Permission } from "../src/app/RequireRole";
import { theme } from "../src/app/theme";
import { BookingMessages } from "../src/features/admin/bookings/BookingMessages";
import { MessageConsents } from "../src/features/admin/MessageConsents";
import { AdminBookingMessages, SendWhatsAppText } from "../src/features/admin/bookings/messages.documents";
import { staffMe } from "./override.fixtures";
import "../src/features/admin/messages";

type Phone = {
  id: string;
  channel: "whatsapp" | "sms";
  template: string | null;
  state: string;
  text?: string | null;
  language?: string;
  errorCode?: number | null;
  error?: string | null;
  cost?: string | null;
  attempts?: number;
  deliveredAt?: string | null;
};
const phone = (m: Phone) => ({
  __typename: "PhoneMessage" as const,
  recipient: "919839077777",
  language: "en",
  text: null,
  errorCode: null,
  error: null,
  cost: null,
  attempts: 1,
  createdAt: "2026-12-07T05:12:00.000Z",
  sentAt: null,
  deliveredAt: null,
  readAt: null,
  ...m,
});
const email = {
  __typename: "NotificationMessage" as const,
  id: "e1",
  kind: "received",
  recipient: "asha@example.com",
  state: "sent",
  attempts: 1,
  error: null,
  createdAt: "2026-12-07T05:12:00.000Z",
  sentAt: "2026-12-07T05:12:05.000Z",
};
const agreed = {
  __typename: "MessageConsent" as const,
  purpose: "transactional",
  channel: "whatsapp",
  granted: true,
  source: "booking",
  wordingVersion: "2026-12-07",
  at: "2026-12-07T05:12:00.000Z",
};

const booking = (phoneMessages: ReturnType<typeof phone>[], openUntil: string | null = null, consents = [agreed]) => ({
  request: { query: AdminBookingMessages, variables: { id: "b1" } },
  result: {
    data: {
      booking: {
        __typename: "Booking",
        id: "b1",
        messages: [email],
        phoneMessages,
        whatsAppWindowOpenUntil: openUntil,
        consents,
      },
    },
  },
});
const DESK: Permission[] = ["bookings.read", "bookings.write"];

/** Renders the View's messages; the live events go through `live`, which a test feeds when it wants one. */
function show(mocks: MockedResponse[], permissions: Permission[] = DESK) {
  const live = new MockSubscriptionLink();
  const link = ApolloLink.split(
    ({ query }) => {
      const main = getMainDefinition(query);
      return main.kind === "OperationDefinition" && main.operation === "subscription";
    },
    live,
    new MockLink([staffMe("bookingDesk", permissions), ...mocks], { showWarnings: false }),
  );
  render(
    <MockedProvider link={link}>
      <ThemeProvider theme={theme}>
        <Toaster />
        <BookingMessages id="b1" />
      </ThemeProvider>
    </MockedProvider>,
  );
  /** The provider reports a change of one message (the subscription's event). */
  return (message: ReturnType<typeof phone>) =>
    act(() => live.simulateResult({ result: { data: { bookingMessageChanged: message } } }));
}

const THREE = [
  phone({ id: "w1", channel: "whatsapp", template: "request_received", state: "read", cost: "0.1150" }),
  phone({
    ...{ id: "w2", channel: "whatsapp", template: "trip_reminder", state: "failed" },
    ...{ errorCode: 131026, error: "The number is not on WhatsApp", attempts: 3 },
  }),
  phone({ id: "s1", channel: "sms", template: "trip_reminder", state: "queued", text: "Namaste Asha, your trip…" }),
];

test("every message is listed under its channel with its template's label, state, cost and error", async () => {
  show([booking(THREE)]);
  const emails = await screen.findByRole("list", { name: "E-mail" });
  expect(within(emails).getByRole("listitem")).toHaveTextContent(/Booking received · to asha@example.com.*Delivered/);

  const whatsapp = screen.getByRole("list", { name: "WhatsApp" });
  const [first, second] = within(whatsapp).getAllByRole("listitem");
  expect(first).toHaveTextContent("Booking request received · to 919839077777 · English");
  expect(first).toHaveTextContent(/Read · .* · cost ₹0\.1150/);
  expect(second).toHaveTextContent("Trip reminder");
  expect(second).toHaveTextContent(/Failed · .* · 3 attempts/);
  expect(second).toHaveTextContent("The number is not on WhatsApp (code 131026)");
  expect(second).toHaveAttribute("data-state", "failed");

  const sms = screen.getByRole("list", { name: "SMS" });
  const row = within(sms).getByRole("listitem");
  expect(row).toHaveTextContent(/^Trip reminder · to 919839077777 · EnglishQueued · /);
  // The words sent are folded away until asked for.
  expect(within(row).getByText("Namaste Asha, your trip…")).not.toBeVisible();
  await userEvent.click(within(row).getByText("Text sent"));
  expect(within(row).getByText("Namaste Asha, your trip…")).toBeVisible();

  expect(screen.getByText(/^WhatsApp: agreed on 7 Dec 2026, 10:42\s?am \(booking form, wording 2026-12-07\)$/i));
  expect(screen.getByText("SMS: not asked")).toBeInTheDocument();
});

test("each of the eight states has its own words, and staff's free text is a Reply", async () => {
  const states = ["queued", "sending", "retrying", "sent", "delivered", "read", "failed", "skipped"];
  show([booking(states.map((state, i) => phone({ id: `m${i}`, channel: "whatsapp", template: null, state })))]);
  const rows = within(await screen.findByRole("list", { name: "WhatsApp" })).getAllByRole("listitem");
  const words = ["Queued", "Sending", "Retrying", "Sent", "Delivered", "Read", "Failed", "Not sent"];
  rows.forEach((row, i) => {
    expect(row).toHaveTextContent(new RegExp(`^Reply · .*English${words[i]} · `));
  });
  expect(within(screen.getByRole("list", { name: "E-mail" })).getAllByRole("listitem")).toHaveLength(1);
  expect(screen.queryByRole("list", { name: "SMS" })).toBeNull();
});

test("a state the provider reports shows at once", async () => {
  const report = show([booking(THREE)]);
  const sms = await screen.findByRole("list", { name: "SMS" });
  expect(within(sms).getByRole("listitem")).toHaveTextContent("Queued");
  report(phone({ ...THREE[2], state: "delivered", deliveredAt: "2026-12-07T05:13:00.000Z" }));
  expect(await within(sms).findByText(/^Delivered · /)).toBeInTheDocument();
  expect(within(sms).getByRole("listitem")).toHaveAttribute("data-state", "delivered");
});

test("a message queued after the list was read is added to its channel live", async () => {
  const report = show([booking(THREE.slice(0, 1))]);
  const whatsapp = await screen.findByRole("list", { name: "WhatsApp" });
  expect(within(whatsapp).getAllByRole("listitem")).toHaveLength(1);
  report(phone({ id: "w9", channel: "whatsapp", template: "payment_received", state: "queued" }));
  expect(await within(whatsapp).findByText("Payment received")).toBeInTheDocument();
  expect(within(whatsapp).getAllByRole("listitem")).toHaveLength(2);
});

test("with the customer-service window closed there is no reply form, only why", async () => {
  show([booking(THREE, null)]);
  await screen.findByRole("list", { name: "WhatsApp" });
  expect(screen.queryByRole("textbox", { name: "Reply on WhatsApp" })).toBeNull();
  expect(await screen.findByText(/only within 24 hours of the customer's own message/)).toBeInTheDocument();
});

test("staff who may not send see neither the form nor the note", async () => {
  show([booking(THREE, "2026-12-08T05:12:00.000Z")], ["bookings.read"]);
  await screen.findByRole("list", { name: "WhatsApp" });
  expect(screen.queryByRole("textbox", { name: "Reply on WhatsApp" })).toBeNull();
  expect(screen.queryByText(/24 hours/)).toBeNull();
});

test("while the window is open staff reply, and the list is read again", async () => {
  const reply = phone({ id: "w3", channel: "whatsapp", template: null, state: "queued", text: "Your bus is ready" });
  let sent = 0;
  show([
    booking(THREE, "2026-12-08T05:12:00.000Z"),
    {
      request: { query: SendWhatsAppText, variables: { bookingId: "b1", text: "Your bus is ready" } },
      result: () => {
        sent++;
        return { data: { sendWhatsAppText: reply } };
      },
    },
    booking([...THREE, reply], "2026-12-08T05:12:00.000Z"),
  ]);
  const box = await screen.findByRole("textbox", { name: "Reply on WhatsApp" });
  expect(screen.getByText(/free-text replies are allowed until 8 Dec 2026, 10:42\s?am/i)).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Send reply" })).toBeDisabled();
  await userEvent.type(box, "  Your bus is ready ");
  await userEvent.click(screen.getByRole("button", { name: "Send reply" }));
  expect(await screen.findByText("Reply queued for WhatsApp.")).toBeInTheDocument();
  expect(sent).toBe(1);
  expect(box).toHaveValue("");
  const whatsapp = screen.getByRole("list", { name: "WhatsApp" });
  expect(await within(whatsapp).findByText("Reply")).toBeInTheDocument();
});

test("the customer's consent in staff's words: agreed, withdrawn by STOP or on the account page, not asked", () => {
  const answer = (channel: string, granted: boolean, source: string, purpose = "transactional") => ({
    ...agreed,
    ...{ channel, granted, source, purpose },
  });
  render(
    <ThemeProvider theme={theme}>
      <MessageConsents
        consents={[
          answer("whatsapp", false, "whatsapp-reply"),
          answer("sms", true, "quote"),
          answer("whatsapp", false, "account", "offers"),
        ]}
      />
    </ThemeProvider>,
  );
  const trips = screen.getByRole("list", { name: "Messages about their trips" });
  expect(
    within(trips)
      .getAllByRole("listitem")
      .map((li) => li.textContent),
  ).toEqual([
    expect.stringMatching(/^WhatsApp: withdrawn by STOP reply on 7 Dec 2026, 10:42\s?am$/i),
    expect.stringMatching(/^SMS: agreed on 7 Dec 2026, 10:42\s?am \(quote page, wording 2026-12-07\)$/i),
  ]);
  const offers = screen.getByRole("list", { name: "Offers" });
  expect(
    within(offers)
      .getAllByRole("listitem")
      .map((li) => li.textContent),
  ).toEqual([
    expect.stringMatching(/^WhatsApp: withdrawn on 7 Dec 2026, 10:42\s?am \(account page, wording 2026-12-07\)$/i),
    "SMS: not asked",
  ]);
});
