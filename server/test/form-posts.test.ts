/**
 * Sign In, Create Account and Send posted by the browser itself (before the page's script runs,
 * http/forms.ts): the same mutations, rules, limits and messages as the app's GraphQL calls; a session
 * written by a tiny page that goes where the app goes; anything refused drawn again by the server with
 * its message and the values typed (never the password); a post from another site refused.
 * Needs the client built (`npm run build`, as `npm test` does) for the pages drawn again.
 */
import crypto from "node:crypto";
import { ADMIN, startServer, type TestServer } from "./harness";

let s: TestServer;

beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

/** A form posted as a browser on one of the site's pages posts it (English chosen: no redirect to /hi). */
async function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(`${s.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html",
      cookie: "lang=en",
      origin: s.url,
      "sec-fetch-site": "same-origin",
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** The session the answer page writes to local storage, as its inline script holds it. */
function sessionIn(html: string): { token: string; refreshToken: string; role: string; username: string } {
  const json = /var s=(\{.*?\});/.exec(html)?.[1];
  if (!json) throw new Error(`no session in ${html.slice(0, 300)}`);
  return JSON.parse(json.replace(/\\u003c/g, "<"));
}
const destination = (html: string) => /location\.replace\("([^"]*)"\)/.exec(html)?.[1];

const count = async (sql: string, params: unknown[] = []) => Number((await s.db.query(sql, params))[0].n);
const liveSessions = (username: string) =>
  count(
    `SELECT count(*) AS n FROM refresh_tokens r JOIN users u ON u.id = r."userId" WHERE lower(u.username) = lower($1) AND r."revokedAt" IS NULL`,
    [username],
  );

async function newUser() {
  const id = crypto.randomBytes(4).toString("hex");
  const user = {
    name: "Form Poster",
    email: `form.${id}@example.com`,
    mobileNo: "+91 90000 55555",
    username: `form_${id}`,
    password: "form-poster-1",
  };
  const r = await s.gql(`mutation($i: RegisterInput!) { register(input: $i) { token } }`, { i: user });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return user;
}

describe("Sign In posted before the script", () => {
  test("an admin on the Admin tab gets a page that keeps the session and goes to /admin; the session works", async () => {
    const r = await post("/login", { tab: "admin", login: ADMIN.login, password: ADMIN.password, remember: "on" });
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("no-store");
    const nonce = /script-src 'nonce-([^']+)'/.exec(r.headers.get("content-security-policy") ?? "")?.[1];
    expect(r.html).toContain(`<script nonce="${nonce}">`);
    expect(r.html).toContain('localStorage.setItem("token",s.token)');
    expect(destination(r.html)).toBe("/admin");
    const session = sessionIn(r.html);
    expect(session.role).toBe("admin");
    const me = await s.gql(`{ me { role } }`, {}, session.token);
    expect(me.data.me.role).toBe("admin");
  });

  test("a user on the User tab of the Hindi page goes to /hi/dashboard", async () => {
    const user = await newUser();
    const r = await post("/hi/login", { tab: "user", login: user.username, password: user.password });
    expect(r.status).toBe(200);
    expect(destination(r.html)).toBe("/hi/dashboard");
    expect(sessionIn(r.html)).toMatchObject({ role: "user", username: user.username });
  });

  test("an empty form is drawn again with the page's messages, and signs nobody in", async () => {
    const before = await count(`SELECT count(*) AS n FROM refresh_tokens`);
    const r = await post("/login", { tab: "user", login: " ", password: "" });
    expect(r.status).toBe(400);
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    expect(r.html).toContain("Please enter your email or username.");
    expect(r.html).toContain("Please enter your password.");
    expect(r.html).toContain('id="form-outcome"');
    expect(await count(`SELECT count(*) AS n FROM refresh_tokens`)).toBe(before);
  });

  test("a wrong password is drawn again with the server's message, the login kept and the password not", async () => {
    const r = await post("/login", { tab: "admin", login: ADMIN.login, password: "not-the-password-9" });
    expect(r.status).toBe(401);
    expect(r.html).toContain("Invalid email/username or password.");
    expect(r.html).toContain(`value="${ADMIN.login}"`);
    expect(r.html).not.toContain("not-the-password-9");
    // The Admin tab it was sent on is still the selected one.
    expect(r.html).toMatch(/id="login-tab-admin" aria-selected="true"/);
  });

  test("a user on the Admin tab is told to use the User tab, and the session just opened is closed", async () => {
    const user = await newUser();
    const open = await liveSessions(user.username);
    const r = await post("/login", { tab: "admin", login: user.username, password: user.password });
    expect(r.status).toBe(403);
    expect(r.html).toContain("You are not an admin. Please use the User login tab.");
    expect(r.html).not.toContain('localStorage.setItem("token"');
    expect(await liveSessions(user.username)).toBe(open);
  });

  test("an admin on the User tab is told to use the Admin tab", async () => {
    const r = await post("/login", { tab: "user", login: ADMIN.login, password: ADMIN.password });
    expect(r.status).toBe(403);
    expect(r.html).toContain("You are an admin. Please use the Admin login tab.");
  });

  test.each([
    ["another site's Origin", { origin: "https://evil.example", "sec-fetch-site": "" }],
    ["a cross-site fetch", { "sec-fetch-site": "cross-site" }],
    ["a post that names no origin", { origin: "", "sec-fetch-site": "" }],
  ])("a post from %s is refused with 403 and signs nobody in", async (_, headers) => {
    const clean = Object.fromEntries(Object.entries(headers).filter(([, v]) => v));
    const dropped = Object.keys(headers).filter((k) => !headers[k as keyof typeof headers]);
    const res = await fetch(`${s.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...(dropped.includes("origin") ? {} : { origin: s.url }),
        ...clean,
      },
      body: new URLSearchParams({ tab: "admin", login: ADMIN.login, password: ADMIN.password }).toString(),
    });
    expect(res.status).toBe(403);
    const body = await res.text();
    expect(body).toBe("This form was sent from another site, so it was not accepted.");
  });
});

