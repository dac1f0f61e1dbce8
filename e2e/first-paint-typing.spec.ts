import { expect, type Locator, type Page } from "@playwright/test";
import { future, test, unique } from "./helpers";
import en from "../client/src/locales/en.json";
import enPages from "../client/src/locales/en.pages.json";
import hi from "../client/src/locales/hi.json";
import hiPages from "../client/src/locales/hi.pages.json";

/**
 * A person types into a public form as soon as it shows, and goes on typing while the page's script takes
 * the page over (hydration): on a CPU four times slower, every character must stay in the field and reach
 * the request. The app's script is let through part way into the typing, at another character on each
 * load, so that its taking over falls in the middle of a field's typing one time and between fields
 * another (a loss that happens one time in two is met). Nothing here waits for the script before acting.
 */

type Language = "en" | "hi";
type Tree = { [key: string]: string | string[] | Tree };
const CATALOGUES: Record<Language, Tree[]> = { en: [en, enPages] as Tree[], hi: [hi, hiPages] as Tree[] };
/** A text from the site's catalogues, as the page shows it. */
function text(language: Language, key: string): string {
  for (const messages of CATALOGUES[language]) {
    let node: Tree[string] | undefined = messages;
    for (const part of key.split("."))
      node = node && typeof node === "object" && !Array.isArray(node) ? node[part] : undefined;
    if (typeof node === "string") return node;
  }
  throw new Error(`no text for ${key}`);
}
const base = (language: Language) => (language === "hi" ? "/hi" : "");

/** Where, in the first field's typing, the app's script is let through: one load each. */
const RELEASE_AT = [0, 5, 12];

/**
 * A phone's first visit: a CPU four times slower, and the app's entry held back until `release()`. The
 * form's request is answered here: the test reads what was sent, and nothing is stored.
 */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let release = () => {};
  let held = Promise.resolve();
  // The app's entry (index-<hash>.js): until it arrives, nothing but the page's inline capture runs.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const sent: Record<string, unknown>[] = [];
  const forms = new Set(["CreateBooking", "SubmitContactMessage", "Login", "Register"]);
  await page.route("**/graphql", async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string; variables?: { input?: object } } | null;
    if (!body?.operationName || !forms.has(body.operationName)) return route.continue();
    sent.push({ ...body.variables?.input });
    await route.fulfill({ json: { errors: [{ message: "Held by the test." }], data: null } });
  });
  // A form the browser posts itself, before the app has taken it over (Sign In, Create Account, Send).
  await page.route(/\/(hi\/)?(contact|login|register)$/, async (route) => {
    const request = route.request();
    if (request.method() !== "POST") return route.continue();
    sent.push(Object.fromEntries(new URLSearchParams(request.postData() ?? "")));
    await route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Held by the test</title>" });
  });
  // A page whose server HTML and first render differ is drawn again by React (what was typed in it is gone).
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  return {
    /** Opens the page as a person does: what follows acts as soon as its HTML shows. */
    open: async (path: string) => {
      held = new Promise<void>((resolve) => (release = resolve));
      sent.length = 0;
      await page.goto(path, { waitUntil: "commit" });
    },
    /** Types into the field from the moment it shows, letting the app's script through after `at` characters. */
    typeAcross: async (field: Locator, value: string, at: number) => {
      await type(field, value.slice(0, at));
      release();
      await type(field, value.slice(at));
    },
    /** The one request the form made (the browser's own post or the app's), and no page error. */
    request: async () => {
      await expect.poll(() => sent.length).toBe(1);
      expect(errors).toEqual([]);
      return sent[0]!;
    },
  };
}

/** Types as a person does, a key every 30 ms. */
const type = (field: Locator, value: string) => field.pressSequentially(value, { delay: 30 });

