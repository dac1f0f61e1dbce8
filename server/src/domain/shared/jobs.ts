import type { EntityManager } from "typeorm";

/** The job kinds the queue runs (one handler each in server/src/jobs/). */
export const JOB_SEND_MESSAGE = "send-message";
export const JOB_SWEEP_REMINDERS = "sweep-reminders";
/** E-mails the customer the 4-digit code that closes a trip the driver started (domain/driver). */
export const JOB_TRIP_CODE = "driver-trip-code";

export interface SendMessageJob {
  messageId: string;
}

export interface TripCodeJob {
  bookingId: string;
}

/**
 * A durable queue the services enqueue into *inside their own transaction* (`m`): the job exists
 * exactly when the change that caused it commits. Implemented by server/src/jobs/queue.ts (pg-boss).
 */
export interface JobQueue {
  /** Inserts the jobs in one statement; each job's id is chosen by the caller (a UUID), so rows can name their job up front. */
  enqueue(
    m: EntityManager,
    name: typeof JOB_SEND_MESSAGE,
    jobs: Array<{ id: string; data: SendMessageJob }>,
  ): Promise<void>;
  enqueue(m: EntityManager, name: typeof JOB_TRIP_CODE, jobs: Array<{ id: string; data: TripCodeJob }>): Promise<void>;
}
