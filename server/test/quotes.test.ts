/**
 * Rate cards and quotes through GraphQL and REST on a real PostgreSQL with the real job queue:
 * the worked example's exact rupees, versions, expiry by a clock the test moves, the customer's
 * acceptance (fare and advance set, history, mail, live event), races, and every bad input.
 */
import { MovableClock } from "../src/domain/shared/clock";
import { bookingInput, CREATE } from "./fixtures/foundation";
import { outboxFor, until } from "./fixtures/outbox";
import { pdfText } from "./fixtures/pdf-text";
import { inDays, nextEvents, startServer, type TestServer } from "./harness";

const FAST = { JOB_POLL_SECONDS: "0.5", JOB_RETRY_DELAY_SECONDS: "1" };
const clock = new MovableClock();
let s: TestServer;
let admin: string;
const operator = `ops.quotes.${Date.now()}@kashicoachtours.in`;
type Bus = { id: string; name: string; capacity: number };
let buses: Bus[];
const bus = (name: string) => buses.find((b) => b.name.startsWith(name))!;

const QUOTE_FIELDS = `id bookingId version state gstRate taxable cgst sgst gst passThrough total advance advancePercent validUntil
  inclusions exclusions notes sentAt acceptedAt acceptedByName changeRequest lines { position kind label quantity unit amount atActuals }`;
const SAVE_CARD = `mutation($i: RateCardInput!) { saveRateCard(input: $i) { card { id name busId } current { id effectiveFrom perKm minKmPerDay driverAllowance nightHalt gstRate } versions { effectiveFrom perKm } } }`;
const PREPARE = `mutation($b: ID!) { prepareQuote(bookingId: $b) { ${QUOTE_FIELDS} } }`;
const UPDATE = `mutation($b: ID!, $i: QuoteInput!) { updateQuoteLines(bookingId: $b, input: $i) { ${QUOTE_FIELDS} } }`;
const SEND = `mutation($b: ID!) { sendQuote(bookingId: $b) { ${QUOTE_FIELDS} share { customerLink whatsappLink } } }`;
const READ = `query($b: ID!, $t: String) { quote(bookingId: $b, token: $t) { ${QUOTE_FIELDS} } }`;
const VERSIONS = `query($b: ID!, $t: String) { quoteVersions(bookingId: $b, token: $t) { version state total } }`;
const ACCEPT = `mutation($b: ID!, $i: AcceptQuoteInput!) { acceptQuote(bookingId: $b, input: $i) { ${QUOTE_FIELDS} } }`;
const CHANGE = `mutation($b: ID!, $i: QuoteChangeInput!) { requestQuoteChange(bookingId: $b, input: $i) { id state changeRequest } }`;
const BOOKING = `query($id: ID!) { booking(id: $id) { id status agreedFare advance balance upiPayment { amount purpose } history { fromStatus toStatus note } } }`;

/** The coach of the README's worked example: ₹65/km, 300 km/day minimum, ₹300/day driver, ₹500/night, GST 5 %. */
const COACH_RATES = {
  perKm: "65",
  minKmPerDay: 300,
  driverAllowance: "300",
  nightHalt: "500",
  gstRate: 5,
  inclusions: "Fuel, driver, AC",
  exclusions: "Entry tickets, meals",
};

/** Each booking its own dates (a quote accepted for the sleeper holds the bus for its trip). */
let trips = 0;
async function book(over: Record<string, unknown> = {}) {
  const r = await s.gql(CREATE, {
    i: bookingInput({
      busId: bus("Maharaja").id,
      passengers: 40,
      pickupLocation: "Varanasi, Uttar Pradesh, India",
      destination: "Ayodhya, Uttar Pradesh, India",
      days: 3,
      departureDate: inDays(100 + 4 * trips++),
      ...over,
    }),
  });
  if (r.errors) throw new Error(r.errors[0].message);
  return {
    id: r.data.createBooking.booking.id as string,
    token: r.data.createBooking.auth?.token as string,
  };
}
const gqlOk = async (query: string, variables: Record<string, unknown>, token?: string) => {
  const r = await s.gql(query, variables, token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
};
const tokenOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get("token")!);
const count = async (sql: string, params: unknown[]) => (await s.db.query(sql, params))[0].n as number;

beforeAll(async () => {
  s = await startServer(FAST, { clock });
  admin = (await s.login()).token;
  buses = (await s.gql(`{ buses { id name capacity } }`)).data.buses;
  await gqlOk(
    `mutation($i: NotificationSettingsInput!) { updateNotificationSettings(input: $i) { operatorEmail } }`,
    {
      i: {
        customerReceived: true,
        customerStatus: true,
        operatorNewBooking: true,
        reminders: true,
        operatorEmail: operator,
      },
    },
    admin,
  );
  await gqlOk(
    SAVE_CARD,
    { i: { name: "Sleeper coach", busId: bus("Maharaja").id, effectiveFrom: inDays(-30), ...COACH_RATES } },
    admin,
  );
});
afterAll(() => s.close());
afterEach(() => clock.set(new Date()));

