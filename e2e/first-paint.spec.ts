import { expect, type Page } from "@playwright/test";
import { ADMIN, test, unique } from "./helpers";
import { sentQuoteLink } from "./quote-helpers";

/**
 * A person acts as soon as a page shows its text, long before its script has run on a slow phone.
 * Each test here holds the page's script back until the person is done (so every action certainly
 * happens before it runs), on a CPU four times slower, then lets it run: each action must happen,
 * exactly once, and nothing typed may be lost.
 */
/** How long a private page may take to be drawn once its script is let through (see the tests' notes). */
const DRAWN = 30_000;

async function firstVisit(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The app's entry (index-<hash>.js): until it arrives, nothing but the page's inline capture runs.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const operations: string[] = [];
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() !== "POST") return;
    if (r.resourceType() === "document") posts.push(r.url());
    else if (new URL(r.url()).pathname === "/graphql") operations.push(r.postDataJSON()?.operationName);
  });
  // A page whose server HTML and first render differ is redrawn by React (a hydration error): what was
  // done on the server's HTML then has to find its place again.
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(path, { waitUntil: "commit" });
  const ran = () => page.evaluate(() => document.documentElement.dataset.ready === "true");
  return {
    /** How many times the page sent this GraphQL operation. */
    sent: (name: string) => operations.filter((o) => o === name).length,
    /** Lets the page's script run; checks that it had not run before. */
    release: async () => {
      expect(await ran()).toBe(false);
      release();
    },
    /** No form was posted by the browser itself (the app sent it). */
    noNativePost: () => expect(posts).toEqual([]),
    /** The one form the browser posted itself, at once (Sign In, Create Account, Send: server/src/http/forms.ts). */
    postedOnce: (path: string) => expect(posts.map((url) => new URL(url).pathname)).toEqual([path]),
    /** The page raised no error (React took the server's HTML over as it was). */
    noPageErrors: () => expect(errors).toEqual([]),
  };
}

