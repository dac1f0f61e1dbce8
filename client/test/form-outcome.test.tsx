import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import LoginPage from "../src/features/auth/LoginPage";
import { FormOutcomeContext, type FormOutcome } from "../src/app/form-outcome";
import { renderApp } from "./render";

/** The page as the server drew it after a Sign In the browser posted before the script (server/src/http/forms.ts). */
test("the login page drawn from the server's outcome: its tab, the login typed, the message; a tab change clears it", async () => {
  const outcome: FormOutcome = {
    form: "login",
    tab: "admin",
    values: { login: "asha", remember: false },
    error: { key: "auth.userOnAdminTab" },
  };
  renderApp(
    <FormOutcomeContext.Provider value={outcome}>
      <LoginPage />
    </FormOutcomeContext.Provider>,
    { path: "/login" },
  );
  expect(screen.getByRole("tab", { name: "Admin" })).toHaveAttribute("aria-selected", "true");
  expect(screen.getByRole("alert")).toHaveTextContent("You are not an admin. Please use the User login tab.");
  expect(screen.getByLabelText("Email or Username")).toHaveValue("asha");
  expect(screen.getByLabelText("Password")).toHaveValue("");
  expect(screen.getByRole("checkbox")).not.toBeChecked();
  // The form posts to its own page, with the tab it is on.
  const form = screen.getByRole("tabpanel");
  expect(form).toHaveAttribute("method", "post");
  expect(form).toHaveAttribute("action", "/login");
  expect(form.querySelector("input[data-tabs]")).toHaveValue("admin");
  await userEvent.click(screen.getByRole("tab", { name: "User" }));
  expect(screen.queryByRole("alert")).toBeNull();
  expect(form.querySelector("input[data-tabs]")).toHaveValue("user");
});
