/**
 * A customer's language: the account keeps it (setMyLanguage, a guest's booking in Hindi),
 * and what the server writes for them follows it: e-mails (through the real job queue, to the outbox),
 * the password-reset e-mail and the invoice PDF (Devanagari embedded); the operator's copy stays English.
 */
import { bookingInput, CREATE, firstBusIdOf } from "./fixtures/foundation";
import { outboxFor, until } from "./fixtures/outbox";
import { pdfText } from "./fixtures/pdf-text";
import { startServer, type TestServer } from "./harness";

const DEVANAGARI = /[\u0900-\u097F]/;
let s: TestServer;
let busId: string;

beforeAll(async () => {
  s = await startServer({ JOB_POLL_SECONDS: "0.5" });
  busId = await firstBusIdOf(s);
});
afterAll(() => s.close());

const outbox = (to: string) => outboxFor(s.config.dataDir, to);
const languageOf = async (email: string) =>
  (await s.db.query(`SELECT language FROM users WHERE lower(email) = lower($1)`, [email]))[0]?.language;

async function book(over: Record<string, unknown>) {
  const input = bookingInput({ busId, ...over });
  const r = await s.gql(CREATE, { i: input });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return { id: r.data.createBooking.booking.id as string, token: r.data.createBooking.auth.token as string, input };
}

describe("the account's language", () => {
  test("a guest who books in Hindi gets a Hindi account; without a language (older clients) English", async () => {
    const hindi = await book({ language: "hi" });
    expect(await languageOf(hindi.input.email)).toBe("hi");
    expect((await s.gql(`{ me { language } }`, {}, hindi.token)).data.me.language).toBe("hi");
    const english = await book({});
    expect(await languageOf(english.input.email)).toBe("en");

    const restEmail = `rest.hi.${Date.now()}@example.com`;
    const rest = await s.rest("POST", "/api/bookings", {
      ...bookingInput({ email: restEmail }),
      busType: busId,
      language: "hi",
    });
    expect(rest.status).toBe(201);
    expect(await languageOf(restEmail)).toBe("hi");
  });

  test("a signed-in customer sets it; another value is refused with a clear message and changes nothing", async () => {
    const { token, input } = await book({});
    expect((await s.gql(`mutation { setMyLanguage(language: "hi") }`, {}, token)).data.setMyLanguage).toBe("hi");
    expect(await languageOf(input.email)).toBe("hi");
    const bad = await s.gql(`mutation { setMyLanguage(language: "fr") }`, {}, token);
    expect(bad.errors![0].message).toBe("Language must be one of: en, hi.");
    expect(bad.errors![0].extensions).toMatchObject({ code: "BAD_USER_INPUT", messageKey: "validation.oneOf" });
    expect(await languageOf(input.email)).toBe("hi");
    const guest = await s.gql(`mutation { setMyLanguage(language: "hi") }`);
    expect(guest.errors![0].extensions!.code).toBe("UNAUTHENTICATED");
  });

  test("a booking in another language than en or hi is refused, and nothing is stored", async () => {
    const email = `fr.${Date.now()}@example.com`;
    const r = await s.gql(CREATE, { i: bookingInput({ busId, email, language: "fr" }) });
    expect(r.errors![0].message).toBe("Language must be one of: en, hi.");
    expect(await languageOf(email)).toBeUndefined();
  });
});

