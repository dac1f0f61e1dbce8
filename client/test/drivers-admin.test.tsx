/**
 * Admin → Drivers: the list and the form beside it. Edit fills the form with the driver, Cancel empties it, and
 * after adding a driver the form starts afresh for the next one.
 */
import type { MockedResponse } from "@apollo/client/testing";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DriversAdmin } from "../src/features/admin/drivers/DriversAdmin";
import { CreateDriver, DriversQuery } from "../src/features/admin/drivers/drivers.documents";
import { ImageRules } from "../src/features/admin/buses/buses.documents";
import { staffMe } from "./override.fixtures";

/** A member who may manage drivers (drivers.write). */
const dispatcher = staffMe("dispatcher", ["bookings.read", "drivers.write"]);
import { renderApp } from "./render";

const ramesh = {
  __typename: "Driver" as const,
  id: "d1",
  name: "Ramesh Yadav",
  phone: "+91 94150 11111",
  licenceNumber: "UP65-2019-1",
  licenceValidUntil: "2028-01-01",
  language: "hi",
  languages: "Hindi, Bhojpuri",
  active: true,
  notes: null,
  photoUrl: null,
};
const suresh = {
  ...ramesh,
  id: "d2",
  name: "Suresh Kumar",
  licenceNumber: "UP65-2020-2",
  language: "en",
  languages: "",
};
const list = (drivers: (typeof ramesh)[]): MockedResponse => ({
  request: { query: DriversQuery },
  result: { data: { drivers } },
});
const rules: MockedResponse = {
  request: { query: ImageRules },
  result: { data: { clientConfig: { __typename: "ClientConfig", imageUrlPattern: ".*", maxUploadBytes: 5242880 } } },
  maxUsageCount: 5,
};

test("Edit fills the form with the driver and Cancel empties it", async () => {
  renderApp(<DriversAdmin />, { mocks: [dispatcher, list([ramesh]), rules], path: "/admin/drivers" });
  const row = await screen.findByRole("row", { name: /Ramesh Yadav/ });
  expect(within(row).getByRole("cell", { name: "Hindi" })).toBeInTheDocument();
  // The row may show before the member's permissions arrive: a person waits for the Edit button to appear.
  await userEvent.click(await within(row).findByRole("button", { name: "Edit Ramesh Yadav" }));
  expect(screen.getByRole("heading", { name: "Edit Ramesh Yadav" })).toBeInTheDocument();
  expect(screen.getByLabelText("Licence number")).toHaveValue("UP65-2019-1");
  expect(screen.getByLabelText("Languages spoken")).toHaveValue("Hindi, Bhojpuri");
  await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
  expect(screen.getByRole("heading", { name: "Add driver" })).toBeInTheDocument();
  expect(screen.getByLabelText("Licence number")).toHaveValue("");
});

test("after a driver is added the form is empty for the next one", async () => {
  const input = {
    name: "Suresh Kumar",
    phone: "+91 94150 11111",
    licenceNumber: "UP65-2020-2",
    licenceValidUntil: "2028-01-01",
    language: "en",
    languages: "",
    notes: "",
    photoUrl: "",
  };
  renderApp(<DriversAdmin />, {
    mocks: [
      dispatcher,
      list([ramesh]),
      rules,
      { request: { query: CreateDriver, variables: { input } }, result: { data: { createDriver: suresh } } },
      list([ramesh, suresh]),
    ],
    path: "/admin/drivers",
  });
  await screen.findByRole("row", { name: /Ramesh Yadav/ });
  await userEvent.type(await screen.findByLabelText("Name"), input.name);
  await userEvent.type(screen.getByLabelText("Phone"), input.phone);
  await userEvent.type(screen.getByLabelText("Licence number"), input.licenceNumber);
  await userEvent.type(screen.getByLabelText("Licence valid until"), input.licenceValidUntil);
  await userEvent.selectOptions(screen.getByLabelText("Language of the driver's page and slip"), "en");
  await userEvent.click(screen.getByRole("button", { name: "Add driver" }));
  expect(await screen.findByRole("row", { name: /Suresh Kumar/ })).toBeInTheDocument();
  expect(screen.getByLabelText("Name")).toHaveValue("");
  expect(screen.getByLabelText("Licence number")).toHaveValue("");
  expect(screen.getByLabelText("Language of the driver's page and slip")).toHaveValue("hi");
});
