/**
 * Server rendering's server side: the page cache is emptied by the content events that services
 * publish (a bus, destination or the settings edited), not by bookings; robots.txt and sitemap.xml.
 * (What the rendered HTML contains is tested in the browser tests, e2e/rendering.spec.ts.)
 */
import { PageCache } from "../src/http/render";
import { createAppPubSub } from "../src/graphql/pubsub";
import { CONTENT_CHANGED } from "../src/domain/shared/events";
import { inDays, startServer, type TestServer } from "./harness";

let s: TestServer;
let admin: { token: string };
let busId: string;

beforeAll(async () => {
  s = await startServer({ PUBLIC_URL: "https://www.kashicoachtours.in" });
  admin = await s.login();
  busId = (await s.gql(`{ buses { id } }`)).data.buses[0].id;
});
afterAll(() => s.close());

const page = (html: string) => async () => ({ status: 200, html });
/** Events reach the cache through the pub/sub's async delivery. */
const settle = () => new Promise((r) => setTimeout(r, 50));

async function cached() {
  s.app.pages.invalidate();
  await s.app.pages.get("en /buses", page("before"));
  expect(s.app.pages.size).toBe(1);
}

describe("the page cache", () => {
  test("serves a page from memory until it is invalidated, and renders a page once for simultaneous requests", async () => {
    const cache = new PageCache();
    let renders = 0;
    const render = async () => ({ status: 200, html: `render ${++renders}` });
    const [a, b] = await Promise.all([cache.get("en /", render), cache.get("en /", render)]);
    expect([a.html, b.html, renders]).toEqual(["render 1", "render 1", 1]);
    expect((await cache.get("en /", render)).html).toBe("render 1");
    cache.invalidate();
    expect((await cache.get("en /", render)).html).toBe("render 2");
  });

  test("a render under way while content changes is served but not kept", async () => {
    const cache = new PageCache();
    let finish = (_: { status: number; html: string }) => {};
    const pending = cache.get("en /buses", () => new Promise((r) => (finish = r)));
    cache.invalidate();
    finish({ status: 200, html: "stale" });
    expect((await pending).html).toBe("stale");
    expect(cache.size).toBe(0);
  });

  test("keeps at most its limit of pages, dropping the least recently used", async () => {
    const cache = new PageCache(2);
    await cache.get("a", page("a"));
    await cache.get("b", page("b"));
    await cache.get("a", page("a2"));
    await cache.get("c", page("c"));
    expect((await cache.get("a", page("a3"))).html).toBe("a");
    expect((await cache.get("b", page("b2"))).html).toBe("b2");
  });

  test("is emptied by a content event published on the app's pub/sub (as one from another instance arrives)", async () => {
    const bus = createAppPubSub();
    const cache = new PageCache();
    const stop = cache.watch((topic) => bus.pubSub.subscribe(topic));
    await cache.get("en /", page("x"));
    bus.events.publish(CONTENT_CHANGED, { area: "bus", id: "b1" });
    await settle();
    expect(cache.size).toBe(0);
    stop();
  });

  test("editing a bus empties it", async () => {
    await cached();
    const r = await s.gql(
      `mutation($id: ID!) { updateBus(id: $id, input: { description: "Freshly described." }) { id } }`,
      { id: busId },
      admin.token,
    );
    expect(r.errors).toBeUndefined();
    await settle();
    expect(s.app.pages.size).toBe(0);
  });

  test("editing a destination empties it", async () => {
    await cached();
    const { data } = await s.gql(`{ destinations { id name shortDescription description images } }`);
    const d = data.destinations[0];
    const r = await s.gql(
      `mutation($id: ID!, $i: DestinationInput!) { updateDestination(id: $id, input: $i) { id } }`,
      {
        id: d.id,
        i: { name: d.name, shortDescription: d.shortDescription, description: `${d.description} `, images: d.images },
      },
      admin.token,
    );
    expect(r.errors).toBeUndefined();
    await settle();
    expect(s.app.pages.size).toBe(0);
  });

  test("saving the settings empties it", async () => {
    await cached();
    const { data } = await s.gql(
      `{ settings { address bookingPhones businessHours email mapLat mapLng supportHours whatsappContacts { label number } } }`,
    );
    const r = await s.gql(
      `mutation($i: SiteSettingsInput!) { updateSettings(input: $i) { email } }`,
      { i: data.settings },
      admin.token,
    );
    expect(r.errors).toBeUndefined();
    await settle();
    expect(s.app.pages.size).toBe(0);
  });

  test("a booking does not touch it (no public page shows bookings)", async () => {
    await cached();
    const r = await s.gql(`mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }`, {
      i: {
        pickupLocation: "Varanasi",
        destination: "Sarnath",
        departureDate: inDays(30),
        days: 1,
        busId,
        name: "Cache Test",
        email: "cache-test@example.com",
        phone: "9876543210",
      },
    });
    expect(r.errors).toBeUndefined();
    await settle();
    expect(s.app.pages.size).toBe(1);
  });
});

describe("robots.txt and sitemap.xml", () => {
  test("robots.txt allows the site, keeps crawlers out of private areas and names the sitemap at PUBLIC_URL", async () => {
    const r = await fetch(`${s.url}/robots.txt`);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await r.text()).trim().split("\n");
    expect(lines).toEqual([
      "User-agent: *",
      "Allow: /",
      "Disallow: /admin",
      "Disallow: /dashboard",
      "",
      "Sitemap: https://www.kashicoachtours.in/sitemap.xml",
    ]);
  });

  test("sitemap.xml lists every public route and every bus page from the database, in English and in Hindi", async () => {
    const r = await fetch(`${s.url}/sitemap.xml`);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await r.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const base = "https://www.kashicoachtours.in";
    const routes = ["/", "/buses", "/booking", "/about", "/contact", "/login", "/register", "/forgot-password"];
    for (const p of routes) {
      expect(locs).toContain(base + p);
      expect(locs).toContain(base + (p === "/" ? "/hi" : `/hi${p}`));
    }
    const { data } = await s.gql(`{ buses { id } }`);
    expect(data.buses.length).toBeGreaterThan(0);
    for (const b of data.buses) {
      expect(locs).toContain(`${base}/buses/${b.id}`);
      expect(locs).toContain(`${base}/hi/buses/${b.id}`);
    }
    expect(locs).toHaveLength(2 * (routes.length + data.buses.length));
    // Each entry names both languages as alternates.
    expect(xml).toContain(
      `<url><loc>${base}/hi/about</loc><xhtml:link rel="alternate" hreflang="en" href="${base}/about"/><xhtml:link rel="alternate" hreflang="hi" href="${base}/hi/about"/></url>`,
    );
    expect(locs.some((l) => /admin|dashboard/.test(l))).toBe(false);
  });
});
