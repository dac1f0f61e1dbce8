import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN, test } from "./helpers";
import { sentQuoteLink } from "./quote-helpers";

/** Server rendering, search engines, layout stability, the contact widget, link contrast and installability. */
const PUBLIC = ["/", "/buses", "/booking", "/about", "/contact", "/login", "/register", "/forgot-password"];

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const html = async (request: APIRequestContext, path: string) => {
  const r = await request.get(path, { headers: { accept: "text/html" } });
  return { status: r.status(), text: decode(await r.text()) };
};
const jsonLd = (text: string) =>
  [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
type Bus = {
  _id: string;
  name: string;
  capacity: number;
  description: string;
  popularRoutes: { from: string; to: string }[];
};
const buses = async (request: APIRequestContext) => (await (await request.get("/api/buses")).json()) as Bus[];

async function adminToken(request: APIRequestContext) {
  const r = await request.post("/api/auth/login", { data: { login: ADMIN.login, pswd: ADMIN.password } });
  return ((await r.json()) as { token: string }).token;
}

test.describe("without JavaScript (what a search engine reads)", () => {
  test("/buses carries the fleet's names, capacities ('49 Seater') and descriptions, and its title", async ({
    request,
  }) => {
    const fleet = await buses(request);
    const { status, text } = await html(request, "/buses");
    expect(status).toBe(200);
    expect(text).toContain("<title>Our Buses — Kashi Coach Tours</title>");
    expect(text).toContain("49 Seater");
    for (const b of fleet) {
      expect(text).toContain(b.name);
      expect(text).toContain(`${b.capacity} Seater`);
      expect(text).toContain(b.description);
    }
  });

  test("a bus page carries its name, capacity, gallery and routes, and describes the bus as a Vehicle with its seating capacity", async ({
    request,
  }) => {
    const bus = (await buses(request)).find((b) => b.popularRoutes.length)!;
    const { status, text } = await html(request, `/buses/${bus._id}`);
    expect(status).toBe(200);
    expect(text).toContain(`<title>${bus.name} (${bus.capacity} Seater) — Kashi Coach Tours</title>`);
    expect(text).toContain(`<h1>${bus.name}</h1>`);
    expect(text).toContain(`${bus.capacity} Seater`);
    expect(text).toMatch(/<img[^>]+src="\/art\/buses\/[^"]+"[^>]+width="\d+"[^>]+height="\d+"/);
    for (const r of bus.popularRoutes) expect(text).toContain(r.from);
    const vehicle = jsonLd(text).find((d) => String(d["@type"]).includes("Vehicle"))!;
    expect(vehicle).toMatchObject({ "@context": "https://schema.org", name: bus.name, seatingCapacity: bus.capacity });
    expect(vehicle["@type"]).toEqual(["Product", "Vehicle"]);
  });

  test("the home page carries the fleet, the destinations and the reviews", async ({ request }) => {
    const { text } = await html(request, "/");
    for (const b of await buses(request)) expect(text).toContain(b.name);
    const r = await request.post("/graphql", {
      data: { query: "{ destinations { name } }" },
      headers: { "apollo-require-preflight": "1" },
    });
    const destinations = ((await r.json()) as { data: { destinations: { name: string }[] } }).data.destinations;
    for (const d of destinations.slice(0, 8)) expect(text).toContain(d.name);
    expect(text).toContain("Customer Reviews");
    expect(text).toContain("Contact us through your preferred method");
  });

  test("every public page has its own title, description, canonical URL, Open Graph and Twitter tags, and the operator as a TravelAgency", async ({
    request,
  }) => {
    const titles = new Set<string>();
    for (const path of PUBLIC) {
      const { status, text } = await html(request, path);
      expect(status, path).toBe(200);
      const title = /<title>([^<]+)<\/title>/.exec(text)?.[1];
      expect(title, path).toMatch(/Kashi Coach Tours/);
      titles.add(title!);
      expect(text.match(/<title>/g), path).toHaveLength(1);
      expect(text, path).toMatch(/<meta name="description" content="[^"]{20,}">/);
      expect(text, path).toMatch(
        new RegExp(`<link rel="canonical" href="https?://[^"]+${path === "/" ? "/" : path}">`),
      );
      for (const tag of ["og:title", "og:description", "og:url", "og:image"])
        expect(text, `${path} ${tag}`).toMatch(new RegExp(`<meta property="${tag}" content="[^"]+">`));
      for (const tag of ["twitter:card", "twitter:title", "twitter:image"])
        expect(text, `${path} ${tag}`).toMatch(new RegExp(`<meta name="${tag}" content="[^"]+">`));
      const operator = jsonLd(text).find((d) => d["@type"] === "TravelAgency");
      expect(operator, path).toMatchObject({
        name: "Kashi Coach Tours",
        address: { "@type": "PostalAddress" },
        geo: { "@type": "GeoCoordinates" },
        openingHoursSpecification: { opens: "09:00", closes: "22:00" },
      });
      expect((operator!.contactPoint as unknown[]).length, path).toBe(4);
    }
    expect(titles.size).toBe(PUBLIC.length);
  });

  test("an unknown path answers 404 with the specification's page; so does an unknown bus", async ({ request }) => {
    const missing = await html(request, "/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.text).toContain("Oops! Page not found");
    expect(missing.text).toContain('<meta name="robots" content="noindex">');
    const bus = await html(request, "/buses/00000000-0000-4000-8000-000000000000");
    expect(bus.status).toBe(404);
    expect(bus.text).toContain("Bus not found.");
  });

  test("private pages are left to the browser: no content, no cached data", async ({ request }) => {
    for (const path of ["/dashboard", "/admin"]) {
      const { status, text } = await html(request, path);
      expect(status).toBe(200);
      expect(text).toContain('<div id="root"></div>');
      expect(text).not.toContain("apollo-state");
    }
  });

  test("the contact page's details and the widget's numbers are in the HTML (nothing arrives after the first paint)", async ({
    request,
  }) => {
    const r = await request.post("/graphql", {
      data: { query: "{ settings { bookingPhones email } }" },
      headers: { "apollo-require-preflight": "1" },
    });
    const settings = ((await r.json()) as { data: { settings: { bookingPhones: string[]; email: string } } }).data
      .settings;
    const { text } = await html(request, "/contact");
    for (const phone of settings.bookingPhones) expect(text).toContain(phone);
    expect(text).toContain(settings.email);
  });
});

test("editing a bus shows its new name in the next server-rendered /buses", async ({ request }) => {
  const bus = (await buses(request))[0];
  expect((await html(request, "/buses")).text).toContain(bus.name); // now in the page cache
  const token = await adminToken(request);
  const renamed = `${bus.name} Renamed`;
  const update = (name: string) =>
    request.post("/graphql", {
      headers: { authorization: `Bearer ${token}`, "apollo-require-preflight": "1" },
      data: {
        query: "mutation($id: ID!, $name: String) { updateBus(id: $id, input: { name: $name }) { name } }",
        variables: { id: bus._id, name },
      },
    });
  expect((await update(renamed)).ok()).toBe(true);
  try {
    const after = (await html(request, "/buses")).text;
    expect(after).toContain(renamed);
    expect((await html(request, `/buses/${bus._id}`)).text).toContain(`<h1>${renamed}</h1>`);
  } finally {
    await update(bus.name);
  }
  expect((await html(request, "/buses")).text).not.toContain(renamed);
});

test("robots.txt and sitemap.xml are valid", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
  const lines = (await robots.text()).split("\n").filter(Boolean);
  for (const line of lines) expect(line).toMatch(/^(User-agent|Allow|Disallow|Sitemap): \S+$/);
  const sitemapUrl = lines.find((l) => l.startsWith("Sitemap: "))!.slice(9);
  const sitemap = await request.get(new URL(sitemapUrl).pathname);
  expect(sitemap.headers()["content-type"]).toMatch(/^application\/xml/);
  const xml = await sitemap.text();
  for (const b of await buses(request)) {
    expect(xml).toContain(`/buses/${b._id}</loc>`);
    expect(xml).toContain(`/hi/buses/${b._id}</loc>`);
  }
  // Every page in English and in Hindi.
  expect(xml.match(/<url>/g)!.length).toBe(2 * ((await buses(request)).length + PUBLIC.length));
});

/** Console errors and warnings (React reports a hydration mismatch there), and GraphQL requests. */
function watch(page: Page) {
  const messages: string[] = [];
  const queries: string[] = [];
  page.on("console", (m) => {
    const expected =
      m.text().startsWith("404:") ||
      m.text().includes("status of 404") ||
      m.text().includes("Service Worker registration blocked by Playwright");
    if (["error", "warning"].includes(m.type()) && !expected) messages.push(m.text());
  });
  page.on("pageerror", (e) => messages.push(e.message));
  page.on("request", (r) => {
    if (r.url().endsWith("/graphql") && r.method() === "POST")
      queries.push((r.postDataJSON() as { operationName?: string })?.operationName ?? "?");
  });
  return { messages, queries };
}

test("the browser takes the server's pages over without a hydration warning and without asking for their data again", async ({
  page,
  request,
}) => {
  const bus = (await buses(request))[0];
  for (const path of [...PUBLIC, `/buses/${bus._id}`, "/no-such-page"]) {
    const seen = watch(page);
    await page.goto(path, { waitUntil: "networkidle" });
    // Hydrated: the menu button works.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.locator("#main-menu")).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(seen.messages, path).toEqual([]);
    expect(seen.queries, path).toEqual([]);
    page.removeAllListeners("console");
    page.removeAllListeners("request");
    page.removeAllListeners("pageerror");
  }
});

/**
 * The sum of layout shifts since the page started (Chromium's Layout Instability API), and what moved: each
 * shift's time and the elements it moved, for the failure's message.
 */
async function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ sum: number; moved: string[] }>((resolve) => {
        let sum = 0;
        const moved: string[] = [];
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Shift[]) {
            if (e.hadRecentInput) continue;
            sum += e.value;
            for (const s of e.sources ?? [])
              moved.push(
                `${e.value.toFixed(3)} at ${Math.round(e.startTime)} ms: ${s.node?.nodeName ?? "?"} ` +
                  `"${(s.node?.textContent ?? "").slice(0, 40)}" y ${s.previousRect.y} -> ${s.currentRect.y}`,
              );
          }
        }).observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve({ sum, moved })));
      }),
  );
}