describe("rate cards", () => {
  test("are validated: negative, absurd or inexact amounts, a GST other than 5 or 12, no scope; nothing is stored", async () => {
    const before = await count(`SELECT count(*)::int AS n FROM rate_card_versions`, []);
    const base = { name: "Band", seatsFrom: 20, seatsTo: 30, ...COACH_RATES };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ perKm: "-5" }, "Rate per km must be an amount in rupees from 0 to 1000, with at most two decimals."],
      [{ perKm: "65000" }, "Rate per km must be an amount in rupees from 0 to 1000, with at most two decimals."],
      [{ perKm: "65.005" }, "Rate per km must be an amount in rupees from 0 to 1000, with at most two decimals."],
      [{ minKmPerDay: 5000 }, "Minimum km per day must be between 0 and 2000."],
      [
        { driverAllowance: "abc" },
        "Driver allowance must be an amount in rupees from 0 to 10000, with at most two decimals.",
      ],
      [{ gstRate: 7 }, "GST must be 5 % or 12 %."],
      [{ seatsFrom: null, seatsTo: null }, "Choose a bus, or a band of seats (from and to, from at most to)."],
      [{ seatsFrom: 30, seatsTo: 20 }, "Choose a bus, or a band of seats (from and to, from at most to)."],
    ];
    for (const [over, message] of cases) {
      const r = await s.gql(SAVE_CARD, { i: { ...base, ...over } }, admin);
      expect(r.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
    const rest = await s.rest("POST", "/api/rate-cards", { ...base, nightHalt: -1 }, admin);
    expect(rest).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^Night halt must be/) } });
    expect(await count(`SELECT count(*)::int AS n FROM rate_card_versions`, [])).toBe(before);
    const customer = (await book()).token;
    expect((await s.rest("GET", "/api/rate-cards", undefined, customer)).status).toBe(403);
    expect((await s.gql(`{ rateCards { card { id } } }`, {}, customer)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  test("are versioned by date: a quote keeps the rates it was made with", async () => {
    const volvo = bus("Volvo");
    const first = await gqlOk(
      SAVE_CARD,
      { i: { name: "Volvo", busId: volvo.id, effectiveFrom: inDays(-10), ...COACH_RATES, perKm: "80" } },
      admin,
    );
    const cardId = first.saveRateCard.card.id;
    const b = await book({ busId: volvo.id, passengers: 10, days: 1, departureDate: inDays(40) });
    const old = (await gqlOk(PREPARE, { b: b.id }, admin)).prepareQuote;
    expect(old.lines[0].unit).toBe("80.00");
    // A new version from tomorrow: today's quotes still use ₹80; tomorrow's use ₹90.
    const second = await gqlOk(
      SAVE_CARD,
      { i: { id: cardId, name: "Volvo", busId: volvo.id, effectiveFrom: inDays(1), ...COACH_RATES, perKm: "90" } },
      admin,
    );
    expect(second.saveRateCard.versions.map((v: { perKm: string }) => v.perKm)).toEqual(["90.00", "80.00"]);
    expect(second.saveRateCard.current.perKm).toBe("80.00");
    clock.set(new Date(Date.now() + 2 * 86_400_000));
    const b2 = await book({ busId: volvo.id, passengers: 10, days: 1, departureDate: inDays(45) });
    expect((await gqlOk(PREPARE, { b: b2.id }, admin)).prepareQuote.lines[0].unit).toBe("90.00");
    expect((await gqlOk(READ, { b: b.id }, admin)).quote.lines[0].unit).toBe("80.00");
    const list = await s.rest("GET", "/api/rate-cards", undefined, admin);
    expect(list.status).toBe(200);
    expect(list.body.find((c: { _id: string }) => c._id === cardId).versions).toHaveLength(2);
  });
});

