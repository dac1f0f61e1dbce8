import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { future, signInAdmin, test, unique } from "./helpers";

const ROUTES = [
  "/admin",
  "/admin?tab=bookings",
  "/admin/bookings",
  "/admin/buses",
  "/admin/customers",
  "/admin/destinations",
  "/admin/settings",
  "/admin/calendar",
];

async function aBooking(request: APIRequestContext, name: string) {
  const buses = await (await request.get("/api/buses")).json();
  const res = await request.post("/api/bookings", {
    data: {
      pickupLocation: "Varanasi",
      destination: "Bodh Gaya",
      departureDate: future(20),
      days: 3,
      busType: buses[0]._id,
      name,
      email: `${name.replace(/\W/g, ".")}@a-rather-long-travel-agency-domain.co.in`,
      phone: "+91 98390 44444",
    },
  });
  expect(res.status()).toBe(201);
}

for (const width of [360, 390]) {
  test(`at ${width} px no admin page scrolls sideways and the sections are listed once`, async ({ page, request }) => {
    await signInAdmin(page, request);
    await page.setViewportSize({ width, height: 800 });
    for (const route of ROUTES) {
      await page.goto(route);
      await expect(page.getByRole("heading", { name: "Welcome, Admin" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(width);
      // The side navigation folds into a Menu button; only the dashboard's own tab bar lists the sections.
      const nav = page.getByRole("navigation", { name: "Admin navigation" });
      await expect(nav.getByRole("link", { name: "Destinations" })).toBeHidden();
      const links = await page
        .getByRole("link", { name: "Destinations", exact: true })
        .filter({ visible: true })
        .count();
      const tabs = await page.getByRole("tab", { name: "Destinations", exact: true }).filter({ visible: true }).count();
      expect(links + tabs, route).toBe(route === "/admin" || route.startsWith("/admin?") ? 1 : 0);
    }
    await page.goto("/admin/buses");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(
      page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Settings" }),
    ).toBeHidden();
  });
}

test("at 1280x800 every booking row's actions are in view, in the tab and on the bookings page", async ({
  page,
  request,
}) => {
  const name = `Wide Row ${unique()}`;
  await aBooking(request, name);
  await signInAdmin(page, request);
  await page.setViewportSize({ width: 1280, height: 800 });
  const inView = async (locator: ReturnType<Page["locator"]>) => {
    const box = (await locator.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
  };
  await page.goto("/admin?tab=bookings");
  const row = page.getByRole("row").filter({ hasText: name });
  await inView(row.getByRole("combobox"));
  await inView(row.getByRole("button", { name: /^Delete/ }));
  await page.goto("/admin/bookings");
  const pageRow = page.getByRole("row").filter({ hasText: name });
  for (const action of ["View", "Confirm", "Cancel"])
    await inView(pageRow.getByRole("button", { name: action, exact: true }));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});

test("the side navigation follows the dashboard tab that is open, and a reload keeps it", async ({ page, request }) => {
  await signInAdmin(page, request);
  await page.goto("/admin");
  const nav = page.getByRole("navigation", { name: "Admin navigation" });
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("tab", { name: "Customers" }).click();
  await expect(page).toHaveURL(/\/admin\?tab=customers$/);
  await expect(nav.getByRole("link", { name: "Customers" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page");
  await page.reload();
  await expect(page.getByRole("tab", { name: "Customers" })).toHaveAttribute("aria-selected", "true");
});

test("the bookings filter lives in the URL: a reload or a shared link shows the same filtered list", async ({
  page,
  request,
}) => {
  const name = `Filter Me ${unique()}`;
  await aBooking(request, name);
  await signInAdmin(page, request);
  await page.goto("/admin/bookings");
  await page.getByRole("search").getByLabel("Search").fill(name);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(name).replace(/%20/g, "\\+")}`));
  await page.getByRole("search").getByLabel("Status").selectOption("Pending");
  await expect(page).toHaveURL(/status=Pending/);
  await expect(page.getByText("Showing 1 of 1")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("search").getByLabel("Status")).toHaveValue("Pending");
  await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();
  await expect(page.getByText("Showing 1 of 1")).toBeVisible();
});

test("admin screens keep their shapes: settings fields one height, bus card actions on one line, 44 px month buttons, charts inside their cards", async ({
  page,
  request,
}) => {
  await signInAdmin(page, request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/admin/settings");
  // A screen drawn in the browser: measured once it shows (goto no longer waits for the script).
  await expect(page.getByLabel("Booking phone 4")).toBeVisible();
  const h1 = (await page.getByLabel("Booking phone 1").boundingBox())!.height;
  const h4 = (await page.getByLabel("Booking phone 4").boundingBox())!.height;
  expect(h4).toBe(h1);
  await page.goto("/admin/buses");
  const card = page.getByRole("article").first();
  await expect(card.getByRole("button", { name: /^Delete/ })).toBeVisible();
  const tops = await Promise.all(
    ["Update", "View Details", "Delete"].map(
      async (n) => (await card.getByRole("button", { name: new RegExp(`^${n}`) }).boundingBox())!.y,
    ),
  );
  expect(new Set(tops).size).toBe(1);
  await page.goto("/admin/calendar");
  await expect(page.getByRole("button", { name: "Next month" })).toBeVisible();
  for (const label of ["Previous month", "Next month"]) {
    const box = (await page.getByRole("button", { name: label }).boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/admin");
    for (const title of ["Bookings per month", "Bookings by status"]) {
      const panel = page.locator("section").filter({ has: page.getByRole("heading", { name: title }) });
      await expect(panel.getByRole("img")).toBeVisible();
      const outer = (await panel.boundingBox())!;
      const chart = (await panel.getByRole("img").boundingBox())!;
      expect(chart.x + chart.width).toBeLessThanOrEqual(outer.x + outer.width);
      for (const item of await panel.getByRole("listitem").all())
        expect((await item.boundingBox())!.height).toBeLessThan(30);
    }
  }
});