for (const width of [360, 390, 1280]) {
  test(`at ${width} px no public page shifts its layout (CLS <= 0.02) or scrolls sideways`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width < 800 ? 740 : 800 });
    const bus = (await buses(request))[0];
    for (const path of [...PUBLIC, `/buses/${bus._id}`, "/no-such-page"]) {
      await page.goto(path, { waitUntil: "networkidle" });
      await page
        .getByRole("button", { name: "Menu" })
        .or(page.getByRole("link", { name: "Home" }).first())
        .first()
        .waitFor();
      const shift = await layoutShift(page);
      expect(shift.sum, `${path} layout shift: ${shift.moved.join("; ")}`).toBeLessThanOrEqual(0.02);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${path} scroll width`,
      ).toBeLessThanOrEqual(width);
    }
  });
}

test("a heading font that arrives late is not swapped in when the page's code loads (no reflow)", async ({ page }) => {
  // A slow connection: the heading font misses its first moment, so the page keeps the fallback (font-display:
  // optional), and the app's code comes later still. Nothing the code does may bring the font in: the home page's
  // lower sections load with the page's stylesheet as a dependency, and adding that stylesheet again rebuilt the
  // browser's font list and swapped the font in, reflowing the heading (a layout shift of 0.03 at 1280 px).
  await page.route(/playfair-display.*\.woff2$/, async (route) => {
    await new Promise((r) => setTimeout(r, 300));
    await route.continue();
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1200));
    await route.continue();
  });
  const css: string[] = [];
  page.on("request", (r) => void (r.resourceType() === "stylesheet" && css.push(r.url())));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/", { waitUntil: "commit" });
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  const before = await heading.boundingBox();
  // Everything has loaded since: the font, the app and the lower sections' code.
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { name: "Our Premium Fleet" })).toBeVisible();
  expect(await heading.boundingBox(), "the heading kept its lines").toEqual(before);
  expect((await layoutShift(page)).sum).toBeLessThanOrEqual(0.02);
  expect(css, "the page's stylesheet, already in the page, is not fetched again").toEqual([]);
});

const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const [width, height] of [
  [360, 740],
  [390, 844],
  [1280, 800],
]) {
  test(`at ${width}x${height} the open contact widget covers no page heading, not the home page's call to action, and not the open mobile menu`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    // Opened by the visitor on each page (by itself it opens once per visit: e2e/contact-panel.spec.ts).
    await page.addInitScript(() => sessionStorage.setItem("kct.contactShown", "1"));
    for (const path of PUBLIC) {
      await page.goto(path);
      await page.getByRole("button", { name: "Open booking contacts" }).click();
      const panel = page.getByRole("region", { name: "Book with us" });
      await expect(panel).toBeVisible();
      const box = (await panel.boundingBox())!;
      expect(box.y, path).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, path).toBeLessThanOrEqual(width);
      expect(box.y + box.height, path).toBeLessThanOrEqual(height);
      const heading = (await page.locator("main h1").first().boundingBox())!;
      expect(overlap(box, heading), `${path}: heading covered`).toBe(false);
      if (path === "/") {
        for (const name of ["Book Your Journey", "View Our Fleet"]) {
          const cta = (await page.getByRole("link", { name }).first().boundingBox())!;
          expect(overlap(box, cta), `${name} covered`).toBe(false);
        }
      }
      if (width < 900) {
        await page.getByRole("button", { name: "Menu" }).click();
        for (const link of await page.locator("#main-menu a").all()) {
          const b = (await link.boundingBox())!;
          const onTop = await page.evaluate(
            ([x, y]) => document.elementFromPoint(x, y)?.closest("#main-menu") !== null,
            [b.x + b.width / 2, b.y + b.height / 2],
          );
          expect(onTop, `${path}: menu link ${await link.textContent()} covered`).toBe(true);
        }
      }
    }
  });
}

