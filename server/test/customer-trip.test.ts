/**
 * What a customer and a driver read of a trip: a group larger than the bus's seats is refused (both APIs, nothing
 * stored), the booking e-mails carry the trip plan with its way back, the duty slip's plan ends with the return
 * leg, and every booking's distance is the trip's km garage to garage. Through real HTTP on a real PostgreSQL.
 */
import crypto from "node:crypto";
import { bookingInput, CREATE } from "./fixtures/foundation";
import { outboxFor, until } from "./fixtures/outbox";
import { pdfText } from "./fixtures/pdf-text";
import { inDays, startServer, type TestServer } from "./harness";

let s: TestServer;
let admin: string;
let coach35: string;

beforeAll(async () => {
  s = await startServer({ JOB_POLL_SECONDS: "0.5", JOB_RETRY_DELAY_SECONDS: "1" });
  admin = (await s.login()).token;
  const i = {
    ...{ name: `Coach 35 ${crypto.randomBytes(3).toString("hex")}`, capacity: 35, description: "d", features: ["AC"] },
    ...{ images: [], lastMaintenance: inDays(-30), popularRoutes: [] },
  };
  coach35 = (await s.gql(`mutation($i: BusInput!) { createBus(input: $i) { id } }`, { i }, admin)).data.createBus.id;
  const settings = {
    customerReceived: true,
    customerStatus: true,
    operatorNewBooking: false,
    reminders: false,
    operatorEmail: "",
  };
  const saved = await s.gql(
    `mutation($i: NotificationSettingsInput!) { updateNotificationSettings(input: $i) { customerReceived } }`,
    { i: settings },
    admin,
  );
  expect(saved.errors).toBeUndefined();
});
afterAll(() => s.close());

const count = async () => (await s.db.query(`SELECT count(*)::int AS n FROM bookings`))[0].n as number;

/** A plan of two night halts (Prayagraj on day 1, Ayodhya on day 2) over three days. */
const TOUR = {
  days: 3,
  tripType: "tour",
  stops: [
    { place: "Prayagraj", day: 1, nightHalt: true },
    { place: "Ayodhya", day: 2, nightHalt: true },
  ],
};

describe("seats", () => {
  test("40 passengers on a 35-seat bus are refused in both APIs with the seats named, and nothing is stored", async () => {
    const before = await count();
    const r = await s.gql(CREATE, { i: bookingInput({ busId: coach35, passengers: 40 }) });
    expect(r.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(r.errors?.[0].message).toMatch(/^Coach 35 \w+ seats 35 passengers, fewer than your 40\./);
    expect(r.errors?.[0].extensions?.messageKey).toMatch(/^booking\.tooManyPassengers/);
    const rest = await s.rest("POST", "/api/bookings", { ...bookingInput(), busType: coach35, passengers: 40 });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toMatch(/seats 35 passengers, fewer than your 40/);
    expect(await count()).toBe(before);
    const fits = await s.gql(CREATE, {
      i: bookingInput({ busId: coach35, passengers: 35, departureDate: inDays(40) }),
    });
    expect(fits.errors).toBeUndefined();
    expect(await count()).toBe(before + 1);
  });
});

describe("the trip plan", () => {
  test.each([
    ["en", ["Plan, day 1: Prayagraj · night halt", "Plan, day 2: Ayodhya · night halt", "Plan, day 3: Return to"]],
    [
      "hi",
      ["योजना, दिन 1: Prayagraj · रात्रि विश्राम", "योजना, दिन 2: Ayodhya · रात्रि विश्राम", "योजना, दिन 3: Varanasi"],
    ],
  ])("the booking e-mail (%s) lists the stops, the night halts and the way back", async (language, facts) => {
    const i = bookingInput({ busId: coach35, passengers: 20, departureDate: inDays(50), language, ...TOUR });
    const r = await s.gql(CREATE, { i });
    expect(r.errors).toBeUndefined();
    const [mail] = await until(async () => {
      const mails = await outboxFor(s.config.dataDir, i.email);
      return mails.length ? mails : null;
    });
    for (const fact of facts) {
      expect(mail.text).toContain(fact);
      expect(mail.html).toContain(fact.split(":")[1].trim().split(" · ")[0]);
    }
    expect(mail.text).toMatch(
      language === "en" ? /Plan, day 3: Return to Varanasi/ : /Varanasi, Uttar Pradesh, India वापसी/,
    );
  });

  test("a one-way plan's e-mail has no way back", async () => {
    const i = bookingInput({ busId: coach35, departureDate: inDays(60), ...TOUR, tripType: "one-way" });
    expect((await s.gql(CREATE, { i })).errors).toBeUndefined();
    const [mail] = await until(async () => {
      const mails = await outboxFor(s.config.dataDir, i.email);
      return mails.length ? mails : null;
    });
    expect(mail.text).toContain("Plan, day 2: Ayodhya · night halt");
    expect(mail.text).not.toContain("Return to");
  });

  test("the duty slip's plan ends with the return leg to the pickup on the last day", async () => {
    const i = bookingInput({ busId: coach35, departureDate: inDays(70), ...TOUR });
    const id = (await s.gql(CREATE, { i })).data.createBooking.booking.id as string;
    const res = await fetch(`${s.url}/duty-slips/${id}.pdf?lang=en`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    const text = await pdfText(Buffer.from(await res.arrayBuffer()));
    const at = (fact: string) => text.indexOf(fact);
    expect(at("Day 2: Ayodhya · night halt")).toBeGreaterThan(at("Day 1: Prayagraj · night halt"));
    expect(at("Day 3: Return to Varanasi, Uttar Pradesh, India")).toBeGreaterThan(at("Day 2: Ayodhya"));
  });

  test("a booking's distance is garage to garage with or without a plan: its legs add up to it", async () => {
    const Q = `query($id: ID!) { booking(id: $id) { distance tripLegs { from to km } } }`;
    for (const over of [{}, TOUR]) {
      const i = bookingInput({ busId: coach35, departureDate: inDays(80), ...over });
      const id = (await s.gql(CREATE, { i })).data.createBooking.booking.id as string;
      const b = (await s.gql(Q, { id }, admin)).data.booking;
      const sum = b.tripLegs.reduce((a: number, l: { km: number }) => a + l.km, 0);
      expect(b.tripLegs.at(-1).to).toBe("Varanasi"); // back to the depot
      expect(b.distance).toBeCloseTo(sum, 1);
    }
  });
});
