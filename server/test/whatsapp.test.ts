/**
 * WhatsApp and SMS against a local fake Graph API and a fake MSG91 (test/fixtures/fake-whatsapp.ts), which check
 * each request against the template registry and post webhooks signed as Meta signs them: consent decides whether
 * a message goes; statuses move forward only, once; "not on WhatsApp" sends one SMS; free text only inside the
 * customer's 24-hour window; and without keys the messages land in DATA_DIR/outbox as files.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "../src/config";
import { BookingStatus } from "../src/domain/shared/enums";
import { checkTemplates, MESSAGE_TEMPLATES } from "../src/domain/messaging/message-templates";
import { FakeMsg91, FakeWhatsApp } from "./fixtures/fake-whatsapp";
import { bookingInput, CREATE } from "./fixtures/foundation";
import { until } from "./fixtures/outbox";
import { approveTripCharges, gqlOk, newBus } from "./fixtures/trip";
import { inDays, nextEvents, startServer, type TestServer } from "./harness";

const WEBHOOK = "/api/whatsapp/webhook";
const CONFIRM = `mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id } }`;
const MESSAGES = `query($id: ID!) { booking(id: $id) { phoneMessages { id channel template text language recipient state errorCode error pricingCategory cost } consents { purpose channel granted source wordingVersion at } } }`;
const REPLY = `mutation($b: ID!, $t: String!) { sendWhatsAppText(bookingId: $b, text: $t) { id state } }`;

const wa = new FakeWhatsApp();
const sms = new FakeMsg91();
let s: TestServer;
let admin: string;
let phones = 0;

beforeAll(async () => {
  await Promise.all([wa.start(), sms.start()]);
  s = await startServer({ ...wa.env(), ...sms.env(), JOB_POLL_SECONDS: "0.5", JOB_RETRY_DELAY_SECONDS: "1" });
  wa.webhookUrl = `${s.url}${WEBHOOK}`;
  ({ token: admin } = await s.login());
});
afterAll(async () => {
  await s.close();
  await Promise.all([wa.close(), sms.close()]);
});
beforeEach(() => {
  wa.autoStatuses = ["sent"];
  wa.rateLimited = 0;
});

/** A new Indian mobile number for each booking ("+91 9…"), and its digits as WhatsApp writes them. */
function newPhone() {
  const mobile = `98${String(++phones * 7919).padStart(8, "0")}`;
  return { written: `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`, digits: `91${mobile}` };
}

/** A pending booking on its own bus, its customer agreeing (or not) on the form; in Hindi when asked. */
async function book(over: { consent?: boolean; language?: "en" | "hi"; on?: TestServer } = {}) {
  const on = over.on ?? s;
  const phone = newPhone();
  const busId = await newBus(on, admin);
  const created = await on.gql(CREATE, {
    i: bookingInput({
      busId,
      departureDate: inDays(20 + phones),
      phone: phone.written,
      language: over.language ?? "en",
      messageConsent: over.consent ?? true,
    }),
  });
  if (created.errors) throw new Error(created.errors[0].message);
  return {
    id: created.data.createBooking.booking.id as string,
    owner: created.data.createBooking.auth.token as string,
    phone,
  };
}
const messages = async (id: string, on: TestServer = s) => (await gqlOk(on, MESSAGES, { id }, admin)).booking;
const sentTo = (digits: string, template?: string) =>
  wa.sent.filter((m) => m.to === digits && (!template || m.template === template));
const rows = (id: string, template: string) =>
  s.db.query(`SELECT * FROM phone_messages WHERE "bookingId" = $1 AND template = $2 ORDER BY "createdAt"`, [
    id,
    template,
  ]);

