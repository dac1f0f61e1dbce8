import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import BookingPage, { CreateBooking, step1Valid, type BookingForm } from "../src/features/booking/BookingPage";
import { renderApp, Where } from "./render";
import { graphql } from "../src/gql";

const BusChoices = graphql(`
  query BusChoices {
    buses { id name capacity status }
  }
`);
const buses = { request: { query: BusChoices }, result: { data: { buses: [{ __typename: "Bus", id: "b1", name: "Volvo", capacity: 49, status: "Available" }, { __typename: "Bus", id: "b2", name: "Mini", capacity: 26, status: "Available" }] } } };
const future = new Date(Date.now() + 10 * 86400000).toISOString().slice(0, 10);

const base: BookingForm = { pickupLocation: "Varanasi", destination: "Sarnath", departureDate: future, days: "2", busId: "b1", name: "", email: "", phone: "", notes: "" };

beforeEach(() => localStorage.clear());

test("step 1 needs pickup, destination, date, days >= 1 and a bus", () => {
  expect(step1Valid(base)).toBe(true);
  expect(step1Valid({ ...base, pickupLocation: " " })).toBe(false);
  expect(step1Valid({ ...base, destination: "" })).toBe(false);
  expect(step1Valid({ ...base, departureDate: "" })).toBe(false);
  expect(step1Valid({ ...base, days: "0" })).toBe(false);
  expect(step1Valid({ ...base, busId: "" })).toBe(false);
});

test("Continue is disabled until step 1 is valid; Back keeps the values; the bus from the URL is preselected", async () => {
  renderApp(<BookingPage />, { path: "/booking?bus=b2", mocks: [buses] });
  expect(await screen.findByRole("option", { name: /Mini/ })).toBeInTheDocument();
  expect(screen.getByLabelText("Select Bus")).toHaveValue("b2");
  const cont = screen.getByRole("button", { name: "Continue" });
  expect(cont).toBeDisabled();
  await userEvent.type(screen.getByLabelText("Pickup Location"), "Varanasi");
  await userEvent.type(screen.getByLabelText("Destination"), "Sarnath");
  await userEvent.type(screen.getByLabelText("Departure Date"), future);
  expect(screen.getByLabelText("Number of Days")).toHaveAttribute("min", "1");
  expect(screen.getByText("Please arrive at the pickup point 30 minutes before departure.")).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText("Number of Days"));
  await userEvent.type(screen.getByLabelText("Number of Days"), "0");
  expect(screen.getByRole("button", { name: "Continue" })).toBeDisabled();
  await userEvent.clear(screen.getByLabelText("Number of Days"));
  await userEvent.type(screen.getByLabelText("Number of Days"), "3");
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
    request: { query: CreateBooking, variables: { input: { pickupLocation: "Varanasi", destination: "Sarnath", departureDate: future, days: 1, busId: "b1", name: "Asha", email: "asha@example.com", phone: "+91 99999 11111", notes: null } } },
    result: { data: { createBooking: { __typename: "CreateBookingPayload", booking: { __typename: "Booking", id: "x1", status: "Pending", distance: 17 }, auth: { __typename: "AuthPayload", token: "t", refreshToken: "r", role: "user", username: null, name: "Asha", userId: "u1" } } } },
  };
  renderApp(<BookingPage />, { path: "/booking?bus=b1", mocks: [buses, create], routes: { "/dashboard": <Where /> } });
  await screen.findByRole("option", { name: /Volvo/ });
  await userEvent.type(screen.getByLabelText("Pickup Location"), "Varanasi");
  await userEvent.type(screen.getByLabelText("Destination"), "Sarnath");
  await userEvent.type(screen.getByLabelText("Departure Date"), future);
  await userEvent.click(screen.getByRole("button", { name: "Continue" }));
  await userEvent.type(screen.getByLabelText("Full Name"), "Asha");
  await userEvent.type(screen.getByLabelText("Email"), "asha@example.com");
  await userEvent.type(screen.getByLabelText("Phone"), "+91 99999 11111");
  await userEvent.click(screen.getByRole("button", { name: "Submit Booking" }));
  await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("/dashboard"));
  expect(localStorage.getItem("token")).toBe("t");
  expect(localStorage.getItem("role")).toBe("user");
});