/** WCAG contrast ratio of an element's text on the nearest opaque background behind it. */
async function contrasts(page: Page, selector: string) {
  return page.$$eval(selector, (els) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    return els.map((el) => {
      let bg: number[] = [];
      for (let n: Element | null = el; n; n = n.parentElement) {
        const c = rgb(getComputedStyle(n).backgroundColor);
        if (c.length === 3 || (c.length === 4 && c[3] === 1)) {
          bg = c.slice(0, 3);
          break;
        }
      }
      const [a, b] = [lum(rgb(getComputedStyle(el).color)), lum(bg)].sort((x, y) => y - x);
      return { text: el.textContent, ratio: Math.round(((a + 0.05) / (b + 0.05)) * 100) / 100 };
    });
  });
}

test("every navigation link stays legible (contrast >= 4.5:1) in the bar and in the mobile menu, active ones included, on every public route", async ({
  page,
}) => {
  for (const path of PUBLIC) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    // The solid bar (after 50 px of scroll); its transparent state lies over the dark page header.
    await page.mouse.wheel(0, 400);
    await expect(page.locator("header[data-scrolled='true']")).toBeVisible();
    await expect
      .poll(() =>
        page
          .locator("header")
          .first()
          .evaluate((e) => getComputedStyle(e).backgroundColor),
      )
      .toBe("rgb(74, 20, 32)");
    for (const c of await contrasts(page, "#main-menu a, #main-menu button"))
      expect(c.ratio, `${path} bar: ${c.text}`).toBeGreaterThanOrEqual(4.5);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole("button", { name: "Menu" }).click();
    for (const c of await contrasts(page, "#main-menu a, #main-menu button"))
      expect(c.ratio, `${path} menu: ${c.text}`).toBeGreaterThanOrEqual(4.5);
  }
  // The defect as found: the active Book Now pill on /booking.
  await page.goto("/booking");
  const [book] = await contrasts(page, "#main-menu a[href='/booking']");
  expect(book.ratio).toBeGreaterThanOrEqual(4.5);
});