test("the registry: every template in Hindi and English, parameters numbered as Meta's; a broken one stops the server with a clear message", () => {
  expect(() => checkTemplates()).not.toThrow();
  expect(MESSAGE_TEMPLATES.map((t) => t.name)).toEqual([
    ...["request_received", "quote_ready", "advance_due", "payment_received", "trip_confirmed"],
    ...["bus_driver_details", "trip_reminder", "trip_started", "trip_closed", "document_expiring"],
  ]);
  const [first] = MESSAGE_TEMPLATES;
  const noHindi = { ...first, text: { en: first.text.en } } as never;
  expect(() => checkTemplates([noHindi])).toThrow(/"request_received" \(hi\) has no WhatsApp text/);
  const miscounted = { ...first, sms: { ...first.sms, hi: "नमस्ते {#var#}" } } as never;
  expect(() => checkTemplates([miscounted])).toThrow(/its SMS has 1 \{#var#\} for 4 parameters/);
  expect(() => loadConfig({ ...wa.env(), WHATSAPP_APP_SECRET: "" })).toThrow(
    "WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN are set together, or none",
  );
});

test("confirming a booking whose customer agreed sends one trip_confirmed in their language; its statuses reach the View live; two instances send one", async () => {
  const b = await book({ language: "hi" });
  await until(async () => sentTo(b.phone.digits, "request_received").length === 1);
  const ws = s.ws(admin);
  // The trip_confirmed message's states (the request_received message's may still arrive meanwhile).
  const live = nextEvents(
    ws,
    `subscription { bookingMessageChanged(bookingId: "${b.id}") { template state } }`,
    3,
    10000,
    (e: any) => e.bookingMessageChanged.template === "trip_confirmed",
  );
  await live.ready;
  wa.autoStatuses = ["sent", "delivered", "read"];
  await gqlOk(s, CONFIRM, { id: b.id }, admin);
  const [confirmed] = await until(
    async () => sentTo(b.phone.digits, "trip_confirmed").length === 1 && sentTo(b.phone.digits, "trip_confirmed"),
  );
  expect(confirmed).toMatchObject({ language: "hi", to: b.phone.digits });
  expect(confirmed.parameters).toEqual([
    "Asha Verma",
    `BK-${b.id.slice(-4)}`,
    expect.any(String),
    "Varanasi, Uttar Pradesh, India",
  ]);
  const seen = (await live.events).map((e: any) => e.bookingMessageChanged.state);
  expect(seen).toEqual(expect.arrayContaining(["sent", "delivered", "read"]));
  await ws.dispose();
  const row = await until(async () => {
    const all = (await messages(b.id)).phoneMessages.filter((m: any) => m.template === "trip_confirmed");
    return all[0]?.state === "read" && all;
  });
  expect(row).toHaveLength(1);
  expect(row[0]).toMatchObject({ channel: "whatsapp", language: "hi", pricingCategory: "utility", cost: "0.1150" });
  expect(row[0].text).toContain("आपकी बुकिंग");
  // A second instance (and this one again) asked to queue the same confirmation at once: still one message.
  const peer = await s.peer({ workers: true });
  try {
    const booking = { id: b.id, email: "x@example.com" };
    await Promise.all(
      [s.app.services, peer.app.services].map((services) =>
        services.db.transaction((m) => services.messages.queueForStatus(m, booking, BookingStatus.Confirmed)),
      ),
    );
    await new Promise((r) => setTimeout(r, 1500));
    expect(await rows(b.id, "trip_confirmed")).toHaveLength(1);
    expect(sentTo(b.phone.digits, "trip_confirmed")).toHaveLength(1);
  } finally {
    await peer.close();
  }
});

test("statuses out of order and twice: read before delivered, delivered twice leave read, one row, one cost", async () => {
  const b = await book();
  wa.autoStatuses = [];
  const [message] = await until(
    async () => sentTo(b.phone.digits, "request_received").length === 1 && sentTo(b.phone.digits),
  );
  await until(async () => (await rows(b.id, "request_received"))[0]?.providerMessageId === message.id);
  for (const status of ["read", "delivered", "delivered", "sent"])
    expect(await wa.post([wa.status(message.id, status)])).toBe(200);
  const [row] = await rows(b.id, "request_received");
  expect(row).toMatchObject({ state: "read", cost: "0.1150", pricingCategory: "utility" });
  expect(row.deliveredAt).not.toBeNull();
  expect(row.readAt).not.toBeNull();
  expect(await rows(b.id, "request_received")).toHaveLength(1);
  // A status for a message the product never sent: 200, and nothing changes.
  expect(await wa.post([wa.status("wamid.unknown", "delivered")])).toBe(200);
});

test("a bad signature is refused (401) and stores nothing; the GET challenge answers only the right verify token", async () => {
  const b = await book();
  wa.autoStatuses = [];
  const [message] = await until(async () => sentTo(b.phone.digits).length === 1 && sentTo(b.phone.digits));
  await until(async () => (await rows(b.id, "request_received"))[0]?.providerMessageId === message.id);
  const before = await s.db.query(`SELECT count(*)::int AS n FROM whatsapp_inbound`);
  expect(
    await wa.post([wa.status(message.id, "read")], wa.inbound(b.phone.digits, "hi"), {
      signature: "sha256=" + "0".repeat(64),
    }),
  ).toBe(401);
  expect(await wa.post([wa.status(message.id, "read")], {}, { signature: "not-a-signature" })).toBe(401);
  expect((await rows(b.id, "request_received"))[0].state).toBe("sent");
  expect(await s.db.query(`SELECT count(*)::int AS n FROM whatsapp_inbound`)).toEqual(before);

  const challenge = (token: string) =>
    fetch(
      `${s.url}${WEBHOOK}?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`,
    );
  const right = await challenge(wa.verifyToken);
  expect(right.status).toBe(200);
  expect(await right.text()).toBe("1158201444");
  const wrong = await challenge("guess");
  expect(wrong.status).toBe(403);
  expect(await wrong.text()).not.toContain("1158201444");
});

test("without consent nothing is sent and the reason is on the booking; STOP withdraws it: later templates are skipped", async () => {
  const none = await book({ consent: false });
  await gqlOk(s, CONFIRM, { id: none.id }, admin);
  const skipped = await until(async () => {
    const m = (await messages(none.id)).phoneMessages;
    return m.length === 2 && m;
  });
  expect(skipped.map((m: any) => [m.template, m.state])).toEqual([
    ["request_received", "skipped"],
    ["trip_confirmed", "skipped"],
  ]);
  expect(skipped[0].error).toMatch(/has not agreed to messages on WhatsApp or by SMS/);
  expect(sentTo(none.phone.digits)).toHaveLength(0);

  const b = await book();
  await until(async () => sentTo(b.phone.digits, "request_received").length === 1);
  expect((await messages(b.id)).consents).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        purpose: "transactional",
        channel: "whatsapp",
        granted: true,
        source: "booking",
        wordingVersion: "2026-12-07",
      }),
    ]),
  );
  expect(await wa.post([], wa.inbound(b.phone.digits, "STOP"))).toBe(200);
  const after = (await messages(b.id)).consents;
  expect(after).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ channel: "whatsapp", granted: false, source: "whatsapp-reply" }),
    ]),
  );
  // The customer reads the same on their account, by GraphQL and REST.
  const mine = await gqlOk(s, `{ myConsents { purpose channel granted source wordingVersion } }`, {}, b.owner);
  expect(mine.myConsents).toEqual(
    expect.arrayContaining([expect.objectContaining({ channel: "whatsapp", granted: false })]),
  );
  expect((await s.rest("GET", "/api/auth/consents", undefined, b.owner)).body).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ channel: "whatsapp", granted: false, source: "whatsapp-reply" }),
    ]),
  );
  await gqlOk(s, CONFIRM, { id: b.id }, admin);
  // SMS consent stands: the confirmation goes by SMS, not WhatsApp.
  const confirmed = await until(async () => {
    const m = (await messages(b.id)).phoneMessages.find((x: any) => x.template === "trip_confirmed");
    return m?.state === "sent" && m;
  });
  expect(confirmed.channel).toBe("sms");
  expect(sentTo(b.phone.digits, "trip_confirmed")).toHaveLength(0);
  // Withdrawn on the account page too: nothing at all next time.
  const put = await s.rest(
    "PUT",
    "/api/auth/consents",
    { purpose: "transactional", channel: "sms", granted: false },
    b.owner,
  );
  expect(put.status).toBe(200);
  const bad = await s.rest(
    "PUT",
    "/api/auth/consents",
    { purpose: "marketing", channel: "sms", granted: false },
    b.owner,
  );
  expect(bad.status).toBe(400);
});

