import { jest } from "@jest/globals";
import { render, screen } from "@testing-library/react";
import { MockedProvider } from "@apollo/client/testing/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { ThemeProvider } from "styled-components";
import { RequireRole } from "../src/app/RequireRole";
import { theme } from "../src/app/theme";
import NotFoundPage from "../src/features/notfound/NotFoundPage";
import { Where } from "./render";

function at(path: string) {
  render(
    <MockedProvider mocks={[]}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/dashboard" element={<RequireRole roles={["user", "admin"]}><p>dashboard page</p></RequireRole>} />
            <Route path="/admin" element={<RequireRole roles={["admin"]}><p>admin page</p></RequireRole>} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </MockedProvider>,
  );
}

beforeEach(() => localStorage.clear());

test("no stored token: a guarded page sends the user to /login", () => {
  at("/dashboard");
  expect(screen.getByTestId("where")).toHaveTextContent("/login");
});

test("a role outside the page's list goes to /", () => {
  localStorage.setItem("token", "t");
  localStorage.setItem("role", "user");
  at("/admin");
  expect(screen.getByTestId("where")).toHaveTextContent(/^\/$/);
});

test("the right role sees the page", () => {
  localStorage.setItem("token", "t");
  localStorage.setItem("role", "admin");
  at("/admin");
  expect(screen.getByText("admin page")).toBeInTheDocument();
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
