/**
 * Vehicle documents in the browser: staff add a bus's fitness certificate with its scan, see it Expiring on the
 * dashboard's Documents card, try to confirm a trip past its expiry and read the refusal, renew it and
 * confirm; and the owner confirms another trip anyway with a written reason, shown on the booking's View.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { englishDate, future, signInAdmin, test, unique } from "./helpers";

test("a document with its scan, Expiring on the dashboard, a refused confirmation, renewal, and an owner's override", async ({
  page,
  request,
}) => {
  const token = await signInAdmin(page, request);
  const auth = { authorization: `Bearer ${token}` };
  const busName = `Permit Coach ${unique()}`;
  const bus = await request.post("/api/buses", {
    headers: auth,
    data: { name: busName, capacity: 30, description: "For documents", features: ["AC"], lastMaintenance: future(-5) },
  });
  expect(bus.status()).toBe(201);
  const busId = (await bus.json())._id;
  // Everything but the fitness certificate is on record already.
  for (const [type, extra] of [
    ["RC", {}],
    ["Insurance", {}],
    ["PUC", {}],
    ["RoadTax", {}],
    ["StatePermit", { states: ["Uttar Pradesh"] }],
  ] as const) {
    const r = await request.post(`/api/buses/${busId}/documents`, {
      headers: auth,
      data: { type, number: `${type}-${unique()}`, validFrom: future(-100), validUntil: future(500), ...extra },
    });
    expect(r.status()).toBe(201);
  }
  const book = async (name: string, departure: string) => {
    const r = await request.post("/api/bookings", {
      data: {
        pickupLocation: "Varanasi",
        destination: "Sarnath",
        departureDate: departure,
        days: 2,
        busType: busId,
        name,
        email: `${name.replace(/\W/g, ".").toLowerCase()}@example.com`,
        phone: "+91 98390 44444",
      },
    });
    expect(r.status()).toBe(201);
  };
  const guest = `Docs Guest ${unique()}`;
  await book(guest, future(20));

  // Staff add the fitness certificate with its scan in the bus's Documents.
  const scan = path.join(os.tmpdir(), `fitness-${unique()}.pdf`);
  fs.writeFileSync(scan, "%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
  const expiry = future(12);
  await page.goto("/admin/buses");
  await page.getByRole("button", { name: `Update ${busName}` }).click();
  const docs = page.getByRole("group", { name: "Documents" });
  await docs.getByLabel("Document type").selectOption("Fitness");
  await docs.getByLabel("Number").fill(`FC-${unique()}`);
  await docs.getByLabel("Issuer").fill("RTO Varanasi");
  await docs.getByLabel("Valid from").fill(future(-300));
  await docs.getByLabel("Valid until").fill(expiry);
  await docs.getByLabel(/^Scan/).setInputFiles(scan);
  await docs.getByRole("button", { name: "Add document" }).click();
  const item = docs.getByRole("listitem").filter({ hasText: "Fitness certificate" });
  await expect(item.getByText("Expiring within 30 days")).toBeVisible();
  await expect(item.getByRole("button", { name: /Open scan \(fitness-/ })).toBeVisible();
  await page.keyboard.press("Escape");

  // The dashboard's Documents card shows it Expiring, with its bus.
  await page.goto("/admin");
  const card = page.getByRole("region", { name: "Documents" });
  const next = card.getByRole("listitem").filter({ hasText: busName });
  await expect(next.filter({ hasText: "Fitness certificate" })).toContainText("Expiring within 30 days");

  // Confirming the trip past its expiry is refused, naming the document and its date.
  await page.goto("/admin/bookings");
  const row = page.getByRole("row").filter({ hasText: guest });
  await row.getByRole("button", { name: "Confirm", exact: true }).click();
  const refusal = `Cannot confirm: the fitness certificate of ${busName} expires on ${englishDate(expiry)}`;
  // The owner is offered the override, naming the refusal; they cancel, and the refusal stays on the page.
  const override = page.getByRole("dialog", { name: "Go ahead despite the vehicle documents?" });
  await expect(override).toContainText(refusal);
  await override.getByRole("button", { name: "Cancel" }).click();
  await expect(override).toBeHidden();
  await expect(page.getByText(refusal).first()).toBeVisible();
  await expect(row).toContainText("Pending");

  // Renewed, the trip confirms.
  await page.goto("/admin/buses");
  await page.getByRole("button", { name: `Update ${busName}` }).click();
  await page.getByRole("button", { name: /^Renew Fitness certificate/ }).click();
  await page.getByLabel("New valid until").fill(future(400));
  await page.getByRole("button", { name: "Save renewal" }).click();
  await expect(
    page.getByRole("group", { name: "Documents" }).getByRole("listitem").filter({ hasText: "Fitness certificate" }),
  ).toContainText("Valid");
  await page.keyboard.press("Escape");
  await page.goto("/admin/bookings");
  await row.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(row).toContainText("Confirmed");

  // Another trip past the PUC's expiry: the owner confirms anyway, with a reason the View shows.
  const puc = (await (await request.get(`/api/buses/${busId}/documents`, { headers: auth })).json()).find(
    (d: { type: string }) => d.type === "PUC",
  );
  await request.put(`/api/documents/${puc._id}`, { headers: auth, data: { validUntil: future(40) } });
  const second = `Docs Override ${unique()}`;
  await book(second, future(40));
  await page.reload();
  const row2 = page.getByRole("row").filter({ hasText: second });
  const reason = "PUC test booked for the morning of departure";
  await row2.getByRole("button", { name: "Confirm", exact: true }).click();
  await override.getByRole("textbox", { name: /The owner may confirm anyway/ }).fill(reason);
  await override.getByRole("button", { name: "Go ahead with this reason" }).click();
  await expect(override).toBeHidden();
  await expect(row2).toContainText("Confirmed");
  await row2.getByRole("button", { name: "View", exact: true }).click();
  // The booking's history line (its activity entry names the reason too).
  await expect(
    page.getByRole("dialog").getByRole("listitem").filter({ hasText: "Pending → Confirmed ·" }),
  ).toContainText(`Reason: ${reason}`);
});
