/**
 * The REST shim /api/* of the specification's section 7, through real HTTP and PostgreSQL. Every
 * answer received is checked against the OpenAPI document served at /api/openapi.json.
 */
import crypto from "node:crypto";
import jwt from "jsonwebtoken";
import { openApiDocument } from "../src/rest/openapi";
import { ADMIN, inDays, startServer, type TestServer } from "./harness";
import { FakeRazorpay } from "./fixtures/fake-razorpay";
import { until } from "./fixtures/outbox";
import { openApiChecker } from "./openapi-check";

let s: TestServer;
const checker = openApiChecker(openApiDocument);

type Session = { token: string; refreshToken: string; userId: string; email: string; username: string };
let admin: { token: string; refreshToken: string; userId: string };
let userA: Session;
let userB: Session;
let busId: string;
let busIds: string[];

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082",
  "hex",
);
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const uniq = () => Math.random().toString(36).slice(2, 10);

/** A REST call whose answer must match the OpenAPI document. */
async function api(method: string, path: string, body?: unknown, token?: string, headers?: Record<string, string>) {
  const r = await s.rest(method, path, body, token, headers);
  checker.check(method, path, r.status, r.body);
  return r;
}

async function upload(file: Buffer | null, token?: string, field = "file") {
  const form = new FormData();
  if (file) form.append(field, new Blob([new Uint8Array(file)]), "image.png");
  else form.append("note", "no file here");
  const res = await fetch(`${s.url}/api/upload`, {
    method: "POST",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const body = await res.json();
  checker.check("POST", "/api/upload", res.status, body);
  return { status: res.status, body: body as any };
}

const count = async (table: string): Promise<number> =>
  (await s.db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

function expiredToken(userId: string, role = "user") {
  return jwt.sign({ role, name: "X", exp: Math.floor(Date.now() / 1000) - 10 }, s.config.jwtSecret, {
    subject: userId,
    issuer: s.config.jwtIssuer,
    audience: s.config.jwtAudience,
  });
}

async function register(name: string): Promise<Session> {
  const username = `${name.toLowerCase()}_${uniq()}`;
  const email = `${username}@example.com`;
  const r = await api("POST", "/api/auth/register", {
    name,
    email,
    mobileNo: "+91 98390 12345",
    username,
    pswd: "secret-pass",
    role: "user",
  });
  expect(r.status).toBe(201);
  const login = await api("POST", "/api/auth/login", { login: username, pswd: "secret-pass" });
  return { ...r.body, userId: login.body.userId, email, username };
}

const bookingPayload = (over: Record<string, unknown> = {}) => ({
  pickupLocation: "Varanasi, Uttar Pradesh, India",
  destination: "Sarnath, Uttar Pradesh, India",
  departureDate: inDays(10),
  days: 2,
  busType: busId,
  name: "Asha Verma",
  email: `asha.${uniq()}@example.com`,
  phone: "+91 98390 12345",
  notes: "Wedding party",
  ...over,
});

const busPayload = (over: Record<string, unknown> = {}) => ({
  name: `Test Coach ${uniq()}`,
  capacity: "35",
  status: "Available",
  description: "A test coach.",
  features: "Air Conditioning, , Reclining Seats ,WiFi",
  images: ["https://example.com/coach.png"],
  lastMaintenance: inDays(-30),
  popularRoutes: [{ from: "Varanasi", to: "Sarnath", duration: "1", distance: "12.5" }],
  id: "ignored",
  _id: "ignored",
  ...over,
});

async function newBooking(over: Record<string, unknown> = {}, token?: string) {
  const r = await api("POST", "/api/bookings", bookingPayload(over), token);
  expect(r.status).toBe(201);
  return r.body;
}

const razorpay = new FakeRazorpay();

beforeAll(async () => {
  await razorpay.start();
  s = await startServer({ ...razorpay.env(), JOB_POLL_SECONDS: "0.5" });
  razorpay.webhookUrl = `${s.url}/api/payments/razorpay/webhook`;
  const r = await api("POST", "/api/auth/login", { login: ADMIN.login, pswd: ADMIN.password });
  admin = r.body;
  userA = await register("Anita");
  userB = await register("Bharat");
  busIds = (await api("GET", "/api/buses")).body.map((b: any) => b._id);
  busId = busIds[0];
});
afterAll(async () => {
  await s.close();
  await razorpay.close();
});

describe("GET /api/openapi.json", () => {
  test("serves the OpenAPI 3.1 description of every /api call", async () => {
    const r = await api("GET", "/api/openapi.json");
    expect(r.status).toBe(200);
    expect(r.body).toEqual(JSON.parse(JSON.stringify(openApiDocument)));
    expect(r.body.openapi).toBe("3.1.0");
    const ops = Object.entries(r.body.paths).flatMap(([p, o]) =>
      Object.keys(o as object).map((m) => `${m.toUpperCase()} ${p}`),
    );
    for (const call of [
      "GET /api/buses",
      "GET /api/buses/{id}",
      "POST /api/buses",
      "PUT /api/buses/{id}",
      "DELETE /api/buses/{id}",
      "GET /api/bookings",
      "PUT /api/bookings/{id}",
      "DELETE /api/bookings/{id}",
      "GET /api/bookings/user/userbooking",
      "POST /api/bookings",
      "GET /api/auth/user/auth-test",
      "GET /api/auth/protected-route",
      "POST /api/auth/login",
      "POST /api/auth/register",
      "POST /api/auth/refresh-token",
      "POST /api/upload",
    ])
      expect(ops).toContain(call);
  });

  test("the checker refuses an answer that does not match the document", () => {
    expect(() => checker.check("GET", "/api/buses/x", 200, { _id: "x" })).toThrow(/does not match/);
    expect(() => checker.check("GET", "/api/buses", 500, { message: "boom" })).toThrow(/does not list/);
  });
});

describe("GET /api/buses", () => {
  test.each([["guest"], ["user"], ["other user"], ["admin"]])(
    "%s reads the fleet with Mongo-style ids and spec statuses",
    async (who) => {
      const token = { guest: undefined, user: userA.token, "other user": userB.token, admin: admin.token }[who];
      const r = await api("GET", "/api/buses", undefined, token);
      expect(r.status).toBe(200);
      expect(r.body.length).toBeGreaterThanOrEqual(6);
      for (const bus of r.body) {
        expect(bus.id).toBe(bus._id);
        expect(["Available", "In Use", "Maintenance"]).toContain(bus.status);
        expect(typeof bus.capacity).toBe("number");
        for (const route of bus.popularRoutes) {
          expect(route._id).toBeTruthy();
          expect(typeof route.distance).toBe("number");
          expect(typeof route.duration).toBe("number");
        }
      }
      expect(r.body.map((b: any) => b.status)).toContain("In Use");
    },
  );

  test("a public read ignores an expired token", async () => {
    expect((await api("GET", "/api/buses", undefined, expiredToken(userA.userId))).status).toBe(200);
  });
});

describe("GET /api/buses/{id}", () => {
  test("one bus including popularRoutes, for anyone", async () => {
    for (const token of [undefined, userA.token, admin.token]) {
      const r = await api("GET", `/api/buses/${busId}`, undefined, token);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ _id: busId, id: busId });
      expect(r.body.popularRoutes.length).toBeGreaterThan(0);
    }
  });

  test.each([[UNKNOWN_ID], ["not-a-uuid"], ["1%27%20OR%201%3D1"]])(
    "unknown or malformed id %s answers 404 'Bus not found.'",
    async (id) => {
      const r = await api("GET", `/api/buses/${id}`);
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ message: "Bus not found." });
    },
  );
});

describe("POST /api/buses", () => {
  test("guests get 401; users (any) get 403; nothing is stored", async () => {
    const before = await count("buses");
    expect((await api("POST", "/api/buses", busPayload())).status).toBe(401);
    for (const u of [userA, userB]) {
      const r = await api("POST", "/api/buses", busPayload(), u.token);
      expect(r.status).toBe(403);
      expect(r.body.message).toBe("Admins only.");
    }
    expect(await count("buses")).toBe(before);
  });

  test("an expired token answers 401 'Token has expired'", async () => {
    const r = await api("POST", "/api/buses", busPayload(), expiredToken(admin.userId, "admin"));
    expect(r).toMatchObject({ status: 401, body: { message: "Token has expired" } });
  });

  test("an admin saves a bus: features as comma text, routes as numeric strings, id/_id ignored", async () => {
    const r = await api("POST", "/api/buses", busPayload({ name: "Kashi Deluxe 35" }), admin.token);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      name: "Kashi Deluxe 35",
      capacity: 35,
      status: "Available",
      features: ["Air Conditioning", "Reclining Seats", "WiFi"],
      images: ["https://example.com/coach.png"],
      popularRoutes: [{ from: "Varanasi", to: "Sarnath", duration: 1, distance: 12.5 }],
    });
    expect(r.body._id).not.toBe("ignored");
    expect(r.body.id).toBe(r.body._id);
    const read = await api("GET", `/api/buses/${r.body._id}`);
    expect(read.body).toEqual(r.body);
  });

  test("features as a list and status 'In Use' are accepted; a missing status defaults to Available", async () => {
    const a = await api(
      "POST",
      "/api/buses",
      busPayload({ features: ["Toilet", " TV "], status: "In Use", capacity: 12 }),
      admin.token,
    );
    expect(a.body).toMatchObject({ features: ["Toilet", "TV"], status: "In Use", capacity: 12 });
    const b = await api("POST", "/api/buses", busPayload({ status: undefined }), admin.token);
    expect(b.body.status).toBe("Available");
  });

  test.each([
    [{ name: "" }, "Name is required."],
    [{ capacity: undefined }, "Capacity is required."],
    [{ capacity: "12.5" }, "Capacity must be a whole number."],
    [{ capacity: "many" }, "Capacity must be a whole number."],
    [{ capacity: 0 }, "Capacity must be between 1 and 500."],
    [{ status: "Broken" }, "Status must be one of: Available, In Use, Maintenance."],
    [{ status: "InUse" }, "Status must be one of: Available, In Use, Maintenance."],
    [{ description: " " }, "Description is required."],
    [{ features: " , ," }, "Features is required."],
    [{ lastMaintenance: "" }, "Last maintenance is required."],
    [{ lastMaintenance: "2025-02-30" }, "Last maintenance must be a valid date."],
    [{ images: ["ftp://example.com/a.png"] }, "Please enter a valid image URL (e.g., ending with .png, .jpg, etc.)."],
    [{ images: ["https://example.com/a.pdf"] }, "Please enter a valid image URL (e.g., ending with .png, .jpg, etc.)."],
    [{ popularRoutes: [{ from: "Varanasi", to: "", duration: 1, distance: 2 }] }, "Route to is required."],
    [
      { popularRoutes: [{ from: "Varanasi", to: "Agra", duration: 1, distance: "far" }] },
      "Route distance must be a number between 0 and 10000.",
    ],
  ])("bad input %o answers 400 %s and stores nothing", async (over, message) => {
    const before = await count("buses");
    const r = await api("POST", "/api/buses", busPayload(over), admin.token);
    expect(r).toMatchObject({ status: 400, body: { message } });
    expect(await count("buses")).toBe(before);
  });
});

