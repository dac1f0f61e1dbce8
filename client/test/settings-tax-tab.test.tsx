import type { MockedResponse } from "@apollo/client/testing";
import { screen } from "@testing-library/react";
import { SettingsAdmin } from "../src/features/admin/SettingsAdmin";
import { CheckTokenDocument, TaxSettingsDocument } from "../src/gql/graphql";
import { renderApp } from "./render";
import type { Permission } from "../src/app/RequireRole";

/**
 * Settings → Tax is a tab of its own: staff who read money see the operator's GST registration, read-only;
 * only the Owner (`taxes.write`) gets the Save button.
 */
const me = (staffRole: string, permissions: Permission[]): MockedResponse => ({
  request: { query: CheckTokenDocument },
  result: { data: { me: { __typename: "User", id: "u1", name: "Meera", role: "admin", staffRole, permissions } } },
});
const tax: MockedResponse = {
  request: { query: TaxSettingsDocument },
  result: {
    data: {
      taxSettings: {
        __typename: "TaxSettings",
        legalName: "Kashi Coach Tours Pvt Ltd",
        address: "Sigra, Varanasi 221010",
        gstin: "09AAACK1234A1Z8",
        state: "09",
        scheme: 5,
        sac: "9966",
        invoicePrefix: "KCT",
      },
    },
  },
};

test("Accounts (money.read only) see the Tax settings read-only, with no other Settings tab and no Save", async () => {
  renderApp(<SettingsAdmin />, {
    mocks: [me("accounts", ["bookings.read", "money.read"]), tax],
    path: "/admin/settings",
  });
  expect(await screen.findByDisplayValue("09AAACK1234A1Z8")).toBeDisabled();
  expect(screen.getByText("Only the Owner can change the tax settings.")).toBeInTheDocument();
  expect(screen.queryByRole("tab")).toBeNull();
  expect(screen.queryByRole("button", { name: "Save tax settings" })).toBeNull();
  expect(screen.queryByRole("group", { name: "Booking phones" })).toBeNull();
});

test("a Manager opens the Tax tab beside General and reads it; only the Owner may save it", async () => {
  renderApp(<SettingsAdmin />, {
    mocks: [me("manager", ["settings.write", "money.read"]), tax],
    path: "/admin/settings?settings=tax",
  });
  expect(await screen.findByRole("tab", { name: "Tax", selected: true })).toBeInTheDocument();
  expect(screen.getByRole("tab", { name: "General", selected: false })).toBeInTheDocument();
  expect(await screen.findByDisplayValue("Kashi Coach Tours Pvt Ltd")).toBeDisabled();
  expect(screen.queryByRole("button", { name: "Save tax settings" })).toBeNull();
});

test("the Owner edits the Tax tab", async () => {
  renderApp(<SettingsAdmin />, {
    mocks: [me("owner", ["settings.write", "money.read", "taxes.write"]), tax],
    path: "/admin/settings?settings=tax",
  });
  expect(await screen.findByDisplayValue("Kashi Coach Tours Pvt Ltd")).toBeEnabled();
  expect(screen.getByRole("button", { name: "Save tax settings" })).toBeEnabled();
  expect(screen.queryByText("Only the Owner can change the tax settings.")).toBeNull();
});
