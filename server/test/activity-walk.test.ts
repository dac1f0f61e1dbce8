/**
 * The activity log walks every remaining kind of change: destinations, staff notes, contact
 * messages, cancellation requests and their answers, payment / notification / site / quote settings,
 * unavailable periods, image uploads, ended sessions, rate cards, and every quote step (prepare, edit,
 * send, accept, change request, expiry). Each successful change leaves exactly its entry (who, what,
 * before -> after), in its own transaction; each refused change leaves none.
 */
import crypto from "node:crypto";
import { MovableClock } from "../src/domain/shared/clock";
import { StaffRole } from "../src/domain/shared/permissions";
import { CREATE, PNG, bookingInput } from "./fixtures/foundation";
import { inDays, startServer, type TestServer } from "./harness";

const clock = new MovableClock();
let s: TestServer;
let owner: { token: string; userId: string };
const u = () => crypto.randomBytes(4).toString("hex");
type Entry = { actorName: string; action: string; entity: string; entityId: string | null; changes: any };

beforeAll(async () => {
  s = await startServer({ JOB_WORKERS: "false" }, { clock });
  owner = await s.login();
});
afterAll(() => s.close());

/** The ids of the entries so far. */
const seen = async (): Promise<string[]> =>
  (await s.db.query(`SELECT id FROM activity_log`)).map((r: { id: string }) => r.id);

/** Runs a change and answers exactly the entries it left (oldest first). */
async function entriesOf(change: () => Promise<unknown>): Promise<Entry[]> {
  const before = await seen();
  await change();
  return s.db.query(
    `SELECT "actorName", action, entity, "entityId", changes FROM activity_log WHERE id <> ALL($1::uuid[]) ORDER BY at, id`,
    [before],
  );
}

/** A GraphQL call that must succeed. */
async function ok(query: string, variables: Record<string, unknown> = {}, token = owner.token) {
  const r = await s.gql(query, variables, token);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
}

/** A GraphQL call that must be refused with `code`, leaving no entry. */
async function refused(code: string, query: string, variables: Record<string, unknown> = {}, token = owner.token) {
  const left = await entriesOf(async () => {
    const r = await s.gql(query, variables, token);
    expect(r.errors?.[0]?.extensions?.code).toBe(code);
  });
  expect(left).toEqual([]);
}

/** A booking request for the first bus. */
const trip = async (over: Record<string, unknown>) =>
  bookingInput({ busId: (await ok(`{ buses { id } }`)).buses[0].id, ...over });

const one = (entries: Entry[]) => {
  expect(entries).toHaveLength(1);
  return entries[0];
};

test("destinations: create, update (the fields that changed), delete; bad input leaves nothing", async () => {
  const input = {
    name: `Chunar ${u()}`,
    shortDescription: "Fort",
    description: "A fort",
    images: ["/art/a.jpg", "/art/b.jpg", "/art/c.jpg"],
  };
  let id = "";
  const created = one(
    await entriesOf(
      async () =>
        (id = (await ok(`mutation($i: DestinationInput!) { createDestination(input: $i) { id } }`, { i: input }))
          .createDestination.id),
    ),
  );
  expect(created).toMatchObject({ actorName: "Admin", action: "create", entity: "destination", entityId: id });
  expect(created.changes.name).toEqual([null, input.name]);
  const updated = one(
    await entriesOf(() =>
      ok(`mutation($id: ID!, $i: DestinationInput!) { updateDestination(id: $id, input: $i) { id } }`, {
        id,
        i: { ...input, shortDescription: "Fort on the Ganga" },
      }),
    ),
  );
  expect(updated).toMatchObject({ action: "update", changes: { shortDescription: ["Fort", "Fort on the Ganga"] } });
  await refused(
    "BAD_USER_INPUT",
    `mutation($id: ID!, $i: DestinationInput!) { updateDestination(id: $id, input: $i) { id } }`,
    {
      id,
      i: { ...input, images: [] },
    },
  );
  const deleted = one(await entriesOf(() => ok(`mutation($id: ID!) { deleteDestination(id: $id) }`, { id })));
  expect(deleted).toMatchObject({
    action: "delete",
    entity: "destination",
    entityId: id,
    changes: { name: [input.name, null] },
  });
  await refused("NOT_FOUND", `mutation($id: ID!) { deleteDestination(id: $id) }`, { id });
});