describe("PUT /api/buses/{id}", () => {
  let bus: any;
  beforeAll(async () => {
    bus = (await api("POST", "/api/buses", busPayload({ name: "Put Target" }), admin.token)).body;
  });

  test("guests get 401, users 403, and the bus is unchanged", async () => {
    const changed = { ...bus, name: "Hijacked" };
    expect((await api("PUT", `/api/buses/${bus._id}`, changed)).status).toBe(401);
    expect((await api("PUT", `/api/buses/${bus._id}`, changed, userA.token)).status).toBe(403);
    expect((await api("PUT", `/api/buses/${bus._id}`, changed, userB.token)).status).toBe(403);
    expect((await api("GET", `/api/buses/${bus._id}`)).body.name).toBe("Put Target");
  });

  test("an admin sends the whole bus as read back, with changes; the updated bus is answered", async () => {
    const sent = {
      ...bus,
      status: "Maintenance",
      capacity: "40",
      features: "AC, Music",
      popularRoutes: [...bus.popularRoutes, { from: "Varanasi", to: "Bodh Gaya", duration: 6, distance: 250 }],
    };
    const r = await api("PUT", `/api/buses/${bus._id}`, sent, admin.token);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      _id: bus._id,
      id: bus._id,
      status: "Maintenance",
      capacity: 40,
      features: ["AC", "Music"],
    });
    expect(r.body.popularRoutes.map((x: any) => x.to)).toEqual(["Sarnath", "Bodh Gaya"]);
    expect((await api("GET", `/api/buses/${bus._id}`)).body).toEqual(r.body);
    bus = r.body;
  });

  test("bad input answers 400 and changes nothing", async () => {
    for (const [over, message] of [
      [{ status: "Parked" }, "Status must be one of: Available, In Use, Maintenance."],
      [{ capacity: 3.5 }, "Capacity must be a whole number."],
      [{ images: ["javascript:alert(1)"] }, "Please enter a valid image URL (e.g., ending with .png, .jpg, etc.)."],
    ] as const) {
      const r = await api("PUT", `/api/buses/${bus._id}`, { ...bus, name: "Changed", ...over }, admin.token);
      expect(r).toMatchObject({ status: 400, body: { message } });
    }
    expect((await api("GET", `/api/buses/${bus._id}`)).body).toEqual(bus);
  });

  test("unknown or malformed ids answer 404", async () => {
    for (const id of [UNKNOWN_ID, "nope"]) {
      const r = await api("PUT", `/api/buses/${id}`, busPayload(), admin.token);
      expect(r).toMatchObject({ status: 404, body: { message: "Bus not found." } });
    }
  });
});

describe("DELETE /api/buses/{id}", () => {
  test("guests 401, users 403; an admin removes it; bookings of it keep their data with busType null", async () => {
    const bus = (await api("POST", "/api/buses", busPayload({ name: "Doomed" }), admin.token)).body;
    const booking = await newBooking({ busType: bus._id }, userA.token);
    expect(booking.busType).toEqual({ _id: bus._id, name: "Doomed", capacity: 35 });
    expect((await api("DELETE", `/api/buses/${bus._id}`)).status).toBe(401);
    expect((await api("DELETE", `/api/buses/${bus._id}`, undefined, userA.token)).status).toBe(403);
    expect((await api("DELETE", `/api/buses/${bus._id}`, undefined, userB.token)).status).toBe(403);
    const r = await api("DELETE", `/api/buses/${bus._id}`, undefined, admin.token);
    expect(r).toMatchObject({ status: 200, body: { _id: bus._id, id: bus._id } });
    expect((await api("GET", `/api/buses/${bus._id}`)).status).toBe(404);
    expect((await api("DELETE", `/api/buses/${bus._id}`, undefined, admin.token)).status).toBe(404);
    expect((await api("DELETE", `/api/buses/bad-id`, undefined, admin.token)).status).toBe(404);
    const mine = await api("GET", "/api/bookings/user/userbooking", undefined, userA.token);
    expect(mine.body.find((b: any) => b._id === booking._id)).toMatchObject({ busType: null, name: "Asha Verma" });
  });
});