test("'not on WhatsApp' (131026), from the send call or a later status, sends exactly one SMS with the flow's id and the filled text", async () => {
  for (const mode of ["send", "webhook"] as const) {
    const phone = newPhone();
    wa.notOnWhatsApp.set(phone.digits, mode);
    const busId = await newBus(s, admin);
    const created = await gqlOk(
      s,
      CREATE,
      {
        i: bookingInput({
          busId,
          departureDate: inDays(60 + phones),
          phone: phone.written,
          language: "hi",
          messageConsent: true,
        }),
      },
      "",
    );
    const id = created.createBooking.booking.id;
    const texts = await until(async () => {
      const all = sms.sent.filter((x) => x.mobile === phone.digits);
      return all.length === 1 && all;
    });
    const template = MESSAGE_TEMPLATES.find((t) => t.name === "request_received")!;
    expect(texts[0]).toMatchObject({ flowId: template.smsFlowId.hi, sender: "KASHIC", unicode: true });
    expect(texts[0].variables).toEqual([
      "Asha Verma",
      `BK-${id.slice(-4)}`,
      "Sarnath, Uttar Pradesh, India",
      expect.any(String),
    ]);
    const list = await until(async () => {
      const m = (await messages(id)).phoneMessages;
      return m.length === 2 && m[1].state === "sent" && m;
    });
    expect(list.map((m: any) => [m.channel, m.state, m.errorCode])).toEqual([
      ["whatsapp", "failed", 131026],
      ["sms", "sent", null],
    ]);
    expect(list[1].text).toContain("नमस्ते Asha Verma");
    expect(list[1].cost).toBe("0.4000");
    if (mode === "webhook") {
      // The same failure reported again: still one SMS.
      const [sent] = sentTo(phone.digits);
      expect(await wa.post([wa.status(sent.id, "failed", { code: 131026, title: "Message undeliverable" })])).toBe(200);
    }
    // MSG91's delivery report moves the SMS forward (its token in the URL; without it, 403).
    const published = (await gqlOk(s, `{ messagingStatus { smsWebhookUrl } }`, {}, admin)).messagingStatus
      .smsWebhookUrl;
    const { pathname, search } = new URL(published);
    expect(pathname).toBe("/api/sms/webhook");
    const url = `${s.url}${pathname}${search}`;
    expect(await sms.report(url.replace(/token=\w+/, "token=wrong"), texts[0].requestId, "1")).toBe(403);
    expect(await sms.report(url, texts[0].requestId, "1")).toBe(200);
    await until(async () => (await messages(id)).phoneMessages[1].state === "delivered");
  }
  await new Promise((r) => setTimeout(r, 500));
  expect(sms.sent.filter((x) => wa.notOnWhatsApp.has(x.mobile))).toHaveLength(2);
});

