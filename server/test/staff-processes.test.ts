/**
 * Disabling a staff member ends their sessions on every instance: two real server processes
 * (`node src/main.ts` children) on one database, with the Redis of this machine for the cross-instance
 * fan-out (TEST_REDIS_URL, default redis://127.0.0.1:6379; without it the test is skipped locally and
 * fails in CI, like the other multi-instance tests). The member is signed in on both; the owner disables
 * them through process A; on process B their access token, their refresh token and their live
 * subscription all stop working (the socket is closed with 4403 and a reason). Ending one session closes
 * only that session's subscriptions.
 */
import type { ChildProcess } from "node:child_process";
import net from "node:net";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { StaffRole } from "../src/domain/shared/permissions";
import { bookingInput, CREATE } from "./fixtures/foundation";
import { inDays, startServer, type TestServer } from "./harness";
import { exited as stopped, gqlAt, onDatabaseOf, serverProcess } from "./fixtures/processes";

// Two server processes start (compiled on the fly) on a loaded machine.
jest.setTimeout(180_000);

const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";
const LOGIN = `mutation($i: LoginInput!) { login(input: $i) { token refreshToken } }`;
const REFRESH = `mutation($t: String!) { refreshToken(refreshToken: $t) { token } }`;
const WATCH = `subscription { bookingChanged { kind booking { name } } }`;

async function redisUp(): Promise<boolean> {
  const u = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const sock = net.connect(Number(u.port || 6379), u.hostname, () => sock.write("PING\r\n"));
    sock.once("data", (d) => {
      sock.end();
      resolve(d.toString().startsWith("+PONG"));
    });
    sock.once("error", () => resolve(false));
  });
}

/** The real server entry point as a child process on `s`'s database, with Redis and no job workers. */
const redisProcess = (s: TestServer) => serverProcess({ ...onDatabaseOf(s), REDIS_URL, JOB_WORKERS: "false" });

/** A live subscription: the names of the bookings it was told of, and how its socket was closed. */
function watch(url: string, token: string) {
  const names: string[] = [];
  let closed: { code: number; reason: string } | null = null;
  let arrived: (() => void) | null = null;
  let ended!: () => void;
  const end = new Promise<void>((r) => (ended = r));
  const client: Client = createClient({
    url: url.replace("http", "ws") + "/graphql",
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    on: {
      closed: (e) => {
        closed = { code: (e as CloseEvent).code, reason: (e as CloseEvent).reason };
        ended();
      },
    },
  });
  client.subscribe(
    { query: WATCH },
    {
      next: (v: any) => {
        names.push(v.data.bookingChanged.booking.name);
        arrived?.();
      },
      error: () => arrived?.(),
      complete: () => {},
    },
  );
  return {
    names,
    client,
    closed: () => closed,
    /** Resolves at the next event (or the end of the subscription). */
    next: () => new Promise<void>((r) => (arrived = r)),
    /** Resolves when the socket closes (a late event of an earlier probe does not count). */
    ended: () => end,
  };
}

let s: TestServer;
let a: { url: string; child: ChildProcess };
let b: { url: string; child: ChildProcess };
let owner: string;
let skipped = false;
let day = 0;

beforeAll(async () => {
  if (!(await redisUp())) {
    if (process.env.CI) throw new Error(`Redis is required in CI at ${REDIS_URL}`);
    skipped = true;
    console.warn(`skipped: no Redis at ${REDIS_URL}`);
    return;
  }
  s = await startServer({ JOB_WORKERS: "false" }, { workers: false });
  [a, b] = await Promise.all([redisProcess(s), redisProcess(s)]);
  owner = (await s.login()).token;
});
afterAll(async () => {
  if (skipped) return;
  for (const p of [a, b]) p?.child.kill("SIGTERM");
  await Promise.all([a, b].filter(Boolean).map((p) => stopped(p.child)));
  await s.close();
});

