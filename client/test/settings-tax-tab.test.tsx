import type { MockedResponse } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { SettingsAdmin } from "../src/features/admin/SettingsAdmin";
import { CheckTokenDocument, TaxSettingsDocument, UpdateTaxSettingsDocument } from "../src/gql/graphql";
import { renderApp } from "./render";
import type { Permission } from "../src/app/RequireRole";

/**
 * Settings → Tax is a tab of its own: staff who read money see the operator's GST registration, read-only;
 * only the Owner (`taxes.write`) gets the Save button. It also holds the operator's constitution (a body corporate
 * never supplies on reverse charge) and what a fare change after the invoice does, saved with the rest.
 */
const me = (staffRole: string, permissions: Permission[]): MockedResponse => ({
  request: { query: CheckTokenDocument },
  result: { data: { me: { __typename: "User", id: "u1", name: "Meera", role: "admin", staffRole, permissions } } },
});
const stored = {
  __typename: "TaxSettings" as const,
  legalName: "Kashi Coach Tours Pvt Ltd",
  address: "Sigra, Varanasi 221010",
  gstin: "09AAACK1234A1Z8",
  state: "09",
  scheme: 5,
  constitution: "proprietorship",
  afterInvoice: "notes",
  sac: "9966",
  invoicePrefix: "KCT",
};
const tax: MockedResponse = { request: { query: TaxSettingsDocument }, result: { data: { taxSettings: stored } } };

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

const OWNER = me("owner", ["settings.write", "money.read", "taxes.write"]);
/** The save the Owner's form sends: every field as shown, `state` left to the GSTIN. */
const saveOf = (over: object, result: MockedResponse["result"]): MockedResponse => ({
  request: {
    query: UpdateTaxSettingsDocument,
    variables: {
      input: {
        legalName: stored.legalName,
        address: stored.address,
        gstin: stored.gstin,
        state: null,
        scheme: 5,
        constitution: "proprietorship",
        afterInvoice: "notes",
        sac: stored.sac,
        invoicePrefix: stored.invoicePrefix,
        ...over,
      },
    },
  },
  result,
});

test("the Tax tab shows the operator's constitution and what a fare change after the invoice does, with the reverse-charge hint", async () => {
  renderApp(<SettingsAdmin />, { mocks: [OWNER, tax], path: "/admin/settings?settings=tax" });
  // The stored settings have arrived (the form's empty draft already reads "Proprietorship").
  await screen.findByDisplayValue(stored.legalName);
  const constitution = screen.getByRole("combobox", { name: "Constitution of the operator" });
  expect(constitution).toHaveDisplayValue("Proprietorship");
  expect([...(constitution as HTMLSelectElement).options].map((o) => o.text)).toEqual([
    "Proprietorship",
    "Partnership firm",
    "LLP",
    "Company",
    "Other (trust, society, HUF…)",
  ]);
  expect(constitution).toHaveAccessibleDescription(/never supplies bus hire on reverse charge/);
  expect(constitution).toHaveAccessibleDescription(/11\/2017 entry 8\(vi\) with 13\/2017 entry 15/);
  const after = screen.getByRole("group", { name: "A fare change after the tax invoice" });
  expect(
    within(after)
      .getAllByRole("radio")
      .map((r) => (r as HTMLInputElement).value),
  ).toEqual(["notes", "refuse"]);
  expect(within(after).getByRole("radio", { name: "Issue a credit or debit note for the difference" })).toBeChecked();
  expect(
    within(after).getByRole("radio", { name: "Refuse the change (the fare stays as invoiced)" }),
  ).not.toBeChecked();
});

test("the Owner saves the constitution and the after-invoice choice with the tax settings", async () => {
  const saved = jest.fn(() => ({
    data: { updateTaxSettings: { ...stored, constitution: "llp", afterInvoice: "refuse" } },
  }));
  renderApp(<SettingsAdmin />, {
    mocks: [OWNER, tax, saveOf({ constitution: "llp", afterInvoice: "refuse" }, saved)],
    path: "/admin/settings?settings=tax",
  });
  // The stored settings have arrived (the form's empty draft already reads "Proprietorship").
  await screen.findByDisplayValue(stored.legalName);
  const constitution = screen.getByRole("combobox", { name: "Constitution of the operator" });
  expect(constitution).toHaveDisplayValue("Proprietorship");
  await userEvent.selectOptions(constitution, "LLP");
  await userEvent.click(screen.getByRole("radio", { name: "Refuse the change (the fare stays as invoiced)" }));
  await userEvent.click(screen.getByRole("button", { name: "Save tax settings" }));
  await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  expect(await screen.findByText("Tax settings saved.")).toBeInTheDocument();
});

test("a refused save shows the server's message in the form", async () => {
  const refusal = "Constitution must be proprietorship, partnership, llp, company or other.";
  renderApp(<SettingsAdmin />, {
    mocks: [
      OWNER,
      tax,
      saveOf(
        { constitution: "company" },
        { errors: [new GraphQLError(refusal, { extensions: { code: "BAD_USER_INPUT" } })] },
      ),
    ],
    path: "/admin/settings?settings=tax",
  });
  // The stored settings have arrived (the form's empty draft already reads "Proprietorship").
  await screen.findByDisplayValue(stored.legalName);
  const constitution = screen.getByRole("combobox", { name: "Constitution of the operator" });
  expect(constitution).toHaveDisplayValue("Proprietorship");
  await userEvent.selectOptions(constitution, "Company");
  await userEvent.click(screen.getByRole("button", { name: "Save tax settings" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(refusal);
});
