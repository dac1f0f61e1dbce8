/**
 * The dispatch board and the driver's roster link in the browser. A dispatcher (staff role Dispatcher) opens
 * Admin → Dispatch on a phone (390 px) and on a desktop (1280 px), finds a coach and a driver free on the coming
 * Sunday, assigns both to the Confirmed trip of that Sunday, and sees the trip's bar in both rows. A driver opens
 * the roster link staff made on the drivers list and reads next week's duties in Hindi and in English; once
 * revoked, the link says it is no longer valid.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { adminToken, createBus, future, gql, loginAs, signInAdmin, siteFile, test, unique } from "./helpers";

const SHOTS = "test-results/shots/dispatch";
const WEEKDAY = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();

/** The set-password link of the invitation mailed to `email` (the outbox of `npm start`). */
async function inviteLink(email: string): Promise<string> {
  const outbox = siteFile("outbox");
  for (;;) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.includes(email)) : [];
    if (files.length) {
      const mail = fs
        .readFileSync(path.join(outbox, files.sort().at(-1)!), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      return new URL(/http:\/\/[^\s]+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(mail)![0]).searchParams.get(
        "token",
      )!;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A dispatcher invited by the owner who has set a password; their e-mail and password. */
async function dispatcher(request: APIRequestContext, owner: string) {
  const email = `dispatch.${unique()}@example.com`;
  const password = "Ghat-Dispatch-Route-42";
  await gql(
    request,
    `mutation($i: InviteStaffInput!) { inviteStaff(input: $i) { id } }`,
    { i: { name: "Deepak Dispatch", email, staffRole: "dispatcher" } },
    owner,
  );
  await gql(request, `mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }`, {
    t: await inviteLink(email),
    p: password,
  });
  return { email, password };
}

/** A Confirmed trip of `days` days from `date` on `busId`; its reference. */
async function confirmedTrip(request: APIRequestContext, owner: string, busId: string, date: string, name: string) {
  const id = (
    await gql(request, `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }`, {
      i: {
        pickupLocation: "Assi Ghat, Varanasi",
        destination: "Sarnath",
        departureDate: date,
        days: 1,
        busId,
        passengers: 12,
        name,
        email: `trip.${unique()}@example.com`,
        phone: "+91 98390 55555",
      },
    })
  ).createBooking.booking.id as string;
  await gql(request, `mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id } }`, { id }, owner);
  return { id, ref: `BK-${id.slice(-4)}` };
}

async function addDriver(request: APIRequestContext, owner: string, name: string, language: "en" | "hi" = "en") {
  const i = {
    name,
    phone: "+91 94150 11111",
    licenceNumber: `E2E-${unique()}`,
    licenceValidUntil: future(900),
    language,
  };
  return (await gql(request, `mutation($i: DriverInput!) { createDriver(input: $i) { id } }`, { i }, owner))
    .createDriver.id as string;
}

/** Opens a section from the admin's side navigation (behind Menu on a phone). */
async function openSection(page: Page, name: string, phone: boolean) {
  const nav = page.getByRole("navigation", { name: "Admin navigation" });
  if (phone) await nav.getByRole("button", { name: "Menu" }).click();
  await nav.getByRole("link", { name }).click();
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test("a dispatcher finds a free coach and driver for the coming Sunday and assigns both to its trip", async ({
      page,
      request,
    }) => {
      const owner = await adminToken(request);
      const id = unique();
      const sunday = [1, 2, 3, 4, 5, 6, 7].map(future).find((d) => WEEKDAY(d) === 0)!;
      const day = `Sun ${Number(sunday.slice(8))}`;
      const oldCoach = `Old Coach ${id}`;
      const freeCoach = `Free Coach ${id}`;
      const freeDriver = `Free Driver ${id}`;
      const trip = await confirmedTrip(
        request,
        owner,
        await createBus(request, owner, oldCoach),
        sunday,
        `Sunday ${id}`,
      );
      await createBus(request, owner, freeCoach);
      await addDriver(request, owner, freeDriver);
      const staff = await dispatcher(request, owner);

      await loginAs(page, "Admin", staff.email, staff.password);
      await openSection(page, "Dispatch", width === 390);
      await expect(page.getByRole("heading", { name: "Dispatch", exact: true })).toBeVisible();
      // The board opens on this week (from Monday); on a Sunday the coming Sunday is next week's.
      if (WEEKDAY(future(0)) === 0) await page.getByRole("button", { name: "Next" }).click();
      const coaches = page.getByRole("region", { name: "Coaches" });
      const drivers = page.getByRole("region", { name: "Drivers" });
      await expect(coaches.getByTitle(`${freeCoach} free on ${day}`)).toBeVisible();
      await expect(drivers.getByTitle(`${freeDriver} free on ${day}`)).toBeVisible();
      await expect(page.getByText("₹")).toHaveCount(0);
      // The grids scroll inside their own frame: the page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SHOTS}/board-week-${width}.png`, fullPage: true });

      await coaches.getByRole("button", { name: `${oldCoach}: ${trip.ref}` }).click();
      const dialog = page.getByRole("dialog", { name: `Assign ${trip.ref}` });
      await expect(dialog.getByText(`Sunday ${id}`)).toBeVisible();
      await expect(dialog.getByLabel("Coach")).toContainText(`${oldCoach} — on this trip`);
      await dialog.getByLabel("Coach").selectOption({ label: `${freeCoach} — free` });
      await dialog.getByRole("button", { name: "Assign coach" }).click();
      await expect(page.getByText(`${freeCoach} now takes ${trip.ref}.`)).toBeVisible();
      await dialog.getByLabel("Driver").selectOption({ label: `${freeDriver} — free` });
      await page.screenshot({ path: `${SHOTS}/assign-${width}.png` });
      await dialog.getByRole("button", { name: "Assign driver" }).click();
      await expect(page.getByText(`${freeDriver} now drives ${trip.ref}.`)).toBeVisible();
      await expect(dialog.getByLabel("Driver")).toContainText(`${freeDriver} — on this trip`);
      await dialog.getByRole("button", { name: "Close" }).click();

      // The trip's bar is now in the free coach's row and the driver's row; the old coach is free that day.
      await expect(coaches.getByRole("button", { name: `${freeCoach}: ${trip.ref}` })).toBeVisible();
      await expect(drivers.getByRole("button", { name: `${freeDriver}: ${trip.ref}` })).toBeVisible();
      await expect(coaches.getByTitle(`${oldCoach} free on ${day}`)).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/board-assigned-${width}.png`, fullPage: true });

      await page.getByRole("button", { name: "Month", exact: true }).click();
      await expect(coaches.getByRole("button", { name: `${freeCoach}: ${trip.ref}` })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/board-month-${width}.png`, fullPage: true });
    });
  });
}

