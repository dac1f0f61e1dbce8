/** Booking requests through GraphQL: guests, owners, validation messages and the no-overlap rule. */
import { bookingInput, CREATE, firstBusIdOf } from "./fixtures/foundation";
import { ADMIN, inDays, startServer, type TestServer } from "./harness";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const firstBusId = () => firstBusIdOf(s);

describe("bookings", () => {
  test("a guest's booking is stored with a computed distance and logs the guest in", async () => {
    const busId = await firstBusId();
    const r = await s.gql(CREATE, { i: bookingInput({ busId }) });
    expect(r.errors).toBeUndefined();
    const { booking, auth } = r.data.createBooking;
    expect(booking).toMatchObject({ status: "Pending", days: 2, bus: { id: busId } });
    expect(booking.distance).toBeGreaterThan(5);
    expect(booking.distance).toBeLessThan(30);
    expect(auth.role).toBe("user");
    const mine = await s.gql(`{ myBookings { id } }`, {}, auth.token);
    expect(mine.data.myBookings.map((b: any) => b.id)).toEqual([booking.id]);
  });

  test("a guest booking for an existing account's e-mail answers no tokens", async () => {
    const busId = await firstBusId();
    const r = await s.gql(CREATE, { i: bookingInput({ busId, email: ADMIN.login.toUpperCase() }) });
    expect(r.errors).toBeUndefined();
    expect(r.data.createBooking.auth).toBeNull();
  });

  test("two first bookings racing with one new e-mail make one account, logged in once, refreshable", async () => {
    const busId = await firstBusId();
    const email = `racing.${Date.now()}@example.com`;
    const [a, b] = await Promise.all([1, 2].map(() => s.gql(CREATE, { i: bookingInput({ busId, email }) })));
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    const sessions = [a, b].map((r) => r.data.createBooking.auth).filter(Boolean);
    expect(sessions).toHaveLength(1);
    const [{ n }] = await s.db.query(`SELECT count(*)::int AS n FROM users WHERE lower(email) = $1`, [email]);
    expect(n).toBe(1);
    const mine = await s.gql(`{ myBookings { id } }`, {}, sessions[0].token);
    expect(mine.data.myBookings).toHaveLength(2);
    const refreshed = await s.gql(`mutation($t: String!) { refreshToken(refreshToken: $t) { token } }`, {
      t: sessions[0].refreshToken,
    });
    expect(refreshed.errors).toBeUndefined();
    expect(refreshed.data.refreshToken.token).toEqual(expect.any(String));
  });

  test("a burst of bookings at once is stored together: each its own answer; a repeated Idempotency-Key and shared e-mails still resolve as alone", async () => {
    const busId = await firstBusId();
    const tag = Date.now();
    const M = `mutation($i: CreateBookingInput!, $k: String) { createBooking(input: $i, idempotencyKey: $k) { booking { id name } auth { token } } }`;
    const before = await s.db.query(`SELECT count(*)::int AS n FROM bookings`);
    // 30 at once: two guests sharing one new e-mail, and the last two the same request with one key.
    const requests = Array.from({ length: 30 }, (_, i) => {
      const email = `burst.${tag}.${i === 1 ? 0 : i === 29 ? 28 : i}@example.com`;
      const input = bookingInput({ busId, email, name: i >= 28 ? `Keyed ${tag}` : `Burst ${tag} ${i}` });
      return s.gql(M, { i: input, k: i >= 28 ? `burst-${tag}` : null });
    });
    // Looked up together with the others' buses, an unknown bus is refused for its own request only.
    const unknownBus = s.gql(M, { i: bookingInput({ busId: "00000000-0000-4000-8000-000000000000" }) });
    const answers = await Promise.all(requests);
    expect((await unknownBus).errors?.[0].message).toBe("The selected bus does not exist.");
    for (const a of answers) expect(a.errors).toBeUndefined();
    const ids = answers.map((a) => a.data.createBooking.booking.id);
    expect(new Set(ids).size).toBe(29); // the repeated key answered the one booking it stored
    expect(ids[28]).toBe(ids[29]);
    answers.slice(0, 28).forEach((a, i) => expect(a.data.createBooking.booking.name).toBe(`Burst ${tag} ${i}`));
    // The shared e-mail is one account, logged in once.
    expect(answers.slice(0, 2).filter((a) => a.data.createBooking.auth)).toHaveLength(1);
    const [{ n }] = await s.db.query(`SELECT count(*)::int AS n FROM users WHERE email LIKE $1`, [`burst.${tag}.%`]);
    expect(n).toBe(27 + 1);
    const after = await s.db.query(`SELECT count(*)::int AS n FROM bookings`);
    expect(after[0].n - before[0].n).toBe(29);
    const [{ changes }] = await s.db.query(
      `SELECT count(*)::int AS changes FROM booking_status_changes WHERE "bookingId" = ANY($1) AND "fromStatus" IS NULL`,
      [[...new Set(ids)]],
    );
    expect(changes).toBe(29);
    // Bookings stored together share their time: the admin list pages through them, three at a time, none lost.
    const admin = await s.login();
    const PAGE = `query($f: BookingFilter, $a: String) { bookingsPage(filter: $f, first: 3, after: $a) { items { id } nextCursor } }`;
    const seen: string[] = [];
    for (let after: string | null = null, i = 0; i < 20; i++) {
      const page: any = await s.gql(PAGE, { f: { search: `${tag}` }, a: after }, admin.token);
      seen.push(...page.data.bookingsPage.items.map((b: { id: string }) => b.id));
      if (!(after = page.data.bookingsPage.nextCursor)) break;
    }
    expect(seen.sort()).toEqual([...new Set(ids)].sort());
    const [{ times }] = await s.db.query(
      `SELECT count(DISTINCT "createdAt")::int AS times FROM bookings WHERE id = ANY($1)`,
      [[...new Set(ids)]],
    );
    expect(times).toBeLessThan(29); // some were stored in one transaction
  });

  test.each([
    [{ days: 0 }, "Days must be between 1 and 365."],
    [{ pickupLocation: " " }, "Pickup location is required."],
    [{ departureDate: "2020-01-01" }, "Departure date cannot be in the past."],
    [{ busId: "00000000-0000-4000-8000-000000000000" }, "The selected bus does not exist."],
    [{ email: "nope" }, "Please enter a valid email address."],
    [{ phone: "" }, "Phone is required."],
  ])("bad input %o is refused with %s and nothing is stored", async (over, message) => {
    const busId = await firstBusId();
    const before = await s.db.query(`SELECT count(*)::int AS n FROM bookings`);
    const r = await s.gql(CREATE, { i: bookingInput({ busId, ...over }) });
    expect(r.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
    const after = await s.db.query(`SELECT count(*)::int AS n FROM bookings`);
    expect(after[0].n).toBe(before[0].n);
  });

  test("a user cannot read another user's booking; admins can", async () => {
    const busId = await firstBusId();
    const a = (await s.gql(CREATE, { i: bookingInput({ busId }) })).data.createBooking;
    const b = (await s.gql(CREATE, { i: bookingInput({ busId }) })).data.createBooking;
    const other = await s.gql(`query($id: ID!) { booking(id: $id) { id } }`, { id: a.booking.id }, b.auth.token);
    expect(other.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const admin = await s.login();
    const ok = await s.gql(
      `query($id: ID!) { booking(id: $id) { id history { fromStatus toStatus } } }`,
      { id: a.booking.id },
      admin.token,
    );
    expect(ok.data.booking.history).toEqual([{ fromStatus: null, toStatus: "Pending" }]);
    const guest = await s.gql(`{ bookings { id } }`);
    expect(guest.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const user = await s.gql(`{ bookings { id } }`, {}, a.auth.token);
    expect(user.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  test("two Confirmed bookings of one bus cannot overlap", async () => {
    const busId = await firstBusId();
    const admin = await s.login();
    const x = (await s.gql(CREATE, { i: bookingInput({ busId, departureDate: inDays(40), days: 3 }) })).data
      .createBooking.booking;
    const y = (await s.gql(CREATE, { i: bookingInput({ busId, departureDate: inDays(42), days: 2 }) })).data
      .createBooking.booking;
    const z = (await s.gql(CREATE, { i: bookingInput({ busId, departureDate: inDays(43), days: 1 }) })).data
      .createBooking.booking;
    const SET = `mutation($id: ID!, $s: BookingStatus!) { setBookingStatus(id: $id, status: $s) { id status } }`;
    expect((await s.gql(SET, { id: x.id, s: "Confirmed" }, admin.token)).data.setBookingStatus.status).toBe(
      "Confirmed",
    );
    const clash = await s.gql(SET, { id: y.id, s: "Confirmed" }, admin.token);
    expect(clash.errors?.[0].extensions?.code).toBe("CONFLICT");
    expect(clash.errors?.[0].message).toContain(`BK-${x.id.slice(-4)}`);
    // [40, 43) and [43, 44) touch but do not overlap
    expect((await s.gql(SET, { id: z.id, s: "Confirmed" }, admin.token)).data.setBookingStatus.status).toBe(
      "Confirmed",
    );
  });
});
