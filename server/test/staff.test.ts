/**
 * Staff accounts: the owner invites by e-mail (a set-password link through the job queue),
 * changes roles and disables accounts; a disabled account's sessions end at once on every instance.
 * The bad-input rules answer a clear 4xx and change nothing.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { outboxFor, until } from "./fixtures/outbox";
import { StaffRole } from "../src/domain/shared/permissions";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { bookingInput } from "./fixtures/foundation";
import { inDays, startServer, type TestServer } from "./harness";

const FAST = { JOB_POLL_SECONDS: "0.5", JOB_RETRY_DELAY_SECONDS: "1" };
const INVITE = `mutation($i: InviteStaffInput!) { inviteStaff(input: $i) { id name email staffRole invitePending disabledAt } }`;
const ROLE = `mutation($u: ID!, $r: StaffRole!) { setStaffRole(userId: $u, staffRole: $r) { id staffRole } }`;
const DISABLE = `mutation($u: ID!) { disableStaff(userId: $u) { id disabledAt } }`;
const RESEND = `mutation($u: ID!) { resendStaffInvite(userId: $u) { id email invitePending disabledAt } }`;
const RESET = `mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }`;
const ME = `{ me { id role staffRole permissions } }`;
const REFRESH = `mutation($t: String!) { refreshToken(refreshToken: $t) { token refreshToken } }`;
const PASSWORD = "Quiet-River-Ghat-91";

let s: TestServer;
let owner: { token: string; userId: string };
const u = () => crypto.randomBytes(4).toString("hex");

beforeAll(async () => {
  s = await startServer({ ...FAST, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "kashi-staff-")) });
  owner = await s.login();
});
afterAll(() => s.close());

const code = (r: { errors?: Array<{ extensions?: Record<string, any> }> }) => r.errors?.[0]?.extensions?.code;
const staffCount = async () => (await s.db.query(`SELECT count(*)::int AS n FROM users WHERE role = 'admin'`))[0].n;

/** The set-password links of the invitations mailed to `email`, oldest first, once `count` have been sent. */
async function inviteLinks(email: string, count: number): Promise<string[]> {
  const mails = await until(async () => {
    const mails = await outboxFor(s.config.dataDir, email);
    return mails.length >= count ? mails : null;
  });
  return mails.map((mail) => {
    expect(mail.subject).toBe("You are invited to the Kashi Coach Tours admin area");
    return decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.text!)![1]);
  });
}

/** The set-password link of the invitation mailed to `email`, once the job has sent it. */
const inviteLink = async (email: string): Promise<string> => (await inviteLinks(email, 1))[0];

test("the seeded admin is an owner with every permission", async () => {
  const me = (await s.gql(ME, {}, owner.token)).data.me;
  expect(me).toMatchObject({ role: "admin", staffRole: "owner" });
  expect(me.permissions).toEqual(expect.arrayContaining(["staff.manage", "money.read", "settings.write"]));
});

test("invite -> set password from the e-mailed link -> sign in as booking desk", async () => {
  const email = `desk.${u()}@example.com`;
  const invited = await s.gql(INVITE, { i: { name: "Ravi Desk", email, staffRole: "bookingDesk" } }, owner.token);
  expect(invited.errors).toBeUndefined();
  expect(invited.data.inviteStaff).toMatchObject({
    email,
    staffRole: "bookingDesk",
    invitePending: true,
    disabledAt: null,
  });
  // Before a password is set, nobody can sign in as the invitee.
  expect(
    code(
      await s.gql(`mutation($i: LoginInput!) { login(input: $i) { token } }`, {
        i: { login: email, password: PASSWORD },
      }),
    ),
  ).toBe("UNAUTHENTICATED");
  const token = await inviteLink(email);
  const set = await s.gql(`mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }`, {
    t: token,
    p: PASSWORD,
  });
  expect(set.data.resetPassword).toBe(true);
  const desk = await s.login(email, PASSWORD);
  expect(desk.role).toBe("admin");
  const me = (await s.gql(ME, {}, desk.token)).data.me;
  expect(me.staffRole).toBe("bookingDesk");
  expect(me.permissions).toContain("bookings.write");
  expect(me.permissions).not.toContain("money.read");
  expect(me.permissions).not.toContain("settings.write");
  const list = (await s.gql(`{ staffMembers { email invitePending } }`, {}, owner.token)).data.staffMembers;
  expect(list).toContainEqual({ email, invitePending: false });
  // The desk may not manage staff, nor change the settings.
  expect(code(await s.gql(`{ staffMembers { id } }`, {}, desk.token))).toBe("FORBIDDEN");
});

