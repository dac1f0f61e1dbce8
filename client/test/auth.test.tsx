import { jest } from "@jest/globals";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import LoginPage from "../src/features/auth/LoginPage";
import RegisterPage from "../src/features/auth/RegisterPage";
import { LoginMutation, RegisterMutation } from "../src/features/auth/auth.documents";
import { renderApp, Where } from "./render";

const auth = (role: "user" | "admin") => ({
  token: "t",
  refreshToken: "r",
  role,
  username: "u",
  name: "N",
  userId: "1",
});
const loginMock = (login: string, role: "user" | "admin", delay = 0, remember = true) => ({
  request: { query: LoginMutation, variables: { input: { login, password: "pw-123456", remember } } },
  result: { data: { login: { __typename: "AuthPayload", ...auth(role) } } },
  delay,
});

let fetchMock: jest.Mock<(url: unknown, init?: { body?: string }) => Promise<unknown>>;
beforeEach(() => {
  localStorage.clear();
  // Plain fetch is only used to revoke a refresh token (logout, or a login refused for its tab).
  fetchMock = jest.fn(async () => ({ json: async () => ({ data: { logout: true } }) }));
  global.fetch = fetchMock as unknown as typeof fetch;
});
const revoked = () =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(init?.body ?? "{}") as { query: string; variables: { t: string } });

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
    renderApp(<LoginPage />, {
      path: "/login",
      mocks: [loginMock("asha", "user", 500)],
      routes: { "/dashboard": <Where /> },
    });
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
    expect(await screen.findByRole("alert")).toHaveTextContent("You are an admin. Please use the Admin login tab.");
    expect(localStorage.length).toBe(0);
    await waitFor(() =>
      expect(revoked()).toEqual([
        expect.objectContaining({ query: expect.stringContaining("logout"), variables: { t: "r" } }),
      ]),
    );
  });

  test("a user on the Admin tab is refused; the sign-up link shows only on the User tab", async () => {
    renderApp(<LoginPage />, { path: "/login", mocks: [loginMock("asha", "user")] });
    expect(screen.getByRole("link", { name: "Sign up" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Admin" }));
    expect(screen.queryByRole("link", { name: "Sign up" })).toBeNull();
    await fill("asha");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You are not an admin. Please use the User login tab.");
    expect(localStorage.length).toBe(0);
  });

  test("an admin on the Admin tab lands on /admin", async () => {
    renderApp(<LoginPage />, { path: "/login", mocks: [loginMock("boss", "admin")], routes: { "/admin": <Where /> } });
    await userEvent.click(screen.getByRole("tab", { name: "Admin" }));
    await fill("boss");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByTestId("where")).toHaveTextContent("/admin");
    expect(localStorage.getItem("role")).toBe("admin");
    expect(localStorage.getItem("token")).toBe("t");
    for (const key of ["refreshToken", "name", "username", "userId"]) expect(localStorage.getItem(key)).not.toBeNull();
  });

  test("the tabs are ARIA tabs: one tab stop, arrow keys move and select", async () => {
    renderApp(<LoginPage />, { path: "/login" });
    const user = screen.getByRole("tab", { name: "User" });
    const admin = screen.getByRole("tab", { name: "Admin" });
    expect(screen.getByRole("tablist")).toHaveAccessibleName("Account type");
    expect(user).toHaveAttribute("aria-selected", "true");
    expect(admin).toHaveAttribute("tabindex", "-1");
    expect(screen.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", user.id);
    user.focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(admin).toHaveFocus();
    expect(admin).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", admin.id);
    expect(screen.queryByRole("link", { name: "Sign up" })).toBeNull();
    await userEvent.keyboard("{Home}");
    expect(user).toHaveFocus();
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/register");
  });

  test("the form has Remember me and a Forgot password? link; unticked, the login asks for a shorter session", async () => {
    renderApp(<LoginPage />, {
      path: "/login",
      mocks: [loginMock("asha", "user", 0, false)],
      routes: { "/dashboard": <Where /> },
    });
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
    const remember = screen.getByRole("checkbox", { name: "Remember me" });
    expect(remember).toBeChecked();
    await userEvent.click(remember);
    await fill("asha");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByTestId("where")).toHaveTextContent("/dashboard");
    expect(localStorage.getItem("refreshToken")).toBe("r");
  });

  test("a failure without a server message shows the specification's text", async () => {
    const mock = {
      request: { query: LoginMutation, variables: { input: { login: "x", password: "pw-123456", remember: true } } },
      error: new Error("Failed to fetch"),
    };
    renderApp(<LoginPage />, { path: "/login", mocks: [mock] });
    await fill("x");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Login failed. Please check your credentials and try again.",
    );
    expect(localStorage.length).toBe(0);
  });

  test("a server error is shown in red text", async () => {
    const mock = {
      request: { query: LoginMutation, variables: { input: { login: "x", password: "pw-123456", remember: true } } },
      result: { errors: [{ message: "Invalid email/username or password." }] },
    };
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
      request: {
        query: RegisterMutation,
        variables: {
          input: {
            name: "Ravi",
            email: "ravi@example.com",
            mobileNo: "+91 98390 11111",
            username: "ravi",
            password: "pw-123456",
          },
        },
      },
      result: { data: { register: { __typename: "AuthPayload", ...auth("user") } } },
      // Long enough to be seen busy on a loaded machine (the check polls every 50 ms).
      delay: 500,
    };
    renderApp(<RegisterPage />, { path: "/register", mocks: [mock], routes: { "/dashboard": <Where /> } });
    await fillAll();
    await userEvent.click(screen.getByRole("checkbox"));
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("button", { name: "Creating Account..." })).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent("/dashboard"));
    expect(localStorage.getItem("role")).toBe("user");
    expect(await screen.findByText("Registration successful!")).toBeInTheDocument();
  });

  test("every field is required; email and mobile number have their input types; a sign-in link", async () => {
    renderApp(<RegisterPage />, { path: "/register" });
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Mobile Number")).toHaveAttribute("type", "tel");
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    const form = screen.getByRole("button", { name: "Create Account" }).closest("form")!;
    expect(await within(form).findAllByText("This field is required.")).toHaveLength(6);
    expect(screen.getByText("Please agree to the terms and conditions.")).toBeInTheDocument();
  });

  test("a refused registration: toast with the server's message, nothing stored", async () => {
    const mock = {
      request: {
        query: RegisterMutation,
        variables: {
          input: {
            name: "Ravi",
            email: "ravi@example.com",
            mobileNo: "+91 98390 11111",
            username: "ravi",
            password: "pw-123456",
          },
        },
      },
      result: { errors: [{ message: "An account with this email already exists.", extensions: { code: "CONFLICT" } }] },
    };
    renderApp(<RegisterPage />, { path: "/register", mocks: [mock as never] });
    await fillAll();
    await userEvent.click(screen.getByRole("checkbox"));
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("An account with this email already exists.")).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  test("a failed registration without a server message: 'Registration failed. Please try again.'", async () => {
    const mock = {
      request: {
        query: RegisterMutation,
        variables: {
          input: {
            name: "Ravi",
            email: "ravi@example.com",
            mobileNo: "+91 98390 11111",
            username: "ravi",
            password: "pw-123456",
          },
        },
      },
      error: new Error("Failed to fetch"),
    };
    renderApp(<RegisterPage />, { path: "/register", mocks: [mock] });
    await fillAll();
    await userEvent.click(screen.getByRole("checkbox"));
    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Registration failed. Please try again.")).toBeInTheDocument();
  });
});
