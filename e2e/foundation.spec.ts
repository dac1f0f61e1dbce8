import fs from "node:fs";
import { expect } from "@playwright/test";
import { ADMIN, forbidOtherHosts, loginAs, unique, test } from "./helpers";

test("npm start serves the product on the Node LTS that .nvmrc and package.json pin", async ({ request }) => {
  const pinned = fs.readFileSync(".nvmrc", "utf8").trim();
  const engines = JSON.parse(fs.readFileSync("package.json", "utf8")).engines.node as string;
  expect(engines).toContain(`>=${pinned}.`);
  const health = await (await request.get("/healthz")).json();
  expect(health.status).toBe("ok");
  expect(health.node).toMatch(new RegExp(`^v${pinned}\\.`));
});

test("an admin logs in on the Admin tab and lands on /admin", async ({ page }) => {
  const check = forbidOtherHosts(page);
  await loginAs(page, "Admin", ADMIN.login, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Admin" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("role"))).toBe("admin");
  check();
});

test("an admin on the User tab is told to use the Admin tab and nothing is stored", async ({ page }) => {
  await loginAs(page, "User", ADMIN.login, ADMIN.password, true);
  await expect(page.getByText("You are an admin. Please use the Admin login tab.")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("a new user registers and lands on the dashboard", async ({ page }) => {
  const id = unique();
  await page.goto("/register");
  await page.getByLabel("Full Name").fill("Priya Sharma");
  await page.getByLabel("Email", { exact: true }).fill(`priya.${id}@example.com`);
  await page.getByLabel("Mobile Number").fill("+91 98390 55555");
  await page.getByLabel("Username").fill(`priya_${id}`);
  await page.getByLabel("Password", { exact: true }).fill("namaste-2026");
  await page.getByLabel("Confirm Password").fill("namaste-2026");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please agree to the terms and conditions.")).toBeVisible();
  // Refused by the server (the form was posted before the script ran), the passwords are not sent back.
  if ((await page.getByLabel("Password", { exact: true }).inputValue()) === "") {
    await page.getByLabel("Password", { exact: true }).fill("namaste-2026");
    await page.getByLabel("Confirm Password").fill("namaste-2026");
  }
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Registration successful!")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("role"))).toBe("user");
});

test("guards: no token goes to /login; a user on an admin page goes to /", async ({ page, request }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/admin/buses");
  await expect(page).toHaveURL(/\/login$/);

  const id = unique();
  const reg = await request.post("/graphql", {
    data: {
      query: `mutation($i: RegisterInput!) { register(input: $i) { token refreshToken role name username userId } }`,
      variables: {
        i: {
          name: "Guard Test",
          email: `guard.${id}@example.com`,
          mobileNo: "+91 90000 11111",
          username: `guard_${id}`,
          password: "guard-pass-1",
        },
      },
    },
  });
  const auth = (await reg.json()).data.register;
  await page.evaluate((a) => {
    for (const [k, v] of Object.entries(a)) localStorage.setItem(k, String(v));
  }, auth);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("an unknown path shows the 404 page with a link home and logs the path", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (m) => warnings.push(m.text()));
  await page.goto("/no/such/page");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  // The page's script logs it once it runs (the server's page is on screen before).
  await expect.poll(() => warnings.some((w) => w.includes("/no/such/page"))).toBe(true);
  await page.getByRole("link", { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test("the GraphQL playground works offline and streams a subscription", async ({ page, request }) => {
  const check = forbidOtherHosts(page);
  const login = await request.post("/graphql", {
    data: { query: `mutation { login(input: { login: "${ADMIN.login}", password: "${ADMIN.password}" }) { token } }` },
  });
  const token = (await login.json()).data.login.token;
  await page.goto("/");
  await page.evaluate((t) => localStorage.setItem("token", t), token);
  await page.goto("/graphql");
  await expect(page.locator(".graphiql-container")).toBeVisible();
  const editor = page.locator(".graphiql-query-editor .monaco-editor").first();
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await page.keyboard.insertText("subscription { bookingChanged { kind booking { name } } }");
  await page.getByRole("button", { name: /Execute query/i }).click();
  await page.waitForTimeout(1000);
  const buses = await request.post("/graphql", { data: { query: "{ buses { id } }" } });
  const busId = (await buses.json()).data.buses[0].id;
  const day = new Date(Date.now() + 30 * 86400000).toISOString().slice(0, 10);
  await request.post("/graphql", {
    data: {
      query: `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }`,
      variables: {
        i: {
          pickupLocation: "Varanasi",
          destination: "Sarnath",
          departureDate: day,
          days: 1,
          busId,
          name: "Streamed Booking",
          email: `stream.${unique()}@example.com`,
          phone: "+91 90000 44444",
        },
      },
    },
  });
  await expect(page.locator(".graphiql-response")).toContainText("Streamed Booking", { timeout: 10000 });
  check();
});
