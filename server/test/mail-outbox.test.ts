/**
 * The e-mails that are not about a booking go through the outbox like the booking's (a `notification_messages`
 * row and a `send-message` job on the causing transaction, sent by MailDelivery): a password reset retried while
 * the mail server is down (its link made at each attempt, never queued), marked failed after the last attempt,
 * nothing queued for an unknown address; a message whose subject no longer applies is skipped; the account's
 * language decides the copy; and jobs of the kinds the outbox replaced, left in a database from before, are
 * turned into messages at start-up.
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import crypto from "node:crypto";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { PgBossQueue } from "../src/jobs/queue";
import { outboxFor, until } from "./fixtures/outbox";
import { inDays, startServer, type TestServer } from "./harness";

const FAST = { JOB_POLL_SECONDS: "0.5", JOB_RETRY_DELAY_SECONDS: "1" };
const NEUTRAL = "If an account exists for that email, we have sent a link to reset the password.";
const REQUEST = `mutation($e: String!) { requestPasswordReset(email: $e) }`;
const RESET = `mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) }`;
const DEVANAGARI = /[\u0900-\u097F]/;
const u = () => crypto.randomBytes(4).toString("hex");

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

/** A customer account (no password yet) in `language`. */
async function account(s: TestServer, language = "en"): Promise<{ id: string; email: string }> {
  const email = `reset.${u()}@example.com`;
  const [row] = await s.db.query(
    `INSERT INTO users (name, email, role, language) VALUES ('Asha Verma', $1, 'user', $2) RETURNING id`,
    [email, language],
  );
  return { id: row.id, email };
}

/** A staff member invited but not yet signed up (no password), in `language`. */
async function invitee(s: TestServer, language = "en"): Promise<{ id: string; email: string }> {
  const email = `invitee.${u()}@example.com`;
  const [row] = await s.db.query(
    `INSERT INTO users (name, email, role, "staffRole", language) VALUES ('Ravi Desk', $1, 'admin', 'dispatcher', $2) RETURNING id`,
    [email, language],
  );
  return { id: row.id, email };
}

const messagesOf = (s: TestServer, subjectId: string) =>
  s.db.query(
    `SELECT id, kind, recipient, state, attempts, error, "jobId", "bookingId", channel FROM notification_messages WHERE "subjectId" = $1`,
    [subjectId],
  );

const tokenIn = (text: string) => decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text)![1]);

