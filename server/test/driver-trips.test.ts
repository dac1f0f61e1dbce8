/**
 * The driver's link: a signed token bound to one assignment, valid from the day before
 * departure until two days after the trip's last day, revocable; start, stops, expenses with a photo of
 * the receipt, close with the customer's e-mailed code. Through GraphQL and REST on a real PostgreSQL and
 * the real job queue; the staff's live list hears each step.
 */
import crypto from "node:crypto";
import { MovableClock } from "../src/domain/shared/clock";
import { PNG, bookingInput, CREATE } from "./fixtures/foundation";
import { outboxFor, until } from "./fixtures/outbox";
import { inDays, nextEvents, startServer, type TestServer } from "./harness";

const clock = new MovableClock();
let s: TestServer;
let admin: string;
let buses: string[];
let licence = 0;
let busTurn = 0;

beforeAll(async () => {
  s = await startServer({ JOB_POLL_SECONDS: "0.5", JOB_RETRY_DELAY_SECONDS: "1" }, { clock });
  admin = (await s.login()).token;
  // A bus of its own for each trip, so the trips' dates never clash on a bus.
  buses = [];
  for (let i = 0; i < 10; i++) {
    const r = await s.gql(
      `mutation($i: BusInput!) { createBus(input: $i) { id } }`,
      {
        i: {
          name: `Trip Bus ${i}`,
          capacity: 20,
          description: "d",
          features: ["AC"],
          images: [],
          lastMaintenance: inDays(-30),
          popularRoutes: [],
          registrationNumber: `UP65 TB ${1000 + i}`,
        },
      },
      admin,
    );
    if (r.errors) throw new Error(r.errors[0].message);
    buses.push(r.data.createBus.id);
  }
});
afterEach(() => clock.set(new Date()));
afterAll(() => s.close());

/** A Confirmed booking driven by a new driver (in `language`), and the driver's link token. */
async function trip(
  over: { from?: number; days?: number; language?: string; email?: string; plan?: Record<string, unknown> } = {},
) {
  const email = over.email ?? `trip.${crypto.randomBytes(4).toString("hex")}@example.com`;
  const bus = buses[busTurn++];
  const created = await s.gql(CREATE, {
    i: bookingInput({
      busId: bus,
      passengers: 8,
      departureDate: inDays(over.from ?? 1),
      days: over.days ?? 2,
      email,
      name: "Asha Verma",
      notes: "Reach 30 minutes early",
      ...over.plan,
    }),
  });
  if (created.errors) throw new Error(created.errors[0].message);
  const bookingId: string = created.data.createBooking.booking.id;
  const confirmed = await s.gql(
    `mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id } }`,
    { id: bookingId },
    admin,
  );
  if (confirmed.errors) throw new Error(confirmed.errors[0].message);
  const driver = await s.gql(
    `mutation($i: DriverInput!) { createDriver(input: $i) { id } }`,
    {
      i: {
        name: "Ramesh Yadav",
        phone: "+91 94150 11111",
        licenceNumber: `TRIP-${++licence}-${crypto.randomBytes(3).toString("hex")}`,
        licenceValidUntil: inDays(4000),
        language: over.language ?? "hi",
      },
    },
    admin,
  );
  const assigned = await s.gql(
    `mutation($b: ID!, $d: [ID!]!) { assignDrivers(bookingId: $b, driverIds: $d) { id link { path validFrom validUntil revoked } } }`,
    { b: bookingId, d: [driver.data.createDriver.id] },
    admin,
  );
  if (assigned.errors) throw new Error(assigned.errors[0].message);
  const a = assigned.data.assignDrivers[0];
  return {
    bookingId,
    email,
    assignmentId: a.id as string,
    token: (a.link.path as string).replace("/d/", ""),
    link: a.link,
  };
}

