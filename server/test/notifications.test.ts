/**
 * Notifications on a real PostgreSQL with the real pg-boss queue: e-mails written to the outbox
 * (or a real SMTP server), calendar invites parsed back, reminders by a clock the test moves, retries,
 * a restart between commit and send, and two instances on one database.
 */
import net from "node:net";
import ical, { type VEvent } from "node-ical";
import { SMTPServer } from "smtp-server";
import { MovableClock } from "../src/domain/shared/clock";
import { reminderDueAt } from "../src/domain/notification/notification.service";
import { bookingInput, CREATE, firstBusIdOf } from "./fixtures/foundation";
import { outboxFor as outboxForDir, until } from "./fixtures/outbox";
import { inDays, startServer, type TestServer } from "./harness";

const FAST = { JOB_POLL_SECONDS: "0.5", JOB_RETRY_DELAY_SECONDS: "1" };
const STATUS = `mutation($id: ID!, $s: BookingStatus!) { setBookingStatus(id: $id, status: $s) { id status } }`;
const MESSAGES = `query($id: ID!) { booking(id: $id) { messages { kind recipient state attempts error sentAt } } }`;

const outboxFor = (s: TestServer, to: string) => outboxForDir(s.config.dataDir, to);

const mailsTo = (s: TestServer, to: string, n: number) =>
  until(async () => ((await outboxFor(s, to)).length >= n ? outboxFor(s, to) : null));

async function book(s: TestServer, over: Record<string, unknown> = {}) {
  const busId = await firstBusIdOf(s);
  const input = bookingInput({ busId, ...over });
  const r = await s.gql(CREATE, { i: input });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  const id: string = r.data.createBooking.booking.id;
  const token: string | undefined = r.data.createBooking.auth?.token;
  return {
    id,
    email: input.email as string,
    ref: `BK-${id.slice(-4)}`,
    departureDate: input.departureDate as string,
    token,
  };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const p = (probe.address() as net.AddressInfo).port;
      probe.close(() => resolve(p));
    });
  });

/** A real SMTP server (not listening until the test says so) that keeps what it receives. */
const smtpServer = (received: string[]) =>
  new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (c) => (raw += c));
      stream.on("end", () => {
        received.push(raw);
        callback();
      });
    },
  });

const messageRows = (s: TestServer, bookingId: string) =>
  s.db.query(
    `SELECT kind, recipient, state, attempts FROM notification_messages WHERE "bookingId" = $1 ORDER BY "createdAt", kind`,
    [bookingId],
  );