describe("POST /api/bookings", () => {
  test("a guest's booking: populated busType, numeric distance (Varanasi → Sarnath) and a new session", async () => {
    const r = await api("POST", "/api/bookings", bookingPayload());
    expect(r.status).toBe(201);
    const b = r.body;
    expect(b).toMatchObject({
      status: "Pending",
      days: 2,
      pickupLocation: "Varanasi, Uttar Pradesh, India",
      destination: "Sarnath, Uttar Pradesh, India",
      notes: "Wedding party",
      role: "user",
    });
    expect(b.busType).toEqual({ _id: busId, name: expect.any(String), capacity: expect.any(Number) });
    expect(typeof b.distance).toBe("number");
    expect(b.distance).toBeGreaterThan(5);
    expect(b.distance).toBeLessThan(30);
    expect(b.departureDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(b.token && b.refreshToken).toBeTruthy();
    // the guest is now logged in and sees the booking
    const mine = await api("GET", "/api/bookings/user/userbooking", undefined, b.token);
    expect(mine.body.map((x: any) => x._id)).toEqual([b._id]);
  });

  test("busType may be a bus object carrying _id; days may be a numeric string", async () => {
    const b = await newBooking({ busType: { _id: busIds[1], name: "whatever" }, days: "3" });
    expect(b).toMatchObject({ days: 3, busType: { _id: busIds[1] } });
  });

  test("unknown places give distance null, never a string", async () => {
    const b = await newBooking({ pickupLocation: "Nowhere-in-particular 123", destination: "Elsewhere 456" });
    expect(b.distance).toBeNull();
  });

  test("a booking made with stops reads its trip plan back in every answer; one without has null and []", async () => {
    const stops = [
      { place: "Sarnath, Uttar Pradesh, India", day: 1, time: "09:30", nightHalt: false },
      { place: "Ayodhya, Uttar Pradesh, India", day: 2, time: null, nightHalt: true },
    ];
    const b = await newBooking({ days: 3, tripType: "tour", stops }, userA.token);
    const plan = { tripType: "tour", stops };
    expect(b).toMatchObject({ ...plan, destination: "Ayodhya, Uttar Pradesh, India" });
    const plain = await newBooking({}, userA.token);
    expect(plain).toMatchObject({ tripType: null, stops: [] });
    const mine = (await api("GET", "/api/bookings/user/userbooking", undefined, userA.token)).body;
    expect(mine.find((x: any) => x._id === b._id)).toMatchObject(plan);
    expect(mine.find((x: any) => x._id === plain._id)).toMatchObject({ tripType: null, stops: [] });
    const all = (await api("GET", "/api/bookings", undefined, admin.token)).body;
    expect(all.find((x: any) => x._id === b._id)).toMatchObject(plan);
    const put = await api("PUT", `/api/bookings/${b._id}`, { ...b, status: "Cancelled" }, admin.token);
    expect(put).toMatchObject({ status: 200, body: { ...plan, status: "Cancelled" } });
  });

  test("a guest booking for an existing account's e-mail answers no tokens and belongs to that account", async () => {
    const b = await newBooking({ email: userB.email.toUpperCase() });
    expect(b.token).toBeUndefined();
    expect(b.role).toBeUndefined();
    const mine = await api("GET", "/api/bookings/user/userbooking", undefined, userB.token);
    expect(mine.body.map((x: any) => x._id)).toContain(b._id);
  });

  test("a user's booking is theirs, with no tokens; another user does not see it", async () => {
    const b = await newBooking({ email: `someone.${uniq()}@example.com` }, userA.token);
    expect(b.token).toBeUndefined();
    expect(
      (await api("GET", "/api/bookings/user/userbooking", undefined, userA.token)).body.map((x: any) => x._id),
    ).toContain(b._id);
    expect(
      (await api("GET", "/api/bookings/user/userbooking", undefined, userB.token)).body.map((x: any) => x._id),
    ).not.toContain(b._id);
  });

  test("an admin booking for a new customer never receives the customer's tokens", async () => {
    const b = await newBooking({}, admin.token);
    expect(b.token).toBeUndefined();
    expect(b.status).toBe("Pending");
  });

  test("an expired token answers 401 'Token has expired' and stores nothing", async () => {
    const before = await count("bookings");
    const r = await api("POST", "/api/bookings", bookingPayload(), expiredToken(userA.userId));
    expect(r).toMatchObject({ status: 401, body: { message: "Token has expired" } });
    expect(await count("bookings")).toBe(before);
  });

  test.each([
    [{ pickupLocation: " " }, "Pickup location is required."],
    [{ destination: undefined }, "Destination is required."],
    [{ departureDate: "" }, "Departure date must be a date (YYYY-MM-DD)."],
    [{ departureDate: "2020-01-01" }, "Departure date cannot be in the past."],
    [{ days: 0 }, "Days must be between 1 and 365."],
    [{ days: "" }, "Days is required."],
    [{ days: 1.5 }, "Days must be a whole number."],
    [{ busType: "" }, "Please select a bus."],
    [{ busType: UNKNOWN_ID }, "The selected bus does not exist."],
    [{ busType: { _id: "not-a-uuid" } }, "The selected bus does not exist."],
    [{ name: "" }, "Name is required."],
    [{ email: "nope" }, "Please enter a valid email address."],
    [{ phone: "" }, "Phone is required."],
  ])("bad input %o answers 400 %s and stores nothing", async (over, message) => {
    const before = [await count("bookings"), await count("users")];
    const r = await api("POST", "/api/bookings", bookingPayload(over));
    expect(r).toMatchObject({ status: 400, body: { message } });
    expect([await count("bookings"), await count("users")]).toEqual(before);
  });
});

describe("caching", () => {
  test("public reads may be cached but are revalidated (no-cache); everything else is no-store", async () => {
    for (const path of ["/api/buses", `/api/buses/${busId}`, `/api/buses/${busId}/blackouts`, "/api/openapi.json"])
      expect((await api("GET", path)).headers.get("cache-control")).toBe("no-cache");
    expect((await api("GET", "/api/auth/protected-route", undefined, userA.token)).headers.get("cache-control")).toBe(
      "no-store",
    );
    expect((await api("POST", "/api/auth/login", { login: "nobody", pswd: "x" })).headers.get("cache-control")).toBe(
      "no-store",
    );
  });
});

describe("GET /api/bookings", () => {
  test("guests 401, users 403, admins get every booking with populated busType", async () => {
    expect(await api("GET", "/api/bookings")).toMatchObject({
      status: 401,
      body: { message: "Authentication required. Please log in." },
    });
    expect((await api("GET", "/api/bookings", undefined, userA.token)).status).toBe(403);
    expect((await api("GET", "/api/bookings", undefined, userB.token)).status).toBe(403);
    const b = await newBooking();
    const r = await api("GET", "/api/bookings", undefined, admin.token);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("no-store");
    expect(r.body[0]).toMatchObject({ _id: b._id, busType: { _id: busId } });
    expect(r.body.length).toBe(await count("bookings"));
  });

  test("a garbage token answers 401", async () => {
    const r = await api("GET", "/api/bookings", undefined, "garbage.token.here");
    expect(r).toMatchObject({ status: 401, body: { message: "Invalid token. Please log in again." } });
  });
});

describe("GET /api/bookings/user/userbooking", () => {
  test("with no token: 401 'Not authenticated. Please log in.'", async () => {
    expect(await api("GET", "/api/bookings/user/userbooking")).toMatchObject({
      status: 401,
      body: { message: "Not authenticated. Please log in." },
    });
  });

  test("an expired token: 401 'Token has expired'", async () => {
    const r = await api("GET", "/api/bookings/user/userbooking", undefined, expiredToken(userA.userId));
    expect(r).toMatchObject({ status: 401, body: { message: "Token has expired" } });
  });

  test("each user (and the admin) reads only their own bookings", async () => {
    const a = await newBooking({}, userA.token);
    const b = await newBooking({}, userB.token);
    const mineA = (await api("GET", "/api/bookings/user/userbooking", undefined, userA.token)).body.map(
      (x: any) => x._id,
    );
    const mineB = (await api("GET", "/api/bookings/user/userbooking", undefined, userB.token)).body.map(
      (x: any) => x._id,
    );
    expect(mineA).toContain(a._id);
    expect(mineA).not.toContain(b._id);
    expect(mineB).toContain(b._id);
    expect(mineB).not.toContain(a._id);
    const mineAdmin = (await api("GET", "/api/bookings/user/userbooking", undefined, admin.token)).body.map(
      (x: any) => x._id,
    );
    expect(mineAdmin).not.toContain(a._id);
  });
});

describe("PUT /api/bookings/{id}", () => {
  test("guests 401; the owner and other users 403; nothing changes", async () => {
    const b = await newBooking({}, userA.token);
    const sent = { ...b, status: "Confirmed" };
    expect((await api("PUT", `/api/bookings/${b._id}`, sent)).status).toBe(401);
    expect((await api("PUT", `/api/bookings/${b._id}`, sent, userA.token)).status).toBe(403);
    expect((await api("PUT", `/api/bookings/${b._id}`, sent, userB.token)).status).toBe(403);
    expect(
      (await api("GET", "/api/bookings/user/userbooking", undefined, userA.token)).body.find(
        (x: any) => x._id === b._id,
      ).status,
    ).toBe("Pending");
  });

  test("an admin sends the full booking with a changed status; any of the three may be set", async () => {
    const b = await newBooking({ departureDate: inDays(200) });
    for (const status of ["Confirmed", "Cancelled", "Pending", "Cancelled"]) {
      const r = await api("PUT", `/api/bookings/${b._id}`, { ...b, status, name: "ignored" }, admin.token);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ _id: b._id, status, name: b.name, busType: b.busType });
    }
    const history = await s.db.query(
      `SELECT "fromStatus", "toStatus" FROM booking_status_changes WHERE "bookingId" = $1 ORDER BY "changedAt"`,
      [b._id],
    );
    expect(history.map((h: any) => h.toStatus)).toEqual(["Pending", "Confirmed", "Cancelled", "Pending", "Cancelled"]);
  });

  test("confirming an overlap of the same bus answers 409 naming the clash; nothing changes", async () => {
    const x = await newBooking({ departureDate: inDays(60), days: 3, busType: busIds[2] });
    const y = await newBooking({ departureDate: inDays(61), days: 1, busType: busIds[2] });
    expect((await api("PUT", `/api/bookings/${x._id}`, { ...x, status: "Confirmed" }, admin.token)).status).toBe(200);
    const r = await api("PUT", `/api/bookings/${y._id}`, { ...y, status: "Confirmed" }, admin.token);
    expect(r.status).toBe(409);
    expect(r.body.message).toContain(`BK-${x._id.slice(-4)}`);
    const all = (await api("GET", "/api/bookings", undefined, admin.token)).body;
    expect(all.find((b: any) => b._id === y._id).status).toBe("Pending");
  });

  test.each([[{ status: "Done" }], [{ status: undefined }], [{ status: "confirmed" }]])(
    "bad status %o answers 400",
    async (over) => {
      const b = await newBooking();
      const r = await api("PUT", `/api/bookings/${b._id}`, { ...b, ...over }, admin.token);
      expect(r).toMatchObject({
        status: 400,
        body: { message: "Status must be one of: Pending, Confirmed, Cancelled." },
      });
    },
  );

  test("unknown or malformed ids answer 404 'Booking not found'", async () => {
    for (const id of [UNKNOWN_ID, "BK-1234"]) {
      const r = await api("PUT", `/api/bookings/${id}`, { status: "Confirmed" }, admin.token);
      expect(r).toMatchObject({ status: 404, body: { message: "Booking not found" } });
    }
  });
});

describe("DELETE /api/bookings/{id}", () => {
  test("guests 401; owner and other users 403; an admin removes it; then 404", async () => {
    const b = await newBooking({}, userA.token);
    expect((await api("DELETE", `/api/bookings/${b._id}`)).status).toBe(401);
    expect((await api("DELETE", `/api/bookings/${b._id}`, undefined, userA.token)).status).toBe(403);
    expect((await api("DELETE", `/api/bookings/${b._id}`, undefined, userB.token)).status).toBe(403);
    const r = await api("DELETE", `/api/bookings/${b._id}`, undefined, admin.token);
    expect(r).toMatchObject({ status: 200, body: { _id: b._id } });
    expect((await api("DELETE", `/api/bookings/${b._id}`, undefined, admin.token)).status).toBe(404);
    expect((await api("DELETE", `/api/bookings/x`, undefined, admin.token)).status).toBe(404);
    expect(
      (await api("GET", "/api/bookings/user/userbooking", undefined, userA.token)).body.map((x: any) => x._id),
    ).not.toContain(b._id);
  });
});

describe("GET /api/auth/user/auth-test", () => {
  test("a user gets name, email, mobileNo; another user gets their own; an admin too", async () => {
    const a = await api("GET", "/api/auth/user/auth-test", undefined, userA.token);
    expect(a).toMatchObject({
      status: 200,
      body: { _id: userA.userId, name: "Anita", email: userA.email, mobileNo: "+91 98390 12345" },
    });
    const b = await api("GET", "/api/auth/user/auth-test", undefined, userB.token);
    expect(b.body).toMatchObject({ name: "Bharat", email: userB.email });
    const ad = await api("GET", "/api/auth/user/auth-test", undefined, admin.token);
    expect(ad.body.email).toBe(ADMIN.login);
  });

  test("guests, garbage and expired tokens answer 401", async () => {
    expect((await api("GET", "/api/auth/user/auth-test")).status).toBe(401);
    expect((await api("GET", "/api/auth/user/auth-test", undefined, "Bearer-nonsense")).status).toBe(401);
    expect(await api("GET", "/api/auth/user/auth-test", undefined, expiredToken(userA.userId))).toMatchObject({
      status: 401,
      body: { message: "Token has expired" },
    });
  });
});