describe("preparing, editing and sending a quote", () => {
  test("the worked example: 3-day round trip, 900 chargeable km (the minimum), 2 night halts, GST 5 % split, exact rupees", async () => {
    const b = await book();
    const q = (await gqlOk(PREPARE, { b: b.id }, admin)).prepareQuote;
    expect(q).toMatchObject({ version: 1, state: "Draft", gstRate: 5, inclusions: "Fuel, driver, AC" });
    expect(q.lines.map((l: Record<string, unknown>) => [l.kind, l.quantity, l.unit, l.amount])).toEqual([
      ["km", 900, "65.00", "58500.00"],
      ["driver", 3, "300.00", "900.00"],
      ["night-halt", 2, "500.00", "1000.00"],
      ["toll", 1, null, null],
      ["parking", 1, null, null],
    ]);
    expect(q).toMatchObject({
      taxable: "60400.00",
      cgst: "1510.00",
      sgst: "1510.00",
      gst: "3020.00",
      total: "63420.00",
      advance: "0.00",
    });
    // Preparing again answers the same Draft.
    expect((await gqlOk(PREPARE, { b: b.id }, admin)).prepareQuote.id).toBe(q.id);
  });

  test("staff edit lines (a fixed permit, a discount, a 25 % advance); the server computes every total", async () => {
    const b = await book();
    const q = (await gqlOk(PREPARE, { b: b.id }, admin)).prepareQuote;
    const lines = q.lines.map((l: Record<string, unknown>) => ({
      kind: l.kind,
      label: l.label,
      quantity: l.quantity,
      unit: l.unit,
      atActuals: l.atActuals,
    }));
    const edited = (
      await gqlOk(
        UPDATE,
        {
          b: b.id,
          i: {
            lines: [
              ...lines,
              { kind: "permit", label: "Bihar permit", quantity: 1, unit: "1250" },
              { kind: "discount", label: "Repeat customer", quantity: 1, unit: "400" },
            ],
            validUntil: inDays(7),
            advancePercent: 25,
            notes: "Thank you",
          },
        },
        admin,
      )
    ).updateQuoteLines;
    expect(edited).toMatchObject({
      taxable: "60000.00",
      gst: "3000.00",
      passThrough: "1250.00",
      total: "64250.00",
      advance: "16062.50",
      advancePercent: 25,
    });
    expect(edited.lines.at(-1)).toMatchObject({ kind: "discount", amount: "-400.00" });
  });

  test("bad lines are refused with a clear message in both APIs and change nothing", async () => {
    const b = await book();
    const q = (await gqlOk(PREPARE, { b: b.id }, admin)).prepareQuote;
    const good = { kind: "km", label: "km", quantity: 900, unit: "65" };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ lines: [] }, "A quote needs at least one line."],
      [
        { lines: [{ ...good, unit: "-65" }] },
        "Line 1: the amount must be in rupees with at most two decimals, and the line at most ₹10000000.",
      ],
      [{ lines: [{ ...good, quantity: -1 }] }, "Line 1: the quantity must be a whole number from 0 to 100000."],
      [{ lines: [{ ...good, quantity: 10_000_000 }] }, "Line 1: the quantity must be a whole number from 0 to 100000."],
      [{ lines: [{ ...good, atActuals: true }] }, "Line 1: only tolls, parking and permits can be charged at actuals."],
      [
        { lines: [good, { kind: "discount", label: "Too much", quantity: 1, unit: "100000" }] },
        "The discount cannot be more than the charges.",
      ],
      [
        { lines: [good], advancePercent: 120 },
        "The advance must be a percentage from 0 to 100, or an amount up to the total (not both).",
      ],
      [
        { lines: [good], advanceAmount: "999999" },
        "The advance must be a percentage from 0 to 100, or an amount up to the total (not both).",
      ],
      [{ lines: [good], validUntil: inDays(-1) }, "The quote must be valid until today or later."],
      [
        { lines: [{ ...good, kind: "bribe" }] },
        "Line 1: the kind must be one of: km, driver, night-halt, toll, parking, permit, discount, other.",
      ],
    ];
    for (const [over, message] of cases) {
      const r = await s.gql(UPDATE, { b: b.id, i: { validUntil: inDays(7), ...over } }, admin);
      expect(r.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    }
    const rest = await s.rest(
      "PUT",
      `/api/bookings/${b.id}/quote`,
      { lines: [{ ...good, quantity: "x" }], validUntil: inDays(7) },
      admin,
    );
    expect(rest).toMatchObject({
      status: 400,
      body: { message: "Line 1: the quantity must be a whole number from 0 to 100000." },
    });
    expect((await gqlOk(READ, { b: b.id }, admin)).quote).toEqual(q);
  });

  test("sending freezes the version, e-mails the customer a link (English), offers WhatsApp; re-quoting makes version 2 and supersedes 1", async () => {
    const b = await book({ email: `quote.send.${Date.now()}@example.com` });
    await gqlOk(PREPARE, { b: b.id }, admin);
    const sent = (await gqlOk(SEND, { b: b.id }, admin)).sendQuote;
    expect(sent).toMatchObject({ state: "Sent", version: 1 });
    expect(sent.share.whatsappLink).toMatch(/^https:\/\/wa\.me\/919839012345\?text=/);
    expect(sent.share.customerLink).toContain(`/bookings/${b.id}/quote?token=`);
    const email = (await s.db.query(`SELECT email FROM bookings WHERE id = $1`, [b.id]))[0].email;
    const [mail] = await until(async () =>
      (await outboxFor(s.config.dataDir, email)).find((m) => /Your quote/.test(m.subject ?? ""))
        ? outboxFor(s.config.dataDir, email)
        : null,
    ).then((all) => all.filter((m) => /Your quote/.test(m.subject ?? "")));
    expect(mail.subject).toBe(`Your quote for booking BK-${b.id.slice(-4)} (version 1)`);
    expect(mail.text).toContain("₹63,420.00");
    expect(mail.text).toContain(sent.share.customerLink);
    // Changing lines after sending is refused and changes nothing.
    const late = await s.gql(
      UPDATE,
      { b: b.id, i: { lines: [{ kind: "km", label: "km", quantity: 1, unit: "1" }], validUntil: inDays(7) } },
      admin,
    );
    expect(late.errors?.[0]).toMatchObject({
      message: "This quote has been sent and can no longer be changed. Prepare a new version to change it.",
      extensions: { code: "CONFLICT" },
    });
    const v2 = (await gqlOk(PREPARE, { b: b.id }, admin)).prepareQuote;
    expect(v2).toMatchObject({ version: 2, state: "Draft" });
    // The customer still reads version 1 until version 2 is sent.
    expect((await gqlOk(READ, { b: b.id }, b.token)).quote).toMatchObject({ version: 1, state: "Sent" });
    await gqlOk(SEND, { b: b.id }, admin);
    const versions = (await gqlOk(VERSIONS, { b: b.id }, b.token)).quoteVersions;
    expect(versions.map((v: { version: number; state: string }) => [v.version, v.state])).toEqual([
      [2, "Sent"],
      [1, "Superseded"],
    ]);
    // Only the latest can be accepted.
    const old = await s.gql(ACCEPT, { b: b.id, i: { acceptTerms: true, version: 1 } }, b.token);
    expect(old.errors?.[0]).toMatchObject({
      message: "This quote has been replaced by a newer version. Please open the latest one.",
      extensions: { code: "CONFLICT" },
    });
  });

  test("a customer who booked in Hindi gets the quote e-mail in Hindi, with the Hindi page's link", async () => {
    const email = `quote.hi.${Date.now()}@example.com`;
    const b = await book({ email, language: "hi" });
    await gqlOk(PREPARE, { b: b.id }, admin);
    await gqlOk(SEND, { b: b.id }, admin);
    const [mail] = await until(async () => {
      const all = await outboxFor(s.config.dataDir, email);
      return all.some((m) => m.subject?.includes("कोटेशन")) ? all.filter((m) => m.subject?.includes("कोटेशन")) : null;
    });
    expect(mail.subject).toBe(`बुकिंग BK-${b.id.slice(-4)} के लिए आपका कोटेशन (संस्करण 1)`);
    expect(mail.text).toContain(`/hi/bookings/${b.id}/quote?token=`);
    expect(mail.text).toContain("₹63,420.00");
  });

  test("lists show the quote's state: staff the latest version (a Draft too), the customer only what was sent ('Quote ready')", async () => {
    const b = await book();
    const STATE = `query($id: ID!) { booking(id: $id) { quoteState } }`;
    const MINE = `{ myBookings { id quoteState } }`;
    expect((await gqlOk(STATE, { id: b.id }, admin)).booking.quoteState).toBeNull();
    await gqlOk(PREPARE, { b: b.id }, admin);
    expect((await gqlOk(STATE, { id: b.id }, admin)).booking.quoteState).toBe("Draft");
    const mine = async () =>
      (await gqlOk(MINE, {}, b.token)).myBookings.find((x: { id: string }) => x.id === b.id).quoteState;
    expect(await mine()).toBeNull();
    await gqlOk(SEND, { b: b.id }, admin);
    expect(await mine()).toBe("Sent");
    const page = await gqlOk(`{ bookingsPage(first: 50) { items { id quoteState } } }`, {}, admin);
    expect(page.bookingsPage.items.find((x: { id: string }) => x.id === b.id).quoteState).toBe("Sent");
  });

  test("a booking without a rate card for its bus, or cancelled, cannot be quoted", async () => {
    const b = await book({ busId: bus("Royal").id, passengers: 30 });
    const r = await s.gql(PREPARE, { b: b.id }, admin);
    expect(r.errors?.[0].message).toBe("No rate card fits Royal Cruiser 35. Add one in Settings → Rates.");
    expect(await count(`SELECT count(*)::int AS n FROM quotes WHERE "bookingId" = $1`, [b.id])).toBe(0);
    await gqlOk(`mutation($id: ID!) { setBookingStatus(id: $id, status: Cancelled) { id } }`, { id: b.id }, admin);
    expect((await s.gql(PREPARE, { b: b.id }, admin)).errors?.[0].message).toBe(
      "This booking is cancelled; it cannot be quoted.",
    );
  });
});