test.describe("typing while a public page becomes live", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // Several loads of a page on a CPU four times slower in each test.
  test.describe.configure({ timeout: 120_000 });

  // The forms that can also be posted by the browser itself (before the app has taken them over): what is
  // typed across the taking over is sent in full either way. (Their fields are react-hook-form's `register`,
  // never drawn with a value by React: they kept their text before the wizard's fix too, and stay so.)
  const forms = [
    {
      form: "contact",
      typed: { name: "Kiran Early Bird", message: "Forty students to Sarnath in March." },
      filled: { email: "kiran.early@example.com", subject: "School trip" },
      send: "contact.send",
    },
    {
      form: "login",
      typed: { login: "early_rider_of_kashi", password: "namaste-kashi-2026" },
      filled: {},
      send: "auth.signIn",
    },
    {
      form: "register",
      typed: { name: "Meera Early Bird", username: "meera_early_bird" },
      filled: {
        email: "meera.early@example.com",
        mobileNo: "+91 98390 66666",
        password: "namaste-2026",
        confirm: "namaste-2026",
      },
      send: "auth.createAccount",
    },
  ] as const;

  for (const { form, typed, filled, send } of forms)
    test(`the ${form} form keeps every character and sends it (en, hi)`, async ({ page }) => {
      const phone = await slowPhone(page);
      const field = (name: string) => page.locator(`[name="${name}"]`);
      for (const [language, at] of [
        ["en", 0],
        ["hi", 6],
      ] as const) {
        await phone.open(`${base(language)}/${form}`);
        const [first, ...rest] = Object.entries(typed);
        await phone.typeAcross(field(first![0]), first![1], at);
        for (const [name, value] of rest) await type(field(name), value);
        for (const [name, value] of Object.entries(filled)) await field(name).fill(value);
        if (form === "register") await page.getByRole("checkbox").check();
        await page.getByRole("button", { name: text(language, send) }).click();
        const sent = await phone.request();
        for (const [name, value] of Object.entries(typed))
          expect.soft(sent[name], `${name} (${language}), released at ${at}`).toBe(value);
      }
    });

  // The wizard's places are controlled fields: before the fix, what was typed before React drew them with
  // its still-empty state was lost in five loads of six ("asi Junction Platform 1", "rm 1").
  for (const language of ["en", "hi"] as const)
    test(`the booking wizard keeps every character and sends it (${language})`, async ({ page }) => {
      const phone = await slowPhone(page);
      const pickup = "Varanasi Junction Platform 1";
      for (const at of RELEASE_AT) {
        await phone.open(`${base(language)}/booking`);
        await phone.typeAcross(page.locator('input[name="pickupLocation"]'), pickup, at);
        await type(page.locator('input[name="destination"]'), "Sarnath");
        await type(page.locator('input[name="passengers"]'), "18");
        await page.locator('input[name="departureDate"]').fill(future(30));
        const bus = page.locator("#busId option", { hasText: "Mini Coach 26" });
        await page.locator("#busId").selectOption((await bus.getAttribute("value"))!);
        // Continue at once, as a person does (the Hindi wizard's test once sent no passengers this way).
        await page.getByRole("button", { name: text(language, "booking.continue") }).click();
        await page.locator('input[name="name"]').fill("Asha Early");
        await page.locator('input[name="email"]').fill(`asha.${unique()}@example.com`);
        await page.locator('input[name="phone"]').fill("+91 98390 66666");
        await page.getByRole("button", { name: text(language, "booking.submit") }).click();
        const sent = await phone.request();
        expect
          .soft([sent.pickupLocation, sent.destination, sent.passengers], `sent, released at ${at}`)
          .toEqual([pickup, "Sarnath", 18]);
        // The step's fields, once the page is live, are what was typed (the form's own values).
        await page.getByRole("button", { name: text(language, "booking.back") }).click();
        for (const [name, value] of [
          ["pickupLocation", pickup],
          ["destination", "Sarnath"],
          ["passengers", "18"],
        ])
          await expect.soft(page.locator(`input[name="${name}"]`), `shown, released at ${at}`).toHaveValue(value);
      }
    });
});