describe("what the server writes follows the customer's language", () => {
  test("a Hindi customer's booking e-mail is in Hindi with hi-IN dates; the operator's copy stays English", async () => {
    const { id, input } = await book({ language: "hi" });
    const [mail] = await until(async () => {
      const mails = await outbox(input.email);
      return mails.length ? mails : null;
    });
    const ref = `BK-${id.slice(-4)}`;
    expect(mail.subject).toBe(`आपकी बुकिंग ${ref} हमें मिल गई है`);
    const hiDate = new Date(`${input.departureDate}T00:00:00Z`).toLocaleDateString("hi-IN", {
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    expect(mail.text).toContain(hiDate);
    expect(mail.text).toMatch(DEVANAGARI);
    expect(mail.html).toContain('lang="hi"');
    expect(mail.html).toContain(`/hi/dashboard/bookings/${id}`);
    expect(mail.text).toContain("यात्रा के रिमाइंडर ईमेल बंद करें");
    const english = await book({});
    const [englishMail] = await until(async () => {
      const mails = await outbox(english.input.email);
      return mails.length ? mails : null;
    });
    expect(englishMail.subject).toBe(`We have received your booking BK-${english.id.slice(-4)}`);
    expect(englishMail.text).not.toMatch(DEVANAGARI);
  });

  test("the password-reset e-mail of a Hindi account is in Hindi and links the Hindi page", async () => {
    const { token, input } = await book({});
    await s.gql(`mutation { setMyLanguage(language: "hi") }`, {}, token);
    await s.gql(`mutation($e: String!) { requestPasswordReset(email: $e) }`, { e: input.email });
    const reset = await until(async () => (await outbox(input.email)).find((m) => m.text?.includes("reset-password")));
    expect(reset.subject).toMatch(DEVANAGARI);
    expect(reset.text).toContain("/hi/reset-password?token=");
  });

  test("the invoice PDF of a Hindi customer is in Hindi (Devanagari embedded); an English one stays English", async () => {
    const hindi = await book({ language: "hi", passengers: 12 });
    const pdf = await fetch(`${s.url}/invoices/${hindi.id}.pdf`, {
      headers: { authorization: `Bearer ${hindi.token}` },
    });
    expect(pdf.status).toBe(200);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.toString("latin1")).toContain("NotoSansDevanagari");
    const text = await pdfText(bytes);
    expect(text).toMatch(DEVANAGARI);
    expect(text).toContain(`BK-${hindi.id.slice(-4)}`);
    expect(text).toContain(hindi.input.email);

    const english = await book({ passengers: 12 });
    const enText = await pdfText(
      Buffer.from(
        await (
          await fetch(`${s.url}/invoices/${english.id}.pdf`, { headers: { authorization: `Bearer ${english.token}` } })
        ).arrayBuffer(),
      ),
    );
    expect(enText).toContain("Booking confirmation");
    expect(enText).not.toMatch(DEVANAGARI);
  });
});

describe("destinations in Hindi", () => {
  const LIST = `{ destinations { id name shortDescription nameHi shortDescriptionHi descriptionHi } }`;

  test("the 16 seeded destinations carry their Hindi texts beside the English ones", async () => {
    const list = (await s.gql(LIST)).data.destinations;
    expect(list).toHaveLength(16);
    const sarnath = list.find((d: { name: string }) => d.name === "Sarnath");
    expect(sarnath.nameHi).toBe("सारनाथ");
    expect(sarnath.shortDescription).toBe("Where the Buddha gave his first sermon, just 10 km from the ghats.");
    for (const d of list)
      for (const k of ["nameHi", "shortDescriptionHi", "descriptionHi"]) expect(d[k]).toMatch(DEVANAGARI);
  });

  test("staff write and clear a destination's Hindi; a Hindi text too long is refused and changes nothing", async () => {
    const admin = (await s.login()).token;
    const input = {
      name: "Mirzapur Falls",
      shortDescription: "Waterfalls near Mirzapur.",
      description: "Monsoon waterfalls in the Vindhya hills.",
      images: ["https://example.com/1.jpg", "https://example.com/2.jpg", "https://example.com/3.jpg"],
      nameHi: "मिर्ज़ापुर के झरने",
    };
    const made = await s.gql(
      `mutation($i: DestinationInput!) { createDestination(input: $i) { id nameHi shortDescriptionHi } }`,
      { i: input },
      admin,
    );
    expect(made.data.createDestination).toMatchObject({ nameHi: "मिर्ज़ापुर के झरने", shortDescriptionHi: null });
    const id = made.data.createDestination.id;
    const tooLong = await s.gql(
      `mutation($id: ID!, $i: DestinationInput!) { updateDestination(id: $id, input: $i) { id } }`,
      { id, i: { ...input, nameHi: "झ".repeat(101) } },
      admin,
    );
    expect(tooLong.errors![0].message).toBe("Name (Hindi) must be at most 100 characters.");
    const kept = (await s.gql(LIST)).data.destinations.find((d: { id: string }) => d.id === id);
    expect(kept.nameHi).toBe("मिर्ज़ापुर के झरने");
    const cleared = await s.gql(
      `mutation($id: ID!, $i: DestinationInput!) { updateDestination(id: $id, input: $i) { nameHi } }`,
      { id, i: { ...input, nameHi: "" } },
      admin,
    );
    expect(cleared.data.updateDestination.nameHi).toBeNull();
    await s.gql(`mutation($id: ID!) { deleteDestination(id: $id) }`, { id }, admin);
  });
});