const step = () => crypto.randomUUID();
const START = `mutation($t: String!, $i: DriverStartInput!) { driverStartTrip(token: $t, input: $i) { startedAt openingKm steps { kind km } } }`;
const CLOSE = `mutation($t: String!, $i: DriverCloseInput!) { driverCloseTrip(token: $t, input: $i) { closedAt closingKm actualKm amountCollected closedBy } }`;
async function expense(token: string, fields: Record<string, string>, file: Buffer | null = PNG, name = "receipt.png") {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append("file", new Blob([file]), name);
  const res = await fetch(`${s.url}/api/driver-trips/${token}/expenses`, { method: "POST", body: form });
  return { status: res.status, body: (await res.json()) as any };
}
const staffTrip = async (id: string) =>
  (
    await s.gql(
      `query($id: ID!) { booking(id: $id) { trip { customerCode openingKm closingKm actualKm codeAttemptsLeft closedBy steps { kind expenseKind amount receiptUrl stop } } history { note } } }`,
      { id },
      admin,
    )
  ).data.booking;

test("start, expense with a photo, stop and close with the customer's code; each step once, in the history and live to staff", async () => {
  const t = await trip({ days: 2 });
  expect(t.link).toMatchObject({ validFrom: inDays(0), validUntil: inDays(1 + 1 + 2), revoked: false });
  const live = nextEvents(s.ws(admin), `subscription { bookingChanged { kind bookingId } }`, 4, 20000);
  await live.ready;

  const page = await s.rest("GET", `/api/driver-trips/${t.token}`);
  expect(page.status).toBe(200);
  expect(page.body).toMatchObject({
    reference: `BK-${t.bookingId.slice(-4)}`,
    language: "hi",
    driverName: "Ramesh Yadav",
    customerName: "Asha Verma",
    customerPhone: "+91 98390 12345",
    passengers: 8,
    notes: "Reach 30 minutes early",
    plan: ["Varanasi, Uttar Pradesh, India", "Sarnath, Uttar Pradesh, India"],
    customerCode: null,
    startedAt: null,
  });

  // Start, sent twice (a slow connection's retry): recorded once.
  const startId = step();
  const first = await s.gql(START, { t: t.token, i: { stepId: startId, openingKm: 12000 } });
  const again = await s.gql(START, { t: t.token, i: { stepId: startId, openingKm: 12000 } });
  expect(first.data.driverStartTrip).toEqual(again.data.driverStartTrip);
  expect(first.data.driverStartTrip.steps).toEqual([{ kind: "start", km: 12000 }]);
  const twice = await s.gql(START, { t: t.token, i: { stepId: step(), openingKm: 12001 } });
  expect(twice.errors?.[0]).toMatchObject({
    message: "This trip has already started.",
    extensions: { code: "CONFLICT" },
  });

  // The customer is e-mailed the code (through the job queue); staff can read the same code.
  const mail = await until(async () =>
    (await outboxFor(s.config.dataDir, t.email)).find((m) => /code is \d{4}/.test(m.subject ?? "")),
  );
  const code = /code is (\d{4})/.exec(mail.subject ?? "")?.[1];
  expect(code).toMatch(/^\d{4}$/);
  expect(mail.text).toContain(code!);
  expect((await staffTrip(t.bookingId)).trip.customerCode).toBe(code);

  // An expense with a photo of the receipt; a resend is recorded once; bad receipts change nothing.
  const expenseId = step();
  const toll = await expense(t.token, { stepId: expenseId, kind: "toll", amount: "145.50" });
  expect(toll.status).toBe(200);
  expect((await expense(t.token, { stepId: expenseId, kind: "toll", amount: "145.50" })).status).toBe(200);
  const notImage = await expense(
    t.token,
    { stepId: step(), kind: "parking", amount: "50" },
    Buffer.from("not an image"),
  );
  expect(notImage).toMatchObject({ status: 400, body: { message: "Please select a valid image file." } });
  const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
  expect((await expense(t.token, { stepId: step(), kind: "parking", amount: "50" }, big)).status).toBe(413);
  const badKind = await expense(t.token, { stepId: step(), kind: "food", amount: "50" });
  expect(badKind).toMatchObject({ status: 400, body: { message: "Expense must be one of: toll, parking, permit." } });

  // A stop the trip does not have is refused (both APIs), and nothing is recorded.
  const elsewhere = await s.rest("POST", `/api/driver-trips/${t.token}/stops`, { stepId: step(), stop: "Agra" });
  expect(elsewhere).toMatchObject({ status: 400, body: { message: "Agra is not a stop of this trip." } });
  const elsewhereGql = await s.gql(
    `mutation($t: String!, $i: DriverStopInput!) { driverReachStop(token: $t, input: $i) { reference } }`,
    { t: t.token, i: { stepId: step(), stop: "Agra" } },
  );
  expect(elsewhereGql.errors?.[0]).toMatchObject({
    extensions: { code: "BAD_USER_INPUT", messageKey: "trip.unknownStop" },
  });
  const stop = await s.rest("POST", `/api/driver-trips/${t.token}/stops`, {
    stepId: step(),
    stop: "Sarnath, Uttar Pradesh, India",
  });
  expect(stop.status).toBe(200);
  expect(stop.body.steps.filter((x: { kind: string }) => x.kind === "stop")).toHaveLength(1);

  // Close: closing km below opening and a wrong code are refused; the right code closes.
  const below = await s.gql(CLOSE, { t: t.token, i: { stepId: step(), closingKm: 11999, code: code! } });
  expect(below.errors?.[0]).toMatchObject({
    message: "Closing km cannot be less than the opening km (12000).",
    extensions: { code: "BAD_USER_INPUT", messageKey: "trip.closingBelowOpening" },
  });
  const wrongCode = String((Number(code) + 1) % 10000).padStart(4, "0");
  const wrong = await s.rest("POST", `/api/driver-trips/${t.token}/close`, {
    stepId: step(),
    closingKm: 12180,
    code: wrongCode,
  });
  expect(wrong).toMatchObject({ status: 400, body: { message: "Wrong code. Attempts left: 4." } });
  const closed = await s.gql(CLOSE, {
    t: t.token,
    i: { stepId: step(), closingKm: 12180, amountCollected: 2500, code },
  });
  expect(closed.data.driverCloseTrip).toMatchObject({
    closingKm: 12180,
    actualKm: 180,
    amountCollected: 2500,
    closedBy: "driver",
  });
  const after = await s.rest("POST", `/api/driver-trips/${t.token}/stops`, { stepId: step(), stop: "Home" });
  expect(after).toMatchObject({ status: 409, body: { message: "This trip is already closed." } });

  const staff = await staffTrip(t.bookingId);
  expect(staff.trip).toMatchObject({ openingKm: 12000, closingKm: 12180, actualKm: 180, codeAttemptsLeft: 4 });
  expect(staff.trip.steps.map((x: { kind: string }) => x.kind)).toEqual(["start", "expense", "stop", "close"]);
  expect(staff.trip.steps[1]).toMatchObject({
    expenseKind: "toll",
    amount: 145.5,
    receiptUrl: expect.stringMatching(/^\/uploads\/.+\.png$/),
  });
  expect((await fetch(s.url + staff.trip.steps[1].receiptUrl)).headers.get("content-type")).toBe("image/png");
  const notes = staff.history.map((h: { note: string | null }) => h.note).filter(Boolean);
  expect(notes).toEqual([
    "Drivers: none → Ramesh Yadav",
    "Trip started by Ramesh Yadav: opening km 12000",
    expect.stringMatching(/^Ramesh Yadav paid toll ₹145\.50 \(receipt \/uploads\/.+\)$/),
    "Ramesh Yadav reached Sarnath, Uttar Pradesh, India",
    "Trip closed by Ramesh Yadav: closing km 12180 (180 km), ₹2,500.00 collected",
  ]);
  const events = await live.events;
  expect(events.filter((e: any) => e.bookingChanged.bookingId === t.bookingId)).toHaveLength(4);
});