describe("e-mails on booking and status changes", () => {
  let s: TestServer;
  let admin: string;
  const operator = `ops.${Date.now()}@kashicoachtours.in`;
  beforeAll(async () => {
    s = await startServer(FAST);
    admin = (await s.login()).token;
    const saved = await s.gql(
      `mutation($i: NotificationSettingsInput!) { updateNotificationSettings(input: $i) { operatorEmail } }`,
      {
        i: {
          customerReceived: true,
          customerStatus: true,
          operatorNewBooking: true,
          reminders: true,
          operatorEmail: operator,
        },
      },
      admin,
    );
    expect(saved.data.updateNotificationSettings.operatorEmail).toBe(operator);
  });
  afterAll(() => s.close());

  test("a booking mails the customer (HTML and text, BK reference, en-US dates, unsubscribe) and the operator", async () => {
    const b = await book(s, { departureDate: "2027-12-14" });
    const [mail] = await mailsTo(s, b.email, 1);
    expect(mail.subject).toBe(`We have received your booking ${b.ref}`);
    expect(mail.text).toContain("Departure: Dec 14, 2027");
    expect(mail.text).toContain("What happens next");
    expect(mail.html).toContain(b.ref);
    expect(mail.headerLines.find((h) => h.key === "list-unsubscribe-post")?.line).toBe(
      "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
    );
    expect(mail.headerLines.find((h) => h.key === "list-unsubscribe")?.line.replace(/\s+/g, " ")).toMatch(
      /^List-Unsubscribe: <http:\/\/.+\/notifications\/unsubscribe\?email=.+&token=.+>$/,
    );
    const [ops] = await mailsTo(s, operator, 1).then((all) => all.filter((m) => m.subject?.includes(b.ref)));
    expect(ops.subject).toMatch(new RegExp(`^New booking ${b.ref} from Asha Verma$`));
    expect(ops.text).toContain("/admin/bookings?search=");
    const log = await s.gql(MESSAGES, { id: b.id }, admin);
    // Both rows come from the booking's one transaction: their order between them is not defined.
    expect(log.data.booking.messages).toHaveLength(2);
    expect(log.data.booking.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "received", recipient: b.email, state: "sent", attempts: 1 }),
        expect.objectContaining({ kind: "operator-new", recipient: operator, state: "sent" }),
      ]),
    );
  });

  test("confirming mails a valid calendar invite from departure to return; cancelling mails how to rebook", async () => {
    const b = await book(s, { departureDate: inDays(20), days: 3 });
    await mailsTo(s, b.email, 1);
    expect((await s.gql(STATUS, { id: b.id, s: "Confirmed" }, admin)).data.setBookingStatus.status).toBe("Confirmed");
    const confirmed = (await mailsTo(s, b.email, 2)).find((m) => m.subject === `Your booking ${b.ref} is confirmed`)!;
    const ics = confirmed.attachments.find((a) => a.filename === `${b.ref}.ics`)!;
    expect(ics.contentType).toBe("text/calendar");
    const events = Object.values(ical.sync.parseICS(ics.content.toString("utf8"))).filter(
      (e) => e?.type === "VEVENT",
    ) as VEvent[];
    expect(events).toHaveLength(1);
    const ymd = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    expect(ymd(events[0].start)).toBe(b.departureDate);
    expect(ymd(events[0].end!)).toBe(inDays(23));
    expect(String(events[0].summary)).toContain(b.ref);

    await s.gql(STATUS, { id: b.id, s: "Cancelled" }, admin);
    const cancelled = (await mailsTo(s, b.email, 3)).find(
      (m) => m.subject === `Your booking ${b.ref} has been cancelled`,
    )!;
    expect(cancelled.text).toContain("book again");
    expect(cancelled.text).toContain("/book");
  });

  test("the REST API's booking and status change (spec section 7) send the same e-mails", async () => {
    const busId = await firstBusIdOf(s);
    const input = bookingInput({ busType: busId, departureDate: inDays(70) });
    const created = await s.rest("POST", "/api/bookings", input);
    expect(created.status).toBe(201);
    const id: string = created.body._id;
    const changed = await s.rest("PUT", `/api/bookings/${id}`, { status: "Confirmed" }, admin);
    expect(changed.status).toBe(200);
    const subjects = (await mailsTo(s, input.email as string, 2)).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `We have received your booking BK-${id.slice(-4)}`,
        `Your booking BK-${id.slice(-4)} is confirmed`,
      ]),
    );
  });

  test("a status change the database refuses (two Confirmed bookings of one bus overlap) sends nothing", async () => {
    const busId = await firstBusIdOf(s);
    const date = inDays(60);
    const first = await book(s, { busId, departureDate: date, days: 3 });
    const second = await book(s, { busId, departureDate: inDays(61), days: 1 });
    await s.gql(STATUS, { id: first.id, s: "Confirmed" }, admin);
    const refused = await s.gql(STATUS, { id: second.id, s: "Confirmed" }, admin);
    expect(refused.errors?.[0].message).toMatch(/^Cannot confirm/);
    expect((await messageRows(s, second.id)).some((m: { kind: string }) => m.kind === "confirmed")).toBe(false);
    expect((await messageRows(s, first.id)).some((m: { kind: string }) => m.kind === "confirmed")).toBe(true);
    // No job outlived its rolled-back transaction: one send-message job per message row.
    const [{ jobs }] = await s.db.query(`SELECT count(*)::int AS jobs FROM pgboss.job WHERE name = 'send-message'`);
    const [{ rows }] = await s.db.query(`SELECT count(*)::int AS rows FROM notification_messages`);
    expect(jobs).toBe(rows);
  });

  test("a notification turned off in Settings is not sent; bad settings are refused with a clear message", async () => {
    const bad = await s.gql(
      `mutation($i: NotificationSettingsInput!) { updateNotificationSettings(input: $i) { operatorEmail } }`,
      {
        i: {
          customerReceived: false,
          customerStatus: true,
          operatorNewBooking: true,
          reminders: true,
          operatorEmail: "not-an-address",
        },
      },
      admin,
    );
    expect(bad.errors?.[0].message).toBe("Please enter a valid email address.");
    expect(bad.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
    await s.gql(
      `mutation($i: NotificationSettingsInput!) { updateNotificationSettings(input: $i) { operatorEmail } }`,
      {
        i: {
          customerReceived: false,
          customerStatus: true,
          operatorNewBooking: true,
          reminders: true,
          operatorEmail: operator,
        },
      },
      admin,
    );
    const b = await book(s);
    expect((await messageRows(s, b.id)).map((m: { kind: string }) => m.kind)).toEqual(["operator-new"]);
    // The message list is for staff: the booking's own customer may not read it.
    const customer = await s.gql(MESSAGES, { id: b.id }, b.token);
    expect(customer.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await s.gql(MESSAGES, { id: b.id }, admin)).data.booking.messages).toHaveLength(1);
  });
});

