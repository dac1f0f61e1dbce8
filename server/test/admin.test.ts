import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { until } from "./fixtures/outbox";
import { inDays, startServer, type TestServer } from "./harness";

let s: TestServer;
let admin: { token: string };
let busId: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kashi-admin-"));

beforeAll(async () => {
  s = await startServer({ DATA_DIR: dataDir });
  admin = await s.login();
  busId = (await s.gql(`{ buses { id } }`)).data.buses[0].id;
});
afterAll(() => s.close());

const CREATE = `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } auth { token refreshToken } } }`;
async function book(over: Record<string, unknown> = {}) {
  const r = await s.gql(CREATE, {
    i: {
      pickupLocation: "Varanasi",
      destination: "Agra, Uttar Pradesh, India",
      departureDate: inDays(20),
      days: 2,
      busId,
      name: "Meera Singh",
      email: `meera.${Math.random().toString(36).slice(2)}@example.com`,
      phone: "+91 99350 00000",
      ...over,
    },
  });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data.createBooking as { booking: { id: string }; auth: { token: string; refreshToken: string } | null };
}

describe("role x operation matrix: every admin operation refuses guests and users", () => {
  const ops: Array<[string, string, Record<string, unknown>?]> = [
    ["bookings", `{ bookings { id } }`],
    ["bookingsPage", `{ bookingsPage { totalCount } }`],
    ["adminStats", `{ adminStats { totalBookings } }`],
    ["bookingsPerMonth", `{ bookingsPerMonth { month } }`],
    ["bookingCalendar", `{ bookingCalendar(start: "2026-01-01", end: "2026-01-31") { id } }`],
    ["customers", `{ customers { id } }`],
    ["customerBookings", `{ customerBookings(id: "00000000-0000-4000-8000-000000000000") { id } }`],
    ["contactMessages", `{ contactMessages { id } }`],
    [
      "setBookingStatus",
      `mutation { setBookingStatus(id: "00000000-0000-4000-8000-000000000000", status: Confirmed) { id } }`,
    ],
    ["deleteBooking", `mutation { deleteBooking(id: "00000000-0000-4000-8000-000000000000") }`],
    ["createBus", `mutation { createBus(input: { name: "X" }) { id } }`],
    ["updateBus", `mutation { updateBus(id: "00000000-0000-4000-8000-000000000000", input: { name: "X" }) { id } }`],
    ["deleteBus", `mutation { deleteBus(id: "00000000-0000-4000-8000-000000000000") }`],
    [
      "createDestination",
      `mutation { createDestination(input: { name: "X", shortDescription: "x", description: "x", images: ["https://a/1.png","https://a/2.png","https://a/3.png"] }) { id } }`,
    ],
    [
      "updateDestination",
      `mutation { updateDestination(id: "00000000-0000-4000-8000-000000000000", input: { name: "X", shortDescription: "x", description: "x", images: [] }) { id } }`,
    ],
    ["deleteDestination", `mutation { deleteDestination(id: "00000000-0000-4000-8000-000000000000") }`],
    [
      "updateSettings",
      `mutation { updateSettings(input: { bookingPhones: [], whatsappContacts: [], email: "a@b.co", supportHours: "x", businessHours: "x", address: "x", mapLat: 0, mapLng: 0 }) { email } }`,
    ],
    ["rateCards", `{ rateCards { card { id } } }`],
    ["quoteSettings", `{ quoteSettings { depot } }`],
    [
      "saveQuoteSettings",
      `mutation { saveQuoteSettings(input: { depot: "Varanasi", cancellationTerms: "" }) { depot } }`,
    ],
    [
      "saveRateCard",
      `mutation { saveRateCard(input: { name: "X", seatsFrom: 1, seatsTo: 5, perKm: "10", minKmPerDay: 0, driverAllowance: "0", nightHalt: "0", gstRate: 5 }) { card { id } } }`,
    ],
    ["prepareQuote", `mutation { prepareQuote(bookingId: "00000000-0000-4000-8000-000000000000") { id } }`],
    [
      "updateQuoteLines",
      `mutation { updateQuoteLines(bookingId: "00000000-0000-4000-8000-000000000000", input: { lines: [], validUntil: "2030-01-01" }) { id } }`,
    ],
    ["sendQuote", `mutation { sendQuote(bookingId: "00000000-0000-4000-8000-000000000000") { id } }`],
    [
      "setContactMessageHandled",
      `mutation { setContactMessageHandled(id: "00000000-0000-4000-8000-000000000000", handled: true) { id } }`,
    ],
  ];
  let user: string;
  beforeAll(async () => {
    user = (await book()).auth!.token;
  });
  test.each(ops)("%s: guest UNAUTHENTICATED, user FORBIDDEN, admin allowed past auth", async (_name, query) => {
    expect((await s.gql(query)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect((await s.gql(query, {}, user)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const asAdmin = await s.gql(query, {}, admin.token);
    const code = asAdmin.errors?.[0].extensions?.code;
    expect(["UNAUTHENTICATED", "FORBIDDEN"]).not.toContain(code);
  });
});

describe("admin figures and lists", () => {
  test("stats come from the database and follow status changes", async () => {
    const before = (
      await s.gql(
        `{ adminStats { totalBookings confirmedBookings pendingBookings totalDistance availableBuses } }`,
        {},
        admin.token,
      )
    ).data.adminStats;
    const b = await book({ departureDate: inDays(200), days: 1 });
    await s.gql(
      `mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id } }`,
      { id: b.booking.id },
      admin.token,
    );
    const after = (
      await s.gql(
        `{ adminStats { totalBookings confirmedBookings pendingBookings totalDistance availableBuses } }`,
        {},
        admin.token,
      )
    ).data.adminStats;
    expect(after.totalBookings).toBe(before.totalBookings + 1);
    expect(after.confirmedBookings).toBe(before.confirmedBookings + 1);
    expect(after.totalDistance).toBeGreaterThan(before.totalDistance + 500); // Varanasi -> Agra is ~600 km by road
    expect(after.availableBuses).toBeGreaterThan(0);
  });

  test("the bookings list filters and pages with a cursor without repeats", async () => {
    for (let i = 0; i < 5; i++) await book({ name: `Pager ${i}`, destination: "Lucknow" });
    const Q = `query($f: BookingFilter, $after: String) { bookingsPage(filter: $f, first: 2, after: $after) { totalCount nextCursor items { id name } } }`;
    const seen: string[] = [];
    let after: string | null = null;
    let total: number | undefined;
    do {
      const r: any = await s.gql(Q, { f: { search: "Pager" }, after }, admin.token);
      total = r.data.bookingsPage.totalCount;
      seen.push(...r.data.bookingsPage.items.map((b: any) => b.id));
      after = r.data.bookingsPage.nextCursor;
    } while (after);
    expect(total).toBe(5);
    expect(new Set(seen).size).toBe(5);
    const none = await s.gql(Q, { f: { search: "Pager", status: "Cancelled" } }, admin.token);
    expect(none.data.bookingsPage.totalCount).toBe(0);
    const bad = await s.gql(Q, { f: { from: "yesterday" } }, admin.token);
    expect(bad.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  test("concurrent confirmations of overlapping bookings: exactly one succeeds", async () => {
    const a = await book({ departureDate: inDays(300), days: 3 });
    const b = await book({ departureDate: inDays(301), days: 3 });
    const SET = `mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { id status } }`;
    const results = await Promise.all([
      s.gql(SET, { id: a.booking.id }, admin.token),
      s.gql(SET, { id: b.booking.id }, admin.token),
    ]);
    const ok = results.filter((r) => r.data?.setBookingStatus?.status === "Confirmed");
    const refused = results.filter((r) => r.errors?.[0].extensions?.code === "CONFLICT");
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0].errors![0].message).toMatch(/^Cannot confirm: .* BK-[0-9a-f]{4} .* from .* to /);
  });

  test("status changes are recorded with who made them", async () => {
    const b = await book();
    await s.gql(
      `mutation($id: ID!) { setBookingStatus(id: $id, status: Cancelled) { id } }`,
      { id: b.booking.id },
      admin.token,
    );
    const r = await s.gql(
      `query($id: ID!) { booking(id: $id) { history { fromStatus toStatus changedBy changedAt } } }`,
      { id: b.booking.id },
      admin.token,
    );
    expect(r.data.booking.history.map((h: any) => [h.fromStatus, h.toStatus])).toEqual([
      [null, "Pending"],
      ["Pending", "Cancelled"],
    ]);
    expect(r.data.booking.history[1].changedBy).toBe("Admin");
  });

  test("customers list their bookings and can be searched", async () => {
    const email = `kavya.${Date.now()}@example.com`;
    await book({ email, name: "Kavya Nair" });
    await book({ email, name: "Kavya Nair" });
    const r = await s.gql(
      `query($q: String) { customers(search: $q) { id name email bookingCount lastBookingDate hasPassword } }`,
      { q: "kavya" },
      admin.token,
    );
    expect(r.data.customers).toHaveLength(1);
    expect(r.data.customers[0]).toMatchObject({ email, bookingCount: 2, hasPassword: false });
    const list = await s.gql(
      `query($id: ID!) { customerBookings(id: $id) { id } }`,
      { id: r.data.customers[0].id },
      admin.token,
    );
    expect(list.data.customerBookings).toHaveLength(2);
  });
});

describe("CSV export and PDF confirmation", () => {
  test("the CSV holds the filtered bookings and defuses formulas", async () => {
    await book({ name: '=HYPERLINK("http://evil")', notes: "+1 call me" });
    const res = await fetch(`${s.url}/exports/bookings.csv?search=HYPERLINK`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const text = (await res.text()).replace(/^\uFEFF/, "");
    const lines = text.trim().split("\n");
    expect(lines[0]).toContain("Customer,Phone,Email,Pickup location,Destination");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain("'+1 call me");
    const guest = await fetch(`${s.url}/exports/bookings.csv`);
    expect(guest.status).toBe(401);
  });

  test("the owner and admins download a PDF; others may not", async () => {
    const mine = await book();
    const other = await book();
    const pdf = await fetch(`${s.url}/invoices/${mine.booking.id}.pdf`, {
      headers: { authorization: `Bearer ${mine.auth!.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.toString("latin1")).toContain(`Booking BK-${mine.booking.id.slice(-4)}`); // document title
    expect(
      (await fetch(`${s.url}/invoices/${mine.booking.id}.pdf`, { headers: { authorization: `Bearer ${admin.token}` } }))
        .status,
    ).toBe(200);
    expect(
      (
        await fetch(`${s.url}/invoices/${mine.booking.id}.pdf`, {
          headers: { authorization: `Bearer ${other.auth!.token}` },
        })
      ).status,
    ).toBe(403);
    expect((await fetch(`${s.url}/invoices/${mine.booking.id}.pdf`)).status).toBe(401);
    expect(
      (await fetch(`${s.url}/invoices/nope.pdf`, { headers: { authorization: `Bearer ${admin.token}` } })).status,
    ).toBe(404);
  });
});

describe("destinations, settings and contact messages", () => {
  const D = `mutation($i: DestinationInput!) { createDestination(input: $i) { id name images } }`;
  const good = {
    name: "Mirzapur",
    shortDescription: "Waterfalls and carpets",
    description: "Long text",
    images: ["https://x.test/1.jpg", "https://x.test/2.jpg", "/art/destinations/varanasi-1.svg"],
  };

  test("admins add, edit and delete destinations; the public list follows", async () => {
    const created = (await s.gql(D, { i: good }, admin.token)).data.createDestination;
    expect((await s.gql(`{ destinations { name } }`)).data.destinations.map((d: any) => d.name)).toContain("Mirzapur");
    const upd = await s.gql(
      `mutation($id: ID!, $i: DestinationInput!) { updateDestination(id: $id, input: $i) { name } }`,
      { id: created.id, i: { ...good, name: "Mirzapur Falls" } },
      admin.token,
    );
    expect(upd.data.updateDestination.name).toBe("Mirzapur Falls");
    await s.gql(`mutation($id: ID!) { deleteDestination(id: $id) }`, { id: created.id }, admin.token);
    expect((await s.gql(`{ destinations { name } }`)).data.destinations.map((d: any) => d.name)).not.toContain(
      "Mirzapur Falls",
    );
  });

  test.each([
    [{ images: ["https://x.test/1.jpg"] }, "Exactly three image URLs are required."],
    [{ images: ["https://x.test/1.jpg", "nope", "https://x.test/3.jpg"] }, "Image URL 2 must be a valid URL."],
    [{ name: "" }, "Name is required."],
    [{ shortDescription: " " }, "Short description is required."],
  ])("destination input %o is refused: %s", async (over, message) => {
    const r = await s.gql(D, { i: { ...good, ...over } }, admin.token);
    expect(r.errors?.[0]).toMatchObject({ message, extensions: { code: "BAD_USER_INPUT" } });
  });

  test("settings changes are public at once; bad ones are refused", async () => {
    const current = (
      await s.gql(
        `{ settings { bookingPhones whatsappContacts { label number } email supportHours businessHours address mapLat mapLng } }`,
      )
    ).data.settings;
    const U = `mutation($i: SiteSettingsInput!) { updateSettings(input: $i) { bookingPhones } }`;
    const next = { ...current, bookingPhones: ["+91 90000 00001", ...current.bookingPhones.slice(1)] };
    expect((await s.gql(U, { i: next }, admin.token)).errors).toBeUndefined();
    expect((await s.gql(`{ settings { bookingPhones } }`)).data.settings.bookingPhones[0]).toBe("+91 90000 00001");
    const bad = await s.gql(U, { i: { ...current, bookingPhones: ["1"] } }, admin.token);
    expect(bad.errors?.[0].message).toBe("Exactly 4 booking phone numbers are required.");
  });

  test("a contact message is stored and staff can mark it handled", async () => {
    const sent = await s.gql(`mutation($i: ContactMessageInput!) { submitContactMessage(input: $i) { id } }`, {
      i: { name: "Tourist", email: "t@example.com", subject: "Group tour", message: "Do you go to Khajuraho?" },
    });
    expect(sent.errors).toBeUndefined();
    const missing = await s.gql(`mutation($i: ContactMessageInput!) { submitContactMessage(input: $i) { id } }`, {
      i: { name: "Tourist", email: "t@example.com", subject: "", message: "x" },
    });
    expect(missing.errors?.[0].message).toBe("Subject is required.");
    const list = await s.gql(`{ contactMessages { id subject handled } }`, {}, admin.token);
    expect(list.data.contactMessages[0]).toMatchObject({ subject: "Group tour", handled: false });
    const done = await s.gql(
      `mutation($id: ID!) { setContactMessageHandled(id: $id, handled: true) { handled } }`,
      { id: sent.data.submitContactMessage.id },
      admin.token,
    );
    expect(done.data.setContactMessageHandled.handled).toBe(true);
  });
});

describe("forgot and reset password", () => {
  const NEUTRAL = "If an account exists for that email, we have sent a link to reset the password.";

  test("a guest's password-less account sets its first password from the outbox link", async () => {
    const email = `guest.${Date.now()}@example.com`;
    const guest = await book({ email });
    const unknown = await s.gql(`mutation { requestPasswordReset(email: "nobody-${Date.now()}@example.com") }`);
    expect(unknown.data.requestPasswordReset).toBe(NEUTRAL);
    const r = await s.gql(`mutation($e: String!) { requestPasswordReset(email: $e) }`, { e: email.toUpperCase() });
    expect(r.data.requestPasswordReset).toBe(NEUTRAL);
    const outbox = path.join(dataDir, "outbox");
    // The booking's own e-mails go to the same address: take the reset one, once the outbox has sent it (the
    // outbox's folder is made by the first e-mail the job sends).
    const mail = await until(async () =>
      (fs.existsSync(outbox) ? fs.readdirSync(outbox) : [])
        .filter((f) => f.includes(email))
        .map((f) =>
          fs
            .readFileSync(path.join(outbox, f), "utf8")
            .replace(/=\r?\n/g, "")
            .replace(/=3D/g, "="),
        )
        .find((m) => m.includes("reset-password?token=")),
    );
    expect(mail).toBeTruthy();
    const token = decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail!)![1]);
    const RESET = `mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }`;
    expect((await s.gql(RESET, { t: token, p: "short" })).errors?.[0].message).toBe(
      "Password must be at least 8 characters.",
    );
    expect((await s.gql(RESET, { t: token, p: "new-password-1" })).data.resetPassword).toBe(true);
    const login = await s.login(email, "new-password-1");
    expect(login.role).toBe("user");
    // single use, and the old session is revoked
    expect((await s.gql(RESET, { t: token, p: "new-password-2" })).errors?.[0].message).toBe(
      "This reset link is invalid or has expired. Please request a new one.",
    );
    const refresh = await s.gql(`mutation($t: String!) { refreshToken(refreshToken: $t) { token } }`, {
      t: guest.auth!.refreshToken,
    });
    expect(refresh.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});
