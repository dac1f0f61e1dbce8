import { jest } from "@jest/globals";
import type { MockedResponse } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { ThemeProvider } from "styled-components";
import { CheckToken, RequireRole } from "../src/app/RequireRole";
import { theme } from "../src/app/theme";
import NotFoundPage from "../src/features/notfound/NotFoundPage";
import { Where } from "./render";

const me = (role: "user" | "admin"): MockedResponse => ({
  request: { query: CheckToken },
  result: { data: { me: { __typename: "User", id: "u1", name: "Asha", role } } },
});
const expired: MockedResponse = {
  request: { query: CheckToken },
  result: { errors: [{ message: "Token has expired", extensions: { code: "UNAUTHENTICATED" } }] as never },
};

function at(path: string, mocks: MockedResponse[] = []) {
  render(
    <MockedProvider mocks={mocks}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/dashboard"
              element={
                <RequireRole roles={["user", "admin"]}>
                  <p>dashboard page</p>
                </RequireRole>
              }
            />
            <Route
              path="/admin"
              element={
                <RequireRole roles={["admin"]}>
                  <p>admin page</p>
                </RequireRole>
              }
            />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </MockedProvider>,
  );
}

function storeSession(role: string) {
  localStorage.setItem("token", "t");
  localStorage.setItem("refreshToken", "r");
  localStorage.setItem("role", role);
  localStorage.setItem("userId", "u1");
  localStorage.setItem("name", "Asha");
}

beforeEach(() => localStorage.clear());

test("no stored token: a guarded page sends the user to /login", () => {
  at("/dashboard");
  expect(screen.getByTestId("where")).toHaveTextContent("/login");
});

test("a role outside the page's list goes to /", () => {
  storeSession("user");
  at("/admin");
  expect(screen.getByTestId("where")).toHaveTextContent(/^\/$/);
});

test("an unknown stored role goes to /", () => {
  storeSession("superuser");
  at("/dashboard");
  expect(screen.getByTestId("where")).toHaveTextContent(/^\/$/);
});

test("the right role sees the page, and the token is checked with the server", async () => {
  storeSession("admin");
  at("/admin", [me("admin")]);
  expect(screen.getByText("admin page")).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 20));
  expect(screen.getByText("admin page")).toBeInTheDocument();
  expect(localStorage.getItem("token")).toBe("t");
});

test("users and admins both reach /dashboard", async () => {
  storeSession("user");
  at("/dashboard", [me("user")]);
  expect(screen.getByText("dashboard page")).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 20));
});

test("the server says 'Token has expired': the session's tokens are cleared and the user goes to /login", async () => {
  storeSession("user");
  at("/dashboard", [expired]);
  expect(await screen.findByTestId("where")).toHaveTextContent("/login");
  expect(localStorage.getItem("token")).toBeNull();
  expect(localStorage.getItem("role")).toBeNull();
  expect(localStorage.getItem("userId")).toBeNull();
});

test("the server's role wins over a stored one", async () => {
  storeSession("admin");
  at("/admin", [me("user")]);
  expect(await screen.findByTestId("where")).toHaveTextContent(/^\/$/);
});

test("the 404 page says 'Oops! Page not found', links home and logs the path", () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={["/nowhere/at-all"]}>
        <NotFoundPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
  expect(screen.getByRole("heading", { name: "Oops! Page not found" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Go back home" })).toHaveAttribute("href", "/");
  expect(warn).toHaveBeenCalledWith("404: /nowhere/at-all");
  warn.mockRestore();
});
