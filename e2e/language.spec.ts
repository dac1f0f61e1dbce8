import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { future, test, unique } from "./helpers";
import en from "../client/src/locales/en.json";
import enPages from "../client/src/locales/en.pages.json";
import hi from "../client/src/locales/hi.json";
import hiPages from "../client/src/locales/hi.pages.json";

/** Hindi and English: the switcher, Hindi pages end to end, their URLs, and what stays English. */

type Tree = { [key: string]: string | string[] | Tree };
/** A text from the site's catalogues, as the site shows it (the tests never copy a translation). */
function text(catalogues: Tree[], key: string, params: Record<string, string | number> = {}): string {
  const plural = typeof params.count === "number" ? (params.count === 1 ? "_one" : "_other") : "";
  for (const messages of catalogues) {
    for (const k of plural ? [key + plural, key] : [key]) {
      let node: Tree[string] | undefined = messages;
      for (const part of k.split("."))
        node = node && typeof node === "object" && !Array.isArray(node) ? node[part] : undefined;
      if (typeof node === "string") return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, n: string) => String(params[n]));
    }
  }
  throw new Error(`no text for ${key}`);
}
const HI = (key: string, params?: Record<string, string | number>) => text([hi, hiPages] as Tree[], key, params);
const EN = (key: string, params?: Record<string, string | number>) => text([en, enPages] as Tree[], key, params);

const DEVANAGARI = /[\u0900-\u097F]/;

/** The PDF's text, read by pdf-parse (pdf.js) in a child process. */
function pdfText(file: string): string {
  const script = `import { PDFParse } from "pdf-parse"; import fs from "node:fs";
    const r = await new PDFParse({ data: new Uint8Array(fs.readFileSync(process.argv[1])) }).getText(); process.stdout.write(r.text);`;
  return execFileSync(process.execPath, ["--input-type=module", "-e", script, file], {
    cwd: path.join(__dirname, "../server"),
    encoding: "utf8",
  });
}

const nav = (page: Page) => page.getByRole("navigation", { name: /./ }).first();

test("switching to Hindi turns the site Hindi, keeps it after a reload, and the home page passes axe", async ({
  page,
}) => {
  // The Devanagari font is fetched for Hindi pages only.
  const devanagari: string[] = [];
  page.on("request", (r) => void (r.url().includes("devanagari") && devanagari.push(r.url())));
  await page.goto("/");
  await expect(nav(page).getByRole("link", { name: EN("nav.buses") })).toBeVisible();
  expect(devanagari).toEqual([]);
  await nav(page).getByRole("link", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1, name: HI("home.heroTitle") })).toBeVisible();
  expect(devanagari.length).toBeGreaterThan(0);
  for (const key of ["nav.home", "nav.buses", "nav.about", "nav.contact"])
    await expect(nav(page).getByRole("link", { name: HI(key), exact: true })).toBeVisible();
  await expect(nav(page).getByRole("link", { name: "English" })).toHaveAttribute("href", "/");

  // Kept: a reload, and the bare address on a later visit, both answer in Hindi.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: HI("home.heroTitle") })).toBeVisible();
  await page.goto("/about");
  await expect(page).toHaveURL(/\/hi\/about$/);
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("hi");

  await page.goto("/hi");
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);

  // And back: English is kept in the same way.
  await nav(page).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("/about");
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 }).first()).not.toHaveText(DEVANAGARI);
});

test("in Hindi: the wizard (and its validation), the dashboard, and the invoice PDF in Devanagari", async ({
  page,
}) => {
  await page.goto("/hi/booking");
  await page.getByLabel(HI("booking.pickup")).fill("Varanasi");
  await page.getByLabel(HI("booking.destination")).fill("Sarnath");
  await page.getByLabel(HI("booking.departureDate")).fill(future(14));
  await page.getByLabel(HI("booking.days")).fill("2");
  await page.getByLabel(HI("desk.passengers")).fill("25");
  await page
    .getByLabel(HI("booking.bus"))
    .selectOption({ label: `Tempo Traveller 17 — ${HI("common.seater", { count: 17 })}` });
  await expect(
    page.getByText(HI("booking.tooManyForBus", { bus: "Tempo Traveller 17", capacity: 17, passengers: 25 })),
  ).toBeVisible();
  await page.getByLabel(HI("desk.passengers")).fill("18");
  await page
    .getByLabel(HI("booking.bus"))
    .selectOption({ label: `Mini Coach 26 — ${HI("common.seater", { count: 26 })}` });
  await page.getByRole("button", { name: HI("booking.continue") }).click();
  const name = `Meera ${unique()}`;
  await page.getByLabel(HI("booking.name")).fill(name);
  await page.getByLabel(HI("booking.email"), { exact: true }).fill(`meera.${unique()}@example.com`);
  await page.getByRole("textbox", { name: HI("booking.phone") }).fill("+91 98390 66666");
  await page.getByRole("button", { name: HI("booking.submit") }).click();

  await expect(page).toHaveURL(/\/hi\/dashboard$/);
  await expect(page.getByRole("heading", { name: HI("dashboard.welcome", { name }) })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: HI("dashboard.welcome", { name }) })).toBeVisible();

  await page.getByRole("link", { name: /BK-/ }).first().click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: HI("detail.invoice") }).click(),
  ]);
  const file = (await download.path())!;
  const pdf = pdfText(file);
  expect(pdf).toMatch(DEVANAGARI);
  fs.rmSync(file, { force: true });
});

test.describe("without JavaScript", () => {
  test("a Hindi page is rendered in Hindi with its own URL, and names its English twin", async ({ request }) => {
    const r = await request.get("/hi/buses", { headers: { accept: "text/html" } });
    expect(r.status()).toBe(200);
    const html = await r.text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain(`<title>${HI("meta.buses.title")}</title>`);
    expect(html).toContain(HI("common.seater", { count: 49 }));
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/hi\/buses">/);
    expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]+\/buses">/);
    expect(html).toMatch(/<link rel="alternate" hreflang="hi" href="[^"]+\/hi\/buses">/);
    expect(html).toMatch(
      /<link rel="preload" href="\/assets\/noto-sans-devanagari-devanagari-400-normal-[^"]+\.woff2"/,
    );
    const english = await (await request.get("/buses", { headers: { accept: "text/html" } })).text();
    expect(english).toContain('<html lang="en">');
    expect(english).not.toMatch(/<link rel="preload" href="\/assets\/noto-sans-devanagari/);
  });

  test("the first visit follows the browser's language; an explicit choice wins over it", async ({ request }) => {
    const hindiBrowser = { accept: "text/html", "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" };
    const first = await request.get("/buses?x=1", { headers: hindiBrowser, maxRedirects: 0 });
    expect(first.status()).toBe(302);
    expect(first.headers()["location"]).toBe("/hi/buses?x=1");
    expect(first.headers()["vary"]).toMatch(/Accept-Language/);
    const chosenEnglish = await request.get("/buses", {
      headers: { ...hindiBrowser, cookie: "lang=en" },
      maxRedirects: 0,
    });
    expect(chosenEnglish.status()).toBe(200);
    const chosenHindi = await request.get("/", {
      headers: { accept: "text/html", "accept-language": "en-US", cookie: "lang=hi" },
      maxRedirects: 0,
    });
    expect(chosenHindi.headers()["location"]).toBe("/hi");
    const englishBrowser = await request.get("/", {
      headers: { accept: "text/html", "accept-language": "en-US" },
      maxRedirects: 0,
    });
    expect(englishBrowser.status()).toBe(200);
  });
});
