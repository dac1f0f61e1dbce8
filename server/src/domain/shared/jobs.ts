import type { EntityManager } from "typeorm";

/** The job kinds the queue runs (one handler each in server/src/jobs/). */
export const JOB_SEND_MESSAGE = "send-message";
export const JOB_SWEEP_REMINDERS = "sweep-reminders";
/** The daily backup into DATA_DIR/backups (BACKUP_SCHEDULE, keeping BACKUP_KEEP). */
export const JOB_BACKUP = "backup-database";
export const JOB_EXPIRE_QUOTES = "expire-quotes";
export const JOB_PURGE_ACTIVITY = "purge-activity";
/** Buses' last positions older than two days go (a trip's goes at its close already). */
export const JOB_PURGE_BUS_POSITIONS = "purge-bus-positions";

/** Sends one message of the outbox (`notification_messages`): every e-mail the server sends. */
export interface SendMessageJob {
  messageId: string;
}

/** Vehicle documents: a sweep for due expiry reminders, which queues their e-mails in the outbox. */
export const JOB_SWEEP_DOCUMENT_REMINDERS = "sweep-document-reminders";

/** A payment gateway's webhook event, stored once, applied by the payment state machine. */
export const JOB_APPLY_PAYMENT_EVENT = "apply-payment-event";
/** A refund asked of the payment gateway (with its idempotency key, so a retry never refunds twice). */
export const JOB_SEND_REFUND = "send-refund";

/** Sends one WhatsApp message or SMS (`phone_messages`); a rate limit or the provider away is retried with backoff. */
export const JOB_SEND_PHONE_MESSAGE = "send-phone-message";

/** What each job kind carries. */
export interface JobData {
  [JOB_SEND_MESSAGE]: SendMessageJob;
  [JOB_APPLY_PAYMENT_EVENT]: { eventId: string };
  [JOB_SEND_REFUND]: { refundId: string };
  [JOB_SEND_PHONE_MESSAGE]: { messageId: string };
}

/**
 * A durable queue the services enqueue into *inside their own transaction* (`m`): the job exists
 * exactly when the change that caused it commits. Implemented by server/src/jobs/queue.ts (pg-boss).
 */
export interface JobQueue {
  /**
   * Inserts the jobs in one statement; each job's id is chosen by the caller (a UUID), so rows can name their
   * job up front. A job of higher `priority` (default 0) is run before those of lower, whenever they were queued.
   */
  enqueue<K extends keyof JobData>(
    m: EntityManager,
    name: K,
    jobs: Array<{ id: string; data: JobData[K]; priority?: number }>,
  ): Promise<void>;
}