describe("GET /api/auth/protected-route", () => {
  test("a valid token (user or admin) answers 200 with the user", async () => {
    const u = await api("GET", "/api/auth/protected-route", undefined, userA.token);
    expect(u).toMatchObject({ status: 200, body: { user: { _id: userA.userId, role: "user", name: "Anita" } } });
    expect(u.body.message).toBeTruthy();
    expect((await api("GET", "/api/auth/protected-route", undefined, admin.token)).body.user.role).toBe("admin");
  });

  test("an expired token answers 401 { message: 'Token has expired' }; no token 401", async () => {
    const r = await api("GET", "/api/auth/protected-route", undefined, expiredToken(admin.userId, "admin"));
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ message: "Token has expired" });
    expect((await api("GET", "/api/auth/protected-route")).status).toBe(401);
  });
});

describe("POST /api/auth/login", () => {
  test("by e-mail or username: token, refreshToken, role, username, name and userId", async () => {
    const byName = await api("POST", "/api/auth/login", { login: userA.username.toUpperCase(), pswd: "secret-pass" });
    expect(byName).toMatchObject({
      status: 200,
      body: { role: "user", username: userA.username, name: "Anita", userId: userA.userId },
    });
    const byEmail = await api("POST", "/api/auth/login", { login: userA.email, pswd: "secret-pass" });
    expect(byEmail.body.userId).toBe(userA.userId);
    expect((await api("GET", "/api/auth/user/auth-test", undefined, byEmail.body.token)).status).toBe(200);
    const ad = await api("POST", "/api/auth/login", { login: ADMIN.login, pswd: ADMIN.password });
    expect(ad.body.role).toBe("admin");
  });

  test.each([
    [{ login: ADMIN.login, pswd: "wrong-password" }, 401, "Invalid email/username or password."],
    [{ login: "nobody@example.com", pswd: "whatever-pass" }, 401, "Invalid email/username or password."],
    [{ login: "", pswd: "x" }, 400, "Login is required."],
    [{ login: ADMIN.login }, 400, "Password is required."],
  ])("%o answers %i %s", async (payload, status, message) => {
    expect(await api("POST", "/api/auth/login", payload)).toMatchObject({ status, body: { message } });
  });
});

describe("POST /api/auth/register", () => {
  test("answers token and refreshToken; the role is user even when admin is asked for", async () => {
    const username = `mallory_${uniq()}`;
    const r = await api("POST", "/api/auth/register", {
      name: "Mallory",
      email: `${username}@example.com`,
      mobileNo: "+91 90000 00000",
      username,
      pswd: "secret-pass",
      role: "admin",
    });
    expect(r.status).toBe(201);
    expect(Object.keys(r.body).sort()).toEqual(["refreshToken", "token"]);
    expect((await api("GET", "/api/auth/protected-route", undefined, r.body.token)).body.user.role).toBe("user");
    expect((await api("GET", "/api/bookings", undefined, r.body.token)).status).toBe(403);
    const login = await api("POST", "/api/auth/login", { login: username, pswd: "secret-pass" });
    expect(login.body.role).toBe("user");
  });

  test.each([
    [{ email: "not-an-email" }, 400, "Please enter a valid email address."],
    [{ name: "" }, 400, "Name is required."],
    [{ mobileNo: "" }, 400, "Mobile number is required."],
    [{ username: "a b" }, 400, "Username must be 3-30 letters, digits, dots, dashes or underscores."],
    [{ pswd: "short" }, 400, "Password must be at least 8 characters."],
    [{ pswd: undefined }, 400, "Password is required."],
    [{ email: "DUP" }, 409, "An account with this email already exists."],
    [{ username: "DUP" }, 409, "This username is already taken."],
  ])("%o answers %i %s and creates nothing", async (over, status, message) => {
    const username = `reg_${uniq()}`;
    const payload: Record<string, unknown> = {
      name: "Reg",
      email: `${username}@example.com`,
      mobileNo: "+91 90000 00001",
      username,
      pswd: "secret-pass",
      role: "user",
      ...over,
    };
    if (payload.email === "DUP") payload.email = userA.email.toUpperCase();
    if (payload.username === "DUP") payload.username = userA.username;
    const before = await count("users");
    expect(await api("POST", "/api/auth/register", payload)).toMatchObject({ status, body: { message } });
    expect(await count("users")).toBe(before);
  });
});

describe("POST /api/auth/refresh-token", () => {
  test("answers only a new token; the refresh token is not spent", async () => {
    const first = await api("POST", "/api/auth/refresh-token", { refreshToken: userB.refreshToken });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body)).toEqual(["token"]);
    expect((await api("GET", "/api/auth/user/auth-test", undefined, first.body.token)).body.name).toBe("Bharat");
    const again = await api("POST", "/api/auth/refresh-token", { refreshToken: userB.refreshToken });
    expect(again.status).toBe(200);
  });

  test("an unknown refresh token answers 401; a missing one 400", async () => {
    expect(await api("POST", "/api/auth/refresh-token", { refreshToken: "nope" })).toMatchObject({
      status: 401,
      body: { message: "Invalid or expired refresh token. Please log in again." },
    });
    expect(await api("POST", "/api/auth/refresh-token", {})).toMatchObject({
      status: 400,
      body: { message: "Refresh token is required." },
    });
  });
});

