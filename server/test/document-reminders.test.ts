/**
 * Expiry reminders of vehicle documents: with a movable clock and two server instances on one
 * database (and one of them restarted), each document is reminded of exactly once per threshold, and a
 * renewed document starts its own reminders.
 */
import { MovableClock } from "../src/domain/shared/clock";
import { outboxFor, until } from "./fixtures/outbox";
import { inDays, startServer, type TestServer } from "./harness";

const addDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);
/** Midday in India on that calendar day. */
const middayIn = (d: string) => new Date(`${d}T06:30:00Z`);

test("reminders at 30, 14, 7 and 1 days go exactly once across two instances and a restart; a renewal starts afresh", async () => {
  const c1 = new MovableClock();
  const c2 = new MovableClock();
  const s: TestServer = await startServer({ JOB_POLL_SECONDS: "0.5" }, { clock: c1, workers: true });
  let peer = await s.peer({ clock: c2, workers: true });
  try {
    const admin = await s.login();
    const to = `fleet.${Math.random().toString(36).slice(2)}@example.com`;
    const saved = await s.gql(
      `mutation($i: DocumentSettingsInput!) { updateDocumentSettings(input: $i) { reminderDays reminderEmail } }`,
      { i: { reminderEmail: to } },
      admin.token,
    );
    expect(saved.data.updateDocumentSettings).toEqual({ reminderDays: [30, 14, 7, 1], reminderEmail: to });
    const bus = (await s.gql(`{ buses { id } }`)).data.buses[0].id;
    const validUntil = inDays(60);
    const added = await s.rest(
      "POST",
      `/api/buses/${bus}/documents`,
      { type: "Fitness", number: "FC-REMIND-1", validFrom: inDays(-300), validUntil },
      admin.token,
    );
    expect(added.status).toBe(201);
    const id = added.body._id;

    /** Both instances sweep at once at `day`; answers how many reminders they queued between them. */
    const sweepBoth = async (day: string) => {
      c1.set(middayIn(day));
      c2.set(middayIn(day));
      const [a, b] = await Promise.all([
        s.app.services.documentReminders.sweep(),
        peer.app.services.documentReminders.sweep(),
      ]);
      return a + b;
    };
    const mails = async () => (await outboxFor(s.config.dataDir, to)).length;

    expect(await sweepBoth(addDays(validUntil, -31))).toBe(0);
    let sent = 0;
    for (const threshold of [30, 14, 7, 1]) {
      expect(await sweepBoth(addDays(validUntil, -threshold))).toBe(1);
      expect(await sweepBoth(addDays(validUntil, -threshold))).toBe(0);
      sent += 1;
      await until(async () => (await mails()) >= sent);
    }
    // A restarted instance finds nothing left to send.
    await peer.close();
    peer = await s.peer({ clock: c2, workers: true });
    expect(await sweepBoth(addDays(validUntil, -1))).toBe(0);
    const rows = await s.db.query(`SELECT threshold FROM bus_document_reminders WHERE "documentId" = $1 ORDER BY 1`, [
      id,
    ]);
    expect(rows.map((r: { threshold: number }) => r.threshold)).toEqual([1, 7, 14, 30]);
    const four = await outboxFor(s.config.dataDir, to);
    expect(four).toHaveLength(4);
    expect(four[0].subject).toMatch(/fitness certificate FC-REMIND-1 expires in 30 days/);
    expect(four[3].subject).toMatch(/expires tomorrow/);

    // Renewed: the new valid-until has reminders of its own.
    const renewedUntil = addDays(validUntil, 365);
    expect((await s.rest("PUT", `/api/documents/${id}`, { validUntil: renewedUntil }, admin.token)).status).toBe(200);
    expect(await sweepBoth(addDays(renewedUntil, -30))).toBe(1);
    await until(async () => (await mails()) >= 5);

    // A document recorded 5 days before it expires: one e-mail (the 7-day one), then the 1-day one.
    const late = inDays(5);
    await s.rest(
      "POST",
      `/api/buses/${bus}/documents`,
      { type: "PUC", number: "PUC-LATE-1", validFrom: inDays(-170), validUntil: late },
      admin.token,
    );
    expect(await sweepBoth(inDays(0))).toBe(1);
    expect(await sweepBoth(inDays(0))).toBe(0);
    expect(await sweepBoth(addDays(late, -1))).toBe(1);
    await until(async () => (await mails()) >= 7);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await mails()).toBe(7);

    // A threshold added in Settings after a document passed it is recorded, not mailed ("expires in 60 days"
    // 20 days before); the next threshold still goes.
    const road = await s.rest(
      "POST",
      `/api/buses/${bus}/documents`,
      { type: "RoadTax", number: "RT-ADDED-1", validFrom: inDays(-300), validUntil: inDays(40) },
      admin.token,
    );
    expect(await sweepBoth(inDays(20))).toBe(1);
    await until(async () => (await mails()) >= 8);
    const more = await s.gql(
      `mutation($i: DocumentSettingsInput!) { updateDocumentSettings(input: $i) { reminderDays reminderEmail } }`,
      { i: { reminderDays: [60, 30, 14, 7, 1] } },
      admin.token,
    );
    // Saved alone, the days keep the address.
    expect(more.data.updateDocumentSettings).toEqual({ reminderDays: [60, 30, 14, 7, 1], reminderEmail: to });
    expect(await sweepBoth(inDays(21))).toBe(0);
    const thresholds = await s.db.query(
      `SELECT threshold FROM bus_document_reminders WHERE "documentId" = $1 ORDER BY 1`,
      [road.body._id],
    );
    expect(thresholds.map((r: { threshold: number }) => r.threshold)).toEqual([30, 60]);
    expect(await sweepBoth(inDays(26))).toBe(1);
    await until(async () => (await mails()) >= 9);
    await new Promise((r) => setTimeout(r, 1500));
    const all = await outboxFor(s.config.dataDir, to);
    expect(all).toHaveLength(9);
    expect(all.filter((m) => m.subject?.includes("RT-ADDED-1")).map((m) => m.subject)).toEqual([
      expect.stringMatching(/expires in 20 days/),
      expect.stringMatching(/expires in 14 days/),
    ]);
  } finally {
    await peer.close();
    await s.close();
  }
}, 60_000);