test("settings: payment, notification and quote settings, each field before -> after; refused input leaves nothing", async () => {
  const pay = one(
    await entriesOf(() =>
      ok(`mutation($i: PaymentSettingsInput!) { updatePaymentSettings(input: $i) { upiId } }`, {
        i: { upiId: "kashi@okaxis", upiPayee: "Kashi Coach Tours", gstin: "" },
      }),
    ),
  );
  expect(pay).toMatchObject({
    action: "update",
    entity: "settings",
    entityId: "payments",
    changes: { upiId: [null, "kashi@okaxis"], upiPayee: [null, "Kashi Coach Tours"] },
  });
  await refused(
    "BAD_USER_INPUT",
    `mutation($i: PaymentSettingsInput!) { updatePaymentSettings(input: $i) { upiId } }`,
    {
      i: { upiId: "not a vpa", upiPayee: "X", gstin: "" },
    },
  );
  const notify = one(
    await entriesOf(() =>
      ok(`mutation($i: NotificationSettingsInput!) { updateNotificationSettings(input: $i) { reminders } }`, {
        i: {
          customerReceived: true,
          customerStatus: true,
          operatorNewBooking: true,
          reminders: false,
          operatorEmail: "",
        },
      }),
    ),
  );
  expect(notify).toMatchObject({
    entity: "settings",
    entityId: "notifications",
    changes: { reminders: [true, false] },
  });
  const quotes = one(
    await entriesOf(() =>
      ok(`mutation($i: QuoteSettingsInput!) { saveQuoteSettings(input: $i) { depot } }`, {
        i: { depot: "Sarnath", cancellationTerms: "None." },
      }),
    ),
  );
  expect(quotes).toMatchObject({ entity: "settings", entityId: "quotes", changes: { depot: ["Varanasi", "Sarnath"] } });
  await refused("BAD_USER_INPUT", `mutation($i: QuoteSettingsInput!) { saveQuoteSettings(input: $i) { depot } }`, {
    i: { depot: " ", cancellationTerms: "" },
  });
  await ok(`mutation($i: QuoteSettingsInput!) { saveQuoteSettings(input: $i) { depot } }`, {
    i: { depot: "Varanasi", cancellationTerms: "None." },
  });
});

test("unavailable periods and image uploads", async () => {
  const busId = (await ok(`{ buses { id } }`)).buses[0].id;
  let id = "";
  const added = one(
    await entriesOf(async () => {
      id = (
        await ok(`mutation($b: ID!, $i: BlackoutInput!) { addBusBlackout(busId: $b, input: $i) { id } }`, {
          b: busId,
          i: { startDate: inDays(300), endDate: inDays(302), reason: "Servicing" },
        })
      ).addBusBlackout.id;
    }),
  );
  expect(added).toMatchObject({
    action: "create",
    entity: "blackout",
    entityId: id,
    changes: {
      busId: [null, busId],
      startDate: [null, inDays(300)],
      endDate: [null, inDays(302)],
      reason: [null, "Servicing"],
    },
  });
  await refused(
    "BAD_USER_INPUT",
    `mutation($b: ID!, $i: BlackoutInput!) { addBusBlackout(busId: $b, input: $i) { id } }`,
    {
      b: busId,
      i: { startDate: inDays(302), endDate: inDays(300), reason: "Backwards" },
    },
  );
  const removed = one(await entriesOf(() => ok(`mutation($id: ID!) { removeBusBlackout(id: $id) }`, { id })));
  expect(removed).toMatchObject({ action: "delete", entity: "blackout", changes: { reason: ["Servicing", null] } });
  await refused("NOT_FOUND", `mutation($id: ID!) { removeBusBlackout(id: $id) }`, { id });

  const upload = (file: Buffer) => {
    const form = new FormData();
    form.append(
      "operations",
      JSON.stringify({ query: "mutation($f: Upload!) { uploadImage(file: $f) }", variables: { f: null } }),
    );
    form.append("map", JSON.stringify({ 0: ["variables.f"] }));
    form.append("0", new Blob([file]), "ghat.png");
    return fetch(`${s.url}/graphql`, {
      method: "POST",
      headers: { "apollo-require-preflight": "true", authorization: `Bearer ${owner.token}` },
      body: form,
    }).then((r) => r.json() as Promise<any>);
  };
  let url = "";
  const uploaded = one(await entriesOf(async () => (url = (await upload(PNG)).data.uploadImage)));
  expect(uploaded).toMatchObject({
    action: "upload",
    entity: "image",
    entityId: url,
    changes: { name: [null, "ghat.png"], size: [null, PNG.length] },
  });
  expect(
    await entriesOf(async () =>
      expect((await upload(Buffer.from("not an image"))).errors[0].extensions.code).toBe("BAD_USER_INPUT"),
    ),
  ).toEqual([]);
});