test("an expense through GraphQL's multipart upload (the page's path)", async () => {
  const t = await trip();
  await s.gql(START, { t: t.token, i: { stepId: step(), openingKm: 500 } });
  const form = new FormData();
  form.append(
    "operations",
    JSON.stringify({
      query: `mutation($t: String!, $i: DriverExpenseInput!, $r: Upload!) { driverAddExpense(token: $t, input: $i, receipt: $r) { steps { kind expenseKind amount } } }`,
      variables: { t: t.token, i: { stepId: step(), kind: "permit", amount: 1200 }, r: null },
    }),
  );
  form.append("map", JSON.stringify({ 0: ["variables.r"] }));
  form.append("0", new Blob([PNG]), "permit.png");
  const res = await fetch(`${s.url}/graphql`, {
    method: "POST",
    headers: { "apollo-require-preflight": "true" },
    body: form,
  });
  const body = (await res.json()) as any;
  expect(body.errors).toBeUndefined();
  expect(body.data.driverAddExpense.steps.at(-1)).toEqual({ kind: "expense", expenseKind: "permit", amount: 1200 });
});

test("a Hindi customer's code e-mail is in Hindi, through the outbox", async () => {
  const t = await trip({ plan: { language: "hi" } });
  await s.gql(START, { t: t.token, i: { stepId: step(), openingKm: 700 } });
  const mail = await until(async () =>
    (await outboxFor(s.config.dataDir, t.email)).find((m) => /आपका कोड \d{4} है/.test(m.subject ?? "")),
  );
  const code = (await staffTrip(t.bookingId)).trip.customerCode;
  expect(mail.subject).toBe(`आपकी यात्रा BK-${t.bookingId.slice(-4)} शुरू हो गई है: आपका कोड ${code} है`);
  expect(mail.text).toContain(`आपकी यात्रा का कोड ${code} है।`);
  expect(mail.html).toContain('lang="hi"');
  const message = await until(async () => {
    const [row] = await s.db.query(
      `SELECT state, recipient FROM notification_messages WHERE "bookingId" = $1 AND kind = 'trip-code'`,
      [t.bookingId],
    );
    return row.state === "sent" && row;
  });
  expect(message.recipient).toBe(t.email);
});

