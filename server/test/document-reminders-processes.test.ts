/**
 * Expiry reminders of vehicle documents with two real server processes: the built server
 * (`dist/main.js`, so `npm run build -w server` first; `npm test` builds) started twice as child processes on
 * the test's database, their clock moved by the test through TEST_CLOCK_FILE (honoured only with
 * NODE_ENV=test). Sweeps are queued to both processes at once; each document gets exactly one e-mail per
 * threshold, also after one process is restarted, and a renewed document starts its own reminders.
 */
import type { ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { JOB_SEND_MESSAGE, JOB_SWEEP_DOCUMENT_REMINDERS } from "../src/domain/shared/jobs";
import { PgBossQueue } from "../src/jobs/queue";
import { outboxFor, until } from "./fixtures/outbox";
import { exited as stopped, onDatabaseOf, serverProcess } from "./fixtures/processes";
import { inDays, startServer, type TestServer } from "./harness";

const addDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);
/** Midday in India on that calendar day. */
const middayIn = (d: string) => new Date(`${d}T06:30:00Z`);

/** Starts the built server as a child process on `s`'s database with the clock of `clockFile`. */
const reminderProcess = async (s: TestServer, clockFile: string): Promise<ChildProcess> =>
  (
    await serverProcess(
      { ...onDatabaseOf(s), REDIS_URL: "", JOB_POLL_SECONDS: "0.5", TEST_CLOCK_FILE: clockFile },
      "build",
    )
  ).child;

test("two server processes with a moved clock send one reminder per document and threshold, also after a restart; a renewal starts afresh", async () => {
  const s = await startServer({ JOB_POLL_SECONDS: "0.5" }, { workers: false });
  const clockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "kashi-clock-")), "offset");
  /** Both processes' "now" becomes midday in India on `day`. */
  const setClock = (day: string) => fs.writeFileSync(clockFile, String(middayIn(day).getTime() - Date.now()));
  // The test only queues sweeps (the same job the once-a-minute schedule queues); the children run them.
  const queue = new PgBossQueue(s.db, s.config);
  await queue.start();
  const procs: ChildProcess[] = [];
  try {
    const admin = await s.login();
    const to = `fleet.${crypto.randomBytes(4).toString("hex")}@example.com`;
    const saved = await s.gql(
      `mutation($i: DocumentSettingsInput!) { updateDocumentSettings(input: $i) { reminderEmail } }`,
      { i: { reminderEmail: to } },
      admin.token,
    );
    expect(saved.errors).toBeUndefined();
    const bus = (await s.gql(`{ buses { id } }`)).data.buses[0].id;
    const validUntil = inDays(60);
    const added = await s.rest(
      "POST",
      `/api/buses/${bus}/documents`,
      { type: "Fitness", number: "FC-PROC-1", validFrom: inDays(-300), validUntil },
      admin.token,
    );
    expect(added.status).toBe(201);
    const id = added.body._id;

    setClock(addDays(validUntil, -31));
    procs.push(await reminderProcess(s, clockFile), await reminderProcess(s, clockFile));

    const pending = async () =>
      (
        await s.db.query(
          `SELECT count(*)::int AS n FROM pgboss.job WHERE name = ANY($1) AND state IN ('created', 'retry', 'active')`,
          [[JOB_SWEEP_DOCUMENT_REMINDERS, JOB_SEND_MESSAGE]],
        )
      )[0].n as number;
    /** Moves both clocks to `day`, queues two sweeps at once (one for each process to pick) and waits until they and their mails are done. */
    const sweepAt = async (day: string) => {
      setClock(day);
      await Promise.all([1, 2].map(() => queue.boss.send(JOB_SWEEP_DOCUMENT_REMINDERS, {})));
      await until(async () => (await pending()) === 0);
    };
    const mails = async () => outboxFor(s.config.dataDir, to);

    await sweepAt(addDays(validUntil, -31));
    expect(await mails()).toHaveLength(0);
    let sent = 0;
    for (const threshold of [30, 14, 7, 1]) {
      await sweepAt(addDays(validUntil, -threshold));
      await sweepAt(addDays(validUntil, -threshold));
      sent += 1;
      expect(await mails()).toHaveLength(sent);
    }
    const subjects = (await mails()).map((m) => m.subject);
    expect(subjects[0]).toMatch(/fitness certificate FC-PROC-1 expires in 30 days/);
    expect(subjects[1]).toMatch(/expires in 14 days/);
    expect(subjects[2]).toMatch(/expires in 7 days/);
    expect(subjects[3]).toMatch(/expires tomorrow/);

    // One process restarted: nothing is sent twice.
    procs[1].kill("SIGTERM");
    await stopped(procs[1]);
    procs[1] = await reminderProcess(s, clockFile);
    await sweepAt(addDays(validUntil, -1));
    await sweepAt(addDays(validUntil, 0));
    expect(await mails()).toHaveLength(4);
    const rows = await s.db.query(`SELECT threshold FROM bus_document_reminders WHERE "documentId" = $1 ORDER BY 1`, [
      id,
    ]);
    expect(rows.map((r: { threshold: number }) => r.threshold)).toEqual([1, 7, 14, 30]);

    // Renewed: the new valid-until has reminders of its own, again once each.
    const renewedUntil = addDays(validUntil, 365);
    expect((await s.rest("PUT", `/api/documents/${id}`, { validUntil: renewedUntil }, admin.token)).status).toBe(200);
    await sweepAt(addDays(renewedUntil, -31));
    expect(await mails()).toHaveLength(4);
    await sweepAt(addDays(renewedUntil, -30));
    await sweepAt(addDays(renewedUntil, -30));
    const after = await mails();
    expect(after).toHaveLength(5);
    expect(after[4].subject).toMatch(/expires in 30 days/);
  } finally {
    for (const p of procs) {
      p.kill("SIGTERM");
      await stopped(p);
    }
    await queue.stop();
    await s.close();
  }
}, 300_000);
