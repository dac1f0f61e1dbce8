/**
 * Drivers of a booking with several vehicles: the View has one driver section per vehicle, each listing who drives
 * that vehicle and saving its own drivers (`vehicleId`); a booking of one vehicle keeps the single section.
 */
import type { MockedResponse } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { ThemeProvider } from "styled-components";
import { theme } from "../src/app/theme";
import { usePermissions } from "../src/app/RequireRole";
import { BookingDrivers } from "../src/features/admin/drivers/BookingDrivers";
import { AssignDriversDocument, BookingDriversDocument } from "../src/gql/graphql";
import "../src/features/admin/messages";
import { staffMe } from "./override.fixtures";

const driver = (id: string, name: string) => ({
  __typename: "Driver" as const,
  id,
  name,
  phone: "+91 94150 11111",
  licenceNumber: "UP65 2030 0001",
  licenceValidUntil: "2034-01-01",
  language: "hi",
  languages: ["hi"],
  active: true,
  notes: null,
  photoUrl: null,
});
const vehicle = (id: string, position: number, busName: string | null, registrationNumber: string | null) => ({
  __typename: "BookingVehicle" as const,
  id,
  position,
  busName,
  registrationNumber,
});
const tripDrivers = (vehicles: unknown[]): MockedResponse => ({
  request: { query: BookingDriversDocument, variables: { id: "k1", withLinks: true } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      booking: {
        __typename: "Booking",
        id: "k1",
        vehicles,
        drivers: [
          {
            __typename: "DriverAssignment",
            id: "a1",
            seat: 1,
            vehicleId: "v1",
            link: null,
            driver: { __typename: "Driver", id: "d1", name: "Ramesh Yadav", phone: "+91 94150 11111", language: "hi" },
          },
        ],
        trip: null,
        duty: null,
        tripCharges: [],
      },
      drivers: [driver("d1", "Ramesh Yadav"), driver("d2", "Suresh Pal")],
    },
  },
});

function View() {
  return usePermissions().ready ? <BookingDrivers bookingId="k1" reference="KCT-K1" /> : null;
}
const show = (mocks: MockedResponse[]) =>
  render(
    <MockedProvider mocks={mocks} showWarnings={false}>
      <ThemeProvider theme={theme}>
        <View />
      </ThemeProvider>
    </MockedProvider>,
  );
const assigner = staffMe("manager", ["bookings.read", "drivers.write"]);

test("each vehicle of a booking has its drivers; saving the second's sends its vehicle", async () => {
  const sent = { bookingId: "k1", driverIds: ["d2"], vehicleId: "v2" };
  show([
    assigner,
    tripDrivers([vehicle("v1", 1, "Volvo 45", "UP65 XY 0001"), vehicle("v2", 2, null, null)]),
    {
      request: { query: AssignDriversDocument, variables: sent },
      result: { errors: [new GraphQLError("Sent for vehicle 2.")] },
    },
  ]);
  const first = await screen.findByRole("region", { name: "Vehicle 1 · Volvo 45 (UP65 XY 0001)" });
  const second = screen.getByRole("region", { name: "Vehicle 2 · No bus yet" });
  // Ramesh drives vehicle 1: listed there, preselected there, and not in vehicle 2.
  expect(first).toHaveTextContent("Driver: Ramesh Yadav");
  expect(second).toHaveTextContent("No driver assigned yet.");
  expect(within(first).getByRole("combobox", { name: "Driver" })).toHaveValue("d1");
  await within(second).findAllByRole("option", { name: "Suresh Pal" });
  await userEvent.selectOptions(within(second).getByRole("combobox", { name: "Driver" }), "d2");
  await userEvent.click(within(second).getByRole("button", { name: "Save drivers" }));
  expect(await within(second).findByRole("alert")).toHaveTextContent("Sent for vehicle 2.");
});

test("a booking of one vehicle keeps one driver section, with no vehicle named", async () => {
  show([assigner, tripDrivers([vehicle("v1", 1, "Volvo 45", null)])]);
  expect(await screen.findByText("Driver:")).toBeInTheDocument();
  expect(screen.queryByRole("region", { name: /Vehicle 1/ })).toBeNull();
  expect(screen.getAllByRole("button", { name: "Save drivers" })).toHaveLength(1);
});
