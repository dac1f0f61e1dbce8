/**
 * Server rendering of a page drawn from one customer's changing record (the quote page of the
 * e-mailed link): rendered for every request, never served from or kept in the shared page cache,
 * while the public pages still are. Needs the client built (`npm run build`, as `npm test` does).
 */
import { PUBLIC_ROUTES } from "../src/http/seo";
import { bookingInput, CREATE } from "./fixtures/foundation";
import { inDays, startServer, type TestServer } from "./harness";

let s: TestServer;
let admin: string;

const gqlOk = async (query: string, variables: Record<string, unknown>, token?: string) => {
  const r = await s.gql(query, variables, token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
};

/** A page as a browser asks for it (an explicit English choice: no redirect to /hi). */
async function page(path: string) {
  const res = await fetch(`${s.url}${path}`, { headers: { accept: "text/html", cookie: "lang=en" } });
  return { status: res.status, cacheControl: res.headers.get("cache-control"), html: await res.text() };
}

beforeAll(async () => {
  s = await startServer();
  admin = (await s.login()).token;
  const sleeper = (await gqlOk(`{ buses { id name } }`, {})).buses.find((b: { name: string }) =>
    b.name.startsWith("Maharaja"),
  );
  await gqlOk(
    `mutation($i: RateCardInput!) { saveRateCard(input: $i) { card { id } } }`,
    {
      i: {
        name: "Sleeper coach",
        busId: sleeper.id,
        effectiveFrom: inDays(-30),
        perKm: "65",
        minKmPerDay: 300,
        driverAllowance: "300",
        nightHalt: "500",
        gstRate: 5,
      },
    },
    admin,
  );
  s.app.pages.invalidate();
});
afterAll(() => s.close());

/** A guest's booking with a quote prepared and sent; the path of the link the customer was e-mailed. */
async function sentQuote() {
  const buses = (await gqlOk(`{ buses { id name } }`, {})).buses as Array<{ id: string; name: string }>;
  const created = await gqlOk(CREATE, {
    i: bookingInput({
      busId: buses.find((b) => b.name.startsWith("Maharaja"))!.id,
      passengers: 40,
      pickupLocation: "Varanasi, Uttar Pradesh, India",
      destination: "Ayodhya, Uttar Pradesh, India",
      days: 3,
      departureDate: inDays(120),
    }),
  });
  const id = created.createBooking.booking.id as string;
  await gqlOk(`mutation($b: ID!) { prepareQuote(bookingId: $b) { id } }`, { b: id }, admin);
  const sent = await gqlOk(
    `mutation($b: ID!) { sendQuote(bookingId: $b) { share { customerLink } } }`,
    { b: id },
    admin,
  );
  const link = new URL(sent.sendQuote.share.customerLink);
  return { id, path: link.pathname + link.search, token: link.searchParams.get("token")! };
}

describe("the customer's quote page", () => {
  test("shows the accepted quote, without its Accept button, on the reload after accepting; the home page stays cached", async () => {
    const home = await page("/");
    expect(home.status).toBe(200);
    const q = await sentQuote();

    const before = await page(q.path);
    expect(before.status).toBe(200);
    expect(before.html).toContain("Read it, then accept it or ask for a change.");
    expect(before.html).toContain("Accept quote");
    const hindiBefore = await page(`/hi${q.path}`);
    expect(hindiBefore.html).toContain("कोटेशन स्वीकार करें");

    const accepted = await gqlOk(
      `mutation($b: ID!, $i: AcceptQuoteInput!) { acceptQuote(bookingId: $b, input: $i) { state } }`,
      { b: q.id, i: { token: q.token, acceptTerms: true } },
    );
    expect(accepted.acceptQuote.state).toBe("Accepted");

    const after = await page(q.path);
    expect(after.status).toBe(200);
    expect(after.html).toContain("Accepted. Thank you!");
    expect(after.html).toContain("Quote accepted");
    expect(after.html).not.toContain("Accept quote");
    const hindiAfter = await page(`/hi${q.path}`);
    expect(hindiAfter.html).toContain("स्वीकार किया गया। धन्यवाद!");
    expect(hindiAfter.html).not.toContain("कोटेशन स्वीकार करें");
    // One customer's page: neither a shared cache (nginx, a CDN) nor the browser keeps it.
    expect([before.cacheControl, after.cacheControl, hindiAfter.cacheControl]).toEqual(
      Array(3).fill("private, no-store"),
    );

    // The public home page is still served from the page cache (a render now would throw), and it
    // holds nothing else: no quote page was kept.
    const cached = await s.app.pages.get("en /", () => Promise.reject(new Error("rendered again")));
    expect(cached.html).toBe(home.html);
    expect((await page("/")).html).toBe(home.html);
    expect(s.app.pages.size).toBe(1);
  });

  test("every public page, in both languages, is still kept in the page cache and sent as shareable", async () => {
    s.app.pages.invalidate();
    const busId = (await gqlOk(`{ buses { id } }`, {})).buses[0].id as string;
    const paths = [...PUBLIC_ROUTES, `/buses/${busId}`].flatMap((p) => [p, p === "/" ? "/hi" : `/hi${p}`]);
    for (const p of paths) {
      const r = await page(p);
      expect([p, r.status, r.cacheControl]).toEqual([p, 200, "no-cache"]);
    }
    expect(s.app.pages.size).toBe(paths.length);
  });
});