test("an invitation's set-password link lasts 72 hours: once expired it is refused with a clear 4xx and changes nothing", async () => {
  const email = `late.${u()}@example.com`;
  const sentFrom = Date.now();
  const invited = await s.gql(INVITE, { i: { name: "Late Desk", email, staffRole: "bookingDesk" } }, owner.token);
  expect(invited.errors).toBeUndefined();
  const userId: string = invited.data.inviteStaff.id;
  const token = await inviteLink(email);
  const [link] = await s.db.query(`SELECT id, "expiresAt" FROM password_resets WHERE "userId" = $1`, [userId]);
  const hours = (new Date(link.expiresAt).getTime() - sentFrom) / 3_600_000;
  expect(hours).toBeGreaterThan(71.9);
  expect(hours).toBeLessThanOrEqual(72.1);
  // The 72 hours pass.
  await s.db.query(`UPDATE password_resets SET "expiresAt" = now() - interval '1 second' WHERE id = $1`, [link.id]);
  const state = async () =>
    (
      await s.db.query(
        `SELECT u."passwordHash", u."tokenVersion", r."usedAt",
                (SELECT count(*)::int FROM activity_log a WHERE a."entityId" = u.id::text AND a.action = 'password set') AS "setLogged"
           FROM users u JOIN password_resets r ON r."userId" = u.id WHERE u.id = $1`,
        [userId],
      )
    )[0];
  const before = await state();
  expect(before).toMatchObject({ passwordHash: null, usedAt: null, setLogged: 0 });
  const set = await s.gql(`mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }`, {
    t: token,
    p: PASSWORD,
  });
  expect(code(set)).toBe("BAD_USER_INPUT");
  expect(set.errors![0].message).toBe("This reset link is invalid or has expired. Please request a new one.");
  expect(await state()).toEqual(before);
  // Nobody signs in with the password the expired link tried to set; the invitation is still pending.
  const login = await s.gql(`mutation($i: LoginInput!) { login(input: $i) { token } }`, {
    i: { login: email, password: PASSWORD },
  });
  expect(code(login)).toBe("UNAUTHENTICATED");
  const list = (await s.gql(`{ staffMembers { email invitePending } }`, {}, owner.token)).data.staffMembers;
  expect(list).toContainEqual({ email, invitePending: true });
});

