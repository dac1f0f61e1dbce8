/**
 * Where is my bus: on a phone whose position Playwright fixes (geolocation permission granted), the driver starts
 * the trip and switches sharing on, which sends one position at once; the customer's booking page says where the
 * bus was last seen, minutes later by Playwright's clock (English and Hindi), with a geo: link to the maps app, and
 * staff's View says it too. At 390 and 1280 px.
 */
import { expect, type APIRequestContext, type Browser } from "@playwright/test";
import { adminToken, createBus, forbidOtherHosts, future, gql, signInAdmin, test, unique } from "./helpers";

/** Beside Sarnath (the gazetteer has it at 25.3762, 83.0227). */
const NEAR_SARNATH = { latitude: 25.377, longitude: 83.024, accuracy: 20 };
const SHOTS = "test-results/shots/whereis";

/** A Confirmed booking of a guest (signed in by the answer's tokens), with a driver; the link and the session. */
async function bookedTrip(request: APIRequestContext) {
  const admin = await adminToken(request);
  const id = unique();
  const bus = await createBus(request, admin, `Position Bus ${id}`);
  const name = `Neha Position ${id}`;
  const created = await gql(
    request,
    `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } auth { token refreshToken role userId } } }`,
    {
      i: {
        pickupLocation: "Assi Ghat, Varanasi",
        destination: "Sarnath",
        departureDate: future(1),
        days: 1,
        busId: bus,
        passengers: 12,
        name,
        email: `neha.${id}@example.com`,
        phone: "+91 98390 55555",
      },
    },
  );
  const bookingId: string = created.createBooking.booking.id;
  await gql(
    request,
    `mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id } }`,
    { id: bookingId },
    admin,
  );
  const driver = (
    await gql(
      request,
      `mutation($i: DriverInput!) { createDriver(input: $i) { id } }`,
      {
        i: {
          name: "Ramesh Yadav",
          phone: "+91 94150 11111",
          licenceNumber: `POS-${id}`,
          licenceValidUntil: future(900),
          language: "en",
        },
      },
      admin,
    )
  ).createDriver.id;
  const [assignment] = (
    await gql(
      request,
      `mutation($b: ID!, $d: [ID!]!) { assignDrivers(bookingId: $b, driverIds: $d) { link { path } } }`,
      { b: bookingId, d: [driver] },
      admin,
    )
  ).assignDrivers;
  return { bookingId, name, admin, path: assignment.link.path as string, session: created.createBooking.auth };
}

/** A signed-in customer's page in a context of its own. */
async function customerPage(browser: Browser, width: number, session: Record<string, string>) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((s: Record<string, string>) => {
    for (const [k, v] of Object.entries(s)) if (v) localStorage.setItem(k, v);
  }, session);
  return context.newPage();
}

for (const width of [390, 1280]) {
  test(`at ${width} px: the driver consents, one position goes at once, and the customer (English and Hindi) and staff see where the bus was last seen`, async ({
    browser,
    request,
  }) => {
    const trip = await bookedTrip(request);

    // The driver's phone, at a fixed position, with the browser's permission granted.
    const phone = await browser.newContext({
      viewport: { width, height: 900 },
      geolocation: NEAR_SARNATH,
      permissions: ["geolocation"],
    });
    const driver = await phone.newPage();
    await driver.goto(trip.path);
    await driver.getByLabel("Opening km").fill("45000");
    await driver.getByRole("button", { name: "Start trip" }).click();
    await expect(driver.getByText("Trip in progress")).toBeVisible();
    const consent = driver.getByRole("switch", { name: "Share my position with the customer" });
    await expect(consent).not.toBeChecked();
    await consent.check();
    await expect(driver.getByText("Position shared. The next one goes in a minute.")).toBeVisible();
    await driver.screenshot({ path: `${SHOTS}/driver-sharing-${width}.png`, fullPage: true });
    // The one position sent on consent is on the server.
    const kept = await request.get(`/api/bookings/${trip.bookingId}/bus-position`, {
      headers: { authorization: `Bearer ${trip.admin}` },
    });
    expect(await kept.json()).toMatchObject({ lat: 25.377, lon: 83.024, accuracyM: 20, near: { name: "Sarnath" } });

    // The customer, in English: just now, then three minutes later by the page's clock.
    const customer = await customerPage(browser, width, trip.session);
    const noOtherHosts = forbidOtherHosts(customer);
    await customer.clock.install();
    await customer.goto(`/dashboard/bookings/${trip.bookingId}`);
    await expect(customer.getByText("Last seen near Sarnath, less than a minute ago")).toBeVisible();
    await customer.clock.fastForward("03:00");
    await expect(customer.getByText("Last seen near Sarnath, 3 minutes ago")).toBeVisible();
    await expect(customer.getByRole("link", { name: "Open in the maps app" })).toHaveAttribute(
      "href",
      "geo:25.377,83.024",
    );
    await customer.screenshot({ path: `${SHOTS}/customer-en-${width}.png`, fullPage: true });

    // In Hindi.
    await customer.goto(`/hi/dashboard/bookings/${trip.bookingId}`);
    await expect(customer.getByRole("heading", { name: "मेरी बस कहाँ है?" })).toBeVisible();
    await customer.clock.fastForward("02:00");
    await expect(customer.getByText(/^बस आख़िरी बार Sarnath के पास थी, \d+ मिनट पहले$/)).toBeVisible();
    await expect(customer.getByRole("link", { name: "मैप ऐप में खोलें" })).toHaveAttribute("href", "geo:25.377,83.024");
    await customer.screenshot({ path: `${SHOTS}/customer-hi-${width}.png`, fullPage: true });
    noOtherHosts();

    // Staff's View.
    const desk = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await signInAdmin(desk, request);
    await desk.goto("/admin/bookings");
    await desk
      .getByRole("row")
      .filter({ hasText: trip.name })
      .getByRole("button", { name: "View", exact: true })
      .click();
    const view = desk.getByRole("dialog");
    await expect(view.getByText(/^Last seen near Sarnath, (less than a minute|\d+ minutes?) ago$/)).toBeVisible();
    await expect(view.getByRole("link", { name: "Open in the maps app" })).toHaveAttribute("href", "geo:25.377,83.024");
    await view.getByRole("heading", { name: "Where is my bus?" }).scrollIntoViewIfNeeded();
    await desk.screenshot({ path: `${SHOTS}/staff-view-${width}.png` });
  });
}
