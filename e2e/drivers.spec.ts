/**
 * The driver's link in the browser: the driver's page on a phone (390 px) walks start → expense with a photo of
 * the receipt → close with the customer's code, in the driver's language (English, and Hindi).
 */
import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import { ADMIN, adminToken, createBus, future, gql, loginAs, pdfText, test, unique } from "./helpers";

/** A Confirmed booking leaving tomorrow on a bus of its own, driven by a new driver; the link's path. */
async function assignedTrip(
  request: APIRequestContext,
  language: "en" | "hi",
  driverName = "Ramesh Yadav",
  bookingFields: Record<string, unknown> = {},
) {
  const admin = await adminToken(request);
  const id = unique();
  const bus = await createBus(request, admin, `Driver Bus ${id}`);
  const booking = (
    await gql(request, `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }`, {
      i: {
        pickupLocation: "Assi Ghat, Varanasi",
        destination: "Sarnath",
        departureDate: future(1),
        days: 1,
        busId: bus,
        passengers: 12,
        name: "Kavita Rao",
        email: `kavita.${id}@example.com`,
        phone: "+91 98390 55555",
        ...bookingFields,
      },
    })
  ).createBooking.booking.id;
  await gql(
    request,
    `mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id } }`,
    { id: booking },
    admin,
  );
  const driver = (
    await gql(
      request,
      `mutation($i: DriverInput!) { createDriver(input: $i) { id } }`,
      {
        i: {
          name: driverName,
          phone: "+91 94150 11111",
          licenceNumber: `E2E-${id}`,
          licenceValidUntil: future(900),
          language,
        },
      },
      admin,
    )
  ).createDriver.id;
  const [assignment] = (
    await gql(
      request,
      `mutation($b: ID!, $d: [ID!]!) { assignDrivers(bookingId: $b, driverIds: $d) { link { path } } }`,
      { b: booking, d: [driver] },
      admin,
    )
  ).assignDrivers;
  const code = async () =>
    (await gql(request, `query($id: ID!) { booking(id: $id) { trip { customerCode } } }`, { id: booking }, admin))
      .booking.trip.customerCode as string;
  return { path: assignment.link.path as string, code, ref: `BK-${booking.slice(-4)}`, bookingId: booking, admin };
}

test.use({ viewport: { width: 390, height: 844 } });

test("a driver on a phone starts the trip, adds a toll with a photo and closes with the customer's code", async ({
  page,
  request,
}) => {
  const trip = await assignedTrip(request, "en");
  await page.goto(trip.path);
  await expect(page.getByRole("heading", { name: `Duty slip ${trip.ref}` })).toBeVisible();
  await expect(page.getByText("Kavita Rao")).toBeVisible();
  await expect(page.getByRole("link", { name: "Call +91 98390 55555" })).toHaveAttribute("href", "tel:+919839055555");
  await expect(page.getByRole("link", { name: "Directions" }).first()).toHaveAttribute(
    "href",
    /google\.com\/maps\/dir/,
  );
  await page.screenshot({ path: "test-results/driver-page-390.png", fullPage: true });

  await page.getByLabel("Opening km").fill("45000");
  await page.getByRole("button", { name: "Start trip" }).click();
  await expect(page.getByText("Trip in progress")).toBeVisible();

  await page.getByLabel("Expense").selectOption("toll");
  await page.getByLabel("Amount (₹)").fill("120");
  await page.getByLabel("Photo of the receipt").setInputFiles(path.join(__dirname, "fixtures/coach.png"));
  await page.getByRole("button", { name: "Add expense" }).click();
  await expect(page.getByText("Toll: ₹120.00")).toBeVisible();

  await page.getByRole("button", { name: "Reached Sarnath" }).click();
  await expect(page.getByText("✓ Reached")).toBeVisible();

  await page.getByLabel("Closing km").fill("45090");
  await page
    .getByLabel("Customer's 4-digit code")
    .fill(String((Number(await trip.code()) + 1) % 10000).padStart(4, "0"));
  await page.getByRole("button", { name: "Close trip" }).click();
  await expect(page.getByRole("alert")).toHaveText("Wrong code. Attempts left: 4.");
  await page.getByLabel("Customer's 4-digit code").fill(await trip.code());
  await page.getByRole("button", { name: "Close trip" }).click();
  await expect(page.getByText("Trip closed. Thank you!")).toBeVisible();
  await expect(page.getByText("Closing km: 45090 · Trip km: 90")).toBeVisible();
  await page.screenshot({ path: "test-results/driver-page-closed-390.png", fullPage: true });
});