test("five wrong codes lock the driver out; then staff close the trip", async () => {
  const t = await trip();
  await s.gql(START, { t: t.token, i: { stepId: step(), openingKm: 100 } });
  const real = (await staffTrip(t.bookingId)).trip.customerCode as string;
  const wrongCode = String((Number(real) + 5) % 10000).padStart(4, "0");
  const messages: string[] = [];
  for (let i = 0; i < 6; i++) {
    const r = await s.gql(CLOSE, { t: t.token, i: { stepId: step(), closingKm: 150, code: wrongCode } });
    messages.push(r.errors?.[0].message ?? "closed");
  }
  expect(messages).toEqual([
    "Wrong code. Attempts left: 4.",
    "Wrong code. Attempts left: 3.",
    "Wrong code. Attempts left: 2.",
    "Wrong code. Attempts left: 1.",
    "Too many wrong codes. Please ask the office to close this trip.",
    "Too many wrong codes. Please ask the office to close this trip.",
  ]);
  const right = await s.gql(CLOSE, { t: t.token, i: { stepId: step(), closingKm: 150, code: real } });
  expect(right.errors?.[0].message).toBe("Too many wrong codes. Please ask the office to close this trip.");
  const staff = await s.rest(
    "POST",
    `/api/bookings/${t.bookingId}/trip/close`,
    { closingKm: 160, amountCollected: 0 },
    admin,
  );
  expect(staff).toMatchObject({ status: 200, body: { closedBy: "staff", actualKm: 60, customerCode: real } });
});

