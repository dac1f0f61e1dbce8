/**
 * Notifications across real server processes (`node src/main.ts` children on the test's database): one
 * killed with SIGKILL after a booking commits and before its mail is sent, and two running side by side.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { bookingInput, CREATE, firstBusIdOf } from "./fixtures/foundation";
import { until } from "./fixtures/outbox";
import { inDays, startServer, type TestServer } from "./harness";

const STATUS = `mutation($id: ID!, $s: BookingStatus!) { setBookingStatus(id: $id, status: $s) { id status } }`;

/** Starts the real server entry point as a child process on `s`'s database; answers its URL once it listens. */
async function serverProcess(
  s: TestServer,
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ["-r", "@swc-node/register", "src/main.ts"], {
    cwd: path.resolve(__dirname, ".."),
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: s.config.dataDir,
      DATABASE_URL: s.config.databaseUrl,
      JWT_SECRET: s.config.jwtSecret,
      SEED: "false",
      JOB_POLL_SECONDS: "0.5",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on("data", (c) => {
      out += c;
      const m = /running at http:\/\/localhost:(\d+)/.exec(out);
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    child.stderr!.on("data", (c) => (out += c));
    child.once("exit", (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
  return { url, child };
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((r) =>
    child.exitCode !== null || child.signalCode !== null ? r() : child.once("exit", () => r()),
  );

async function gqlAt(url: string, query: string, variables: Record<string, unknown>, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: Array<{ message: string }> };
}

const outboxCount = (s: TestServer, email: string) => {
  const dir = path.join(s.config.dataDir, "outbox");
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(`-${email}.eml`)).length : 0;
};

test("a server process killed after the booking commits and before the send: the mail goes out after the restart", async () => {
  // The test's own server runs no workers until the "restart", so only the child could send, and it never does.
  const s = await startServer({ JOB_POLL_SECONDS: "0.5" }, { workers: false });
  const proc = await serverProcess(s, { JOB_WORKERS: "false" });
  try {
    const input = bookingInput({ busId: await firstBusIdOf(s) });
    const r = await gqlAt(proc.url, CREATE, { i: input });
    expect(r.data.createBooking.booking.id).toBeTruthy();
    proc.child.kill("SIGKILL");
    await stopped(proc.child);
    expect(outboxCount(s, input.email as string)).toBe(0);
    const restarted = await s.peer({ workers: true });
    await until(async () => outboxCount(s, input.email as string) === 1);
    await restarted.close();
  } finally {
    proc.child.kill("SIGKILL");
    await s.close();
  }
});

test("two server processes on one database send one mail per event", async () => {
  const s = await startServer({ JOB_POLL_SECONDS: "0.5" });
  const proc = await serverProcess(s, {});
  try {
    const admin = (await s.login()).token;
    const busId = await firstBusIdOf(s);
    const emails: string[] = [];
    for (const [i, day] of [41, 42, 43, 44, 45, 46].entries()) {
      const url = i % 2 ? s.url : proc.url;
      const input = bookingInput({ busId, departureDate: inDays(day), days: 1 });
      emails.push(input.email as string);
      const created = await gqlAt(url, CREATE, { i: input });
      const confirmed = await gqlAt(
        i % 2 ? proc.url : s.url,
        STATUS,
        { id: created.data.createBooking.booking.id, s: "Confirmed" },
        admin,
      );
      expect(confirmed.data.setBookingStatus.status).toBe("Confirmed");
    }
    await until(
      async () =>
        (await s.db.query(`SELECT count(*)::int AS n FROM notification_messages WHERE state <> 'sent'`))[0].n === 0,
    );
    for (const email of emails) expect(outboxCount(s, email)).toBe(2);
    const [{ n }] = await s.db.query(`SELECT count(*)::int AS n FROM notification_messages WHERE attempts <> 1`);
    expect(n).toBe(0);
  } finally {
    proc.child.kill("SIGTERM");
    await stopped(proc.child);
    await s.close();
  }
});
