/**
 * The GraphQL document limits, security headers and CORS, passwords and sessions, typed access tokens,
 * idempotent booking creation, null characters, stack traces and request ids: each through real HTTP.
 */
import jwt from "jsonwebtoken";
import { ADMIN, inDays, startServer, type TestServer } from "./harness";

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ CORS_ORIGINS: "https://partner.example.com" });
});
afterAll(() => s.close());

const post = async (body: unknown, url = s.url, headers: Record<string, string> = {}) => {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
};
const messages = (r: { body: any }) => (r.body.errors ?? []).map((e: any) => e.message) as string[];

describe("GraphQL document limits", () => {
  test("depth over 8 is refused", async () => {
    const deep = "{ a { b { c { d { e { f { g { h { i { j } } } } } } } } } }";
    expect(messages(await post({ query: deep }))).toContain("Syntax Error: Query depth limit of 8 exceeded, found 10.");
  });
  test("more than 15 aliases are refused", async () => {
    const q = `{ ${Array.from({ length: 16 }, (_, i) => `b${i}: buses { id }`).join(" ")} }`;
    expect(messages(await post({ query: q }))).toContain("Syntax Error: Aliases limit of 15 exceeded, found 16.");
  });
  test("more than 20 directives are refused", async () => {
    const q = `{ buses { id ${"@include(if: true) ".repeat(21)} } }`;
    expect(messages(await post({ query: q }))).toContain("Syntax Error: Directives limit of 20 exceeded, found 21.");
  });
  test("more than 1500 tokens are refused", async () => {
    const q = `{ buses { ${"id ".repeat(1600)} } }`;
    expect(messages(await post({ query: q }))).toContain("Syntax Error: Token limit of 1500 exceeded.");
  });
  test("a document costing over 5000 is refused", async () => {
    const q = `{ bookingsPage(first: 1000) { items { id name email phone status bus { id name } } } }`;
    expect(
      messages(await post({ query: q })).some((m) =>
        /^Syntax Error: Query Cost limit of 5000 exceeded, found \d+(\.\d+)?\.$/.test(m),
      ),
    ).toBe(true);
  });
  test("a batch (an array of operations) is refused with 400", async () => {
    const r = await fetch(`${s.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify([{ query: "{ buses { id } }" }, { query: "{ buses { id } }" }]),
    });
    expect(r.status).toBe(400);
    expect(await r.text()).toMatch(/batch/i);
  });
  test("an ordinary document passes", async () => {
    expect(
      (
        await post({
          query:
            "{ buses { id name capacity popularRoutes { from to } } settings { whatsappContacts { label number } } }",
        })
      ).body.errors,
    ).toBeUndefined();
  });
  test("outside production, introspection is on and errors carry no stack trace unless asked", async () => {
    expect((await post({ query: "{ __schema { queryType { name } } }" })).body.data.__schema.queryType.name).toBe(
      "Query",
    );
    const bad = await post({ query: "{ bussess { id } }" });
    expect(bad.body.errors[0].message).toMatch(/Did you mean "buses"/);
    expect(JSON.stringify(bad.body)).not.toMatch(/stacktrace|\/src\/|node_modules/);
  });
});

describe("production", () => {
  let p: TestServer;
  beforeAll(async () => {
    p = await startServer({ NODE_ENV: "production", ADMIN_PASSWORD: "Prod-Admin-Pass-2026!", SEED: "false" });
  });
  afterAll(() => p.close());
  test("introspection is off, field suggestions are hidden, the playground says how to enable it, HSTS is sent", async () => {
    const intro = await post({ query: "{ __schema { queryType { name } } }" }, p.url);
    expect(intro.body.errors[0].message).toMatch(/introspection is not allowed/i);
    const typo = await post({ query: "{ bussess { id } }" }, p.url);
    expect(typo.body.errors[0].message).not.toMatch(/Did you mean/);
    expect(typo.body.errors[0].message).toMatch(/\[Suggestion hidden\]/);
    const page = await fetch(`${p.url}/graphql`, { headers: { accept: "text/html" } });
    expect(await page.text()).toContain("GRAPHQL_INTROSPECTION=true");
    expect(page.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });
});

test("stack traces appear only when a developer asks (EXPOSE_STACK_TRACES=true, as npm run dev sets)", async () => {
  const dev = await startServer({ EXPOSE_STACK_TRACES: "true" });
  try {
    const bad = await post({ query: "{ bussess { id } }" }, dev.url);
    expect(Array.isArray(bad.body.errors[0].extensions.stacktrace)).toBe(true);
  } finally {
    await dev.close();
  }
  const plain = await post({ query: "{ bussess { id } }" });
  expect(plain.body.errors[0].extensions.stacktrace).toBeUndefined();
});

describe("headers and CORS", () => {
  test("no framing at all; HSTS only in production; a request id on every answer", async () => {
    const r = await fetch(`${s.url}/`);
    expect(r.headers.get("x-frame-options")).toBe("DENY");
    expect(r.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    // Scripts from this origin, and inline only the built page's own (the first-paint capture), by hash.
    expect(r.headers.get("content-security-policy")).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*(;|$)/);
    expect(r.headers.get("strict-transport-security")).toBeNull();
    expect(r.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const mine = await fetch(`${s.url}/api/buses`, { headers: { "x-request-id": "trace-abc-123" } });
    expect(mine.headers.get("x-request-id")).toBe("trace-abc-123");
  });
  test("CORS: only the CORS_ORIGINS allow-list is answered", async () => {
    const ok = await fetch(`${s.url}/api/buses`, {
      method: "OPTIONS",
      headers: { origin: "https://partner.example.com", "access-control-request-method": "POST" },
    });
    expect(ok.headers.get("access-control-allow-origin")).toBe("https://partner.example.com");
    const other = await fetch(`${s.url}/graphql`, {
      method: "OPTIONS",
      headers: { origin: "https://evil.example.net", "access-control-request-method": "POST" },
    });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("passwords, tokens and sessions", () => {
  const register = (username: string, pswd: string) =>
    s.rest("POST", "/api/auth/register", {
      name: "Pat",
      email: `${username}@example.com`,
      mobileNo: "+91 90000 33333",
      username,
      pswd,
    });

  test("common passwords are refused, 8 is the minimum, 64+ characters are welcome", async () => {
    expect((await register("common1", "password1")).body.message).toBe(
      "This password is too common. Please choose a less common password.",
    );
    expect((await register("common2", "Password123")).status).toBe(400);
    expect((await register("short1", "x7#Lp2")).body.message).toBe("Password must be at least 8 characters.");
    expect(
      (await register("long1", "a-long passphrase about the ghats of Varanasi at dawn, 2026 edition!!")).status,
    ).toBe(201);
    const g = await s.gql(
      `mutation { register(input: { name: "P", email: "common3@example.com", mobileNo: "+91 90000 33334", username: "common3", password: "qwertyuiop" }) { token } }`,
    );
    expect(g.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  test("a refresh token, or a JWT without the access type, is never an access token", async () => {
    const me = await s.login();
    expect((await s.rest("GET", "/api/auth/protected-route", undefined, me.refreshToken)).status).toBe(401);
    const untyped = jwt.sign({ role: "admin", name: "Admin" }, s.config.jwtSecret, {
      subject: me.userId,
      issuer: s.config.jwtIssuer,
      audience: s.config.jwtAudience,
      expiresIn: 60,
    });
    expect((await s.rest("GET", "/api/auth/protected-route", undefined, untyped)).status).toBe(401);
    expect((await s.rest("GET", "/api/auth/protected-route", undefined, me.token)).status).toBe(200);
  });

  test("admins see a user's sessions and end them; the user's refresh tokens then stop working; customers may not", async () => {
    const reg = await register("sessions1", "Quiet-River-Ghat-91");
    const admin = await s.login();
    const userId = (await s.rest("GET", "/api/auth/user/auth-test", undefined, reg.body.token)).body._id;
    const second = await s.login("sessions1", "Quiet-River-Ghat-91");
    const LIST = `query($u: ID!) { userSessions(userId: $u) { id createdAt lastUsedAt expiresAt remember } }`;
    const listed = await s.gql(LIST, { u: userId }, admin.token);
    expect(listed.data.userSessions).toHaveLength(2);
    expect((await s.gql(LIST, { u: userId }, second.token)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const REVOKE = `mutation($u: ID!, $id: ID) { revokeUserSessions(userId: $u, sessionId: $id) }`;
    expect(
      (await s.gql(REVOKE, { u: userId, id: listed.data.userSessions[0].id }, admin.token)).data.revokeUserSessions,
    ).toBe(1);
    expect((await s.gql(LIST, { u: userId }, admin.token)).data.userSessions).toHaveLength(1);
    expect((await s.gql(REVOKE, { u: userId }, admin.token)).data.revokeUserSessions).toBe(1);
    expect((await s.rest("POST", "/api/auth/refresh-token", { refreshToken: second.refreshToken })).status).toBe(401);
    expect((await s.rest("POST", "/api/auth/refresh-token", { refreshToken: reg.body.refreshToken })).status).toBe(401);
  });
});

describe("idempotent booking creation", () => {
  const body = (busType: string, email: string) => ({
    pickupLocation: "Varanasi",
    destination: "Sarnath",
    departureDate: inDays(6),
    days: 1,
    busType,
    name: "Retry Tester",
    email,
    phone: "+91 90000 44444",
  });
  const count = async (email: string) =>
    (await s.db.query(`SELECT count(*)::int AS n FROM bookings WHERE email = $1`, [email]))[0].n;

  test("REST: a retry (even in parallel) answers the first booking and stores it once; another request with the same key is 409", async () => {
    const busId = (await s.gql(`{ buses { id } }`)).data.buses[0].id;
    const email = "idem-rest@example.com";
    const headers = { "idempotency-key": "3f0c2a4e-retry-0001" };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => s.rest("POST", "/api/bookings", body(busId, email), undefined, headers)),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body._id)).size).toBe(1);
    expect(await count(email)).toBe(1);
    const changed = await s.rest("POST", "/api/bookings", { ...body(busId, email), days: 2 }, undefined, headers);
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe("This Idempotency-Key was already used for a different booking request.");
    expect(
      (
        await s.rest("POST", "/api/bookings", body(busId, email), undefined, {
          "idempotency-key": "bad key with spaces",
        })
      ).status,
    ).toBe(400);
    expect(await count(email)).toBe(1);
  });

  test("GraphQL: the idempotencyKey argument does the same", async () => {
    const busId = (await s.gql(`{ buses { id } }`)).data.buses[0].id;
    const email = "idem-gql@example.com";
    const M = `mutation($i: CreateBookingInput!, $k: String) { createBooking(input: $i, idempotencyKey: $k) { booking { id } } }`;
    const { busType, ...rest } = body(busId, email);
    const i = { ...rest, busId: busType };
    const a = await s.gql(M, { i, k: "gql-key-1" });
    const b = await s.gql(M, { i, k: "gql-key-1" });
    expect(b.data.createBooking.booking.id).toBe(a.data.createBooking.booking.id);
    expect(await count(email)).toBe(1);
  });
});

describe("bad text never reaches the database", () => {
  test("a null character in a booking name or a registration e-mail is a 400 with a clear message, on both APIs", async () => {
    const busId = (await s.gql(`{ buses { id } }`)).data.buses[0].id;
    const b = await s.rest("POST", "/api/bookings", {
      pickupLocation: "Varanasi",
      destination: "Sarnath",
      departureDate: inDays(6),
      days: 1,
      busType: busId,
      name: "Nul\u0000Name",
      email: "nul@example.com",
      phone: "+91 90000 55555",
    });
    expect(b.status).toBe(400);
    expect(b.body.message).toBe("Text may not contain a null character.");
    const r = await s.rest("POST", "/api/auth/register", {
      name: "N",
      email: "nul\u0000@example.com",
      mobileNo: "+91 90000 55556",
      username: "nulreg",
      pswd: "Quiet-River-Ghat-91",
    });
    expect(r.status).toBe(400);
    const g = await post({
      query: `mutation($e: String!) { requestPasswordReset(email: $e) }`,
      variables: { e: "a\u0000@example.com" },
    });
    expect(g.status).toBe(400);
    expect(g.body.errors[0]).toMatchObject({
      message: "Text may not contain a null character.",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const lit = await post({ query: `mutation { login(input: { login: "ad\\u0000min", password: "x" }) { token } }` });
    expect(lit.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect((await s.db.query(`SELECT count(*)::int AS n FROM bookings WHERE email = 'nul@example.com'`))[0].n).toBe(0);
  });
});

test("the admin login of these tests is the seeded one", () => expect(ADMIN.login).toContain("@"));