test("a booking's desk work: staff notes, the customer's cancellation request, staff's answers, contact messages", async () => {
  const desk = await s.staff(StaffRole.bookingDesk, "Ravi Desk");
  let booking = { id: "", token: "" };
  await entriesOf(async () => {
    const r = await ok(CREATE, { i: await trip({ name: "Meera Singh", departureDate: inDays(60) }) }, "");
    booking = { id: r.createBooking.booking.id, token: r.createBooking.auth.token };
  });
  const note = one(
    await entriesOf(() =>
      ok(
        `mutation($b: ID!) { addBookingNote(bookingId: $b, body: "Wants an early start") { id } }`,
        { b: booking.id },
        desk.token,
      ),
    ),
  );
  expect(note).toMatchObject({
    actorName: "Ravi Desk",
    action: "note",
    entity: "booking",
    entityId: booking.id,
    changes: { note: [null, "Wants an early start"] },
  });
  await refused(
    "BAD_USER_INPUT",
    `mutation($b: ID!) { addBookingNote(bookingId: $b, body: " ") { id } }`,
    { b: booking.id },
    desk.token,
  );

  const REQUEST = `mutation($id: ID!) { requestCancellation(id: $id, reason: "Plans changed") { id } }`;
  const ANSWER = `mutation($id: ID!, $a: Boolean!, $m: String) { answerCancellation(id: $id, accept: $a, message: $m) { status } }`;
  const asked = one(await entriesOf(() => ok(REQUEST, { id: booking.id }, booking.token)));
  expect(asked).toMatchObject({
    actorName: "Meera Singh",
    action: "cancellation requested",
    entity: "booking",
    changes: { cancelReason: [null, "Plans changed"] },
  });
  await refused("CONFLICT", REQUEST, { id: booking.id }, booking.token);
  await refused("BAD_USER_INPUT", ANSWER, { id: booking.id, a: false, m: "" }, desk.token);
  const declined = one(
    await entriesOf(() => ok(ANSWER, { id: booking.id, a: false, m: "The advance is not refundable" }, desk.token)),
  );
  expect(declined).toMatchObject({
    actorName: "Ravi Desk",
    action: "cancellation declined",
    changes: { cancelDeclinedMessage: [null, "The advance is not refundable"] },
  });
  await ok(REQUEST, { id: booking.id }, booking.token);
  const accepted = one(await entriesOf(() => ok(ANSWER, { id: booking.id, a: true }, desk.token)));
  expect(accepted).toMatchObject({ action: "cancellation accepted", changes: { status: ["Pending", "Cancelled"] } });
  await refused("BAD_USER_INPUT", ANSWER, { id: booking.id, a: true }, desk.token);

  let messageId = "";
  const sent = one(
    await entriesOf(async () => {
      messageId = (
        await ok(
          `mutation($i: ContactMessageInput!) { submitContactMessage(input: $i) { id } }`,
          {
            i: {
              name: "Kavya Nair",
              email: "kavya@example.com",
              subject: "Group trip",
              message: "40 people to Ayodhya",
            },
          },
          "",
        )
      ).submitContactMessage.id;
    }),
  );
  expect(sent).toMatchObject({
    actorName: "Kavya Nair",
    action: "create",
    entity: "contact",
    entityId: messageId,
    changes: { subject: [null, "Group trip"] },
  });
  expect(
    await entriesOf(async () =>
      expect(
        (
          await s.gql(`mutation($i: ContactMessageInput!) { submitContactMessage(input: $i) { id } }`, {
            i: { name: "X", email: "nope", subject: "S", message: "M" },
          })
        ).errors?.[0].extensions?.code,
      ).toBe("BAD_USER_INPUT"),
    ),
  ).toEqual([]);
  const handled = one(
    await entriesOf(() =>
      ok(
        `mutation($id: ID!) { setContactMessageHandled(id: $id, handled: true) { handled } }`,
        { id: messageId },
        desk.token,
      ),
    ),
  );
  expect(handled).toMatchObject({
    actorName: "Ravi Desk",
    action: "update",
    entity: "contact",
    changes: { handled: [false, true] },
  });
});

