import type { EntityManager } from "typeorm";

/** The job kinds the queue runs (one handler each in server/src/jobs/). */
export const JOB_SEND_MESSAGE = "send-message";
export const JOB_SWEEP_REMINDERS = "sweep-reminders";
export const JOB_SEND_STAFF_INVITE = "send-staff-invite";
export const JOB_PURGE_ACTIVITY = "purge-activity";

export interface SendMessageJob {
  messageId: string;
}

/** Mails an invited staff member a fresh set-password link (made when sent: no secret waits in the queue). */
export interface StaffInviteJob {
  userId: string;
}

/** What each job kind carries. */
export interface JobData {
  [JOB_SEND_MESSAGE]: SendMessageJob;
  [JOB_SEND_STAFF_INVITE]: StaffInviteJob;
}

/**
 * A durable queue the services enqueue into *inside their own transaction* (`m`): the job exists
 * exactly when the change that caused it commits. Implemented by server/src/jobs/queue.ts (pg-boss).
 */
export interface JobQueue {
  /** Inserts the jobs in one statement; each job's id is chosen by the caller (a UUID), so rows can name their job up front. */
  enqueue<K extends keyof JobData>(
    m: EntityManager,
    name: K,
    jobs: Array<{ id: string; data: JobData[K] }>,
  ): Promise<void>;
}
