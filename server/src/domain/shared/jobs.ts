import type { EntityManager } from "typeorm";

/** The job kinds the queue runs (one handler each in server/src/jobs/). */
export const JOB_SEND_MESSAGE = "send-message";
export const JOB_SWEEP_REMINDERS = "sweep-reminders";

export interface SendMessageJob {
  messageId: string;
}

/** Vehicle documents (issue 28): a sweep for due expiry reminders, and one reminder e-mail to send. */
export const JOB_SWEEP_DOCUMENT_REMINDERS = "sweep-document-reminders";
export const JOB_SEND_DOCUMENT_REMINDER = "send-document-reminder";

export interface DocumentReminderJob {
  documentId: string;
  validUntil: string;
  /** The reminder's threshold: days before valid-until. */
  threshold: number;
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
  enqueue(
    m: EntityManager,
    name: typeof JOB_SEND_DOCUMENT_REMINDER,
    jobs: Array<{ id: string; data: DocumentReminderJob }>,
  ): Promise<void>;
}