test("a Hindi-speaking driver's link opens in Hindi, walks start → expense with a photo → close, and refusals are in Hindi", async ({
  page,
  request,
}) => {
  const trip = await assignedTrip(request, "hi");
  await page.goto(trip.path);
  await expect(page).toHaveURL(/\/hi\/d\//);
  await expect(page.getByRole("heading", { name: `ड्यूटी स्लिप ${trip.ref}` })).toBeVisible();
  await expect(page.getByText("पिकअप (रिपोर्टिंग स्थान)")).toBeVisible();
  await page.getByLabel("शुरुआती किलोमीटर").fill("100");
  await page.getByRole("button", { name: "यात्रा शुरू करें" }).click();
  await expect(page.getByText("यात्रा जारी है")).toBeVisible();

  await page.getByLabel("खर्च", { exact: true }).selectOption("parking");
  await page.getByLabel("राशि (₹)", { exact: true }).fill("40");
  await page.getByLabel("रसीद की फ़ोटो").setInputFiles(path.join(__dirname, "fixtures/coach.png"));
  await page.getByRole("button", { name: "खर्च जोड़ें" }).click();
  await expect(page.getByText("पार्किंग: ₹40.00")).toBeVisible();

  await page.getByLabel("अंतिम किलोमीटर").fill("50");
  await page.getByLabel("ग्राहक का 4 अंकों का कोड").fill(await trip.code());
  await page.getByRole("button", { name: "यात्रा बंद करें" }).click();
  await expect(page.getByRole("alert")).toHaveText("अंतिम किलोमीटर शुरुआती किलोमीटर (100) से कम नहीं हो सकता।");
  // The Devanagari is drawn in the site's own Noto Sans Devanagari (served by this site), not a system font.
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.family.includes("Noto Sans Devanagari") && f.status === "loaded").length;
  });
  expect(fonts).toBe(2); // both faces: regular and bold
  await page.screenshot({ path: "test-results/driver-page-hi-390.png", fullPage: true });

  await page.getByLabel("अंतिम किलोमीटर").fill("160");
  await page.getByRole("button", { name: "यात्रा बंद करें" }).click();
  await expect(page.getByText("यात्रा बंद हो गई। धन्यवाद!")).toBeVisible();
  await page.screenshot({ path: "test-results/driver-page-hi-closed-390.png", fullPage: true });
});

test("an unknown link says so", async ({ page }) => {
  await page.goto("/d/not-a-link");
  await expect(page.getByRole("alert")).toHaveText("This link is not valid. Please ask the office for a new one.");
});

