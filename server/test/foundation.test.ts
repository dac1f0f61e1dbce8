import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import jwt from "jsonwebtoken";
import { createSchema } from "../src/graphql/schema";
import { ADMIN, inDays, nextEvents, startServer, type TestServer } from "./harness";

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082",
  "hex",
);

const bookingInput = (over: Record<string, unknown> = {}) => ({
  pickupLocation: "Varanasi, Uttar Pradesh, India",
  destination: "Sarnath, Uttar Pradesh, India",
  departureDate: inDays(10),
  days: 2,
  name: "Asha Verma",
  email: `asha.${Math.random().toString(36).slice(2)}@example.com`,
  phone: "+91 98390 12345",
  notes: "Wedding party",
  ...over,
});

async function firstBusId(): Promise<string> {
  const r = await s.gql(`{ buses { id } }`);
  return r.data.buses[0].id;
}

const CREATE = `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id status distance days bus { id name } } auth { token refreshToken role userId } } }`;

describe("server foundation", () => {
  test("healthz answers once the database answers", async () => {
    const r = await s.rest("GET", "/healthz");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: "ok" });
  });

  test("the seeded fleet is listed with routes", async () => {
    const r = await s.gql(`{ buses { id name capacity status features images popularRoutes { from to duration distance } } }`);
    expect(r.errors).toBeUndefined();
    expect(r.data.buses.length).toBeGreaterThanOrEqual(6);
    const capacities = new Set(r.data.buses.map((b: any) => b.capacity));
    expect(capacities.size).toBeGreaterThanOrEqual(4);
    expect(new Set(r.data.buses.map((b: any) => b.status))).toEqual(new Set(["Available", "InUse", "Maintenance"]));
    for (const bus of r.data.buses) {
      expect(bus.images.length).toBeGreaterThanOrEqual(3);
      expect(bus.features.length).toBeGreaterThan(0);
      expect(bus.popularRoutes.length).toBeGreaterThan(0);
    }
  });

  test("16 destinations with exactly three images and the site settings are seeded", async () => {
    const r = await s.gql(`{ destinations { name images } settings { bookingPhones whatsappContacts { number } email supportHours businessHours } }`);
    expect(r.data.destinations).toHaveLength(16);
    for (const d of r.data.destinations) expect(d.images).toHaveLength(3);
    expect(r.data.settings.bookingPhones).toHaveLength(4);
    expect(r.data.settings.whatsappContacts).toHaveLength(2);
    expect(r.data.settings.supportHours).toBe("9:00 AM - 9:00 PM daily");
    expect(r.data.settings.businessHours).toBe("Monday-Sunday 9AM-10PM");
  });

  test("an unknown bus id gives null, a malformed one too (never a 500)", async () => {
    const r = await s.gql(`query($id: ID!) { bus(id: $id) { id } }`, { id: "not-a-uuid" });
    expect(r.errors).toBeUndefined();
    expect(r.data.bus).toBeNull();
  });

  test("the seed is idempotent", async () => {
    const { seed } = require("../src/db/seed") as typeof import("../src/db/seed");
    await seed(s.db, s.app.services.auth, true);
    const r = await s.gql(`{ buses { id } destinations { id } }`);
    expect(r.data.buses.length).toBe(6);
    expect(r.data.destinations.length).toBe(16);
  });
});

