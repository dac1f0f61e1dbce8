import type { MockedResponse } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "react-hot-toast";
import { ThemeProvider } from "styled-components";
import { todayInIndia } from "../src/app/calendar";
import type { Permission } from "../src/app/RequireRole";
import { createCache } from "../src/app/cache";
import { theme } from "../src/app/theme";
import { MessagesSettings } from "../src/features/admin/MessagesSettings";
import {
  AdminMessageCosts,
  AdminMessageTemplates,
  SetMessageTemplateEnabled,
} from "../src/features/admin/messageSettings.documents";
import { staffMe } from "./override.fixtures";
import "../src/features/admin/messages";

const template = (name: string, enabled: boolean) => ({
  __typename: "MessageTemplateView" as const,
  name,
  category: "UTILITY",
  audience: "customer",
  when: "The day before departure",
  parameters: ["customer's name", "booking reference"],
  texts: [
    {
      __typename: "TemplateText" as const,
      language: "en",
      whatsapp: "Namaste {{1}}, your trip {{2}} starts tomorrow.",
      sms: "Namaste {#var#}, trip {#var#} starts tomorrow.",
      smsFlowId: `kct_${name}_en`,
      dltTemplateId: "1107170000000000013",
    },
    {
      __typename: "TemplateText" as const,
      language: "hi",
      whatsapp: "नमस्ते {{1}}, आपकी यात्रा {{2}} कल शुरू होगी।",
      sms: "नमस्ते {#var#}, यात्रा {#var#} कल शुरू होगी।",
      smsFlowId: `kct_${name}_hi`,
      dltTemplateId: "1107170000000000014",
    },
  ],
  enabled,
});
const templates: MockedResponse = {
  request: { query: AdminMessageTemplates },
  result: {
    data: {
      messagingStatus: {
        __typename: "MessagingStatus",
        whatsapp: false,
        sms: true,
        whatsappWebhookUrl: "https://kashi.example/webhooks/whatsapp",
        smsWebhookUrl: "https://kashi.example/webhooks/sms/abc123",
      },
      messageTemplates: [template("trip_reminder", true), template("trip_started", false)],
    },
  },
};
const row = (template: string | null, channel: string, count: number, cost: string) => ({
  __typename: "MessageCostRow" as const,
  ...{ template, channel, count, cost },
});
const month = () => todayInIndia().slice(0, 7);
const costs = (m: string, rows: ReturnType<typeof row>[]): MockedResponse => ({
  request: { query: AdminMessageCosts, variables: { month: m } },
  result: { data: { messageCosts: { __typename: "MessageCosts", month: m, rows } } },
});

const show = (permissions: Permission[], mocks: MockedResponse[]) =>
  render(
    <MockedProvider mocks={[staffMe("owner", permissions), ...mocks]} cache={createCache()}>
      <ThemeProvider theme={theme}>
        <Toaster />
        <MessagesSettings />
      </ThemeProvider>
    </MockedProvider>,
  );

test("the month's cost per template adds up exactly, and another month is read when picked", async () => {
  show(
    ["bookings.read", "reports.read"],
    [
      templates,
      costs(month(), [
        row("trip_reminder", "whatsapp", 1, "0.1150"),
        row("trip_reminder", "sms", 1, "0.2000"),
        row(null, "whatsapp", 2, "0.0000"),
        row("document_expiring", "whatsapp", 101, "12.3456"),
      ]),
      costs("2026-11", [row("quote_ready", "sms", 4, "0.8000")]),
    ],
  );
  const table = await screen.findByRole("table", { name: "Messages sent and their cost" });
  const rows = within(table).getAllByRole("row");
  expect(rows.map((r) => r.textContent)).toEqual([
    "TemplateChannelSentCost",
    "Trip reminderWhatsApp1₹0.1150",
    "Trip reminderSMS1₹0.2000",
    "ReplyWhatsApp2₹0.0000",
    "Vehicle document expiringWhatsApp101₹12.3456",
    // Added as floats, 0.115 + 0.2 + 0 + 12.3456 is 12.660599999999999.
    "Total105₹12.6606",
  ]);
  const picker = screen.getByLabelText("Month");
  expect(picker).toHaveAttribute("type", "month");
  fireEvent.change(picker, { target: { value: "2026-11" } });
  expect(await screen.findByText("Quote ready")).toBeInTheDocument();
  expect(within(screen.getByRole("table")).getAllByRole("row").at(-1)).toHaveTextContent("Total4₹0.8000");
});

test("without reports.read the cost is neither asked for nor shown", async () => {
  let asked = 0;
  const counted: MockedResponse = {
    ...costs(month(), [row("trip_reminder", "whatsapp", 1, "0.1150")]),
    result: () => {
      asked++;
      return { data: { messageCosts: { __typename: "MessageCosts", month: month(), rows: [] } } };
    },
  };
  show(["bookings.read", "settings.write"], [templates, counted]);
  expect(await screen.findByRole("article", { name: /Trip reminder/ })).toBeInTheDocument();
  expect(asked).toBe(0);
  expect(screen.queryByRole("table")).toBeNull();
  expect(screen.queryByLabelText("Month")).toBeNull();
});

test("status, webhook URLs and each template with its texts in both languages", async () => {
  show(["bookings.read"], [templates]);
  expect(await screen.findByText(/^WhatsApp: not set up\. Messages are written to the outbox folder/)).toBeVisible();
  expect(screen.getByText("SMS: live (MSG91).")).toBeVisible();
  expect(screen.getByLabelText(/WhatsApp webhook/)).toHaveValue("https://kashi.example/webhooks/whatsapp");
  expect(screen.getByLabelText(/SMS delivery reports/)).toHaveValue("https://kashi.example/webhooks/sms/abc123");
  const card = screen.getByRole("article", { name: /Trip reminder/ });
  expect(card).toHaveTextContent("trip_reminder");
  expect(card).toHaveTextContent("The day before departure");
  expect(card).toHaveTextContent("{{1}} customer's name");
  const hindi = within(card).getByRole("region", { name: "Hindi" });
  expect(within(hindi).getByText("नमस्ते {{1}}, आपकी यात्रा {{2}} कल शुरू होगी।")).toHaveAttribute("lang", "hi");
  expect(within(hindi).getByText("kct_trip_reminder_hi")).toBeInTheDocument();
  expect(within(hindi).getByText("1107170000000000014")).toBeInTheDocument();
  // Staff without settings.write see whether it is sent, not a switch.
  expect(screen.queryByRole("switch")).toBeNull();
  expect(card).toHaveTextContent("On");
  expect(screen.getByRole("article", { name: /Trip started/ })).toHaveTextContent("Off: not sent");
});

test("staff with settings.write switch a template off", async () => {
  show(
    ["bookings.read", "settings.write"],
    [
      templates,
      {
        request: { query: SetMessageTemplateEnabled, variables: { name: "trip_reminder", enabled: false } },
        result: {
          data: { setMessageTemplateEnabled: [template("trip_reminder", false), template("trip_started", false)] },
        },
      },
    ],
  );
  const toggle = await screen.findByRole("switch", { name: "Send this message: Trip reminder" });
  expect(toggle).toBeChecked();
  await userEvent.click(toggle);
  expect(await screen.findByText("Trip reminder: switched off.")).toBeInTheDocument();
  expect(toggle).not.toBeChecked();
});
