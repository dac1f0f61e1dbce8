/**
 * The driver's page (`/d/<token>`) over its one hook, useDriverTrip: a step sent again after a failure keeps its
 * id (the server records it once), amounts are read as rupees the driver types ("1,250"), and one that is not an
 * amount is refused on the page before anything is sent (no mock answers a close there: one sent would show
 * another message).
 */
import type { MockedResponse } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { ThemeProvider } from "styled-components";
import { theme } from "../src/app/theme";
import DriverPage from "../src/features/driver/DriverPage";
import { DriverClose, DriverStart, DriverTripQuery } from "../src/features/driver/driver.documents";
import type { DriverTripFieldsFragment } from "../src/gql/graphql";

const trip = (over: Partial<DriverTripFieldsFragment> = {}) => ({
  __typename: "DriverTrip" as const,
  bookingId: "b1",
  reference: "BK-62b5",
  driverName: "Ramesh Yadav",
  language: "en",
  departureDate: "2026-12-01",
  returnDate: "2026-12-03",
  days: 3,
  pickupLocation: "Assi Ghat, Varanasi",
  destination: "Sarnath",
  plan: ["Assi Ghat, Varanasi", "Sarnath"],
  stops: [{ __typename: "TripStopView" as const, place: "Sarnath", day: 1, time: null, nightHalt: false }],
  customerName: "Priya Sharma",
  customerPhone: "+91 98390 12345",
  passengers: 12,
  busName: "Ganga Coach",
  registrationNumber: null,
  notes: null,
  reportingTime: "06:30",
  amountToCollectPaise: 10000050,
  validUntil: "2026-12-04",
  startedAt: null,
  openingKm: null,
  closedAt: null,
  closingKm: null,
  actualKm: null,
  amountCollected: null,
  codeAttemptsLeft: 5,
  steps: [],
  ...over,
});
const started = trip({ startedAt: "2026-12-01T01:00:00Z", openingKm: 45000 });

function show(mocks: MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={["/d/tok1"]}>
          <Routes>
            <Route path="/d/:token" element={<DriverPage />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </MockedProvider>,
  );
}
const read = (answer: ReturnType<typeof trip>): MockedResponse => ({
  request: { query: DriverTripQuery, variables: { token: "tok1" } },
  result: { data: { driverTrip: answer } },
});

test("the slip's facts, and a start sent again after a dropped connection keeps its step's id", async () => {
  const sent: string[] = [];
  const starting = (answer: Partial<MockedResponse>): MockedResponse =>
    ({
      request: {
        query: DriverStart,
        variables: (v: { token: string; input: { stepId: string; openingKm: number } }) => {
          sent.push(v.input.stepId);
          return v.token === "tok1" && v.input.openingKm === 45000;
        },
      },
      ...answer,
    }) as MockedResponse;
  show([
    read(trip()),
    starting({ error: new Error("offline") }),
    starting({ result: { data: { driverStartTrip: started } } }),
  ]);
  expect(await screen.findByRole("heading", { name: "Duty slip BK-62b5" })).toBeInTheDocument();
  const slip = screen.getByRole("region", { name: "Duty slip" });
  expect(slip).toHaveTextContent("Collect from the customer on board₹1,00,000.50");
  expect(screen.getByRole("link", { name: "Duty slip (PDF)" })).toHaveAttribute(
    "href",
    "/duty-slips/link.pdf?token=tok1&lang=en",
  );
  expect(screen.getByRole("link", { name: "Call +91 98390 12345" })).toHaveAttribute("href", "tel:+919839012345");

  await userEvent.type(screen.getByLabelText("Opening km"), "45000");
  await userEvent.click(screen.getByRole("button", { name: "Start trip" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "Could not reach the office. Check the connection and try again.",
  );
  await userEvent.click(screen.getByRole("button", { name: "Start trip" }));
  expect(await screen.findByText("Trip in progress")).toBeInTheDocument();
  expect(screen.getByText("Opening km: 45000")).toBeInTheDocument();
  const ids = [...new Set(sent)];
  expect(ids).toHaveLength(1);
  expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});

test("an amount collected that is not rupees is refused before anything is sent", async () => {
  show([read(started)]);
  await screen.findByText("Trip in progress");
  await userEvent.type(screen.getByLabelText("Closing km"), "45090");
  await userEvent.clear(screen.getByLabelText("Amount collected (₹)"));
  await userEvent.type(screen.getByLabelText("Amount collected (₹)"), "12O");
  await userEvent.type(screen.getByLabelText("Customer's 4-digit code"), "4321");
  await userEvent.click(screen.getByRole("button", { name: "Close trip" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "Please write the amount in rupees, for example 120 or 120.50.",
  );
  expect(screen.getByText("Trip in progress")).toBeInTheDocument();
});

test("the close sends the amount collected as the driver wrote it, in rupees", async () => {
  const closed = trip({ ...started, closedAt: "2026-12-03T12:00:00Z", closingKm: 45090, actualKm: 90 });
  show([
    read(started),
    {
      request: {
        query: DriverClose,
        variables: (v: { input: { closingKm: number; amountCollected: number; code: string } }) =>
          v.input.closingKm === 45090 && v.input.amountCollected === 1250.5 && v.input.code === "4321",
      },
      result: { data: { driverCloseTrip: closed } },
    } as MockedResponse,
  ]);
  await screen.findByText("Trip in progress");
  await userEvent.type(screen.getByLabelText("Closing km"), "45090");
  await userEvent.clear(screen.getByLabelText("Amount collected (₹)"));
  await userEvent.type(screen.getByLabelText("Amount collected (₹)"), "1,250.50");
  await userEvent.type(screen.getByLabelText("Customer's 4-digit code"), "4321");
  await userEvent.click(screen.getByRole("button", { name: "Close trip" }));
  expect(await screen.findByText("Trip closed. Thank you!")).toBeInTheDocument();
  expect(screen.getByText("Closing km: 45090 · Trip km: 90")).toBeInTheDocument();
});
