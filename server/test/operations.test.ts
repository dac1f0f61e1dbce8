/**
 * What the operator runs the business on: passengers, bus availability, agreed fare and
 * UPI payment, customers' cancellation requests, staff notes. Through GraphQL and REST, against a real PostgreSQL.
 */
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { bookingInput, CREATE } from "./fixtures/foundation";
import { pdfText } from "./fixtures/pdf-text";
import { inDays, startServer, type TestServer } from "./harness";

let s: TestServer;
let admin: string;
type Bus = { id: string; name: string; capacity: number; status: string };
let buses: Bus[];
const bus = (name: string) => buses.find((b) => b.name.startsWith(name))!;

beforeAll(async () => {
  s = await startServer();
  admin = (await s.login()).token;
  buses = (await s.gql(`{ buses { id name capacity status } }`)).data.buses;
});
afterAll(() => s.close());

/** A guest's booking: answers the booking and its owner's token. */
async function book(over: Record<string, unknown> = {}) {
  const r = await s.gql(CREATE, { i: bookingInput({ busId: bus("Volvo").id, passengers: 20, ...over }) });
  if (r.errors) throw new Error(r.errors[0].message);
  return { id: r.data.createBooking.booking.id as string, token: r.data.createBooking.auth.token as string };
}
const count = async (table: string) => (await s.db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;
const BOOKING = `query($id: ID!) { booking(id: $id) { id status passengers agreedFare advance advanceReceivedOn balance cancelRequestedAt cancelReason cancelDeclinedMessage
  upiPayment { link amount purpose qrPng } history { fromStatus toStatus note } } }`;

describe("passengers", () => {
  test("are stored and read back through both APIs; an old REST client that omits them still books (Not specified)", async () => {
    const { id, token } = await book({ passengers: 30 });
    expect((await s.gql(BOOKING, { id }, token)).data.booking.passengers).toBe(30);
    const old = await s.rest("POST", "/api/bookings", { ...bookingInput(), busType: bus("Volvo").id });
    expect(old.status).toBe(201);
    expect(old.body.passengers).toBeNull();
    const csv = await fetch(`${s.url}/exports/bookings.csv`, { headers: { authorization: `Bearer ${admin}` } });
    expect(await csv.text()).toMatch(/Not specified/);
  });

  test("more passengers than the bus seats is refused, naming the seats and larger free buses, and stores nothing", async () => {
    const before = await count("bookings");
    const small = bus("Tempo");
    const r = await s.gql(CREATE, { i: bookingInput({ busId: small.id, passengers: 40 }) });
    expect(r.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(r.errors?.[0].message).toBe(
      `Tempo Traveller 17 seats 17 passengers, fewer than your 40. Please choose a larger bus: Maharaja Sleeper 45 (45 seats), Volvo 9600 Luxury Coach (49 seats).`,
    );
    const rest = await s.rest("POST", "/api/bookings", { ...bookingInput(), busType: small.id, passengers: 60 });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe(
      "Tempo Traveller 17 seats 17 passengers, fewer than your 60. No larger bus is free on these dates; please call us and we will arrange more than one bus.",
    );
    const zero = await s.rest("POST", "/api/bookings", { ...bookingInput(), busType: small.id, passengers: 0 });
    expect(zero).toMatchObject({ status: 400, body: { message: "Passengers must be between 1 and 1000." } });
    expect(await count("bookings")).toBe(before);
  });

  test("a bus in Maintenance is not offered: booking it is refused", async () => {
    const r = await s.gql(CREATE, { i: bookingInput({ busId: bus("Force Urbania").id, passengers: 5 }) });
    expect(r.errors?.[0].message).toBe(
      "This bus is under maintenance and cannot be booked. Please choose another bus.",
    );
    const rest = await s.rest("POST", "/api/bookings", { ...bookingInput(), busType: bus("Force Urbania").id });
    expect(rest).toMatchObject({
      status: 400,
      body: { message: "This bus is under maintenance and cannot be booked. Please choose another bus." },
    });
  });
});

describe("bus availability", () => {
  test("staff add a blackout; the wizard sees the bus unavailable, new requests are refused, and the database refuses confirming", async () => {
    const sleeper = bus("Maharaja");
    const pending = await book({ busId: sleeper.id, departureDate: inDays(40), days: 3 });
    const add = `mutation($b: ID!, $i: BlackoutInput!) { addBusBlackout(busId: $b, input: $i) { id startDate endDate reason busName } }`;
    const bad = await s.gql(
      add,
      { b: sleeper.id, i: { startDate: inDays(42), endDate: inDays(41), reason: "Engine" } },
      admin,
    );
    expect(bad.errors?.[0].message).toBe("The period must end on or after the day it starts.");
    const customer = await s.gql(
      add,
      { b: sleeper.id, i: { startDate: inDays(41), endDate: inDays(44), reason: "Engine" } },
      pending.token,
    );
    expect(customer.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const r = await s.gql(
      add,
      { b: sleeper.id, i: { startDate: inDays(41), endDate: inDays(44), reason: "Engine overhaul" } },
      admin,
    );
    expect(r.data.addBusBlackout).toMatchObject({ reason: "Engine overhaul", busName: "Maharaja Sleeper 45" });

    const avail = await s.gql(
      `query($d: String!, $n: Int!) { busAvailability(departureDate: $d, days: $n) { busId available reason } }`,
      { d: inDays(43), n: 1 },
    );
    const row = avail.data.busAvailability.find((a: any) => a.busId === sleeper.id);
    expect(row.available).toBe(false);
    expect(row.reason).toMatch(/^Unavailable until /);
    expect(avail.data.busAvailability.find((a: any) => a.busId === bus("Force Urbania").id)).toMatchObject({
      available: false,
      reason: "Under maintenance",
    });
    expect(avail.data.busAvailability.find((a: any) => a.busId === bus("Volvo").id)).toMatchObject({
      available: true,
      reason: null,
    });

    const refused = await s.gql(CREATE, {
      i: bookingInput({ busId: sleeper.id, departureDate: inDays(44), passengers: 10 }),
    });
    expect(refused.errors?.[0].message).toMatch(
      /^Maharaja Sleeper 45 is not available from .+\. Please choose another bus\.$/,
    );

    const confirm = await s.gql(
      `mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { status } }`,
      { id: pending.id },
      admin,
    );
    expect(confirm.errors?.[0].extensions?.code).toBe("CONFLICT");
    expect(confirm.errors?.[0].message).toMatch(
      /^Cannot confirm: Maharaja Sleeper 45 is unavailable from .+ \(Engine overhaul\)\.$/,
    );
    // The database itself refuses, whatever the service does.
    await expect(
      s.db.query(`UPDATE bookings SET status = 'Confirmed' WHERE id = $1`, [pending.id]),
    ).rejects.toMatchObject({ code: "23P01" });
    const rest = await s.rest("PUT", `/api/bookings/${pending.id}`, { status: "Confirmed" }, admin);
    expect(rest.status).toBe(409);

    const restBad = await s.rest(
      "POST",
      `/api/buses/${sleeper.id}/blackouts`,
      { startDate: inDays(42), endDate: inDays(41), reason: "Engine" },
      admin,
    );
    expect(restBad).toMatchObject({
      status: 400,
      body: { message: "The period must end on or after the day it starts." },
    });
    const noReason = await s.rest(
      "POST",
      `/api/buses/${sleeper.id}/blackouts`,
      { startDate: inDays(42), endDate: inDays(43), reason: "" },
      admin,
    );
    expect(noReason).toMatchObject({ status: 400, body: { message: "Reason is required." } });
    const restRefused = await s.rest("POST", "/api/bookings", {
      ...bookingInput(),
      departureDate: inDays(41),
      busType: sleeper.id,
      passengers: 10,
    });
    expect(restRefused.status).toBe(400);
    expect(restRefused.body.message).toMatch(/^Maharaja Sleeper 45 is not available from /);
    const listed = await s.rest("GET", `/api/buses/${sleeper.id}/blackouts`);
    expect(listed.body).toEqual([
      expect.objectContaining({ reason: "Engine overhaul", startDate: inDays(41), endDate: inDays(44) }),
    ]);
    const cal = await s.gql(
      `query($a: String!, $b: String!) { blackoutCalendar(start: $a, end: $b) { busName reason } }`,
      { a: inDays(30), b: inDays(60) },
      admin,
    );
    expect(cal.data.blackoutCalendar).toEqual([{ busName: "Maharaja Sleeper 45", reason: "Engine overhaul" }]);
    await s.gql(`mutation($id: ID!) { removeBusBlackout(id: $id) }`, { id: r.data.addBusBlackout.id }, admin);
    const ok = await s.gql(
      `mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { status } }`,
      { id: pending.id },
      admin,
    );
    expect(ok.data.setBookingStatus.status).toBe("Confirmed");
  });
});

describe("agreed fare, payments and UPI", () => {
  const FARE = `mutation($id: ID!, $i: FareInput!) { recordFare(id: $id, input: $i) { agreedFare advance advanceReceivedOn balance } }`;
  const PAYMENTS = `mutation($i: PaymentSettingsInput!) { updatePaymentSettings(input: $i) { upiId upiPayee gstin } }`;

  test.each([
    [{ agreedFare: -1 }, "Agreed fare must be a number between 0 and 10000000."],
    [{ agreedFare: 1000, advance: 2000 }, "The advance cannot be more than the agreed fare."],
    [{ advance: 500 }, "Please enter the agreed fare before the advance."],
    [{ agreedFare: 1000, advanceReceivedOn: inDays(-1) }, "Please enter the advance received."],
    [{ agreedFare: 1000, advance: 100, advanceReceivedOn: inDays(5) }, "The advance cannot be received in the future."],
  ])("fare %o is refused with %s", async (input, message) => {
    const { id } = await book();
    const r = await s.gql(FARE, { id, i: input }, admin);
    expect(r.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    const rest = await s.rest("PUT", `/api/bookings/${id}/fare`, input, admin);
    expect(rest).toMatchObject({ status: 400, body: { message } });
    expect(
      (await s.db.query(`SELECT "agreedFarePaise" FROM bookings WHERE id = $1`, [id]))[0].agreedFarePaise,
    ).toBeNull();
  });

  test("staff record the fare; the customer sees it, what is owed, and a UPI link and QR for the advance, then the balance", async () => {
    const { id, token } = await book();
    const ref = `BK-${id.slice(-4)}`;
    const byCustomer = await s.gql(FARE, { id, i: { agreedFare: 1 } }, token);
    expect(byCustomer.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    // Nothing received yet: the whole fare is owed (the advance is due first).
    expect((await s.gql(FARE, { id, i: { agreedFare: 25000, advance: 5000 } }, admin)).data.recordFare).toMatchObject({
      agreedFare: 25000,
      advance: 5000,
      balance: 25000,
    });
    // No UPI ID in Settings: no UPI payment.
    expect((await s.gql(BOOKING, { id }, token)).data.booking.upiPayment).toBeNull();

    const bad = await s.gql(PAYMENTS, { i: { upiId: "not a vpa", upiPayee: "X" } }, admin);
    expect(bad.errors?.[0].message).toBe("Please enter a valid UPI ID (for example kashicoach@okaxis).");
    expect((await s.gql(PAYMENTS, { i: { upiId: "kashicoach@okaxis" } }, admin)).errors?.[0].message).toBe(
      "Please enter the payee name for the UPI ID.",
    );
    expect((await s.gql(PAYMENTS, { i: { upiId: "x@y" } }, token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    // The GSTIN is Settings → Tax's alone: one sent with the payments (an old client) is accepted and ignored.
    const saved = await s.gql(
      PAYMENTS,
      { i: { upiId: "kashicoach@okaxis", upiPayee: "Kashi Coach Tours", gstin: "27AAACK1234A1Z1" } },
      admin,
    );
    expect(saved.data.updatePaymentSettings).toEqual({
      upiId: "kashicoach@okaxis",
      upiPayee: "Kashi Coach Tours",
      gstin: null,
    });
    const TAX_GSTIN = `mutation($i: TaxSettingsInput!) { updateTaxSettings(input: $i) { gstin } }`;
    expect((await s.gql(TAX_GSTIN, { i: { gstin: "09AAACK1234A1Z8" } }, admin)).data.updateTaxSettings.gstin).toBe(
      "09AAACK1234A1Z8",
    );

    const seen = (await s.gql(BOOKING, { id }, token)).data.booking;
    expect(seen).toMatchObject({ agreedFare: 25000, advance: 5000, balance: 25000, advanceReceivedOn: null });
    const link = `upi://pay?pa=kashicoach@okaxis&pn=Kashi%20Coach%20Tours&am=5000.00&cu=INR&tn=${ref}`;
    expect(seen.upiPayment).toMatchObject({ link, amount: 5000, purpose: "advance" });
    expect(decodeQr(seen.upiPayment.qrPng)).toBe(link);

    await s.gql(FARE, { id, i: { agreedFare: 25000, advance: 5000, advanceReceivedOn: inDays(0) } }, admin);
    expect((await s.gql(BOOKING, { id }, token)).data.booking.balance).toBe(20000);
    const after = (await s.gql(BOOKING, { id }, token)).data.booking.upiPayment;
    expect(after).toMatchObject({
      amount: 20000,
      purpose: "balance",
      link: `upi://pay?pa=kashicoach@okaxis&pn=Kashi%20Coach%20Tours&am=20000.00&cu=INR&tn=${ref}`,
    });
    expect(decodeQr(after.qrPng)).toBe(after.link);
    const rest = await s.rest("GET", "/api/bookings/user/userbooking", undefined, token);
    expect(rest.body[0]).toMatchObject({
      _id: id,
      agreedFare: 25000,
      advance: 5000,
      balance: 20000,
      advanceReceivedOn: inDays(0),
    });

    const pdf = await fetch(`${s.url}/invoices/${id}.pdf`, { headers: { authorization: `Bearer ${token}` } });
    const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toMatch(/INR 25,000\.00/);
    expect(text).toMatch(/INR 20,000\.00/);
    expect(text).toMatch(/09AAACK1234A1Z8/);
    expect(text).not.toMatch(/27AAACK1234A1Z1/);
    expect(text).toMatch(/Pay the balance by UPI/);
    await s.gql(TAX_GSTIN, { i: { gstin: null } }, admin);
  });
});

function decodeQr(dataUrl: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(dataUrl.split(",")[1], "base64"));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

describe("cancellation requests", () => {
  const ASK = `mutation($id: ID!, $r: String) { requestCancellation(id: $id, reason: $r) { cancelRequestedAt cancelReason } }`;
  const ANSWER = `mutation($id: ID!, $a: Boolean!, $m: String) { answerCancellation(id: $id, accept: $a, message: $m) { status cancelRequestedAt cancelDeclinedMessage } }`;

  test("the customer asks, staff see it live and decline with a message, then accept a new request (history keeps the reason)", async () => {
    const { id, token } = await book();
    const ws = s.ws(admin);
    const live = new Promise<any>((resolve, reject) => {
      ws.subscribe(
        { query: `subscription { bookingChanged { kind booking { id cancelRequestedAt cancelReason } } }` },
        {
          next: (m: any) => m.data?.bookingChanged.booking?.cancelRequestedAt && resolve(m.data.bookingChanged.booking),
          error: reject,
          complete: () => undefined,
        },
      );
    });
    await new Promise((r) => setTimeout(r, 300));
    const other = await book();
    expect((await s.gql(ASK, { id }, other.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await s.gql(ANSWER, { id, a: true }, admin)).errors?.[0].message).toBe(
      "There is no cancellation request on this booking.",
    );
    const asked = await s.gql(ASK, { id, r: "Family emergency" }, token);
    expect(asked.data.requestCancellation.cancelReason).toBe("Family emergency");
    expect(await live).toMatchObject({ id, cancelReason: "Family emergency" });
    expect((await s.gql(ASK, { id }, token)).errors?.[0].message).toBe(
      "You have already asked to cancel this booking. Our team will get back to you.",
    );
    expect((await s.gql(ANSWER, { id, a: false }, admin)).errors?.[0].message).toBe(
      "Please write a message for the customer.",
    );
    expect((await s.gql(ANSWER, { id, a: true }, token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");

    const declined = await s.gql(ANSWER, { id, a: false, m: "The advance is non-refundable; please call us." }, admin);
    expect(declined.data.answerCancellation).toMatchObject({
      status: "Pending",
      cancelRequestedAt: null,
      cancelDeclinedMessage: "The advance is non-refundable; please call us.",
    });

    const again = await s.rest("POST", `/api/bookings/${id}/cancellation-request`, { reason: "Trip postponed" }, token);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ cancelReason: "Trip postponed", cancelDeclinedMessage: null });
    const accepted = await s.rest("POST", `/api/bookings/${id}/cancellation-answer`, { accept: true }, admin);
    expect(accepted.body).toMatchObject({ status: "Cancelled", cancelRequestedAt: null });
    const history = (await s.gql(BOOKING, { id }, token)).data.booking.history;
    expect(history.at(-1)).toEqual({
      fromStatus: "Pending",
      toStatus: "Cancelled",
      note: "Cancelled at the customer's request: Trip postponed",
    });
    expect((await s.gql(ASK, { id }, token)).errors?.[0].message).toBe(
      "Only a Pending or Confirmed booking can be cancelled.",
    );
  });

  test("a trip that has started cannot be cancelled online", async () => {
    const { id, token } = await book({ departureDate: inDays(1) });
    await s.db.query(`UPDATE bookings SET "departureDate" = CURRENT_DATE - 1 WHERE id = $1`, [id]);
    const r = await s.rest("POST", `/api/bookings/${id}/cancellation-request`, {}, token);
    expect(r).toMatchObject({
      status: 400,
      body: { message: "This trip has already started and cannot be cancelled online. Please call us." },
    });
    expect((await s.gql(ASK, { id }, token)).errors?.[0].message).toBe(
      "This trip has already started and cannot be cancelled online. Please call us.",
    );
  });
});

describe("staff notes", () => {
  test("staff write notes on a booking and a customer (who, what, when); customers never see them in either API", async () => {
    const { id, token } = await book();
    const add = await s.gql(
      `mutation($b: ID!, $t: String!) { addBookingNote(bookingId: $b, body: $t) { body author createdAt } }`,
      { b: id, t: "Customer prefers a morning call" },
      admin,
    );
    expect(add.data.addBookingNote).toMatchObject({
      body: "Customer prefers a morning call",
      author: expect.any(String),
    });
    const restAdd = await s.rest("POST", `/api/bookings/${id}/staff-notes`, { body: "Called, fare agreed" }, admin);
    expect(restAdd.status).toBe(201);
    expect((await s.rest("POST", `/api/bookings/${id}/staff-notes`, { body: " " }, admin)).body.message).toBe(
      "Note is required.",
    );
    const listed = await s.rest("GET", `/api/bookings/${id}/staff-notes`, undefined, admin);
    expect(listed.body.map((n: any) => n.body)).toEqual(["Customer prefers a morning call", "Called, fare agreed"]);

    // The customer: refused on every way in, and absent from what they read.
    expect((await s.rest("GET", `/api/bookings/${id}/staff-notes`, undefined, token)).status).toBe(403);
    expect((await s.rest("POST", `/api/bookings/${id}/staff-notes`, { body: "x" }, token)).status).toBe(403);
    const mine = await s.rest("GET", "/api/bookings/user/userbooking", undefined, token);
    expect(JSON.stringify(mine.body)).not.toMatch(/morning call|fare agreed/);
    const gql = await s.gql(`query($id: ID!) { booking(id: $id) { id staffNotes { body } } }`, { id }, token);
    expect(gql.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect(JSON.stringify(gql)).not.toMatch(/morning call/);
    const staff = await s.gql(`query($id: ID!) { booking(id: $id) { staffNotes { body author } } }`, { id }, admin);
    expect(staff.data.booking.staffNotes).toHaveLength(2);

    const owner = (await s.gql(`{ me { id } }`, {}, token)).data.me.id;
    await s.gql(
      `mutation($c: ID!, $t: String!) { addCustomerNote(customerId: $c, body: $t) { id } }`,
      { c: owner, t: "Regular pilgrim group" },
      admin,
    );
    const notes = await s.gql(`query($c: ID!) { customerNotes(customerId: $c) { body author } }`, { c: owner }, admin);
    expect(notes.data.customerNotes).toEqual([{ body: "Regular pilgrim group", author: expect.any(String) }]);
    expect(
      (await s.gql(`query($c: ID!) { customerNotes(customerId: $c) { body } }`, { c: owner }, token)).errors?.[0]
        .extensions?.code,
    ).toBe("FORBIDDEN");
  });
});
