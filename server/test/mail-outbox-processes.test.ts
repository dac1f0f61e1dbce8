/**
 * Every e-mail goes through the outbox, exactly once, with two real server processes working its jobs: the
 * built server (`dist/main.js`, so `npm run build -w server` first; `npm test` builds) started twice as child
 * processes on the test's database and data folder. The test causes one message of every kind (a booking's,
 * a quote's, the trip's code, a password reset, a staff invitation, a document's expiry reminder), half through
 * each process, waits until all are delivered, and finds exactly one .eml per message (by its Message-ID, made
 * from the message's id) and one `sent` row each.
 */
import type { ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { MESSAGE_SUBJECTS } from "../src/domain/notification/notification-message.entity";
import { JOB_SEND_MESSAGE, JOB_SWEEP_DOCUMENT_REMINDERS, JOB_SWEEP_REMINDERS } from "../src/domain/shared/jobs";
import { PgBossQueue } from "../src/jobs/queue";
import { bookingInput, CREATE } from "./fixtures/foundation";
import { until } from "./fixtures/outbox";
import { exited as stopped, gqlAt, onDatabaseOf, serverProcess } from "./fixtures/processes";
import { inDays, startServer } from "./harness";
import { FakeRazorpay } from "./fixtures/fake-razorpay";

const STATUS = `mutation($id: ID!, $s: BookingStatus!) { setBookingStatus(id: $id, status: $s) { id status } }`;
const QUOTE_LINES = `kind label quantity unit atActuals`;

test("one message of every kind, caused half through each of two processes, is sent exactly once", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kashi-mail-outbox-"));
  // The test's own server only answers the test's reads; the two children work the queue.
  const s = await startServer({ DATA_DIR: dataDir, JOB_POLL_SECONDS: "0.5" }, { workers: false });
  const queue = new PgBossQueue(s.db, s.config);
  await queue.start();
  const procs: ChildProcess[] = [];
  // The gateway's payment confirmed (payment-received): both processes with a fake Razorpay.
  const razorpay = await new FakeRazorpay().start();
  try {
    const started = await Promise.all(
      [1, 2].map(() =>
        serverProcess({ ...onDatabaseOf(s), REDIS_URL: "", JOB_POLL_SECONDS: "0.5", ...razorpay.env() }, "build"),
      ),
    );
    procs.push(...started.map((p) => p.child));
    const [a, b] = started.map((p) => p.url);
    razorpay.webhookUrl = `${b}/api/payments/razorpay/webhook`;
    let turn = 0;
    /** A GraphQL call through the two processes in turn; throws on errors. */
    const call = async (query: string, variables: Record<string, unknown> = {}, token?: string) => {
      const r = await gqlAt(turn++ % 2 ? b : a, query, variables, token);
      if (r.errors) throw new Error(JSON.stringify(r.errors));
      return r.data;
    };
    const admin = (await s.login()).token;
    const tag = crypto.randomBytes(4).toString("hex");
    const operator = `ops.${tag}@example.com`;
    const fleet = `fleet.${tag}@example.com`;
    await call(
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
    await call(
      `mutation($i: DocumentSettingsInput!) { updateDocumentSettings(input: $i) { reminderEmail } }`,
      { i: { reminderEmail: fleet } },
      admin,
    );
    const buses: Array<{ id: string }> = (await call(`{ buses { id } }`)).buses;
    const bus = buses[0].id;
    await call(
      `mutation($i: RateCardInput!) { saveRateCard(input: $i) { card { id } } }`,
      {
        i: {
          name: "Outbox coach",
          busId: bus,
          effectiveFrom: inDays(-30),
          perKm: "65",
          minKmPerDay: 300,
          driverAllowance: "300",
          nightHalt: "500",
          gstRate: 5,
          inclusions: "Fuel, driver",
          exclusions: "Meals",
        },
      },
      admin,
    );
    const book = async (departureDate: string) => {
      const input = bookingInput({ busId: bus, departureDate, days: 1, passengers: 20 });
      const created = (await call(CREATE, { i: input })).createBooking;
      return { id: created.booking.id as string, email: input.email as string, owner: created.auth?.token as string };
    };

    // received and operator-new (every booking), confirmed, the reminder and the trip's code: a trip tomorrow.
    const trip = await book(inDays(1));
    await call(STATUS, { id: trip.id, s: "Confirmed" }, admin);
    const driver = await call(
      `mutation($i: DriverInput!) { createDriver(input: $i) { id } }`,
      {
        i: {
          name: "Ramesh Yadav",
          phone: "+91 94150 11111",
          licenceNumber: `OUTBOX-${tag}`,
          licenceValidUntil: inDays(4000),
          language: "en",
        },
      },
      admin,
    );
    const assigned = await call(
      `mutation($b: ID!, $d: [ID!]!) { assignDrivers(bookingId: $b, driverIds: $d) { link { path } } }`,
      { b: trip.id, d: [driver.createDriver.id] },
      admin,
    );
    const linkToken = (assigned.assignDrivers[0].link.path as string).replace("/d/", "");
    await call(`mutation($t: String!, $i: DriverStartInput!) { driverStartTrip(token: $t, input: $i) { startedAt } }`, {
      t: linkToken,
      i: { stepId: crypto.randomUUID(), openingKm: 1000 },
    });
    await queue.boss.send(JOB_SWEEP_REMINDERS, {});

    // pending and cancelled.
    const moved = await book(inDays(30));
    await call(STATUS, { id: moved.id, s: "Confirmed" }, admin);
    await call(STATUS, { id: moved.id, s: "Pending" }, admin);
    await call(STATUS, { id: moved.id, s: "Cancelled" }, admin);

    // quote-sent twice, then quote-accepted on one and quote-change on the other.
    const sendQuote = async (departureDate: string) => {
      const booking = await book(departureDate);
      const q = (
        await call(
          `mutation($b: ID!) { prepareQuote(bookingId: $b) { lines { ${QUOTE_LINES} } } }`,
          {
            b: booking.id,
          },
          admin,
        )
      ).prepareQuote;
      await call(
        `mutation($b: ID!, $i: QuoteInput!) { updateQuoteLines(bookingId: $b, input: $i) { id } }`,
        { b: booking.id, i: { lines: q.lines, validUntil: inDays(20), advancePercent: 25 } },
        admin,
      );
      const sent = await call(
        `mutation($b: ID!) { sendQuote(bookingId: $b) { share { customerLink } } }`,
        {
          b: booking.id,
        },
        admin,
      );
      const link = decodeURIComponent(new URL(sent.sendQuote.share.customerLink).searchParams.get("token")!);
      return { ...booking, link };
    };
    const accepted = await sendQuote(inDays(60));
    await call(`mutation($b: ID!, $i: AcceptQuoteInput!) { acceptQuote(bookingId: $b, input: $i) { state } }`, {
      b: accepted.id,
      i: { token: accepted.link, acceptTerms: true },
    });
    const changed = await sendQuote(inDays(70));
    await call(`mutation($b: ID!, $i: QuoteChangeInput!) { requestQuoteChange(bookingId: $b, input: $i) { state } }`, {
      b: changed.id,
      i: { token: changed.link, message: "Could we leave an hour later?" },
    });

    // payment-received: an advance paid online, confirmed by the gateway's webhook.
    const paying = await book(inDays(80));
    await call(
      `mutation($id: ID!, $i: FareInput!) { recordFare(id: $id, input: $i) { id } }`,
      { id: paying.id, i: { agreedFare: 9000, advance: 2000 } },
      admin,
    );
    const order = await call(
      `mutation($b: ID!) { createPaymentOrder(bookingId: $b) { orderId } }`,
      { b: paying.id },
      paying.owner,
    );
    await razorpay.pay(order.createPaymentOrder.orderId);

    // An account's e-mails: a password reset, a staff invitation.
    await call(`mutation($e: String!) { requestPasswordReset(email: $e) }`, { e: trip.email });
    const member = `desk.${tag}@example.com`;
    await call(
      `mutation($i: InviteStaffInput!) { inviteStaff(input: $i) { id } }`,
      { i: { name: "Ravi Desk", email: member, staffRole: "bookingDesk" } },
      admin,
    );

    // A document expiring in 5 days: its 7-day reminder (on a bus the bookings above do not use).
    const added = await s.rest(
      "POST",
      `/api/buses/${buses[buses.length - 1].id}/documents`,
      { type: "Fitness", number: `FC-${tag}`, validFrom: inDays(-300), validUntil: inDays(5) },
      admin,
    );
    expect(added.status).toBe(201);
    // Two sweeps at once, one for each process to pick.
    await Promise.all([1, 2].map(() => queue.boss.send(JOB_SWEEP_DOCUMENT_REMINDERS, {})));

    // Every kind queued, then every message delivered and its job done.
    const kinds = Object.keys(MESSAGE_SUBJECTS).sort();
    await until(async () => {
      const rows: Array<{ kind: string }> = await s.db.query(`SELECT DISTINCT kind FROM notification_messages`);
      return rows.length === kinds.length;
    });
    await until(async () => {
      const [{ n }] = await s.db.query(
        `SELECT count(*)::int AS n FROM notification_messages WHERE state NOT IN ('sent', 'failed', 'skipped')`,
      );
      const [{ jobs }] = await s.db.query(
        `SELECT count(*)::int AS jobs FROM pgboss.job WHERE name = ANY($1) AND state IN ('created', 'retry', 'active')`,
        [[JOB_SEND_MESSAGE, JOB_SWEEP_REMINDERS, JOB_SWEEP_DOCUMENT_REMINDERS]],
      );
      return n === 0 && jobs === 0;
    });
    // A while longer: a second send, were there one, would have time to land.
    await new Promise((r) => setTimeout(r, 2000));

    const messages: Array<{ id: string; kind: string; recipient: string; state: string; attempts: number }> =
      await s.db.query(`SELECT id, kind, recipient, state, attempts FROM notification_messages ORDER BY kind`);
    expect([...new Set(messages.map((m) => m.kind))].sort()).toEqual(kinds);
    for (const m of messages) expect(m).toMatchObject({ state: "sent", attempts: 1 });
    const outbox = path.join(dataDir, "outbox");
    const mails = await Promise.all(
      // The e-mails (WhatsApp's and SMS's files have folders of their own in it).
      fs
        .readdirSync(outbox)
        .filter((f) => f.endsWith(".eml"))
        .map((f) => simpleParser(fs.readFileSync(path.join(outbox, f)))),
    );
    const sentIds = mails.map((mail) => /^<([0-9a-f-]{36})@/.exec(mail.messageId ?? "")?.[1]);
    expect(sentIds.sort()).toEqual(messages.map((m) => m.id).sort());
    for (const mail of mails) {
      const m = messages.find((x) => mail.messageId?.startsWith(`<${x.id}@`))!;
      expect((mail.to as { text: string }).text.toLowerCase()).toBe(m.recipient.toLowerCase());
    }
  } finally {
    for (const p of procs) {
      p.kill("SIGTERM");
      await stopped(p);
    }
    await queue.stop();
    await s.close();
    await razorpay.close();
  }
}, 300_000);