describe("POST /api/upload", () => {
  test("guests 401, users 403; nothing is stored", async () => {
    const before = await count("uploads");
    expect((await upload(PNG)).status).toBe(401);
    expect((await upload(PNG, userA.token)).status).toBe(403);
    expect((await upload(PNG, userB.token)).status).toBe(403);
    expect(await count("uploads")).toBe(before);
  });

  test("an admin uploads a PNG: fileUrls holds an absolute URL that serves it and may be saved on a bus", async () => {
    const r = await upload(PNG, admin.token);
    expect(r.status).toBe(201);
    const [url] = r.body.fileUrls;
    expect(url).toMatch(new RegExp(`^${s.url}/uploads/[0-9a-f-]{36}\\.png$`));
    const img = await fetch(url);
    expect(img.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await img.arrayBuffer()).equals(PNG)).toBe(true);
    const bus = await api("POST", "/api/buses", busPayload({ images: [url] }), admin.token);
    expect(bus.body.images).toEqual([url]);
  });

  test.each([
    ["text dressed as an image", Buffer.from("<script>alert(1)</script>"), 400, "Please select a valid image file."],
    ["an empty file", Buffer.alloc(0), 400, "Please select a valid image file."],
    ["5 MB or more", Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 413, "Image size must be less than 5MB."],
    ["no field named file", null, 400, "Please select an image file or provide a valid image URL."],
  ])("%s is refused and nothing is stored", async (_what, file, status, message) => {
    const before = await count("uploads");
    expect(await upload(file as Buffer | null, admin.token)).toMatchObject({ status, body: { message } });
    expect(await count("uploads")).toBe(before);
  });

  test("an image in another field, or a cut-off multipart body, answers 400 and stores nothing", async () => {
    const before = await count("uploads");
    expect(await upload(PNG, admin.token, "image")).toMatchObject({
      status: 400,
      body: { message: "Please select an image file or provide a valid image URL." },
    });
    const cut = await fetch(`${s.url}/api/upload`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}`, "content-type": "multipart/form-data; boundary=x" },
      body: '--x\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(cut.status).toBe(400);
    expect(await cut.json()).toEqual({ message: 'Send the image as multipart/form-data in the field "file".' });
    expect(await count("uploads")).toBe(before);
  });

  test("a body that is not multipart answers 400", async () => {
    const r = await api("POST", "/api/upload", { file: "x" }, admin.token);
    expect(r).toMatchObject({
      status: 400,
      body: { message: 'Send the image as multipart/form-data in the field "file".' },
    });
  });
});

describe("bodies and unknown paths", () => {
  test("malformed JSON answers 400 'Malformed JSON in request body.'", async () => {
    const r = await api("POST", "/api/bookings", "{ not json", undefined);
    expect(r).toMatchObject({ status: 400, body: { message: "Malformed JSON in request body." } });
    const r2 = await api("PUT", `/api/buses/${busId}`, '{"name":', admin.token);
    expect(r2.status).toBe(400);
  });

  test("a JSON body over 1 MB answers 413 and stores nothing", async () => {
    const before = await count("bookings");
    const r = await api("POST", "/api/bookings", bookingPayload({ notes: "x".repeat(1_100_000) }));
    expect(r).toMatchObject({ status: 413, body: { message: "Request body is too large." } });
    expect(await count("bookings")).toBe(before);
  });

  test("a request with no body is invalid input, not a crash", async () => {
    expect((await api("POST", "/api/bookings")).status).toBe(400);
    expect((await api("POST", "/api/auth/login")).status).toBe(400);
    expect((await api("POST", "/api/buses", undefined, admin.token)).status).toBe(400);
  });

  test("unknown /api paths and methods answer JSON 404", async () => {
    for (const [m, p] of [
      ["GET", "/api/nothing"],
      ["PATCH", `/api/buses/${busId}`],
      ["GET", "/api/bookings/x/y/z"],
    ]) {
      const r = await s.rest(m, p);
      expect(r.status).toBe(404);
      expect(r.body.message).toBeTruthy();
    }
  });
});

describe("parity: REST and GraphQL give the same result for the same operation", () => {
  const GQL_STATUS: Record<string, string> = { Available: "Available", InUse: "In Use", Maintenance: "Maintenance" };

  test("list buses", async () => {
    const g = await s.gql(
      `{ buses { id name capacity status description features images lastMaintenance popularRoutes { id from to duration distance } } }`,
    );
    const r = await api("GET", "/api/buses");
    const fromRest = r.body.map((b: any) => ({
      id: b._id,
      name: b.name,
      capacity: b.capacity,
      status: b.status,
      description: b.description,
      features: b.features,
      images: b.images,
      lastMaintenance: b.lastMaintenance,
      popularRoutes: b.popularRoutes.map((x: any) => ({
        id: x._id,
        from: x.from,
        to: x.to,
        duration: x.duration,
        distance: x.distance,
      })),
    }));
    expect(fromRest).toEqual(g.data.buses.map((b: any) => ({ ...b, status: GQL_STATUS[b.status] })));
  });

  test("create booking (and read it back through the other API)", async () => {
    const payload = bookingPayload();
    const rest = await newBooking(payload);
    const { busType, ...rest2 } = payload;
    const g = await s.gql(
      `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id status days distance departureDate pickupLocation destination notes bus { id name capacity } } auth { role } } }`,
      { i: { ...rest2, busId: busType, email: `g.${uniq()}@example.com` } },
    );
    const gb = g.data.createBooking.booking;
    expect({
      status: rest.status,
      days: rest.days,
      distance: rest.distance,
      departureDate: rest.departureDate,
      pickupLocation: rest.pickupLocation,
      destination: rest.destination,
      notes: rest.notes,
      bus: { id: rest.busType._id, name: rest.busType.name, capacity: rest.busType.capacity },
    }).toEqual({ ...gb, id: undefined });
    expect(rest.role).toBe(g.data.createBooking.auth.role);
    const readBack = await s.gql(
      `query($id: ID!) { booking(id: $id) { id distance status bus { id } } }`,
      { id: rest._id },
      admin.token,
    );
    expect(readBack.data.booking).toEqual({
      id: rest._id,
      distance: rest.distance,
      status: "Pending",
      bus: { id: busType },
    });
    const list = (await api("GET", "/api/bookings", undefined, admin.token)).body;
    expect(list.find((b: any) => b._id === gb.id)).toMatchObject({
      distance: gb.distance,
      busType: { _id: gb.bus.id },
    });
  });

  test("bad booking input gives the same message on both", async () => {
    const r = await api("POST", "/api/bookings", bookingPayload({ days: 0 }));
    const { busType, ...p } = bookingPayload({ days: 0 });
    const g = await s.gql(`mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }`, {
      i: { ...p, busId: busType },
    });
    expect(g.errors?.[0].message).toBe(r.body.message);
  });

  test("login (and tokens work on both APIs)", async () => {
    const r = await api("POST", "/api/auth/login", { login: userA.email, pswd: "secret-pass" });
    const g = await s.gql(`mutation($i: LoginInput!) { login(input: $i) { role username name userId } }`, {
      i: { login: userA.email, password: "secret-pass" },
    });
    expect({ role: r.body.role, username: r.body.username, name: r.body.name, userId: r.body.userId }).toEqual(
      g.data.login,
    );
    expect((await s.gql(`{ me { id } }`, {}, r.body.token)).data.me.id).toBe(userA.userId);
    const gToken = (await s.login(userA.email, "secret-pass")).token;
    expect((await api("GET", "/api/auth/user/auth-test", undefined, gToken)).body._id).toBe(userA.userId);
    const wrong = await api("POST", "/api/auth/login", { login: userA.email, pswd: "nope-nope" });
    const gWrong = await s.gql(`mutation($i: LoginInput!) { login(input: $i) { role } }`, {
      i: { login: userA.email, password: "nope-nope" },
    });
    expect(gWrong.errors?.[0].message).toBe(wrong.body.message);
  });

  test("set status: each API sees the other's change and the history records both", async () => {
    const b = await newBooking({ departureDate: inDays(300) });
    const viaRest = await api("PUT", `/api/bookings/${b._id}`, { ...b, status: "Cancelled" }, admin.token);
    const g = await s.gql(`query($id: ID!) { booking(id: $id) { status } }`, { id: b._id }, admin.token);
    expect(g.data.booking.status).toBe(viaRest.body.status);
    const viaGql = await s.gql(
      `mutation($id: ID!) { setBookingStatus(id: $id, status: Confirmed) { status } }`,
      { id: b._id },
      admin.token,
    );
    const listed = (await api("GET", "/api/bookings", undefined, admin.token)).body.find((x: any) => x._id === b._id);
    expect(listed.status).toBe(viaGql.data.setBookingStatus.status);
    const h = await s.gql(
      `query($id: ID!) { booking(id: $id) { history { fromStatus toStatus } } }`,
      { id: b._id },
      admin.token,
    );
    expect(h.data.booking.history).toEqual([
      { fromStatus: null, toStatus: "Pending" },
      { fromStatus: "Pending", toStatus: "Cancelled" },
      { fromStatus: "Cancelled", toStatus: "Confirmed" },
    ]);
  });

  test("a user is refused the same admin operation on both", async () => {
    const r = await api("GET", "/api/bookings", undefined, userA.token);
    const g = await s.gql(`{ bookings { id } }`, {}, userA.token);
    expect(g.errors?.[0].message).toBe(r.body.message);
    const gb = await s.gql(`mutation { createBus(input: { name: "X" }) { id } }`, {}, userA.token);
    expect(gb.errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });
});

describe("the operator's desk: cancellation requests, fare, staff notes, bus blackouts", () => {
  test("each answer matches the document; customers are refused staff's calls and never see staff notes", async () => {
    const bus = busIds[0];
    const created = await api(
      "POST",
      "/api/bookings",
      {
        pickupLocation: "Varanasi",
        destination: "Sarnath",
        departureDate: inDays(70),
        days: 1,
        busType: bus,
        name: "Desk",
        email: userA.email,
        phone: "+91 98390 12345",
        passengers: "12",
      },
      userA.token,
    );
    expect(created.body.passengers).toBe(12);
    const id = created.body._id;
    expect(
      (await api("PUT", `/api/bookings/${id}/fare`, { agreedFare: 18000, advance: 3000 }, userA.token)).status,
    ).toBe(403);
    expect(
      (await api("PUT", `/api/bookings/${id}/fare`, { agreedFare: 18000, advance: 3000 }, admin.token)).body,
    ).toMatchObject({ agreedFare: 18000, advance: 3000, balance: 18000 });
    // The advance marked received is a payment of the ledger.
    expect(
      (
        await api(
          "PUT",
          `/api/bookings/${id}/fare`,
          { agreedFare: 18000, advance: 3000, advanceReceivedOn: inDays(0) },
          admin.token,
        )
      ).body,
    ).toMatchObject({ balance: 15000 });
    expect((await api("GET", `/api/bookings/${id}/payments`, undefined, admin.token)).body).toEqual([
      expect.objectContaining({
        kind: "advance",
        method: "upi_manual",
        amount: 3000,
        receivedOn: inDays(0),
        reference: null,
      }),
    ]);
    expect((await api("GET", `/api/bookings/${id}/payments`, undefined, userA.token)).status).toBe(403);
    expect(
      (
        await api(
          "POST",
          `/api/bookings/${id}/payments`,
          { method: "cash", amount: 500, reference: "Receipt 7" },
          admin.token,
        )
      ).body,
    ).toMatchObject({ kind: "balance", method: "cash", amount: 500, reference: "Receipt 7" });
    const collections = await api("GET", `/api/payments?from=${inDays(0)}&method=cash`, undefined, admin.token);
    expect(collections.body.items).toContainEqual(expect.objectContaining({ reference: "Receipt 7", bookingId: id }));
    // Online payment through the gateway (a fake Razorpay here): the owner's Checkout order, staff's payment link.
    const checkout = await api("POST", `/api/bookings/${id}/payments/orders`, {}, userA.token);
    expect(checkout.status).toBe(201);
    expect(checkout.body).toMatchObject({ kind: "balance", amount: 14500, amountPaise: 1450000, currency: "INR" });
    const link = await api("POST", `/api/bookings/${id}/payments/links`, undefined, admin.token);
    expect(link.body.order).toMatchObject({ kind: "balance", amount: 14500, status: "created" });
    expect(
      (await api("GET", `/api/bookings/${id}/payments/orders`, undefined, admin.token)).body.map(
        (o: { providerOrderId: string }) => o.providerOrderId,
      ),
    ).toEqual([link.body.order.providerOrderId, checkout.body.orderId]);
    // A refund of a payment received by hand is paid back at once; the booking's balance follows.
    const cash = collections.body.items.find((p: { reference: string }) => p.reference === "Receipt 7");
    const refund = await api(
      "POST",
      `/api/payments/${cash._id}/refunds`,
      { amount: 100, reason: "Overpaid" },
      admin.token,
    );
    expect(refund.body).toMatchObject({ amount: 100, method: "cash", status: "processed", reason: "Overpaid" });
    expect((await api("GET", `/api/bookings/${id}/payments/refunds`, undefined, admin.token)).body).toHaveLength(1);
    // Paid online, but not the amount asked: held; staff see it among the payments needing attention and accept it.
    await razorpay.pay(checkout.body.orderId, { amount: 100 });
    const held = await until(async () => {
      const r = await api("GET", "/api/payments/issues?kind=held", undefined, admin.token);
      return r.body.length > 0 && r;
    });
    expect(held.body[0]).toMatchObject({ kind: "held", amount: 1, bookingId: id });
    expect((await api("GET", "/api/payments/issues?kind=unmatched", undefined, admin.token)).status).toBe(200);
    expect((await api("GET", "/api/payments/issues?kind=nope", undefined, admin.token)).status).toBe(400);
    expect((await api("POST", `/api/payments/${held.body[0].id}/accept`, undefined, admin.token)).body).toEqual([]);
    // The cancellation policy's tiers, and the refund they give on this booking.
    const policy = await api(
      "PUT",
      "/api/payments/refund-policy",
      { tiers: [{ daysBefore: 0, percent: 50 }] },
      admin.token,
    );
    expect(policy.body).toEqual({ tiers: [{ daysBefore: 0, percent: 50 }] });
    expect((await api("GET", "/api/payments/refund-policy", undefined, admin.token)).body).toEqual(policy.body);
    const proposal = await api("GET", `/api/bookings/${id}/payments/cancellation-refund`, undefined, admin.token);
    expect(proposal.body).toMatchObject({ tierDays: 0, percent: 50, refundable: 3401, suggested: 1700.5 });
    const byPolicy = await api(
      "POST",
      `/api/bookings/${id}/payments/cancellation-refund`,
      { amount: 10, reason: "Goodwill" },
      admin.token,
    );
    // The online payment first (₹1, through Razorpay), then the newest payment received by hand.
    expect(byPolicy.body.map((r: { amount: number; method: string }) => [r.amount, r.method])).toEqual([
      [1, "razorpay"],
      [9, "cash"],
    ]);
    expect(
      (await s.gql(`query($id: ID!) { booking(id: $id) { balance } }`, { id }, admin.token)).data.booking.balance,
    ).toBe(14609); // ₹14,500 owed, plus the ₹100 and ₹10 paid back, less the ₹1 paid online
    expect((await api("POST", `/api/bookings/${id}/staff-notes`, { body: "VIP guest" }, admin.token)).status).toBe(201);
    expect((await api("GET", `/api/bookings/${id}/staff-notes`, undefined, admin.token)).body).toEqual([
      expect.objectContaining({ body: "VIP guest" }),
    ]);
    expect((await api("GET", `/api/bookings/${id}/staff-notes`, undefined, userA.token)).status).toBe(403);
    expect(
      (await api("POST", `/api/bookings/${id}/cancellation-request`, { reason: "Change of plan" }, userB.token)).status,
    ).toBe(403);
    expect(
      (await api("POST", `/api/bookings/${id}/cancellation-request`, { reason: "Change of plan" }, userA.token)).body
        .cancelReason,
    ).toBe("Change of plan");
    expect((await api("POST", `/api/bookings/${id}/cancellation-request`, {}, userA.token)).status).toBe(409);
    expect(
      (
        await api(
          "POST",
          `/api/bookings/${id}/cancellation-answer`,
          { accept: false, message: "Please call us" },
          admin.token,
        )
      ).body,
    ).toMatchObject({ cancelDeclinedMessage: "Please call us" });
    expect(
      (
        await api(
          "POST",
          `/api/buses/${bus}/blackouts`,
          { startDate: inDays(90), endDate: inDays(92), reason: "Service" },
          userA.token,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await api(
          "POST",
          `/api/buses/${bus}/blackouts`,
          { startDate: inDays(90), endDate: inDays(92), reason: "Service" },
          admin.token,
        )
      ).status,
    ).toBe(201);
    expect((await api("GET", `/api/buses/${bus}/blackouts`)).body).toEqual([
      expect.objectContaining({ reason: "Service", startDate: inDays(90) }),
    ]);
    expect((await api("GET", `/api/buses/${UNKNOWN_ID}/blackouts`)).status).toBe(404);
  });
});

describe("rate cards and quotes", () => {
  test("staff price a booking from a rate card and send it; the customer asks for a change, then accepts version 2", async () => {
    const bus = busIds[1];
    const card = await api(
      "POST",
      "/api/rate-cards",
      {
        name: "REST card",
        busId: bus,
        perKm: "65",
        minKmPerDay: 300,
        driverAllowance: 300,
        nightHalt: "500",
        gstRate: 12,
      },
      admin.token,
    );
    expect(card).toMatchObject({ status: 200, body: { busId: bus, current: { perKm: "65.00", gstRate: 12 } } });
    const cards = await api("GET", "/api/rate-cards", undefined, admin.token);
    expect(cards.body.some((c: { _id: string }) => c._id === card.body._id)).toBe(true);
    const booked = await api(
      "POST",
      "/api/bookings",
      bookingPayload({ busType: bus, departureDate: inDays(150), days: 2 }),
      userA.token,
    );
    const id = booked.body._id;
    expect((await api("POST", `/api/bookings/${id}/quote`, undefined, admin.token)).body).toMatchObject({
      state: "Draft",
      version: 1,
      gstRate: 12,
    });
    const edited = await api(
      "PUT",
      `/api/bookings/${id}/quote`,
      {
        lines: [
          { kind: "km", label: "600 km", quantity: 600, unit: "65" },
          { kind: "toll", label: "Tolls", quantity: 1, atActuals: true },
        ],
        validUntil: inDays(5),
        advanceAmount: "5000",
      },
      admin.token,
    );
    // 600 km x ₹65 = ₹39,000; GST 12 % = ₹2,340 CGST + ₹2,340 SGST; total ₹43,680.
    expect(edited.body).toMatchObject({ taxable: "39000.00", cgst: "2340.00", sgst: "2340.00", total: "43680.00" });
    expect((await api("POST", `/api/bookings/${id}/quote/send`, undefined, admin.token)).body.state).toBe("Sent");
    expect((await api("GET", `/api/bookings/${id}/quote`, undefined, userA.token)).body.total).toBe("43680.00");
    const change = await api(
      "POST",
      `/api/bookings/${id}/quote/change-request`,
      { message: "Add a stop at Sarnath" },
      userA.token,
    );
    expect(change.body).toMatchObject({ state: "Declined", changeRequest: "Add a stop at Sarnath" });
    await api("POST", `/api/bookings/${id}/quote`, undefined, admin.token);
    await api("POST", `/api/bookings/${id}/quote/send`, undefined, admin.token);
    const versions = await api("GET", `/api/bookings/${id}/quote/versions`, undefined, userA.token);
    expect(versions.body.map((q: { version: number; state: string }) => [q.version, q.state])).toEqual([
      [2, "Sent"],
      [1, "Declined"],
    ]);
    const accepted = await api("POST", `/api/bookings/${id}/quote/accept`, { acceptTerms: true }, userA.token);
    expect(accepted.body.state).toBe("Accepted");
    const mine = await api("GET", "/api/bookings/user/userbooking", undefined, userA.token);
    expect(mine.body.find((b: { _id: string }) => b._id === id)).toMatchObject({
      agreedFare: Number(accepted.body.total),
      advance: Number(accepted.body.advance),
    });
  });
});

describe("drivers", () => {
  test("staff keep the drivers list and assign a driver to a Confirmed booking; answers match the document", async () => {
    const form = {
      name: "Rest Driver",
      phone: "+91 94150 66666",
      licenceNumber: `REST-${uniq()}`,
      licenceValidUntil: inDays(2000),
    };
    expect((await api("POST", "/api/drivers", form, userA.token)).status).toBe(403);
    const driver = (await api("POST", "/api/drivers", form, admin.token)).body;
    expect(driver).toMatchObject({ name: "Rest Driver", active: true, language: "hi" });
    expect((await api("GET", "/api/drivers", undefined, admin.token)).body).toContainEqual(driver);
    expect((await api("GET", `/api/drivers/${driver._id}`, undefined, admin.token)).body).toEqual(driver);
    const edited = await api("PUT", `/api/drivers/${driver._id}`, { languages: "Hindi, English" }, admin.token);
    expect(edited.body.languages).toBe("Hindi, English");
    const booking = await api(
      "POST",
      "/api/bookings",
      {
        pickupLocation: "Varanasi",
        destination: "Prayagraj",
        departureDate: inDays(480),
        days: 2,
        busType: busIds[0],
        name: "Driven",
        email: userA.email,
        phone: "+91 98390 12345",
      },
      userA.token,
    );
    const id = booking.body._id;
    expect((await api("PUT", `/api/bookings/${id}/drivers`, { driverIds: [driver._id] }, admin.token)).status).toBe(
      409,
    );
    expect((await api("PUT", `/api/bookings/${id}`, { status: "Confirmed" }, admin.token)).status).toBe(200);
    const assigned = await api("PUT", `/api/bookings/${id}/drivers`, { driverIds: [driver._id] }, admin.token);
    expect(assigned.body).toEqual([
      expect.objectContaining({ seat: 1, bookingId: id, driver: expect.objectContaining({ _id: driver._id }) }),
    ]);
    expect((await api("GET", `/api/bookings/${id}/drivers`, undefined, admin.token)).body).toHaveLength(1);
    expect((await api("DELETE", `/api/drivers/${driver._id}`, undefined, admin.token)).status).toBe(409);
    const spare = (await api("POST", "/api/drivers", { ...form, licenceNumber: `REST-${uniq()}` }, admin.token)).body;
    expect((await api("DELETE", `/api/drivers/${spare._id}`, undefined, admin.token)).body).toEqual({
      message: "Driver deleted.",
      _id: spare._id,
    });
  });
});

describe("the driver's link", () => {
  test("start, stop, expense, close; staff read the trip, close one and withdraw or renew a link; answers match the document", async () => {
    const bus = (
      await api(
        "POST",
        "/api/buses",
        { name: `Link Bus ${uniq()}`, capacity: 20, description: "d", features: "AC", lastMaintenance: inDays(-5) },
        admin.token,
      )
    ).body._id;
    const confirmedTrip = async () => {
      const b = await api(
        "POST",
        "/api/bookings",
        {
          pickupLocation: "Varanasi",
          destination: "Sarnath",
          departureDate: inDays(1),
          days: 1,
          busType: bus,
          name: "Linked",
          email: userA.email,
          phone: "+91 98390 12345",
        },
        userA.token,
      );
      await api("PUT", `/api/bookings/${b.body._id}`, { status: "Confirmed" }, admin.token);
      const d = await api(
        "POST",
        "/api/drivers",
        {
          name: "Link Driver",
          phone: "+91 94150 77777",
          licenceNumber: `LINK-${uniq()}`,
          licenceValidUntil: inDays(900),
        },
        admin.token,
      );
      const [a] = (await api("PUT", `/api/bookings/${b.body._id}/drivers`, { driverIds: [d.body._id] }, admin.token))
        .body;
      const link = (await api("GET", `/api/driver-assignments/${a._id}/link`, undefined, admin.token)).body;
      // Cancel it afterwards so the bus is free for the next one.
      return { bookingId: b.body._id as string, assignmentId: a._id as string, token: (link.path as string).slice(3) };
    };
    const t = await confirmedTrip();
    expect((await api("GET", `/api/bookings/${t.bookingId}/trip`, undefined, admin.token)).body).toBeNull();
    expect((await api("GET", `/api/driver-trips/${t.token}`)).body).toMatchObject({
      bookingId: t.bookingId,
      startedAt: null,
    });
    expect((await api("GET", `/api/driver-trips/not-a-link`)).status).toBe(404);
    const step = () => crypto.randomUUID();
    expect(
      (await api("POST", `/api/driver-trips/${t.token}/start`, { stepId: step(), openingKm: 100 })).body.openingKm,
    ).toBe(100);
    expect((await api("POST", `/api/driver-trips/${t.token}/stops`, { stepId: step(), stop: "Sarnath" })).status).toBe(
      200,
    );
    // The bus's last position: shared by the driver's link, read by staff near the gazetteer's nearest place.
    const shared = await api("POST", `/api/driver-trips/${t.token}/position`, {
      lat: 25.3811,
      lon: 83.0213,
      accuracy: 25,
    });
    expect(shared.status).toBe(200);
    const seen = await api("GET", `/api/bookings/${t.bookingId}/bus-position`, undefined, admin.token);
    expect(seen.body).toMatchObject({ lat: 25.3811, near: { name: "Sarnath" } });
    // The dispatch board's week shows the trip; its assignment options say who is free.
    const board = await api("GET", `/api/dispatch?from=${inDays(0)}&days=7`, undefined, admin.token);
    expect(board.status).toBe(200);
    expect(JSON.stringify(board.body)).toContain(t.bookingId);
    const options = await api("GET", `/api/bookings/${t.bookingId}/dispatch-options`, undefined, admin.token);
    expect(options.status).toBe(200);
    const form = new FormData();
    form.append("stepId", step());
    form.append("kind", "parking");
    form.append("amount", "40");
    form.append("file", new Blob([PNG]), "r.png");
    const res = await fetch(`${s.url}/api/driver-trips/${t.token}/expenses`, { method: "POST", body: form });
    const expenseBody = await res.json();
    checker.check("POST", `/api/driver-trips/${t.token}/expenses`, res.status, expenseBody);
    expect(res.status).toBe(200);
    const code = (await api("GET", `/api/bookings/${t.bookingId}/trip`, undefined, admin.token)).body.customerCode;
    const closed = await api("POST", `/api/driver-trips/${t.token}/close`, { stepId: step(), closingKm: 130, code });
    expect(closed.body).toMatchObject({ actualKm: 30, closedBy: "driver" });
    // The duty slip, and the closed trip's lines offered for the invoice.
    const duty = { reportingTime: "06:00", collectOnBoard: true };
    expect((await api("PUT", `/api/bookings/${t.bookingId}/duty-slip`, duty, admin.token)).body).toMatchObject(duty);
    expect(
      (await api("GET", `/api/bookings/${t.bookingId}/duty-slip`, undefined, admin.token)).body.slipPathHi,
    ).toMatch(/lang=hi$/);
    const charges = (await api("GET", `/api/bookings/${t.bookingId}/trip-charges`, undefined, admin.token)).body;
    expect(charges).toContainEqual(expect.objectContaining({ quantity: 1, amountPaise: 4000, approved: null }));
    const decision = { source: charges[0].source, approve: true };
    const decided = await api("POST", `/api/bookings/${t.bookingId}/trip-charges/decide`, decision, admin.token);
    expect(decided.body[0].approved).toBe(true);
    // Every line decided after the close: the trip is completed, its settlement read back.
    const completed = await api("POST", `/api/bookings/${t.bookingId}/complete`, undefined, admin.token);
    expect(completed.body).toMatchObject({ tripState: "Completed", actualKm: 30, missing: [] });
    const settlement = await api("GET", `/api/bookings/${t.bookingId}/settlement`, undefined, admin.token);
    expect(settlement.body).toMatchObject({ tripState: "Completed", charges: [{ amountPaise: 4000, approved: true }] });
    // Staff book for a customer who called (name and phone only).
    const enquiry = await api(
      "POST",
      "/api/bookings/for-customer",
      {
        ...{ pickupLocation: "Varanasi", destination: "Sarnath", departureDate: inDays(30), days: 1 },
        ...{ busType: busIds[0], name: "Phone Caller", phone: "+91 90000 31313", passengers: 2 },
      },
      admin.token,
    );
    expect(enquiry).toMatchObject({ status: 201, body: { name: "Phone Caller", email: "", status: "Pending" } });
    await api("PUT", `/api/bookings/${t.bookingId}`, { status: "Cancelled" }, admin.token);

    const u = await confirmedTrip();
    await api("POST", `/api/driver-trips/${u.token}/start`, { stepId: step(), openingKm: 10 });
    const staffClosed = await api("POST", `/api/bookings/${u.bookingId}/trip/close`, { closingKm: 20 }, admin.token);
    expect(staffClosed.body).toMatchObject({ closedBy: "staff", actualKm: 10 });
    expect(
      (await api("POST", `/api/driver-assignments/${u.assignmentId}/link/revoke`, undefined, admin.token)).body.revoked,
    ).toBe(true);
    expect((await api("GET", `/api/driver-trips/${u.token}`)).status).toBe(403);
    expect(
      (await api("POST", `/api/driver-assignments/${u.assignmentId}/link/renew`, undefined, admin.token)).body.revoked,
    ).toBe(false);
  });
});

describe("vehicle documents", () => {
  test("each answer matches the document: upload a scan, record, read, renew, check compliance, delete", async () => {
    const bus = busIds[0];
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(Buffer.from("%PDF-1.4\n%%EOF\n"))]), "fitness.pdf");
    const res = await fetch(`${s.url}/api/documents/files`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}` },
      body: form,
    });
    const file = (await res.json()) as { fileId: string };
    checker.check("POST", "/api/documents/files", res.status, file);
    expect(res.status).toBe(201);
    const body = {
      type: "Fitness",
      number: `FC-${uniq()}`,
      issuer: "RTO Varanasi",
      validFrom: inDays(-30),
      validUntil: inDays(20),
      fileId: file.fileId,
    };
    const created = await api("POST", `/api/buses/${bus}/documents`, body, admin.token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: "Fitness", status: "Expiring", fileName: "fitness.pdf" });
    const id = created.body._id;
    expect((await api("POST", `/api/buses/${bus}/documents`, body, admin.token)).status).toBe(409);
    expect((await api("GET", `/api/buses/${bus}/documents`, undefined, admin.token)).body[0]._id).toBe(id);
    expect((await api("GET", `/api/documents/${id}`, undefined, admin.token)).body.busId).toBe(bus);
    const overview = await api("GET", "/api/documents", undefined, admin.token);
    expect(overview.body.next.map((d: { _id: string }) => d._id)).toContain(id);
    const lapse = await api(
      "GET",
      `/api/buses/${bus}/compliance?from=${inDays(19)}&until=${inDays(21)}`,
      undefined,
      admin.token,
    );
    expect(lapse.body).toMatchObject({ enforced: true, compliant: false });
    expect(lapse.body.issues).toContainEqual(
      expect.objectContaining({ kind: "expires", requirement: "Fitness", date: inDays(20) }),
    );
    const bad = await api(
      "GET",
      `/api/buses/${bus}/compliance?from=${inDays(5)}&until=${inDays(1)}`,
      undefined,
      admin.token,
    );
    expect(bad.status).toBe(400);
    const renewed = await api("PUT", `/api/documents/${id}`, { validUntil: inDays(400) }, admin.token);
    expect(renewed.body).toMatchObject({ status: "Valid", validUntil: inDays(400) });
    expect((await api("DELETE", `/api/documents/${id}`, undefined, admin.token)).body._id).toBe(id);
    expect((await api("GET", `/api/documents/${id}`, undefined, admin.token)).status).toBe(404);
  });
});

