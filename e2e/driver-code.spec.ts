/**
 * The driver's close with the customer's code, on a phone: a wrong code says how many attempts are left, beside
 * the form and in the hint, and after the last one the form gives way to "call the office" (English and Hindi).
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { adminToken, createBus, future, gql, test, unique } from "./helpers";

/** A Confirmed booking leaving tomorrow, driven by a new driver speaking `language`, started; its link and code. */
async function startedTrip(request: APIRequestContext, language: "en" | "hi") {
  const admin = await adminToken(request);
  const id = unique();
  const bus = await createBus(request, admin, `Close Bus ${id}`);
  const i = {
    pickupLocation: "Assi Ghat, Varanasi",
    destination: "Sarnath",
    departureDate: future(1),
    days: 1,
    busId: bus,
    passengers: 12,
    name: "Kavita Rao",
    email: `kavita.${id}@example.com`,
    phone: "+91 98390 55555",
  };
  const create = `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }`;
  const booking = (await gql(request, create, { i })).createBooking.booking.id;
  await gql(
    request,
    `mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id } }`,
    { id: booking },
    admin,
  );
  const driver = {
    name: `Suresh ${id}`,
    phone: "94150 11111",
    licenceNumber: `C-${id}`,
    licenceValidUntil: future(900),
  };
  const driverId = (
    await gql(
      request,
      `mutation($i: DriverInput!) { createDriver(input: $i) { id } }`,
      { i: { ...driver, language } },
      admin,
    )
  ).createDriver.id;
  const [assignment] = (
    await gql(
      request,
      `mutation($b: ID!, $d: [ID!]!) { assignDrivers(bookingId: $b, driverIds: $d) { link { path } } }`,
      { b: booking, d: [driverId] },
      admin,
    )
  ).assignDrivers;
  const path = assignment.link.path as string;
  await gql(
    request,
    `mutation($t: String!, $i: DriverStartInput!) { driverStartTrip(token: $t, input: $i) { startedAt } }`,
    { t: path.replace("/d/", ""), i: { stepId: crypto.randomUUID(), openingKm: 1000 } },
  );
  const code = (
    await gql(request, `query($id: ID!) { booking(id: $id) { trip { customerCode } } }`, { id: booking }, admin)
  ).booking.trip.customerCode as string;
  return { path, wrong: String((Number(code) + 1) % 10000).padStart(4, "0") };
}

const TEXTS = {
  en: {
    closingKm: "Closing km",
    code: "Customer's 4-digit code",
    closeTrip: "Close trip",
    back: "Return to Assi Ghat, Varanasi",
    hintLead: "The customer received this code by e-mail",
    hint: (left: number) => `Attempts left: ${left}.`,
    wrong: (left: number) => `Wrong code. Attempts left: ${left}.`,
    locked: "Please call the office: they will close the trip for you.",
    call: /Call the office: /,
  },
  hi: {
    closingKm: "अंतिम किलोमीटर",
    code: "ग्राहक का 4 अंकों का कोड",
    closeTrip: "यात्रा बंद करें",
    back: "Assi Ghat, Varanasi वापसी",
    hintLead: "यात्रा शुरू होने पर ग्राहक को यह कोड ईमेल से मिला था",
    hint: (left: number) => `बचे हुए प्रयास: ${left}।`,
    wrong: (left: number) => `गलत कोड। बचे हुए प्रयास: ${left}।`,
    locked: "कृपया ऑफ़िस को फ़ोन करें: वे आपकी यात्रा बंद कर देंगे।",
    call: /ऑफ़िस को कॉल करें: /,
  },
};

async function tryWrongCode(page: Page, tx: (typeof TEXTS)["en"], wrong: string) {
  await page.getByLabel(tx.closingKm).fill("1090");
  await page.getByLabel(tx.code).fill(wrong);
  await page.getByRole("button", { name: tx.closeTrip }).click();
}

for (const width of [390, 1280]) {
  for (const language of ["en", "hi"] as const) {
    test(`at ${width} px a wrong code shows the attempts left, and the lock-out says to call the office (${language})`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      const tx = TEXTS[language];
      const trip = await startedTrip(request, language);
      await page.goto(trip.path);
      await expect(page.getByText(tx.hintLead)).toContainText(tx.hint(5));
      // The plan ends with the way back, as the duty slip's does.
      await expect(page.getByText(tx.back)).toBeVisible();

      await tryWrongCode(page, tx, trip.wrong);
      // Beside the form, and the hint counts down.
      const alert = page.getByRole("alert");
      await expect(alert).toHaveText(tx.wrong(4));
      await expect(alert).toBeInViewport();
      await expect(page.getByText(tx.hintLead)).toContainText(tx.hint(4));
      await page.screenshot({
        path: `test-results/shots/fixes/driver-wrong-code-${language}-${width}.png`,
        fullPage: true,
      });

      for (let left = 3; left >= 1; left--) {
        await tryWrongCode(page, tx, trip.wrong);
        await expect(page.getByText(tx.hintLead)).toContainText(tx.hint(left));
        await expect(page.getByRole("alert")).toHaveText(tx.wrong(left));
      }
      await tryWrongCode(page, tx, trip.wrong);
      // The fifth wrong code: no form any more, the office to call instead.
      await expect(page.getByRole("alert")).toContainText(tx.locked);
      await expect(page.getByRole("link", { name: tx.call })).toHaveAttribute("href", /^tel:/);
      await expect(page.getByLabel(tx.code)).toHaveCount(0);
      await expect(page.getByRole("button", { name: tx.closeTrip })).toHaveCount(0);
      await page.screenshot({
        path: `test-results/shots/fixes/driver-locked-${language}-${width}.png`,
        fullPage: true,
      });

      // Opened again later, the page still says so.
      await page.reload();
      await expect(page.getByRole("alert")).toContainText(tx.locked);
    });
  }
}