test("ended sessions: the owner ends a member's sessions; one entry with the sessions ended", async () => {
  const member = await s.staff(StaffRole.dispatcher, "Dev Dispatch");
  const REVOKE = `mutation($u: ID!, $s: ID) { revokeUserSessions(userId: $u, sessionId: $s) }`;
  await refused("NOT_FOUND", REVOKE, { u: member.userId, s: "not-an-id" });
  const ended = one(await entriesOf(() => ok(REVOKE, { u: member.userId })));
  expect(ended).toMatchObject({
    actorName: "Admin",
    action: "sessions ended",
    entity: "session",
    entityId: member.userId,
  });
  expect(ended.changes.sessions[0]).toHaveLength(1);
  // Ending all sessions also refuses the access tokens at once.
  expect((await s.gql(`{ me { id } }`, {}, member.token)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
});

test("rate cards and every quote step, the customer's answers and the expiry as System's", async () => {
  const busId = (await ok(`{ buses { id capacity } }`)).buses[0].id;
  const CARD = `mutation($i: RateCardInput!) { saveRateCard(input: $i) { card { id } } }`;
  const rates = {
    name: "Walk card",
    busId,
    effectiveFrom: inDays(-10),
    perKm: "65",
    minKmPerDay: 300,
    driverAllowance: "300",
    nightHalt: "500",
    gstRate: 5,
  };
  let cardId = "";
  const card = one(await entriesOf(async () => (cardId = (await ok(CARD, { i: rates })).saveRateCard.card.id)));
  expect(card).toMatchObject({
    action: "create",
    entity: "rateCard",
    entityId: cardId,
    changes: { perKm: [null, "₹65.00"], gstRate: [null, 5] },
  });
  const repriced = one(await entriesOf(() => ok(CARD, { i: { ...rates, id: cardId, perKm: "70" } })));
  expect(repriced).toMatchObject({ action: "update", changes: { perKm: ["₹65.00", "₹70.00"] } });
  expect(Object.keys(repriced.changes)).toEqual(["perKm"]);
  await refused("BAD_USER_INPUT", CARD, { i: { ...rates, id: cardId, perKm: "-1" } });

  const QF = `id version state total`;
  const book = async (days: number, at: number) => {
    const r = await ok(CREATE, { i: bookingInput({ busId, days, departureDate: inDays(at), name: "Asha Verma" }) }, "");
    return { id: r.createBooking.booking.id as string, token: r.createBooking.auth.token as string };
  };
  const b = await book(2, 200);
  const prepared = one(
    await entriesOf(() => ok(`mutation($b: ID!) { prepareQuote(bookingId: $b) { ${QF} } }`, { b: b.id })),
  );
  expect(prepared).toMatchObject({ actorName: "Admin", action: "quote prepared", entity: "quote", entityId: b.id });
  expect(prepared.changes.version).toEqual([null, 1]);
  expect(prepared.changes.total[1]).toMatch(/^₹/);
  // Preparing again answers the open Draft: nothing changes, nothing is logged.
  expect(await entriesOf(() => ok(`mutation($b: ID!) { prepareQuote(bookingId: $b) { id } }`, { b: b.id }))).toEqual(
    [],
  );
  const lines = [{ kind: "km", label: "Distance", quantity: 600, unit: "65" }];
  const edited = one(
    await entriesOf(() =>
      ok(`mutation($b: ID!, $i: QuoteInput!) { updateQuoteLines(bookingId: $b, input: $i) { ${QF} } }`, {
        b: b.id,
        i: { lines, validUntil: inDays(20), advancePercent: 25 },
      }),
    ),
  );
  expect(edited).toMatchObject({
    action: "quote edited",
    changes: { version: [1, 1], lines: [expect.any(Array), ["Distance: 600 x ₹65.00"]] },
  });
  expect(edited.changes.total[1]).toBe("₹40,950.00");
  await refused(
    "BAD_USER_INPUT",
    `mutation($b: ID!, $i: QuoteInput!) { updateQuoteLines(bookingId: $b, input: $i) { id } }`,
    {
      b: b.id,
      i: { lines, validUntil: inDays(-2) },
    },
  );
  const sent = one(await entriesOf(() => ok(`mutation($b: ID!) { sendQuote(bookingId: $b) { ${QF} } }`, { b: b.id })));
  expect(sent).toMatchObject({ action: "quote sent", changes: { version: [1, 1], state: ["Draft", "Sent"] } });
  await refused("CONFLICT", `mutation($b: ID!) { sendQuote(bookingId: $b) { id } }`, { b: b.id });
  const ACCEPT = `mutation($b: ID!, $i: AcceptQuoteInput!) { acceptQuote(bookingId: $b, input: $i) { state } }`;
  await refused("BAD_USER_INPUT", ACCEPT, { b: b.id, i: { acceptTerms: false } }, b.token);
  const accepted = one(await entriesOf(() => ok(ACCEPT, { b: b.id, i: { acceptTerms: true } }, b.token)));
  expect(accepted).toMatchObject({
    actorName: "Asha Verma",
    action: "quote accepted",
    changes: { state: ["Sent", "Accepted"], agreedFare: [null, 40950], advance: [null, 10237.5] },
  });

  // A second booking: the customer asks for a change; a third: its quote expires (the job, as System).
  const c = await book(1, 210);
  await ok(`mutation($b: ID!) { prepareQuote(bookingId: $b) { id } }`, { b: c.id });
  await ok(`mutation($b: ID!) { sendQuote(bookingId: $b) { id } }`, { b: c.id });
  const CHANGE = `mutation($b: ID!, $i: QuoteChangeInput!) { requestQuoteChange(bookingId: $b, input: $i) { state } }`;
  await refused("BAD_USER_INPUT", CHANGE, { b: c.id, i: { message: " " } }, c.token);
  const change = one(await entriesOf(() => ok(CHANGE, { b: c.id, i: { message: "Two buses please" } }, c.token)));
  expect(change).toMatchObject({
    actorName: "Asha Verma",
    action: "quote change requested",
    changes: { state: ["Sent", "Declined"], changeRequest: [null, "Two buses please"] },
  });

  const d = await book(1, 220);
  await ok(`mutation($b: ID!) { prepareQuote(bookingId: $b) { id } }`, { b: d.id });
  await ok(`mutation($b: ID!) { sendQuote(bookingId: $b) { id } }`, { b: d.id });
  clock.set(new Date(Date.now() + 30 * 86400_000));
  try {
    const expired = await entriesOf(() => s.app.services.quotes.expireDue());
    expect(expired).toEqual([
      {
        actorName: "System",
        action: "quote expired",
        entity: "quote",
        entityId: d.id,
        changes: { version: [1, 1], state: ["Sent", "Expired"] },
      },
    ]);
    expect(await entriesOf(() => s.app.services.quotes.expireDue())).toEqual([]);
  } finally {
    clock.set(new Date());
  }
  // The booking's View shows its quote's entries with its own.
  const view = (await ok(`query($id: ID!) { booking(id: $id) { activity { action } } }`, { id: b.id })).booking
    .activity;
  expect(view.map((e: { action: string }) => e.action)).toEqual([
    "create",
    "quote prepared",
    "quote edited",
    "quote sent",
    "quote accepted",
  ]);
});

test("a staff member retrying a failed e-mail, and a customer's language", async () => {
  const r = await ok(CREATE, { i: await trip({ departureDate: inDays(90), name: "Nisha Rao" }) }, "");
  const [message] = await s.db
    .query(
      `UPDATE notification_messages SET state = 'failed' WHERE id = (SELECT id FROM notification_messages WHERE "bookingId" = $1 LIMIT 1) RETURNING id`,
      [r.createBooking.booking.id],
    )
    .then((x: any) => x[0]);
  const retried = one(
    await entriesOf(() => ok(`mutation($id: ID!) { retryMessage(id: $id) { state } }`, { id: message.id })),
  );
  expect(retried).toMatchObject({
    action: "retry",
    entity: "message",
    entityId: message.id,
    changes: { state: ["failed", "queued"] },
  });
  await refused("BAD_USER_INPUT", `mutation($id: ID!) { retryMessage(id: $id) { state } }`, { id: message.id });

  const lang = one(
    await entriesOf(() => ok(`mutation { setMyLanguage(language: "hi") }`, {}, r.createBooking.auth.token)),
  );
  expect(lang).toMatchObject({
    actorName: "Nisha Rao",
    action: "update",
    entity: "account",
    changes: { language: ["en", "hi"] },
  });
  await refused("BAD_USER_INPUT", `mutation { setMyLanguage(language: "fr") }`, {}, r.createBooking.auth.token);
});