test.describe("installable and offline", () => {
  test.use({ serviceWorkers: "allow" });
  test("a web app manifest with the operator's icon, and a service worker that keeps seen pages for offline use", async ({
    page,
    context,
    request,
  }) => {
    const manifest = (await (await request.get("/manifest.webmanifest")).json()) as {
      name: string;
      icons: { src: string; sizes: string }[];
      start_url: string;
      display: string;
    };
    expect(manifest).toMatchObject({ name: "Kashi Coach Tours", start_url: "/", display: "standalone" });
    for (const icon of manifest.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect((await request.get("/sw.js")).headers()["cache-control"]).toBe("no-cache");

    await page.goto("/buses");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((r) => navigator.serviceWorker.addEventListener("controllerchange", r, { once: true }));
    });
    await page.reload({ waitUntil: "networkidle" }); // through the service worker, which keeps a copy
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByText("49 Seater").first()).toBeVisible();
    } finally {
      await context.setOffline(false);
    }

    // A customer's quote page is sent "no-store": the worker never keeps it on the device (offline, the
    // home page's shell answers instead of the customer's name and price).
    const { booking, link } = await sentQuoteLink(request, "en");
    await page.goto(link);
    await expect(page.getByText(booking.reference).first()).toBeVisible();
    await page.reload({ waitUntil: "networkidle" }); // through the service worker
    expect(await page.evaluate(async () => (await caches.open("kct-pages")).match(location.href))).toBeUndefined();
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByText(booking.reference)).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
  });
});