test.describe("the driver's roster link", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a driver reads next week's duties in Hindi and English; a revoked link is no longer valid", async ({
    page,
    browser,
    request,
  }) => {
    const owner = await adminToken(request);
    const id = unique();
    const name = `Roster Driver ${id}`;
    const driverId = await addDriver(request, owner, name, "hi");
    const busId = await createBus(request, owner, `Roster Coach ${id}`);
    const trips = [];
    for (const day of [1, 8, 10]) {
      const trip = await confirmedTrip(request, owner, busId, future(day), `Roster ${id}`);
      await gql(
        request,
        `mutation($b: ID!, $d: [ID!]!) { assignDrivers(bookingId: $b, driverIds: $d) { id } }`,
        { b: trip.id, d: [driverId] },
        owner,
      );
      trips.push(trip);
    }
    await gql(
      request,
      `mutation($b: ID!, $i: DutySlipInput!) { saveDutySlip(bookingId: $b, input: $i) { bookingId } }`,
      { b: trips[1].id, i: { reportingTime: "07:15" } },
      owner,
    );

    // The office makes the link on the driver's row (Admin → Drivers).
    const office = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAdmin(office, request);
    await office.goto("/admin/drivers");
    const links = office.getByRole("group", { name: `Roster link of ${name}` });
    await links.getByRole("button", { name: "Make roster link" }).click();
    const href = (await links.getByRole("link", { name: "Open" }).getAttribute("href"))!;
    expect(href).toMatch(/^\/hi\/roster\//);
    await office.screenshot({ path: `${SHOTS}/drivers-roster-1280.png` });

    // The driver reads it in Hindi (their language), then in English.
    await page.goto(href);
    await expect(page.getByRole("heading", { name: "मेरी ड्यूटी" })).toBeVisible();
    await expect(page.getByText(`नमस्ते ${name}।`)).toBeVisible();
    for (const trip of trips) await expect(page.getByText(trip.ref)).toBeVisible();
    await expect(page.getByText("07:15")).toBeVisible();
    await expect(page.getByText(/यात्रा का पेज .* को खुलेगा।/).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/roster-hi-390.png`, fullPage: true });
    // Tomorrow's duty opens its trip's own page (open from the day before); next week's say when they open.
    await expect(page.getByRole("link", { name: "यात्रा खोलें" })).toHaveCount(1);
    await page.getByRole("link", { name: "यात्रा खोलें" }).click();
    await expect(page.getByRole("heading", { name: `ड्यूटी स्लिप ${trips[0].ref}` })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { name: "मेरी ड्यूटी" })).toBeVisible();
    await page.getByRole("link", { name: "View in English" }).click();
    await expect(page.getByRole("heading", { name: "My duties" })).toBeVisible();
    await expect(page.getByText(trips[1].ref)).toBeVisible();
    await expect(page.getByRole("link", { name: "Open the trip" })).toHaveCount(1);
    await expect(page.getByText("Reporting time").first()).toBeVisible();
    await expect(page.getByText("07:15")).toBeVisible();
    await expect(page.getByText(/The trip's page opens on/).first()).toBeVisible();
    await expect(page.getByText("Assi Ghat, Varanasi").first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/roster-en-390.png`, fullPage: true });

    // Revoked, the link answers that it is no longer valid, in both languages.
    await links.getByRole("button", { name: "Revoke" }).click();
    await expect(links.getByRole("button", { name: "Make roster link" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("alert")).toHaveText(
      "This link is no longer valid. Please ask the office for a new one.",
    );
    await page.screenshot({ path: `${SHOTS}/roster-revoked-en-390.png` });
    await page.goto(href);
    await expect(page.getByRole("alert")).toHaveText("यह लिंक अब मान्य नहीं है। कृपया ऑफ़िस से नया लिंक माँगें।");
    await page.screenshot({ path: `${SHOTS}/roster-revoked-hi-390.png` });
  });
});
