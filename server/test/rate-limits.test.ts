/**
 * Throttling on both APIs, with tight limits (the other suites run with generous ones): a parallel
 * brute force is cut at the limit, the owner can still log in from elsewhere, the client's address
 * follows TRUST_PROXY, and every refusal is 429 with Retry-After (GraphQL: RATE_LIMITED).
 */
import { ADMIN, inDays, startServer, type TestServer } from "./harness";

let s: TestServer;
beforeAll(async () => {
  s = await startServer({
    TRUST_PROXY: "loopback",
    RATE_LIMIT_LOGIN: "5/600",
    RATE_LIMIT_BOOKING: "3/600",
    RATE_LIMIT_REGISTER: "2/600",
    RATE_LIMIT_PASSWORD_RESET: "2/600",
    RATE_LIMIT_CONTACT: "2/600",
  });
});
afterAll(() => s.close());

const from = (ip: string) => ({ "x-forwarded-for": ip });
async function gqlFrom(ip: string, query: string, variables?: unknown) {
  const res = await fetch(`${s.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...from(ip) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: (await res.json()) as any };
}

test("REST: 20 wrong passwords at once are cut at the limit (5 evaluated, 15 refused with 429 + Retry-After); the owner logs in from another address", async () => {
  const tries = await Promise.all(
    Array.from({ length: 20 }, () =>
      s.rest(
        "POST",
        "/api/auth/login",
        { login: ADMIN.login, pswd: "wrong-password" },
        undefined,
        from("198.51.100.7"),
      ),
    ),
  );
  const statuses = tries.map((t) => t.status);
  expect(statuses.filter((x) => x === 401)).toHaveLength(5);
  expect(statuses.filter((x) => x === 429)).toHaveLength(15);
  const refused = tries.find((t) => t.status === 429)!;
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(refused.body.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
  // Even the right password is refused from that address now...
  expect(
    (
      await s.rest(
        "POST",
        "/api/auth/login",
        { login: ADMIN.login, pswd: ADMIN.password },
        undefined,
        from("198.51.100.7"),
      )
    ).status,
  ).toBe(429);
  // ...but not from another one.
  expect(
    (
      await s.rest(
        "POST",
        "/api/auth/login",
        { login: ADMIN.login, pswd: ADMIN.password },
        undefined,
        from("203.0.113.9"),
      )
    ).status,
  ).toBe(200);
});

test("GraphQL: the same limit, HTTP 429 with Retry-After and extensions.code RATE_LIMITED; aliases count one attempt each", async () => {
  const q = `mutation { ${Array.from({ length: 8 }, (_, i) => `a${i}: login(input: { login: "admin@kashicoachtours.in", password: "nope-nope" }) { token }`).join(" ")} }`;
  const r = await gqlFrom("198.51.100.20", q);
  expect(r.status).toBe(429);
  expect(Number(r.retryAfter)).toBeGreaterThan(0);
  expect(r.body.errors[0].extensions.code).toBe("RATE_LIMITED");
  expect(r.body.errors[0].message).toMatch(/^Too many attempts/);
  expect(r.body.data).toBeUndefined();
  const ok = await gqlFrom(
    "198.51.100.21",
    `mutation { login(input: { login: "admin@kashicoachtours.in", password: "KashiAdmin@2005" }) { token } }`,
  );
  expect(ok.body.data.login.token).toBeTruthy();
});

test("bookings are limited per account/e-mail on both APIs; nothing is stored when refused", async () => {
  const busId = (await s.gql(`{ buses { id } }`)).data.buses[0].id;
  const body = {
    pickupLocation: "Varanasi",
    destination: "Sarnath",
    departureDate: inDays(4),
    days: 1,
    busType: busId,
    name: "Limit Tester",
    email: "limit@example.com",
    phone: "+91 90000 11111",
  };
  const answers = [];
  for (let i = 0; i < 3; i++)
    answers.push((await s.rest("POST", "/api/bookings", body, undefined, from(`192.0.2.${i + 1}`))).status);
  expect(answers).toEqual([201, 201, 201]);
  const over = await s.rest("POST", "/api/bookings", body, undefined, from("192.0.2.50"));
  expect(over.status).toBe(429);
  const g = await gqlFrom(
    "192.0.2.51",
    `mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }`,
    {
      i: {
        pickupLocation: "Varanasi",
        destination: "Sarnath",
        departureDate: inDays(4),
        days: 1,
        busId,
        name: "Limit Tester",
        email: "limit@example.com",
        phone: "+91 90000 11111",
      },
    },
  );
  expect(g.body.errors[0].extensions.code).toBe("RATE_LIMITED");
  const [{ n }] = await s.db.query(`SELECT count(*)::int AS n FROM bookings WHERE email = 'limit@example.com'`);
  expect(n).toBe(3);
});

test("register and password-reset requests are limited too", async () => {
  const reg = (i: number) =>
    s.rest(
      "POST",
      "/api/auth/register",
      {
        name: "R",
        email: "reg-limit@example.com",
        mobileNo: "+91 90000 22222",
        username: `reglimit${i}`,
        pswd: "Gh7#kq-Lp2!xz",
      },
      undefined,
      from(`192.0.2.${100 + i}`),
    );
  expect((await reg(1)).status).toBe(201);
  expect((await reg(2)).status).toBe(409);
  expect((await reg(3)).status).toBe(429);
  const reset = () => gqlFrom("192.0.2.200", `mutation { requestPasswordReset(email: "someone@example.com") }`);
  await reset();
  await reset();
  expect((await reset()).body.errors[0].extensions.code).toBe("RATE_LIMITED");
});

test("contact messages are limited per e-mail, and nothing is stored when refused", async () => {
  const send = () =>
    gqlFrom(
      "192.0.2.210",
      `mutation { submitContactMessage(input: { name: "C", email: "spam@example.com", phone: "+91 90000 12121", subject: "Hi", message: "Hello there" }) { id } }`,
    );
  expect((await send()).body.errors).toBeUndefined();
  expect((await send()).body.errors).toBeUndefined();
  const third = await send();
  expect(third.status).toBe(429);
  expect(third.body.errors[0].extensions.code).toBe("RATE_LIMITED");
  expect(
    (await s.db.query(`SELECT count(*)::int AS n FROM contact_messages WHERE email = 'spam@example.com'`))[0].n,
  ).toBe(2);
});

test("with TRUST_PROXY=false, X-Forwarded-For is ignored: changing it does not escape the limit", async () => {
  const t = await startServer({ TRUST_PROXY: "false", RATE_LIMIT_LOGIN: "2/600" });
  try {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (
          await t.rest(
            "POST",
            "/api/auth/login",
            { login: ADMIN.login, pswd: "wrong-password" },
            undefined,
            from(`203.0.113.${i}`),
          )
        ).status,
      );
    expect(statuses).toEqual([401, 401, 429, 429]);
  } finally {
    await t.close();
  }
});

test("with REDIS_URL, two instances share the counts (a redis-server of this test's own)", async () => {
  const { spawn } = await import("node:child_process");
  const net = await import("node:net");
  const port = await new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const p = (srv.address() as { port: number }).port;
      srv.close(() => resolve(p));
    });
  });
  const redis = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  await new Promise<void>((resolve, reject) => {
    let out = "";
    redis.stdout!.on("data", (d) => (out += d) && out.includes("Ready to accept connections") && resolve());
    redis.once("exit", (c) => reject(new Error(`redis-server exited ${c}: ${out}`)));
  });
  const env = { REDIS_URL: `redis://127.0.0.1:${port}`, TRUST_PROXY: "false", RATE_LIMIT_LOGIN: "3/600" };
  // Two instances of one deployment: one database (the counts' keys in Redis carry its name).
  const a = await startServer(env);
  const b = await a.peer();
  try {
    const bUrl = await b.listen();
    const wrong = (url: string) =>
      fetch(`${url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ login: ADMIN.login, pswd: "wrong-password" }),
      });
    const statuses = [
      (await wrong(a.url)).status,
      (await wrong(bUrl)).status,
      (await wrong(a.url)).status,
      (await wrong(bUrl)).status,
    ];
    expect(statuses).toEqual([401, 401, 401, 429]);
  } finally {
    await b.close();
    await a.close();
    redis.kill("SIGKILL");
  }
});
