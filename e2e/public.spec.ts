import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { forbidOtherHosts, pageReady, test } from "./helpers";

const PAGES: Array<[string, string[]]> = [
  [
    "/",
    [
      "Book Your Journey",
      "View Our Fleet",
      "Tour Packages",
      "Wedding Transportation",
      "Corporate Events",
      "Custom Itineraries",
      "How It Works",
      "View All Buses",
      "View More Destinations",
    ],
  ],
  ["/buses", ["49 Seater", "View Details", "Book Now"]],
  ["/about", ["Safety", "Pricing", "Reliability", "2005"]],
  ["/contact", ["Your Name", "Email Address", "Phone Number", "Subject", "Message", "Monday-Sunday 9AM-10PM"]],
  ["/booking", ["Travel Details", "Personal Details", "Confirmation", "30 minutes before departure"]],
  ["/login", ["Remember me", "Forgot password?"]],
  ["/register", ["Create Account"]],
];

async function axe(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}

for (const width of [390, 1280]) {
  test.describe(`public pages at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const [path, texts] of PAGES) {
      test(`${path} shows its content, loads nothing from other hosts and has no serious axe violation`, async ({
        page,
      }) => {
        const check = forbidOtherHosts(page);
        const errors: string[] = [];
        page.on("pageerror", (e) => errors.push(String(e)));
        await page.goto(path);
        for (const text of texts)
          await expect(page.getByText(text, { exact: false }).filter({ visible: true }).first()).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
        expect(await axe(page)).toEqual([]);
        expect(errors).toEqual([]);
        check();
      });
    }
  });
}

test("a bus page: gallery, capacity, routes, six amenities, Book This Bus preselects the bus", async ({ page }) => {
  await page.goto("/buses");
  await page.getByRole("link", { name: "View Details: Volvo 9600 Luxury Coach" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Volvo 9600 Luxury Coach" })).toBeVisible();
  await expect(page.getByText("49 Seater")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Popular Routes" })).toBeVisible();
  await expect(page.getByText("10 hrs · 620 km")).toBeVisible();
  for (const a of [
    "Comfortable Seating",
    "Air Conditioning",
    "Entertainment System",
    "Safety First",
    "Experienced Drivers",
    "Clean & Hygienic",
  ])
    await expect(page.getByRole("heading", { name: a })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await page.getByRole("link", { name: "Book This Bus" }).first().click();
  await expect(page).toHaveURL(/\/booking\?bus=/);
  await expect(page.getByLabel("Select Bus")).toHaveValue(/[0-9a-f-]{36}/);
});

test("an unknown bus says 'Bus not found.'", async ({ page }) => {
  await page.goto("/buses/00000000-0000-4000-8000-000000000000");
  await expect(page.getByText("Bus not found.")).toBeVisible();
});

test("destinations: 8 then 16, and a dialog that Escape closes", async ({ page }) => {
  await page.goto("/");
  const cards = page.getByRole("button", { name: /^Read about / });
  await expect(cards).toHaveCount(8);
  await page.getByRole("button", { name: "View More Destinations" }).click();
  await expect(cards).toHaveCount(16);
  await page.getByRole("button", { name: "Read about Sarnath" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Sarnath" })).toBeVisible();
  await expect(dialog.getByText("1 / 3")).toBeVisible();
  await dialog.getByRole("button", { name: "Next image" }).click();
  await expect(dialog.getByText("2 / 3")).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Read about Sarnath" })).toBeFocused();
  await page.getByRole("button", { name: "Show Less" }).click();
  await expect(cards).toHaveCount(8);
});

test("the contact form stores the message and clears", async ({ page }) => {
  await page.goto("/contact");
  await page.getByLabel("Your Name").fill("Kiran");
  await page.getByLabel("Email Address").fill("kiran@example.com");
  await page.getByLabel("Subject").fill("School trip");
  await page.getByLabel("Message").fill("Forty students to Sarnath in March.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toContainText("Your message has been sent");
  await expect(page.getByLabel("Your Name")).toHaveValue("");
});

test("the mobile menu opens from a labelled button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Our Buses" }).click();
  await expect(page).toHaveURL(/\/buses$/);
});

test("the home page loads no admin or playground code, and its scripts arrive compressed", async ({ page }) => {
  const scripts: Array<{ url: string; encoding?: string; length: number }> = [];
  page.on("response", (r) => {
    const h = r.headers();
    if (r.request().resourceType() === "script")
      scripts.push({ url: r.url(), encoding: h["content-encoding"], length: Number(h["content-length"] ?? Infinity) });
  });
  await page.goto("/");
  await expect(page.getByRole("link", { name: "View All Buses" })).toBeVisible();
  await expect(page.getByRole("button", { name: "View More Destinations" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(1);
  expect(scripts.filter((s) => /AdminApp|graphiql|monaco|Dashboard|BookingPage/.test(s.url)).map((s) => s.url)).toEqual(
    [],
  );
  // Every script worth compressing (1 kB and more) arrives compressed.
  expect(
    scripts.filter((s) => s.encoding !== "br" && s.encoding !== "gzip" && s.length >= 1024).map((s) => s.url),
  ).toEqual([]);
});

test("below the hero, the home page's sections arrive without scrolling: services, fleet, reviews, destinations, contact and footer", async ({
  page,
}) => {
  await page.goto("/");
  for (const name of [
    "Our Services",
    "How It Works",
    "Our Premium Fleet",
    "What Our Travellers Say",
    "Popular Destinations",
    "Visit or Call Us",
    "Support hours",
  ])
    await expect(page.getByRole("heading", { name })).toBeAttached();
  await expect(page.getByRole("link", { name: /^View Details: / })).toHaveCount(3);
  await expect(page.getByText("Monday-Sunday 9AM-10PM")).toBeAttached();
});

/** Fails one GraphQL operation the way a dropped connection does; every other request goes through. */
async function failOperation(page: Page, operationName: string) {
  await page.route("**/graphql", (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    return body?.operationName === operationName ? route.abort("failed") : route.continue();
  });
}

test("when the fleet cannot be loaded, each page says so in the specification's words", async ({ page }) => {
  // The server renders a page with its fleet; the browser loads the fleet itself when it moves to
  // a page (here from About), and that is where a failure shows.
  await page.goto("/about");
  // About the app's own navigation: a link followed before the script runs is a page load instead,
  // rendered by the server (with its fleet), so this test waits for the script.
  await pageReady(page);
  await failOperation(page, "Buses");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("link", { name: "Our Buses" }).click();
  await expect(page.getByText("Failed to load buses. Please try again later.")).toBeVisible();
  await nav.getByRole("link", { name: "Home" }).click();
  await expect(page.getByText("Failed to fetch buses")).toBeVisible();
});

test("a bus page shows 'Loading...' while it loads, and the specification's message when it fails", async ({
  page,
}) => {
  await page.goto("/buses");
  // About the app's own navigation (a link followed before the script runs is a server-rendered page load).
  await pageReady(page);
  const href = await page
    .getByRole("link", { name: /^View Details: / })
    .first()
    .getAttribute("href");
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/graphql", async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== "Bus") return route.continue();
    await held;
    return route.abort("failed");
  });
  await page
    .getByRole("link", { name: /^View Details: / })
    .first()
    .click(); // the browser loads the bus itself
  await expect(page).toHaveURL(href!);
  await expect(page.getByText("Loading...")).toBeVisible();
  release();
  await expect(page.getByText("Failed to load bus details. Please try again later.")).toBeVisible();
});

test("a page whose code cannot be loaded says so and offers to try again; the rest of the site goes on", async ({
  page,
}) => {
  await page.route(/\/assets\/AboutPage-[^/]+\.js$/, (route) => route.abort("failed"));
  await page.goto("/");
  // About the app's own navigation (a link followed before the script runs is a server-rendered page load).
  await pageReady(page);
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  const reloaded = page.waitForEvent("load");
  await nav.getByRole("link", { name: "About Us" }).click();
  // A stale tab reloads once for a new release: the server's page, or (when its code fails again
  // while the browser takes it over) the message; never a blank screen.
  await reloaded;
  expect(await page.evaluate(() => sessionStorage.getItem("kashi:reloaded-for-new-release"))).toMatch(/^\d+$/);
  await expect(
    page
      .getByRole("heading", { level: 1, name: "About Kashi Coach Tours" })
      .or(page.getByRole("alert").filter({ hasText: "This page could not be loaded" })),
  ).toBeVisible();
  // A second failure is shown, not a blank screen.
  await nav.getByRole("link", { name: "Our Buses" }).click();
  await expect(page.getByText("49 Seater").first()).toBeVisible();
  await nav.getByRole("link", { name: "About Us" }).click();
  await expect(page.getByRole("alert")).toContainText("This page could not be loaded");
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  await nav.getByRole("link", { name: "Our Buses" }).click();
  await expect(page.getByText("49 Seater").first()).toBeVisible();
});