test.describe("before the page's script runs", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("signing in on the Admin tab lands on /admin, with one sign-in (posted at once)", async ({ page }) => {
    const visit = await firstVisit(page, "/login");
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await page.getByRole("tab", { name: "Admin" }).click();
    // The tab answers at once, before the script: the person sees which tab they are signing in on.
    await expect(page.getByRole("tab", { name: "Admin" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "User" })).toHaveAttribute("aria-selected", "false");
    await page.getByLabel("Email or Username").fill(ADMIN.login);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    // The browser posts it at once (no waiting for the script); the server's answer keeps the session.
    await expect(page).toHaveURL(/\/admin$/);
    await visit.release();
    // A private page is drawn by the script alone, here on a CPU slowed four times (and in CI beside three other
    // workers): it may take longer than an expectation's usual ten seconds.
    await expect(page.getByRole("heading", { name: "Welcome, Admin" })).toBeVisible({ timeout: DRAWN });
    expect(visit.sent("Login")).toBe(0);
    visit.postedOnce("/login");
    visit.noPageErrors();
  });

  test("the Admin tab tapped before the script counts even if hydration has set the form's hidden tab back", async ({
    page,
  }) => {
    const visit = await firstVisit(page, "/login");
    await page.getByRole("tab", { name: "Admin" }).click();
    await expect(page.getByRole("tab", { name: "Admin" })).toHaveAttribute("aria-selected", "true");
    // What React's hydration does to the hidden input while the kept tap on the tab waits to be done again
    // (it sets the value back to its own state, "user"): a Sign In posted in that moment went out on the User
    // tab and was refused ("You are an admin. Please use the Admin login tab.").
    await page.locator("input[data-tabs]").evaluate((box: HTMLInputElement) => (box.value = "user"));
    await page.getByLabel("Email or Username").fill(ADMIN.login);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await visit.release();
    // A private page is drawn by the script alone, here on a CPU slowed four times (and in CI beside three other
    // workers): it may take longer than an expectation's usual ten seconds.
    await expect(page.getByRole("heading", { name: "Welcome, Admin" })).toBeVisible({ timeout: DRAWN });
    visit.postedOnce("/login");
  });

  test("a user account on the Admin tab is told to use the User tab", async ({ page, request }) => {
    const id = unique();
    await request.post("/graphql", {
      data: {
        query: `mutation($i: RegisterInput!) { register(input: $i) { token } }`,
        variables: {
          i: {
            name: "Early Bird",
            email: `early.${id}@example.com`,
            mobileNo: "+91 90000 33333",
            username: `early_${id}`,
            password: "early-bird-1",
          },
        },
      },
    });
    const visit = await firstVisit(page, "/login");
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await page.getByRole("tab", { name: "Admin" }).click();
    await page.getByLabel("Email or Username").fill(`early_${id}`);
    await page.getByLabel("Password", { exact: true }).fill("early-bird-1");
    await page.getByLabel("Password", { exact: true }).press("Enter");
    // The server's answer, before the script: the message, on the Admin tab still.
    await expect(page.getByRole("alert")).toHaveText("You are not an admin. Please use the User login tab.");
    await visit.release();
    await expect(page.locator("html")).toHaveAttribute("data-live", "true");
    // The script takes the page over as the server drew it.
    await expect(page.getByRole("alert")).toHaveText("You are not an admin. Please use the User login tab.");
    await expect(page.getByRole("tab", { name: "Admin" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Email or Username")).toHaveValue(`early_${id}`);
    await expect(page).toHaveURL(/\/login$/);
    expect(visit.sent("Login")).toBe(0);
    visit.postedOnce("/login");
    visit.noPageErrors();
  });

  test("back from the Admin tab to the User tab, signing in lands on /dashboard, with one sign-in", async ({
    page,
    request,
  }) => {
    const id = unique();
    await request.post("/graphql", {
      data: {
        query: `mutation($i: RegisterInput!) { register(input: $i) { token } }`,
        variables: {
          i: {
            name: "Early User",
            email: `early.user.${id}@example.com`,
            mobileNo: "+91 90000 44444",
            username: `early_user_${id}`,
            password: "early-user-1",
          },
        },
      },
    });
    const visit = await firstVisit(page, "/login");
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await page.getByRole("tab", { name: "Admin" }).click();
    await page.getByRole("tab", { name: "User" }).click();
    await expect(page.getByRole("tab", { name: "User" })).toHaveAttribute("aria-selected", "true");
    await page.getByLabel("Email or Username").fill(`early_user_${id}`);
    await page.getByLabel("Password", { exact: true }).fill("early-user-1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await visit.release();
    // A private page is drawn by the script alone, here on a CPU slowed four times (and in CI beside three other
    // workers): it may take longer than an expectation's usual ten seconds.
    await expect(page.getByRole("heading", { name: "Welcome back, Early User" })).toBeVisible({ timeout: DRAWN });
    expect(visit.sent("Login")).toBe(0);
    visit.postedOnce("/login");
    visit.noPageErrors();
  });

  test("registering before the script, terms ticked: one account, on the dashboard (posted at once)", async ({
    page,
  }) => {
    const id = unique();
    const visit = await firstVisit(page, "/register");
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    await page.getByLabel("Full Name").fill("Meera Early");
    await page.getByLabel("Email", { exact: true }).fill(`meera.${id}@example.com`);
    await page.getByLabel("Mobile Number").fill("+91 98390 66666");
    await page.getByLabel("Username").fill(`meera_${id}`);
    await page.getByLabel("Password", { exact: true }).fill("namaste-2026");
    await page.getByLabel("Confirm Password").fill("namaste-2026");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await visit.release();
    // A private page is drawn by the script alone, here on a CPU slowed four times (and in CI beside three other
    // workers): it may take longer than an expectation's usual ten seconds.
    await expect(page.getByRole("heading", { name: "Welcome back, Meera Early" })).toBeVisible({ timeout: DRAWN });
    await expect(page.getByText("Registration successful!")).toBeVisible();
    expect(visit.sent("Register")).toBe(0);
    visit.postedOnce("/register");
    visit.noPageErrors();
  });

  test("the wizard's first step typed in full, then Continue: step 2, every value kept", async ({ page }) => {
    const date = new Date(Date.now() + 20 * 86400000).toISOString().slice(0, 10);
    const visit = await firstVisit(page, "/booking");
    await expect(page.getByText("Please arrive at the pickup point 30 minutes before departure.")).toBeVisible();
    await page.getByLabel("Pickup Location").fill("Varanasi, Uttar Pradesh, India");
    await page.getByLabel("Destination").fill("Prayagraj, Uttar Pradesh, India");
    await page.getByLabel("Departure Date").fill(date);
    await page.getByLabel("Number of Days").fill("3");
    await page.getByLabel("Number of Passengers").fill("20");
    await page.getByLabel("Select Bus").selectOption({ label: "Mini Coach 26 — 26 Seater" });
    // Before the page has taken over what was typed, Continue still looks disabled: a person taps it anyway.
    await page.getByRole("button", { name: "Continue" }).click({ force: true });
    await visit.release();
    await expect(page.getByLabel("Full Name")).toBeVisible();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("Pickup Location")).toHaveValue("Varanasi, Uttar Pradesh, India");
    await expect(page.getByLabel("Destination")).toHaveValue("Prayagraj, Uttar Pradesh, India");
    await expect(page.getByLabel("Departure Date")).toHaveValue(date);
    await expect(page.getByLabel("Number of Days")).toHaveValue("3");
    await expect(page.getByLabel("Number of Passengers")).toHaveValue("20");
    await expect(page.getByLabel("Select Bus").locator("option:checked")).toHaveText("Mini Coach 26 — 26 Seater");
    // The step's values are the form's, not only the fields': Continue works again at once.
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByLabel("Full Name")).toBeVisible();
    visit.noPageErrors();
  });

  test("a bus chosen as the script takes over stays chosen, though hydration drew the select back first", async ({
    page,
  }) => {
    const visit = await firstVisit(page, "/booking");
    await expect(page.getByText("Please arrive at the pickup point 30 minutes before departure.")).toBeVisible();
    await page.getByLabel("Number of Passengers").fill("25");
    // The choice's input event before the script, its change event once the page is the app's (automation
    // sends the two apart; CI's wizard test did): by then hydration has drawn the select with the app's own
    // state, "Choose a bus", while what was kept still waits to be done again.
    await page.getByLabel("Select Bus").evaluate((el: HTMLSelectElement) => {
      el.value = [...el.options].find((o) => o.text.startsWith("Tempo Traveller 17"))!.value;
      el.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await visit.release();
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true", null, { polling: 1 });
    await page.getByLabel("Select Bus").dispatchEvent("change");
    await expect(
      page.getByText(
        "Tempo Traveller 17 seats 17 passengers, fewer than your 25. Please choose a larger bus, or fewer passengers, to continue.",
      ),
    ).toBeVisible();
    await expect(page.getByLabel("Select Bus").locator("option:checked")).toHaveText("Tempo Traveller 17 — 17 Seater");
    visit.noPageErrors();
  });

  test("the mobile menu opens, once", async ({ page }) => {
    const visit = await firstVisit(page, "/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Menu" }).click();
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    // It opens at once, before the script.
    await expect(nav.getByRole("link", { name: "Our Buses" })).toBeVisible();
    await visit.release();
    await expect(nav.getByRole("link", { name: "Our Buses" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("html")).toHaveAttribute("data-live", "true");
    await expect(nav.getByRole("link", { name: "Our Buses" })).toBeVisible();
    visit.noPageErrors();
  });

  test("the contact form, sent before the script, is posted once and shows its success note", async ({ page }) => {
    const visit = await firstVisit(page, "/contact");
    await expect(page.getByText("Monday-Sunday 9AM-10PM").first()).toBeVisible();
    await page.getByLabel("Your Name").fill("Kiran Early");
    await page.getByLabel("Email Address").fill("kiran.early@example.com");
    await page.getByLabel("Subject").fill("School trip");
    await page.getByLabel("Message").fill("Forty students to Sarnath in March.");
    // An impatient double tap is one message.
    await page.getByRole("button", { name: "Send Message" }).dblclick();
    // Posted at once: the server stores it and answers with the contact page and its success note.
    await expect(page.getByRole("status")).toContainText("Your message has been sent");
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await visit.release();
    await expect(page.getByLabel("Your Name")).toHaveValue("");
    await expect(page.locator("html")).toHaveAttribute("data-live", "true");
    expect(visit.sent("SubmitContactMessage")).toBe(0);
    visit.postedOnce("/contact");
    visit.noPageErrors();
  });

  test("View More Destinations shows 16, once", async ({ page }) => {
    const visit = await firstVisit(page, "/");
    const more = page.getByRole("button", { name: "View More Destinations" });
    await more.scrollIntoViewIfNeeded();
    await more.click();
    // It opens at once, before the script: every destination is in the page, the rest hidden until then.
    await expect(page.getByRole("button", { name: /^Read about / })).toHaveCount(16);
    await expect(page.getByRole("button", { name: "Show Less" })).toBeVisible();
    await visit.release();
    await expect(page.locator("html")).toHaveAttribute("data-live", "true");
    await expect(page.getByRole("button", { name: /^Read about / })).toHaveCount(16);
    visit.noPageErrors();
  });

  test("the language switcher opens the Hindi page and keeps the choice", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await firstVisit(page, "/buses");
    await page.getByRole("link", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL(/\/hi\/buses$/);
    expect((await page.context().cookies()).find((c) => c.name === "lang")?.value).toBe("hi");
  });

  for (const { language, tick, accept, accepted } of [
    { language: "en", tick: /I have read the quote/, accept: "Accept quote", accepted: "Quote accepted" },
    { language: "hi", tick: /मैंने कोटेशन/, accept: "कोटेशन स्वीकार करें", accepted: "कोटेशन स्वीकार किया गया" },
  ] as const) {
    test(`the quote's terms ticked and Accept tapped before the script: accepted, once (${language})`, async ({
      page,
      request,
    }) => {
      const { link } = await sentQuoteLink(request, language);
      const visit = await firstVisit(page, link);
      await page.getByLabel(tick).check();
      await page.getByRole("button", { name: accept }).click();
      await visit.release();
      await expect(page.getByRole("heading", { name: accepted })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("data-live", "true");
      expect(visit.sent("AcceptQuote")).toBe(1);
      await expect(page.getByRole("alert")).toHaveCount(0);
      visit.noNativePost();
      visit.noPageErrors();
    });
  }
});
