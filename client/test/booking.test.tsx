import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import BookingPage from "../src/features/booking/BookingPage";
import { CreateBooking } from "../src/features/booking/booking.documents";
import { bookingInput, step1Valid, type BookingForm } from "../src/features/booking/wizard";
import { renderApp, Where } from "./render";
import { graphql } from "../src/gql";
import { BusAvailabilityQuery } from "../src/features/booking/BusSelect";

const BusChoices = graphql(`
  query BusChoices {
    buses {
      id
      name
      capacity
      status
    }
  }
`);
const buses = {
  request: { query: BusChoices },
  result: {
    data: {
      buses: [
        { __typename: "Bus", id: "b1", name: "Volvo", capacity: 49, status: "Available" },
        { __typename: "Bus", id: "b2", name: "Mini", capacity: 26, status: "Available" },
      ],
    },
  },
};
const future = new Date(Date.now() + 10 * 86400000).toISOString().slice(0, 10);

const base: BookingForm = {
  pickupLocation: "Varanasi",
  destination: "Sarnath",
  departureDate: future,
  days: "2",
  busId: "b1",
  name: "",
  email: "",
  phone: "",
  notes: "",
  passengers: "20",
  buses: "1",
  stops: [],
  destinationNightHalt: false,
  tripType: "round-trip",
  messageConsent: false,
};
const availability = (days: number, unavailable: string[] = []) => ({
  request: { query: BusAvailabilityQuery, variables: { departureDate: future, days } },
  result: {
    data: {
      busAvailability: ["b1", "b2"].map((busId) => ({
        __typename: "BusAvailability",
        busId,
        available: !unavailable.includes(busId),
        reason: unavailable.includes(busId) ? "Unavailable until Dec 1, 2026" : null,
      })),
    },
  },
});

beforeEach(() => localStorage.clear());

test("step 1 needs pickup, destination, date, days >= 1 and a bus", () => {
  expect(step1Valid(base)).toBe(true);
  expect(step1Valid({ ...base, pickupLocation: " " })).toBe(false);
  expect(step1Valid({ ...base, destination: "" })).toBe(false);
  expect(step1Valid({ ...base, departureDate: "" })).toBe(false);
  expect(step1Valid({ ...base, days: "0" })).toBe(false);
  expect(step1Valid({ ...base, busId: "" })).toBe(false);
  expect(step1Valid({ ...base, passengers: "" })).toBe(false);
  expect(step1Valid({ ...base, passengers: "0" })).toBe(false);
  expect(step1Valid({ ...base, passengers: "2.5" })).toBe(false);
  expect(step1Valid({ ...base, stops: [{ place: " ", day: "2", nightHalt: false }] })).toBe(false);
  expect(step1Valid({ ...base, stops: [{ place: "Ayodhya", day: "2", nightHalt: true }] })).toBe(true);
  expect(step1Valid({ ...base, passengers: "40" }, 35)).toBe(false);
  expect(step1Valid({ ...base, passengers: "35" }, 35)).toBe(true);
});

test("the consent box is sent only when ticked (a staff booking's input has no such field)", () => {
  expect(bookingInput(base)).not.toHaveProperty("messageConsent");
  expect(bookingInput({ ...base, messageConsent: true })).toMatchObject({ messageConsent: true });
});

test("the simple case sends no plan; added stops send the trip type and every stop, the destination first", () => {
  expect(bookingInput(base)).not.toHaveProperty("stops");
  const planned = bookingInput({
    ...base,
    destination: "Prayagraj",
    destinationNightHalt: true,
    stops: [{ place: " Ayodhya ", day: "2", nightHalt: true }],
  });
  expect(planned).toMatchObject({
    tripType: "round-trip",
    stops: [
      { place: "Prayagraj", day: 1, nightHalt: true },
      { place: "Ayodhya", day: 2, nightHalt: true },
    ],
  });
});

