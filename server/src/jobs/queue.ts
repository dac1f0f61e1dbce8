import { PgBoss } from "pg-boss";
import type { Pool } from "pg";
import type { DataSource, EntityManager } from "typeorm";
import type { Config } from "../config";
import {
  JOB_BACKUP,
  JOB_EXPIRE_QUOTES,
  JOB_SEND_MESSAGE,
  JOB_SEND_STAFF_INVITE,
  JOB_PURGE_ACTIVITY,
  JOB_SWEEP_REMINDERS,
  JOB_TRIP_CODE,
  type JobData,
  JOB_SEND_DOCUMENT_REMINDER,
  JOB_SWEEP_DOCUMENT_REMINDERS,
  type JobQueue,
} from "../domain/shared/jobs";

/**
 * The durable job queue: pg-boss on the application's own PostgreSQL (its tables live in the "pgboss"
 * schema, created and migrated by start()). It runs on TypeORM's connection pool, and enqueue() runs on
 * the caller's transaction, so a job exists exactly when the change that caused it commits. pg-boss
 * claims each job with SKIP LOCKED: with several server instances on one database, each job runs once.
 */
export class PgBossQueue implements JobQueue {
  readonly boss: PgBoss;

  constructor(
    db: DataSource,
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
    await this.boss.createQueue(JOB_SEND_STAFF_INVITE, { ...retries, deleteAfterSeconds: 7 * 86400 });
    await this.boss.createQueue(JOB_TRIP_CODE, { ...retries, deleteAfterSeconds: 30 * 86400 });
    await this.boss.createQueue(JOB_SEND_DOCUMENT_REMINDER, { ...retries, deleteAfterSeconds: 30 * 86400 });
    await this.boss.createQueue(JOB_SWEEP_DOCUMENT_REMINDERS, { retryLimit: 0 });
  }

  async enqueue<K extends keyof JobData>(
    m: EntityManager,
    name: K,
    jobs: Array<{ id: string; data: JobData[K] }>,
  ): Promise<void> {
    const runner = m.queryRunner;
    if (!runner) throw new Error("enqueue() must run inside the caller's transaction");
    if (!jobs.length) return;
    await this.boss.insert(
      name,
      jobs.map(({ id, data }) => ({ id, data: { ...data } })),
      {
        db: {
          executeSql: async (text, values) => ({
            rows: (await runner.query(text, values as unknown[], true)).records ?? [],
          }),
        },
      },
    );
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: 5000 });
  }
}
