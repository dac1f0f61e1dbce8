/**
 * Each staff role walks the admin dashboard, the buses and a booking's View (a booking with an accepted quote, an
 * assigned driver and a closed trip with a charge to approve) and meets only controls its permissions allow:
 * every visible control the server guards is one the role holds, no rupee figure for a role without money.read,
 * and a few controls clicked answer without a refusal.
 */
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { adminToken, createBus, future, gql, saved, signInAdmin, siteFile, test, unique } from "./helpers";

// The walks do not depend on each other: they share out between the workers (each worker's own beforeAll makes
// its own staff and trip, on its own site), so this long file does not end the run on one worker alone.
test.describe.configure({ mode: "parallel" });

type Role = "owner" | "manager" | "bookingDesk" | "dispatcher" | "accounts";
/** The server's role table (server/src/domain/shared/permissions.ts), as each role's session reads it. */
const ROLES: Role[] = ["owner", "manager", "bookingDesk", "dispatcher", "accounts"];
const PASSWORD = "Quiet-River-Ghat-91";

/** The controls the server guards, by their visible names, and the permissions each needs (all of them). */
const GUARDED: [RegExp, string[][]][] = [
  [/^Confirm$/, [["bookings.write", "bookings.confirm"]]],
  [/^Cancel$/, [["bookings.write"]]],
  [/^Delete\b/, [["bookings.write"], ["fleet.write"]]],
  [/^Add New Bus$/, [["fleet.write"]]],
  [/^Update\b/, [["fleet.write"]]],
  [/^(Approve|Reject)$/, [["money.write"]]],
  [/^(Save fare|Issue invoice|Credit note)$/, [["money.write"]]],
  [/^(Record payment|Refund|Refund by policy|Send payment link)$/, [["payments.write"]]],
  [/^(Save duty slip|Save drivers|New link|Withdraw link|Close trip)$/, [["drivers.write"]]],
  [/^(Prepare quote|Prepare a new version|Send quote)$/, [["quotes.price"]]],
  [/^Change bus$/, [["bookings.assign"]]],
  [/^Add note$/, [["bookings.write"], ["customers.write"]]],
  [/^(Accept|Decline|Retry)$/, [["bookings.write"]]],
];

