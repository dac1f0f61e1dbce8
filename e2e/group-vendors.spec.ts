/**
 * A group in several vehicles, one hired from a vendor, at 390 px (phone) and 1280 px (desktop). A customer asks
 * the booking wizard for 130 passengers on a 45-seat coach and takes the proposal "Use 3 buses"; staff open the
 * booking's View, record the agreed fare, give vehicle 2 the second own coach and vehicle 3 a vendor's bus at the
 * cost agreed with the vendor (the margin line follows), confirm the booking on its row, assign a driver to each
 * vehicle, and download the vendor's farm-out sheet, which names the vendor, "Vehicle 3 of 3", its driver and the
 * hire charge.
 */
import fs from "node:fs";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { adminToken, future, gql, pdfText, signInAdmin, test, unique } from "./helpers";

const SHOTS = "test-results/shots/group-vendors";

/** A 45-seat coach of the fleet's own, Available; its id. */
async function ownCoach(request: APIRequestContext, token: string, name: string) {
  const r = await request.post("/api/buses", {
    headers: { authorization: `Bearer ${token}` },
    data: { name, capacity: 45, description: "AC seater", features: ["AC"], lastMaintenance: future(-5) },
  });
  expect(r.status()).toBe(201);
  const bus = await r.json();
  expect(bus.capacity).toBe(45);
  return bus._id as string;
}

/** A vendor with one 45-seat bus (no documents on record); the vendor's name and the bus's registration. */
async function vendorWithBus(request: APIRequestContext, token: string, id: string) {
  const name = `Sharma Travels ${id}`;
  const vendor = (
    await gql(
      request,
      `mutation($i: VendorInput!) { createVendor(input: $i) { id } }`,
      { i: { name, phone: "+91 94150 55555", contactName: "R. Sharma" } },
      token,
    )
  ).createVendor.id as string;
  const registration = `UP65 ${id.toUpperCase()}`;
  const bus = (
    await gql(
      request,
      `mutation($v: ID!, $i: VendorVehicleInput!) { addVendorVehicle(vendorId: $v, input: $i) { capacity registrationNumber } }`,
      { v: vendor, i: { registrationNumber: registration, capacity: 45, description: "AC seater" } },
      token,
    )
  ).addVendorVehicle;
  expect(bus).toEqual({ capacity: 45, registrationNumber: registration });
  return { name, registration };
}

async function addDriver(request: APIRequestContext, token: string, name: string) {
  const i = { name, phone: "+91 94150 11111", licenceNumber: `E2E-${unique()}`, licenceValidUntil: future(900) };
  await gql(request, `mutation($i: DriverInput!) { createDriver(input: $i) { id } }`, { i }, token);
}