test("a rate limit (131056) is retried by the queue and the message still goes once", async () => {
  wa.rateLimited = 2;
  const b = await book();
  const row = await until(async () => {
    const [r] = await rows(b.id, "request_received");
    return r?.state === "sent" && r;
  });
  expect(row.attempts).toBe(3);
  expect(sentTo(b.phone.digits, "request_received")).toHaveLength(1);
});

test("free text only inside the customer's 24-hour window: refused before any call outside it", async () => {
  const b = await book();
  await until(async () => sentTo(b.phone.digits).length === 1);
  const calls = wa.sent.length + wa.refused.length;
  const refused = await s.gql(REPLY, { b: b.id, t: "Your driver will call you" }, admin);
  expect(refused.errors?.[0].message).toMatch(/only within 24 hours of the customer's own message/);
  expect(wa.sent.length + wa.refused.length).toBe(calls);
  expect((await s.rest("POST", `/api/bookings/${b.id}/phone-messages`, { text: "Hello" }, admin)).status).toBe(409);
  // The customer writes: the window opens, and the reply goes as text.
  expect(await wa.post([], wa.inbound(b.phone.digits, "When does the bus come?"))).toBe(200);
  const window = await gqlOk(
    s,
    `query($id: ID!) { booking(id: $id) { whatsAppWindowOpenUntil } }`,
    { id: b.id },
    admin,
  );
  expect(window.booking.whatsAppWindowOpenUntil).not.toBeNull();
  await gqlOk(s, REPLY, { b: b.id, t: "At 6 am at the ghat" }, admin);
  await until(async () => wa.sent.some((m) => m.to === b.phone.digits && m.text === "At 6 am at the ghat"));
  expect((await s.gql(REPLY, { b: b.id, t: "   " }, admin)).errors?.[0].message).toBe("Write the message first.");
});

test("a number that is neither a valid Indian nor an E.164 mobile is skipped with the reason", async () => {
  const busId = await newBus(s, admin);
  const input = bookingInput({ busId, departureDate: inDays(90), phone: "0542 250 1234", messageConsent: true });
  const created = await gqlOk(s, CREATE, { i: input }, "");
  const [row] = await until(async () => (await messages(created.createBooking.booking.id)).phoneMessages);
  expect(row).toMatchObject({ state: "skipped", template: "request_received" });
  expect(row.error).toMatch(/not a valid Indian or international \(E\.164\) mobile number/);
});

test("Settings → Messages: every template's texts and switch; a template switched off is not sent; the month's cost per template", async () => {
  const list = await gqlOk(
    s,
    `{ messageTemplates { name enabled texts { language whatsapp sms smsFlowId dltTemplateId } } }`,
    {},
    admin,
  );
  expect(list.messageTemplates).toHaveLength(10);
  expect(list.messageTemplates[0].texts.map((t: any) => t.language)).toEqual(["en", "hi"]);
  await gqlOk(
    s,
    `mutation { setMessageTemplateEnabled(name: "request_received", enabled: false) { name enabled } }`,
    {},
    admin,
  );
  const b = await book();
  await new Promise((r) => setTimeout(r, 1000));
  expect((await messages(b.id)).phoneMessages).toHaveLength(0);
  await gqlOk(s, `mutation { setMessageTemplateEnabled(name: "request_received", enabled: true) { name } }`, {}, admin);
  expect(
    (await s.gql(`mutation { setMessageTemplateEnabled(name: "nope", enabled: true) { name } }`, {}, admin)).errors?.[0]
      .message,
  ).toBe("There is no such message template.");
  const costs = await gqlOk(s, `{ messageCosts { month rows { template channel count cost } } }`, {}, admin);
  expect(costs.messageCosts.rows).toEqual(
    expect.arrayContaining([expect.objectContaining({ template: "trip_confirmed", channel: "whatsapp" })]),
  );
  expect((await s.rest("GET", "/api/messages/costs?month=2026-13", undefined, admin)).status).toBe(400);
});

test("without keys nothing changes: the messages land as JSON in DATA_DIR/outbox/whatsapp, and the wa.me links remain", async () => {
  const plain = await startServer({ JOB_POLL_SECONDS: "0.5" });
  try {
    const token = (await plain.login()).token;
    const busId = await newBus(plain, token);
    const phone = newPhone();
    const created = await gqlOk(
      plain,
      CREATE,
      { i: bookingInput({ busId, departureDate: inDays(30), phone: phone.written, messageConsent: true }) },
      "",
    );
    const id = created.createBooking.booking.id;
    const dir = path.join(plain.config.dataDir, "outbox", "whatsapp");
    const file = await until(async () => fs.existsSync(dir) && fs.readdirSync(dir).find((f) => f.endsWith(".json")));
    const body = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
    expect(body).toMatchObject({
      to: phone.digits,
      type: "template",
      template: { name: "request_received", language: { code: "en" } },
    });
    expect(body.template.components[0].parameters).toHaveLength(4);
    const status = await gqlOk(plain, `{ messagingStatus { whatsapp sms } }`, {}, token);
    expect(status.messagingStatus).toEqual({ whatsapp: false, sms: false });
    // The webhook is not there without keys.
    expect((await fetch(`${plain.url}${WEBHOOK}?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1`)).status).toBe(
      404,
    );
    // The staff's wa.me link to share a quote stays.
    await gqlOk(
      plain,
      `mutation($i: RateCardInput!) { saveRateCard(input: $i) { card { id } } }`,
      {
        i: { name: "Any", busId, perKm: "65", minKmPerDay: 300, driverAllowance: "300", nightHalt: "500", gstRate: 5 },
      },
      token,
    );
    await gqlOk(plain, `mutation($b: ID!) { prepareQuote(bookingId: $b) { id } }`, { b: id }, token);
    const sent = await gqlOk(
      plain,
      `mutation($b: ID!) { sendQuote(bookingId: $b) { share { whatsappLink } } }`,
      { b: id },
      token,
    );
    expect(sent.sendQuote.share.whatsappLink).toMatch(new RegExp(`^https://wa\\.me/${phone.digits}\\?text=`));
    await until(async () => fs.readdirSync(dir).filter((f) => f.endsWith(".json")).length === 2);
  } finally {
    await plain.close();
  }
});

test("a whole trip's messages, each once and as the registry has it: quote, advance, confirmation, bus and driver, reminder, start, close", async () => {
  const b = await book({ language: "hi" });
  await gqlOk(
    s,
    `mutation($i: RateCardInput!) { saveRateCard(input: $i) { card { id } } }`,
    {
      i: {
        name: "Trip",
        seatsFrom: 1,
        seatsTo: 60,
        perKm: "65",
        minKmPerDay: 300,
        driverAllowance: "300",
        nightHalt: "500",
        gstRate: 5,
      },
    },
    admin,
  );
  await gqlOk(s, `mutation($b: ID!) { prepareQuote(bookingId: $b) { id } }`, { b: b.id }, admin);
  await gqlOk(s, `mutation($b: ID!) { sendQuote(bookingId: $b) { id } }`, { b: b.id }, admin);
  await gqlOk(
    s,
    `mutation($b: ID!, $i: AcceptQuoteInput!) { acceptQuote(bookingId: $b, input: $i) { id } }`,
    { b: b.id, i: { acceptTerms: true, version: 1 } },
    b.owner,
  );
  // The trip moved to tomorrow (a new trip version), confirmed, a driver assigned.
  await s.db.query(`UPDATE bookings SET "departureDate" = $2 WHERE id = $1`, [b.id, inDays(1)]);
  await gqlOk(s, CONFIRM, { id: b.id }, admin);
  const driver = await gqlOk(
    s,
    `mutation($i: DriverInput!) { createDriver(input: $i) { id } }`,
    {
      i: {
        name: "Suresh Pal",
        phone: "+91 94150 22222",
        licenceNumber: `WA-${b.id.slice(-6)}`,
        licenceValidUntil: inDays(4000),
        language: "hi",
      },
    },
    admin,
  );
  const assigned = await gqlOk(
    s,
    `mutation($b: ID!, $d: [ID!]!) { assignDrivers(bookingId: $b, driverIds: $d) { link { path } } }`,
    { b: b.id, d: [driver.createDriver.id] },
    admin,
  );
  await s.app.services.messages.sweep();
  const token = (assigned.assignDrivers[0].link.path as string).slice(3);
  await gqlOk(
    s,
    `mutation($t: String!, $i: DriverStartInput!) { driverStartTrip(token: $t, input: $i) { startedAt } }`,
    { t: token, i: { stepId: crypto.randomUUID(), openingKm: 10000 } },
    "",
  );
  // The code goes while the trip is open (a trip closed first needs it no more: skipped).
  const [started] = await until(
    async () => sentTo(b.phone.digits, "trip_started").length === 1 && sentTo(b.phone.digits, "trip_started"),
  );
  await gqlOk(
    s,
    `mutation($t: String!, $i: DriverCloseInput!) { driverCloseTrip(token: $t, input: $i) { closedAt } }`,
    {
      t: token,
      i: { stepId: crypto.randomUUID(), closingKm: 10300, code: started.parameters![2], amountCollected: 0 },
    },
    "",
  );
  await approveTripCharges(s, admin, b.id);
  await gqlOk(s, `mutation($b: ID!) { completeTrip(bookingId: $b) { tripState } }`, { b: b.id }, admin);
  const expected = [
    "request_received",
    "quote_ready",
    "advance_due",
    "trip_confirmed",
    "bus_driver_details",
    "trip_reminder",
    "trip_started",
    "trip_closed",
  ];
  const sent = await until(async () => {
    const all = sentTo(b.phone.digits);
    return all.length === expected.length && all;
  });
  expect(new Set(sent.map((m) => m.template))).toEqual(new Set(expected));
  expect(sent.every((m) => m.language === "hi")).toBe(true);
  const byName = Object.fromEntries(sent.map((m) => [m.template, m.parameters]));
  expect(byName.quote_ready[2]).toMatch(new RegExp(`/hi/bookings/${b.id}/quote\\?token=`));
  expect(byName.advance_due[2]).toMatch(/^₹/);
  expect(byName.bus_driver_details.slice(2, 4)).toEqual(["Suresh Pal", "+91 94150 22222"]);
  expect(byName.trip_started[2]).toMatch(/^\d{4}$/);
  expect(byName.trip_closed[2]).toContain(`/hi/dashboard/bookings/${b.id}`);
  expect(wa.refused.filter((r) => r.body.to === b.phone.digits)).toEqual([]);
  // A second sweep, and a second assignment of the same driver: nothing more.
  await s.app.services.messages.sweep();
  await new Promise((r) => setTimeout(r, 1000));
  expect(sentTo(b.phone.digits)).toHaveLength(expected.length);
});

test("a vehicle document nearing its expiry reminds the owner on WhatsApp, at the site's first booking phone", async () => {
  await gqlOk(
    s,
    `mutation($i: DocumentSettingsInput!) { updateDocumentSettings(input: $i) { reminderDays } }`,
    { i: { reminderEmail: "fleet@example.com" } },
    admin,
  );
  const busId = await newBus(s, admin);
  const added = await s.rest(
    "POST",
    `/api/buses/${busId}/documents`,
    { type: "Fitness", number: `FC-WA-${phones}`, validFrom: inDays(-300), validUntil: inDays(7) },
    admin,
  );
  expect(added.status).toBe(201);
  await s.app.services.documentReminders.sweep();
  const owner = "919839021005";
  const [reminder] = await until(
    async () => sentTo(owner, "document_expiring").length > 0 && sentTo(owner, "document_expiring"),
  );
  expect(reminder.language).toBe("en");
  expect(reminder.parameters![2]).toMatch(/\d{4}$/);
  await s.app.services.documentReminders.sweep();
  await new Promise((r) => setTimeout(r, 500));
  expect(sentTo(owner, "document_expiring")).toHaveLength(1);
});

test("the trip version: a confirmation goes again only once the trip's dates or bus changed", async () => {
  const b = await book();
  await gqlOk(s, CONFIRM, { id: b.id }, admin);
  await until(async () => sentTo(b.phone.digits, "trip_confirmed").length === 1);
  const again = () =>
    s.app.services.db.transaction((m) =>
      s.app.services.messages.queueForStatus(m, { id: b.id, email: "x@example.com" }, BookingStatus.Confirmed),
    );
  await again();
  await s.db.query(`UPDATE bookings SET notes = 'Window seats' WHERE id = $1`, [b.id]);
  await again();
  expect((await rows(b.id, "trip_confirmed")).map((r: { tripVersion: number }) => r.tripVersion)).toEqual([1]);
  await s.db.query(`UPDATE bookings SET "departureDate" = "departureDate" + 1 WHERE id = $1`, [b.id]);
  await again();
  await until(async () => sentTo(b.phone.digits, "trip_confirmed").length === 2);
  expect((await rows(b.id, "trip_confirmed")).map((r: { tripVersion: number }) => r.tripVersion)).toEqual([1, 2]);
});

test("a status that overtakes the send's answer is held and applied once the message records its id", async () => {
  wa.autoStatuses = [];
  const early = `wamid.early${phones}`;
  wa.nextId = early;
  expect(await wa.post([wa.status(early, "sent"), wa.status(early, "delivered")])).toBe(200);
  const b = await book();
  const row = await until(async () => {
    const [r] = await rows(b.id, "request_received");
    return r?.state === "delivered" && r;
  });
  expect(row).toMatchObject({ providerMessageId: early, cost: "0.1150", pricingCategory: "utility" });
  expect(await s.db.query(`SELECT * FROM phone_status_backlog WHERE "providerMessageId" = $1`, [early])).toEqual([]);
});