describe("resending an invitation", () => {
  /** The invitation e-mails queued for a member (outbox messages, whatever their state). */
  const queued = async (userId: string): Promise<number> =>
    (
      await s.db.query(
        `SELECT count(*)::int AS n FROM notification_messages WHERE kind = 'staff-invite' AND "subjectId" = $1`,
        [userId],
      )
    )[0].n;
  /** The member's "resend-invite" activity entries. */
  const resent = (userId: string): Promise<Array<Record<string, unknown>>> =>
    s.db.query(
      `SELECT "actorId", "actorName", entity, changes FROM activity_log WHERE action = 'resend-invite' AND "entityId" = $1`,
      [userId],
    );
  /** A member invited by the owner, whose first e-mail has gone out. */
  async function invited(label: string) {
    const email = `${label}.${u()}@example.com`;
    const r = await s.gql(INVITE, { i: { name: `Resend ${label}`, email, staffRole: "dispatcher" } }, owner.token);
    expect(r.errors).toBeUndefined();
    return { userId: r.data.inviteStaff.id as string, email, link: await inviteLink(email) };
  }
  const pending = async (email: string) =>
    (await s.gql(`{ staffMembers { email invitePending } }`, {}, owner.token)).data.staffMembers.find(
      (m: { email: string }) => m.email === email,
    ).invitePending;

  test("the owner resends: a second e-mail with a fresh link that works, the first link is refused, the resend is logged", async () => {
    const member = await invited("resend");
    const r = await s.gql(RESEND, { u: member.userId }, owner.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.resendStaffInvite).toEqual({
      id: member.userId,
      email: member.email,
      invitePending: true,
      disabledAt: null,
    });
    expect(await queued(member.userId)).toBe(2);
    const [first, second] = await inviteLinks(member.email, 2);
    expect(first).toBe(member.link);
    expect(second).not.toBe(first);
    expect(await resent(member.userId)).toEqual([
      { actorId: owner.userId, actorName: "Admin", entity: "staff", changes: {} },
    ]);
    // The first link has not expired, but the newest e-mail is the one that works.
    const old = await s.gql(RESET, { t: first, p: PASSWORD });
    expect(old.errors![0]).toMatchObject({
      message: "This reset link is invalid or has expired. Please request a new one.",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(await pending(member.email)).toBe(true);
    expect((await s.gql(RESET, { t: second, p: PASSWORD })).data.resetPassword).toBe(true);
    expect((await s.login(member.email, PASSWORD)).role).toBe("admin");
    expect(await pending(member.email)).toBe(false);
  });

  test("an expired invitation: the resent link works for another 72 hours", async () => {
    const member = await invited("expired");
    await s.db.query(`UPDATE password_resets SET "expiresAt" = now() - interval '1 second' WHERE "userId" = $1`, [
      member.userId,
    ]);
    const sentFrom = Date.now();
    expect((await s.gql(RESEND, { u: member.userId }, owner.token)).errors).toBeUndefined();
    const [, fresh] = await inviteLinks(member.email, 2);
    const [link] = await s.db.query(
      `SELECT "expiresAt" FROM password_resets WHERE "userId" = $1 AND "usedAt" IS NULL`,
      [member.userId],
    );
    expect((new Date(link.expiresAt).getTime() - sentFrom) / 3_600_000).toBeGreaterThan(71.9);
    expect((await s.gql(RESET, { t: fresh, p: PASSWORD })).data.resetPassword).toBe(true);
  });

  test("a member who has set their password: a clear 409, nothing queued or logged", async () => {
    const member = await invited("active");
    expect((await s.gql(RESET, { t: member.link, p: PASSWORD })).data.resetPassword).toBe(true);
    const r = await s.gql(RESEND, { u: member.userId }, owner.token);
    expect(r.errors![0]).toMatchObject({
      message: "This member has already set their password.",
      extensions: { code: "CONFLICT", messageKey: "staff.passwordSet" },
    });
    expect(await queued(member.userId)).toBe(1);
    expect(await resent(member.userId)).toEqual([]);
    // The owner themselves, too.
    expect(code(await s.gql(RESEND, { u: owner.userId }, owner.token))).toBe("CONFLICT");
  });

  test("a disabled member: a clear 409, nothing queued or logged", async () => {
    const member = await invited("disabled");
    expect((await s.gql(DISABLE, { u: member.userId }, owner.token)).errors).toBeUndefined();
    const r = await s.gql(RESEND, { u: member.userId }, owner.token);
    expect(r.errors![0]).toMatchObject({
      message: "A disabled member cannot be invited. Enable the account first.",
      extensions: { code: "CONFLICT", messageKey: "staff.disabledInvite" },
    });
    expect(await queued(member.userId)).toBe(1);
    expect(await resent(member.userId)).toEqual([]);
  });

  test("an unknown member, a customer or no id at all: NOT_FOUND", async () => {
    const [customer] = await s.db.query(
      `INSERT INTO users (name, email, role) VALUES ('Asha', $1, 'user') RETURNING id`,
      [`asha.${u()}@example.com`],
    );
    for (const id of [crypto.randomUUID(), "not-an-id", customer.id]) {
      const r = await s.gql(RESEND, { u: id }, owner.token);
      expect(r.errors![0]).toMatchObject({ message: "Staff member not found.", extensions: { code: "NOT_FOUND" } });
    }
  });

  test("staff without staff.manage are refused (FORBIDDEN), a guest is asked to sign in; nothing queued", async () => {
    const member = await invited("forbidden");
    for (const role of [StaffRole.manager, StaffRole.bookingDesk]) {
      const other = await s.staff(role);
      expect(code(await s.gql(RESEND, { u: member.userId }, other.token))).toBe("FORBIDDEN");
    }
    expect(code(await s.gql(RESEND, { u: member.userId }))).toBe("UNAUTHENTICATED");
    expect(await queued(member.userId)).toBe(1);
    expect(await resent(member.userId)).toEqual([]);
  });

  test("one request queues one e-mail: the mutation asked twice (aliases) is refused before anything runs", async () => {
    const member = await invited("aliases");
    const r = await s.gql(
      `mutation($u: ID!) { a: resendStaffInvite(userId: $u) { id } b: resendStaffInvite(userId: $u) { id } }`,
      { u: member.userId },
      owner.token,
    );
    expect(r.status).toBe(400);
    expect(r.errors![0]).toMatchObject({
      message: "This request sends the same e-mail more than once. Ask for it once per request.",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect(await queued(member.userId)).toBe(1);
    expect(await resent(member.userId)).toEqual([]);
    // The same field written twice under one name is one call (GraphQL merges it): allowed, one e-mail.
    const merged = await s.gql(
      `mutation($u: ID!) { resendStaffInvite(userId: $u) { id } resendStaffInvite(userId: $u) { email } }`,
      { u: member.userId },
      owner.token,
    );
    expect(merged.errors).toBeUndefined();
    expect(await queued(member.userId)).toBe(2);
    expect(await resent(member.userId)).toHaveLength(1);
  });
});

describe("bad input: a clear 4xx, nothing changed", () => {
  test("an invite to an e-mail that already has an account", async () => {
    const before = await staffCount();
    const r = await s.gql(
      INVITE,
      { i: { name: "X", email: "ADMIN@kashicoachtours.in", staffRole: "manager" } },
      owner.token,
    );
    expect(code(r)).toBe("CONFLICT");
    expect(r.errors![0].message).toBe("An account with this email already exists.");
    expect(await staffCount()).toBe(before);
  });

  test("a role that does not exist (GraphQL refuses the value; the service refuses it too)", async () => {
    const r = await s.gql(
      INVITE,
      { i: { name: "X", email: `x${u()}@example.com`, staffRole: "superuser" } },
      owner.token,
    );
    expect(r.status).toBe(400);
    await expect(
      s.app.services.staff.invite(
        { id: owner.userId, role: "admin" as any, name: "Admin", staffRole: StaffRole.owner },
        {
          name: "X",
          email: `x${u()}@example.com`,
          staffRole: "superuser",
        },
      ),
    ).rejects.toThrow("Staff role must be one of: Owner, Manager, Booking desk, Dispatcher, Accounts.");
  });

  test("an invalid e-mail or a missing name", async () => {
    const r = await s.gql(INVITE, { i: { name: "X", email: "not-an-email", staffRole: "manager" } }, owner.token);
    expect(r.errors![0]).toMatchObject({
      message: "Please enter a valid email address.",
      extensions: { code: "BAD_USER_INPUT" },
    });
    const n = await s.gql(
      INVITE,
      { i: { name: " ", email: `x${u()}@example.com`, staffRole: "manager" } },
      owner.token,
    );
    expect(n.errors![0].message).toBe("Name is required.");
  });

  test("changing one's own role, disabling oneself", async () => {
    const r = await s.gql(ROLE, { u: owner.userId, r: "manager" }, owner.token);
    expect(r.errors![0]).toMatchObject({
      message: "You cannot change your own role.",
      extensions: { code: "FORBIDDEN" },
    });
    const d = await s.gql(DISABLE, { u: owner.userId }, owner.token);
    expect(d.errors![0].message).toBe("You cannot disable your own account.");
    expect((await s.gql(ME, {}, owner.token)).data.me.staffRole).toBe("owner");
  });

  test("the last owner cannot be demoted or disabled, even by two owners at once", async () => {
    const second = await s.staff(StaffRole.owner, "Second Owner");
    // Two owners demote each other at the same moment: one wins, one is refused; an owner remains.
    const [a, b] = await Promise.all([
      s.gql(ROLE, { u: second.userId, r: "manager" }, owner.token),
      s.gql(ROLE, { u: owner.userId, r: "manager" }, second.token),
    ]);
    // The loser is refused by the last-owner rule, or (when the winner committed before its request
    // was read) by the gate, its caller being a manager by then.
    const outcomes = [a, b].map((r) => (r.errors ? r.errors[0].extensions?.code : "ok")).sort();
    expect([
      ["CONFLICT", "ok"],
      ["FORBIDDEN", "ok"],
    ]).toContainEqual(outcomes);
    const owners = await s.db.query(`SELECT id FROM users WHERE "staffRole" = 'owner' AND "disabledAt" IS NULL`);
    expect(owners).toHaveLength(1);
    // Put things back as they were: the seeded admin is the one owner.
    if (owners[0].id !== owner.userId)
      await s.db.query(
        `UPDATE users SET "staffRole" = CASE WHEN id = $1 THEN 'owner' ELSE 'manager' END WHERE id IN ($1, $2)`,
        [owner.userId, second.userId],
      );
  });

  test("an unknown member", async () => {
    const r = await s.gql(DISABLE, { u: crypto.randomUUID() }, owner.token);
    expect(r.errors![0]).toMatchObject({ message: "Staff member not found.", extensions: { code: "NOT_FOUND" } });
  });
});

test("a role change applies at once to the member's next request", async () => {
  const m = await s.staff(StaffRole.manager);
  expect(code(await s.gql(`{ bookingsPerMonth { month } }`, {}, m.token))).toBeUndefined();
  expect((await s.gql(ROLE, { u: m.userId, r: "dispatcher" }, owner.token)).errors).toBeUndefined();
  expect(code(await s.gql(`{ bookingsPerMonth { month } }`, {}, m.token))).toBe("FORBIDDEN");
});

test("disabling ends every session at once, on every instance: access and refresh tokens, and sign-in", async () => {
  const member = await s.staff(StaffRole.bookingDesk);
  const peer = await s.peer({ workers: false });
  const peerUrl = await peer.listen();
  const onPeer = (token: string) =>
    fetch(`${peerUrl}/api/bookings`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);
  expect(await onPeer(member.token)).toBe(200);
  expect((await s.rest("GET", "/api/bookings", undefined, member.token)).status).toBe(200);
  // A live subscription of the member, heard from once (so the server holds it).
  let closed: { code: number; reason: string } | undefined;
  const client = createClient({
    url: `${s.url.replace("http", "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${member.token}` },
    retryAttempts: 0,
    on: { closed: (e) => void (closed = { code: (e as CloseEvent).code, reason: (e as CloseEvent).reason }) },
  });
  let heard!: () => void;
  const ended = new Promise<void>((resolve) =>
    client.subscribe(
      { query: `subscription { bookingChanged { kind } }` },
      { next: () => heard?.(), error: () => resolve(), complete: () => resolve() },
    ),
  );
  const busId = (await s.gql(`{ buses { id } }`)).data.buses[0].id;
  for (let day = 0; ; day++) {
    const got = new Promise<boolean>((r) => {
      heard = () => r(true);
      setTimeout(() => r(false), 200);
    });
    await s.gql(`mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }`, {
      i: bookingInput({ busId, departureDate: inDays(200 + day), days: 1 }),
    });
    if (await got) break;
  }

  const d = await s.gql(DISABLE, { u: member.userId }, owner.token);
  expect(d.data.disableStaff.disabledAt).toBeTruthy();
  // The subscription is closed with a clear code and reason.
  await ended;
  expect(closed).toEqual({ code: 4403, reason: "Your session has ended. Please sign in again." });

  // The very next request on either instance is refused, with the still-unexpired access token.
  expect(await onPeer(member.token)).toBe(401);
  const here = await s.rest("GET", "/api/bookings", undefined, member.token);
  expect(here.status).toBe(401);
  expect(code(await s.gql(`{ bookingsPage { totalCount } }`, {}, member.token))).toBe("UNAUTHENTICATED");
  expect(code(await s.gql(REFRESH, { t: member.refreshToken }))).toBe("UNAUTHENTICATED");
  expect((await s.rest("POST", "/api/auth/refresh-token", { refreshToken: member.refreshToken })).status).toBe(401);
  const login = await s.rest("POST", "/api/auth/login", { login: member.email, pswd: member.password });
  expect(login).toMatchObject({
    status: 401,
    body: { message: "This account has been disabled. Please ask the owner." },
  });
  // Enabled again, the member signs in afresh; the old tokens stay dead.
  expect(
    (await s.gql(`mutation($u: ID!) { enableStaff(userId: $u) { disabledAt } }`, { u: member.userId }, owner.token))
      .data.enableStaff.disabledAt,
  ).toBeNull();
  expect(await onPeer(member.token)).toBe(401);
  expect((await s.login(member.email, member.password)).role).toBe("admin");
});

test("a staff member who signs out: that session's access token is refused at once, their other session goes on", async () => {
  const member = await s.staff(StaffRole.accounts);
  const other = await s.login(member.email, member.password);
  expect(code(await s.gql(ME, {}, member.token))).toBeUndefined();
  expect(
    (await s.gql(`mutation($t: String) { logout(refreshToken: $t) }`, { t: member.refreshToken })).data.logout,
  ).toBe(true);
  expect(code(await s.gql(ME, {}, member.token))).toBe("UNAUTHENTICATED");
  expect((await s.rest("GET", "/api/bookings", undefined, member.token)).status).toBe(401);
  expect((await s.gql(ME, {}, other.token)).data.me.staffRole).toBe("accounts");
});