describe("changing a booking's bus", () => {
  test("staff move a booking to another bus; an unknown bus answers 400 and changes nothing", async () => {
    const created = await api("POST", "/api/bookings", {
      pickupLocation: "Varanasi",
      destination: "Sarnath",
      departureDate: inDays(140),
      days: 1,
      busType: busIds[0],
      name: "Bus Change",
      email: `bus.change.${uniq()}@example.com`,
      phone: "+91 98390 12345",
    });
    expect(created.status).toBe(201);
    const id = created.body._id;
    const bad = await api("PUT", `/api/bookings/${id}/bus`, { busId: "not-a-bus" }, admin.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("The selected bus does not exist.");
    const moved = await api("PUT", `/api/bookings/${id}/bus`, { busId: busIds[1] }, admin.token);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ _id: id, status: "Pending", busType: { _id: busIds[1] } });
  });
});

describe("tax invoices", () => {
  test("tax settings, billing details, an invoice and a credit note, each answer as documented", async () => {
    const settings = await api(
      "PUT",
      "/api/tax/settings",
      { gstin: "09AAACK1234A1Z8", address: "Sigra, Varanasi" },
      admin.token,
    );
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({ gstin: "09AAACK1234A1Z8", state: "09", scheme: 5, invoicePrefix: "KCT" });
    expect((await api("GET", "/api/tax/settings", undefined, admin.token)).body.sac).toBe("9966");
    expect((await api("PUT", "/api/tax/settings", { gstin: "09AAACK1234A1Z0" }, admin.token)).status).toBe(400);

    const created = await api("POST", "/api/bookings", bookingPayload({ departureDate: inDays(250) }), userA.token);
    expect(created.status).toBe(201);
    const id = created.body._id;
    expect((await api("GET", `/api/bookings/${id}/billing`, undefined, userA.token)).body).toBeNull();
    const billing = await api(
      "PUT",
      `/api/bookings/${id}/billing`,
      { name: "Asha Verma", address: "Lanka" },
      userA.token,
    );
    expect(billing.body).toMatchObject({ name: "Asha Verma", gstin: null, business: false, stateCode: null });
    expect((await api("GET", `/api/bookings/${id}/billing`, undefined, admin.token)).body.name).toBe("Asha Verma");
    expect((await api("POST", `/api/bookings/${id}/invoices`, undefined, admin.token)).status).toBe(400); // Pending
    await s.db.query(
      `UPDATE bookings SET status = 'Confirmed', "agreedFarePaise" = 525000, "balancePaise" = 525000 WHERE id = $1`,
      [id],
    );
    const invoice = await api("POST", `/api/bookings/${id}/invoices`, undefined, admin.token);
    expect(invoice.status).toBe(201);
    expect(invoice.body).toMatchObject({ taxable: "5000.00", cgst: "125.00", sgst: "125.00", total: "5250.00" });
    expect((await api("GET", `/api/tax/invoices/${invoice.body._id}`, undefined, userA.token)).body.number).toBe(
      invoice.body.number,
    );
    const note = await api(
      "POST",
      `/api/tax/invoices/${invoice.body._id}/credit-notes`,
      { amount: "500", reason: "One day fewer" },
      admin.token,
    );
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ kind: "credit_note", total: "525.00", invoiceId: invoice.body._id });
    const list = await api("GET", `/api/bookings/${id}/invoices`, undefined, userA.token);
    expect(list.body.map((d: { kind: string }) => d.kind)).toEqual(["invoice", "credit_note"]);
  });
});

