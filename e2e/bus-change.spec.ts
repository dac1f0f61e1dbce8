/**
 * Changing a booking's bus in the browser: staff change a Confirmed booking's bus on its View (the change
 * shows in the View and its history), then try a bus whose fitness certificate has expired and read the
 * refusal, which names the document and its date; the bus stays as it was.
 */
import { expect } from "@playwright/test";
import { englishDate, future, signInAdmin, test, unique } from "./helpers";

test("staff change a booking's bus on its View; a bus with an expired fitness certificate is refused", async ({
  page,
  request,
}) => {
  const token = await signInAdmin(page, request);
  const auth = { authorization: `Bearer ${token}` };
  const newBus = async (name: string) => {
    const r = await request.post("/api/buses", {
      headers: auth,
      data: { name, capacity: 30, description: "For a bus change", features: ["AC"], lastMaintenance: future(-5) },
    });
    expect(r.status()).toBe(201);
    return (await r.json())._id as string;
  };
  const first = `First Coach ${unique()}`;
  const second = `Second Coach ${unique()}`;
  const lapsed = `Lapsed Coach ${unique()}`;
  const firstId = await newBus(first);
  await newBus(second);
  const lapsedId = await newBus(lapsed);
  // The lapsed coach has every document but a fitness certificate that expired three days ago.
  const expired = future(-3);
  for (const [type, validUntil] of [
    ["RC", future(500)],
    ["Insurance", future(500)],
    ["Fitness", expired],
    ["PUC", future(500)],
    ["RoadTax", future(500)],
    ["AllIndiaPermit", future(500)],
  ] as const) {
    const r = await request.post(`/api/buses/${lapsedId}/documents`, {
      headers: auth,
      data: { type, number: `${type}-${unique()}`, validFrom: future(-400), validUntil },
    });
    expect(r.status()).toBe(201);
  }
  const guest = `Bus Change Guest ${unique()}`;
  const booked = await request.post("/api/bookings", {
    data: {
      pickupLocation: "Varanasi",
      destination: "Sarnath",
      departureDate: future(25),
      days: 2,
      busType: firstId,
      name: guest,
      email: `${guest.replace(/\W/g, ".").toLowerCase()}@example.com`,
      phone: "+91 98390 55555",
    },
  });
  expect(booked.status()).toBe(201);
  const bookingId = (await booked.json())._id;
  const confirmed = await request.put(`/api/bookings/${bookingId}`, { headers: auth, data: { status: "Confirmed" } });
  expect(confirmed.status()).toBe(200);

  await page.goto("/admin/bookings");
  const row = page.getByRole("row").filter({ hasText: guest });
  await row.getByRole("button", { name: "View", exact: true }).click();
  const view = page.getByRole("dialog");
  const form = view.getByRole("form", { name: "Change bus" });
  await form.getByLabel("New bus").selectOption({ label: `${second} (30 seats, Available)` });
  await form.getByRole("button", { name: "Change bus" }).click();
  await expect(page.getByText(`The bus is now ${second}.`)).toBeVisible();
  await expect(view.getByText(`Bus changed from ${first} to ${second}.`)).toBeVisible();
  await expect(row).toContainText(second);

  // A bus whose fitness certificate has expired: refused, naming the document and its date. (The owner is
  // asked for a reason to change it anyway, and declines.)
  await form.getByLabel("New bus").selectOption({ label: `${lapsed} (30 seats, Available)` });
  await form.getByRole("button", { name: "Change bus" }).click();
  const refusal = `Cannot change the bus: the fitness certificate of ${lapsed} expires on ${englishDate(expired)}`;
  const override = page.getByRole("dialog", { name: "Go ahead despite the vehicle documents?" });
  await expect(override).toContainText(refusal);
  await override.getByRole("button", { name: "Cancel" }).click();
  await expect(override).toBeHidden();
  await expect(form.getByText(refusal)).toBeVisible();
  await expect(row).toContainText(second);
  await expect(row).not.toContainText(lapsed);
});