test("a revoked, replaced, forged or expired link is refused and changes nothing; a renewed one works", async () => {
  const t = await trip({ days: 1 });
  const other = await trip({ days: 1 });
  // Another assignment's id with this link's secret and signature: not a valid link.
  const [, nonce, sig] = t.token.split(".");
  const forged = await s.rest("GET", `/api/driver-trips/${other.assignmentId}.${nonce}.${sig}`);
  expect(forged).toMatchObject({
    status: 404,
    body: { message: "This link is not valid. Please ask the office for a new one." },
  });

  const revoked = await s.rest("POST", `/api/driver-assignments/${t.assignmentId}/link/revoke`, undefined, admin);
  expect(revoked).toMatchObject({ status: 200, body: { revoked: true } });
  const refused = await s.gql(START, { t: t.token, i: { stepId: step(), openingKm: 1 } });
  expect(refused.errors?.[0]).toMatchObject({
    message: "The office has withdrawn this link. Please ask them for a new one.",
    extensions: { code: "FORBIDDEN", messageKey: "driverLink.revoked" },
  });
  const renewed = await s.gql(
    `mutation($a: ID!) { renewDriverLink(assignmentId: $a) { path revoked } }`,
    { a: t.assignmentId },
    admin,
  );
  const fresh = renewed.data.renewDriverLink.path.replace("/d/", "");
  expect(fresh).not.toBe(t.token);
  expect((await s.rest("GET", `/api/driver-trips/${t.token}`)).status).toBe(404);
  expect((await s.rest("GET", `/api/driver-trips/${fresh}`)).status).toBe(200);

  // Two days after the trip's last day the link still works; the day after, it has expired.
  clock.set(new Date(`${inDays(1 + 2)}T12:00:00+05:30`));
  expect((await s.rest("GET", `/api/driver-trips/${fresh}`)).status).toBe(200);
  clock.set(new Date(`${inDays(1 + 3)}T12:00:00+05:30`));
  const expired = await s.rest("POST", `/api/driver-trips/${fresh}/start`, { stepId: step(), openingKm: 1 });
  expect(expired.status).toBe(403);
  expect(expired.body.message).toMatch(/^This link expired on /);
  clock.set(new Date());
  expect((await staffTrip(t.bookingId)).trip).toBeNull();

  const later = await trip({ from: 10 });
  const early = await s.gql(`query($t: String!) { driverTrip(token: $t) { reference } }`, { t: later.token });
  expect(early.errors?.[0]).toMatchObject({ extensions: { code: "FORBIDDEN", messageKey: "driverLink.notYet" } });
});

test("a step before the start is refused; a cancelled booking's link stops working", async () => {
  const t = await trip();
  const stop = await s.rest("POST", `/api/driver-trips/${t.token}/stops`, { stepId: step(), stop: "Ghat" });
  expect(stop).toMatchObject({ status: 409, body: { message: "Please start the trip first." } });
  await s.gql(`mutation($id: ID!) { setBookingStatus(id: $id, status: Cancelled) { id } }`, { id: t.bookingId }, admin);
  expect((await s.rest("GET", `/api/driver-trips/${t.token}`)).status).toBe(404);
});

test("the page holds the trip plan's stops (day, time, night halt) and the bus's registration; each stop can be reached", async () => {
  const t = await trip({
    days: 3,
    language: "en",
    plan: {
      tripType: "round-trip",
      stops: [
        { place: "Prayagraj, Uttar Pradesh, India", day: 1, nightHalt: true },
        { place: "Ayodhya, Uttar Pradesh, India", day: 2, time: "09:30", nightHalt: true },
        { place: "Varanasi, Uttar Pradesh, India", day: 3 },
      ],
    },
  });
  const stops = [
    { place: "Prayagraj, Uttar Pradesh, India", day: 1, time: null, nightHalt: true },
    { place: "Ayodhya, Uttar Pradesh, India", day: 2, time: "09:30", nightHalt: true },
    { place: "Varanasi, Uttar Pradesh, India", day: 3, time: null, nightHalt: false },
  ];
  const gql = await s.gql(
    `query($t: String!) { driverTrip(token: $t) { plan stops { place day time nightHalt } registrationNumber } }`,
    { t: t.token },
  );
  expect(gql.errors).toBeUndefined();
  expect(gql.data.driverTrip).toEqual({
    plan: ["Varanasi, Uttar Pradesh, India", ...stops.map((x) => x.place)],
    stops,
    registrationNumber: expect.stringMatching(/^UP65 TB \d{4}$/),
  });
  const rest = await s.rest("GET", `/api/driver-trips/${t.token}`);
  expect(rest.status).toBe(200);
  expect(rest.body).toMatchObject({ stops, registrationNumber: gql.data.driverTrip.registrationNumber });

  await s.gql(START, { t: t.token, i: { stepId: step(), openingKm: 20000 } });
  const reached = await s.rest("POST", `/api/driver-trips/${t.token}/stops`, {
    stepId: step(),
    stop: "Ayodhya, Uttar Pradesh, India",
  });
  expect(reached.status).toBe(200);
  expect(reached.body.steps.at(-1)).toMatchObject({ kind: "stop", stop: "Ayodhya, Uttar Pradesh, India" });
});