describe("auth", () => {
  test("admin logs in with e-mail and reads me", async () => {
    const auth = await s.login();
    expect(auth.role).toBe("admin");
    const me = await s.gql(`{ me { email role } }`, {}, auth.token);
    expect(me.data.me).toEqual({ email: ADMIN.login, role: "admin" });
  });

  test("register creates a user (never an admin) who can log in by username", async () => {
    const r = await s.gql(`mutation($i: RegisterInput!) { register(input: $i) { token refreshToken role name username } }`, {
      i: { name: "Ravi Kumar", email: "Ravi@Example.com", mobileNo: "+91 98390 11111", username: "ravi", password: "secret-pass" },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.register).toMatchObject({ role: "user", name: "Ravi Kumar", username: "ravi" });
    const byUsername = await s.login("RAVI", "secret-pass");
    expect(byUsername.role).toBe("user");
    const byEmail = await s.login("ravi@example.com", "secret-pass");
    expect(byEmail.role).toBe("user");
    const dup = await s.gql(`mutation($i: RegisterInput!) { register(input: $i) { token } }`, {
      i: { name: "Other", email: "ravi@EXAMPLE.com", mobileNo: "+91 98390 22222", username: "ravi2", password: "secret-pass" },
    });
    expect(dup.errors?.[0].message).toBe("An account with this email already exists.");
  });

  test("register rejects bad input with a clear message", async () => {
    const r = await s.gql(`mutation($i: RegisterInput!) { register(input: $i) { token } }`, {
      i: { name: "X", email: "not-an-email", mobileNo: "1", username: "xx", password: "short" },
    });
    expect(r.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    expect(r.errors?.[0].message).toBe("Please enter a valid email address.");
  });

  test("a wrong password is refused", async () => {
    const r = await s.gql(`mutation { login(input: { login: "${ADMIN.login}", password: "wrong-password" }) { token } }`);
    expect(r.errors?.[0]).toMatchObject({ message: "Invalid email/username or password.", extensions: { code: "UNAUTHENTICATED" } });
  });

  test("an expired access token answers 'Token has expired'", async () => {
    const auth = await s.login();
    const expired = jwt.sign({ role: "admin", name: "Admin", exp: Math.floor(Date.now() / 1000) - 10 }, s.config.jwtSecret, {
      subject: auth.userId,
      issuer: s.config.jwtIssuer,
      audience: s.config.jwtAudience,
    });
    const r = await s.gql(`{ me { id } }`, {}, expired);
    expect(r.errors?.[0]).toMatchObject({ message: "Token has expired", extensions: { code: "UNAUTHENTICATED" } });
  });

  test("a token signed with another secret or algorithm is refused", async () => {
    const forged = jwt.sign({ role: "admin", name: "X" }, "another-secret-another-secret-1234", { subject: "x", issuer: s.config.jwtIssuer, audience: s.config.jwtAudience });
    const r = await s.gql(`{ bookings { id } }`, {}, forged);
    expect(r.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const none = jwt.sign({ role: "admin", sub: "x", iss: s.config.jwtIssuer, aud: s.config.jwtAudience }, "", { algorithm: "none" });
    const r2 = await s.gql(`{ bookings { id } }`, {}, none);
    expect(r2.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  test("refreshToken rotates; a spent token revokes its family", async () => {
    const first = await s.login();
    const R = `mutation($t: String!) { refreshToken(refreshToken: $t) { token refreshToken role } }`;
    const second = await s.gql(R, { t: first.refreshToken });
    expect(second.data.refreshToken.refreshToken).not.toBe(first.refreshToken);
    const me = await s.gql(`{ me { role } }`, {}, second.data.refreshToken.token);
    expect(me.data.me.role).toBe("admin");
    // replaying the spent one fails and kills the rotated one too
    const replay = await s.gql(R, { t: first.refreshToken });
    expect(replay.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const third = await s.gql(R, { t: second.data.refreshToken.refreshToken });
    expect(third.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  test("logout revokes the refresh token", async () => {
    const a = await s.login();
    const out = await s.gql(`mutation($t: String) { logout(refreshToken: $t) }`, { t: a.refreshToken });
    expect(out.data.logout).toBe(true);
    const r = await s.gql(`mutation($t: String!) { refreshToken(refreshToken: $t) { token } }`, { t: a.refreshToken });
    expect(r.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});

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
    const ok = await s.gql(`query($id: ID!) { booking(id: $id) { id history { fromStatus toStatus } } }`, { id: a.booking.id }, admin.token);
    expect(ok.data.booking.history).toEqual([{ fromStatus: null, toStatus: "Pending" }]);
    const guest = await s.gql(`{ bookings { id } }`);
    expect(guest.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const user = await s.gql(`{ bookings { id } }`, {}, a.auth.token);
    expect(user.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });

  test("two Confirmed bookings of one bus cannot overlap", async () => {
    const busId = await firstBusId();
    const admin = await s.login();
    const x = (await s.gql(CREATE, { i: bookingInput({ busId, departureDate: inDays(40), days: 3 }) })).data.createBooking.booking;
    const y = (await s.gql(CREATE, { i: bookingInput({ busId, departureDate: inDays(42), days: 2 }) })).data.createBooking.booking;
    const z = (await s.gql(CREATE, { i: bookingInput({ busId, departureDate: inDays(43), days: 1 }) })).data.createBooking.booking;
    const SET = `mutation($id: ID!, $s: BookingStatus!) { setBookingStatus(id: $id, status: $s) { id status } }`;
    expect((await s.gql(SET, { id: x.id, s: "Confirmed" }, admin.token)).data.setBookingStatus.status).toBe("Confirmed");
    const clash = await s.gql(SET, { id: y.id, s: "Confirmed" }, admin.token);
    expect(clash.errors?.[0].extensions?.code).toBe("CONFLICT");
    expect(clash.errors?.[0].message).toContain(`BK-${x.id.slice(-4)}`);
    // [40, 43) and [43, 44) touch but do not overlap
    expect((await s.gql(SET, { id: z.id, s: "Confirmed" }, admin.token)).data.setBookingStatus.status).toBe("Confirmed");
  });
});

describe("uploads", () => {
  async function upload(file: Buffer, name: string, token?: string, preflight = true) {
    const form = new FormData();
    form.append("operations", JSON.stringify({ query: "mutation($file: Upload!) { uploadImage(file: $file) }", variables: { file: null } }));
    form.append("map", JSON.stringify({ 0: ["variables.file"] }));
    form.append("0", new Blob([file]), name);
    const res = await fetch(`${s.url}/graphql`, {
      method: "POST",
      headers: { ...(preflight ? { "apollo-require-preflight": "true" } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as any };
  }

  test("an admin uploads a PNG; it is served with its type, nosniff and immutable caching", async () => {
    const admin = await s.login();
    const r = await upload(PNG, "dot.jpg", admin.token);
    expect(r.body.errors).toBeUndefined();
    const url: string = r.body.data.uploadImage;
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const img = await fetch(s.url + url);
    expect(img.status).toBe(200);
    expect(img.headers.get("content-type")).toBe("image/png");
    expect(img.headers.get("x-content-type-options")).toBe("nosniff");
    expect(img.headers.get("cache-control")).toContain("immutable");
    expect(Buffer.from(await img.arrayBuffer()).equals(PNG)).toBe(true);
  });

  test("text dressed as an image is refused", async () => {
    const admin = await s.login();
    const r = await upload(Buffer.from("<script>alert(1)</script>"), "evil.png", admin.token);
    expect(r.body.errors?.[0]).toMatchObject({ message: "Please select a valid image file.", extensions: { code: "BAD_USER_INPUT" } });
  });

  test("5 MB or more is refused", async () => {
    const admin = await s.login();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const r = await upload(big, "big.png", admin.token);
    expect(r.body.errors?.[0].message).toBe("Image size must be less than 5MB.");
  });

  test("guests and users cannot upload; uploads need the CSRF preflight header", async () => {
    expect((await upload(PNG, "a.png")).body.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const user = (await s.gql(CREATE, { i: bookingInput({ busId: await firstBusId() }) })).data.createBooking.auth;
    expect((await upload(PNG, "a.png", user.token)).body.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const admin = await s.login();
    expect((await upload(PNG, "a.png", admin.token, false)).status).toBe(400);
  });
});

describe("subscriptions", () => {
  const SUB = `subscription { bookingChanged { kind bookingId booking { id name status bus { name } } } }`;

  test("an admin receives bookingChanged when a booking is created", async () => {
    const admin = await s.login();
    const client = s.ws(admin.token);
    const { ready, events } = nextEvents(client, SUB, 1);
    await ready;
    const created = await s.gql(CREATE, { i: bookingInput({ busId: await firstBusId(), name: "Live Event" }) });
    const [event] = await events;
    expect(event.bookingChanged).toMatchObject({ kind: "CREATED", bookingId: created.data.createBooking.booking.id, booking: { name: "Live Event", status: "Pending" } });
  });

  test("a user or a guest gets an error, not events", async () => {
    const user = (await s.gql(CREATE, { i: bookingInput({ busId: await firstBusId() }) })).data.createBooking.auth;
    await expect(nextEvents(s.ws(user.token), SUB, 1, 5000).events).rejects.toThrow("Admins only.");
    await expect(nextEvents(s.ws(), SUB, 1, 5000).events).rejects.toThrow(/Authentication required/);
  });
});

describe("http", () => {
  test("unknown /api paths answer JSON 404", async () => {
    const r = await s.rest("GET", "/api/nothing-here");
    expect(r.status).toBe(404);
    expect(r.body.message).toBeTruthy();
  });

  test("public catalogue queries carry cache hints; private ones say no-store", async () => {
    const pub = await fetch(`${s.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ buses { id } settings { email } }" }) });
    expect(pub.headers.get("cache-control")).toContain("public, max-age=60");
    const admin = await s.login();
    const priv = await fetch(`${s.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${admin.token}` }, body: JSON.stringify({ query: "{ me { id } }" }) });
    expect(priv.headers.get("cache-control")).toBe("private, no-store");
  });

  test("answers are compressed for clients that accept it (brotli, else gzip), and plain otherwise", async () => {
    const get = (encoding?: string) =>
      new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        const query = encodeURIComponent("{ buses { id name description features images } destinations { name description } }");
        http.get(`${s.url}/graphql?query=${query}`, { headers: { accept: "application/json", "apollo-require-preflight": "true", ...(encoding ? { "accept-encoding": encoding } : {}) } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c)).on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
        }).on("error", reject);
      });
    const plain = await get();
    expect(plain.encoding).toBeUndefined();
    expect(JSON.parse(plain.body.toString()).data.buses.length).toBeGreaterThan(0);
    const br = await get("gzip, deflate, br");
    expect(br.encoding).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    const gz = await get("gzip");
    expect(gz.encoding).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(plain.body.toString());
  });

  test("security headers are set", async () => {
    const r = await fetch(`${s.url}/healthz`);
    expect(r.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(r.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

test("schema.graphql is what the code emits (run `npm run codegen` after changing the API)", async () => {
  const tmp = path.join(os.tmpdir(), `schema-${process.pid}.graphql`);
  await createSchema(undefined, tmp);
  const committed = fs.readFileSync(path.resolve(__dirname, "../../schema.graphql"), "utf8");
  expect(fs.readFileSync(tmp, "utf8")).toBe(committed);
});
