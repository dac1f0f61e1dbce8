import type { JobResult } from "pg-boss";
import type { Services } from "../services";
import { BACKUP_TIME_ZONE, dailyBackup } from "./backup";
import {
  JOB_BACKUP,
  JOB_EXPIRE_QUOTES,
  JOB_SEND_MESSAGE,
  JOB_PURGE_ACTIVITY,
  JOB_PURGE_BUS_POSITIONS,
  JOB_SWEEP_REMINDERS,
  type SendMessageJob,
  JOB_SWEEP_DOCUMENT_REMINDERS,
  JOB_APPLY_PAYMENT_EVENT,
  JOB_SEND_REFUND,
  JOB_SEND_PHONE_MESSAGE,
} from "../domain/shared/jobs";
import type { PgBossQueue } from "./queue";

/** How many queued messages one fetch takes. */
const MAIL_BATCH = 10;

/** One handler per job kind; each calls the service layer (never the other way round). */
export async function startWorkers(queue: PgBossQueue, services: Services): Promise<void> {
  const { config, notifications, mailDelivery, quotes, documentReminders, activity, busPositions } = services;
  const { gatewayEvents, refunds, phoneDelivery, messages } = services;
  const polling = { pollingIntervalSeconds: config.jobPollSeconds };
  // Messages go out in batches, and while batches come back full the worker fetches again at once: a backlog
  // (a festival day's bookings, a restart after the mail server was down) drains at the mail server's pace,
  // not one message per poll. Each message settles on its own: one that fails is retried alone.
  await queue.boss.work<
    SendMessageJob,
    unknown,
    { pollingIntervalSeconds: number; batchSize: number; burstWhenBatchFull: true; perJobResults: true }
  >(
    JOB_SEND_MESSAGE,
    { ...polling, batchSize: MAIL_BATCH, burstWhenBatchFull: true, perJobResults: true },
    async (jobs) => {
      const results: JobResult[] = [];
      for (const job of jobs) {
        try {
          await mailDelivery.deliver(job.data.messageId, job.retryCount >= config.jobRetryLimit);
          results.push({ id: job.id, status: "completed" });
        } catch (e) {
          results.push({ id: job.id, status: "failed", output: { message: String((e as Error).message ?? e) } });
        }
      }
      return results;
    },
  );
  await queue.boss.work(JOB_SWEEP_REMINDERS, polling, async () => {
    await notifications.sweepReminders();
    // WhatsApp's reminders (24 h) and bus and driver details (12 h) on the same sweep.
    await messages.sweep();
  });
  // WhatsApp messages and SMS: one job each; a rate limit (131056, 131048) or the provider away throws, and the
  // queue tries again with backoff; the last attempt marks the message failed for staff.
  await queue.boss.work<{ messageId: string }>(JOB_SEND_PHONE_MESSAGE, polling, async ([job]) => {
    await phoneDelivery.deliver(job.data.messageId, job.retryCount >= config.jobRetryLimit);
  });
  await queue.boss.work(JOB_EXPIRE_QUOTES, polling, async () => {
    await quotes.expireDue();
  });
  await queue.boss.work(JOB_PURGE_ACTIVITY, polling, async () => {
    await activity.purge();
  });
  // Daily at 03:30 UTC (09:00 in India), the activity log drops entries past ACTIVITY_RETENTION_DAYS.
  await queue.boss.schedule(JOB_PURGE_ACTIVITY, "30 3 * * *");
  // Every minute, one instance (pg-boss's cron is cluster-wide) looks for reminders that came due.
  await queue.boss.schedule(JOB_SWEEP_REMINDERS, "* * * * *");
  await queue.boss.work(JOB_BACKUP, polling, async () => {
    await dailyBackup(services);
  });
  // Once a day (BACKUP_SCHEDULE, India time) one instance backs the database up; a day missed while
  // every instance was down is made up once on the next start. BACKUP_KEEP=0 turns it off.
  if (config.backupKeep > 0)
    await queue.boss.schedule(JOB_BACKUP, config.backupSchedule, null, { tz: BACKUP_TIME_ZONE, missed: "once" });
  else await queue.boss.unschedule(JOB_BACKUP);
  // Sent quotes past their last valid day become Expired (reads expire them too, so a page never shows a stale Sent).
  await queue.boss.schedule(JOB_EXPIRE_QUOTES, "*/5 * * * *");
  // Vehicle documents' expiry reminders: the same way, once a minute cluster-wide; each reminder queued once.
  await queue.boss.work(JOB_SWEEP_DOCUMENT_REMINDERS, polling, async () => {
    await documentReminders.sweep();
  });
  await queue.boss.schedule(JOB_SWEEP_DOCUMENT_REMINDERS, "* * * * *");
  // Hourly, buses' last positions older than two days go (each trip's own goes when it closes).
  await queue.boss.work(JOB_PURGE_BUS_POSITIONS, polling, async () => {
    await busPositions.purgeStale();
  });
  await queue.boss.schedule(JOB_PURGE_BUS_POSITIONS, "17 * * * *");
  // The gateway's webhook events and refunds: each job once (a failure is retried, and applying is idempotent).
  await queue.boss.work<{ eventId: string }>(JOB_APPLY_PAYMENT_EVENT, polling, async ([job]) => {
    await gatewayEvents.apply(job.data.eventId);
  });
  await queue.boss.work<{ refundId: string }>(JOB_SEND_REFUND, polling, async ([job]) => {
    await refunds.send(job.data.refundId);
  });
  // With the gateway set up, the reconciler asks about orders still unpaid (a webhook lost loses nothing). Each
  // instance runs it: the state machine makes a second run a no-op.
  if (config.razorpay)
    queue.every(config.paymentsReconcileSeconds, () => gatewayEvents.reconcile(config.paymentsReconcileSeconds));
}
