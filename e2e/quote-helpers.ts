import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import { ADMIN, future, siteFile, unique } from "./helpers";

/** Setup for the quote journeys (e2e/quotes.spec.ts, e2e/first-paint.spec.ts): bookings and quotes made through the API. */

/** GraphQL as the admin (setup only: the journeys themselves go through the screens). */
export async function asAdmin(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const login = await request.post("/graphql", {
    data: { query: `mutation($i: LoginInput!) { login(input: $i) { token } }`, variables: { i: ADMIN } },
  });
  const token = (await login.json()).data.login.token;
  const r = await request.post("/graphql", {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = await r.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The quote link of the latest quote e-mail to `email` in the outbox (waits for the job to write it). */
export async function quoteLinkFor(email: string): Promise<string> {
  const outbox = siteFile("outbox");
  let link: RegExpExecArray | null = null;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.includes(email)) : [];
        for (const f of files.sort().reverse()) {
          const mail = fs
            .readFileSync(path.join(outbox, f), "utf8")
            .replace(/=\r?\n/g, "")
            .replace(/=3D/g, "=");
          link = /http:\/\/[^\s"<>]+\/bookings\/[0-9a-f-]+\/quote\?token=[A-Za-z0-9._%-]+/.exec(mail);
          if (link) return true;
        }
        return false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const url = new URL(link![0]);
  return url.pathname + url.search;
}

/**
 * Days ahead for the next 3-day trip: consecutive trips 4 days apart from a random start in this worker, so two
 * quotes accepted in one run never hold the sleeper coach on the same days (each acceptance takes the bus).
 */
let tripDay = 60 + 4 * Math.floor(Math.random() * 400);
const nextTripDay = () => (tripDay += 4);

/** A guest's booking of the sleeper coach for a 3-day trip, and the rate card and UPI settings a quote needs. */
export async function guestBooking(
  request: APIRequestContext,
  language: "en" | "hi",
  /** A signed-in customer's Authorization header: the booking is theirs. */
  headers: Record<string, string> = {},
) {
  const buses = (await asAdmin(request, `{ buses { id name } }`)).buses as Array<{ id: string; name: string }>;
  const sleeper = buses.find((b) => b.name.startsWith("Maharaja"))!;
  await asAdmin(request, `mutation($i: RateCardInput!) { saveRateCard(input: $i) { card { id } } }`, {
    i: {
      ...{ name: "Sleeper", busId: sleeper.id, effectiveFrom: future(-1), perKm: "65", minKmPerDay: 300 },
      ...{ driverAllowance: "300", nightHalt: "500", gstRate: 5, inclusions: "Fuel, driver" },
    },
  }).catch(async () => {
    const cards = (await asAdmin(request, `{ rateCards { card { id busId } } }`)).rateCards;
    const id = cards.find((c: { card: { busId: string } }) => c.card.busId === sleeper.id).card.id;
    await asAdmin(request, `mutation($i: RateCardInput!) { saveRateCard(input: $i) { card { id } } }`, {
      i: {
        id,
        name: "Sleeper",
        busId: sleeper.id,
        effectiveFrom: future(-1),
        perKm: "65",
        minKmPerDay: 300,
        driverAllowance: "300",
        nightHalt: "500",
        gstRate: 5,
        inclusions: "Fuel, driver",
      },
    });
  });
  await asAdmin(request, `mutation($i: PaymentSettingsInput!) { updatePaymentSettings(input: $i) { upiId } }`, {
    i: { upiId: "kashicoach@okaxis", upiPayee: "Kashi Coach Tours", gstin: "" },
  });
  const email = `quote.${unique()}@example.com`;
  const name = `Quote Guest ${unique()}`;
  const made = await request.post("/graphql", {
    headers,
    data: {
      query: `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id reference } } }`,
      variables: {
        i: {
          ...{ pickupLocation: "Varanasi, Uttar Pradesh, India", destination: "Ayodhya, Uttar Pradesh, India" },
          ...{
            departureDate: future(nextTripDay()),
            days: 3,
            busId: sleeper.id,
            passengers: 40,
          },
          ...{ name, email, phone: "+91 98390 44444", language },
        },
      },
    },
  });
  const booking = (await made.json()).data.createBooking.booking as { id: string; reference: string };
  return { email, name, booking };
}

/** A guest's booking with a quote staff prepared and sent (through the API): the guest's link to it. */
export async function sentQuoteLink(
  request: APIRequestContext,
  language: "en" | "hi",
  headers: Record<string, string> = {},
) {
  const { booking } = await guestBooking(request, language, headers);
  await asAdmin(request, `mutation($b: ID!) { prepareQuote(bookingId: $b) { id } }`, { b: booking.id });
  const sent = await asAdmin(request, `mutation($b: ID!) { sendQuote(bookingId: $b) { share { customerLink } } }`, {
    b: booking.id,
  });
  const url = new URL(sent.sendQuote.share.customerLink as string, "http://localhost");
  // The shared link is the English page's; the e-mail to a Hindi booking names the Hindi one.
  return { booking, link: `${language === "hi" ? "/hi" : ""}${url.pathname}${url.search}` };
}
