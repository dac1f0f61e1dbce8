/**
 * A trip's last day is one definition (shared/calendar.ts `tripLastDay`: departure + days − 1): the customer's
 * receipt, the booking's API, the driver's page and the duty slip print the same return day, in English and
 * Hindi, for a 1-day trip (it returns the day it leaves) and a 3-day one (leaving on the 10th, back on the 12th).
 */
import { displayDateIn } from "../src/domain/shared/calendar";
import { MovableClock } from "../src/domain/shared/clock";
import { pdfText } from "./fixtures/pdf-text";
import { assignedTrip, gqlOk } from "./fixtures/trip";
import { startServer, type TestServer } from "./harness";

const clock = new MovableClock();
let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startServer({}, { clock });
  admin = (await s.login()).token;
});
afterAll(() => s.close());
afterEach(() => clock.set(new Date()));

/** May's name has no vowel sign in Hindi ("मई"), which pdf.js reads back in drawing order. */
const DEPARTURE = `${new Date().getUTCFullYear() + 1}-05-10`;

async function pdf(path: string, token: string): Promise<string> {
  const r = await fetch(`${s.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(r.status).toBe(200);
  // pdf.js gives some shaped Devanagari as control characters beside the letters: they are left out.
  const text = await pdfText(Buffer.from(await r.arrayBuffer()));
  const control = (c: string) => c.charCodeAt(0) < 0x20 && !/\s/.test(c);
  return [...text]
    .filter((c) => !control(c))
    .join("")
    .replace(/\s+/g, " ");
}

test.each([
  [1, "10"],
  [3, "12"],
])(
  "a %i-day trip leaving on the 10th returns on the %sth on the receipt, the API, the driver's page and the duty slip, in both languages",
  async (days, day) => {
    const last = `${DEPARTURE.slice(0, 8)}${day}`;
    for (const language of ["en", "hi"] as const) {
      const t = await assignedTrip(s, admin, { days, departureDate: DEPARTURE, language, bookingLanguage: language });
      const api = await gqlOk(
        s,
        `query($id: ID!) { booking(id: $id) { returnDate duty { slipPathEn slipPathHi } } }`,
        { id: t.bookingId },
        admin,
      );
      expect(api.booking.returnDate).toBe(last);
      // The driver's link opens the day before departure.
      clock.set(new Date(`${DEPARTURE}T09:00:00+05:30`));
      const driverPage = await s.rest("GET", `/api/driver-trips/${t.token}`);
      clock.set(new Date());
      expect(driverPage.body.returnDate).toBe(last);

      // Intl writes Hindi dates with non-breaking spaces; the PDFs' text is read back with plain ones.
      const shown = displayDateIn(language, last).replace(/\s+/g, " ");
      const receipt = await pdf(`/invoices/${t.bookingId}.pdf`, t.ownerToken);
      const slip = await pdf(language === "hi" ? api.booking.duty.slipPathHi : api.booking.duty.slipPathEn, admin);
      if (language === "en") {
        expect(receipt).toContain(`RETURN ${shown}`);
        expect(slip).toContain(`Last day ${shown}`);
      } else {
        expect(shown).toBe(`${day} मई ${last.slice(0, 4)}`);
        expect(receipt).toContain(`वापसी ${shown}`);
        expect(slip).toContain(shown);
      }
      // The departure is printed too, and is not the return day (unless the trip is one day long).
      expect(receipt).toContain(displayDateIn(language, DEPARTURE).replace(/\s+/g, " "));
    }
  },
);