test.describe("staff", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("staff add a driver, assign them on a Confirmed booking's View, and see the driver's steps live", async ({
    page,
    browser,
    request,
  }) => {
    const name = `Suresh ${unique()}`;
    await loginAs(page, "Admin", ADMIN.login, ADMIN.password);
    await page.goto("/admin");
    await expect(
      page.getByRole("heading", { name: "Confirmed trips in the next 7 days with no driver" }),
    ).toBeVisible();
    await page.goto("/admin/drivers");
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Phone").fill("+91 94150 22222");
    await page.getByLabel("Licence number").fill(`DL-${unique()}`);
    await page.getByLabel("Licence valid until").fill(future(800));
    await page.getByLabel("Language of the driver's page and slip").selectOption("en");
    // The photo (optional) is uploaded like a bus's image, and shown in the list.
    await page.getByLabel("Photo (optional)").setInputFiles(path.join(__dirname, "fixtures/coach.png"));
    await expect(page.getByRole("img", { name: `Photo of ${name}` })).toBeVisible();
    await page.getByRole("button", { name: "Add driver" }).click();
    await expect(page.getByRole("row", { name: new RegExp(name) })).toBeVisible();
    await expect(
      page.getByRole("row", { name: new RegExp(name) }).getByRole("img", { name: `Photo of ${name}` }),
    ).toHaveAttribute("src", /\/uploads\/[\w-]+\.png$/);
    await page.screenshot({ path: "test-results/admin-drivers.png", fullPage: true });

    const first = `Ramesh ${unique()}`;
    const trip = await assignedTrip(request, "en", first);
    await page.goto("/admin/bookings");
    const row = page.getByRole("row", { name: new RegExp(trip.ref) });
    await row.getByRole("button", { name: "View" }).click();
    const drivers = page.getByRole("region", { name: "Drivers" });
    await expect(drivers.locator("strong", { hasText: first })).toBeVisible();
    await drivers.getByLabel("Second driver").selectOption({ label: name });
    await drivers.getByRole("button", { name: "Save drivers" }).click();
    await expect(drivers.locator("strong", { hasText: name })).toBeVisible();
    await expect(drivers.getByRole("link", { name: "Send to driver" }).first()).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/919415011111\?text=.*%2Fd%2F/,
    );
    await expect(page.getByText(`Drivers: ${first} → ${first} and ${name}`, { exact: false })).toBeVisible();

    // The driver starts on a phone; the staff's View shows it without a reload.
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await phone.goto(trip.path);
    await phone.getByLabel("Opening km").fill("777");
    await phone.getByRole("button", { name: "Start trip" }).click();
    await expect(phone.getByText("Trip in progress")).toBeVisible();
    await expect(
      drivers.getByText(`Trip started: opening km 777. Customer's code: ${await trip.code()}.`),
    ).toBeVisible();
    // An expense with a photo of the receipt: on the View at once, with its receipt.
    await phone.getByLabel("Expense").selectOption("toll");
    await phone.getByLabel("Amount (₹)").fill("85");
    await phone.getByLabel("Photo of the receipt").setInputFiles(path.join(__dirname, "fixtures/coach.png"));
    await phone.getByRole("button", { name: "Add expense" }).click();
    await expect(phone.getByText("Toll: ₹85.00")).toBeVisible();
    const recorded = drivers.getByRole("list", { name: "What the driver recorded" });
    await expect(recorded.getByRole("listitem").filter({ hasText: "Toll ₹85.00" })).toBeVisible();
    await expect(recorded.getByRole("link", { name: "Receipt" })).toHaveAttribute("href", /^\/uploads\/[\w-]+\.png$/);
    await phone.getByRole("button", { name: "Reached Sarnath" }).click();
    await expect(recorded.getByText("Reached Sarnath")).toBeVisible();
    await page.screenshot({ path: "test-results/admin-booking-drivers.png", fullPage: true });
    // The close, with the customer's code: the View says so without a reload.
    await phone.getByLabel("Closing km").fill("840");
    await phone.getByLabel("Customer's 4-digit code").fill(await trip.code());
    await phone.getByRole("button", { name: "Close trip" }).click();
    await expect(phone.getByText("Trip closed. Thank you!")).toBeVisible();
    await expect(drivers.getByText("Trip closed: 63 km, ₹0.00 collected.")).toBeVisible();
  });

  test("the duty slip: staff mark collect on board, download the slip with the trip's facts, and the driver sees the amount", async ({
    page,
    browser,
    request,
  }) => {
    // A long journey (the View, the slip's PDF, the driver's phone, a link withdrawn and renewed): 17 s alone, more
    // than a minute on a busy two-core machine beside three other workers.
    test.slow();
    const first = `Mohan ${unique()}`;
    const trip = await assignedTrip(request, "en", first, {
      days: 2,
      tripType: "round-trip",
      stops: [
        { place: "Sarnath, Uttar Pradesh, India", day: 1, time: "10:30", nightHalt: true },
        { place: "Prayagraj, Uttar Pradesh, India", day: 2 },
      ],
    });
    await gql(
      request,
      `mutation($id: ID!, $i: FareInput!) { recordFare(id: $id, input: $i) { id } }`,
      // The advance was received today: the driver collects the rest, what the booking still owes.
      { id: trip.bookingId, i: { agreedFare: 9000, advance: 2500, advanceReceivedOn: future(0) } },
      trip.admin,
    );
    await loginAs(page, "Admin", ADMIN.login, ADMIN.password);
    // The list names the trip's driver; the Unassigned filter leaves it out.
    await page.goto("/admin/bookings");
    const row = page.getByRole("row", { name: new RegExp(trip.ref) });
    await expect(row.getByRole("cell", { name: first })).toBeVisible();
    await page.getByRole("combobox", { name: "Driver", exact: true }).selectOption("true");
    await expect(page).toHaveURL(/unassigned=true/);
    await expect(page.getByRole("row", { name: new RegExp(trip.ref) })).toHaveCount(0);
    await page.getByRole("combobox", { name: "Driver", exact: true }).selectOption("");
    await page
      .getByRole("row", { name: new RegExp(trip.ref) })
      .getByRole("button", { name: "View" })
      .click();

    const slip = page.getByRole("region", { name: "Duty slip" });
    await slip.getByLabel("Reporting time").fill("05:45");
    await slip.getByLabel("Notes for the driver").fill("Pick up flowers at Godowlia");
    await slip.getByLabel(/Collect on board/).check();
    await slip.getByRole("button", { name: "Save duty slip" }).click();
    await expect(slip.getByText("The driver collects ₹6,500.00.")).toBeVisible();
    await page.screenshot({ path: "test-results/admin-duty-slip-1280.png", fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      slip.getByRole("button", { name: "Duty slip PDF (English)" }).click(),
    ]);
    const file = (await download.path())!;
    const text = pdfText(file);
    fs.rmSync(file, { force: true });
    for (const fact of [
      `Duty slip ${trip.ref}`,
      "Time: 05:45",
      "Place: Assi Ghat, Varanasi",
      "Day 1: Sarnath, Uttar Pradesh, India · 10:30 · night halt",
      "Day 2: Prayagraj, Uttar Pradesh, India",
      "Day 2: Return to Assi Ghat, Varanasi",
      "Kavita Rao · +91 98390 55555",
      "Passengers: 12",
      first,
      "Pick up flowers at Godowlia",
      "INR 6,500.00",
      "Opening km",
      "Closing time",
    ])
      expect(text).toContain(fact);

    // The fleet calendar's Drivers view: the driver's row holds the trip.
    await page.goto("/admin/calendar");
    if (future(1).slice(0, 7) !== future(0).slice(0, 7)) await page.getByRole("button", { name: "Next month" }).click();
    await page.getByRole("button", { name: "Drivers", exact: true }).click();
    await expect(page.getByLabel(`Trips of ${first}`).getByText(trip.ref)).toBeVisible();
    await page.screenshot({ path: "test-results/admin-calendar-drivers-1280.png" });

    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await phone.goto(trip.path);
    await expect(phone.getByText("₹6,500.00")).toBeVisible();
    await expect(phone.getByText("05:45")).toBeVisible();
    // The trip plan as the slip prints it: each stop's day, time and night halt.
    await expect(phone.getByText("Day 1 · 10:30 · Night halt")).toBeVisible();
    const stop2 = phone.getByRole("listitem").filter({ hasText: "Prayagraj" });
    await expect(stop2.getByText("Day 2", { exact: true })).toBeVisible();
    // And, as the slip's plan ends, the way back to the pickup on the last day.
    await expect(phone.getByRole("listitem").filter({ hasText: "Return to Assi Ghat, Varanasi" })).toContainText(
      "Day 2",
    );
    await expect(phone.getByRole("link", { name: "Duty slip (PDF)" })).toHaveAttribute(
      "href",
      /^\/duty-slips\/link\.pdf\?token=/,
    );
    await phone.screenshot({ path: "test-results/driver-page-collect-390.png", fullPage: true });

    // Staff withdraw the link: the driver's page says so; a new link works again.
    await page.goto("/admin/bookings");
    await page
      .getByRole("row", { name: new RegExp(trip.ref) })
      .getByRole("button", { name: "View" })
      .click();
    const drivers = page.getByRole("region", { name: "Drivers" });
    await drivers.getByRole("button", { name: "Withdraw link" }).click();
    await expect(drivers.getByText("link withdrawn")).toBeVisible();
    await phone.reload();
    await expect(phone.getByRole("alert")).toHaveText(
      "The office has withdrawn this link. Please ask them for a new one.",
    );
    await drivers.getByRole("button", { name: "New link" }).click();
    const fresh = drivers.getByRole("link", { name: "Driver's page" });
    await expect(fresh).toBeVisible();
    const href = await fresh.getAttribute("href");
    expect(href).not.toBe(trip.path);
    await phone.goto(href!);
    await expect(phone.getByRole("heading", { name: `Duty slip ${trip.ref}` })).toBeVisible();
  });

  test("after too many wrong codes, staff close the trip for the driver from the View", async ({ page, request }) => {
    const trip = await assignedTrip(request, "en", `Gopal ${unique()}`);
    const token = trip.path.replace("/d/", "");
    await gql(
      request,
      `mutation($t: String!, $i: DriverStartInput!) { driverStartTrip(token: $t, input: $i) { startedAt } }`,
      { t: token, i: { stepId: crypto.randomUUID(), openingKm: 3000 } },
    );
    const wrong = String((Number(await trip.code()) + 1) % 10000).padStart(4, "0");
    for (let i = 0; i < 5; i++) {
      const res = await request.post(`/api/driver-trips/${token}/close`, {
        data: { stepId: crypto.randomUUID(), closingKm: 3100, code: wrong },
      });
      expect(res.status()).toBe(i < 4 ? 400 : 409); // the fifth: "ask the office to close this trip"
    }
    await loginAs(page, "Admin", ADMIN.login, ADMIN.password);
    await page.goto("/admin/bookings");
    await page
      .getByRole("row", { name: new RegExp(trip.ref) })
      .getByRole("button", { name: "View" })
      .click();
    const close = page.getByRole("form", { name: "Close the trip for the driver" });
    // Unfolded by itself: the driver has no attempts left.
    await expect(close.getByText("attempts left: 0")).toBeVisible();
    await close.getByLabel("Closing km").fill("3120");
    await close.getByLabel("Amount collected (₹)").fill("500");
    await close.getByRole("button", { name: "Close trip" }).click();
    await expect(page.getByText("Trip closed by the office: 120 km, ₹500.00 collected.")).toBeVisible();
    await page.screenshot({ path: "test-results/admin-staff-close-1280.png", fullPage: true });
  });
});