describe("a password reset through the outbox", () => {
  test("requested while the mail server is down: retried with a fresh link each attempt, delivered once it is back; the link works", async () => {
    const port = await freePort();
    const received: string[] = [];
    const smtp = smtpServer(received);
    const s = await startServer({ ...FAST, SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const a = await account(s);
      expect((await s.gql(REQUEST, { e: a.email.toUpperCase() })).data.requestPasswordReset).toBe(NEUTRAL);
      const [queued] = await messagesOf(s, a.id);
      expect(queued).toMatchObject({ kind: "password-reset", recipient: a.email, bookingId: null, channel: "email" });
      // Nothing secret waits in the queue: the job names the message, the message names the account.
      const [job] = await s.db.query(`SELECT data FROM pgboss.job WHERE id = $1`, [queued.jobId]);
      expect(job.data).toEqual({ messageId: queued.id });
      await until(async () => (await messagesOf(s, a.id))[0].state === "retrying");

      await new Promise<void>((r) => smtp.listen(port, "127.0.0.1", () => r()));
      const [sent] = await until(async () => {
        const rows = await messagesOf(s, a.id);
        return rows[0].state === "sent" ? rows : null;
      });
      expect(sent.attempts).toBeGreaterThanOrEqual(2);
      const mails = await Promise.all(received.filter((r) => r.includes(a.email)).map((r) => simpleParser(r)));
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe("Reset your Kashi Coach Tours password");
      expect(mails[0].text).toContain("Open this link within one hour to choose your password:");
      expect(mails[0].messageId).toBe(`<${sent.id}@kashicoachtours.in>`);
      // Each attempt made its link, and spent the one before: only the delivered one was unused.
      const links = await s.db.query(`SELECT "usedAt" FROM password_resets WHERE "userId" = $1`, [a.id]);
      expect(links).toHaveLength(sent.attempts);
      expect(links.filter((l: { usedAt: Date | null }) => l.usedAt === null)).toHaveLength(1);

      expect((await s.gql(RESET, { t: tokenIn(mails[0].text!), p: "new-password-1" })).data.resetPassword).toBe(true);
      expect((await s.login(a.email, "new-password-1")).role).toBe("user");
    } finally {
      await s.close();
      await new Promise<void>((r) => smtp.close(() => r()));
    }
  });

  test("a mail server that stays down: failed after the last attempt, which staff do not see on any booking", async () => {
    const port = await freePort();
    const s = await startServer({ ...FAST, JOB_RETRY_LIMIT: "1", SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const admin = (await s.login()).token;
      const a = await account(s);
      await s.gql(REQUEST, { e: a.email });
      const [failed] = await until(async () => {
        const rows = await messagesOf(s, a.id);
        return rows[0].state === "failed" ? rows : null;
      });
      expect(failed.attempts).toBe(2);
      expect(failed.error).toMatch(/ECONNREFUSED|connect/i);
      const retry = await s.gql(`mutation($id: ID!) { retryMessage(id: $id) { state } }`, { id: failed.id }, admin);
      expect(retry.errors?.[0]).toMatchObject({ message: "Message not found", extensions: { code: "NOT_FOUND" } });
    } finally {
      await s.close();
    }
  });

  test("an unknown address: the same neutral answer, nothing queued", async () => {
    const s = await startServer(FAST, { workers: false });
    try {
      const count = async () =>
        (
          await s.db.query(
            `SELECT (SELECT count(*) FROM notification_messages)::int AS messages, (SELECT count(*) FROM pgboss.job)::int AS jobs`,
          )
        )[0];
      const before = await count();
      const r = await s.gql(REQUEST, { e: `nobody.${u()}@example.com` });
      expect(r.data.requestPasswordReset).toBe(NEUTRAL);
      expect(await count()).toEqual(before);
      // A known one queues its e-mail (nothing is sent here: this server runs no workers).
      const a = await account(s);
      expect((await s.gql(REQUEST, { e: a.email })).data.requestPasswordReset).toBe(NEUTRAL);
      expect(await messagesOf(s, a.id)).toEqual([expect.objectContaining({ kind: "password-reset", state: "queued" })]);
    } finally {
      await s.close();
    }
  });
});

test("a backlog goes out together, not one message per poll: 25 queued resets are all sent within one polling interval", async () => {
  // Queued while no process sends (the mail server was down, or a festival day's bookings came at once)...
  const s = await startServer({ JOB_POLL_SECONDS: "5" }, { workers: false });
  try {
    const accounts = await Promise.all(Array.from({ length: 25 }, () => account(s)));
    for (const a of accounts) await s.gql(REQUEST, { e: a.email });
    // ...then a process that sends starts: its worker fetches in batches, and again at once while they come full.
    await s.peer({ workers: true });
    const sent = await until(async () => {
      const [row] = await s.db.query(
        `SELECT count(*) FILTER (WHERE state = 'sent')::int AS sent,
                extract(epoch FROM max("sentAt") - min("sentAt"))::float AS spread
           FROM notification_messages WHERE kind = 'password-reset'`,
      );
      return row.sent === accounts.length && row;
    });
    // One message per poll would have taken 24 polls (two minutes); every one went before a second poll.
    expect(sent.spread).toBeLessThan(5);
    for (const a of accounts)
      expect(await outboxFor(s.config.dataDir, a.email)).toEqual([
        expect.objectContaining({ subject: expect.stringContaining("password") }),
      ]);
    // Each was written beside the outbox and moved in whole (a reader never meets half a message): none is left there.
    expect(fs.readdirSync(path.join(s.config.dataDir, "outbox-writing"))).toEqual([]);
  } finally {
    await s.close();
  }
});

describe("each account's language, each subject checked when sent", () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startServer(FAST);
    admin = (await s.login()).token;
  });
  afterAll(() => s.close());

  test("a Hindi account's reset e-mail is in Hindi and opens the Hindi page; an English one is word for word as before", async () => {
    const hindi = await account(s, "hi");
    const english = await account(s, "en");
    await s.gql(REQUEST, { e: hindi.email });
    await s.gql(REQUEST, { e: english.email });
    const [hi] = await until(async () =>
      (await outboxFor(s.config.dataDir, hindi.email)).length ? outboxFor(s.config.dataDir, hindi.email) : null,
    );
    expect(hi.subject).toBe("काशी कोच टूर्स: अपना पासवर्ड नया बनाएँ");
    expect(hi.text).toContain("अपना पासवर्ड चुनने के लिए एक घंटे के भीतर यह लिंक खोलें:");
    expect(hi.text).toContain(`${s.config.publicUrl}/hi/reset-password?token=`);
    const [en] = await until(async () =>
      (await outboxFor(s.config.dataDir, english.email)).length ? outboxFor(s.config.dataDir, english.email) : null,
    );
    const link = `${s.config.publicUrl}/reset-password?token=${encodeURIComponent(tokenIn(en.text!))}`;
    expect(en.text).toBe(
      [
        "Namaste Asha Verma,",
        "",
        "We received a request to set a new password for your Kashi Coach Tours account.",
        "Open this link within one hour to choose your password:",
        "",
        link,
        "",
        "If you did not ask for this, you can ignore this e-mail; your password stays as it is.",
        "",
        "Kashi Coach Tours, Varanasi",
      ].join("\n") + "\n",
    );
  });

  test("a Hindi member's invitation is in Hindi (the role named in Hindi); its link sets the password", async () => {
    const member = await invitee(s, "hi");
    const r = await s.gql(`mutation($u: ID!) { resendStaffInvite(userId: $u) { id } }`, { u: member.id }, admin);
    expect(r.errors).toBeUndefined();
    const [mail] = await until(async () =>
      (await outboxFor(s.config.dataDir, member.email)).length ? outboxFor(s.config.dataDir, member.email) : null,
    );
    expect(mail.subject).toBe("काशी कोच टूर्स के एडमिन क्षेत्र के लिए आपका आमंत्रण");
    expect(mail.text).toContain("डिस्पैचर के रूप में आमंत्रित किया गया है।");
    expect(mail.text).toContain("72 घंटे के भीतर");
    expect(mail.text).toContain(`${s.config.publicUrl}/hi/reset-password?token=`);
    expect((await s.gql(RESET, { t: tokenIn(mail.text!), p: "Quiet-River-Ghat-91" })).data.resetPassword).toBe(true);
  });

  test("a document reminder to the address of a Hindi account is in Hindi; to the operator's own address, English", async () => {
    const hindi = await account(s, "hi");
    const bus = (await s.gql(`{ buses { id } }`)).data.buses.at(-1).id;
    const remind = async (to: string, number: string) => {
      const saved = await s.gql(
        `mutation($i: DocumentSettingsInput!) { updateDocumentSettings(input: $i) { reminderEmail } }`,
        { i: { reminderEmail: to } },
        admin,
      );
      expect(saved.errors).toBeUndefined();
      const added = await s.rest(
        "POST",
        `/api/buses/${bus}/documents`,
        { type: "Insurance", number, validFrom: inDays(-300), validUntil: inDays(5) },
        admin,
      );
      expect(added.status).toBe(201);
      // This instance's own once-a-minute sweep may be the one that queues it.
      await s.app.services.documentReminders.sweep();
      const [mail] = await until(async () =>
        (await outboxFor(s.config.dataDir, to)).length ? outboxFor(s.config.dataDir, to) : null,
      );
      return mail;
    };
    const hi = await remind(hindi.email, `INS-HI-${u()}`);
    expect(hi.subject).toMatch(/^.+: बीमा INS-HI-\w+ 5 दिन में समाप्त हो रहा है \(.+\)$/);
    expect(hi.subject).toMatch(DEVANAGARI);
    expect(hi.html).toContain('lang="hi"');
    const operator = `fleet.${u()}@example.com`;
    const en = await remind(operator, `INS-EN-${u()}`);
    expect(en.subject).toMatch(/^.+: insurance INS-EN-\w+ expires in 5 days \(.+\)$/);
    expect(en.text).toContain("This reminder goes 7 days before expiry to the address in Settings → Documents.");
  });
});

