/**
 * Notifications across real server processes (`node src/main.ts` children on the test's database): one
 * killed with SIGKILL after a booking commits and before its mail is sent, and two running side by side.
 */
import fs from "node:fs";
import path from "node:path";
import { bookingInput, CREATE, firstBusIdOf } from "./fixtures/foundation";
import { until } from "./fixtures/outbox";
import { exited as stopped, gqlAt, onDatabaseOf, serverProcess } from "./fixtures/processes";
import { inDays, startServer, type TestServer } from "./harness";

const STATUS = `mutation($id: ID!, $s: BookingStatus!) { setBookingStatus(id: $id, status: $s) { id status } }`;

/** Starts the real server entry point as a child process on `s`'s database; answers its URL once it listens. */
const outboxCount = (s: TestServer, email: string) => {
  const dir = path.join(s.config.dataDir, "outbox");
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(`-${email}.eml`)).length : 0;
};

test("a server process killed after the booking commits and before the send: the mail goes out after the restart", async () => {
  // The test's own server runs no workers until the "restart", so only the child could send, and it never does.
  const s = await startServer({ JOB_POLL_SECONDS: "0.5" }, { workers: false });
  const proc = await serverProcess({ ...onDatabaseOf(s), JOB_POLL_SECONDS: "0.5", JOB_WORKERS: "false" });
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
  const proc = await serverProcess({ ...onDatabaseOf(s), JOB_POLL_SECONDS: "0.5" });
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
