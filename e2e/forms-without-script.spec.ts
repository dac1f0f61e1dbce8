import { expect, type Page } from "@playwright/test";
import { ADMIN, test, unique } from "./helpers";

/**
 * Sign In, Create Account and Send work without the page's script (server/src/http/forms.ts): the
 * browser posts them to the page's own URL and the server answers as the app would. Each test here
 * blocks the app's scripts entirely, then lets them load again on a later page: the session the server
 * gave is the app's own.
 */
async function withoutScript(page: Page) {
  const scripts = /\/assets\/[\w.-]+\.js$/;
  await page.route(scripts, (route) => route.abort());
  const posts: string[] = [];
  const operations: string[] = [];
  page.on("request", (r) => {
    if (r.method() !== "POST") return;
    if (r.resourceType() === "document") posts.push(new URL(r.url()).pathname);
    else if (new URL(r.url()).pathname === "/graphql") operations.push(r.postDataJSON()?.operationName);
  });
  return {
    /** The browser's own posts (pages), and the GraphQL operations the page sent. */
    posts,
    operations,
    /** The scripts load again from now on. */
    allow: () => page.unroute(scripts),
  };
}

async function register(page: Page, name: string) {
  const id = unique();
  const account = { username: `nojs_${id}`, password: "no-script-1" };
  const r = await page.request.post("/graphql", {
    data: {
      query: `mutation($i: RegisterInput!) { register(input: $i) { token } }`,
      variables: {
        i: { name, email: `nojs.${id}@example.com`, mobileNo: "+91 90000 77777", ...account },
      },
    },
  });
  expect(r.ok()).toBe(true);
  return account;
}

test.describe("without the page's script", () => {
  test("signing in on the Admin tab lands on /admin, and the admin area works once the script loads", async ({
    page,
  }) => {
    const visit = await withoutScript(page);
    await page.goto("/login");
    await page.getByRole("tab", { name: "Admin" }).click();
    await expect(page.getByRole("tab", { name: "Admin" })).toHaveAttribute("aria-selected", "true");
    await page.getByLabel("Email or Username").fill(ADMIN.login);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await page.evaluate(() => localStorage.getItem("role"))).toBe("admin");
    await visit.allow();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Welcome, Admin" })).toBeVisible();
    expect(visit.posts).toEqual(["/login"]);
    expect(visit.operations).not.toContain("Login");
  });

  test("a user account on the Admin tab is told to use the User tab, on the Admin tab still", async ({ page }) => {
    const account = await register(page, "No Script");
    const visit = await withoutScript(page);
    await page.goto("/login");
    await page.getByRole("tab", { name: "Admin" }).click();
    await page.getByLabel("Email or Username").fill(account.username);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByLabel("Password", { exact: true }).press("Enter");
    await expect(page.getByRole("alert")).toHaveText("You are not an admin. Please use the User login tab.");
    await expect(page.getByRole("tab", { name: "Admin" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Email or Username")).toHaveValue(account.username);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    expect(visit.posts).toEqual(["/login"]);
  });

  test("Create Account opens the account and lands on the dashboard, signed in", async ({ page }) => {
    const id = unique();
    const visit = await withoutScript(page);
    await page.goto("/register");
    await page.getByLabel("Full Name").fill("Meera Noscript");
    await page.getByLabel("Email", { exact: true }).fill(`meera.nojs.${id}@example.com`);
    await page.getByLabel("Mobile Number").fill("+91 98390 66666");
    await page.getByLabel("Username").fill(`meera_nojs_${id}`);
    await page.getByLabel("Password", { exact: true }).fill("namaste-2026");
    await page.getByLabel("Confirm Password").fill("namaste-2026");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await visit.allow();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Welcome back, Meera Noscript" })).toBeVisible();
    await expect(page.getByText("Registration successful!")).toBeVisible();
    expect(visit.posts).toEqual(["/register"]);
    expect(visit.operations).not.toContain("Register");
  });

  test("Create Account with passwords that differ shows the page's message, the values kept", async ({ page }) => {
    await withoutScript(page);
    await page.goto("/register");
    await page.getByLabel("Full Name").fill("Meera Mismatch");
    await page.getByLabel("Password", { exact: true }).fill("namaste-2026");
    await page.getByLabel("Confirm Password").fill("namaste-2027");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Passwords do not match!")).toBeVisible();
    await expect(page.getByText("Please agree to the terms and conditions.")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Meera Mismatch");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  });

  test("Send, tapped twice, stores one message and shows the success note", async ({ page }) => {
    const subject = `No script ${unique()}`;
    const visit = await withoutScript(page);
    await page.goto("/contact");
    await page.getByLabel("Your Name").fill("Kiran Noscript");
    await page.getByLabel("Email Address").fill("kiran.nojs@example.com");
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("Message").fill("Forty students to Sarnath in March.");
    await page.getByRole("button", { name: "Send Message" }).dblclick();
    await expect(page.getByRole("status")).toHaveText(
      "Thank you! Your message has been sent. We will get back to you soon.",
    );
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(page.getByLabel("Your Name")).toHaveValue("");
    expect(visit.posts).toEqual(["/contact"]);
    const admin = await page.request.post("/graphql", {
      data: {
        query: `mutation($i: LoginInput!) { login(input: $i) { token } }`,
        variables: { i: { login: ADMIN.login, password: ADMIN.password } },
      },
    });
    const token = (await admin.json()).data.login.token;
    const list = await page.request.post("/graphql", {
      headers: { authorization: `Bearer ${token}` },
      data: { query: `{ contactMessages { subject } }` },
    });
    const subjects = ((await list.json()).data.contactMessages as { subject: string }[]).map((m) => m.subject);
    expect(subjects.filter((s) => s === subject)).toHaveLength(1);
  });
});
