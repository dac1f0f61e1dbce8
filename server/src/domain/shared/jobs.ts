import type { EntityManager } from "typeorm";

/** The job kinds the queue runs (one handler each in server/src/jobs/). */
export const JOB_SEND_MESSAGE = "send-message";
export const JOB_SWEEP_REMINDERS = "sweep-reminders";
/** The daily backup into DATA_DIR/backups (BACKUP_SCHEDULE, keeping BACKUP_KEEP). */
export const JOB_BACKUP = "backup-database";
export const JOB_EXPIRE_QUOTES = "expire-quotes";
export const JOB_SEND_STAFF_INVITE = "send-staff-invite";
/** E-mails the customer the 4-digit code that closes a trip the driver started (domain/driver). */
export const JOB_TRIP_CODE = "driver-trip-code";
export const JOB_PURGE_ACTIVITY = "purge-activity";

export interface SendMessageJob {
  messageId: string;
}

/** Vehicle documents (issue 28): a sweep for due expiry reminders, and one reminder e-mail to send. */
export const JOB_SWEEP_DOCUMENT_REMINDERS = "sweep-document-reminders";
export const JOB_SEND_DOCUMENT_REMINDER = "send-document-reminder";

/** Mails an invited staff member a fresh set-password link (made when sent: no secret waits in the queue). */
export interface StaffInviteJob {
  userId: string;
}

/** What each job kind carries. */
export interface JobData {
  [JOB_SEND_MESSAGE]: SendMessageJob;
  [JOB_SEND_STAFF_INVITE]: StaffInviteJob;
  [JOB_TRIP_CODE]: TripCodeJob;
  [JOB_SEND_DOCUMENT_REMINDER]: DocumentReminderJob;
}

export interface TripCodeJob {
  bookingId: string;
}

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
  enqueue<K extends keyof JobData>(
    m: EntityManager,
    name: K,
    jobs: Array<{ id: string; data: JobData[K] }>,
  ): Promise<void>;
  enqueue(
    m: EntityManager,
    name: typeof JOB_SEND_DOCUMENT_REMINDER,
    jobs: Array<{ id: string; data: DocumentReminderJob }>,
  ): Promise<void>;
}