describe("WhatsApp and SMS", () => {
  test("consent, a booking's messages, staff's reply, templates and costs: each answer as documented", async () => {
    const id = (await newBooking({ phone: "+91 98390 55501" }, userA.token))._id;
    const put = await api(
      "PUT",
      "/api/auth/consents",
      { purpose: "transactional", channel: "whatsapp", granted: true },
      userA.token,
    );
    expect(put.body).toEqual([
      expect.objectContaining({ purpose: "transactional", channel: "whatsapp", granted: true, source: "account" }),
    ]);
    expect((await api("GET", "/api/auth/consents", undefined, userA.token)).body).toEqual(put.body);
    const onQuote = await api("POST", `/api/bookings/${id}/quote/consent`, { granted: true }, userA.token);
    expect(onQuote.body.map((c: { channel: string }) => c.channel).sort()).toEqual(["sms", "whatsapp"]);
    expect((await api("GET", `/api/bookings/${id}/consents`, undefined, admin.token)).body).toEqual(onQuote.body);
    expect((await api("GET", `/api/customers/${userA.userId}/consents`, undefined, admin.token)).body).toEqual(
      onQuote.body,
    );
    // The booking was made before the customer agreed: its message was skipped, with the reason.
    const list = await api("GET", `/api/bookings/${id}/phone-messages`, undefined, admin.token);
    expect(list.body).toEqual([
      expect.objectContaining({ template: "request_received", state: "skipped", channel: "whatsapp" }),
    ]);
    expect((await api("POST", `/api/bookings/${id}/phone-messages`, { text: "Hello" }, admin.token)).status).toBe(409);
    await s.db.query(`INSERT INTO whatsapp_inbound (id, phone, text, "receivedAt") VALUES ($1, $2, 'Hi', now())`, [
      `wamid.rest.${uniq()}`,
      "919839055501",
    ]);
    const reply = await api("POST", `/api/bookings/${id}/phone-messages`, { text: "Hello" }, admin.token);
    expect(reply).toMatchObject({
      status: 201,
      body: { channel: "whatsapp", template: null, recipient: "919839055501" },
    });
    const templates = await api("GET", "/api/messages/templates", undefined, admin.token);
    expect(templates.body).toHaveLength(10);
    const off = await api("PUT", "/api/messages/templates", { name: "trip_reminder", enabled: false }, admin.token);
    expect(off.body.find((t: { name: string }) => t.name === "trip_reminder").enabled).toBe(false);
    await api("PUT", "/api/messages/templates", { name: "trip_reminder", enabled: true }, admin.token);
    const costs = await api("GET", "/api/messages/costs?month=2026-12", undefined, admin.token);
    expect(costs.body).toEqual({ month: "2026-12", rows: expect.any(Array) });
  });
});