describe("a message whose subject no longer applies when it is sent is skipped", () => {
  test("an invitation to a member disabled, and a reminder of a document renewed, before the worker got to them", async () => {
    const s = await startServer(FAST, { workers: false });
    try {
      const admin = (await s.login()).token;
      // The invitation: queued, then the member disabled.
      const member = await invitee(s);
      expect(
        (await s.gql(`mutation($u: ID!) { resendStaffInvite(userId: $u) { id } }`, { u: member.id }, admin)).errors,
      ).toBeUndefined();
      expect(
        (await s.gql(`mutation($u: ID!) { disableStaff(userId: $u) { id } }`, { u: member.id }, admin)).errors,
      ).toBeUndefined();
      // The reminder: queued, then the document renewed (a new valid-until).
      const fleet = `fleet.${u()}@example.com`;
      await s.gql(
        `mutation($i: DocumentSettingsInput!) { updateDocumentSettings(input: $i) { reminderEmail } }`,
        { i: { reminderEmail: fleet } },
        admin,
      );
      const bus = (await s.gql(`{ buses { id } }`)).data.buses.at(-1).id;
      const doc = await s.rest(
        "POST",
        `/api/buses/${bus}/documents`,
        { type: "PUC", number: `PUC-${u()}`, validFrom: inDays(-100), validUntil: inDays(3) },
        admin,
      );
      expect(await s.app.services.documentReminders.sweep()).toBe(1);
      // Its rows for the 30, 14 and 7 days thresholds, the 7 days one mailed.
      const [reminder] = await s.db.query(
        `SELECT r.id FROM bus_document_reminders r JOIN notification_messages n ON n."subjectId" = r.id WHERE r."documentId" = $1`,
        [doc.body._id],
      );
      expect((await s.rest("PUT", `/api/documents/${doc.body._id}`, { validUntil: inDays(200) }, admin)).status).toBe(
        200,
      );

      const worker = await s.peer({ workers: true });
      const [invite] = await until(async () => {
        const rows = await messagesOf(s, member.id);
        return rows[0].state === "skipped" ? rows : null;
      });
      expect(invite.kind).toBe("staff-invite");
      const [reminderMessage] = await until(async () => {
        const rows = await messagesOf(s, reminder.id);
        return rows[0].state === "skipped" ? rows : null;
      });
      expect(reminderMessage.kind).toBe("document-reminder");
      await worker.close();
      expect(await outboxFor(s.config.dataDir, member.email)).toHaveLength(0);
      expect(await outboxFor(s.config.dataDir, fleet)).toHaveLength(0);
      // No link was made for the disabled member.
      expect(await s.db.query(`SELECT id FROM password_resets WHERE "userId" = $1`, [member.id])).toEqual([]);
    } finally {
      await s.close();
    }
  });
});

