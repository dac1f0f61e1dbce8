/**
 * Quoting, finished: a new version starts from the last one (lines, discount, advance, wording), a band of seats
 * prices a bus without a card of its own, the quote PDF names the operator (Settings → Tax and the first booking
 * phone) and the customer and nothing internal, the Hindi PDF describes its lines and terms in Hindi, accepting a
 * quote e-mails the customer a confirmation in their language (queued with the acceptance), and the operator's
 * GSTIN is one setting (Settings → Tax; one sent with the payment settings is accepted and ignored).
 */
import { bookingInput, CREATE } from "./fixtures/foundation";
import { outboxFor, until } from "./fixtures/outbox";
import { pdfText } from "./fixtures/pdf-text";
import { inDays, startServer, type TestServer } from "./harness";

let s: TestServer;
let admin: string;
type Bus = { id: string; name: string; capacity: number };
let buses: Bus[];

const LINES = `lines { position kind label quantity unit amount atActuals }`;
const QUOTE = `id version state taxable cgst total advance advancePercent inclusions exclusions notes ${LINES}`;
const SAVE_CARD = `mutation($i: RateCardInput!) { saveRateCard(input: $i) { card { id name busId seatsFrom seatsTo } versions { id } } }`;
const PREPARE = `mutation($b: ID!) { prepareQuote(bookingId: $b) { ${QUOTE} } }`;
const UPDATE = `mutation($b: ID!, $i: QuoteInput!) { updateQuoteLines(bookingId: $b, input: $i) { ${QUOTE} } }`;
const SEND = `mutation($b: ID!) { sendQuote(bookingId: $b) { id share { customerLink } } }`;
const ACCEPT = `mutation($b: ID!, $i: AcceptQuoteInput!) { acceptQuote(bookingId: $b, input: $i) { state total advance } }`;
const PDF_PATHS = `query($b: ID!, $t: String) { quote(bookingId: $b, token: $t) { pdfPath pdfPathHi } }`;
const RATES = { perKm: "65", minKmPerDay: 300, driverAllowance: "300", nightHalt: "500", gstRate: 5 };

