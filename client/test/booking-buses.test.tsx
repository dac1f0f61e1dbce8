/**
 * A group larger than one bus: the booking wizard asks how many buses like the chosen one it needs, proposes the
 * combination that seats everyone (counted from the bus's seats) and sends the number with the booking; the
 * customer's booking detail lists the buses of a booking that has several, in English and Hindi.
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "styled-components";
import { theme } from "../src/app/theme";
import BookingPage from "../src/features/booking/BookingPage";
import { bookingInput, busesNeeded, emptyBooking, step1Valid, tooManyForBus } from "../src/features/booking/wizard";
import { DetailTrip } from "../src/features/dashboard/DetailTrip";
import { BusChoicesDocument, type BookingDetailQuery } from "../src/gql/graphql";
import { addMessages, LanguageProvider } from "../src/i18n";
import hiPages from "../src/locales/hi.pages.json";
import { renderApp } from "./render";

addMessages(hiPages, "hi");

const buses = {
  request: { query: BusChoicesDocument },
  result: {
    data: { buses: [{ __typename: "Bus", id: "b1", name: "Volvo 45", capacity: 45, status: "Available" }] },
  },
};
const group = {
  ...emptyBooking,
  pickupLocation: "Varanasi",
  destination: "Prayagraj",
  departureDate: "2099-02-10",
  busId: "b1",
  passengers: "130",
};

test("a group needs as many buses as its passengers fill; 1 to 10 of them, sent with the booking", () => {
  expect(busesNeeded(130, 45)).toBe(3);
  expect(busesNeeded(90, 45)).toBe(2);
  expect(tooManyForBus(group, 45)).toBe(true);
  expect(tooManyForBus({ ...group, buses: "3" }, 45)).toBe(false);
  expect(step1Valid(group, 45)).toBe(false);
  expect(step1Valid({ ...group, buses: "3" }, 45)).toBe(true);
  expect(step1Valid({ ...group, passengers: "20", buses: "0" }, 45)).toBe(false);
  expect(step1Valid({ ...group, passengers: "20", buses: "11" }, 45)).toBe(false);
  expect(step1Valid({ ...group, passengers: "20", buses: "1.5" }, 45)).toBe(false);
  expect(bookingInput({ ...group, buses: "3" })).toMatchObject({ passengers: 130, buses: 3 });
});

test("130 passengers on a 45-seat bus: the wizard proposes 3 buses, and Use 3 buses asks for them", async () => {
  renderApp(<BookingPage />, { path: "/booking?bus=b1", mocks: [buses] });
  await screen.findByRole("option", { name: /Volvo 45/ });
  const count = screen.getByRole("spinbutton", { name: "Number of buses" });
  expect(count).toHaveValue(1);
  await userEvent.type(screen.getByLabelText("Number of Passengers"), "130");
  expect(
    await screen.findByText(
      "Volvo 45 seats 45 passengers, fewer than your 130. Please choose a larger bus, or fewer passengers, to continue.",
    ),
  ).toBeInTheDocument();
  expect(screen.getByText("130 passengers need 3 × Volvo 45 (45 seats each)")).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Use 3 buses" }));
  expect(count).toHaveValue(3);
  expect(screen.queryByText(/passengers need/)).toBeNull();
  // Two buses are not enough for 130: the reason names both, and the proposal stays 3.
  await userEvent.clear(count);
  await userEvent.type(count, "2");
  expect(
    await screen.findByText(
      "2 × Volvo 45 seat 90 passengers, fewer than your 130. Please choose more or larger buses, or fewer passengers, to continue.",
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Use 3 buses" })).toBeInTheDocument();
});

test("more than 10 buses' worth of passengers: no proposal, only the reason", async () => {
  renderApp(<BookingPage />, { path: "/booking?bus=b1", mocks: [buses] });
  await screen.findByRole("option", { name: /Volvo 45/ });
  await userEvent.type(screen.getByLabelText("Number of Passengers"), "500");
  expect(await screen.findByText(/Volvo 45 seats 45 passengers, fewer than your 500/)).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: /Use \d+ buses/ })).toBeNull();
});

type Booking = NonNullable<BookingDetailQuery["booking"]>;
const booking = (vehicles: Array<{ seats: number; busName: string | null }>) =>
  ({
    pickupLocation: "Varanasi",
    destination: "Prayagraj",
    departureDate: "2099-02-10",
    days: 2,
    distance: 240,
    status: "Confirmed",
    notes: null,
    bus: { id: "b1", name: "Volvo 45", capacity: 45 },
    vehicles: vehicles.map((v, i) => ({ id: `v${i + 1}`, position: i + 1, ...v })),
  }) as unknown as Booking;
const showTrip = (b: Booking, lang: "en" | "hi" = "en") =>
  render(
    <LanguageProvider value={lang}>
      <ThemeProvider theme={theme}>
        <DetailTrip b={b} />
      </ThemeProvider>
    </LanguageProvider>,
  );

test("the customer's booking lists its buses when it has several, in English and Hindi", () => {
  const three = booking([
    { seats: 45, busName: "Volvo 45" },
    { seats: 45, busName: "Volvo 45" },
    { seats: 45, busName: null },
  ]);
  const { unmount } = showTrip(three);
  expect(
    screen.getByText("3 buses: Volvo 45 · 45 seats, Volvo 45 · 45 seats, 45 seats, bus to be allotted"),
  ).toBeInTheDocument();
  unmount();
  showTrip(three, "hi");
  expect(screen.getByText("3 बसें: Volvo 45 · 45 सीटें, Volvo 45 · 45 सीटें, 45 सीटें, बस जल्द तय होगी")).toBeInTheDocument();
});

test("a booking of one bus shows no list of buses", () => {
  showTrip(booking([{ seats: 45, busName: "Volvo 45" }]));
  expect(screen.queryByText("Buses")).toBeNull();
});
