import { jest } from "@jest/globals";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import LoginPage, { LoginMutation } from "../src/features/auth/LoginPage";
import RegisterPage, { RegisterMutation } from "../src/features/auth/RegisterPage";
import { renderApp, Where } from "./render";

const auth = (role: "user" | "admin") => ({ token: "t", refreshToken: "r", role, username: "u", name: "N", userId: "1" });
const loginMock = (login: string, role: "user" | "admin", delay = 0) => ({
  request: { query: LoginMutation, variables: { input: { login, password: "pw-123456", remember: true } } },
  result: { data: { login: { __typename: "AuthPayload", ...auth(role) } } },
  delay,
});

beforeEach(() => localStorage.clear());

async function fill(login: string) {
  await userEvent.type(screen.getByLabelText("Email or Username"), login);
  await userEvent.type(screen.getByLabelText("Password"), "pw-123456");
}

describe("login", () => {
  test("login and password are required", async () => {
    renderApp(<LoginPage />, { path: "/login" });
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Please enter your email or username.")).toBeInTheDocument();
    expect(screen.getByText("Please enter your password.")).toBeInTheDocument();
  });

  test("the button reads 'Signing in...' while busy; a user lands on /dashboard with the session stored", async () => {
    renderApp(<LoginPage />, { path: "/login", mocks: [loginMock("asha", "user", 50)], routes: { "/dashboard": <Where /> } });
    await fill("asha");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("button", { name: "Signing in..." })).toBeDisabled();
    expect(await screen.findByTestId("where")).toHaveTextContent("/dashboard");
    expect(localStorage.getItem("token")).toBe("t");
    expect(localStorage.getItem("role")).toBe("user");
  });

  test("an admin on the User tab is refused and nothing is stored", async () => {
    renderApp(<LoginPage />, { path: "/login", mocks: [loginMock("boss", "admin")] });
    await fill("boss");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("You are an admin. Please use the Admin login tab.")).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBeNull();
  });

  test("a user on the Admin tab is refused; the sign-up link shows only on the User tab", async () => {
    renderApp(<LoginPage />, { path: "/login", mocks: [loginMock("asha", "user")] });
    expect(screen.getByRole("link", { name: "Sign up" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Admin" }));
    expect(screen.queryByRole("link", { name: "Sign up" })).toBeNull();
    await fill("asha");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("You are not an admin. Please use the User login tab.")).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBeNull();
  });

  test("an admin on the Admin tab lands on /admin", async () => {
    renderApp(<LoginPage />, { path: "/login", mocks: [loginMock("boss", "admin")], routes: { "/admin": <Where /> } });
    await userEvent.click(screen.getByRole("tab", { name: "Admin" }));
    await fill("boss");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByTestId("where")).toHaveTextContent("/admin");
  });

  test("a server error is shown in red text", async () => {
    const mock = { request: { query: LoginMutation, variables: { input: { login: "x", password: "pw-123456", remember: true } } }, result: { errors: [{ message: "Invalid email/username or password." }] } };
    renderApp(<LoginPage />, { path: "/login", mocks: [mock as never] });
    await fill("x");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email/username or password.");
  });
});

describe("register", () => {
  async function fillAll(confirm = "pw-123456") {
    await userEvent.type(screen.getByLabelText("Full Name"), "Ravi");
    await userEvent.type(screen.getByLabelText("Email"), "ravi@example.com");
    await userEvent.type(screen.getByLabelText("Mobile Number"), "+91 98390 11111");
    await userEvent.type(screen.getByLabelText("Username"), "ravi");
    await userEvent.type(screen.getByLabelText("Password"), "pw-123456");
    await userEvent.type(screen.getByLabelText("Confirm Password"), confirm);
  }

  test("'Passwords do not match!' and the terms message", async () => {
    renderApp(<RegisterPage />, { path: "/register" });
    await fillAll("different");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Passwords do not match!")).toBeInTheDocument();
    expect(screen.getByText("Please agree to the terms and conditions.")).toBeInTheDocument();
  });

  test("'Creating Account...' while busy, then the dashboard", async () => {
    const mock = {
      request: { query: RegisterMutation, variables: { input: { name: "Ravi", email: "ravi@example.com", mobileNo: "+91 98390 11111", username: "ravi", password: "pw-123456" } } },
      result: { data: { register: { __typename: "AuthPayload", ...auth("user") } } },
      delay: 50,
    };
    renderApp(<RegisterPage />, { path: "/register", mocks: [mock], routes: { "/dashboard": <Where /> } });
    await fillAll();
    await userEvent.click(screen.getByRole("checkbox"));
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("button", { name: "Creating Account..." })).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("/dashboard"));
    expect(localStorage.getItem("role")).toBe("user");
  });
});

void jest;
