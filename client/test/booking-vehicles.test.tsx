/**
 * The booking View's Vehicles panel: a group in several buses is one booking with several vehicles, each with its
 * bus (the fleet's own or a vendor's, hired in at an agreed cost), its PDFs and the margin the hiring leaves; staff
 * who allocate vehicles (fleet.write) change the whole list with one save and read the server's refusal in place.
 */
import type { MockedResponse } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { ThemeProvider } from "styled-components";
import { theme } from "../src/app/theme";
import { usePermissions, type Permission } from "../src/app/RequireRole";
import { BookingVehicles } from "../src/features/admin/bookings/BookingVehicles";
import { AllocateVehiclesDocument, BookingVehiclesDocument, VehicleBusChoicesDocument } from "../src/gql/graphql";
import "../src/features/admin/messages";
import { staffMe } from "./override.fixtures";

const vehicle = (position: number, fields: Record<string, unknown>) => ({
  __typename: "BookingVehicle" as const,
  id: `v${position}`,
  position,
  seats: 45,
  busId: null,
  busName: null,
  registrationNumber: null,
  vendorId: null,
  vendorName: null,
  vendorCost: null,
  vendorPaidAt: null,
  slipPathEn: `/duty-slips/k1.pdf?lang=en&vehicle=${position}`,
  slipPathHi: `/duty-slips/k1.pdf?lang=hi&vehicle=${position}`,
  farmOutPathEn: null,
  farmOutPathHi: null,
  ...fields,
});
const own = vehicle(1, { busId: "b1", busName: "Volvo 45", registrationNumber: "UP65 XY 0001" });
const hired = vehicle(2, {
  busId: "vb1",
  busName: "UP65 AB 1234",
  registrationNumber: "UP65 AB 1234",
  vendorId: "ven1",
  vendorName: "Sharma Travels",
  vendorCost: "18500.00",
  farmOutPathEn: "/farm-out-sheets/v2.pdf?lang=en",
  farmOutPathHi: "/farm-out-sheets/v2.pdf?lang=hi",
});
const margin = { __typename: "BookingMargin", price: "90000.00", vendorCosts: "18500.00", margin: "71500.00" };
const read = (vehicles: unknown[], withMargin = true): MockedResponse => ({
  request: { query: BookingVehiclesDocument, variables: { id: "k1" } },
  result: { data: { booking: { __typename: "Booking", id: "k1", vehicles, margin: withMargin ? margin : null } } },
});
const bus = (id: string, name: string, capacity: number, registrationNumber: string | null) => ({
  __typename: "Bus" as const,
  id,
  name,
  capacity,
  registrationNumber,
});
const choices: MockedResponse = {
  request: { query: VehicleBusChoicesDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      buses: [
        { ...bus("b1", "Volvo 45", 45, "UP65 XY 0001"), status: "Available" },
        { ...bus("b2", "Ganga Coach", 40, null), status: "Maintenance" },
      ],
      vendors: [
        {
          __typename: "Vendor",
          id: "ven1",
          name: "Sharma Travels",
          vehicles: [bus("vb1", "UP65 AB 1234", 45, "UP65 AB 1234"), bus("vb2", "UP65 CD 5678", 35, "UP65 CD 5678")],
        },
      ],
    },
  },
};
const ALLOCATE: Permission[] = ["bookings.read", "fleet.write", "money.read"];

/** Says when the staff member's permissions have arrived, so that an absence means something. */
function PermissionsRead() {
  return usePermissions().ready ? <p>Permissions read</p> : null;
}

const show = (mocks: MockedResponse[], status = "Confirmed") =>
  render(
    <MockedProvider mocks={mocks}>
      <ThemeProvider theme={theme}>
        <PermissionsRead />
        <BookingVehicles booking={{ id: "k1", reference: "BK-0001", status }} />
      </ThemeProvider>
    </MockedProvider>,
  );