describe("Create Account posted before the script", () => {
  const fields = (id: string) => ({
    name: "Meera Poster",
    email: `meera.${id}@example.com`,
    mobileNo: "+91 98390 66666",
    username: `meera_${id}`,
    password: "namaste-2026",
    confirm: "namaste-2026",
    terms: "on",
  });
  const accounts = (email: string) => count(`SELECT count(*) AS n FROM users WHERE lower(email) = lower($1)`, [email]);

  test("opens the account and goes to the dashboard, signed in", async () => {
    const form = fields(crypto.randomBytes(4).toString("hex"));
    const r = await post("/register", form);
    expect(r.status).toBe(200);
    expect(destination(r.html)).toBe("/dashboard");
    expect(r.html).toContain('sessionStorage.setItem("flash","registered")');
    const session = sessionIn(r.html);
    expect(session).toMatchObject({ role: "user", username: form.username });
    expect((await s.gql(`{ me { email } }`, {}, session.token)).data.me.email).toBe(form.email);
    expect(await accounts(form.email)).toBe(1);
  });

  test("passwords that differ and terms not ticked: drawn again with both messages, no account", async () => {
    const form = { ...fields(crypto.randomBytes(4).toString("hex")), confirm: "namaste-2027", terms: "" };
    const r = await post("/register", form);
    expect(r.status).toBe(400);
    expect(r.html).toContain("Passwords do not match!");
    expect(r.html).toContain("Please agree to the terms and conditions.");
    expect(r.html).toContain(`value="${form.username}"`);
    expect(r.html).not.toContain("namaste-2026");
    expect(await accounts(form.email)).toBe(0);
  });

  test("an e-mail already taken gets the server's message (409), and nothing changes", async () => {
    const user = await newUser();
    const form = { ...fields(crypto.randomBytes(4).toString("hex")), email: user.email };
    const r = await post("/register", form);
    expect(r.status).toBe(409);
    expect(r.html).toContain("An account with this email already exists.");
    expect(await count(`SELECT count(*) AS n FROM users WHERE lower(username) = lower($1)`, [form.username])).toBe(0);
  });

  test("a post from another site is refused", async () => {
    const form = fields(crypto.randomBytes(4).toString("hex"));
    const r = await post("/register", form, { origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(r.status).toBe(403);
    expect(await accounts(form.email)).toBe(0);
  });
});

describe("Send posted before the script", () => {
  const messages = (subject: string) =>
    count(`SELECT count(*) AS n FROM contact_messages WHERE subject = $1`, [subject]);
  const form = (subject: string) => ({
    name: "Kiran Poster",
    email: "kiran.poster@example.com",
    phone: "",
    subject,
    message: "Forty students to Sarnath in March.",
  });

  test("stores one message and answers 303 to the contact page, which shows the app's success note", async () => {
    const subject = `School trip ${crypto.randomBytes(4).toString("hex")}`;
    const r = await post("/hi/contact", form(subject));
    expect(r.status).toBe(303);
    expect(r.headers.get("location")).toBe("/hi/contact?sent=1");
    expect(await messages(subject)).toBe(1);
    const page = await fetch(`${s.url}/contact?sent=1`, { headers: { accept: "text/html", cookie: "lang=en" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(await page.text()).toContain("Thank you! Your message has been sent. We will get back to you soon.");
  });

  test("an empty subject and message: drawn again with the field messages and the values typed, nothing stored", async () => {
    const r = await post("/contact", { ...form(""), message: " " });
    expect(r.status).toBe(400);
    expect(r.html).toContain("This field is required.");
    expect(r.html).toContain('value="Kiran Poster"');
    expect(await count(`SELECT count(*) AS n FROM contact_messages WHERE name = 'Kiran Poster' AND subject = ''`)).toBe(
      0,
    );
  });

  test("an invalid e-mail gets the server's message", async () => {
    const subject = `Bad mail ${crypto.randomBytes(4).toString("hex")}`;
    const r = await post("/contact", { ...form(subject), email: "not-an-email" });
    expect(r.status).toBe(400);
    expect(r.html).toContain("Please enter a valid email address.");
    expect(await messages(subject)).toBe(0);
  });

  test("a message over the service's length gets its message, not a refusal of the post's size", async () => {
    const subject = `Long ${crypto.randomBytes(4).toString("hex")}`;
    const r = await post("/hi/contact", { ...form(subject), message: "क".repeat(5001) });
    expect(r.status).toBe(400);
    expect(r.headers.get("content-language")).toBe("hi");
    expect(await messages(subject)).toBe(0);
  });

  test("a post from another site is refused", async () => {
    const subject = `Cross ${crypto.randomBytes(4).toString("hex")}`;
    const r = await post("/contact", form(subject), { origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(r.status).toBe(403);
    expect(await messages(subject)).toBe(0);
  });
});

describe("the same rate limits as the GraphQL mutations", () => {
  let tight: TestServer;
  beforeAll(async () => {
    tight = await startServer({ RATE_LIMIT_LOGIN: "2/600" });
  });
  afterAll(() => tight.close());

  test("a third failed sign-in from one address is refused with 429 and Retry-After", async () => {
    const attempt = () =>
      fetch(`${tight.url}/login`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "text/html",
          cookie: "lang=en",
          origin: tight.url,
        },
        body: new URLSearchParams({ tab: "admin", login: ADMIN.login, password: "wrong-password-1" }).toString(),
      });
    expect((await attempt()).status).toBe(401);
    // The GraphQL mutation counts against the same limit.
    await tight.gql(`mutation($i: LoginInput!) { login(input: $i) { token } }`, {
      i: { login: ADMIN.login, password: "wrong-password-1" },
    });
    const third = await attempt();
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await third.text()).toMatch(/Too many attempts\. Please wait \d+ seconds and try again\./);
  });
});
