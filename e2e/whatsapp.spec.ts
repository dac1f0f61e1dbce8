/**
 * Messages that send themselves: the customer agrees on the booking form (in Hindi) and reads and changes their
 * answer on their account; staff see the booking's WhatsApp message on its View. On a site of this file's own whose
 * WhatsApp is a local fake (server/test/fixtures/fake-whatsapp.ts), the statuses Meta reports reach the open View
 * live, and a reply goes once the customer has written.
 */
import { expect, test as base, type Page } from "@playwright/test";
import { FakeWhatsApp } from "../server/test/fixtures/fake-whatsapp";
import hi from "../client/src/locales/hi.json";
import hiPages from "../client/src/locales/hi.pages.json";
import { ADMIN, future, loginAs, pageReady, startSite, test, unique } from "./helpers";

type Tree = { [key: string]: string | string[] | Tree };
/** A Hindi text from the site's catalogues, as the site shows it (the tests never copy a translation). */
function HI(key: string, params: Record<string, string | number> = {}): string {
  for (const messages of [hi, hiPages] as Tree[]) {
    let node: Tree[string] | undefined = messages;
    for (const part of key.split("."))
      node = node && typeof node === "object" && !Array.isArray(node) ? node[part] : undefined;
    if (typeof node === "string") return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, n: string) => String(params[n]));
  }
  throw new Error(`no text for ${key}`);
}

/** The admin's booking View of the customer called `name`. */
async function openView(admin: Page, name: string) {
  await admin.goto("/admin/bookings");
  await pageReady(admin);
  await admin.getByRole("row").filter({ hasText: name }).getByRole("button", { name: "View" }).click();
  return admin.getByRole("dialog");
}

test("the customer agrees on the Hindi booking form, reads and changes it on their account; staff see the WhatsApp message", async ({
  browser,
}) => {
  const customerCtx = await browser.newContext();
  const page = await customerCtx.newPage();
  await page.goto("/hi/booking");
  await page.getByLabel(HI("booking.pickup")).fill("Varanasi");
  await page.getByLabel(HI("booking.destination")).fill("Sarnath");
  await page.getByLabel(HI("booking.departureDate")).fill(future(45));
  await page.getByLabel(HI("booking.days")).fill("1");
  await page.getByLabel(HI("desk.passengers")).fill("12");
  await page
    .getByLabel(HI("booking.bus"))
    .selectOption({ label: `Mini Coach 26 — ${HI("common.seater", { count: 26 })}` });
  await page.getByRole("button", { name: HI("booking.continue") }).click();
  const name = `Kavita ${unique()}`;
  await page.getByLabel(HI("booking.name")).fill(name);
  await page.getByLabel(HI("booking.email"), { exact: true }).fill(`kavita.${unique()}@example.com`);
  await page.getByRole("textbox", { name: HI("booking.phone") }).fill("+91 98390 44441");
  await page.getByRole("checkbox", { name: HI("consent.wizard") }).check();
  await page.getByRole("button", { name: HI("booking.submit") }).click();
  await expect(page).toHaveURL(/\/hi\/dashboard$/);

  const whatsapp = page.getByRole("switch", { name: HI("consent.transactional.whatsapp") });
  await expect(whatsapp).toBeChecked();
  const sms = page.getByRole("switch", { name: HI("consent.transactional.sms") });
  await expect(sms).toBeChecked();
  await expect(page.getByRole("switch", { name: HI("consent.offers.whatsapp") })).not.toBeChecked();
  await expect(page.getByText(new RegExp(HI("consent.sources.booking"))).first()).toBeVisible();
  await sms.uncheck();
  await expect(page.getByText(new RegExp(`\\(${HI("consent.sources.account")}\\)`))).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: HI("consent.transactional.sms") })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: HI("consent.transactional.whatsapp") })).toBeChecked();

  const adminCtx = await browser.newContext();
  const admin = await adminCtx.newPage();
  await loginAs(admin, "Admin", ADMIN.login, ADMIN.password);
  const dialog = await openView(admin, name);
  // No keys on this site: the message went to the outbox folder, which counts as sent.
  const row = dialog
    .getByRole("list", { name: "WhatsApp" })
    .getByRole("listitem")
    .filter({ hasText: "Booking request received" });
  await expect(row).toContainText("Sent");
  await expect(row).toContainText("Hindi");
  await adminCtx.close();
  await customerCtx.close();
});

// The site lives for the test only (as online-payments.spec.ts's does).
const live = base.extend<{ waSite: { url: string; fake: FakeWhatsApp } }>({
  waSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, testInfo) => {
      const fake = await new FakeWhatsApp().start();
      const started = await startSite(testInfo.parallelIndex, {
        name: "whatsapp",
        portOffset: 50,
        env: { ...fake.env(), JOB_POLL_SECONDS: "0.5" },
      });
      fake.webhookUrl = `${started.site.url}/api/whatsapp/webhook`;
      await use({ url: started.site.url, fake });
      await started.stop();
      await fake.close();
    },
    { timeout: 180_000 },
  ],
  baseURL: async ({ waSite }, use) => use(waSite.url),
});

live(
  "Meta's statuses reach the open View live; a reply goes only after the customer wrote",
  async ({ page, request, waSite }) => {
    live.slow();
    const { fake } = waSite;
    fake.autoStatuses = [];
    const name = `Live ${unique()}`;
    const buses = await (await request.post("/graphql", { data: { query: "{ buses { id name } }" } })).json();
    const busId = buses.data.buses.find((b: { name: string }) => b.name.startsWith("Mini Coach")).id;
    const created = await request.post("/api/bookings", {
      data: {
        ...{ pickupLocation: "Varanasi", destination: "Sarnath", departureDate: future(50), days: 1, busType: busId },
        ...{
          name,
          email: `live.${unique()}@example.com`,
          phone: "+91 98390 44442",
          passengers: 10,
          messageConsent: true,
        },
      },
    });
    expect(created.status()).toBe(201);
    await expect.poll(() => fake.sent.filter((m) => m.to === "919839044442").length).toBe(1);
    const [sent] = fake.sent.filter((m) => m.to === "919839044442");

    await loginAs(page, "Admin", ADMIN.login, ADMIN.password);
    const dialog = await openView(page, name);
    const row = dialog.getByRole("list", { name: "WhatsApp" }).getByRole("listitem").first();
    await expect(row).toContainText("Sent");
    expect(await fake.post([fake.status(sent.id, "delivered")])).toBe(200);
    await expect(row).toContainText("Delivered");
    await expect(row).toContainText("₹0.1150");
    expect(await fake.post([fake.status(sent.id, "read")])).toBe(200);
    await expect(row).toContainText("Read");

    // The window is closed: no reply form, a note why. The customer writes; the View, opened again, offers it.
    await expect(dialog.getByText(/only within 24 hours of the customer's own message/)).toBeVisible();
    expect(await fake.post([], fake.inbound("919839044442", "Bus kitne baje aayegi?"))).toBe(200);
    const again = await openView(page, name);
    await again.getByLabel("Reply on WhatsApp").fill("Subah 6 baje, Assi Ghat par");
    await again.getByRole("button", { name: "Send reply" }).click();
    await expect(
      again.getByRole("list", { name: "WhatsApp" }).getByRole("listitem").filter({ hasText: "Reply" }),
    ).toContainText("Sent");
    expect(fake.sent.some((m) => m.to === "919839044442" && m.text === "Subah 6 baje, Assi Ghat par")).toBe(true);
  },
);
