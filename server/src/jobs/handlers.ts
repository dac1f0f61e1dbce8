import type { Services } from "../services";
import {
  type DocumentReminderJob,
  JOB_SEND_DOCUMENT_REMINDER,
  JOB_SEND_MESSAGE,
  JOB_SWEEP_DOCUMENT_REMINDERS,
  JOB_SWEEP_REMINDERS,
  type SendMessageJob,
} from "../domain/shared/jobs";
import type { PgBossQueue } from "./queue";

/** One handler per job kind; each calls the service layer (never the other way round). */
export async function startWorkers(queue: PgBossQueue, services: Services): Promise<void> {
  const { config, notifications, documentReminders } = services;
  const polling = { pollingIntervalSeconds: config.jobPollSeconds };
  await queue.boss.work<SendMessageJob>(JOB_SEND_MESSAGE, polling, async ([job]) => {
    await notifications.deliver(job.data.messageId, job.retryCount >= config.jobRetryLimit);
  });
  await queue.boss.work(JOB_SWEEP_REMINDERS, polling, async () => {
    await notifications.sweepReminders();
  });
  // Every minute, one instance (pg-boss's cron is cluster-wide) looks for reminders that came due.
  await queue.boss.schedule(JOB_SWEEP_REMINDERS, "* * * * *");
  // Vehicle documents' expiry reminders: the same way, once a minute cluster-wide; each reminder exactly once.
  await queue.boss.work(JOB_SWEEP_DOCUMENT_REMINDERS, polling, async () => {
    await documentReminders.sweep();
  });
  await queue.boss.work<DocumentReminderJob>(JOB_SEND_DOCUMENT_REMINDER, polling, async ([job]) => {
    await documentReminders.deliver(job.data);
  });
  await queue.boss.schedule(JOB_SWEEP_DOCUMENT_REMINDERS, "* * * * *");
}
