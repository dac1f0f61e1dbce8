/**
 * The booking wizard as a customer meets it: a bus too small for the group is refused at Continue, in English and
 * Hindi; Continue shows the next step from its top; "Remove stop" is drawn so it can be seen.
 */
import { expect, type Locator } from "@playwright/test";
import { adminToken, future, gql, test, unique } from "./helpers";

const TEXTS = {
  en: {
    prefix: "",
    pickup: "Pickup Location",
    destination: "Destination",
    date: "Departure Date",
    days: "Number of Days",
    passengers: "Number of Passengers",
    bus: "Select Bus",
    seater: "35 Seater",
    continue: "Continue",
    refusal: (bus: string) =>
      `${bus} seats 35 passengers, fewer than your 40. Please choose a larger bus, or fewer passengers, to continue.`,
    name: "Full Name",
    steps: "Booking steps",
    email: "Email",
    phone: "Phone",
    submit: "Submit Booking",
    welcome: "Welcome back, Ravi Kumar",
  },
  hi: {
    prefix: "/hi",
    pickup: "पिकअप की जगह",
    destination: "मंज़िल",
    date: "रवानगी की तारीख़",
    days: "कितने दिन",
    passengers: "यात्रियों की संख्या",
    bus: "बस चुनें",
    seater: "35 सीटर",
    continue: "आगे बढ़ें",
    refusal: (bus: string) =>
      `${bus} में 35 सीटें हैं, जो आपके 40 यात्रियों से कम हैं। आगे बढ़ने के लिए कृपया बड़ी बस चुनें या यात्री कम करें।`,
    name: "पूरा नाम",
    steps: "बुकिंग के चरण",
    email: "ईमेल",
    phone: "फ़ोन",
    submit: "बुकिंग भेजें",
    welcome: "फिर से स्वागत है, Ravi Kumar",
  },
};

for (const width of [390, 1280]) {
  for (const language of ["en", "hi"] as const) {
    test(`at ${width} px the wizard refuses 40 passengers on a 35-seat bus, then shows the next step from its top (${language})`, async ({
      page,
      request,
    }) => {
      const tx = TEXTS[language];
      const admin = await adminToken(request);
      const name = `Coach 35 ${unique()}`;
      const i = {
        name,
        capacity: 35,
        description: "d",
        features: ["AC"],
        images: [],
        lastMaintenance: future(-10),
        popularRoutes: [],
      };
      await gql(request, `mutation($i: BusInput!) { createBus(input: $i) { id } }`, { i }, admin);

      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${tx.prefix}/booking`);
      await page.getByLabel(tx.pickup).fill("Assi Ghat, Varanasi");
      await page.getByLabel(tx.destination, { exact: true }).fill("Sarnath");
      await page.getByLabel(tx.date).fill(future(20));
      await page.getByLabel(tx.days).fill("1");
      await page.getByLabel(tx.passengers).fill("40");
      await page.getByLabel(tx.bus).selectOption({ label: `${name} — ${tx.seater}` });
      // The warning under the bus shows at once; marked aria-disabled, Continue still takes a tap (and answers
      // it): a person who read the warning presses it anyway.
      await expect(page.getByText(tx.refusal(name))).toBeVisible();
      await page.getByRole("button", { name: tx.continue }).click({ force: true });
      await expect(page.getByRole("alert").filter({ hasText: tx.refusal(name) })).toBeVisible();
      // Still the first step.
      await expect(page.getByLabel(tx.pickup)).toBeVisible();
      await expect(page.getByLabel(tx.name)).toHaveCount(0);
      await page.screenshot({ path: `test-results/shots/fixes/wizard-seats-${language}-${width}.png`, fullPage: true });

      await page.getByLabel(tx.passengers).fill("35");
      await page.getByRole("button", { name: tx.continue }).click();
      await expect(page.getByLabel(tx.name)).toBeVisible();
      // The new step is shown from its top: the list of steps is on the screen, not the footer.
      await expect(page.getByRole("list", { name: tx.steps })).toBeInViewport();
      await expect(page.getByLabel(tx.name)).toBeInViewport();
      await page.screenshot({ path: `test-results/shots/fixes/wizard-step2-${language}-${width}.png` });

      // Submitted, the dashboard opens at its top (its welcome), not where the wizard's button was.
      await page.getByLabel(tx.name).fill("Ravi Kumar");
      await page.getByLabel(tx.email).fill(`ravi.${unique()}@example.com`);
      await page.getByRole("textbox", { name: tx.phone }).fill("94150 12345");
      await page.getByRole("button", { name: tx.submit }).click();
      await expect(page.getByRole("heading", { name: tx.welcome })).toBeInViewport();
      await page.screenshot({ path: `test-results/shots/fixes/dashboard-after-submit-${language}-${width}.png` });
    });
  }

  test(`at ${width} px "Remove stop" is drawn in a colour that differs from what is behind it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/booking");
    await page.getByRole("button", { name: "Add a stop" }).click();
    const remove = page.getByRole("button", { name: "Remove stop 2" });
    await expect(remove).toBeVisible();
    const { text, ground } = await colours(remove);
    expect(text).not.toBe(ground);
    await remove.screenshot({ path: `test-results/shots/fixes/remove-stop-${width}.png` });
    await remove.click();
    await expect(remove).toHaveCount(0);
  });
}

/** The element's text colour and the first opaque background behind it (its own, or an ancestor's). */
function colours(el: Locator) {
  return el.evaluate((node) => {
    let ground = "rgb(255, 255, 255)";
    for (let n: Element | null = node; n; n = n.parentElement) {
      const bg = getComputedStyle(n).backgroundColor;
      if (bg && bg !== "transparent" && !/rgba\(.*, 0\)$/.test(bg)) {
        ground = bg;
        break;
      }
    }
    return { text: getComputedStyle(node).color, ground };
  });
}
