/**
 * Staff-side bookings and the trip's close-out, through GraphQL and REST on a real PostgreSQL: staff enter a
 * booking for a customer (a phone enquiry without e-mail, a customer found by e-mail or phone), by the booking
 * request's own rules, e-mailed as any booking; a new customer without a password claims the account with
 * "Forgot password". Then a trip is completed only after the close and every charge decided, and its
 * settlement is exact in paise.
 */
import crypto from "node:crypto";
import { StaffRole } from "../src/domain/shared/permissions";
import { PNG, CREATE, bookingInput } from "./fixtures/foundation";
import { outboxFor, until } from "./fixtures/outbox";
import { inDays, startServer, type TestServer } from "./harness";

let s: TestServer;
let admin: string;
const buses: string[] = [];
const u = () => crypto.randomBytes(4).toString("hex");

beforeAll(async () => {
  s = await startServer({ JOB_POLL_SECONDS: "0.5", JOB_RETRY_DELAY_SECONDS: "1" });
  admin = (await s.login()).token;
  for (let i = 0; i < 6; i++) {
    const r = await s.gql(
      `mutation($i: BusInput!) { createBus(input: $i) { id } }`,
      {
        i: {
          ...{ name: `Desk Bus ${i}`, capacity: 30, description: "d", features: ["AC"], images: [] },
          ...{ lastMaintenance: inDays(-30), popularRoutes: [], registrationNumber: `UP65 DK ${2000 + i}` },
        },
      },
      admin,
    );
    if (r.errors) throw new Error(r.errors[0].message);
    buses.push(r.data.createBus.id);
  }
});
afterAll(() => s.close());

const STAFF_CREATE = `mutation($i: StaffBookingInput!) { createBookingForCustomer(input: $i) { id status name email phone } }`;
const trip = (over: Record<string, unknown> = {}) => ({
  pickupLocation: "Varanasi, Uttar Pradesh, India",
  destination: "Sarnath, Uttar Pradesh, India",
  departureDate: inDays(12),
  days: 1,
  busId: buses[0],
  passengers: 10,
  ...over,
});
const ownerOf = async (bookingId: string) =>
  (
    await s.db.query(
      `SELECT u.id, u.email, u.name, u."mobileNo", u.role, u."passwordHash" IS NOT NULL AS "hasPassword"
         FROM bookings b JOIN users u ON u.id = b."ownerId" WHERE b.id = $1`,
      [bookingId],
    )
  )[0];
const messagesOf = (bookingId: string) =>
  s.db.query(`SELECT kind, recipient FROM notification_messages WHERE "bookingId" = $1 ORDER BY kind`, [bookingId]);
const bookingCount = async () => (await s.db.query(`SELECT count(*)::int AS n FROM bookings`))[0].n as number;