/** The set-password link of the newest invitation mailed to `email` (the outbox of `npm start`). */
async function inviteToken(email: string): Promise<string> {
  const outbox = siteFile("outbox");
  for (;;) {
    const file = fs.existsSync(outbox) && fs.readdirSync(outbox).find((f) => f.includes(email));
    if (file) {
      const mail = fs
        .readFileSync(path.join(outbox, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      return decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail)![1]);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A staff member of `role` with a password set; their e-mail and name. */
async function member(request: APIRequestContext, owner: string, role: Role) {
  const id = unique();
  const email = `${role.toLowerCase()}.${id}@example.com`;
  const name = `Walls ${role} ${id}`;
  await gql(
    request,
    `mutation($i: InviteStaffInput!) { inviteStaff(input: $i) { id } }`,
    { i: { name, email, staffRole: role } },
    owner,
  );
  const token = await inviteToken(email);
  await gql(request, `mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }`, {
    t: token,
    p: PASSWORD,
  });
  return { email, name };
}

/** A Confirmed booking with an accepted quote, an assigned driver and a closed trip that drove extra km. */
async function billedTrip(request: APIRequestContext, owner: string) {
  const id = unique();
  const busId = await createBus(request, owner, `Walls Bus ${id}`);
  await gql(
    request,
    `mutation($i: RateCardInput!) { saveRateCard(input: $i) { card { id } } }`,
    {
      i: {
        ...{ name: `Walls card ${id}`, busId, effectiveFrom: future(-5), perKm: "65", minKmPerDay: 300 },
        ...{ driverAllowance: "300", nightHalt: "500", gstRate: 5 },
      },
    },
    owner,
  );
  const customer = `Walls Customer ${id}`;
  const bookingId = (
    await gql(request, `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }`, {
      i: {
        ...{ pickupLocation: "Varanasi", destination: "Sarnath", departureDate: future(1), days: 1, busId },
        ...{ passengers: 12, name: customer, email: `walls.${id}@example.com`, phone: "+91 98390 55555" },
      },
    })
  ).createBooking.booking.id as string;
  await gql(request, `mutation($b: ID!) { prepareQuote(bookingId: $b) { id } }`, { b: bookingId }, owner);
  const sent = await gql(
    request,
    `mutation($b: ID!) { sendQuote(bookingId: $b) { share { customerLink } } }`,
    { b: bookingId },
    owner,
  );
  const token = new URL(sent.sendQuote.share.customerLink).searchParams.get("token")!;
  await gql(request, `mutation($b: ID!, $i: AcceptQuoteInput!) { acceptQuote(bookingId: $b, input: $i) { id } }`, {
    b: bookingId,
    i: { token, acceptTerms: true },
  });
  await gql(
    request,
    `mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id } }`,
    { id: bookingId },
    owner,
  );
  const driverName = `Ramesh Walls ${id}`;
  const driver = (
    await gql(
      request,
      `mutation($i: DriverInput!) { createDriver(input: $i) { id } }`,
      {
        i: {
          ...{ name: driverName, phone: "+91 94150 11111", licenceNumber: `WALLS-${id}` },
          ...{ licenceValidUntil: future(900), language: "en" },
        },
      },
      owner,
    )
  ).createDriver.id;
  const [assignment] = (
    await gql(
      request,
      `mutation($b: ID!, $d: [ID!]!) { assignDrivers(bookingId: $b, driverIds: $d) { link { path } } }`,
      { b: bookingId, d: [driver] },
      owner,
    )
  ).assignDrivers;
  const link = (assignment.link.path as string).split("/").pop()!;
  await gql(
    request,
    `mutation($t: String!, $i: DriverStartInput!) { driverStartTrip(token: $t, input: $i) { startedAt } }`,
    {
      t: link,
      i: { stepId: crypto.randomUUID(), openingKm: 1000 },
    },
  );
  await gql(
    request,
    `mutation($b: ID!, $i: StaffCloseTripInput!) { closeTripAsStaff(bookingId: $b, input: $i) { closedAt } }`,
    { b: bookingId, i: { closingKm: 3000, amountCollected: 0 } },
    owner,
  );
  return { bookingId, customer, driverName, ref: `BK-${bookingId.slice(-4)}` };
}

/** Signs in through the API and keeps the session as the login page does; answers the access token. */
async function signIn(page: Page, request: APIRequestContext, login: string): Promise<string> {
  const res = await request.post("/api/auth/login", { data: { login, pswd: PASSWORD } });
  const session = await res.json();
  await page.addInitScript((s: Record<string, string>) => {
    for (const k of ["token", "refreshToken", "role", "name", "username", "userId"])
      if (s[k]) localStorage.setItem(k, s[k]);
  }, session);
  return session.token;
}

/** Every visible control the server guards is one `granted` allows; answers the names seen. */
async function onlyAllowedControls(page: Page, scope: ReturnType<Page["locator"]>, granted: string[], where: string) {
  const names: string[] = [];
  for (const control of await scope.getByRole("button").all())
    if (await control.isVisible())
      names.push(((await control.getAttribute("aria-label")) ?? (await control.innerText())).trim());
  const refused = names.filter((n) => {
    const rule = GUARDED.find(([pattern]) => pattern.test(n));
    return rule && !rule[1].some((all) => all.every((p) => granted.includes(p)));
  });
  expect(refused, `${where}: controls the role may not use`).toEqual([]);
  return names;
}

const noRupees = async (page: Page, where: string) =>
  expect(await page.locator("body").innerText(), `${where}: a rupee figure`).not.toMatch(/₹\s*\d/);

let owner: string;
let trip: Awaited<ReturnType<typeof billedTrip>>;
const staff = {} as Record<Role, { email: string; name: string }>;

test.beforeAll(async ({ request }) => {
  owner = await adminToken(request);
  trip = await billedTrip(request, owner);
  for (const role of ROLES) staff[role] = await member(request, owner, role);
});

async function walk(page: Page, request: APIRequestContext, role: Role, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const token = await signIn(page, request, staff[role].email);
  const granted: string[] = (await gql(request, `{ me { permissions } }`, {}, token)).me.permissions;
  const money = granted.includes("money.read");

  // The dashboard: greeted by name; the chart only with reports.read; no money without money.read.
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${staff[role].name}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Confirmed trips in the next 7 days with no driver" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Bookings per month" })).toHaveCount(
    granted.includes("reports.read") ? 1 : 0,
  );
  const tabs = page.getByRole("tablist", { name: "Dashboard sections" });
  await expect(tabs.getByRole("tab", { name: "Customers" })).toHaveCount(granted.includes("customers.read") ? 1 : 0);
  await onlyAllowedControls(page, page.locator("main"), granted, `${role} dashboard`);
  if (!money) await noRupees(page, `${role} dashboard`);
  await page.screenshot({ path: `test-results/shots/roles/${role}-dashboard-${width}.png`, fullPage: true });

  // The dashboard's Bookings tab: the status select and Delete only with bookings.write.
  await page.goto("/admin?tab=bookings");
  // The trip's row, by its customer (a booking's shown id, BK- and four characters, can be another's too).
  const listed = page.getByRole("row").filter({ hasText: trip.customer });
  await expect(listed).toBeVisible();
  await expect(listed.getByRole("combobox", { name: `Status of booking ${trip.ref}` })).toHaveCount(
    granted.includes("bookings.write") ? 1 : 0,
  );
  await onlyAllowedControls(page, page.locator("main"), granted, `${role} bookings tab`);
  if (!money) await noRupees(page, `${role} bookings tab`);

  // The buses: Add New Bus only with fleet.write.
  await page.goto("/admin/buses");
  await expect(page.getByRole("heading", { name: "Buses", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add New Bus" })).toHaveCount(granted.includes("fleet.write") ? 1 : 0);
  await onlyAllowedControls(page, page.locator("main"), granted, `${role} buses`);

  // The booking's View.
  await page.goto("/admin/bookings");
  const row = page.getByRole("row").filter({ hasText: trip.customer });
  await row.getByRole("button", { name: "View", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(/Quote version 1 accepted by/).first()).toBeVisible();
  const drivers = dialog.getByRole("region", { name: "Drivers" });
  await expect(drivers.getByText(trip.driverName).first()).toBeVisible();
  await expect(drivers.getByText("No driver assigned yet.")).toHaveCount(0);
  await expect(drivers.getByRole("combobox")).toHaveCount(granted.includes("drivers.write") ? 2 : 0);
  if (money || granted.includes("quotes.price")) {
    await expect(dialog.getByRole("heading", { name: "Quote version 1: Accepted" })).toBeVisible();
    await expect(dialog.getByText("No quote yet.")).toHaveCount(0);
  }
  await expect(dialog.getByRole("button", { name: "Approve" })).toHaveCount(granted.includes("money.write") ? 1 : 0);
  await expect(dialog.getByRole("list", { name: "Lines for the invoice" })).toBeVisible();
  const seen = await onlyAllowedControls(page, dialog, granted, `${role} View`);
  if (!money) {
    // The booking desk prices quotes (quotes.price): the quote's own figures are what it prepares; nothing else.
    const text = await dialog.evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelector(".quote-builder")?.remove();
      return copy.innerText;
    });
    expect(text, `${role} View: a rupee figure, a fare or an advance`).not.toMatch(/₹\s*\d|fare ₹|advance ₹/);
    if (!granted.includes("quotes.price")) await noRupees(page, `${role} View`);
  }
  await page.screenshot({ path: `test-results/shots/roles/${role}-view-${width}.png`, fullPage: true });
  return { dialog, granted, seen };
}

for (const role of ROLES)
  test(`the ${role} walks the dashboard, the buses and a billed booking's View and meets only controls it may use`, async ({
    page,
    request,
  }) => {
    const { dialog, granted } = await walk(page, request, role, 1280);
    // A few controls clicked: none answers "You do not have permission".
    if (granted.includes("money.write") && role === "accounts") {
      await dialog.getByRole("button", { name: "Approve" }).click();
      await expect(
        dialog.getByRole("list", { name: "Lines for the invoice" }).getByText("approved: billed"),
      ).toBeVisible();
    }
    if (granted.includes("drivers.write")) {
      const answer = saved(page, "SaveDutySlip");
      await dialog.getByRole("button", { name: "Save duty slip" }).click();
      await answer;
    }
    if (granted.includes("bookings.write")) {
      await dialog.getByLabel("Add a note").fill(`Checked by the ${role}`);
      await dialog.getByRole("button", { name: "Add note" }).click();
      await expect(dialog.getByText(`Checked by the ${role}`)).toBeVisible();
    }
    await expect(page.getByText("You do not have permission")).toHaveCount(0);
  });

test("the dispatcher on a phone (390 px) meets the same walls", async ({ page, request }) => {
  await walk(page, request, "dispatcher", 390);
  await expect(page.getByText("You do not have permission")).toHaveCount(0);
});

for (const width of [1280, 390])
  test(`at ${width} px the owner's invitation says what each role may do, and the activity log names people and bookings`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAdmin(page, request);
    await page.goto("/admin/staff");
    await page.getByLabel("Staff role").selectOption("dispatcher");
    await expect(page.getByText("A Dispatcher may:")).toBeVisible();
    const may = page.getByText("A Dispatcher may:").locator("xpath=following-sibling::ul[1]");
    await expect(may.getByText("mark when a bus is unavailable")).toBeVisible();
    await expect(may.getByText(/record fares/)).toHaveCount(0);
    await page.screenshot({ path: `test-results/shots/roles/staff-invite-${width}.png`, fullPage: true });

    await page.goto("/admin/activity");
    await page.getByLabel("Entity").selectOption({ label: "Booking's drivers" });
    const assigned = page.getByRole("row").filter({ hasText: trip.driverName });
    await expect(assigned.getByRole("cell", { name: `Booking's drivers ${trip.ref}` })).toBeVisible();
    await page.getByLabel("Entity").selectOption({ label: "Booking" });
    await expect(page.getByRole("cell", { name: `Booking ${trip.ref}` }).first()).toBeVisible();
    const log = await page.getByRole("table").innerText();
    expect(log).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
    await page.screenshot({ path: `test-results/shots/roles/activity-${width}.png`, fullPage: true });
  });