const ok = async (query: string, variables: Record<string, unknown>, token?: string) => {
  const r = await s.gql(query, variables, token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
};
let trips = 0;
async function book(busName: string, over: Record<string, unknown> = {}) {
  const bus = buses.find((b) => b.name.startsWith(busName))!;
  const r = await s.gql(CREATE, {
    i: bookingInput({
      busId: bus.id,
      passengers: Math.min(20, bus.capacity),
      pickupLocation: "Varanasi, Uttar Pradesh, India",
      destination: "Ayodhya, Uttar Pradesh, India",
      days: 3,
      departureDate: inDays(200 + 4 * trips++),
      ...over,
    }),
  });
  if (r.errors) throw new Error(r.errors[0].message);
  return r.data.createBooking.booking.id as string;
}
const typed = (lines: Array<Record<string, unknown>>) =>
  lines.map(({ kind, label, quantity, unit, atActuals }) => ({ kind, label, quantity, unit, atActuals }));

/** A quote staff edited (a discount, a half-paisa head, their own words) and sent; the customer's link token. */
async function sentQuote(id: string) {
  const first = (await ok(PREPARE, { b: id }, admin)).prepareQuote;
  const lines = [
    ...typed(first.lines).map((l) => (l.kind === "driver" ? { ...l, unit: "350.20" } : l)),
    { kind: "discount", label: "Returning customer", quantity: 1, unit: "1500", atActuals: false },
  ];
  const input = { lines, validUntil: inDays(10), advancePercent: 30, inclusions: "Fuel, driver", notes: "Namaste" };
  const saved = (await ok(UPDATE, { b: id, i: input }, admin)).updateQuoteLines;
  const sent = (await ok(SEND, { b: id }, admin)).sendQuote;
  return { saved, link: decodeURIComponent(new URL(sent.share.customerLink).searchParams.get("token")!) };
}

beforeAll(async () => {
  s = await startServer({ JOB_POLL_SECONDS: "0.5", JOB_RETRY_DELAY_SECONDS: "1" });
  admin = (await s.login()).token;
  buses = (await s.gql(`{ buses { id name capacity } }`)).data.buses;
  await ok(
    SAVE_CARD,
    {
      i: {
        name: "Sleeper",
        busId: buses.find((b) => b.name.startsWith("Maharaja"))!.id,
        effectiveFrom: inDays(-30),
        ...RATES,
      },
    },
    admin,
  );
  await ok(
    `mutation($i: TaxSettingsInput!) { updateTaxSettings(input: $i) { gstin } }`,
    { i: { legalName: "Kashi Coach Tours", address: "D 47/12, Luxa Road, Varanasi 221010", gstin: "09AAACK1234A1Z8" } },
    admin,
  );
});
afterAll(() => s.close());

test("'Prepare a new version' starts from the last version's lines, discount, advance and wording, not the rate card", async () => {
  const id = await book("Maharaja");
  const { saved } = await sentQuote(id);
  // The half-paisa head: taxable ₹59,050.60 × 2.5 % = ₹1,476.265, rounded half up to ₹1,476.27 (the builder's figure).
  expect(saved).toMatchObject({ taxable: "59050.60", cgst: "1476.27", total: "62003.14", advance: "18600.94" });
  const next = (await ok(PREPARE, { b: id }, admin)).prepareQuote;
  expect(next).toMatchObject({ version: 2, state: "Draft", total: "62003.14", advancePercent: 30, notes: "Namaste" });
  expect(next.inclusions).toBe("Fuel, driver");
  expect(next.lines).toEqual(saved.lines);
  expect(next.lines.at(-1)).toMatchObject({ kind: "discount", label: "Returning customer", amount: "-1500.00" });
});

test("a band of seats prices a bus without a card of its own; the list counts each card's versions", async () => {
  const small = buses.find((b) => !b.name.startsWith("Maharaja") && b.capacity < 40)!;
  const band = {
    name: `Small buses ${Date.now()}`,
    seatsFrom: small.capacity,
    seatsTo: small.capacity,
    ...RATES,
    perKm: "41.50",
  };
  const card = (await ok(SAVE_CARD, { i: { ...band, effectiveFrom: inDays(-10) } }, admin)).saveRateCard;
  expect(card.card).toMatchObject({ busId: null, seatsFrom: small.capacity, seatsTo: small.capacity });
  const again = (await ok(SAVE_CARD, { i: { ...band, id: card.card.id, effectiveFrom: inDays(-5) } }, admin))
    .saveRateCard;
  expect(again.versions).toHaveLength(2);
  const id = await book(small.name, { passengers: 10 });
  const q = (await ok(PREPARE, { b: id }, admin)).prepareQuote;
  expect(q.lines[0]).toMatchObject({ kind: "km", unit: "41.50" });
});

test("the quote PDF names the operator and the customer, prints no state; the Hindi one is Hindi throughout", async () => {
  const id = await book("Maharaja", { name: "Meera Joshi", language: "hi" });
  const { link } = await sentQuote(id);
  const paths = (await ok(PDF_PATHS, { b: id, t: link })).quote;
  const read = async (path: string) =>
    (await pdfText(Buffer.from(await (await fetch(`${s.url}${path}`)).arrayBuffer()))).replace(/\s+/g, " ");
  const en = await read(paths.pdfPath);
  const site = (await ok(`{ settings { bookingPhones } }`, {})).settings;
  for (const fact of [
    "Kashi Coach Tours",
    "D 47/12, Luxa Road, Varanasi 221010",
    `Phone: ${site.bookingPhones[0]}`,
    "GSTIN: 09AAACK1234A1Z8",
    "Prepared for Meera Joshi",
    "Total INR 62,003.14",
  ])
    expect(en).toContain(fact);
  expect(en).not.toMatch(/\bState\b|\bSent\b|\bDraft\b/);
  const hi = await read(paths.pdfPathHi);
  const plain = (t: string) =>
    t
      .replace(/\u093F/g, "")
      .replace(/\u094D /g, "\u094D")
      .replace(/\s+/g, " ");
  for (const fact of [
    "Meera Joshi",
    "GSTIN: 09AAACK1234A1Z8",
    "भत्ता (प्रति दिन)",
    "छूट: Returning customer",
    "रवानगी से 15 दिन या उससे पहले",
    "₹62,003.14",
  ])
    expect(plain(hi)).toContain(plain(fact));
  expect(hi).not.toMatch(/Driver allowance|Cancelled 15 days|स्थिति|भेजा गया/);
});

test("accepting a quote queues the customer's confirmation with the acceptance, in Hindi for a Hindi customer", async () => {
  const email = `accept.hi.${Date.now()}@example.com`;
  const id = await book("Maharaja", { email, language: "hi" });
  const { link } = await sentQuote(id);
  expect((await ok(ACCEPT, { b: id, i: { token: link, acceptTerms: true } })).acceptQuote).toMatchObject({
    state: "Accepted",
    total: "62003.14",
    advance: "18600.94",
  });
  const [row] = await s.db.query(
    `SELECT m.kind, m.recipient, m."createdAt" = q."acceptedAt" OR m."createdAt" >= q."acceptedAt" - interval '1 second' AS together
       FROM notification_messages m JOIN quotes q ON q."bookingId" = m."bookingId" AND q.state = 'Accepted'
      WHERE m."bookingId" = $1 AND m.kind = 'quote-confirmed'`,
    [id],
  );
  expect(row).toMatchObject({ kind: "quote-confirmed", recipient: email, together: true });
  const mail = await until(async () =>
    (await outboxFor(s.config.dataDir, email)).find((m) => /स्वीकार किया/.test(m.subject ?? "")),
  );
  expect(mail.subject).toBe(`आपने बुकिंग BK-${id.slice(-4)} का कोटेशन स्वीकार किया`);
  expect(mail.text).toContain("तय किराया कर सहित ₹62,003.14 है");
  expect(mail.text).toContain("अभी देय अग्रिम राशि ₹18,600.94 है");
  // Accepting again answers the same acceptance and queues nothing more.
  await ok(ACCEPT, { b: id, i: { token: link, acceptTerms: true } });
  const n = await s.db.query(
    `SELECT count(*)::int AS n FROM notification_messages WHERE "bookingId" = $1 AND kind = 'quote-confirmed'`,
    [id],
  );
  expect(n[0].n).toBe(1);
});

test("an English customer's confirmation is in English", async () => {
  const email = `accept.en.${Date.now()}@example.com`;
  const id = await book("Maharaja", { email, language: "en" });
  const { link } = await sentQuote(id);
  await ok(ACCEPT, { b: id, i: { token: link, acceptTerms: true } });
  const mail = await until(async () =>
    (await outboxFor(s.config.dataDir, email)).find((m) => /You accepted/.test(m.subject ?? "")),
  );
  expect(mail.text).toContain("The agreed fare is ₹62,003.14, taxes included.");
  expect(mail.text).toContain("The advance due now is ₹18,600.94.");
});

test("one GSTIN: the payment settings accept a gstin from an old client and ignore it; documents print Settings → Tax's", async () => {
  const PAY = `mutation($i: PaymentSettingsInput!) { updatePaymentSettings(input: $i) { upiId upiPayee gstin } }`;
  const saved = (
    await ok(PAY, { i: { upiId: "kashicoach@okaxis", upiPayee: "Kashi Coach Tours", gstin: "27AAACK1234A1Z1" } }, admin)
  ).updatePaymentSettings;
  expect(saved).toEqual({ upiId: "kashicoach@okaxis", upiPayee: "Kashi Coach Tours", gstin: null });
  const [row] = await s.db.query(`SELECT value FROM settings WHERE key = 'payments'`);
  expect(row.value).not.toHaveProperty("gstin");
  const schema = (
    await ok(
      `{ __type(name: "PaymentSettingsInput") { inputFields(includeDeprecated: true) { name isDeprecated } } }`,
      {},
    )
  ).__type;
  expect(schema.inputFields).toContainEqual({ name: "gstin", isDeprecated: true });
});
