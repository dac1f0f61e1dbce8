import { jest } from "@jest/globals";
import type { MockedResponse } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { ThemeProvider } from "styled-components";
import { App } from "../src/App";
import { sessionExpired } from "../src/app/refresh";
import { theme } from "../src/app/theme";
import { SettingsQuery } from "../src/features/shell/useSettings";
import { Where } from "./render";

const settingsMock: MockedResponse = {
  request: { query: SettingsQuery },
  result: {
    data: {
      settings: {
        __typename: "SiteSettings",
        bookingPhones: ["+91 98390 21005"],
        whatsappContacts: [],
        email: "bookings@kashicoachtours.in",
        supportHours: "9:00 AM - 9:00 PM daily",
        businessHours: "Monday-Sunday 9AM-10PM",
        address: "Sigra, Varanasi",
        mapLat: 25.3,
        mapLng: 82.9,
      },
    },
  },
  maxUsageCount: 20,
};

function renderApp(path: string) {
  return render(
    <MockedProvider mocks={[settingsMock]}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <App />
          <Where />
        </MemoryRouter>
      </ThemeProvider>
    </MockedProvider>,
  );
}

let warn: jest.SpiedFunction<typeof console.warn>;
beforeEach(() => {
  localStorage.clear();
  warn = jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

test("any other path shows the 404 page inside the site and logs '404: <path>'", async () => {
  renderApp("/no/such/page");
  expect(await screen.findByRole("heading", { name: "Oops! Page not found" })).toBeInTheDocument();
  expect(screen.getByRole("navigation", { name: "Main navigation" })).toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith("404: /no/such/page");
});

test("an admin page without a token lands on the sign-in form", async () => {
  renderApp("/admin/bookings");
  expect(await screen.findByRole("button", { name: "Sign In" })).toBeInTheDocument();
  expect(screen.getByTestId("where")).toHaveTextContent("/login");
});

test("/book opens the same booking wizard as /booking", async () => {
  renderApp("/book");
  expect(await screen.findByRole("heading", { level: 1, name: "Book Your Journey" })).toBeInTheDocument();
  expect(warn).not.toHaveBeenCalledWith("404: /book");
});

test("a session that cannot be renewed sends the user to /login through the router", async () => {
  localStorage.setItem("token", "t");
  localStorage.setItem("role", "user");
  renderApp("/about");
  await screen.findByRole("heading", { level: 1 });
  act(() => sessionExpired());
  expect(await screen.findByRole("button", { name: "Sign In" })).toBeInTheDocument();
  expect(localStorage.getItem("token")).toBeNull();
});

test("Logout clears all local storage, revokes the refresh token, goes home and says 'Logged out successfully.'", async () => {
  const fetchMock = jest.fn(async (_url: unknown, _init?: { body?: string }) => ({
    json: async () => ({ data: { logout: true } }),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  for (const [k, v] of Object.entries({
    token: "t",
    refreshToken: "r1",
    role: "user",
    name: "Asha",
    username: "asha",
    userId: "u1",
    other: "x",
  }))
    localStorage.setItem(k, v);
  renderApp("/about");
  const nav = await screen.findByRole("navigation", { name: "Main navigation" });
  await userEvent.click(within(nav).getByRole("button", { name: "Logout" }));
  expect(await screen.findByText("Logged out successfully.")).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent(/^\/$/));
  expect(localStorage.length).toBe(0);
  expect(within(nav).getByRole("link", { name: "Login" })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(JSON.parse(fetchMock.mock.calls[0][1]!.body!)).toMatchObject({ variables: { t: "r1" } });
});