/** A booking with a sent quote (25 % advance): its id, the owner's token and the e-mailed link's token. */
async function sentQuote(over: Record<string, unknown> = {}) {
  const b = await book(over);
  const q = (await gqlOk(PREPARE, { b: b.id }, admin)).prepareQuote;
  const lines = q.lines.map((l: Record<string, unknown>) => ({
    kind: l.kind,
    label: l.label,
    quantity: l.quantity,
    unit: l.unit,
    atActuals: l.atActuals,
  }));
  await gqlOk(UPDATE, { b: b.id, i: { lines, validUntil: inDays(5), advancePercent: 25 } }, admin);
  const sent = (await gqlOk(SEND, { b: b.id }, admin)).sendQuote;
  return { ...b, link: tokenOf(sent.share.customerLink) };
}

describe("the customer's answer", () => {
  beforeAll(async () => {
    await gqlOk(
      `mutation($i: PaymentSettingsInput!) { savePaymentSettings(input: $i) { upiId } }`,
      { i: { upiId: "kashicoach@okaxis", upiPayee: "Kashi Coach Tours", gstin: "" } },
      admin,
    ).catch(() => undefined);
  });

  test("a guest reads the quote only through the e-mailed link's token; a guessed id or another user gets nothing", async () => {
    const q = await sentQuote();
    expect((await s.gql(READ, { b: q.id })).errors?.[0]).toMatchObject({
      message: "This quote link is not valid or has expired. Please use the link in your latest e-mail, or log in.",
      extensions: { code: "FORBIDDEN" },
    });
    expect((await s.gql(READ, { b: q.id, t: `${q.link}x` })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const other = await book();
    expect((await s.gql(READ, { b: q.id, t: (await sentQuote()).link })).errors?.[0].extensions?.code).toBe(
      "FORBIDDEN",
    );
    expect((await s.gql(READ, { b: q.id }, other.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await gqlOk(READ, { b: q.id, t: q.link })).quote).toMatchObject({
      state: "Sent",
      total: "63420.00",
      advance: "15855.00",
    });
    const rest = await s.rest("GET", `/api/bookings/${q.id}/quote?token=${encodeURIComponent(q.link)}`);
    expect(rest).toMatchObject({ status: 200, body: { state: "Sent", total: "63420.00", lines: expect.any(Array) } });
    expect((await s.rest("GET", `/api/bookings/${q.id}/quote`)).status).toBe(403);
    const accept = await s.rest("POST", `/api/bookings/${q.id}/quote/accept`, { acceptTerms: true, token: "1.abc" });
    expect(accept).toMatchObject({ status: 403 });
    expect(
      await count(`SELECT count(*)::int AS n FROM quotes WHERE "bookingId" = $1 AND state = 'Accepted'`, [q.id]),
    ).toBe(0);
  });

  test("accepting sets the fare and advance, records history, mails staff and tells them live; accepting twice answers the same", async () => {
    const q = await sentQuote();
    const ws = s.ws(admin);
    const { ready, events } = nextEvents(
      ws,
      `subscription { bookingChanged { kind bookingId quote booking { agreedFare } } }`,
      1,
    );
    await ready;
    const noTerms = await s.gql(ACCEPT, { b: q.id, i: { token: q.link, acceptTerms: false } });
    expect(noTerms.errors?.[0]).toMatchObject({
      message: "Please tick the box to accept the terms.",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const first = (await gqlOk(ACCEPT, { b: q.id, i: { token: q.link, acceptTerms: true } })).acceptQuote;
    expect(first).toMatchObject({ state: "Accepted", acceptedByName: "Asha Verma" });
    const [event] = await events;
    expect(event.bookingChanged).toMatchObject({
      kind: "UPDATED",
      bookingId: q.id,
      quote: "ACCEPTED",
      booking: { agreedFare: 63420 },
    });
    const again = await s.rest("POST", `/api/bookings/${q.id}/quote/accept`, { acceptTerms: true, token: q.link });
    expect(again).toMatchObject({ status: 200, body: { _id: first.id, state: "Accepted" } });
    expect(again.body.acceptedAt).toBe(new Date(first.acceptedAt).toISOString());
    const booking = (await gqlOk(BOOKING, { id: q.id }, admin)).booking;
    // Nothing received yet: the whole fare is owed (the advance is asked first).
    expect(booking).toMatchObject({ status: "Pending", agreedFare: 63420, advance: 15855, balance: 63420 });
    expect(
      booking.history.filter((h: { note: string | null }) => /Quote version 1 accepted/.test(h.note ?? "")),
    ).toHaveLength(1);
    const [row] = await s.db.query(`SELECT "acceptedFromIp" FROM quotes WHERE id = $1`, [first.id]);
    expect(row.acceptedFromIp).toMatch(/127\.0\.0\.1/);
    const mails = await until(async () => {
      const all = (await outboxFor(s.config.dataDir, operator)).filter(
        (m) => m.subject === `Quote accepted: BK-${q.id.slice(-4)} (Asha Verma)`,
      );
      return all.length ? all : null;
    });
    expect(mails).toHaveLength(1);
    // Asking for a change after accepting is refused.
    const change = await s.gql(CHANGE, { b: q.id, i: { token: q.link, message: "cheaper?" } });
    expect(change.errors?.[0].message).toBe("This quote has already been accepted.");
  });

  test("the quote downloads as PDF in English and Hindi with the link's token; the invoice prints the accepted quote's lines", async () => {
    const q = await sentQuote();
    const read = await gqlOk(`query($b: ID!, $t: String) { quote(bookingId: $b, token: $t) { pdfPath pdfPathHi } }`, {
      b: q.id,
      t: q.link,
    });
    const en = await fetch(`${s.url}${read.quote.pdfPath}`);
    expect(en.status).toBe(200);
    expect(en.headers.get("content-type")).toBe("application/pdf");
    const enText = await pdfText(Buffer.from(await en.arrayBuffer()));
    expect(enText).toContain("Total INR 63,420.00");
    expect(enText).toContain("Chargeable km");
    const hi = await fetch(`${s.url}${read.quote.pdfPathHi}`);
    expect(hi.status).toBe(200);
    const hiText = await pdfText(Buffer.from(await hi.arrayBuffer()));
    expect(hiText).toContain("63,420.00");
    // The Hindi cancellation terms (pdf.js reads a reph, र्, after its syllable: "शर्तें" comes out as "शतेर्ं").
    expect(hiText).toMatch(/रद्द करने की[\s\S]*रवानगी से 15/);
    expect(hiText).not.toContain("Cancelled 15 days");
    expect((await fetch(`${s.url}/quotes/${q.id}.pdf`)).status).toBe(403);
    await gqlOk(ACCEPT, { b: q.id, i: { token: q.link, acceptTerms: true } });
    const invoice = await fetch(`${s.url}/invoices/${q.id}.pdf`, { headers: { authorization: `Bearer ${admin}` } });
    const text = await pdfText(Buffer.from(await invoice.arrayBuffer()));
    expect(text).toContain("Accepted quote (version 1)");
    expect(text).toContain("Driver allowance (per day)");
  });

  test("the admin list filters by quote state (the latest version's; None: no quote) with the exact total", async () => {
    const who = `Quotefilter ${Date.now()}`;
    const sent = await sentQuote({ name: who });
    const accepted = await sentQuote({ name: who });
    await gqlOk(ACCEPT, { b: accepted.id, i: { token: accepted.link, acceptTerms: true } });
    const none = await book({ name: who });
    const PAGE = `query($f: BookingFilter) { bookingsPage(filter: $f, first: 10) { totalCount totalIsEstimate items { id quoteState } } }`;
    const list = async (f: Record<string, unknown>) =>
      (await gqlOk(PAGE, { f: { search: who, ...f } }, admin)).bookingsPage;
    expect(await list({ quote: "Sent" })).toEqual({
      totalCount: 1,
      totalIsEstimate: false,
      items: [{ id: sent.id, quoteState: "Sent" }],
    });
    expect(await list({ quote: "Accepted" })).toMatchObject({ totalCount: 1, items: [{ id: accepted.id }] });
    expect(await list({ quote: "None" })).toMatchObject({ totalCount: 1, items: [{ id: none.id, quoteState: null }] });
    expect(await list({ quote: "Draft" })).toMatchObject({ totalCount: 0, items: [] });
    expect(await list({})).toMatchObject({ totalCount: 3 });
    // Without a search (counted, not listed by ids): the three bookings' departure days only.
    const dates = (
      await gqlOk(PAGE.replace("items { id", "items { departureDate id"), { f: { search: who } }, admin)
    ).bookingsPage.items
      .map((b: { departureDate: string }) => b.departureDate.slice(0, 10))
      .sort();
    const byDates = await gqlOk(PAGE, { f: { from: dates[0], to: dates[2], quote: "Accepted" } }, admin);
    expect(byDates.bookingsPage).toMatchObject({ totalCount: 1, items: [{ id: accepted.id }] });
    const bad = await s.gql(PAGE, { f: { quote: "Paid" } }, admin);
    expect(bad.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  test("two acceptances at once make one (the database decides)", async () => {
    const q = await sentQuote();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        s.rest("POST", `/api/bookings/${q.id}/quote/accept`, { acceptTerms: true, token: q.link }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.acceptedAt)).size).toBe(1);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM booking_status_changes WHERE "bookingId" = $1 AND note LIKE 'Quote version%'`,
        [q.id],
      ),
    ).toBe(1);
  });

  test("a quote for a bus no longer free cannot be accepted, and says why", async () => {
    const departureDate = inDays(60);
    const q = await sentQuote({ departureDate });
    const rival = await book({ departureDate: inDays(61), days: 2 });
    await gqlOk(`mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id } }`, { id: rival.id }, admin);
    const r = await s.gql(ACCEPT, { b: q.id, i: { token: q.link, acceptTerms: true } });
    expect(r.errors?.[0]).toMatchObject({ extensions: { code: "CONFLICT" } });
    expect(r.errors?.[0].message).toMatch(
      /^This quote cannot be accepted: Maharaja Sleeper 45 is no longer free from .* Please ask us for a change\.$/,
    );
    expect((await gqlOk(BOOKING, { id: q.id }, admin)).booking.agreedFare).toBeNull();
  });

  test("asking for a change declines the quote with the message staff read, and mails them", async () => {
    const q = await sentQuote();
    const empty = await s.rest("POST", `/api/bookings/${q.id}/quote/change-request`, { token: q.link, message: " " });
    expect(empty).toMatchObject({ status: 400, body: { message: "Message is required." } });
    const r = await s.rest("POST", `/api/bookings/${q.id}/quote/change-request`, {
      token: q.link,
      message: "Can we add Chitrakoot?",
    });
    expect(r).toMatchObject({ status: 200, body: { state: "Declined", changeRequest: "Can we add Chitrakoot?" } });
    expect((await gqlOk(READ, { b: q.id }, admin)).quote).toMatchObject({
      state: "Declined",
      changeRequest: "Can we add Chitrakoot?",
    });
    const accept = await s.gql(ACCEPT, { b: q.id, i: { token: q.link, acceptTerms: true } });
    expect(accept.errors?.[0].message).toBe("You asked for a change to this quote. We will send you a new version.");
    await until(async () =>
      (await outboxFor(s.config.dataDir, operator)).some((m) =>
        m.subject?.startsWith(`Change requested to the quote for BK-${q.id.slice(-4)}`),
      ),
    );
  });

  test("a quote expires at its validity date by a clock the test moves (the job, and every read); an expired quote cannot be accepted", async () => {
    const q = await sentQuote();
    expect(await s.app.services.quotes.expireDue()).toBe(0);
    clock.set(new Date(Date.now() + 7 * 86_400_000));
    expect(await s.app.services.quotes.expireDue()).toBeGreaterThanOrEqual(1);
    expect((await gqlOk(READ, { b: q.id }, q.token)).quote.state).toBe("Expired");
    const r = await s.gql(ACCEPT, { b: q.id, i: { acceptTerms: true } }, q.token);
    expect(r.errors?.[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    expect(r.errors?.[0].message).toMatch(/^This quote expired on .*\. Please ask us for a new one\.$/);
  });
});

describe("the trip plan", () => {
  const PLAN = `query($id: ID!) { booking(id: $id) { destination distance tripPlan { tripType stops { place day time nightHalt } } tripLegs { from to km } } }`;

  test("a round trip with two stops: the destination is the last stop, the distance is garage to garage, the quote counts the night halts", async () => {
    const r = await s.gql(CREATE, {
      i: bookingInput({
        busId: bus("Maharaja").id,
        passengers: 40,
        pickupLocation: "Varanasi, Uttar Pradesh, India",
        destination: "",
        departureDate: inDays(300),
        days: 3,
        tripType: "round-trip",
        stops: [
          { place: "Prayagraj, Uttar Pradesh, India", day: 1, nightHalt: true },
          { place: "Ayodhya, Uttar Pradesh, India", day: 2, time: "09:30", nightHalt: true },
        ],
      }),
    });
    expect(r.errors).toBeUndefined();
    const id = r.data.createBooking.booking.id;
    const b = (await gqlOk(PLAN, { id }, admin)).booking;
    expect(b.destination).toBe("Ayodhya, Uttar Pradesh, India");
    expect(b.tripPlan).toEqual({
      tripType: "round-trip",
      stops: [
        { place: "Prayagraj, Uttar Pradesh, India", day: 1, time: null, nightHalt: true },
        { place: "Ayodhya, Uttar Pradesh, India", day: 2, time: "09:30", nightHalt: true },
      ],
    });
    expect(b.tripLegs.map((l: { from: string; to: string }) => [l.from, l.to])).toEqual([
      ["Varanasi", "Varanasi, Uttar Pradesh, India"],
      ["Varanasi, Uttar Pradesh, India", "Prayagraj, Uttar Pradesh, India"],
      ["Prayagraj, Uttar Pradesh, India", "Ayodhya, Uttar Pradesh, India"],
      ["Ayodhya, Uttar Pradesh, India", "Varanasi"],
    ]);
    const sum = b.tripLegs.reduce((a: number, l: { km: number }) => a + l.km, 0);
    expect(b.distance).toBeCloseTo(sum, 1);
    expect(b.distance).toBeGreaterThan(400);
    const q = (await gqlOk(PREPARE, { b: id }, admin)).prepareQuote;
    expect(q.lines.find((l: { kind: string }) => l.kind === "night-halt")).toMatchObject({ quantity: 2 });
    // An old client's booking (one destination, no plan): a round trip, garage to garage, like a plan's.
    const old = await s.rest("POST", "/api/bookings", {
      ...bookingInput({ departureDate: inDays(301) }),
      busType: bus("Volvo").id,
    });
    expect(old.status).toBe(201);
    expect(old.body.destination).toBe("Sarnath, Uttar Pradesh, India");
    expect(old.body.distance).toBeLessThan(30);
  });

  test("a stop the gazetteer does not know is kept as free text; the distance is then unknown and the quote asks for the km", async () => {
    const r = await s.rest("POST", "/api/bookings", {
      ...bookingInput({ departureDate: inDays(310), days: 2 }),
      busType: bus("Maharaja").id,
      passengers: 30,
      destination: "Chunar Fort",
      tripType: "one-way",
      stops: [{ place: "Chunar Fort" }, { place: "Kotwa Ashram near Bhadohi", day: 2 }],
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ destination: "Kotwa Ashram near Bhadohi", distance: null });
    const q = (await gqlOk(PREPARE, { b: r.body._id }, admin)).prepareQuote;
    expect(q.lines[0]).toMatchObject({ kind: "km", quantity: 600 });
    expect(q.lines[0].label).toMatch(/trip distance to be entered/);
  });

  test("bad plans are refused with a clear message and store nothing", async () => {
    const before = await count(`SELECT count(*)::int AS n FROM bookings`, []);
    const base = { ...bookingInput({ departureDate: inDays(320), days: 2 }), busType: bus("Volvo").id };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ tripType: "cruise", stops: [{ place: "Sarnath" }] }, "Trip type must be one of: one-way, round-trip, tour."],
      [{ stops: [{ place: "Sarnath", day: 3 }] }, "Day must be between 1 and 2."],
      [
        {
          stops: [
            { place: "Sarnath", day: 2 },
            { place: "Chunar", day: 1 },
          ],
        },
        "Stop 2 cannot be on an earlier day than the stop before it.",
      ],
      [{ stops: [{ place: "Sarnath", time: "25:00" }] }, "Stop 1: the time must be HH:MM (24-hour)."],
      [{ stops: Array.from({ length: 11 }, () => ({ place: "Sarnath" })) }, "A trip can have at most 10 stops."],
      [{ stops: [{ place: " " }] }, "Destination is required."],
    ];
    for (const [over, message] of cases) {
      const r = await s.rest("POST", "/api/bookings", { ...base, ...over });
      expect(r).toMatchObject({ status: 400, body: { message } });
    }
    expect(await count(`SELECT count(*)::int AS n FROM bookings`, [])).toBe(before);
  });
});

describe("staff only", () => {
  test("customers and guests cannot prepare, edit or send quotes, in either API", async () => {
    const b = await book();
    for (const token of [undefined, b.token]) {
      expect((await s.gql(PREPARE, { b: b.id }, token)).errors?.[0].extensions?.code).toMatch(
        /UNAUTHENTICATED|FORBIDDEN/,
      );
      expect([401, 403]).toContain((await s.rest("POST", `/api/bookings/${b.id}/quote`, undefined, token)).status);
      expect([401, 403]).toContain((await s.rest("POST", `/api/bookings/${b.id}/quote/send`, undefined, token)).status);
    }
    expect(await count(`SELECT count(*)::int AS n FROM quotes WHERE "bookingId" = $1`, [b.id])).toBe(0);
  });
});