/** The customer's request in the wizard: 130 passengers on a 45-seat coach, three buses as the wizard proposes. */
async function requestThreeBuses(customer: Page, guest: string, coach: string, date: string) {
  await customer.goto("/booking");
  await customer.getByLabel("Pickup Location").fill("Varanasi");
  await customer.getByLabel("Pickup Location").press("Tab");
  await customer.getByLabel("Destination").fill("Prayagraj");
  await customer.getByLabel("Destination").press("Tab");
  await customer.getByLabel("Departure Date").fill(date);
  await customer.getByLabel("Number of Days").fill("2");
  await customer.getByLabel("Number of Passengers").fill("130");
  await expect(customer.getByLabel("Number of buses")).toHaveValue("1");
  await customer.getByLabel("Select Bus").selectOption({ label: `${coach} — 45 Seater` });
  await expect(
    customer.getByText(`${coach} seats 45 passengers, fewer than your 130.`, { exact: false }),
  ).toBeVisible();
  await expect(customer.getByText(`130 passengers need 3 × ${coach} (45 seats each)`)).toBeVisible();
  await customer.getByRole("button", { name: "Use 3 buses" }).click();
  await expect(customer.getByLabel("Number of buses")).toHaveValue("3");
  await expect(customer.getByRole("button", { name: "Use 3 buses" })).toHaveCount(0);
  await customer.getByRole("button", { name: "Continue" }).click();
  await customer.getByLabel("Full Name").fill(guest);
  await customer.getByLabel("Email").fill(`${guest.replace(/\W+/g, ".").toLowerCase()}@example.com`);
  await customer.getByRole("textbox", { name: "Phone" }).fill("+91 98390 55555");
  await customer.getByRole("button", { name: "Submit Booking" }).click();
  await expect(customer.getByText("Your booking has been submitted! We will contact you shortly.")).toBeVisible();
  await expect(customer).toHaveURL(/\/dashboard$/);
}

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("staff turn a 130-person request into three vehicles (one a vendor's), confirm, assign drivers and print the farm-out sheet", async ({
      page,
      browser,
      request,
    }) => {
      // A long journey (the wizard, then the View's fare, vehicles, confirmation, three drivers and a PDF).
      test.slow();
      const phone = width < 600;
      const owner = await adminToken(request);
      const id = unique();
      const coachA = `Group Coach A ${id}`;
      const coachB = `Group Coach B ${id}`;
      await ownCoach(request, owner, coachA);
      await ownCoach(request, owner, coachB);
      const vendor = await vendorWithBus(request, owner, id);
      const drivers = [`Ramesh ${id}`, `Suresh ${id}`, `Vendor Driver ${id}`];
      for (const name of drivers) await addDriver(request, owner, name);
      const guest = `Wedding Party ${id}`;

      // The customer, on their own device, asks for 130 passengers and takes the wizard's three buses.
      const customerContext = await browser.newContext();
      await requestThreeBuses(await customerContext.newPage(), guest, coachA, future(45));
      await customerContext.close();

      // Staff: Admin → Bookings, find the booking, open its View.
      await signInAdmin(page, request);
      await page.goto("/admin");
      const nav = page.getByRole("navigation", { name: "Admin navigation" });
      if (phone) await nav.getByRole("button", { name: "Menu" }).click();
      await nav.getByRole("link", { name: "Bookings", exact: true }).click();
      await page.getByRole("search").getByLabel("Search").fill(guest);
      const row = page.getByRole("row").filter({ hasText: guest });
      await expect(row).toHaveCount(1);
      await row.getByRole("button", { name: "View", exact: true }).click();
      const view = page.getByRole("dialog");
      const vehicles = view.getByRole("region", { name: "Vehicles" });
      const list = vehicles.getByRole("listitem");
      // The request made one booking of three vehicles: the first with the customer's coach, two without a bus yet.
      await expect(list).toHaveCount(3);
      await expect(list.nth(0)).toContainText(`Vehicle 1 · 45 seats · ${coachA}`);
      await expect(list.nth(1)).toContainText("Vehicle 2 · 45 seats · No bus yet");
      await expect(list.nth(2)).toContainText("Vehicle 3 · 45 seats · No bus yet");

      // The fare agreed by phone (GST included): its taxable value is the price the margin reads.
      const fare = view.getByRole("form", { name: "Fare and payments" });
      await fare.getByLabel("Agreed fare (INR)").fill("157500");
      await fare.getByRole("button", { name: "Save fare" }).click();
      await expect(page.getByText("Fare saved.")).toBeVisible();
      // The margin reads the fare at once: nothing is hired in yet.
      await expect(vehicles.getByText("Price ₹1,50,000.00 · Vendor costs ₹0.00 · Margin ₹1,50,000.00")).toBeVisible();

      // Vehicle 2: the second own coach; vehicle 3: the vendor's bus at the cost agreed with the vendor.
      const allocate = vehicles.getByRole("form", { name: "Allocate vehicles" });
      await allocate
        .getByRole("group", { name: "Vehicle 2" })
        .getByLabel("Bus")
        .selectOption({ label: `${coachB} (45 seats)` });
      const third = allocate.getByRole("group", { name: "Vehicle 3" });
      await third.getByLabel("Bus").selectOption({ label: `${vendor.name} · ${vendor.registration} (45 seats)` });
      await expect(third.getByText("45 seats (the bus's)")).toBeVisible();
      await third.getByLabel("Vendor cost (₹)").fill("18500");
      await allocate.getByRole("button", { name: "Save vehicles" }).click();
      await expect(page.getByText("Vehicles saved.")).toBeVisible();
      await expect(list.nth(1)).toContainText(`Vehicle 2 · 45 seats · ${coachB}`);
      await expect(list.nth(2)).toContainText(
        `Vehicle 3 · 45 seats · ${vendor.registration} · hired from ${vendor.name} · vendor cost ₹18,500.00`,
      );
      // ₹1,57,500 with 5 % GST is ₹1,50,000 taxable; less the vendor's ₹18,500.
      await expect(
        vehicles.getByText("Price ₹1,50,000.00 · Vendor costs ₹18,500.00 · Margin ₹1,31,500.00"),
      ).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/vehicles-${width}.png`, fullPage: true });

      // Confirmed on its row: every vehicle has its bus.
      await view.getByRole("button", { name: "Close" }).click();
      await expect(view).toBeHidden();
      await row.getByRole("button", { name: "Confirm", exact: true }).click();
      await expect(row).toContainText("Confirmed");

      // A driver for each vehicle, on the View's Drivers section (one part per vehicle).
      await row.getByRole("button", { name: "View", exact: true }).click();
      const driving = view.getByRole("region", { name: "Drivers" });
      const busOf = [coachA, coachB, vendor.registration];
      for (const [i, name] of drivers.entries()) {
        const part = driving.getByRole("region", { name: `Vehicle ${i + 1} · ${busOf[i]}` });
        await expect(part.getByText("No driver assigned yet.")).toBeVisible();
        await part.getByLabel("Driver", { exact: true }).selectOption({ label: name });
        await part.getByRole("button", { name: "Save drivers" }).click();
        await expect(part.locator("strong", { hasText: name })).toBeVisible();
        await expect(part.getByRole("link", { name: "Driver's page" })).toBeVisible();
      }
      await page.screenshot({ path: `${SHOTS}/drivers-${width}.png`, fullPage: true });

      // The vendor's farm-out sheet of vehicle 3: the vendor, which vehicle of the group, its driver, the hire charge.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        list.nth(2).getByRole("button", { name: "Farm-out sheet (English)" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^farm-out-BK-[0-9a-f]{4}-3-en\.pdf$/);
      const file = (await download.path())!;
      const text = pdfText(file);
      fs.rmSync(file, { force: true });
      for (const fact of [
        vendor.name,
        "Vehicle 3 of 3",
        vendor.registration,
        drivers[2],
        guest,
        "Passengers of the group",
        "130",
        "INR 18,500.00",
      ])
        expect(text).toContain(fact);
      expect(text).not.toContain(drivers[0]);
    });
  });
}