describe("staff-side bookings", () => {
  test("a phone enquiry (name and phone only) makes a customer without a password and e-mail; the same phone finds them again", async () => {
    const phone = `+91 94${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
    const r = await s.gql(STAFF_CREATE, { i: trip({ name: "Ramu Prasad", phone }) }, admin);
    expect(r.errors).toBeUndefined();
    const booking = r.data.createBookingForCustomer;
    expect(booking).toMatchObject({ status: "Pending", name: "Ramu Prasad", email: "", phone });
    const owner = await ownerOf(booking.id);
    expect(owner).toMatchObject({ email: "", name: "Ramu Prasad", mobileNo: phone, role: "user", hasPassword: false });
    // No e-mail is queued to no one; the operator's copy still goes.
    expect((await messagesOf(booking.id)).filter((m: { recipient: string }) => m.recipient === "")).toEqual([]);
    // A second enquiry from the same phone, written differently, is the same customer.
    const again = await s.gql(
      STAFF_CREATE,
      { i: trip({ name: "Ramu Prasad", phone: phone.replace(/ /g, "-"), busId: buses[1] }) },
      admin,
    );
    expect(again.errors).toBeUndefined();
    expect((await ownerOf(again.data.createBookingForCustomer.id)).id).toBe(owner.id);
    // Two phone-only customers may both be without an e-mail.
    const other = await s.gql(STAFF_CREATE, { i: trip({ name: "Sita Devi", phone: "+91 99999 00001" }) }, admin);
    expect(other.errors).toBeUndefined();
    expect((await ownerOf(other.data.createBookingForCustomer.id)).id).not.toBe(owner.id);
  });

  test("a new customer with an e-mail gets the booking e-mail and claims the account with Forgot password", async () => {
    const email = `walkin.${u()}@example.com`;
    const r = await s.gql(STAFF_CREATE, { i: trip({ name: "Kavita Rai", email, phone: "+91 98000 11111" }) }, admin);
    expect(r.errors).toBeUndefined();
    const id = r.data.createBookingForCustomer.id;
    expect(await ownerOf(id)).toMatchObject({ email, hasPassword: false, role: "user" });
    expect(await messagesOf(id)).toEqual(expect.arrayContaining([{ kind: "received", recipient: email }]));
    const received = await until(async () => (await outboxFor(s.config.dataDir, email)).find((m) => m.text));
    expect(received.text).toContain(`BK-${id.slice(-4)}`);

    await s.gql(`mutation($e: String!) { requestPasswordReset(email: $e) }`, { e: email });
    const mail = await until(async () =>
      (await outboxFor(s.config.dataDir, email)).find((m) => /reset-password\?token=/.test(m.text ?? "")),
    );
    const token = decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.text!)![1]);
    const reset = await s.gql(`mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }`, {
      t: token,
      p: "Ghat-Evening-Aarti-7",
    });
    expect(reset.data.resetPassword).toBe(true);
    const me = await s.login(email, "Ghat-Evening-Aarti-7");
    expect(me.role).toBe("user");
    const mine = await s.gql(`{ myBookings { id } }`, {}, me.token);
    expect(mine.data.myBookings.map((b: { id: string }) => b.id)).toContain(id);
  });

  test("an existing customer found by e-mail or phone is booked for; the booking is theirs", async () => {
    const email = `found.${u()}@example.com`;
    const first = await s.gql(CREATE, { i: bookingInput({ busId: buses[2], email, phone: "+91 97000 22222" }) });
    const customerId = (await ownerOf(first.data.createBooking.booking.id)).id;
    for (const search of [email.toUpperCase(), "97000 22222"]) {
      const found = await s.gql(
        `query($q: String) { customers(search: $q) { id email mobileNo } }`,
        { q: search },
        admin,
      );
      expect(found.data.customers.map((c: { id: string }) => c.id)).toContain(customerId);
    }
    const r = await s.gql(STAFF_CREATE, { i: trip({ customerId, busId: buses[3] }) }, admin);
    expect(r.errors).toBeUndefined();
    expect(r.data.createBookingForCustomer).toMatchObject({ name: "Asha Verma", email, phone: "+91 97000 22222" });
    expect((await ownerOf(r.data.createBookingForCustomer.id)).id).toBe(customerId);
    // By e-mail alone, without the id: the same account.
    const byEmail = await s.gql(
      STAFF_CREATE,
      { i: trip({ name: "Asha Verma", email, phone: "+91 97000 22222", busId: buses[4] }) },
      admin,
    );
    expect((await ownerOf(byEmail.data.createBookingForCustomer.id)).id).toBe(customerId);
    const unknown = await s.gql(STAFF_CREATE, { i: trip({ customerId: crypto.randomUUID() }) }, admin);
    expect(unknown.errors?.[0]).toMatchObject({ message: "Customer not found.", extensions: { code: "NOT_FOUND" } });
  });

  test("two desks booking the same new e-mail at once make one customer", async () => {
    const email = `twice.${u()}@example.com`;
    const both = await Promise.all(
      [buses[0], buses[1]].map((busId) =>
        s.gql(
          STAFF_CREATE,
          { i: trip({ busId, departureDate: inDays(40), name: "Anil", email, phone: "+91 91111 22222" }) },
          admin,
        ),
      ),
    );
    expect(both.map((r) => r.errors)).toEqual([undefined, undefined]);
    const owners = await Promise.all(both.map((r) => ownerOf(r.data.createBookingForCustomer.id)));
    expect(owners[0].id).toBe(owners[1].id);
  });

  test("the booking request's own messages, and nothing stored", async () => {
    const before = await bookingCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: "A", phone: "+91 90000 10000", pickupLocation: "" }, "Pickup location is required."],
      [{ name: "A", phone: "" }, "Phone is required."],
      [{ name: "", phone: "+91 90000 10000" }, "Name is required."],
      [{ name: "A", phone: "+91 90000 10000", email: "not-an-email" }, "Please enter a valid email address."],
      [{ name: "A", phone: "+91 90000 10000", passengers: 31 }, "seats 30 passengers, fewer than your 31"],
      [{ name: "A", phone: "+91 90000 10000", departureDate: inDays(-1) }, "Departure date cannot be in the past."],
    ];
    for (const [over, message] of cases) {
      const r = await s.gql(STAFF_CREATE, { i: trip(over) }, admin);
      expect(r.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
      expect(r.errors?.[0].message).toContain(message);
    }
    const staffEmail = await s.gql(
      STAFF_CREATE,
      { i: trip({ name: "A", phone: "+91 90000 10000", email: "admin@kashicoachtours.in" }) },
      admin,
    );
    expect(staffEmail.errors?.[0]).toMatchObject({
      message: "This e-mail belongs to a staff account. Please enter the customer's own e-mail.",
      extensions: { code: "CONFLICT" },
    });
    expect(await bookingCount()).toBe(before);
  });

  test("refused to a role without bookings.write and to customers (403), to guests (401)", async () => {
    const before = await bookingCount();
    const input = { i: trip({ name: "A", phone: "+91 90000 10000" }) };
    for (const role of [StaffRole.dispatcher, StaffRole.accounts]) {
      const r = await s.gql(STAFF_CREATE, input, (await s.staff(role)).token);
      expect(r.errors?.[0]).toMatchObject({ message: "You do not have permission to do this." });
    }
    const desk = await s.gql(STAFF_CREATE, input, (await s.staff(StaffRole.bookingDesk)).token);
    expect(desk.errors).toBeUndefined();
    const customer = await s.gql(CREATE, { i: bookingInput({ busId: buses[5] }) });
    const asCustomer = await s.gql(STAFF_CREATE, input, customer.data.createBooking.auth.token);
    expect(asCustomer.errors?.[0]).toMatchObject({ extensions: { code: "FORBIDDEN" } });
    const rest = await s.rest("POST", "/api/bookings/for-customer", { ...trip(), name: "A", phone: "+91 90000 10000" });
    expect(rest.status).toBe(401);
    expect(await bookingCount()).toBe(before + 2); // the desk's and the customer's own
  });

  test("REST: POST /api/bookings/for-customer answers 201 with the booking, 400 with the request's message", async () => {
    const body = {
      ...trip({ busId: undefined }),
      busType: buses[1],
      departureDate: inDays(20),
      name: "Gopal",
      phone: "+91 93333 44444",
    };
    const created = await s.rest("POST", "/api/bookings/for-customer", body, admin);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: "Pending", name: "Gopal", email: "", completedAt: null });
    const bad = await s.rest("POST", "/api/bookings/for-customer", { ...body, phone: "12" }, admin);
    expect(bad).toMatchObject({ status: 400, body: { message: "Please enter a valid phone number." } });
    const dispatcher = (await s.staff(StaffRole.dispatcher)).token;
    expect((await s.rest("POST", "/api/bookings/for-customer", body, dispatcher)).status).toBe(403);
  });
});

describe("the trip's close-out", () => {
  const SETTLEMENT = `query($b: ID!) { tripSettlement(bookingId: $b) { tripState completedAt quotedKm actualKm charges { description amountPaise approved } collectedPaise billedPaise receivedPaise balancePaise missing } }`;
  const COMPLETE = `mutation($b: ID!) { completeTrip(bookingId: $b) { tripState balancePaise } }`;

  test("refused before the close and with an undecided charge; completed after, with the settlement exact in paise", async () => {
    const email = `closeout.${u()}@example.com`;
    const created = await s.gql(CREATE, {
      i: bookingInput({ busId: buses[5], departureDate: inDays(1), days: 1, passengers: 5, email }),
    });
    const bookingId: string = created.data.createBooking.booking.id;
    await s.gql(`mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id } }`, { id: bookingId }, admin);
    // ₹10,500 agreed (taxable ₹10,000 + 5 % GST), ₹2,000 advance received.
    const fare = await s.gql(
      `mutation($id: ID!, $i: FareInput!) { recordFare(id: $id, input: $i) { balance } }`,
      { id: bookingId, i: { agreedFare: 10500, advance: 2000, advanceReceivedOn: inDays(0) } },
      admin,
    );
    expect(fare.errors).toBeUndefined();
    const driver = await s.gql(
      `mutation($i: DriverInput!) { createDriver(input: $i) { id } }`,
      {
        i: {
          ...{ name: "Mohan Lal", phone: "+91 94150 22222", licenceNumber: `DESK-${u()}` },
          ...{ licenceValidUntil: inDays(4000), language: "en" },
        },
      },
      admin,
    );
    const assigned = await s.gql(
      `mutation($b: ID!, $d: [ID!]!) { assignDrivers(bookingId: $b, driverIds: $d) { link { path } } }`,
      { b: bookingId, d: [driver.data.createDriver.id] },
      admin,
    );
    const token = (assigned.data.assignDrivers[0].link.path as string).replace("/d/", "");

    const notStarted = await s.gql(COMPLETE, { b: bookingId }, admin);
    expect(notStarted.errors?.[0]).toMatchObject({
      message: "The trip cannot be completed yet: the driver has not closed it (staff may close it for the driver).",
      extensions: { code: "CONFLICT" },
    });
    await s.gql(
      `mutation($t: String!, $i: DriverStartInput!) { driverStartTrip(token: $t, input: $i) { startedAt } }`,
      { t: token, i: { stepId: crypto.randomUUID(), openingKm: 12000 } },
    );
    const form = new FormData();
    for (const [k, v] of Object.entries({ stepId: crypto.randomUUID(), kind: "toll", amount: "145.50" }))
      form.append(k, v);
    form.append("file", new Blob([PNG]), "receipt.png");
    expect((await fetch(`${s.url}/api/driver-trips/${token}/expenses`, { method: "POST", body: form })).status).toBe(
      200,
    );
    expect((await s.gql(COMPLETE, { b: bookingId }, admin)).errors?.[0].message).toContain("has not closed it");

    // Staff close for the driver: 180 km driven, ₹3,000 collected on board.
    const closed = await s.gql(
      `mutation($b: ID!, $i: StaffCloseTripInput!) { closeTripAsStaff(bookingId: $b, input: $i) { closedBy } }`,
      { b: bookingId, i: { closingKm: 12180, amountCollected: 3000 } },
      admin,
    );
    expect(closed.errors).toBeUndefined();
    const undecided = await s.gql(COMPLETE, { b: bookingId }, admin);
    expect(undecided.errors?.[0]).toMatchObject({
      message: "The trip cannot be completed yet: 1 trip charge(s) still need approving or rejecting.",
      extensions: { code: "CONFLICT" },
    });
    const pending = (await s.gql(SETTLEMENT, { b: bookingId }, admin)).data.tripSettlement;
    expect(pending).toMatchObject({ tripState: "Closed", missing: [undecided.errors![0].message] });
    const [toll] = (
      await s.gql(`query($b: ID!) { booking(id: $b) { tripCharges { source } } }`, { b: bookingId }, admin)
    ).data.booking.tripCharges;
    const decided = await s.gql(
      `mutation($b: ID!, $s: String!) { decideTripCharge(bookingId: $b, source: $s, approve: true) { approved } }`,
      { b: bookingId, s: toll.source },
      admin,
    );
    expect(decided.errors).toBeUndefined();

    const done = await s.gql(COMPLETE, { b: bookingId }, admin);
    expect(done.errors).toBeUndefined();
    // Billed: the fare ₹10,500.00 + the toll at cost ₹145.50; received: ₹2,000 advance + ₹3,000 on board.
    const settled = (await s.gql(SETTLEMENT, { b: bookingId }, admin)).data.tripSettlement;
    expect(settled).toMatchObject({
      tripState: "Completed",
      quotedKm: null,
      actualKm: 180,
      charges: [{ description: expect.stringContaining("Toll"), amountPaise: 14_550, approved: true }],
      collectedPaise: 300_000,
      billedPaise: 1_064_550,
      receivedPaise: 500_000,
      balancePaise: 564_550,
      missing: [],
    });
    expect(settled.completedAt).toEqual(expect.any(String));
    const booking = (
      await s.gql(
        `query($b: ID!) { booking(id: $b) { status tripState completedAt balance } }`,
        { b: bookingId },
        admin,
      )
    ).data.booking;
    expect(booking).toMatchObject({ status: "Confirmed", tripState: "Completed", balance: 5645.5 });
    const history = await s.db.query(`SELECT note FROM booking_status_changes WHERE "bookingId" = $1`, [bookingId]);
    expect(history.map((h: { note: string }) => h.note)).toContain(
      "Trip completed: 180 km driven (quoted — km), balance due ₹5,645.50",
    );

    // REST reads the same figures; completing twice is refused; a role without money.read is refused.
    const rest = await s.rest("GET", `/api/bookings/${bookingId}/settlement`, undefined, admin);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ tripState: "Completed", billedPaise: 1_064_550, balancePaise: 564_550 });
    const twice = await s.rest("POST", `/api/bookings/${bookingId}/complete`, undefined, admin);
    expect(twice).toMatchObject({ status: 409, body: { message: "This trip is already completed." } });
    const dispatcher = (await s.staff(StaffRole.dispatcher)).token;
    expect((await s.rest("GET", `/api/bookings/${bookingId}/settlement`, undefined, dispatcher)).status).toBe(403);
    expect((await s.rest("POST", `/api/bookings/${bookingId}/complete`, undefined, dispatcher)).status).toBe(403);
    const doc = await s.rest("GET", `/api/bookings`, undefined, admin);
    expect(doc.body.find((b: { _id: string }) => b._id === bookingId).completedAt).toEqual(settled.completedAt);

    // The invoice issuing would write, before it is issued: to whom and its totals.
    const preview = await s.gql(
      `query($b: ID!) { invoicePreview(bookingId: $b) { recipient taxablePaise nonTaxablePaise taxPaise totalPaise } }`,
      { b: bookingId },
      admin,
    );
    expect(preview.data.invoicePreview).toMatchObject({
      recipient: "Asha Verma",
      taxablePaise: 1_000_000,
      nonTaxablePaise: 14_550,
      taxPaise: 50_000,
      totalPaise: 1_064_550,
    });
  });
});
