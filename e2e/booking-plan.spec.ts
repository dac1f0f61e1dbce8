/**
 * The customer's booking page shows the trip plan as the driver's duty slip has it: the pickup, each stop on its
 * day with its night halt, and the way back to the pickup on the last day (English and Hindi, phone and desktop).
 */
import { expect } from "@playwright/test";
import { future, gql, test, unique } from "./helpers";

const CREATE = `mutation($i: CreateBookingInput!) {
  createBooking(input: $i) { booking { id } auth { token refreshToken role userId } } }`;

const TEXTS = {
  en: {
    prefix: "",
    plan: "Trip plan",
    type: "Multi-day tour",
    stops: ["Day 1 · night halt", "Day 2 · night halt"],
    back: "Return to Assi Ghat, Varanasi",
    backDay: "Day 3",
    contacts: "Book with us",
    openContacts: "Open booking contacts",
  },
  hi: {
    prefix: "/hi",
    plan: "यात्रा योजना",
    type: "कई दिनों का टूर",
    stops: ["दिन 1 · रात्रि विश्राम", "दिन 2 · रात्रि विश्राम"],
    back: "Assi Ghat, Varanasi वापसी",
    backDay: "दिन 3",
    contacts: "हमारे साथ बुक करें",
    openContacts: "बुकिंग के संपर्क खोलें",
  },
};

for (const width of [390, 1280]) {
  for (const language of ["en", "hi"] as const) {
    test(`at ${width} px the customer's booking page shows the trip plan with its way back (${language})`, async ({
      page,
      request,
    }) => {
      const tx = TEXTS[language];
      const buses = (await gql(request, `{ buses { id capacity status } }`)).buses as Array<{
        id: string;
        capacity: number;
        status: string;
      }>;
      const bus = buses.find((b) => b.capacity >= 20 && b.status !== "Maintenance")!;
      const i = {
        pickupLocation: "Assi Ghat, Varanasi",
        destination: "Prayagraj",
        departureDate: future(90 + Math.floor(Math.random() * 200)),
        days: 3,
        busId: bus.id,
        passengers: 20,
        name: "Meera Joshi",
        email: `meera.${unique()}@example.com`,
        phone: "+91 98390 12345",
        language,
        tripType: "tour",
        stops: [
          { place: "Prayagraj", day: 1, nightHalt: true },
          { place: "Ayodhya", day: 2, nightHalt: true },
        ],
      };
      const { booking, auth } = (await gql(request, CREATE, { i })).createBooking;
      await page.addInitScript((a: Record<string, string>) => {
        for (const k of ["token", "refreshToken", "role", "userId"]) localStorage.setItem(k, a[k]);
        localStorage.setItem("name", "Meera Joshi");
      }, auth);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${tx.prefix}/dashboard/bookings/${booking.id}`);
      const plan = page.getByRole("region", { name: tx.plan });
      await expect(plan).toBeVisible();
      await expect(plan.getByText(tx.type)).toBeVisible();
      const items = plan.getByRole("listitem");
      await expect(items).toHaveCount(4);
      await expect(items.nth(0)).toContainText("Assi Ghat, Varanasi");
      await expect(items.nth(1)).toContainText("Prayagraj");
      await expect(items.nth(1)).toContainText(tx.stops[0]);
      await expect(items.nth(2)).toContainText("Ayodhya");
      await expect(items.nth(2)).toContainText(tx.stops[1]);
      await expect(items.nth(3)).toContainText(tx.back);
      await expect(items.nth(3)).toContainText(tx.backDay);
      // The contact panel does not open by itself over a customer's own booking.
      await expect(page.getByRole("button", { name: tx.openContacts })).toBeVisible();
      await expect(page.getByRole("region", { name: tx.contacts })).toHaveCount(0);
      await plan.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/shots/fixes/booking-plan-${language}-${width}.png`, fullPage: true });
    });
  }
}