/** Books on process A until `w` has heard of a booking (each live subscription then reaches Redis). */
async function untilLive(w: ReturnType<typeof watch>): Promise<void> {
  const busId = (await gqlAt(a.url, `{ buses { id } }`)).data.buses[0].id;
  const before = w.names.length;
  while (w.names.length === before && !w.closed()) {
    const heard = w.next();
    const name = `Probe ${day}`;
    await gqlAt(a.url, CREATE, { i: bookingInput({ busId, name, departureDate: inDays(30 + day++), days: 1 }) });
    await Promise.race([heard, new Promise((r) => setImmediate(r))]);
    if (w.names.length === before) await new Promise((r) => setTimeout(r, 200));
  }
}

test("disabled through process A: on process B the access token, the refresh token and the live subscription stop", async () => {
  if (skipped) return;
  const member = await s.staff(StaffRole.bookingDesk, "Ravi Desk");
  const signIn = async (url: string) =>
    (await gqlAt(url, LOGIN, { i: { login: member.email, password: member.password } })).data.login as {
      token: string;
      refreshToken: string;
    };
  const [onA, onB] = [await signIn(a.url), await signIn(b.url)];
  const live = watch(b.url, onB.token);
  await untilLive(live);
  expect((await gqlAt(b.url, `{ bookingsPage(first: 1) { totalCount } }`, {}, onB.token)).errors).toBeUndefined();

  const d = await gqlAt(
    a.url,
    `mutation($u: ID!) { disableStaff(userId: $u) { disabledAt } }`,
    { u: member.userId },
    owner,
  );
  expect(d.data.disableStaff.disabledAt).toBeTruthy();

  // The live subscription on B is closed with a clear code and reason.
  await live.ended();
  expect(live.closed()).toEqual({ code: 4403, reason: "Your session has ended. Please sign in again." });
  // B refuses the access token (GraphQL and REST) and both sessions' refresh tokens.
  for (const token of [onB.token, onA.token]) {
    const r = await gqlAt(b.url, `{ bookingsPage(first: 1) { totalCount } }`, {}, token);
    expect(r.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect((await fetch(`${b.url}/api/bookings`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  }
  for (const t of [onB.refreshToken, onA.refreshToken]) {
    expect((await gqlAt(b.url, REFRESH, { t })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const rest = await fetch(`${b.url}/api/auth/refresh-token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refreshToken: t }),
    });
    expect(rest.status).toBe(401);
  }
  // A new subscription with the old token is refused too.
  const again = watch(b.url, onB.token);
  await again.next();
  expect(again.names).toEqual([]);
  await again.client.dispose();
});

test("the owner ends one session through A: that session's subscription on B closes, the other session's stays", async () => {
  if (skipped) return;
  const member = await s.staff(StaffRole.dispatcher, "Dev Dispatch");
  const signIn = async (url: string) =>
    (await gqlAt(url, LOGIN, { i: { login: member.email, password: member.password } })).data.login.token as string;
  const [kept, ending] = [await signIn(a.url), await signIn(b.url)];
  const sessions = (
    await gqlAt(a.url, `query($u: ID!) { userSessions(userId: $u) { id } }`, { u: member.userId }, owner)
  ).data.userSessions as Array<{ id: string }>;
  // Three: the harness's sign-in that made the member, then one on A and one on B.
  expect(sessions).toHaveLength(3);
  // Which session is B's: the one whose access token names it (the token's `sid`).
  const sidOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()).sid as string;
  expect(sessions.map((x) => x.id)).toEqual(expect.arrayContaining([sidOf(kept), sidOf(ending)]));
  const stays = watch(b.url, kept);
  const goes = watch(b.url, ending);
  await untilLive(stays);
  await untilLive(goes);

  const r = await gqlAt(
    a.url,
    `mutation($u: ID!, $s: ID) { revokeUserSessions(userId: $u, sessionId: $s) }`,
    { u: member.userId, s: sidOf(ending) },
    owner,
  );
  expect(r.data.revokeUserSessions).toBe(1);
  await goes.ended();
  expect(goes.closed()).toEqual({ code: 4403, reason: "Your session has ended. Please sign in again." });
  expect((await gqlAt(b.url, `{ drivers { id } }`, {}, ending)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  // The other session goes on: its subscription still hears of bookings, its token still works.
  await untilLive(stays);
  expect(stays.closed()).toBeNull();
  expect((await gqlAt(b.url, `{ drivers { id } }`, {}, kept)).errors).toBeUndefined();
  await stays.client.dispose();
});