test("Continue is disabled until step 1 is valid; Back keeps the values; the bus from the URL is preselected", async () => {
  renderApp(<BookingPage />, { path: "/booking?bus=b2", mocks: [buses, availability(1), availability(3)] });
  expect(await screen.findByRole("option", { name: /Mini/ })).toBeInTheDocument();
  expect(screen.getByLabelText("Select Bus")).toHaveValue("b2");
  const cont = screen.getByRole("button", { name: "Continue" });
  expect(cont).toHaveAttribute("aria-disabled", "true");
  await userEvent.type(screen.getByLabelText("Pickup Location"), "Varanasi");
  await userEvent.type(screen.getByLabelText("Destination"), "Sarnath");
  await userEvent.type(screen.getByLabelText("Departure Date"), future);
  expect(screen.getByLabelText("Number of Days")).toHaveAttribute("min", "1");
  expect(cont).toHaveAttribute("aria-disabled", "true");
  await userEvent.type(screen.getByLabelText("Number of Passengers"), "30");
  const seats =
    "Mini seats 26 passengers, fewer than your 30. Please choose a larger bus, or fewer passengers, to continue.";
  expect(await screen.findByText(seats)).toBeInTheDocument();
  expect(screen.getByText("Please arrive at the pickup point 30 minutes before departure.")).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText("Number of Days"));
  await userEvent.type(screen.getByLabelText("Number of Days"), "0");
  expect(screen.getByRole("button", { name: "Continue" })).toHaveAttribute("aria-disabled", "true");
  // A tap on it then does nothing: the step stays.
  await userEvent.click(screen.getByRole("button", { name: "Continue" }));
  expect(screen.getByLabelText("Pickup Location")).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText("Number of Days"));
  await userEvent.type(screen.getByLabelText("Number of Days"), "3");
  // 30 passengers on a 26-seat bus: Continue refuses, saying why beside it.
  await userEvent.click(screen.getByRole("button", { name: "Continue" }));
  expect(screen.getByRole("alert")).toHaveTextContent(seats);
  expect(screen.getByLabelText("Pickup Location")).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText("Number of Passengers"));
  await userEvent.type(screen.getByLabelText("Number of Passengers"), "26");
  await userEvent.click(screen.getByRole("button", { name: "Continue" }));
  expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
  expect(screen.getByLabelText("Phone")).toHaveAttribute("type", "tel");
  expect(screen.getByRole("button", { name: "Submit Booking" })).toBeDisabled();
  await userEvent.click(screen.getByRole("button", { name: "Back" }));
  expect(screen.getByLabelText("Pickup Location")).toHaveValue("Varanasi");
  expect(screen.getByLabelText("Number of Days")).toHaveValue(3);
});

test("a guest's booking stores the returned session and lands on /dashboard", async () => {
  const create = {
    request: {
      query: CreateBooking,
      variables: {
        input: {
          pickupLocation: "Varanasi",
          destination: "Sarnath",
          departureDate: future,
          days: 1,
          busId: "b1",
          name: "Asha",
          email: "asha@example.com",
          phone: "+91 99999 11111",
          notes: null,
          passengers: 12,
          buses: 1,
          // The page's language: a new guest account reads its e-mails in it.
          language: "en",
        },
      },
    },
    result: {
      data: {
        createBooking: {
          __typename: "CreateBookingPayload",
          booking: { __typename: "Booking", id: "x1", status: "Pending", distance: 17 },
          auth: {
            __typename: "AuthPayload",
            token: "t",
            refreshToken: "r",
            role: "user",
            username: null,
            name: "Asha",
            userId: "u1",
          },
        },
      },
    },
  };
  renderApp(<BookingPage />, {
    path: "/booking?bus=b1",
    mocks: [buses, availability(1), create],
    routes: { "/dashboard": <Where /> },
  });
  await screen.findByRole("option", { name: /Volvo/ });
  await userEvent.type(screen.getByLabelText("Pickup Location"), "Varanasi");
  await userEvent.type(screen.getByLabelText("Destination"), "Sarnath");
  await userEvent.type(screen.getByLabelText("Departure Date"), future);
  await userEvent.type(screen.getByLabelText("Number of Passengers"), "12");
  await userEvent.click(screen.getByRole("button", { name: "Continue" }));
  await userEvent.type(screen.getByLabelText("Full Name"), "Asha");
  await userEvent.type(screen.getByLabelText("Email"), "asha@example.com");
  await userEvent.type(screen.getByLabelText("Phone"), "+91 99999 11111");
  await userEvent.click(screen.getByRole("button", { name: "Submit Booking" }));
  await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("/dashboard"));
  expect(localStorage.getItem("token")).toBe("t");
  expect(localStorage.getItem("role")).toBe("user");
});

test("a bus unavailable on the chosen dates is shown but cannot be chosen; a bus in Maintenance is not offered", async () => {
  const withMaintenance = {
    ...buses,
    result: {
      data: {
        buses: [
          ...buses.result.data.buses,
          { __typename: "Bus", id: "b3", name: "Urbania", capacity: 12, status: "Maintenance" },
        ],
      },
    },
  };
  renderApp(<BookingPage />, { path: "/booking", mocks: [withMaintenance, availability(1, ["b2"])] });
  await screen.findByRole("option", { name: /Volvo/ });
  expect(screen.queryByRole("option", { name: /Urbania/ })).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText("Departure Date"), future);
  const mini = await screen.findByRole("option", { name: /Mini .* unavailable: Unavailable until Dec 1, 2026/ });
  expect(mini).toBeDisabled();
  expect(screen.getByRole("option", { name: /Volvo/ })).toBeEnabled();
});