describe("groups in several buses and vendors", () => {
  test("a booking's vehicles are read and allocated, vendors and their buses kept, the vendor paid once", async () => {
    const id = (await newBooking({ busType: busIds[0], passengers: 2, buses: 2, departureDate: inDays(150), days: 1 }))
      ._id;
    const vehicles = await api("GET", `/api/bookings/${id}/vehicles`, undefined, admin.token);
    expect(vehicles.status).toBe(200);
    expect(vehicles.body).toHaveLength(2);
    const vendor = await api(
      "POST",
      "/api/vendors",
      { name: `Rest Vendor ${uniq()}`, phone: "+91 94150 22222" },
      admin.token,
    );
    expect(vendor.status).toBe(201);
    expect((await api("GET", "/api/vendors", undefined, admin.token)).status).toBe(200);
    expect((await api("GET", `/api/vendors/${vendor.body._id}`, undefined, admin.token)).status).toBe(200);
    const renamed = await api(
      "PUT",
      `/api/vendors/${vendor.body._id}`,
      { name: `${vendor.body.name} Travels`, phone: "+91 94150 22222", gstin: null },
      admin.token,
    );
    expect(renamed.status).toBe(200);
    const bus = await api(
      "POST",
      `/api/vendors/${vendor.body._id}/vehicles`,
      { registrationNumber: `UP65 R ${uniq().slice(0, 4)}`, capacity: 40 },
      admin.token,
    );
    expect(bus.status).toBe(201);
    const spare = await api(
      "POST",
      `/api/vendors/${vendor.body._id}/vehicles`,
      { registrationNumber: `UP65 S ${uniq().slice(0, 4)}`, capacity: 30 },
      admin.token,
    );
    const edited = await api(
      "PUT",
      `/api/vendor-vehicles/${spare.body._id}`,
      { registrationNumber: spare.body.registrationNumber, capacity: 32, description: "Non-AC" },
      admin.token,
    );
    expect(edited.body).toMatchObject({ capacity: 32, description: "Non-AC" });
    expect((await api("GET", `/api/vendors/${vendor.body._id}/vehicles`, undefined, admin.token)).body).toHaveLength(2);
    expect((await api("DELETE", `/api/vendor-vehicles/${spare.body._id}`, undefined, admin.token)).status).toBe(200);
    const allocated = await api(
      "PUT",
      `/api/bookings/${id}/vehicles`,
      { vehicles: [{ id: vehicles.body[0].id }, { id: vehicles.body[1].id, busId: bus.body._id, vendorCost: "9000" }] },
      admin.token,
    );
    expect(allocated.status).toBe(200);
    expect(allocated.body[1]).toMatchObject({ busId: bus.body._id, vendorCost: "9000.00" });
    expect((await api("GET", `/api/bookings/${id}/margin`, undefined, admin.token)).body).toBeNull();
    expect((await api("PUT", `/api/bookings/${id}`, { status: "Confirmed" }, admin.token)).status).toBe(200);
    const payables = await api("GET", `/api/vendor-payables?vendorId=${vendor.body._id}`, undefined, admin.token);
    expect(payables.body.owed).toBe("9000.00");
    const paid = await api(
      "POST",
      `/api/vendor-payables/${vehicles.body[1].id}/paid`,
      { reference: "NEFT 7" },
      admin.token,
    );
    expect(paid.status).toBe(200);
    const empty = await api("POST", "/api/vendors", { name: `Gone ${uniq()}`, phone: "+91 94150 33333" }, admin.token);
    expect((await api("DELETE", `/api/vendors/${empty.body._id}`, undefined, admin.token)).status).toBe(200);
  });
});

test("every documented operation was exercised with a success answer", () => {
  expect(checker.seen.size).toBeGreaterThan(40); // runs last: the whole file's answers were checked
  expect(checker.unexercised()).toEqual([]);
});
