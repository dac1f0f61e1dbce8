import { PgBoss } from "pg-boss";
import type { Pool } from "pg";
import type { DataSource, EntityManager } from "typeorm";
import type { Config } from "../config";
import {
  JOB_BACKUP,
  JOB_EXPIRE_QUOTES,
  JOB_SEND_MESSAGE,
  JOB_PURGE_ACTIVITY,
  JOB_PURGE_BUS_POSITIONS,
  JOB_SWEEP_REMINDERS,
  type JobData,
  JOB_SWEEP_DOCUMENT_REMINDERS,
  type JobQueue,
  JOB_APPLY_PAYMENT_EVENT,
  JOB_SEND_PHONE_MESSAGE,
  JOB_SEND_REFUND,
} from "../domain/shared/jobs";

/**
 * The durable job queue: pg-boss on the application's own PostgreSQL (its tables live in the "pgboss"
 * schema, created and migrated by start()). It runs on TypeORM's connection pool, and enqueue() runs on
 * the caller's transaction, so a job exists exactly when the change that caused it commits. pg-boss
 * claims each job with SKIP LOCKED: with several server instances on one database, each job runs once.
 */
export class PgBossQueue implements JobQueue {
  readonly boss: PgBoss;
  private readonly timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly db: DataSource,
    private readonly config: Config,
  ) {
    const pool = (db.driver as unknown as { master: Pool }).master;
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => pool.query(text, values as unknown[]) },
      schema: "pgboss",
    });
    this.boss.on("error", (e) => console.error("job queue:", e));
  }

  async start(): Promise<void> {
    await this.boss.start();
    const retries = {
      retryLimit: this.config.jobRetryLimit,
      retryDelay: this.config.jobRetryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: 3600,
    };
    // Failed jobs are kept for 30 days (admins see them on the booking and may retry).
    await this.boss.createQueue(JOB_SEND_MESSAGE, { ...retries, deleteAfterSeconds: 30 * 86400 });
    await this.boss.createQueue(JOB_SWEEP_REMINDERS, { retryLimit: 0 });
    // A failed backup is tried twice more, ten minutes apart (a full disk, a restarting database).
    await this.boss.createQueue(JOB_BACKUP, { retryLimit: 2, retryDelay: 600, expireInSeconds: 3600 });
    await this.boss.createQueue(JOB_EXPIRE_QUOTES, { retryLimit: 0 });
    await this.boss.createQueue(JOB_PURGE_ACTIVITY, { retryLimit: 0 });
    await this.boss.createQueue(JOB_PURGE_BUS_POSITIONS, { retryLimit: 0 });
    await this.boss.createQueue(JOB_SWEEP_DOCUMENT_REMINDERS, { retryLimit: 0 });
    // A payment event or a refund that failed (the database or the gateway away) is tried again, like an e-mail.
    await this.boss.createQueue(JOB_APPLY_PAYMENT_EVENT, { ...retries, deleteAfterSeconds: 30 * 86400 });
    await this.boss.createQueue(JOB_SEND_REFUND, { ...retries, deleteAfterSeconds: 30 * 86400 });
    await this.boss.createQueue(JOB_SEND_PHONE_MESSAGE, { ...retries, deleteAfterSeconds: 30 * 86400 });
  }

  /** Runs `task` every `seconds` in this process until the queue stops (a failure is logged; the next run comes). */
  every(seconds: number, task: () => Promise<unknown>): void {
    const timer = setInterval(() => {
      task().catch((e) => console.error("periodic task:", e));
    }, seconds * 1000);
    timer.unref();
    this.timers.push(timer);
  }

  async enqueue<K extends keyof JobData>(
    m: EntityManager,
    name: K,
    jobs: Array<{ id: string; data: JobData[K]; priority?: number }>,
  ): Promise<void> {
    if (!jobs.length) return;
    await this.boss.insert(
      name,
      jobs.map(({ id, data, priority }) => ({ id, data: { ...data }, priority })),
      { db: onTransaction(m, "enqueue()") },
    );
  }

  /**
   * Ends a job kind that is no longer worked: each of its jobs not yet done is deleted and handed to `adopt`
   * on one transaction, so it is replaced exactly once (of two instances at it, the one whose delete waits for
   * the other's commit finds the job gone and adopts nothing); then the queue is deleted with what is left of
   * it (finished jobs). Nothing when the queue does not exist.
   */
  async retire(name: string, adopt: (m: EntityManager, data: Record<string, unknown>) => Promise<void>): Promise<void> {
    if (!(await this.boss.getQueue(name))) return;
    const jobs = await this.boss.findJobs<Record<string, unknown>>(name, { limit: 100_000 });
    for (const job of jobs.filter((j) => ["created", "retry", "active"].includes(j.state)))
      await this.db.transaction(async (m) => {
        const deleted = (await this.boss.deleteJob(name, job.id, { db: onTransaction(m, "retire()") })) as {
          affected: number;
        };
        if (deleted.affected) await adopt(m, job.data ?? {});
      });
    await this.boss.deleteQueue(name);
  }

  async stop(): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await this.boss.stop({ graceful: true, timeout: 5000 });
  }
}

/** pg-boss's statements run on the caller's transaction (its `db` option). */
function onTransaction(m: EntityManager, what: string) {
  const runner = m.queryRunner;
  if (!runner) throw new Error(`${what} must run inside the caller's transaction`);
  return {
    executeSql: async (text: string, values?: unknown[]) => ({
      rows: (await runner.query(text, values, true)).records ?? [],
    }),
  };
}