describe("trip reminders by a clock the test moves", () => {
  let s: TestServer;
  let admin: string;
  const clock = new MovableClock();
  beforeAll(async () => {
    s = await startServer(FAST, { clock });
    admin = (await s.login()).token;
  });
  afterAll(() => s.close());

  test("a Confirmed booking is reminded once, 24 hours before departure (Asia/Kolkata); cancelled and unsubscribed ones are not", async () => {
    const a = await book(s, { departureDate: inDays(5) });
    const cancelled = await book(s, { departureDate: inDays(5) });
    const unsubscribed = await book(s, { departureDate: inDays(5) });
    for (const b of [a, cancelled, unsubscribed]) await s.gql(STATUS, { id: b.id, s: "Confirmed" }, admin);
    await s.gql(STATUS, { id: cancelled.id, s: "Cancelled" }, admin);

    // One-click unsubscribe, as the e-mail's link and List-Unsubscribe-Post do it.
    const [receipt] = await mailsTo(s, unsubscribed.email, 1);
    const link = new URL(String(receipt.text!.match(/Unsubscribe from trip reminders: (\S+)/)![1]));
    const forged = await fetch(`${s.url}${link.pathname}?email=${encodeURIComponent(unsubscribed.email)}&token=nope`, {
      method: "POST",
    });
    expect(forged.status).toBe(400);
    const page = await fetch(`${s.url}${link.pathname}${link.search}`);
    expect(await page.text()).toContain("Stop sending trip reminders");
    const done = await fetch(`${s.url}${link.pathname}${link.search}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
    });
    expect(done.status).toBe(200);

    const due = reminderDueAt(a.departureDate);
    clock.set(new Date(due.getTime() - 60_000));
    expect(await s.app.services.notifications.sweepReminders()).toBe(0);
    clock.set(new Date(due.getTime() + 60_000));
    // The every-minute sweep job may get there first; either way there is one reminder, and sweeping again adds none.
    await s.app.services.notifications.sweepReminders();
    expect((await messageRows(s, a.id)).filter((m: { kind: string }) => m.kind === "reminder")).toHaveLength(1);
    expect(await s.app.services.notifications.sweepReminders()).toBe(0);
    const reminder = (await mailsTo(s, a.email, 3)).find((m) => m.subject?.startsWith("Reminder:"))!;
    expect(reminder.subject).toContain(a.ref);

    // The date moves and the server restarts: still exactly one reminder.
    await s.db.query(`UPDATE bookings SET "departureDate" = "departureDate" + 1 WHERE id = $1`, [a.id]);
    const peer = await s.peer({ clock });
    clock.set(new Date(reminderDueAt(inDays(6)).getTime() + 60_000));
    expect(await peer.app.services.notifications.sweepReminders()).toBe(0);
    await peer.close();
    for (const b of [cancelled, unsubscribed])
      expect((await messageRows(s, b.id)).filter((m: { kind: string }) => m.kind === "reminder")).toEqual([]);
    expect((await messageRows(s, a.id)).filter((m: { kind: string }) => m.kind === "reminder")).toEqual([
      expect.objectContaining({ state: "sent", attempts: 1 }),
    ]);
  });
});

describe("delivery that is never lost", () => {
  test("a server stopped after the booking commits and before the send: the mail goes out after the restart", async () => {
    const s = await startServer(FAST, { workers: false });
    try {
      const b = await book(s);
      expect(await messageRows(s, b.id)).toEqual(
        expect.arrayContaining([expect.objectContaining({ kind: "received", state: "queued" })]),
      );
      expect(await outboxFor(s, b.email)).toHaveLength(0);
      const restarted = await s.peer();
      const [mail] = await mailsTo(s, b.email, 1);
      expect(mail.subject).toContain(b.ref);
      await restarted.close();
    } finally {
      await s.close();
    }
  });

  test("two server instances on one database send one mail per event", async () => {
    const s = await startServer(FAST);
    try {
      const second = await s.peer();
      const staff = await s.login();
      const bookings = await Promise.all([31, 32, 33, 34].map((d) => book(s, { departureDate: inDays(d), days: 1 })));
      // Half the changes through each instance.
      for (const [i, b] of bookings.entries()) {
        const r = await fetch(`${i % 2 ? s.url : await second.listen()}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${staff.token}` },
          body: JSON.stringify({ query: STATUS, variables: { id: b.id, s: "Confirmed" } }),
        });
        expect(
          ((await r.json()) as { data: { setBookingStatus: { status: string } } }).data.setBookingStatus.status,
        ).toBe("Confirmed");
      }
      for (const b of bookings) await mailsTo(s, b.email, 2);
      await until(async () => {
        const rows = await s.db.query(`SELECT count(*)::int AS n FROM notification_messages WHERE state <> 'sent'`);
        return rows[0].n === 0;
      });
      for (const b of bookings) {
        expect(await outboxFor(s, b.email)).toHaveLength(2);
        for (const m of await messageRows(s, b.id)) expect(m.attempts).toBe(1);
      }
    } finally {
      await s.close();
    }
  });

  test("a message that keeps failing is kept as failed, shown to admins with its error, and sent again on request", async () => {
    const port = await freePort();
    const s = await startServer({ ...FAST, JOB_RETRY_LIMIT: "1", SMTP_URL: `smtp://127.0.0.1:${port}` });
    const smtp = smtpServer([]);
    try {
      const admin = (await s.login()).token;
      const b = await book(s);
      const failed = await until(async () => {
        const r = await s.gql(MESSAGES, { id: b.id }, admin);
        return r.data.booking.messages.find(
          (m: { kind: string; state: string }) => m.kind === "received" && m.state === "failed",
        );
      });
      expect(failed.attempts).toBe(2);
      expect(failed.error).toMatch(/ECONNREFUSED|connect/i);
      const [row] = await s.db.query(
        `SELECT id, "jobId" FROM notification_messages WHERE "bookingId" = $1 AND kind = 'received'`,
        [b.id],
      );
      // pg-boss records the job's failure just after our handler has recorded the message's.
      const jobFailed = await until(async () => {
        const [job] = await s.db.query(`SELECT state FROM pgboss.job WHERE id = $1`, [row.jobId]);
        return job.state === "failed";
      });
      expect(jobFailed).toBe(true);

      const customer = await s.gql(`mutation($id: ID!) { retryMessage(id: $id) { state } }`, { id: row.id }, undefined);
      expect(customer.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
      await new Promise<void>((r) => smtp.listen(port, "127.0.0.1", () => r()));
      const retried = await s.gql(`mutation($id: ID!) { retryMessage(id: $id) { state } }`, { id: row.id }, admin);
      expect(retried.data.retryMessage.state).toBe("queued");
      await until(async () =>
        (await messageRows(s, b.id)).find(
          (m: { kind: string; state: string }) => m.kind === "received" && m.state === "sent",
        ),
      );
      const again = await s.gql(`mutation($id: ID!) { retryMessage(id: $id) { state } }`, { id: row.id }, admin);
      expect(again.errors?.[0].message).toBe("Only a failed message can be retried.");
    } finally {
      await s.close();
      await new Promise<void>((r) => smtp.close(() => r()));
    }
  });

  test("a reminder queued before the booking was cancelled is not sent", async () => {
    const clock = new MovableClock();
    const s = await startServer(FAST, { clock, workers: false });
    try {
      const admin = (await s.login()).token;
      const b = await book(s, { departureDate: inDays(4) });
      await s.gql(STATUS, { id: b.id, s: "Confirmed" }, admin);
      clock.set(new Date(reminderDueAt(b.departureDate).getTime() + 1000));
      await s.app.services.notifications.sweepReminders();
      expect((await messageRows(s, b.id)).filter((m: { kind: string }) => m.kind === "reminder")).toEqual([
        expect.objectContaining({ state: "queued" }),
      ]);
      await s.gql(STATUS, { id: b.id, s: "Cancelled" }, admin);
      const worker = await s.peer({ clock });
      await until(async () =>
        (await messageRows(s, b.id)).every((m: { state: string }) => m.state === "sent" || m.state === "skipped"),
      );
      expect((await messageRows(s, b.id)).find((m: { kind: string }) => m.kind === "reminder")).toMatchObject({
        state: "skipped",
      });
      expect((await outboxFor(s, b.email)).map((m) => m.subject)).not.toContainEqual(
        expect.stringMatching(/^Reminder/),
      );
      await worker.close();
    } finally {
      await s.close();
    }
  });

  test("while the mail server is down the message is retried, and delivered once it is back", async () => {
    const port = await freePort();
    const received: string[] = [];
    const smtp = smtpServer(received);
    const s = await startServer({ ...FAST, SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const b = await book(s);
      const failed = await until(async () =>
        (await messageRows(s, b.id)).find(
          (m: { kind: string; state: string }) => m.kind === "received" && m.state === "retrying",
        ),
      );
      expect(failed.attempts).toBeGreaterThanOrEqual(1);
      await new Promise<void>((r) => smtp.listen(port, "127.0.0.1", () => r()));
      await until(async () =>
        (await messageRows(s, b.id)).find(
          (m: { kind: string; state: string }) => m.kind === "received" && m.state === "sent",
        ),
      );
      expect(received.filter((r) => r.includes(b.ref) && r.includes(b.email))).not.toHaveLength(0);
    } finally {
      await s.close();
      await new Promise<void>((r) => smtp.close(() => r()));
    }
  });
});

test("more bookings at once than the database pool has connections all complete: their e-mails queue on each booking's own connection", async () => {
  const s = await startServer({ PG_POOL_SIZE: "3", RATE_LIMIT_BOOKING: "1000/60" });
  try {
    const busId = (await s.gql(`{ buses { id } }`)).data.buses[0].id;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        s.gql(`mutation($i: CreateBookingInput!) { createBooking(input: $i) { booking { id } } }`, {
          i: {
            pickupLocation: "Varanasi",
            destination: "Sarnath",
            departureDate: inDays(9),
            days: 1,
            busId,
            name: `Rush ${i}`,
            email: `rush${i}@example.com`,
            phone: "+91 90000 12345",
          },
        }),
      ),
    );
    expect(answers.map((a) => a.errors?.[0]?.message ?? "ok")).toEqual(Array(12).fill("ok"));
  } finally {
    await s.close();
  }
});