test("jobs of the kinds the outbox replaced, left by an earlier version, become messages at start-up and their queues go", async () => {
  const s = await startServer(FAST, { workers: false });
  const queue = new PgBossQueue(s.db, s.config);
  await queue.start();
  try {
    const admin = (await s.login()).token;
    const member = await invitee(s);
    const fleet = `fleet.${u()}@example.com`;
    await s.gql(
      `mutation($i: DocumentSettingsInput!) { updateDocumentSettings(input: $i) { reminderEmail } }`,
      { i: { reminderEmail: fleet } },
      admin,
    );
    const bus = (await s.gql(`{ buses { id } }`)).data.buses.at(-1).id;
    const validUntil = inDays(10);
    const doc = await s.rest(
      "POST",
      `/api/buses/${bus}/documents`,
      { type: "RoadTax", number: `RT-${u()}`, validFrom: inDays(-300), validUntil },
      admin,
    );
    // What the earlier version left: its reminder row, and the queued jobs of its own kinds.
    const [reminder] = await s.db.query(
      `INSERT INTO bus_document_reminders ("documentId", "validUntil", threshold) VALUES ($1, $2, 14) RETURNING id`,
      [doc.body._id, validUntil],
    );
    await queue.boss.createQueue("send-staff-invite");
    await queue.boss.send("send-staff-invite", { userId: member.id });
    await queue.boss.createQueue("send-document-reminder");
    await queue.boss.send("send-document-reminder", { documentId: doc.body._id, validUntil, threshold: 14 });

    // The next start turns them into messages and sends them.
    const upgraded = await s.peer({ workers: true });
    const [invitation] = await until(async () =>
      (await outboxFor(s.config.dataDir, member.email)).length ? outboxFor(s.config.dataDir, member.email) : null,
    );
    expect(invitation.subject).toBe("You are invited to the Kashi Coach Tours admin area");
    const [expiry] = await until(async () =>
      (await outboxFor(s.config.dataDir, fleet)).length ? outboxFor(s.config.dataDir, fleet) : null,
    );
    expect(expiry.subject).toMatch(/road tax RT-\w+ expires in 10 days/);
    expect(await messagesOf(s, member.id)).toEqual([expect.objectContaining({ kind: "staff-invite" })]);
    expect(await messagesOf(s, reminder.id)).toEqual([expect.objectContaining({ kind: "document-reminder" })]);
    expect(await queue.boss.getQueue("send-staff-invite")).toBeNull();
    expect(await queue.boss.getQueue("send-document-reminder")).toBeNull();
    // Another start finds nothing left to turn.
    const again = await s.peer({ workers: true });
    await new Promise((r) => setTimeout(r, 1500));
    expect(await outboxFor(s.config.dataDir, member.email)).toHaveLength(1);
    await again.close();
    await upgraded.close();
  } finally {
    await queue.stop();
    await s.close();
  }
});