test("the panel lists each vehicle with its bus, a vendor's bus with its vendor, cost and farm-out sheet, and the margin", async () => {
  show([staffMe("owner", ALLOCATE), read([own, hired, vehicle(3, {})]), choices]);
  const list = await screen.findByRole("list");
  const [first, second, third] = within(list).getAllByRole("listitem");
  expect(first).toHaveTextContent("Vehicle 1 · 45 seats · Volvo 45 (UP65 XY 0001)");
  expect(second).toHaveTextContent(
    "Vehicle 2 · 45 seats · UP65 AB 1234 · hired from Sharma Travels · vendor cost ₹18,500.00",
  );
  expect(third).toHaveTextContent("Vehicle 3 · 45 seats · No bus yet");
  // Every vehicle has its duty slip; only the vendor's bus has a farm-out sheet.
  expect(within(first).getByRole("button", { name: "Duty slip (Hindi)" })).toBeInTheDocument();
  expect(within(first).queryByRole("button", { name: /Farm-out sheet/ })).toBeNull();
  expect(within(second).getByRole("button", { name: "Farm-out sheet (English)" })).toBeInTheDocument();
  expect(within(second).getByRole("button", { name: "Farm-out sheet (Hindi)" })).toBeInTheDocument();
  expect(screen.getByText("Price ₹90,000.00 · Vendor costs ₹18,500.00 · Margin ₹71,500.00")).toBeInTheDocument();
  // The bus choice groups the fleet's own buses and each vendor's, under the vendor's name.
  const secondFields = screen.getByRole("group", { name: "Vehicle 2" });
  await within(secondFields).findByRole("option", { name: "Sharma Travels · UP65 CD 5678 (35 seats)" });
  expect(within(secondFields).getByRole("combobox", { name: "Bus" })).toHaveValue("vb1");
  expect(within(secondFields).getByRole("group", { name: "Sharma Travels" })).toBeInTheDocument();
  expect(within(secondFields).getByRole("option", { name: "Ganga Coach (40 seats, Maintenance)" })).toBeEnabled();
  // Vehicle 1's bus cannot be taken twice; the first vehicle is never removed.
  expect(within(secondFields).getByRole("option", { name: "Volvo 45 · UP65 XY 0001 (45 seats)" })).toBeDisabled();
  expect(within(secondFields).getByRole("textbox", { name: "Vendor cost (₹)" })).toHaveValue("18,500.00");
  expect(screen.queryByRole("button", { name: "Remove vehicle 1" })).toBeNull();
  expect(screen.getByRole("button", { name: "Remove vehicle 2" })).toBeInTheDocument();
});

test("Save sends the whole list in one call: kept vehicles by id, a new one by its seats, a vendor's bus with its cost", async () => {
  const sent = {
    bookingId: "k1",
    vehicles: [
      { id: "v1", busId: "b1" },
      { id: "v2", busId: "vb2", vendorCost: "16,000" },
      { busId: null, seats: 40 },
    ],
  };
  const saved = [own, { ...hired, busId: "vb2", busName: "UP65 CD 5678", seats: 35 }, vehicle(3, { seats: 40 })];
  show([
    staffMe("owner", ALLOCATE),
    read([own, hired]),
    choices,
    {
      request: { query: AllocateVehiclesDocument, variables: sent },
      result: { data: { allocateVehicles: saved } },
    },
    read(saved),
  ]);
  const second = await screen.findByRole("group", { name: "Vehicle 2" });
  await within(second).findByRole("option", { name: "Sharma Travels · UP65 CD 5678 (35 seats)" });
  await userEvent.selectOptions(within(second).getByRole("combobox", { name: "Bus" }), "vb2");
  const cost = within(second).getByRole("textbox", { name: "Vendor cost (₹)" });
  await userEvent.clear(cost);
  await userEvent.type(cost, "16,000");
  await userEvent.click(screen.getByRole("button", { name: "Add a vehicle" }));
  const third = screen.getByRole("group", { name: "Vehicle 3" });
  const seats = within(third).getByRole("spinbutton", { name: "Seats" });
  // A new vehicle starts like the first; a vendor cost is asked only for a vendor's bus.
  expect(seats).toHaveValue(45);
  expect(within(third).queryByRole("textbox", { name: "Vendor cost (₹)" })).toBeNull();
  await userEvent.clear(seats);
  await userEvent.type(seats, "40");
  await userEvent.click(screen.getByRole("button", { name: "Save vehicles" }));
  // The list is read again once saved.
  await waitFor(() =>
    expect(screen.getAllByRole("listitem")[2]).toHaveTextContent("Vehicle 3 · 40 seats · No bus yet"),
  );
  expect(screen.queryByRole("alert")).toBeNull();
});

test("a refusal shows the server's message in the panel, and nothing changes", async () => {
  const refusal = "Release Ramesh Yadav from vehicle 2 before removing it.";
  show([
    staffMe("owner", ALLOCATE),
    read([own, hired]),
    choices,
    {
      request: {
        query: AllocateVehiclesDocument,
        variables: { bookingId: "k1", vehicles: [{ id: "v1", busId: "b1" }] },
      },
      result: {
        errors: [
          new GraphQLError(refusal, { extensions: { code: "CONFLICT", messageKey: "vehicle.removeWithDriver" } }),
        ],
      },
    },
  ]);
  // Save waits for the bus choices (until then no bus is known to be a vendor's).
  await screen.findAllByRole("option", { name: "Sharma Travels · UP65 CD 5678 (35 seats)" });
  await userEvent.click(screen.getByRole("button", { name: "Remove vehicle 2" }));
  expect(screen.queryByRole("group", { name: "Vehicle 2" })).toBeNull();
  await userEvent.click(screen.getByRole("button", { name: "Save vehicles" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(refusal);
  expect(screen.getAllByRole("listitem")).toHaveLength(2);
});

test("staff who may not allocate read the vehicles only, and no margin without money.read", async () => {
  show([staffMe("dispatcher", ["bookings.read", "drivers.write"]), read([own, hired], false)]);
  expect((await screen.findAllByRole("listitem"))[1]).toHaveTextContent("Vehicle 2 · 45 seats · UP65 AB 1234");
  await screen.findByText("Permissions read");
  expect(screen.queryByRole("button", { name: "Save vehicles" })).toBeNull();
  expect(screen.queryByText(/Margin/)).toBeNull();
});
